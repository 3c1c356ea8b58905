import type { SectionTranslation } from "../../translation";

// The words of this section; its structure (blocks, ids, links, images) is the Spanish module's.
export default [
  {
    kind: "cards",
    eyebrow: "Contract",
    title: "Des solutions contract pour chaque secteur",
    intro:
      "Nous dessinons et fabriquons des tapis pour des lieux foulés chaque jour par des milliers de pas, qui doivent rester impeccables du premier au dernier jour.",
    items: [
      {
        title: "Hôtels",
        text: "Halls, chambres, salles de réception, restaurants et bars habillés de tapis qui résistent à un usage intensif et racontent l'histoire de chaque hôtel.",
        image: { alt: "Tapis sur mesure dans le hall d'un hôtel, sous un éclairage chaleureux" },
        action: { label: "Pour les hôtels" },
      },
      {
        title: "Résidentiel",
        text: "Maisons et résidences privées d'exception, avec des pièces uniques imaginées avec vous ou votre architecte d'intérieur pour chaque espace.",
        image: { alt: "Tapis au contour irrégulier posé sur le parquet d'un salon" },
      },
      {
        title: "Commerces",
        text: "Boutiques, showrooms et espaces de marque, avec des tapis qui intègrent logos et couleurs de la marque et supportent le passage quotidien.",
        image: { alt: "Tapis à motif géométrique grand format dans un espace commercial" },
        action: { label: "Pour les boutiques" },
      },
      {
        title: "Aviation",
        text: "Cabines de jets privés et d'avions commerciaux, avec des tapis découpés d'après les plans de chaque appareil et des certifications aéronautiques.",
        image: { alt: "Tapis tufté robot aux rangs de velours réguliers, destiné à une cabine d'avion" },
        action: { label: "Pour les jets privés" },
      },
      {
        title: "Yachts",
        text: "Salons, cabines et coursives, avec des tapis ajustés au millimètre à chaque bateau et pensés pour la vie en mer.",
        image: { alt: "Tapis à bandes ondulantes aux tons sable dans le salon d'un yacht" },
        action: { label: "Pour les yachts" },
      },
      {
        title: "Architectes",
        text: "Bureaux, sièges sociaux et espaces publics développés avec des agences d'architecture, de la prescription technique jusqu'au chantier.",
        image: { alt: "Tapis à petit motif répété dans un bureau contemporain" },
        action: { label: "Pour les architectes" },
      },
    ],
  },
  {
    kind: "cards",
    eyebrow: "Pourquoi nous choisir",
    title: "Design, certification et capacité",
    items: [
      {
        title: "Design",
        text: "Notre équipe de design développe chaque proposition avec la vôtre : du concept et de la palette de couleurs aux plans techniques de production, avec des échantillons physiques à chaque étape.",
      },
      {
        title: "Certifications",
        text: "Classement de réaction au feu M1 et classe d'usage 33 pour trafic intense, ainsi que des certifications aéronautiques et textiles pour les projets les plus exigeants.",
      },
      {
        title: "Capacité",
        text: "Une manufacture de plus de {{factoryArea}} à Crevillente, en tufting manuel et robotisé, pour produire aussi bien une pièce unique que de grandes surfaces et des séries complètes.",
      },
    ],
  },
  {
    kind: "text",
    eyebrow: "Votre partenaire de fabrication",
    title: "Fabricants, pas intermédiaires",
    paragraphs: [
      "Depuis 1995, nous maîtrisons chaque étape dans notre propre manufacture. Cela nous permet de répondre avec réactivité, d'ajuster chaque détail et de garantir que le tapis posé est fidèle au design validé.",
      "Depuis plus de 30 ans, nous accompagnons architectes d'intérieur et architectes sur des projets du monde entier. Nous travaillons à vos côtés, avec un interlocuteur unique, de la première réunion à la pose finale.",
    ],
  },
  {
    kind: "cta",
    eyebrow: "Devis",
    title: "Vous avez un projet contract ?",
    text: "Envoyez-nous plans, dimensions et délais : nous vous préparerons une proposition de design et un devis sur mesure.",
    actions: [{ label: "Demander un devis" }, { label: "Voir les projets" }],
  },
] satisfies SectionTranslation;
