import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Häufige Fragen",
    description:
      "Fertigung, Verlegung, Design nach Maß, Materialien, Nachhaltigkeit, Zertifizierungen, Pflege, Garantie und Contract: Antworten auf Ihre Fragen.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Häufige Fragen",
      title: "Alles, was Sie wissen müssen",
      lead: "Fertigung, Maßanfertigung, Materialien, Verlegung und Garantie: Wir beantworten die häufigsten Fragen von Innenarchitekten, Architekten und Privatkunden.",
      image: { alt: "Teppich mit kleinem, wiederkehrendem Muster in Nahaufnahme" },
    },
    {
      kind: "faq",
      eyebrow: "Fragen & Antworten",
      title: "Ihre Fragen, unsere Antworten",
      items: [
        {
          question: "Sind Sie Hersteller oder Händler?",
          answer:
            "Wir sind Hersteller. Jeden Teppich entwerfen, fertigen und veredeln wir in unserer eigenen, über {{factoryArea}} großen Manufaktur in Crevillente (Alicante). Ohne Zwischenhändler kontrollieren wir die Qualität in jeder Phase und richten uns ganz nach den Anforderungen jedes Projekts.",
        },
        {
          question: "Wo verlegen Sie Ihre Teppiche?",
          answer:
            "Überall auf der Welt. Unsere Verlegeteams reisen dorthin, wo das Projekt entsteht – ob Hotel, Privatresidenz oder Yacht – und stimmen jedes Detail mit Ihrem Bauteam ab.",
        },
        {
          question: "Kann ich ein vollständig individuelles Design in Auftrag geben?",
          answer:
            "Ja. Wir bieten volle Individualisierung: Ausgehend von Ihrer Skizze, Ihrem Logo oder einfach einer Idee legen wir gemeinsam mit Ihnen Form, Maße, Farben, Florhöhen und Materialien fest. Vor der Fertigung erhalten Sie einen Designvorschlag zur Freigabe.",
        },
        {
          question: "Welche Materialien verwenden Sie?",
          answer:
            "Wir arbeiten mit neuseeländischer Wolle, auf Wunsch auch als Schurwolle, mit Naturseide sowie mit Baumwolle, Synthetikfasern und individuellen Mischungen. Auf Wunsch bieten wir zudem Optionen mit recycelten und recycelbaren Materialien an.",
        },
        {
          question: "Was tun Sie für die Nachhaltigkeit?",
          answer:
            "Hier die konkreten Fakten: Wir fertigen jedes Stück in unserer eigenen Manufaktur in Crevillente, auf Bestellung und nach Maß, ohne Serienproduktion für das Lager. Wir arbeiten mit Naturfasern wie neuseeländischer Wolle und Seide und bieten auf Wunsch recycelte und recycelbare Optionen an. Dank Nutzungsklasse 33 halten unsere Teppiche starker Beanspruchung stand, und unsere Pflegeanleitung und unser professioneller Reinigungsservice verlängern ihre Lebensdauer.",
        },
        {
          question: "Welche Zertifizierungen haben Ihre Teppiche?",
          answer:
            "Unsere Teppiche verfügen über Zertifizierungen für Luftfahrt und Textilien sowie über die Brandschutzklassifizierung M1 und die Nutzungsklasse 33 für starke Beanspruchung. Die technische Dokumentation, die Ihr Projekt erfordert, stellen wir Ihnen gern zur Verfügung.",
        },
        {
          question: "Wie pflege ich meinen Teppich richtig?",
          answer:
            "Zu jedem Teppich erhalten Sie eine Pflegeanleitung mit Hinweisen zur regelmäßigen Reinigung und zur materialgerechten Pflege. Für die Grundreinigung steht Ihnen unser professioneller Reinigungsservice zur Verfügung, der Farbe, Textur und Form des Stücks bewahrt.",
        },
        {
          question: "Welche Garantie bieten Sie?",
          answer:
            "Alle unsere Teppiche haben eine internationale Garantie gegen Herstellungsfehler. Darüber hinaus garantieren wir ihre Langlebigkeit und dass das fertige Stück genau dem Design entspricht, das Sie freigegeben haben.",
        },
        {
          question: "Realisieren Sie auch Contract-Projekte?",
          answer:
            "Ja, Contract ist ein wesentlicher Teil unserer Arbeit. Wir fertigen Teppiche für Hotels, Büros, Geschäfte, Museen und Theater sowie für die kommerzielle Luftfahrt und stimmen Design, Materialien und Zertifizierungen auf die Anforderungen jedes Raums ab.",
        },
      ],
      closing: {
        text: "Sie haben die gesuchte Antwort nicht gefunden?",
        action: { label: "Kontaktieren Sie uns" },
      },
    },
  ],
} satisfies PageTranslation;
