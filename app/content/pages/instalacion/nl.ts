import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Installatie van vloerkleden op maat, overal ter wereld",
    description:
      "Installatieteams die naar elke bestemming reizen, onzichtbare naden in de fabriek of op locatie en naadloze grote formaten tot 6 × 4 m.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Installatie",
      title: "Waar uw project zich ook bevindt",
      lead: "Onze installatieteams reizen overal ter wereld naartoe om elk vloerkleed te leggen zoals het ontworpen is: op de exacte maat, zonder zichtbare naden en binnen de afgesproken termijn.",
      image: { alt: "Groot vloerkleed op maat, geïnstalleerd in de lobby van een hotel" },
    },
    {
      kind: "text",
      eyebrow: "Bereik",
      title: "Installatie wereldwijd",
      paragraphs: [
        "Hotels, residenties, kantoren, winkels of jachten: wij installeren in elk land, met mobiele installatieteams die elk vloerkleed door en door kennen, omdat het uit onze eigen fabriek komt.",
        "We stemmen de installatie af met de bouwleiding en de andere vakdisciplines, zodat we op het juiste moment aan de slag gaan: wanneer de ruimte gereed is en het vloerkleed zonder risico gelegd kan worden.",
      ],
      image: { alt: "Vloerkleed op maat in de gang van een hotel" },
    },
    {
      kind: "text",
      eyebrow: "Grote formaten",
      title: "Naadloos tot 6 × 4 m",
      paragraphs: [
        "Wij maken vloerkleden tot 6 m × 4 m uit één stuk, zonder enige naad. Grotere oppervlakken stellen we samen uit meerdere delen met onzichtbare naden, zo afgewerkt dat patroon en pool ononderbroken doorlopen.",
        "Die naden brengen we aan in de fabriek, wanneer de toegang tot de ruimte dat toelaat, of op locatie, wanneer het vloerkleed in delen naar binnen moet. In beide gevallen is het resultaat één doorlopend oppervlak.",
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Werkwijze",
      title: "Hoe wij installeren",
      items: [
        {
          title: "Inmeten",
          text: "We meten op locatie in of werken op basis van goedgekeurde plattegronden, met bijzondere aandacht voor kolommen, trappen en rondingen.",
        },
        {
          title: "Voorbereiding",
          text: "In de fabriek snijden en werken we de delen af en voegen we ze, waar zinvol, al samen. De backing – van natuurlatex, technisch, antislip of brandvertragend – kiezen we op basis van het gebruik.",
        },
        {
          title: "Transport",
          text: "Elk deel wordt verpakt en gemarkeerd, zodat het beschermd aankomt, in de volgorde waarin het gelegd moet worden.",
        },
        {
          title: "Plaatsing",
          text: "Ons team legt het vloerkleed, maakt ter plaatse de nodige naden en loopt het eindresultaat samen met u na.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Na de installatie",
      title: "Een vloerkleed, klaar om lang mee te gaan",
      paragraphs: [
        "Na afloop ontvangt u onze onderhoudsgids, met richtlijnen voor de dagelijkse verzorging en voor de aanpak van vlekken, afgestemd op het materiaal van uw vloerkleed.",
        "Wanneer dat nodig is, neemt onze professionele reinigingsservice het grondige onderhoud voor zijn rekening, en de internationale garantie beschermt u tegen elke fabricagefout.",
      ],
      image: { alt: "Vloerkleed met een geometrisch patroon in een luxeboetiek" },
    },
    {
      kind: "cta",
      title: "Laten we uw installatie plannen",
      text: "Vertel ons waar uw project zich bevindt, welke oppervlakken u wilt bekleden en met welke termijnen u werkt. Wij stellen de beste aanpak voor productie en installatie voor.",
      actions: [{ label: "Neem contact op" }, { label: "Meer over onderhoud" }],
    },
  ],
} satisfies PageTranslation;
