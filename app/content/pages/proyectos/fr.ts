import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Projets de tapis sur mesure par secteur",
    description:
      "Tapis sur mesure pour l'hôtellerie, l'habitat, le retail, les yachts, l'aviation et l'architecture, dessinés et fabriqués dans notre manufacture de Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Projets",
      title: "Des tapis qui donnent du caractère à chaque lieu",
      lead: "Du hall d'un hôtel à la cabine d'un jet privé, nous dessinons et fabriquons des tapis sur mesure pour chaque secteur, avec la même exigence artisanale depuis 1995.",
      image: {
        alt: "Tapis sur mesure grand format dans un vaste hall, la lumière naturelle jouant sur le velours de laine",
      },
    },
    {
      kind: "cards",
      eyebrow: "Secteurs",
      title: "Un même métier, six univers",
      intro:
        "Chaque secteur a ses propres exigences d'usage, de réglementation et d'esthétique. Nous les connaissons de l'intérieur et les traduisons dans chaque tapis dès la première esquisse.",
      items: [
        {
          title: "Hôtels",
          text: "Halls, chambres, salles de réception et restaurants habillés de tapis qui résistent à un usage intensif et expriment la personnalité de chaque établissement.",
          image: { alt: "Tapis sur mesure dans le hall d'un hôtel, sous un éclairage chaleureux" },
          action: { label: "Pour les hôtels" },
        },
        {
          title: "Résidentiel",
          text: "Des pièces uniques pour résidences privées, imaginées avec vous ou votre architecte d'intérieur : forme, couleur et texture taillées à la mesure exacte de chaque espace.",
          image: { alt: "Tapis au contour irrégulier posé sur le parquet d'un salon" },
        },
        {
          title: "Commerces",
          text: "Boutiques, showrooms et espaces de marque où le tapis affirme l'identité : logos, couleurs de la marque et formats pensés pour le passage quotidien.",
          image: { alt: "Tapis à motif géométrique grand format dans un espace commercial" },
          action: { label: "Pour les boutiques" },
        },
        {
          title: "Yachts",
          text: "Salons, cabines et coursives habillés de tapis découpés au millimètre d'après les plans de chaque bateau, avec le confort et la résistance qu'exige la vie à bord.",
          image: { alt: "Tapis à bandes ondulantes aux tons sable dans le salon d'un yacht" },
          action: { label: "Pour les yachts" },
        },
        {
          title: "Aviation",
          text: "Des tapis pour les cabines de jets privés et d'avions commerciaux, ajustés aux plans de chaque appareil et couverts par des certifications aéronautiques.",
          image: { alt: "Tapis tufté robot aux rangs de velours réguliers, destiné à une cabine d'avion" },
          action: { label: "Pour les jets privés" },
        },
        {
          title: "Architecture et bureaux",
          text: "Sièges sociaux, bureaux et espaces publics conçus avec des agences d'architecture, en classe d'usage 33, avec confort acoustique et design sur mesure.",
          image: { alt: "Tapis à petit motif répété dans un bureau au design contemporain" },
          action: { label: "Pour les architectes" },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Réalisations",
      title: "Des tapis qui ont trouvé leur place",
      intro:
        "Hôtels, résidences, boutiques, yachts et sièges d'entreprise où nos tapis font partie du projet. Filtrez par secteur et ouvrez chacun d'eux pour découvrir comment nous l'avons réalisé, et avec quels dessins de la collection.",
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
