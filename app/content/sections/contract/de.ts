import type { BlockInput } from "../../page-schema";

export default [
  {
    kind: "cards",
    id: "contract",
    eyebrow: "Contract",
    title: "Contract-Lösungen für jede Branche",
    intro:
      "Wir entwerfen und fertigen Teppiche für Räume, die täglich Tausende von Schritten aushalten und am letzten Tag so makellos wirken müssen wie am ersten.",
    columns: 3,
    items: [
      {
        title: "Hotels",
        text: "Lobbys, Zimmer, Veranstaltungssäle, Restaurants und Bars – mit Teppichen, die intensiver Nutzung standhalten und die Geschichte jedes Hotels erzählen.",
        image: { name: "project-hotel", alt: "Maßgefertigter Teppich in einer Hotellobby, in warmes Licht getaucht" },
        action: { label: "Hotels ansehen", href: "/hoteles" },
      },
      {
        title: "Wohnen",
        text: "Luxuriöse Privathäuser und Residenzen mit Unikaten, die gemeinsam mit Ihnen oder Ihrem Innenarchitekten für jeden Raum entworfen werden.",
        image: {
          name: "project-residencial",
          alt: "Teppich mit unregelmäßiger Kontur auf dem Holzboden eines Wohnzimmers",
        },
      },
      {
        title: "Einzelhandel",
        text: "Geschäfte, Showrooms und Markenräume mit Teppichen, die Logos und Unternehmensfarben aufnehmen und dem täglichen Kundenverkehr standhalten.",
        image: {
          name: "project-retail",
          alt: "Teppich mit großformatigem geometrischem Muster auf einer Verkaufsfläche",
        },
        action: { label: "Einzelhandel ansehen", href: "/comercios" },
      },
      {
        title: "Luftfahrt",
        text: "Kabinen von Privatjets und Verkehrsflugzeugen mit Teppichen, die nach den Plänen jedes Flugzeugs zugeschnitten und für die Luftfahrt zertifiziert sind.",
        image: {
          name: "project-aviacion",
          alt: "Robotergetufteter Teppich mit gleichmäßigen Florreihen für eine Flugzeugkabine",
        },
        action: { label: "Privatjets ansehen", href: "/jets-privados" },
        restricted: true,
      },
      {
        title: "Yachten",
        text: "Salons, Kabinen und Gänge an Bord – mit Teppichen, die millimetergenau auf jede Yacht abgestimmt und für das Leben auf See gemacht sind.",
        image: { name: "project-yate", alt: "Teppich mit geschwungenen Bändern in Sandtönen im Salon einer Yacht" },
        action: { label: "Yachten ansehen", href: "/yates" },
      },
      {
        title: "Architekten",
        text: "Büros, Firmensitze und öffentliche Räume, gemeinsam mit Architekturbüros entwickelt – von der technischen Spezifikation bis zur Baustelle.",
        image: {
          name: "project-arquitectura",
          alt: "Teppich mit kleinem, wiederkehrendem Muster in einem zeitgenössischen Büro",
        },
        action: { label: "Für Architekten", href: "/arquitectos" },
      },
    ],
  },
  {
    kind: "cards",
    eyebrow: "Warum Nudo",
    title: "Design, Zertifizierung und Kapazität",
    columns: 3,
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
    tone: "sand",
  },
  {
    kind: "cta",
    eyebrow: "Angebot",
    title: "Sie planen ein Contract-Projekt?",
    text: "Senden Sie uns Pläne, Maße und Termine – wir erstellen Ihnen einen Designvorschlag und ein individuelles Angebot.",
    actions: [
      { label: "Angebot anfordern", href: "/contract?proyecto=contract#contact" },
      { label: "Projekte ansehen", href: "/proyectos" },
    ],
  },
] satisfies BlockInput[];
