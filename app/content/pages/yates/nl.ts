import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Jachtvloerkleden op maat: brandklasse M1/M2 en gebruiksklasse 33",
    description:
      "Vloerkleden voor salons, hutten en gangen van jachten, gesneden naar de tekeningen van elk schip, met brandklasse M1/M2 en antislipbacking. Gemaakt in Spanje.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Jachten",
      title: "Vloerkleden op maat voor het leven aan boord",
      lead: "Wij snijden elk vloerkleed naar de tekeningen van uw jacht en maken het in onze eigen fabriek in Crevillente: het comfort van een luxueuze residentie, met de slijtvastheid en veiligheid die de zee vraagt.",
      image: {
        alt: "Vloerkleed met golvende banen in zand- en blauwtinten in de hoofdsalon van een jacht",
      },
      actions: [{ label: "Adviesgesprek aanvragen" }, { label: "Stalenset aanvragen" }],
    },
    {
      kind: "cards",
      eyebrow: "Waarom Nudo",
      title: "Werfprecisie met een ambachtelijke ziel",
      items: [
        {
          title: "Op de millimeter, volgens tekening",
          text: "Wij werken vanuit de tekeningen van elk schip, met computergestuurd snijden tot 2,5 m breed en onbeperkt lang. Zo volgt elk stuk precies rondingen, schotten en traptreden.",
        },
        {
          title: "Geen zichtbare naden",
          text: "Tot 6 × 4 m uit één stuk, met onzichtbare naden voor grotere oppervlakken, gemaakt in de fabriek of aan boord door onze eigen teams.",
        },
        {
          title: "Eén aanspreekpunt",
          text: "Wij zijn fabrikant sinds 1995: ontwerp, productie en installatie komen uit hetzelfde huis. U, uw werf en uw interieurontwerper hebben met één team te maken.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Aan boord",
      title: "Elke ruimte, met een eigen vloerkleed",
      intro:
        "Een zonovergoten salon vraagt iets anders dan een hut of een trap. Wij kiezen techniek, poolhoogte, materiaal en backing voor elke hoek van het jacht.",
      items: [
        {
          title: "Salons en eetruimtes",
          text: "Het sociale hart van het jacht. Grote formaten met vloeiende patronen en kleuren afgestemd op Pantone, in dialoog met het houtwerk, de bekleding en de horizon.",
          image: { alt: "Vloerkleed met golvende banen in zandtinten in de salon van een jacht" },
        },
        {
          title: "Eigenaarssuite",
          text: "Handgesneden reliëf, natuurzijde en gecombineerde poolhoogtes voor een ruimte die even privé als exclusief is, op de exacte maat van elke hoek.",
          image: {
            alt: "Vloerkleed met driedimensionaal handgesneden reliëf, met spel van licht en schaduw op de pool",
          },
        },
        {
          title: "Gastenhutten",
          text: "Zachte, dichte Nieuw-Zeelandse wol voor een goede nachtrust, gesneden naar de vorm van elke hut en voorzien van een antislipbacking.",
          image: { alt: "Close-up van de zachte, dichte wollen pool van een handgetuft vloerkleed" },
        },
        {
          title: "Gangen en trappen",
          text: "De drukste zones voor bemanning en gasten. Lange, computergesneden lopers, doorlopende patronen en vezels gekozen voor gebruiksklasse 33.",
          image: {
            alt: "Vloerkleed met een groot, doorlopend geometrisch patroon, bedoeld voor lange looplijnen",
          },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Referenties",
      title: "Jachten die met onze vloerkleden varen",
      intro:
        "Salons en hutten, samen met de werf en het interieurbureau uitgewerkt, van de tekeningen tot de plaatsing aan boord.",
    },
    {
      kind: "cards",
      eyebrow: "Certificeringen en materialen",
      title: "Klaar om uit te varen",
      items: [
        {
          title: "Brandklasse M1/M2",
          text: "Onze vloerkleden voor jachten hebben brandklasse M1/M2. Wij leveren de technische documentatie die uw werf en uw project vragen.",
        },
        {
          title: "Gebruiksklasse 33",
          text: "De klasse voor intensief commercieel gebruik: het vloerkleed behoudt zijn uitstraling onder de voortdurende voetstappen van bemanning en gasten, seizoen na seizoen.",
        },
        {
          title: "Backings gemaakt voor de zee",
          text: "Antislipbackings die elk stuk op zijn plaats houden, brandvertragende backings voor extra veiligheid aan boord en technische backings afgestemd op elk type vloer.",
        },
        {
          title: "Edele en technische materialen",
          text: "Nieuw-Zeelandse wol, natuurzijde, katoen, synthetische vezels of mengsels op maat, per zone gekozen op basis van het gebruik en het onderhoud dat het leven aan boord vraagt.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Werkwijze",
      title: "Van tekening tot eerste vaartocht",
      intro: "Wij volgen de planning van de werf, bij nieuwbouw en bij een refit.",
      items: [
        {
          title: "Briefing, tekeningen en maten",
          text: "We gaan uit van de tekeningen van het schip, het gebruik van elke ruimte en de planning van de werf. Waar nodig meten we zelf op aan boord.",
        },
        {
          title: "Ontwerp en stalen",
          text: "We werken het voorstel uit met uw interieurontwerper en keuren het goed aan de hand van fysieke stalen: kleuren afgestemd op Pantone of gekozen uit onze 300 collectiekleuren, texturen, poolhoogtes en backings.",
        },
        {
          title: "Productie in Crevillente",
          text: "Wij maken elk stuk in onze fabriek, in Handtuft of Robotuft, en snijden het computergestuurd naar de mal van elke ruimte, klaar om precies op zijn plek te vallen.",
        },
        {
          title: "Levering en installatie aan boord",
          text: "Onze mobiele installatieteams installeren de vloerkleden waar het jacht zich ook bevindt, op de werf of in de haven, in elk land. En onze internationale garantie vaart overal met u mee.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Offerte",
      title: "Bouwt of vernieuwt u een jacht?",
      text: "Stuur ons de tekeningen en de planning van de werf, dan maken wij een ontwerpvoorstel en een offerte op maat. Wilt u de materialen eerst voelen? Vraag onze stalenset aan.",
      actions: [{ label: "Offerte aanvragen" }, { label: "Stalenset aanvragen" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
