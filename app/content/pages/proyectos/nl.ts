import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Projecten: vloerkleden op maat per sector",
    description:
      "Vloerkleden op maat voor hotels, woningen, retail, jachten, luchtvaart en architectuur, ontworpen en gemaakt in onze eigen fabriek in Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Projecten",
      title: "Vloerkleden die elke ruimte karakter geven",
      lead: "Van de lobby van een hotel tot de cabine van een privéjet: sinds 1995 ontwerpen en maken wij vloerkleden op maat voor elke sector, met steeds dezelfde ambachtelijke standaard.",
      image: {
        name: "hero-proyectos",
        alt: "Groot vloerkleed op maat in een ruime lobby, met daglicht op de wollen pool",
      },
    },
    {
      kind: "cards",
      id: "proyectos",
      eyebrow: "Sectoren",
      title: "Eén ambacht, zes werelden",
      intro:
        "Elke sector stelt eigen eisen aan gebruik, regelgeving en uitstraling. Wij kennen ze uit eigen ervaring en vertalen ze vanaf de eerste schets naar elk vloerkleed.",
      columns: 3,
      items: [
        {
          title: "Hotels",
          text: "Lobby's, kamers, evenementenzalen en restaurants, met vloerkleden die intensief gebruik doorstaan en de persoonlijkheid van elk hotel uitdragen.",
          image: { name: "project-hotel", alt: "Vloerkleed op maat in de lobby van een hotel, in warm licht" },
          action: { label: "Bekijk hotels", href: "/hoteles" },
        },
        {
          title: "Residentieel",
          text: "Unieke stukken voor privéwoningen, bedacht samen met u of uw interieurontwerper: vorm, kleur en textuur precies afgestemd op elke kamer.",
          image: {
            name: "project-residencial",
            alt: "Vloerkleed met een onregelmatige contour op de houten vloer van een woonkamer",
          },
        },
        {
          title: "Winkels en showrooms",
          text: "Winkels, showrooms en merkomgevingen waar het vloerkleed de identiteit versterkt: logo's, huiskleuren en formaten die berekend zijn op dagelijkse drukte.",
          image: { name: "project-retail", alt: "Vloerkleed met een groot geometrisch patroon in een winkelruimte" },
          action: { label: "Bekijk winkels", href: "/comercios" },
        },
        {
          title: "Jachten",
          text: "Salons, hutten en gangen, aangekleed met vloerkleden die op de millimeter zijn gesneden naar de tekeningen van elk schip, met het comfort en de slijtvastheid die het leven aan boord vraagt.",
          image: { name: "project-yate", alt: "Vloerkleed met golvende banen in zandtinten in de salon van een jacht" },
          action: { label: "Bekijk jachten", href: "/yates" },
        },
        {
          title: "Luchtvaart",
          text: "Vloerkleden voor de cabines van privéjets en lijnvliegtuigen, afgestemd op de tekeningen van elk toestel en voorzien van luchtvaartcertificeringen.",
          image: {
            name: "project-aviacion",
            alt: "Robotgetuft vloerkleed met regelmatige poolrijen voor een vliegtuigcabine",
          },
          action: { label: "Bekijk privéjets", href: "/jets-privados" },
          restricted: true,
        },
        {
          title: "Architectuur en kantoren",
          text: "Hoofdkantoren, kantoren en publieke ruimtes, ontwikkeld samen met architectenbureaus: gebruiksklasse 33, akoestisch comfort en een ontwerp op maat.",
          image: {
            name: "project-arquitectura",
            alt: "Vloerkleed met een klein, herhalend patroon in een eigentijds vormgegeven kantoor",
          },
          action: { label: "Voor architecten", href: "/arquitectos" },
        },
      ],
    },
    { kind: "shared", section: "contact" },
  ],
} satisfies PageContentInput;
