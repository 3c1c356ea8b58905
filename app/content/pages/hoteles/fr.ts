import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Tapis sur mesure pour hôtels : classement M1 et classe d'usage 33",
    description:
      "Tapis sur mesure pour halls, chambres, salles de réception et restaurants d'hôtel, classés M1 au feu, de classe d'usage 33 et fabriqués dans nos ateliers de Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Hôtellerie",
      title: "Des tapis qui font partie de l'expérience de votre hôtel",
      lead: "Depuis 1995, nous dessinons et fabriquons à Crevillente des tapis sur mesure pour les halls, les chambres, les salons et les restaurants : des pièces qui résistent aux allées et venues du quotidien et dont vos clients se souviennent bien après leur départ.",
      image: {
        alt: "Tapis sur mesure aux tons chauds couvrant le hall d'un hôtel de luxe, face à la réception",
      },
      actions: [{ label: "Demander un rendez-vous" }, { label: "Catalogue hôtellerie" }],
    },
    {
      kind: "cards",
      eyebrow: "Pourquoi Nudo",
      title: "Un fabricant à la hauteur de votre établissement",
      items: [
        {
          title: "Fabricants, pas intermédiaires",
          text: "Nous dessinons, tuftons et finissons chaque tapis dans notre propre manufacture de plus de {{factoryArea}} à Crevillente. Un interlocuteur unique, des délais maîtrisés et une fidélité totale au design validé.",
        },
        {
          title: "L'identité de votre marque, sous vos pas",
          text: "Votre logo, votre palette ou un motif exclusif, dans toutes les formes et toutes les dimensions : jusqu'à 6 × 4 m sans couture, avec des raccords invisibles pour les surfaces plus grandes. Chaque couleur est ajustée au nuancier Pantone ou choisie avec vous parmi nos 300 coloris.",
        },
        {
          title: "Conçus pour un usage sans relâche",
          text: "Classe d'usage 33 pour les passages commerciaux intensifs, classement au feu M1 et fibres choisies pour garder couleur et tenue, saison après saison.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Espaces",
      title: "Chaque espace de l'hôtel, avec son propre tapis",
      intro:
        "Un hall n'a pas les mêmes besoins qu'une suite. Nous adaptons la technique, la hauteur du velours, la matière et le dossier à l'usage réel de chaque espace.",
      items: [
        {
          title: "Halls et réception",
          text: "La première impression de l'hôtel. Des pièces grand format, aux reliefs sculptés ou à l'emblème de la maison, prêtes pour le va-et-vient incessant des clients et des bagages.",
          image: { alt: "Tapis grand format dans le hall d'un hôtel, devant le comptoir de la réception" },
        },
        {
          title: "Chambres et suites",
          text: "Du confort sous les pieds et du calme dans chaque chambre. Laine de Nouvelle-Zélande ou soie naturelle, aux dimensions exactes de chaque typologie, de la chambre standard à la suite présidentielle.",
          image: { alt: "Tapis en laine au velours doux au pied du lit dans une suite d'hôtel" },
        },
        {
          title: "Salles de réception",
          text: "De grandes surfaces qui supportent installations, tables de banquet et centaines d'invités. Des raccords invisibles, réalisés en manufacture ou sur site, laissent le motif parcourir la salle sans interruption.",
          image: {
            alt: "Tapis au motif géométrique continu couvrant le sol d'une salle de réception d'hôtel",
          },
        },
        {
          title: "Restaurants et bars",
          text: "Des lieux où le tapis donne le ton et atténue le bruit. Fibres et dossiers sont choisis pour un entretien simple, avec notre service de nettoyage professionnel dès que nécessaire.",
          image: {
            alt: "Tapis aux formes organiques dans des tons chauds sous les tables d'un restaurant d'hôtel",
          },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Réalisations",
      title: "Des hôtels habillés de nos tapis",
      intro:
        "Halls, chambres et couloirs où nos tapis font déjà partie du quotidien de l'hôtel. Chaque projet raconte comment nous l'avons mené avec l'équipe d'architecture intérieure.",
    },
    {
      kind: "cards",
      eyebrow: "Certifications",
      title: "Sécurité et résistance, certifiées",
      items: [
        {
          title: "Classement au feu M1",
          text: "Nos tapis bénéficient du classement de réaction au feu M1. Nous vous fournissons toute la documentation technique dont votre projet a besoin.",
        },
        {
          title: "Classe d'usage 33",
          text: "La classe des usages commerciaux intensifs : le tapis garde son aspect dans les zones les plus fréquentées, année après année.",
        },
        {
          title: "Entretien facile",
          text: "Des matières résistantes et faciles à entretenir, un guide d'entretien pour vos équipes d'étage et un service de nettoyage professionnel. Le tout couvert par une garantie internationale contre les défauts de fabrication.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Notre méthode",
      title: "Des plans à l'inauguration",
      intro: "Une même équipe vous accompagne à chaque étape, qu'il s'agisse d'une ouverture ou d'une rénovation.",
      items: [
        {
          title: "Brief, plans et métrés",
          text: "Vous nous présentez le concept, l'usage de chaque espace et votre calendrier. Nous travaillons à partir de vos plans ou prenons les mesures directement à l'hôtel.",
        },
        {
          title: "Design et échantillons",
          text: "Notre équipe de design élabore la proposition avec votre architecte d'intérieur : motif, couleurs, textures et hauteurs de velours. Vous validez chaque détail sur échantillons physiques et avec nos nuanciers M50 et M300.",
        },
        {
          title: "Fabrication à Crevillente",
          text: "Nous fabriquons chaque pièce dans notre manufacture, en Handtuft, Robotuft, Wilton ou Flatweave selon l'usage de chaque espace, et la contrôlons une à une avant de l'emballer.",
        },
        {
          title: "Livraison et pose",
          text: "Nos équipes itinérantes posent les tapis partout dans le monde et réalisent sur site les raccords nécessaires, pour que tout soit prêt le jour de l'ouverture.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Devis",
      title: "Vous préparez une ouverture ou une rénovation ?",
      text: "Envoyez-nous vos plans, vos mesures et votre calendrier : nous vous préparerons une proposition de design et un devis sur mesure. Encore en quête d'inspiration ? Demandez notre catalogue hôtellerie.",
      actions: [{ label: "Demander un devis" }, { label: "Demander le catalogue" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
