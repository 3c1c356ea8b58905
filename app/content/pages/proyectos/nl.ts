import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
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
      image: { alt: "Groot vloerkleed op maat in een ruime lobby, met daglicht op de wollen pool" },
    },
    {
      kind: "cards",
      eyebrow: "Sectoren",
      title: "Eén ambacht, zes werelden",
      intro:
        "Elke sector stelt eigen eisen aan gebruik, regelgeving en uitstraling. Wij kennen ze uit eigen ervaring en vertalen ze vanaf de eerste schets naar elk vloerkleed.",
      items: [
        {
          title: "Hotels",
          text: "Lobby's, kamers, evenementenzalen en restaurants, met vloerkleden die intensief gebruik doorstaan en de persoonlijkheid van elk hotel uitdragen.",
          image: { alt: "Vloerkleed op maat in de lobby van een hotel, in warm licht" },
          action: { label: "Bekijk hotels" },
        },
        {
          title: "Residentieel",
          text: "Unieke stukken voor privéwoningen, bedacht samen met u of uw interieurontwerper: vorm, kleur en textuur precies afgestemd op elke kamer.",
          image: { alt: "Vloerkleed met een onregelmatige contour op de houten vloer van een woonkamer" },
        },
        {
          title: "Winkels en showrooms",
          text: "Winkels, showrooms en merkomgevingen waar het vloerkleed de identiteit versterkt: logo's, huiskleuren en formaten die berekend zijn op dagelijkse drukte.",
          image: { alt: "Vloerkleed met een groot geometrisch patroon in een winkelruimte" },
          action: { label: "Bekijk winkels" },
        },
        {
          title: "Jachten",
          text: "Salons, hutten en gangen, aangekleed met vloerkleden die op de millimeter zijn gesneden naar de tekeningen van elk schip, met het comfort en de slijtvastheid die het leven aan boord vraagt.",
          image: { alt: "Vloerkleed met golvende banen in zandtinten in de salon van een jacht" },
          action: { label: "Bekijk jachten" },
        },
        {
          title: "Luchtvaart",
          text: "Vloerkleden voor de cabines van privéjets en lijnvliegtuigen, afgestemd op de tekeningen van elk toestel en voorzien van luchtvaartcertificeringen.",
          image: { alt: "Robotgetuft vloerkleed met regelmatige poolrijen voor een vliegtuigcabine" },
          action: { label: "Bekijk privéjets" },
        },
        {
          title: "Architectuur en kantoren",
          text: "Hoofdkantoren, kantoren en publieke ruimtes, ontwikkeld samen met architectenbureaus: gebruiksklasse 33, akoestisch comfort en een ontwerp op maat.",
          image: {
            alt: "Vloerkleed met een klein, herhalend patroon in een eigentijds vormgegeven kantoor",
          },
          action: { label: "Voor architecten" },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Referenties",
      title: "Vloerkleden die hun plek hebben gevonden",
      intro:
        "Hotels, woningen, winkels, jachten en hoofdkantoren waar onze vloerkleden deel van het ontwerp zijn. Filter op sector en open elk project om te zien hoe we het hebben aangepakt en met welke ontwerpen uit de collectie.",
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
