import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Tapis sur mesure pour jets privés",
    description:
      "Tapis pour cabines de jets privés, découpés d'après le plan de chaque appareil, légers, certifiés pour l'aviation et finis à la main à Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Jets privés",
      title: "Des tapis sur mesure pour des cabines d'exception",
      lead: "Nous dessinons et fabriquons des tapis pour jets privés avec les propriétaires, les centres de complétion et les designers d'intérieur aéronautique : découpés d'après le plan de chaque cabine, certifiés selon les exigences aéronautiques de sécurité incendie et finis à la main à Crevillente.",
      image: {
        alt: "Tapis sur mesure dans la cabine principale d'un jet privé, entre fauteuils en cuir et boiseries",
      },
      actions: [{ label: "Demander un rendez-vous conseil" }, { label: "Demander le kit d'échantillons" }],
    },
    {
      kind: "cards",
      eyebrow: "Pourquoi Nudo",
      title: "Conçus pour voler",
      intro:
        "À bord, chaque centimètre et chaque gramme comptent. Nous travaillons dans les tolérances de l'aviation et au niveau d'exigence de ceux qui volent en privé.",
      items: [
        {
          title: "D'après le plan de chaque appareil",
          text: "Nous partons des plans de plancher de chaque cabine et découpons chaque pièce par ordinateur, avec des réservations exactes pour les rails de sièges, le mobilier et les accès.",
        },
        {
          title: "Légers et de faible épaisseur",
          text: "Des constructions légères et fines, en bouclé dès 4 mm et en velours coupé dès 6 mm avec tonte, pour respecter le poids et l'encombrement de chaque cabine.",
        },
        {
          title: "Discrétion absolue",
          text: "Chaque appareil, chaque propriétaire et chaque dessin sont traités dans la plus stricte confidentialité. Votre projet n'est connu que de ceux qui y travaillent.",
        },
        {
          title: "Finitions à la main",
          text: "Nos artisans sculptent, profilent et finissent chaque pièce à la main, avec un savoir-faire cultivé depuis 1995, pour une finition impeccable sur chaque bord et chaque transition.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "À bord",
      title: "À chaque zone de la cabine son tapis",
      intro:
        "Nous définissons construction, hauteur de velours et matière selon l'usage de chaque zone, avec un langage de design continu de la porte d'entrée à la suite.",
      items: [
        {
          title: "Cabine principale",
          text: "Le cœur de l'appareil, avec un tapis continu qui épouse l'agencement des fauteuils, divans et tables et atténue le bruit en vol.",
          image: { alt: "Tapis tufté robot aux rangs de velours réguliers, destiné à une cabine d'avion" },
        },
        {
          title: "Chambre et suite privée",
          text: "Laine de Nouvelle-Zélande ou soie naturelle pour l'espace le plus intime à bord, là où la sensation sous les pieds nus fait toute la différence.",
          image: { alt: "Détail des boucles de laine d'un tapis tufté main" },
        },
        {
          title: "Galley et zone d'entrée",
          text: "Les zones les plus fréquentées à bord reçoivent des constructions plus résistantes et faciles d'entretien, sans rompre la continuité du design.",
          image: { alt: "Tapis à petit motif répété, au velours court et dense" },
        },
        {
          title: "Avions de ligne VIP",
          text: "Avions commerciaux en configuration VIP, aux surfaces plus vastes et aux mêmes exigences de certification. Notre expérience de l'aviation commerciale nous permet d'aborder des cabines de toutes tailles.",
          image: { alt: "Rangées régulières de velours sur un tapis tufté robot" },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Réalisations",
      title: "Des cabines habillées de nos tapis",
      intro: "Jets privés et avions pour lesquels nous avons fabriqué des tapis d'après les plans de chaque cabine.",
    },
    {
      kind: "cards",
      eyebrow: "Certifications",
      title: "Une sécurité certifiée, des matières nobles",
      intro:
        "Tout ce dont votre centre de complétion a besoin pour approuver l'installation, et tout ce que vous attendez sous vos pieds.",
      items: [
        {
          title: "Certification aéronautique",
          text: "Nos tapis pour l'aviation sont certifiés selon les exigences aéronautiques de sécurité incendie et disposent en outre de certifications textiles. Nous fournissons toute la documentation nécessaire à l'approbation.",
        },
        {
          title: "Dossiers ignifugés",
          text: "Nous choisissons des dossiers ignifugés et techniques selon la construction et le mode de fixation prévu, afin que le tapis tout entier, et pas seulement le velours, réponde aux exigences du vol.",
        },
        {
          title: "Matières nobles",
          text: "Laine de Nouvelle-Zélande pour son ressort et son toucher, soie naturelle pour les reflets les plus subtils. Les couleurs sont généralement assorties en référence Pantone aux cuirs, bois et tissus de la cabine.",
        },
        {
          title: "Pose coordonnée",
          text: "Nous coordonnons cotes, délais et livraisons avec le centre de complétion, et nos équipes se déplacent partout où se trouve l'appareil pour assurer la pose.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Méthode",
      title: "Des plans de cabine à la livraison",
      items: [
        {
          title: "Brief et plans",
          text: "Nous recevons les plans de cabine, le concept d'aménagement intérieur et le calendrier du centre de complétion, toujours en toute confidentialité.",
        },
        {
          title: "Design et échantillons",
          text: "Nous développons le design avec votre équipe et vous envoyons des échantillons physiques et des nuanciers M50 ou M300 à valider à côté des cuirs, bois et tissus.",
        },
        {
          title: "Fabrication à Crevillente",
          text: "Nous fabriquons et finissons chaque pièce dans notre manufacture de plus de {{factoryArea}}, avec un contrôle des cotes et de la qualité avant chaque expédition.",
        },
        {
          title: "Livraison et pose",
          text: "Nous expédions chaque pièce repérée selon le plan et la posons en coordination avec le centre de complétion, où que se trouve l'appareil.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Conseil",
      title: "Vous préparez une nouvelle cabine ou une rénovation ?",
      text: "Parlez-nous du concept, des zones de la cabine et de vos délais. Nous vous répondrons par une proposition confidentielle et, si vous le souhaitez, par un kit d'échantillons pour voir et toucher les matières.",
      actions: [{ label: "Demander un rendez-vous conseil" }, { label: "Demander le kit d'échantillons" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
