import type { SectionTranslation } from "../../translation";

// The words of this section; its structure (blocks, ids, links, images) is the Spanish module's.
export default [
  {
    kind: "cards",
    eyebrow: "Contract",
    title: "Contractoplossingen voor elke sector",
    intro:
      "Wij ontwerpen en maken vloerkleden voor ruimtes die dagelijks duizenden voetstappen te verwerken krijgen en er op de laatste dag even onberispelijk moeten uitzien als op de eerste.",
    items: [
      {
        title: "Hotels",
        text: "Lobby's, kamers, evenementenzalen, restaurants en bars, met vloerkleden die intensief gebruik doorstaan en het verhaal van elk hotel vertellen.",
        image: { alt: "Vloerkleed op maat in de lobby van een hotel, in warm licht" },
        action: { label: "Bekijk hotels" },
      },
      {
        title: "Residentieel",
        text: "Luxueuze woningen en privéresidenties met unieke stukken, voor elke kamer ontworpen samen met u of uw interieurontwerper.",
        image: { alt: "Vloerkleed met een onregelmatige contour op de houten vloer van een woonkamer" },
      },
      {
        title: "Winkels en showrooms",
        text: "Winkels, showrooms en merkomgevingen met vloerkleden die logo's en huiskleuren verwerken en bestand zijn tegen dagelijkse drukte.",
        image: { alt: "Vloerkleed met een groot geometrisch patroon in een winkelruimte" },
        action: { label: "Bekijk winkels" },
      },
      {
        title: "Luchtvaart",
        text: "Cabines van privéjets en lijnvliegtuigen, met vloerkleden gesneden naar de tekeningen van elk toestel en voorzien van luchtvaartcertificeringen.",
        image: { alt: "Robotgetuft vloerkleed met regelmatige poolrijen voor een vliegtuigcabine" },
        action: { label: "Bekijk privéjets" },
      },
      {
        title: "Jachten",
        text: "Salons, hutten en gangen aan boord, met vloerkleden die tot op de millimeter op elk schip zijn afgestemd en gemaakt voor het leven op zee.",
        image: { alt: "Vloerkleed met golvende banen in zandtinten in de salon van een jacht" },
        action: { label: "Bekijk jachten" },
      },
      {
        title: "Architecten",
        text: "Kantoren, hoofdkantoren en publieke ruimtes, ontwikkeld met architectenbureaus, van de technische specificatie tot de uitvoering.",
        image: { alt: "Vloerkleed met een klein, herhalend patroon in een eigentijds kantoor" },
        action: { label: "Voor architecten" },
      },
    ],
  },
  {
    kind: "cards",
    eyebrow: "Waarom Nudo",
    title: "Ontwerp, certificering en capaciteit",
    items: [
      {
        title: "Ontwerp",
        text: "Ons ontwerpteam werkt elk voorstel samen met het uwe uit: van concept en kleurenpalet tot de technische productietekeningen, met fysieke stalen in elke fase.",
      },
      {
        title: "Certificeringen",
        text: "Brandklasse M1 en gebruiksklasse 33 voor intensief verkeer, aangevuld met luchtvaart- en textielcertificeringen voor de meest veeleisende projecten.",
      },
      {
        title: "Capaciteit",
        text: "Een eigen fabriek van ruim {{factoryArea}} in Crevillente, met handtuften en robottuften, voor alles van één uniek stuk tot grote oppervlakken en complete series.",
      },
    ],
  },
  {
    kind: "text",
    eyebrow: "Uw productiepartner",
    title: "Fabrikant, geen tussenpersoon",
    paragraphs: [
      "Sinds 1995 bewaken we elke fase in onze eigen fabriek. Zo kunnen we snel schakelen, elk detail bijsturen en garanderen dat het geïnstalleerde vloerkleed trouw is aan het goedgekeurde ontwerp.",
      "Al ruim 30 jaar begeleiden we interieurontwerpers en architecten bij projecten over de hele wereld. We werken aan uw zijde, met één vast aanspreekpunt, van het eerste overleg tot en met de installatie.",
    ],
  },
  {
    kind: "cta",
    eyebrow: "Offerte",
    title: "Hebt u een contractproject?",
    text: "Stuur ons tekeningen, afmetingen en planning, dan stellen wij een ontwerpvoorstel en een offerte op maat voor u op.",
    actions: [{ label: "Offerte aanvragen" }, { label: "Bekijk projecten" }],
  },
] satisfies SectionTranslation;
