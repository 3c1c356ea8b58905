import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Vloerkleden op maat voor winkels, showrooms en merken",
    description:
      "Vloerkleden met uw logo en huiskleuren voor winkels en showrooms: M1, gebruiksklasse 33 en identieke series in Robotuft. Gemaakt in Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Retail",
      title: "Uw merk, bij elke stap",
      lead: "Wij ontwerpen en maken vloerkleden voor winkels, showrooms en merkomgevingen die uw identiteit naar de vloer brengen: uw logo, uw kleuren en een slijtvastheid die berekend is op dagelijkse drukte, uit onze eigen fabriek in Crevillente.",
      image: {
        alt: "Groot vloerkleed met een geometrisch patroon in de kleuren van een merk, op de vloer van een winkel",
      },
      actions: [{ label: "Vraag een offerte aan" }, { label: "Vraag de catalogus aan" }],
    },
    {
      kind: "cards",
      eyebrow: "Waarom Nudo",
      title: "Vloerkleden die voor uw merk werken",
      intro:
        "Een doordacht vloerkleed leidt de klant, omlijst het product en maakt uw ruimte al vanaf de drempel herkenbaar.",
      items: [
        {
          title: "Uw identiteit op de vloer",
          text: "We verwerken uw logo, typografie en huiskleuren, doorgaans gematcht op Pantone-referentie, zodat het vloerkleed een vanzelfsprekend deel van uw merkbeeld wordt.",
        },
        {
          title: "Gemaakt voor intensief gebruik",
          text: "Gebruiksklasse 33 en zorgvuldig gekozen materialen die een constante stroom klanten doorstaan zonder aan kleur, vorm of uitstraling in te boeten.",
        },
        {
          title: "Identiek in elke winkel",
          text: "Met Robotuft wordt elk vloerkleed tot op de millimeter naar het ontwerp gemaakt: uw eerste winkel en de volgende die u opent, zien er precies hetzelfde uit.",
        },
        {
          title: "Fabrikant, geen distributeur",
          text: "We produceren in onze eigen fabriek van meer dan {{factoryArea}} in Crevillente: kwaliteit en levertijden hebben we zelf in handen, en we schakelen snel wanneer u een nieuwe winkel opent.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Projecten",
      title: "Van etalage tot showroom",
      intro:
        "Elk winkelformat heeft zijn eigen ritme en zijn eigen publiek. We stemmen ontwerp, materialen en maten op elk ervan af.",
      items: [
        {
          title: "Flagshipstores",
          text: "Het meest ambitieuze adres van uw merk verdient een vloerkleed van hetzelfde niveau: grote formaten, reliëf en vormen die een bezoek tot een beleving maken.",
          image: { alt: "Vloerkleed met een groot geometrisch patroon in een winkelruimte" },
        },
        {
          title: "Showrooms",
          text: "Vloerkleden die uw product omlijsten en de route door de ruimte sturen, zonder het ooit de show te stelen.",
          image: { alt: "Vloerkleed met een groot geometrisch patroon op maat" },
        },
        {
          title: "Luxeboetieks",
          text: "Unieke stukken voor intieme ruimtes, waar een vloerkleed op maat de toon zet en de klant omhult.",
          image: { alt: "Vloerkleed met handgesneden 3D-reliëf en verschillende poolhoogtes" },
        },
        {
          title: "Shop-in-shops en merkruimtes",
          text: "Corners, pop-ups en merkruimtes in warenhuizen, met één ontwerp dat op elke locatie getrouw terugkeert.",
          image: { alt: "Vloerkleed met een klein, herhalend patroon" },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Referenties",
      title: "Winkels en merkruimtes",
      intro:
        "Boetieks en showrooms waar het vloerkleed deel uitmaakt van de identiteit van het merk. Bekijk hoe we het telkens hebben aangepakt.",
    },
    {
      kind: "cards",
      eyebrow: "Diensten",
      title: "Klaar voor gebruik in retail",
      items: [
        {
          title: "Brandclassificatie M1",
          text: "We produceren met brandclassificatie M1 en, waar het project daarom vraagt, met brandvertragende backings. Wij leveren de technische documentatie van elk vloerkleed.",
        },
        {
          title: "Gebruiksklasse 33",
          text: "De klasse voor intensief commercieel gebruik: dichtheid, vezels en backing zijn zo gekozen dat het vloerkleed seizoen na seizoen zijn uitstraling behoudt.",
        },
        {
          title: "Uitrol over meerdere locaties",
          text: "We coördineren productie en levering voor meerdere openingen tegelijk, met identieke series dankzij Robotuft en dezelfde standaard op elke locatie.",
        },
        {
          title: "Installatie en onderhoud",
          text: "Onze mobiele installatieteams werken in elk land. U krijgt een onderhoudsgids en kunt rekenen op onze professionele reinigingsservice, zodat het vloerkleed er blijft uitzien als op de eerste dag.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Werkwijze",
      title: "Zo verloopt een retailproject",
      intro: "Van de eerste briefing tot de openingsdag, met één aanspreekpunt.",
      items: [
        {
          title: "De briefing",
          text: "Vertel ons over uw merk, uw ruimtes en uw openingsplanning. Met tekeningen en maten in de hand stellen we de juiste techniek en materialen voor.",
        },
        {
          title: "Ontwerp en stalen",
          text: "We vertalen uw identiteit naar een ontwerp voor het vloerkleed en sturen u fysieke stalen in uw huiskleuren ter goedkeuring vóór de productie.",
        },
        {
          title: "Gemaakt in Crevillente",
          text: "We produceren in onze eigen fabriek in Crevillente: identieke series in Robotuft, unieke stukken in Handtuft.",
        },
        {
          title: "Levering en installatie",
          text: "We leveren aan elke winkel en onze teams leggen de vloerkleden, klaar voor de opening en gedekt door onze internationale garantie tegen fabricagefouten.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Offerte",
      title: "Bereidt u een opening voor?",
      text: "Stuur ons tekeningen, maten en uw huisstijlhandboek, en wij maken een ontwerpvoorstel en een offerte op maat.",
      actions: [{ label: "Vraag een offerte aan" }, { label: "Vraag de catalogus aan" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
