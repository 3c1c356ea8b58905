import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Histoire : des tapis fabriqués à Crevillente depuis 1995",
    description:
      "Des tapis fabriqués à Crevillente depuis 1995 : plus de 25 ans de savoir-faire, une manufacture intégrée et une jeune marque née au cours de la dernière décennie.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Histoire",
      title: "Depuis 1995, point par point",
      lead: "Notre histoire est celle d'une manufacture qui a grandi avec son métier, et celle d'une jeune marque qui porte aujourd'hui ce savoir-faire vers des projets du monde entier.",
      image: {
        alt: "Tapis tufté main aux ondulations de velours dans des tons sable et bronze, vu de près",
      },
    },
    {
      kind: "text",
      eyebrow: "Les origines",
      title: "Crevillente, terre de tapis",
      paragraphs: [
        "L'entreprise est née en 1995 à Crevillente (Alicante), une ville où la fabrication de tapis fait partie de la mémoire collective. Nous sommes partis d'une conviction simple : fabriquer nous-mêmes, sans intermédiaires, et répondre personnellement de chaque pièce.",
        "Dès le début, nous avons travaillé avec des architectes d'intérieur qui cherchaient ce qu'aucun catalogue ne proposait : une dimension impossible, une couleur exacte, un dessin bien à eux. Cette façon de travailler, sur mesure et main dans la main avec ceux qui conçoivent, reste au cœur de tout ce que nous faisons.",
      ],
      image: { alt: "Tapis à grand motif géométrique dans des tons sable, bronze et terre cuite" },
    },
    {
      kind: "numbered",
      eyebrow: "Chronologie",
      title: "Les jalons d'un parcours",
      intro: "Plus de 25 ans d'histoire, résumés en quatre temps.",
      items: [
        {
          title: "1995",
          text: "Fondation de l'entreprise à Crevillente : une manufacture de tapis tournée vers le sur-mesure, résolue à répondre de chaque pièce.",
        },
        {
          title: "Le métier et la manufacture",
          text: "La manufacture s'agrandit jusqu'à dépasser {{factoryArea}} et l'équipe perfectionne quatre techniques : Flatweave, Wilton, Handtuft et Robotuft.",
        },
        {
          title: "La dernière décennie",
          text: "Naissance de Nudo, la marque qui rassemble ce savoir-faire : une collection de 300 coloris, les nuanciers M50 et M300, et des projets pour l'hôtellerie, le yachting et l'aviation.",
        },
        {
          title: "Aujourd'hui",
          text: "Plus de 30 ans aux côtés des architectes d'intérieur, une installation dans le monde entier par des équipes itinérantes et une garantie internationale qui couvre chaque tapis.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "La marque",
      title: "Une jeune marque aux racines profondes",
      paragraphs: [
        "Nudo a moins de dix ans, mais n'est pas partie de rien : c'est la marque d'un fabricant fondé en 1995, fort de plus de 25 ans d'histoire.",
        "Avec la marque est venue une façon plus claire de raconter ce que nous avons toujours fait : des collections affirmées, des nuanciers de couleurs, un contact direct avec les professionnels et une présence internationale qui grandit projet après projet.",
      ],
    },
    {
      kind: "text",
      eyebrow: "Ce qui ne change pas",
      title: "Le même engagement, chaque jour",
      paragraphs: [
        "Les machines, les marchés et les projets ont changé, pas notre façon de travailler. Chaque dessin est validé avec vous avant fabrication, et chaque tapis est contrôlé avant de quitter la manufacture.",
        "C'est cette constance qui nous permet d'offrir une garantie internationale contre les défauts de fabrication, qui couvre à la fois la durabilité et la fidélité au design validé.",
      ],
      image: { alt: "Tapis sculpté à la main, reliefs ton sur ton" },
    },
    {
      kind: "cta",
      title: "Écrivons ensemble le prochain chapitre",
      text: "Votre projet pourrait être le prochain jalon. Dites-nous ce que vous imaginez, ou découvrez les projets qui font déjà partie de notre histoire.",
      actions: [{ label: "Nous contacter" }, { label: "Voir les projets" }],
    },
  ],
} satisfies PageTranslation;
