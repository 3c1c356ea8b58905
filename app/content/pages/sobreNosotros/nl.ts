import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Over ons: makers van luxe vloerkleden in Spanje",
    description:
      "Nudo is het merk van een fabrikant van luxe vloerkleden met een eigen fabriek in Crevillente. Wij ontwerpen, maken en installeren maatwerk over de hele wereld.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Over ons",
      title: "Fabrikant, geen distributeur",
      lead: "Achter elk vloerkleed van Nudo staan een eigen fabriek, een team dat vier technieken beheerst en een werkwijze die ontwerp en levensduur op gelijke voet stelt.",
      image: { alt: "Handgetuft vloerkleed met golvende pool in zand- en bronstinten" },
    },
    {
      kind: "text",
      eyebrow: "Wie we zijn",
      title: "Een jong merk met een doorgewinterd ambacht",
      paragraphs: [
        "Nudo is het merk van een productiebedrijf dat in 1995 werd opgericht in Crevillente (Alicante). Het merk is nog geen tien jaar oud; het ambacht erachter kent een geschiedenis van ruim 25 jaar en al meer dan 30 jaar samenwerking met interieurontwerpers.",
        "Wij kopen geen vloerkleden in om ze door te verkopen: we ontwerpen en maken ze zelf, in een eigen fabriek van ruim {{factoryArea}}. Dat betekent één aanspreekpunt, snelle beslissingen en de zekerheid dat wat u goedkeurt precies is wat u ontvangt.",
      ],
      image: { alt: "Detail van de wollen lussen van een handgetuft vloerkleed" },
    },
    {
      kind: "cards",
      eyebrow: "Wat ons kenmerkt",
      title: "Vier beloften",
      items: [
        {
          title: "Eigen productie",
          text: "Ontwerp, tuften, snijwerk en afwerking onder één dak. Geen tussenpersonen tussen uw idee en uw vloerkleed.",
        },
        {
          title: "Ontwerpvrijheid",
          text: "Elke vorm, maat, poolhoogte of kleur, op basis van een collectie van 300 kleuren en Pantone-referenties.",
          action: { label: "Meer over ontwerp" },
        },
        {
          title: "Aantoonbare kwaliteit",
          text: "Brandklasse M1, gebruiksklasse 33 en luchtvaart- en textielcertificeringen voor de meest veeleisende projecten.",
          action: { label: "Meer over kwaliteit" },
        },
        {
          title: "Volledige service",
          text: "Begeleiding bij het ontwerp, installatie wereldwijd, een onderhoudsgids en een internationale garantie.",
          action: { label: "Meer over de garantie" },
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Hoe we werken",
      title: "Zij aan zij met wie ruimtes ontwerpt",
      paragraphs: [
        "Wij werken voor hotels, interieurontwerpers, architecten, retail, jachten, privéjets en de commerciële luchtvaart, en evengoed voor particulieren die een uniek stuk voor hun woning zoeken.",
        "Elke opdracht begint met luisteren: naar het gebruik van de ruimte, het verkeer dat het vloerkleed moet doorstaan, het licht, het meubilair. Op basis daarvan stellen we techniek, materiaal en kleur voor, en laten we u renders en stalen zien voordat we gaan produceren.",
      ],
      image: { alt: "Vloerkleed met een fijn patroon in een ruimte met hedendaagse architectuur" },
    },
    {
      kind: "text",
      eyebrow: "Technieken en materialen",
      title: "Vier technieken, edele materialen",
      paragraphs: [
        "Wij beheersen Flatweave, Wilton, Handtuft en Robotuft. Handtuft biedt volledige vrijheid in patroon, gecombineerde poolhoogtes en handgesneden reliëf; Robotuft een regelmaat tot op de millimeter voor grote oppervlakken en herhalende ontwerpen.",
        "Elke vezel kiezen we per project: Nieuw-Zeelandse wol, ook als scheerwol, natuurzijde, katoen, synthetische vezels en mengsels op maat, met gerecyclede en recyclebare opties op aanvraag.",
      ],
      image: { alt: "Regelmatige poolrijen in een robotgetuft vloerkleed" },
    },
    {
      kind: "cta",
      title: "Het begint met een gesprek",
      text: "Vertel ons over uw project en wij laten u zien hoe we het zouden realiseren. Of ontdek de weg die ons hier heeft gebracht.",
      actions: [{ label: "Neem contact op" }, { label: "Ons verhaal" }],
    },
  ],
} satisfies PageTranslation;
