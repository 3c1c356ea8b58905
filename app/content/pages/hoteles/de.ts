import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Hotelteppiche nach Maß: Brandschutz M1 und Nutzungsklasse 33",
    description:
      "Maßgefertigte Teppiche für Hotellobbys, Zimmer, Veranstaltungssäle und Restaurants – mit Brandschutzklasse M1, Nutzungsklasse 33 und eigener Manufaktur in Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Hotels",
      title: "Teppiche, die zum Erlebnis Ihres Hotels gehören",
      lead: "Seit 1995 entwerfen und fertigen wir in Crevillente Teppiche nach Maß für Lobbys, Gästezimmer, Säle und Restaurants – Stücke, die dem täglichen Kommen und Gehen standhalten und an die sich Ihre Gäste noch lange nach der Abreise erinnern.",
      image: {
        alt: "Maßgefertigter Teppich in warmen Tönen in der Lobby eines Luxushotels, vor dem Empfangstresen",
      },
      actions: [{ label: "Beratung anfragen" }, { label: "Hotelkatalog" }],
    },
    {
      kind: "cards",
      eyebrow: "Warum Nudo",
      title: "Ein Hersteller, der den Ansprüchen Ihres Hauses gerecht wird",
      items: [
        {
          title: "Hersteller, kein Zwischenhändler",
          text: "Wir entwerfen, tuften und veredeln jeden Teppich in unserer eigenen Manufaktur mit mehr als {{factoryArea}} in Crevillente. Ein Ansprechpartner, verlässliche Termine und die exakte Umsetzung des freigegebenen Entwurfs.",
        },
        {
          title: "Ihre Marke, zu Ihren Füßen",
          text: "Ihr Logo, Ihre Hausfarben oder ein exklusives Muster, in jeder Form und Größe: bis 6 × 4 m ohne Naht, bei größeren Flächen mit unsichtbaren Nähten. Jede Farbe stimmen wir nach Pantone ab oder wählen sie mit Ihnen aus unseren 300 Kollektionsfarben.",
        },
        {
          title: "Gemacht für Dauerbetrieb",
          text: "Nutzungsklasse 33 für stark beanspruchte gewerbliche Bereiche, Brandschutzklasse M1 und Fasern, die Farbe und Volumen Saison für Saison bewahren.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Bereiche",
      title: "Jeder Bereich des Hotels mit seinem eigenen Teppich",
      intro:
        "Eine Lobby verlangt etwas anderes als eine Suite. Technik, Florhöhe, Material und Rücken richten wir nach der tatsächlichen Nutzung jedes Raums.",
      items: [
        {
          title: "Lobby und Empfang",
          text: "Der erste Eindruck des Hauses. Großformatige Stücke mit Relief im Konturenschnitt oder dem Emblem des Hotels, gemacht für den ständigen Strom von Gästen und Gepäck.",
          image: { alt: "Großformatiger Teppich in der Lobby eines Hotels, vor dem Empfangstresen" },
        },
        {
          title: "Zimmer und Suiten",
          text: "Komfort unter den Füßen und Ruhe im Raum. Neuseeländische Wolle oder Naturseide, exakt auf jeden Zimmertyp zugeschnitten – vom Standardzimmer bis zur Präsidentensuite.",
          image: { alt: "Wollteppich mit weichem Flor am Fußende des Bettes in einer Hotelsuite" },
        },
        {
          title: "Veranstaltungssäle",
          text: "Große Flächen, die Aufbauten, Bankettische und Hunderte von Gästen tragen. Unsichtbare Nähte, in der Manufaktur oder vor Ort gefertigt, lassen das Muster ohne Unterbrechung durch den ganzen Saal laufen.",
          image: {
            alt: "Teppich mit durchgehendem geometrischem Muster auf dem Boden eines Hotel-Veranstaltungssaals",
          },
        },
        {
          title: "Restaurants und Bars",
          text: "Räume, in denen der Teppich den Ton angibt und den Schall dämpft. Fasern und Rücken sind auf einfache Pflege ausgelegt – und unser professioneller Reinigungsservice steht bereit, wenn er gebraucht wird.",
          image: {
            alt: "Teppich mit organischen Formen in warmen Tönen unter den Tischen eines Hotelrestaurants",
          },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Referenzen",
      title: "Hotels mit unseren Teppichen",
      intro:
        "Lobbys, Zimmer und Flure, in denen unsere Teppiche längst zum Hotelalltag gehören. Jedes Projekt erzählt, wie wir es gemeinsam mit der Innenarchitektur gelöst haben.",
    },
    {
      kind: "cards",
      eyebrow: "Zertifizierungen",
      title: "Sicherheit und Belastbarkeit, zertifiziert",
      items: [
        {
          title: "Brandschutzklasse M1",
          text: "Unsere Teppiche sind in der Brandverhaltensklasse M1 eingestuft. Alle technischen Unterlagen für Ihr Projekt stellen wir Ihnen bereit.",
        },
        {
          title: "Nutzungsklasse 33",
          text: "Die Klasse für stark beanspruchte gewerbliche Bereiche: Der Teppich behält sein Erscheinungsbild auch in den meistbegangenen Zonen, Jahr für Jahr.",
        },
        {
          title: "Einfache Pflege",
          text: "Langlebige, pflegeleichte Materialien, eine Pflegeanleitung für Ihr Housekeeping und ein professioneller Reinigungsservice. Dazu eine internationale Garantie gegen Fertigungsmängel.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "So arbeiten wir",
      title: "Vom Grundriss bis zur Eröffnung",
      intro:
        "Ein und dasselbe Team begleitet Sie durch jede Phase – bei einer Neueröffnung ebenso wie bei einer Renovierung.",
      items: [
        {
          title: "Briefing, Pläne und Aufmaß",
          text: "Sie schildern uns Konzept, Nutzung der einzelnen Bereiche und Zeitplan. Wir arbeiten mit Ihren Plänen oder nehmen das Aufmaß direkt im Hotel.",
        },
        {
          title: "Entwurf und Muster",
          text: "Unser Designteam entwickelt den Entwurf gemeinsam mit Ihrem Innenarchitekten: Muster, Farben, Texturen und Florhöhen. Jedes Detail geben Sie anhand physischer Muster und unserer Farbkits M50 und M300 frei.",
        },
        {
          title: "Fertigung in Crevillente",
          text: "Wir fertigen jedes Stück in unserer Manufaktur – in Handtuft, Robotuft, Wilton oder Flatweave, je nach Nutzung des Bereichs – und prüfen es einzeln, bevor es verpackt wird.",
        },
        {
          title: "Lieferung und Verlegung",
          text: "Unsere mobilen Verlegeteams verlegen die Teppiche überall auf der Welt und stellen vor Ort alle nötigen Nähte her, damit am Eröffnungstag alles bereit ist.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Angebot",
      title: "Sie planen eine Eröffnung oder Renovierung?",
      text: "Senden Sie uns Pläne, Maße und Zeitplan, und wir erstellen Ihnen einen Entwurf und ein individuelles Angebot. Sie suchen noch nach Inspiration? Fordern Sie unseren Hotelkatalog an.",
      actions: [{ label: "Angebot anfordern" }, { label: "Katalog anfordern" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
