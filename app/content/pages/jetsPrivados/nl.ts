import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Vloerkleden op maat voor privéjets",
    description:
      "Vloerkleden voor privéjetcabines, gesneden naar de vloerplattegrond van elk toestel, licht, gecertificeerd voor de luchtvaart en met de hand afgewerkt in Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Privéjets",
      title: "Vloerkleden op maat voor uitzonderlijke cabines",
      lead: "Wij ontwerpen en maken vloerkleden voor privéjets, samen met eigenaren, completion centers en ontwerpers van vliegtuiginterieurs: gesneden naar de vloerplattegrond van elke cabine, gecertificeerd volgens de brandveiligheidseisen van de luchtvaart en met de hand afgewerkt in Crevillente.",
      image: {
        alt: "Vloerkleed op maat in de hoofdcabine van een privéjet, tussen leren stoelen en houten panelen",
      },
      actions: [{ label: "Adviesgesprek aanvragen" }, { label: "Stalenset aanvragen" }],
    },
    {
      kind: "cards",
      eyebrow: "Waarom Nudo",
      title: "Gemaakt om te vliegen",
      intro:
        "Aan boord telt elke centimeter en elke gram. We werken binnen de toleranties van de luchtvaart en op het niveau van wie privé vliegt.",
      items: [
        {
          title: "Naar de plattegrond van elk toestel",
          text: "We gaan uit van de vloerplattegronden van elke cabine en snijden elk stuk computergestuurd, met exacte uitsparingen voor stoelrails, meubilair en toegangen.",
        },
        {
          title: "Licht en dun",
          text: "Lichte, dunne constructies, met lussenpool vanaf 4 mm en gesneden pool vanaf 6 mm door scheren, om het gewicht en de vrije ruimte van elke cabine te respecteren.",
        },
        {
          title: "Absolute discretie",
          text: "Elk toestel, elke eigenaar en elk ontwerp behandelen we strikt vertrouwelijk. Uw project is alleen bekend bij wie eraan werkt.",
        },
        {
          title: "Met de hand afgewerkt",
          text: "Onze vakmensen snijden, profileren en werken elk stuk met de hand af, met het vakmanschap dat we sinds 1995 koesteren, voor een onberispelijke afwerking aan elke rand en elke overgang.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Aan boord",
      title: "Elke zone van de cabine een eigen vloerkleed",
      intro:
        "We bepalen constructie, poolhoogte en materiaal naar het gebruik van elke zone, met één doorlopende ontwerptaal van de instapdeur tot de suite.",
      items: [
        {
          title: "Hoofdcabine",
          text: "Het hart van het toestel, met een doorlopend vloerkleed dat de opstelling van stoelen, divans en tafels volgt en het geluid tijdens de vlucht dempt.",
          image: { alt: "Robotgetuft vloerkleed met regelmatige poolrijen voor een vliegtuigcabine" },
        },
        {
          title: "Slaapkamer en privésuite",
          text: "Nieuw-Zeelandse wol of natuurzijde voor de meest intieme ruimte aan boord, waar het gevoel onder blote voeten alles is.",
          image: { alt: "Detail van de wollen lussen van een handgetuft vloerkleed" },
        },
        {
          title: "Galley en entree",
          text: "De drukste zones aan boord krijgen slijtvastere, onderhoudsvriendelijke constructies, zonder de eenheid van het ontwerp te doorbreken.",
          image: { alt: "Vloerkleed met een klein, herhalend patroon in een korte, dichte pool" },
        },
        {
          title: "VIP-verkeersvliegtuigen",
          text: "Verkeersvliegtuigen in VIP-configuratie, met grotere vloeroppervlakken en dezelfde certificeringseisen. Dankzij onze ervaring in de commerciële luchtvaart kunnen we cabines van elk formaat aan.",
          image: { alt: "Regelmatige poolrijen in een robotgetuft vloerkleed" },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Referenties",
      title: "Cabines met onze vloerkleden",
      intro: "Privéjets en vliegtuigen waarvoor we vloerkleden hebben gemaakt naar de tekeningen van elke cabine.",
    },
    {
      kind: "cards",
      eyebrow: "Certificeringen",
      title: "Gecertificeerde veiligheid, edele materialen",
      intro:
        "Alles wat uw completion center nodig heeft om de installatie goed te keuren, en alles wat u onder uw voeten verwacht.",
      items: [
        {
          title: "Luchtvaartcertificering",
          text: "Onze vloerkleden voor de luchtvaart zijn gecertificeerd volgens de brandveiligheidseisen van de luchtvaart en beschikken daarnaast over textielcertificeringen. We leveren alle documentatie die nodig is voor de goedkeuring.",
        },
        {
          title: "Brandvertragende backings",
          text: "We kiezen brandvertragende en technische backings op basis van de constructie en de beoogde bevestiging, zodat het hele vloerkleed, niet alleen de pool, voldoet aan de eisen aan boord.",
        },
        {
          title: "Edele materialen",
          text: "Nieuw-Zeelandse wol om haar veerkracht en greep, natuurzijde voor de subtielste glans. Kleuren worden doorgaans op basis van Pantone afgestemd op het leer, hout en textiel van de cabine.",
        },
        {
          title: "Gecoördineerde installatie",
          text: "We stemmen maten, termijnen en leveringen af met het completion center, en onze teams reizen voor de installatie naar waar het toestel zich ook bevindt.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Werkwijze",
      title: "Van cabinetekening tot oplevering",
      items: [
        {
          title: "Briefing en tekeningen",
          text: "We ontvangen de cabinetekeningen, het interieurconcept en de planning van het completion center, altijd strikt vertrouwelijk.",
        },
        {
          title: "Ontwerp en stalen",
          text: "We werken het ontwerp uit met uw team en sturen u fysieke stalen en kleurenkits M50 of M300 om goed te keuren naast leer, hout en textiel.",
        },
        {
          title: "Productie in Crevillente",
          text: "We maken en werken elk stuk af in onze fabriek van ruim {{factoryArea}}, met controle van maten en kwaliteit vóór elke verzending.",
        },
        {
          title: "Levering en installatie",
          text: "We verzenden elk stuk gemarkeerd volgens de tekening en installeren het in overleg met het completion center, waar het toestel zich ook bevindt.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Adviesgesprek",
      title: "Bereidt u een nieuwe cabine of een renovatie voor?",
      text: "Vertel ons over het concept, de zones van de cabine en uw planning. We antwoorden met een vertrouwelijk voorstel en, als u dat wenst, een stalenset om de materialen te zien en te voelen.",
      actions: [{ label: "Adviesgesprek aanvragen" }, { label: "Stalenset aanvragen" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
