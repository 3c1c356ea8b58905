import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Maßgefertigte Teppiche für Architekten und Planungsbüros",
    description:
      "Teppiche nach Maß für Büros, Hotels und öffentliche Gebäude: Ausschreibungsunterstützung, Brandschutzklasse M1, Nutzungsklasse 33 und eigene Manufaktur in Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Architekten",
      title: "Der Teppich als Material der Architektur",
      lead: "Wir begleiten Architekturbüros bei Büros, Firmensitzen, öffentlichen Gebäuden und Hotels – von der technischen Spezifikation bis zur Verlegung auf der Baustelle, mit eigener Manufaktur in Crevillente und über 30 Jahren an der Seite von Innenarchitekten und Architekten.",
      image: {
        alt: "Teppich mit kleinem, wiederkehrendem Muster auf der offenen Bürofläche eines zeitgenössischen Büros",
      },
      actions: [{ label: "Angebot anfordern" }, { label: "Digitalen Katalog anfordern" }],
    },
    {
      kind: "cards",
      eyebrow: "Warum Nudo",
      title: "Teppiche, die Sie sicher ausschreiben können",
      intro:
        "Wir wissen, was ein Planungsbüro braucht, um einen Teppich guten Gewissens auszuschreiben: klare technische Daten, echte Muster und einen Hersteller, der für das einsteht, was er fertigt.",
      items: [
        {
          title: "Dokumentation und Ausschreibungsunterstützung",
          text: "Wir stellen Ihnen technische Datenblätter, Zertifikate und physische Muster für Baubeschreibung und Leistungsverzeichnis bereit. Ein fester technischer Ansprechpartner klärt mit Ihnen jedes Detail der Spezifikation.",
        },
        {
          title: "Nach Ihren Plänen gefertigt",
          text: "Wir arbeiten direkt mit Ihren Plänen und passen jeden Teppich an den realen Raum an: zwölf Formen, Computerzuschnitt bis 2,5 m Breite bei unbegrenzter Länge und exakte Aussparungen für Stützen, Stufen oder Einbaumöbel.",
        },
        {
          title: "Akustischer Komfort",
          text: "Ein Wollteppich dämpft Trittschall und mildert den Nachhall harter Oberflächen. In offenen Büroflächen, Lobbys und Besprechungsräumen entstehen so ruhigere, konzentriertere Räume.",
        },
        {
          title: "Große Formate ohne Naht",
          text: "Einzelstücke bis 6 m × 4 m ganz ohne Naht und, für größere Flächen, unsichtbare Nähte in der Manufaktur oder vor Ort. So zieht sich ein durchgehendes Design durch eine ganze Lobby oder Büroetage.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Gebäudetypen",
      title: "Jedes Gebäude, sein Teppich",
      intro:
        "Konstruktion, Material und Rücken stimmen wir auf die tatsächliche Nutzung jedes Raums ab – ob Büroetage mit Tausenden Schritten am Tag oder stiller Ausstellungssaal eines Museums.",
      items: [
        {
          title: "Büros und Firmensitze",
          text: "Offene Büroflächen, Besprechungsräume und Vorstandsetagen mit Teppichen, die dem täglichen Betrieb standhalten, die Akustik verbessern und die Farben der Marke aufnehmen.",
          image: { alt: "Teppich mit kleinem, wiederkehrendem Muster in einem zeitgenössischen Büro" },
        },
        {
          title: "Hotellerie und Gastronomie",
          text: "Lobbys, Flure, Zimmer und Veranstaltungssäle mit Teppichen, die intensiver Nutzung standhalten und das Einrichtungskonzept durch jeden Raum tragen.",
          image: { alt: "Maßgefertigter Teppich in einer Hotellobby, in warmes Licht getaucht" },
        },
        {
          title: "Kultur- und öffentliche Bauten",
          text: "Museen, Theater, Auditorien und öffentliche Gebäude, in denen der Teppich Wege leitet, Schall schluckt und die Brandschutzklassifizierung M1 mitbringt.",
          image: { alt: "Teppich mit großem geometrischem Muster in Sand-, Bronze- und Terrakottatönen" },
        },
        {
          title: "Luxuriöser Wohnbau",
          text: "Wohnanlagen, Gemeinschaftsbereiche und Musterwohnungen mit Maßanfertigungen, die die wahrgenommene Qualität des gesamten Gebäudes steigern.",
          image: { alt: "Teppich mit unregelmäßiger Kontur auf dem Holzboden eines Wohnzimmers" },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Referenzen",
      title: "Firmensitze und Büros, gemeinsam mit Architekten geplant",
      intro:
        "Arbeitswelten, in denen der Teppich zusammen mit der Architektur entstanden ist: Akustik, starke Beanspruchung und Design nach Maß.",
    },
    {
      kind: "cards",
      eyebrow: "Technische Daten",
      title: "Zertifizierungen und Daten für Ihre Ausschreibung",
      intro:
        "Alles, was Sie für eine sichere Spezifikation brauchen – mit der Dokumentation, die jedes Projekt verlangt.",
      items: [
        {
          title: "Klassifizierung M1",
          text: "Unsere Teppiche verfügen über die Brandschutzklassifizierung M1. Die technischen Unterlagen für Ihre Ausschreibung stellen wir Ihnen bereit.",
        },
        {
          title: "Nutzungsklasse 33",
          text: "Nutzungsklasse 33 steht für starke gewerbliche Beanspruchung: Teppiche für Büros, Hotels und öffentliche Gebäude mit ständigem Publikumsverkehr.",
        },
        {
          title: "Konstruktionsdaten",
          text: "Velours von 15 bis 50 mm (ab 6 mm, geschoren) und Schlinge von 4 bis 40 mm. Neuseeländische Wolle, Naturseide, Baumwolle, Synthetikfasern oder individuelle Mischungen; als Rücken Naturlatex oder technische, rutschfeste und schwer entflammbare Ausführungen.",
        },
        {
          title: "Verlegung weltweit",
          text: "Unsere Verlegeteams reisen zur Baustelle, wo immer sie liegt, und richten sich nach dem Bauzeitenplan. Jeder Teppich ist durch eine internationale Garantie gegen Herstellungsfehler abgesichert.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Ablauf",
      title: "So arbeiten wir mit Ihrem Planungsbüro",
      items: [
        {
          title: "Briefing und Pläne",
          text: "Sie senden uns Pläne, vorgesehene Nutzungen, Referenzen und Termine. Wir besprechen das Projekt mit Ihnen und legen für jeden Bereich die passende Konstruktion fest.",
        },
        {
          title: "Design und Muster",
          text: "Unser Designteam entwickelt den Entwurf, mit Farben in der Regel nach Pantone-Referenz, und schickt Ihnen physische Muster sowie Farbkits M50 oder M300, um jede Entscheidung freizugeben.",
        },
        {
          title: "Fertigung in Crevillente",
          text: "Jeder Teppich entsteht in unserer eigenen Manufaktur mit über {{factoryArea}}, je nach Projekt in Handtuft, Robotuft, Wilton oder Flatweave, mit Qualitätskontrolle in jeder Phase.",
        },
        {
          title: "Lieferung und Verlegung",
          text: "Den Versand planen wir nach dem Bauzeitenplan, unsere Teams verlegen vor Ort – mit unsichtbaren Nähten, wo immer die Fläche es verlangt.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Angebot",
      title: "Haben Sie ein Projekt in Planung?",
      text: "Senden Sie uns Pläne, Aufmaße und Termine – wir erstellen Ihnen einen technischen Vorschlag und ein individuelles Angebot. Stehen Sie noch am Anfang des Entwurfs, beginnen Sie mit unserem digitalen Katalog.",
      actions: [{ label: "Angebot anfordern" }, { label: "Digitalen Katalog anfordern" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
