import type { HomeTranslation } from "./home-translation";

export default {
  meta: {
    title: "Luxe vloerkleden op maat, gemaakt in Spanje",
    description:
      "Handgetufte, robotgetufte en maatwerkvloerkleden voor hotels, interieurontwerpers, jachten en privéjets. Eigen fabriek in Crevillente sinds 1995.",
  },
  hero: {
    eyebrow: "Fabrikant sinds 1995 · Crevillente, Spanje",
    title: "De kunst van iets unieks onder uw voeten",
    subtitle: "Handgetufte, robotgetufte en maatwerkvloerkleden, gemaakt in onze eigen fabriek.",
    paragraphs: [
      "Wij zijn fabrikant, geen distributeur. We ontwerpen, weven en werken elk vloerkleed af in Crevillente, waar wol, zijde en kleur uitgroeien tot stukken voor hotels, residenties, jachten en privéjets over de hele wereld.",
      "Een collectie van 300 kleuren, de technieken Flatweave, Wilton, Handtuft en Robotuft, en een team dat interieurontwerpers en architecten begeleidt van de eerste schets tot en met de installatie.",
    ],
    cta: "Ontdek de collectie",
    ctaNote: "Een nieuwe visuele ervaring",
    image: { alt: "Close-up van een handgetuft vloerkleed in zand- en bronstinten" },
  },
  tiles: {
    title: "Drie wegen naar uw vloerkleed",
    items: [
      {
        title: "Projecten",
        text: "Contractoplossingen voor hotels, retail, jachten en luchtvaart.",
        cta: "Bekijk projecten",
        image: { alt: "Vloerkleed op maat in de lobby van een hotel" },
      },
      {
        title: "Stalen",
        text: "Vraag catalogi en kleurstalen aan en voel de kwaliteit zelf.",
        cta: "Stalenset aanvragen",
        image: { alt: "Set kleurstalen voor vloerkleden" },
      },
      {
        title: "Maatwerk",
        text: "Ontwerp op maat: vorm, kleur, poolhoogte en textuur naar uw keuze.",
        cta: "Ontwerp uw eigen vloerkleed",
        image: { alt: "Detail van een vloerkleed op maat met handgesneden reliëf" },
      },
    ],
  },
  experience: {
    eyebrow: "360°-ervaring",
    title: "Bezoek onze fabriek zonder uw studio te verlaten",
    description:
      "Ruim {{factoryArea}} waar garen oppervlak wordt. Veeg door het panorama langs weefgetouwen, kleurenatelier en afwerking, en ontdek onze collecties in hun eigen omgeving.",
    tourLabel: "Virtuele rondleiding: panoramisch zicht op de fabriek",
    tourHint: "Veeg of gebruik de pijltjestoetsen om rond te kijken",
    image: { alt: "Panoramisch zicht op de fabriek met weefgetouwen, garenklossen en afgewerkte vloerkleden" },
    stats: [
      { value: "1995", label: "Opgericht" },
      { value: "300", label: "Kleuren in de collectie" },
      { value: "{{factoryArea}}", label: "Eigen productieruimte" },
    ],
  },
  collections: {
    eyebrow: "Collecties",
    title: "Vijf vormtalen, één ambacht",
    description:
      "Elke collectie gaat uit van een techniek en een idee. Alle collecties zijn aan te passen in maat, kleur en poolhoogte.",
    categories: [
      {
        title: "Groot patroon",
        description: "Royale patronen die lobby's, lounges en grote ruimtes karakter geven.",
        features: ["Velours en lus", "Exclusief ontwerp", "Onbeperkte afmetingen"],
        image: { alt: "Vloerkleed met een groot geometrisch patroon" },
      },
      {
        title: "Klein patroon",
        description: "Fijne, herhalende ritmes die kamers en gangen ingetogen aankleden.",
        features: ["Lus in meerdere hoogtes", "Hoge dichtheid", "Ideaal voor contract"],
        image: { alt: "Vloerkleed met een klein, herhalend patroon" },
      },
      {
        title: "3D-reliëf",
        description: "Met de hand gesneden volumes die spelen met licht en tast.",
        features: ["Handgesneden", "Velours en lus", "Hoogtes van 4 tot 50 mm"],
        image: { alt: "Vloerkleed met gesneden driedimensionaal reliëf" },
      },
      {
        title: "Creatief",
        description: "Artistieke stukken, ontstaan uit bijzondere technieken en onverwachte combinaties.",
        features: ["Bijzondere technieken", "Mix van materialen", "Exclusief ontwerp"],
        image: { alt: "Creatief vloerkleed met organische vormen en contrasterende kleuren" },
      },
      {
        title: "Uniek",
        description: "Eén enkel stuk, samen met u bedacht voor een specifieke ruimte.",
        features: ["Uniek ontwerp", "Persoonlijk advies", "Vrije vorm"],
        image: { alt: "Uniek vloerkleed met een onregelmatige vorm" },
      },
    ],
  },
  techniques: {
    eyebrow: "Technieken",
    title: "Twee handen, één maatstaf",
    handTuft: {
      title: "Handtuft",
      text: "Onze vakmensen brengen het garen steek voor steek aan met een handtuftpistool. Volledige ontwerpvrijheid, gecombineerde poolhoogtes en handgesneden details voor stukken met een eigen signatuur.",
      image: { alt: "Vakman bewerkt een vloerkleed met een handtuftpistool" },
    },
    robotTuft: {
      title: "Robotuft",
      text: "Robottuften reproduceert complexe ontwerpen met millimeterprecisie: ideaal voor grote oppervlakken en herhaalbare contractprojecten.",
      image: { alt: "Robottuftkop boven het spanraam" },
    },
  },
} satisfies HomeTranslation;
