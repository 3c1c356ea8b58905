import type { ConfiguratorCopy } from "./es";

const nl = {
  meta: {
    title: "Configurator voor vloerkleden op maat",
    description:
      "Ontwerp uw vloerkleed op maat: kies vorm, afmetingen, techniek, pool, motief en tot zes kleuren uit onze collectie van 300, bekijk het op schaal getekend en vraag uw offerte aan.",
  },
  hero: {
    eyebrow: "Configurator",
    title: "Ontwerp uw vloerkleed",
    intro:
      "Kies de vorm, de afmetingen, de pool, het motief en de kleuren. Terwijl u kiest, ziet u uw vloerkleed op schaal getekend. Bent u tevreden, stuur het ons dan toe en wij stellen uw offerte op.",
  },
  fields: {
    design: "Ontwerp",
    shape: "Vorm",
    size: "Afmetingen",
    sizeHint: "Van 40 tot 3000 cm. Tot 6 m × 4 m uit één stuk.",
    width: "Breedte (cm)",
    length: "Lengte (cm)",
    side: "Zijde (cm)",
    diameter: "Diameter (cm)",
    technique: "Techniek",
    pile: "Poolsoort",
    cutHeight: "Hoogte gesneden pool (mm)",
    cutHint: "15 tot 50 mm; vanaf 6 mm door scheren.",
    loopHeight: "Hoogte lussenpool (mm)",
    loopHint: "4 tot 40 mm.",
    motif: "Motief",
    colours: "Kleuren",
    coloursHint: "Tot zes uit onze collectie van 300 kleuren. De eerste is de grondkleur.",
    material: "Materiaal",
    backing: "Rugzijde (backing)",
  },
  colourPicker: {
    chosen: "Uw kleuren",
    chosenCount: "{{count}} van 6",
    ground: "Grondkleur",
    useAsGround: "Als grondkleur gebruiken",
    family: "Kleurfamilie",
    search: "Zoeken op code of naam",
    searchButton: "Zoeken",
    results: "{{count}} kleuren",
    noResults: "Geen enkele kleur komt overeen met uw zoekopdracht.",
    full: "U hebt al zes kleuren gekozen: verwijder er een om een andere toe te voegen.",
  },
  names: {
    shapes: {
      square: "Vierkant",
      rectangular: "Rechthoekig",
      irregular: "Onregelmatig",
      circular: "Rond",
      oval: "Ovaal",
      hexagonal: "Zeshoekig",
      fragmented: "Gefragmenteerd",
      wavy: "Golvend",
      stepped: "Getrapt",
      triangular: "Driehoekig",
      composite: "Samengesteld",
      "loose-pieces": "Losse delen",
    },
    techniques: { handtuft: "Handtuft", robotuft: "Robotuft" },
    techniqueHints: {
      handtuft: "Handtuften: volledige vrijheid in tekening, reliëf en snijwerk.",
      robotuft: "Robottuften: precisie tot op de millimeter en exacte herhaling op grote oppervlakken.",
    },
    piles: { cut: "Gesneden pool", loop: "Lussenpool", "cut-loop": "Velours en lus" },
    motifs: {
      "large-pattern": "Groot patroon",
      "small-pattern": "Klein patroon",
      relief: "3D-reliëf",
      creative: "Creatief",
      unique: "Uniek",
    },
    materials: {
      "nz-wool": "Nieuw-Zeelandse wol",
      silk: "Natuurzijde",
      cotton: "Katoen",
      synthetic: "Synthetische vezels",
      blend: "Mengsel op maat",
    },
    backings: {
      latex: "Natuurlatex",
      technical: "Technisch",
      "anti-slip": "Antislip",
      "fire-retardant": "Brandvertragend",
    },
  },
  problems: {
    range: "Voer een getal tussen {{min}} en {{max}} in.",
    unknown: "Deze optie is niet beschikbaar: we tonen u de best passende.",
    unknownColour: "Een kleurcode komt niet voor in onze collectie en is verwijderd.",
    tooMany: "U kunt tot {{max}} kleuren kiezen: we tonen u de eerste {{max}}.",
    summary:
      "Controleer de gemarkeerde punten: de voorvertoning toont de best passende uitvoering die wij kunnen maken.",
  },
  notes: {
    joins:
      "Groter dan 6 m × 4 m: we maken het vloerkleed in meerdere delen, verbonden met onzichtbare naden, in onze fabriek of op locatie.",
    sheared: "Onder 15 mm krijgt de gesneden pool zijn hoogte door scheren.",
  },
  preview: {
    heading: "Voorvertoning",
    title: "Uw vloerkleed op schaal getekend",
    intro: "Vloerkleed op maat.",
    area: "Oppervlakte",
    dimensions: "Afmetingen",
    sizeValue: "{{width}} × {{length}} cm",
    diameterValue: "Ø {{diameter}} cm",
    heightValue: "{{height}} mm",
    pileValue: "{{pile}}, {{heights}}",
    groundNote: "grondkleur",
    noPrice:
      "We tonen geen prijzen: voor elk vloerkleed stellen we een offerte op, afgestemd op ontwerp, afmetingen en levertermijn. Ons team stuurt u de uwe.",
  },
  actions: {
    room: "Bekijk het in uw ruimte",
    roomNeedsScript:
      "Om het vloerkleed in uw ruimte te zien is JavaScript nodig; de rest van de configurator werkt ook zonder.",
    roomLoading: "Weergave wordt voorbereid…",
    update: "Voorvertoning bijwerken",
    copyLink: "Link kopiëren",
    copied: "Link gekopieerd",
    sheet: "Specificatieblad downloaden (PDF)",
    pack: "Download het voorschrijverspakket (ZIP)",
    quote: "Offerte aanvragen",
  },
  quote: {
    heading: "Vraag uw offerte aan",
    intro:
      "Stuur ons uw ontwerp met uw gegevens. Wij bekijken het samen met ons technische team en sturen u een offerte en, als u dat wenst, stalen van de gekozen kleuren.",
  },
  design: {
    eyebrow: "Ontwerp uit de collectie",
    name: "{{design}} · {{colourway}}",
    ownColours: "eigen kleuren",
    free: "Vrije configuratie",
    note: "Het patroon is dat van het ontwerp; pas maten, vorm, pool, kleuren, materiaal en rug aan.",
    page: "Bekijk het ontwerp",
    leave: "Begin een vrije configuratie",
  },
  sheet: {
    title: "Specificatieblad",
    link: "Deze configuratie bekijken en wijzigen",
    generated: "Aangemaakt op {{date}}",
    footer: "Indicatieve configuratie, geen offerte. Uw offerte wordt opgesteld door ons verkoopteam.",
    file: "specificatie-vloerkleed",
  },
} satisfies ConfiguratorCopy;

export default nl;
