import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Tapis sur mesure pour architectes et agences",
    description:
      "Tapis sur mesure pour bureaux, hôtels et bâtiments publics : aide à la prescription, classement au feu M1, classe d'usage 33 et manufacture à Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Architectes",
      title: "Le tapis, un matériau d'architecture",
      lead: "Nous accompagnons les agences d'architecture sur des bureaux, sièges sociaux, bâtiments publics et hôtels, de la prescription technique jusqu'à la pose sur chantier, avec notre propre manufacture à Crevillente et plus de 30 ans aux côtés des architectes d'intérieur et des architectes.",
      image: { alt: "Tapis à petit motif répété couvrant l'open space d'un bureau contemporain" },
      actions: [{ label: "Demander un devis" }, { label: "Demander le catalogue numérique" }],
    },
    {
      kind: "cards",
      eyebrow: "Pourquoi Nudo",
      title: "Conçus pour être prescrits en toute confiance",
      intro:
        "Nous savons ce dont une agence a besoin pour prescrire un tapis sereinement : des données techniques claires, de vrais échantillons et un fabricant qui répond de ce qu'il fabrique.",
      items: [
        {
          title: "Documentation et aide à la prescription",
          text: "Nous vous fournissons fiches techniques, certificats et échantillons physiques pour vos CCTP et dossiers d'appel d'offres. Un interlocuteur technique dédié règle avec vous chaque détail de la prescription.",
        },
        {
          title: "Au plan près",
          text: "Nous travaillons à partir de vos plans pour ajuster chaque tapis à l'espace réel : douze formes, découpe numérique jusqu'à 2,5 m de large sur une longueur illimitée, et réservations précises autour des poteaux, des marches ou du mobilier fixe.",
        },
        {
          title: "Confort acoustique",
          text: "Un tapis en laine amortit le bruit des pas et atténue la réverbération des surfaces dures. Dans les open spaces, les halls et les salles de réunion, cela se traduit par des lieux plus calmes et plus propices à la concentration.",
        },
        {
          title: "Grands formats sans raccord",
          text: "Des pièces jusqu'à 6 m × 4 m sans le moindre raccord et, pour les surfaces plus grandes, des jonctions invisibles réalisées en manufacture ou sur site. Un même dessin continu peut ainsi parcourir tout un hall ou un plateau de bureaux.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Typologies",
      title: "À chaque bâtiment son tapis",
      intro:
        "Nous adaptons la construction, les matières et le dossier à l'usage réel de chaque espace, qu'il s'agisse d'un plateau de bureaux foulé par des milliers de pas chaque jour ou de la salle feutrée d'un musée.",
      items: [
        {
          title: "Bureaux et sièges sociaux",
          text: "Open spaces, salles de réunion et espaces de direction, avec des tapis qui supportent le passage quotidien, améliorent l'acoustique et reprennent les couleurs de la marque.",
          image: { alt: "Tapis à petit motif répété dans un bureau contemporain" },
        },
        {
          title: "Hôtellerie et restauration",
          text: "Halls, couloirs, chambres et salles de réception, avec des tapis qui résistent à un usage intensif et prolongent le concept d'architecture intérieure.",
          image: { alt: "Tapis sur mesure dans le hall d'un hôtel, sous un éclairage chaleureux" },
        },
        {
          title: "Lieux culturels et publics",
          text: "Musées, théâtres, auditoriums et bâtiments institutionnels où le tapis guide les parcours, absorbe le son et apporte un classement de réaction au feu M1.",
          image: { alt: "Tapis à motif géométrique grand format aux tons sable, bronze et terre cuite" },
        },
        {
          title: "Résidentiel haut de gamme",
          text: "Programmes résidentiels, parties communes et appartements témoins, avec des pièces sur mesure qui rehaussent la qualité perçue de tout l'immeuble.",
          image: { alt: "Tapis au contour irrégulier posé sur le parquet d'un salon" },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Réalisations",
      title: "Sièges et bureaux conçus avec des architectes",
      intro:
        "Des lieux de travail où le tapis a été pensé avec le projet d'architecture : acoustique, usage intensif et dessin sur mesure.",
    },
    {
      kind: "cards",
      eyebrow: "Données techniques",
      title: "Certifications et données pour votre prescription",
      intro: "Tout ce qu'il vous faut pour prescrire en toute sécurité, avec la documentation qu'exige chaque projet.",
      items: [
        {
          title: "Classement M1",
          text: "Nos tapis bénéficient d'un classement de réaction au feu M1. Nous vous fournissons la documentation technique dont votre prescription a besoin.",
        },
        {
          title: "Classe d'usage 33",
          text: "La classe d'usage 33 correspond à un usage commercial intense : des tapis conçus pour les bureaux, les hôtels et les bâtiments publics au passage constant.",
        },
        {
          title: "Données de construction",
          text: "Velours coupé de 15 à 50 mm (dès 6 mm avec tonte) et bouclé de 4 à 40 mm. Laine de Nouvelle-Zélande, soie naturelle, coton, fibres synthétiques ou mélanges sur mesure, sur dossier en latex naturel, technique, antidérapant ou ignifugé.",
        },
        {
          title: "Pose dans le monde entier",
          text: "Nos équipes de pose se déplacent sur le chantier, où qu'il se trouve, et se calent sur le planning de la maîtrise d'œuvre. Chaque tapis est couvert par une garantie internationale contre les défauts de fabrication.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Méthode",
      title: "Notre façon de travailler avec votre agence",
      items: [
        {
          title: "Brief et plans",
          text: "Vous nous transmettez plans, usages prévus, références et délais. Nous étudions le projet avec vous et définissons la construction adaptée à chaque zone.",
        },
        {
          title: "Design et échantillons",
          text: "Notre équipe de design développe la proposition, avec des couleurs généralement en référence Pantone, et vous envoie échantillons physiques et nuanciers M50 ou M300 pour valider chaque choix.",
        },
        {
          title: "Fabrication à Crevillente",
          text: "Chaque tapis naît dans notre manufacture de plus de {{factoryArea}}, en Handtuft, Robotuft, Wilton ou Flatweave selon le projet, avec un contrôle qualité à chaque étape.",
        },
        {
          title: "Livraison et pose",
          text: "Nous planifions l'expédition selon le calendrier du chantier et nos équipes posent sur place, avec des jonctions invisibles partout où la surface l'exige.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Devis",
      title: "Un projet sur la table à dessin ?",
      text: "Envoyez-nous plans, métrés et délais : nous vous préparerons une proposition technique et un devis sur mesure. Si vous en êtes encore au stade du concept, commencez par notre catalogue numérique.",
      actions: [{ label: "Demander un devis" }, { label: "Demander le catalogue numérique" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
