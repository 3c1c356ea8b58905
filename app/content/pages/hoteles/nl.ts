import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Hotelvloerkleden op maat: brandklasse M1 en gebruiksklasse 33",
    description:
      "Vloerkleden op maat voor hotellobby's, kamers, evenementenzalen en restaurants, met brandklasse M1, gebruiksklasse 33 en een eigen fabriek in Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Hotels",
      title: "Vloerkleden die deel worden van de beleving van uw hotel",
      lead: "Sinds 1995 ontwerpen en maken wij in Crevillente vloerkleden op maat voor lobby's, kamers, zalen en restaurants: stukken die het dagelijkse komen en gaan moeiteloos doorstaan en die uw gasten bijblijven, lang na het uitchecken.",
      image: {
        alt: "Vloerkleed op maat in warme tinten in de lobby van een luxehotel, voor de receptiebalie",
      },
      actions: [{ label: "Adviesgesprek aanvragen" }, { label: "Hotelcatalogus" }],
    },
    {
      kind: "cards",
      eyebrow: "Waarom Nudo",
      title: "Een fabrikant die past bij de standaard van uw hotel",
      items: [
        {
          title: "Fabrikant, geen tussenpersoon",
          text: "Wij ontwerpen, tuften en werken elk vloerkleed af in onze eigen fabriek van meer dan {{factoryArea}} in Crevillente. Eén aanspreekpunt, beheerste levertijden en een getrouwe uitvoering van het goedgekeurde ontwerp.",
        },
        {
          title: "Uw merk, onder uw voeten",
          text: "Uw logo, uw huiskleuren of een exclusief patroon, in elke vorm en maat: tot 6 × 4 m zonder naden, met onzichtbare naden voor grotere oppervlakken. Elke kleur stemmen we af op Pantone of kiezen we samen met u uit onze 300 collectiekleuren.",
        },
        {
          title: "Gemaakt om nooit stil te staan",
          text: "Gebruiksklasse 33 voor intensief commercieel gebruik, brandklasse M1 en vezels die seizoen na seizoen hun kleur en volume behouden.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Ruimtes",
      title: "Elke zone van het hotel, met een eigen vloerkleed",
      intro:
        "Een lobby vraagt iets anders dan een suite. Wij stemmen techniek, poolhoogte, materiaal en backing af op het werkelijke gebruik van elke ruimte.",
      items: [
        {
          title: "Lobby en receptie",
          text: "De eerste indruk van het hotel. Grote stukken met handgesneden reliëf of het embleem van het huis, klaar voor een onophoudelijke stroom van gasten en bagage.",
          image: { alt: "Groot vloerkleed in de lobby van een hotel, voor de receptiebalie" },
        },
        {
          title: "Kamers en suites",
          text: "Comfort onder de voeten en rust in elke kamer. Nieuw-Zeelandse wol of natuurzijde, op de exacte maat van elk kamertype, van de standaardkamer tot de presidentiële suite.",
          image: {
            alt: "Wollen vloerkleed met zachte pool aan het voeteneind van het bed in een hotelsuite",
          },
        },
        {
          title: "Evenementenzalen",
          text: "Grote oppervlakken die opbouw, banketten en honderden gasten aankunnen. Onzichtbare naden, gemaakt in de fabriek of op locatie, laten het patroon ononderbroken door de hele zaal lopen.",
          image: {
            alt: "Vloerkleed met een doorlopend geometrisch patroon op de vloer van een evenementenzaal in een hotel",
          },
        },
        {
          title: "Restaurants en bars",
          text: "Ruimtes waarin het vloerkleed de toon zet en geluid dempt. Vezels en backings zijn gekozen op eenvoudig onderhoud, en onze professionele reinigingsservice staat klaar wanneer dat nodig is.",
          image: {
            alt: "Vloerkleed met organische vormen in warme tinten onder de tafels van een hotelrestaurant",
          },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Referenties",
      title: "Hotels met onze vloerkleden",
      intro:
        "Lobby's, kamers en gangen waar onze vloerkleden al deel uitmaken van het dagelijkse hotelleven. Elk project vertelt hoe we het samen met de interieurontwerpers hebben aangepakt.",
    },
    {
      kind: "cards",
      eyebrow: "Certificeringen",
      title: "Veiligheid en slijtvastheid, gecertificeerd",
      items: [
        {
          title: "Brandklasse M1",
          text: "Onze vloerkleden hebben brandklasse M1. Wij leveren u alle technische documentatie die uw project nodig heeft.",
        },
        {
          title: "Gebruiksklasse 33",
          text: "De klasse voor intensief commercieel gebruik: het vloerkleed behoudt zijn uitstraling in de drukste zones, jaar na jaar.",
        },
        {
          title: "Eenvoudig onderhoud",
          text: "Slijtvaste, onderhoudsvriendelijke materialen, een onderhoudsgids voor uw housekeeping en een professionele reinigingsservice. En een internationale garantie tegen fabricagefouten.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Werkwijze",
      title: "Van plattegrond tot opening",
      intro: "Eén en hetzelfde team begeleidt u in elke fase, bij een nieuwe opening en bij een renovatie.",
      items: [
        {
          title: "Briefing, plattegronden en maten",
          text: "U vertelt ons over het concept, het gebruik van elke zone en de planning. Wij werken op basis van uw plattegronden of meten zelf op in het hotel.",
        },
        {
          title: "Ontwerp en stalen",
          text: "Ons ontwerpteam werkt het voorstel uit met uw interieurontwerper: patroon, kleuren, texturen en poolhoogtes. U keurt elk detail goed aan de hand van fysieke stalen en onze kleurenkits M50 en M300.",
        },
        {
          title: "Productie in Crevillente",
          text: "Wij maken elk stuk in onze fabriek, in Handtuft, Robotuft, Wilton of Flatweave, afhankelijk van het gebruik van elke zone, en controleren elk stuk afzonderlijk voordat het wordt verpakt.",
        },
        {
          title: "Levering en installatie",
          text: "Onze mobiele installatieteams installeren de vloerkleden overal ter wereld en maken op locatie de benodigde naden, zodat alles klaar is op de dag van de opening.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Offerte",
      title: "Bereidt u een opening of renovatie voor?",
      text: "Stuur ons uw plattegronden, maten en planning, dan maken wij een ontwerpvoorstel en een offerte op maat. Bent u nog op zoek naar inspiratie? Vraag onze hotelcatalogus aan.",
      actions: [{ label: "Offerte aanvragen" }, { label: "Catalogus aanvragen" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
