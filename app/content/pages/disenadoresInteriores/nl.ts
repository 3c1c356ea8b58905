import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Vloerkleden op maat voor interieurontwerpers",
    description:
      "Uw atelier voor vloerkleden op maat: volledig maatwerk, 300 kleuren, kleurenkits M50 en M300, stalen en technisch advies. Eigen fabriek in Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Interieurontwerpers",
      title: "Het atelier dat uw schetsen tot vloerkleden maakt",
      lead: "Al meer dan 30 jaar werken wij zij aan zij met interieurontwerpers. Als fabrikant zijn we een verlengstuk van uw studio: we werken uw ontwerp uit, matchen uw kleurenpalet en maken elk stuk in onze eigen fabriek in Crevillente.",
      image: {
        alt: "Handgetuft vloerkleed met organische kleurvlakken, gemaakt naar de schets van een interieurontwerper",
      },
      actions: [{ label: "Vraag een adviesgesprek aan" }, { label: "Vraag een stalenset aan" }],
    },
    {
      kind: "cards",
      eyebrow: "Waarom Nudo",
      title: "Een fabrikant die werkt als uw atelier",
      intro:
        "Tussen uw studio en het tuftraam staan geen tussenpersonen: u spreekt rechtstreeks met het team dat elk vloerkleed ontwikkelt, maakt en legt.",
      items: [
        {
          title: "Uw atelier, geen catalogus",
          text: "Wij zijn fabrikant, geen distributeur. Uw ontwerp wordt niet in een catalogus geperst: we werken het uit en maken het in onze eigen fabriek in Crevillente, met één aanspreekpunt van begin tot eind.",
        },
        {
          title: "Volledig maatwerk",
          text: "We gaan uit van uw schets, een plattegrond of een referentie. Vorm, maat, poolhoogtes, handgesneden reliëf, materialen en backing: elke keuze is aan u, en wij maken er een uniek stuk van.",
        },
        {
          title: "300 kleuren binnen handbereik",
          text: "Werk vanuit uw eigen studio met onze collectie van 300 kleuren dankzij de kleurenkits M50 en M300, en laat uw klanten de echte kleur zien in plaats van een benadering op een scherm.",
        },
        {
          title: "Discreet op de achtergrond",
          text: "U presenteert het concept en de relatie met uw klant blijft bij u. Wij leveren het vakmanschap, de stalen en de technische ondersteuning die u bij elk gesprek nodig hebt.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Projecten",
      title: "Waar uw project u ook brengt",
      intro:
        "We werken aan uw zijde aan residentiële, hotel- en jachtprojecten, van één uniek ontwerpstuk tot een complete woning.",
      items: [
        {
          title: "Privéresidenties",
          text: "Woonkamers, slaapkamers en inloopkasten waar het vloerkleed uit de ruimte zelf voortkomt: uit haar vorm, haar licht en het meubilair eromheen.",
          image: { alt: "Vloerkleed met een onregelmatige contour op de houten vloer van een woonkamer" },
        },
        {
          title: "Suites in luxehotels",
          text: "Suites, villa's en privévertrekken van luxehotels, waar residentiële verfijning samengaat met de slijtvastheid die dagelijks hotelgebruik vraagt.",
          image: { alt: "Vloerkleed op maat in een hotelsuite, in warm licht" },
        },
        {
          title: "Designstukken",
          text: "Unieke vloerkleden, bedacht als kunstwerk: vrije vormen, handgesneden reliëf en materiaalcombinaties die alleen handtuften mogelijk maakt.",
          image: { alt: "Vloerkleed met handgesneden 3D-reliëf en verschillende poolhoogtes" },
        },
        {
          title: "Jachten",
          text: "Salons en hutten met vloerkleden die op de millimeter zijn gesneden naar de tekeningen van elk schip, afgestemd op uw interieurconcept.",
          image: {
            alt: "Uniek vloerkleed met een onregelmatige contour, op maat gesneden voor zijn ruimte",
          },
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Diensten",
      title: "Alles wat uw project nodig heeft, onder één dak",
      items: [
        {
          title: "Ontwerpontwikkeling",
          text: "Ons ontwerpteam zet uw schets, moodboard of plattegrond om in een technisch productieontwerp, met maten, kleuren en texturen ter goedkeuring.",
        },
        {
          title: "Stalen en kleurmatching",
          text: "We matchen de kleuren van uw concept, doorgaans volgens Pantone-referentie, en sturen u fysieke stalen om tint, gevoel en textuur goed te keuren vóór de productie.",
        },
        {
          title: "Technisch advies",
          text: "We helpen u bij het specificeren van techniek, materiaal, dichtheid en backing: gesneden pool van 15 tot 50 mm, lussenpool van 4 tot 40 mm en naadloze stukken tot 6 × 4 m.",
        },
        {
          title: "Wereldwijde installatie",
          text: "Onze mobiele installatieteams leggen het vloerkleed waar uw project zich ook bevindt, met onzichtbare naden op locatie wanneer het oppervlak daarom vraagt.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Werkwijze",
      title: "Zo werken we met u samen",
      intro: "Vier fasen, één aanspreekpunt en uw goedkeuring bij elke stap.",
      items: [
        {
          title: "De briefing",
          text: "U vertelt ons over het project: tekeningen, maten, referenties, planning en de stijl van uw klant. Wij adviseren u over de meest geschikte techniek en materialen.",
        },
        {
          title: "Ontwerp en stalen",
          text: "We werken het ontwerpvoorstel uit en sturen u fysieke kleur- en textuurstalen. We verfijnen elk detail tot u en uw klant groen licht geven.",
        },
        {
          title: "Gemaakt in Crevillente",
          text: "We maken het vloerkleed in onze eigen fabriek in Crevillente, met de hand of met de robot getuft, en controleren elk stuk voordat het het atelier verlaat.",
        },
        {
          title: "Levering en installatie",
          text: "We leveren waar uw project zich bevindt en onze teams leggen het vloerkleed, met een onderhoudsgids en onze internationale garantie tegen fabricagefouten.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Adviesgesprek",
      title: "Werkt u aan een nieuw project?",
      text: "Vertel ons wat u ontwerpt. We stellen een oplossing op maat voor en sturen u de stalen die u nodig hebt om die aan uw klant te presenteren.",
      actions: [{ label: "Vraag een adviesgesprek aan" }, { label: "Vraag een stalenset aan" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
