import type { SectionTranslation } from "../../translation";

// The words of this section; its structure (blocks, ids, links, images) is the Spanish module's.
export default [
  {
    kind: "cards",
    eyebrow: "Contract",
    title: "Contract-Lösungen für jede Branche",
    intro:
      "Wir entwerfen und fertigen Teppiche für Räume, die täglich Tausende von Schritten aushalten und am letzten Tag so makellos wirken müssen wie am ersten.",
    items: [
      {
        title: "Hotels",
        text: "Lobbys, Zimmer, Veranstaltungssäle, Restaurants und Bars – mit Teppichen, die intensiver Nutzung standhalten und die Geschichte jedes Hotels erzählen.",
        image: { alt: "Maßgefertigter Teppich in einer Hotellobby, in warmes Licht getaucht" },
        action: { label: "Hotels ansehen" },
      },
      {
        title: "Wohnen",
        text: "Luxuriöse Privathäuser und Residenzen mit Unikaten, die gemeinsam mit Ihnen oder Ihrem Innenarchitekten für jeden Raum entworfen werden.",
        image: { alt: "Teppich mit unregelmäßiger Kontur auf dem Holzboden eines Wohnzimmers" },
      },
      {
        title: "Einzelhandel",
        text: "Geschäfte, Showrooms und Markenräume mit Teppichen, die Logos und Unternehmensfarben aufnehmen und dem täglichen Kundenverkehr standhalten.",
        image: { alt: "Teppich mit großformatigem geometrischem Muster auf einer Verkaufsfläche" },
        action: { label: "Einzelhandel ansehen" },
      },
      {
        title: "Luftfahrt",
        text: "Kabinen von Privatjets und Verkehrsflugzeugen mit Teppichen, die nach den Plänen jedes Flugzeugs zugeschnitten und für die Luftfahrt zertifiziert sind.",
        image: { alt: "Robotergetufteter Teppich mit gleichmäßigen Florreihen für eine Flugzeugkabine" },
        action: { label: "Privatjets ansehen" },
      },
      {
        title: "Yachten",
        text: "Salons, Kabinen und Gänge an Bord – mit Teppichen, die millimetergenau auf jede Yacht abgestimmt und für das Leben auf See gemacht sind.",
        image: { alt: "Teppich mit geschwungenen Bändern in Sandtönen im Salon einer Yacht" },
        action: { label: "Yachten ansehen" },
      },
      {
        title: "Architekten",
        text: "Büros, Firmensitze und öffentliche Räume, gemeinsam mit Architekturbüros entwickelt – von der technischen Spezifikation bis zur Baustelle.",
        image: { alt: "Teppich mit kleinem, wiederkehrendem Muster in einem zeitgenössischen Büro" },
        action: { label: "Für Architekten" },
      },
    ],
  },
  {
    kind: "cards",
    eyebrow: "Warum Nudo",
    title: "Design, Zertifizierung und Kapazität",
    items: [
      {
        title: "Design",
        text: "Unser Designteam entwickelt jeden Entwurf gemeinsam mit Ihrem: vom Konzept und der Farbpalette bis zu den technischen Fertigungsplänen – mit physischen Mustern in jeder Phase.",
      },
      {
        title: "Zertifizierungen",
        text: "Brandschutzklassifizierung M1 und Nutzungsklasse 33 für starke Beanspruchung, dazu Luftfahrt- und Textilzertifizierungen für besonders anspruchsvolle Projekte.",
      },
      {
        title: "Kapazität",
        text: "Eigene Manufaktur mit über {{factoryArea}} in Crevillente, mit Handtuft und Robotuft – vom Einzelstück bis zu großen Flächen und kompletten Serien.",
      },
    ],
  },
  {
    kind: "text",
    eyebrow: "Ihr Fertigungspartner",
    title: "Hersteller, keine Zwischenhändler",
    paragraphs: [
      "Seit 1995 kontrollieren wir jede Phase in unserer eigenen Manufaktur. So reagieren wir schnell, stimmen jedes Detail ab und garantieren, dass der verlegte Teppich genau dem freigegebenen Design entspricht.",
      "Seit über 30 Jahren begleiten wir Innenarchitekten und Architekten bei Projekten in aller Welt. Wir arbeiten an Ihrer Seite – mit einem einzigen Ansprechpartner, vom ersten Gespräch bis zur fertigen Verlegung.",
    ],
  },
  {
    kind: "cta",
    eyebrow: "Angebot",
    title: "Sie planen ein Contract-Projekt?",
    text: "Senden Sie uns Pläne, Maße und Termine – wir erstellen Ihnen einen Designvorschlag und ein individuelles Angebot.",
    actions: [{ label: "Angebot anfordern" }, { label: "Projekte ansehen" }],
  },
] satisfies SectionTranslation;
