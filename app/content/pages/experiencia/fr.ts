import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Expérience : fabricant de tapis de luxe depuis 1995",
    description:
      "Plus de 25 ans à fabriquer des tapis sur mesure à Crevillente : manufacture intégrée, projets internationaux, architecture d'intérieur, contract et aviation.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Expérience",
      title: "Artisans depuis 1995, le regard tourné vers le monde",
      lead: "Nous sommes fabricants, pas distributeurs. Depuis Crevillente, nous dessinons, tissons et installons des tapis sur mesure pour des hôtels, des résidences, des yachts et des avions du monde entier.",
      image: { alt: "Tapis sur mesure dans le salon d'une suite, baigné de lumière naturelle" },
    },
    {
      kind: "text",
      eyebrow: "Notre histoire",
      title: "Un savoir-faire né en 1995",
      paragraphs: [
        "Nous sommes nés en 1995 à Crevillente, une ville de la province d'Alicante à la longue tradition tapissière. Plus de 25 ans d'histoire nous ont appris qu'un grand tapis ne s'improvise pas : il se construit avec patience, discernement et une exigence qui ne tolère aucun raccourci.",
        "Depuis plus de 30 ans, nous accompagnons les architectes d'intérieur dans des projets de toutes les échelles, de la pièce unique pour un salon privé aux grandes surfaces hôtelières. Nudo, notre marque, a moins de dix ans, mais elle hérite de tout ce parcours.",
      ],
      image: { alt: "Détail des boucles de laine d'un tapis tufté main" },
    },
    {
      kind: "text",
      eyebrow: "La manufacture",
      title: "Tout se passe sous un même toit",
      paragraphs: [
        "Dans notre propre manufacture de plus de {{factoryArea}} se côtoient le design, la préparation des couleurs, le tufting main et robotisé, la sculpture et les finitions. Maîtriser chaque étape nous permet d'agir avec agilité et de répondre personnellement du résultat.",
        "Nous travaillons quatre techniques (Flatweave, Wilton, Handtuft et Robotuft) et une collection de 300 coloris, enrichie de références Pantone. Chaque projet choisit la technique qui sert le mieux son dessin, son usage et son budget.",
      ],
      image: {
        alt: "Vue panoramique de la manufacture, avec métiers de tufting, bobines de fil et tapis finis",
      },
    },
    {
      kind: "facts",
      eyebrow: "En chiffres",
      title: "Un parcours qui se mesure en savoir-faire",
      items: [
        { value: "1995", label: "Année de création" },
        { value: "+25", label: "Années d'histoire" },
        { value: "+30", label: "Années aux côtés des architectes d'intérieur" },
        { value: "300", label: "Coloris en collection" },
      ],
    },
    {
      kind: "text",
      eyebrow: "Expérience internationale",
      title: "De Crevillente au reste du monde",
      paragraphs: [
        "Nos tapis voyagent, et nous avec eux. Nos équipes de pose se rendent sur chaque chantier, où qu'il se trouve, pour y réaliser les raccords invisibles qu'exigent les grands formats, avec le même soin qu'en manufacture.",
        "Cette expérience s'est faite méthode : planification de chaque expédition, certifications textiles et aéronautiques lorsque le projet l'exige, et une garantie internationale contre les défauts de fabrication qui vous accompagne, où que se trouve votre tapis.",
      ],
    },
    {
      kind: "cards",
      eyebrow: "Secteurs",
      title: "Trois univers, une même exigence",
      intro:
        "Nous travaillons pour l'hôtellerie, les architectes d'intérieur et les architectes, les boutiques, les yachts, les jets privés et les particuliers. Voici les trois univers qui résument le mieux notre expérience.",
      items: [
        {
          title: "Architecture intérieure sur mesure",
          text: "Des résidences et des projets d'architecture intérieure qui appellent une pièce unique. Nous partons de votre croquis, d'un logo ou d'une idée, et nous en faisons un tapis.",
          image: { alt: "Tapis unique aux contours irréguliers sur le parquet d'une résidence" },
          action: { label: "Personnaliser votre tapis" },
        },
        {
          title: "Contract",
          text: "Hôtels, bureaux, boutiques, musées et théâtres. Des tapis classés M1 au feu et de classe d'usage 33, conçus pour un passage intense sans rien céder au design.",
          image: { alt: "Tapis sur mesure dans le hall d'un hôtel" },
          action: { label: "Voir les projets" },
        },
        {
          title: "Aviation commerciale",
          text: "Des cabines où chaque centimètre compte. Des tapis dotés de certifications aéronautiques et textiles, fabriqués avec précision aux dimensions de chaque appareil.",
          image: { alt: "Tapis tufté robot dans l'allée de la cabine d'un avion" },
          action: { label: "Parler d'un projet" },
        },
      ],
    },
    {
      kind: "cta",
      title: "Mettez notre expérience au service de votre projet",
      text: "Décrivez-nous l'espace que vous imaginez : nous vous proposerons technique, matières et délais. Ou commencez par des échantillons, pour juger de la qualité au toucher.",
      actions: [{ label: "Échanger avec nous" }, { label: "Demander des échantillons" }],
    },
  ],
} satisfies PageTranslation;
