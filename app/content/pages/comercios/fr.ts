import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Tapis sur mesure pour boutiques, showrooms et marques",
    description:
      "Des tapis à votre logo et aux couleurs de votre marque pour boutiques et showrooms : M1, classe d'usage 33 et séries identiques en Robotuft. Faits à Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Boutiques",
      title: "Votre marque, à chaque pas",
      lead: "Nous dessinons et fabriquons des tapis pour boutiques, showrooms et espaces de marque qui portent votre identité jusqu'au sol : votre logo, vos couleurs et une résistance pensée pour le passage quotidien, dans notre propre manufacture de Crevillente.",
      image: {
        alt: "Tapis grand format à motif géométrique aux couleurs d'une marque, posé au sol d'une boutique",
      },
      actions: [{ label: "Demander un devis" }, { label: "Demander le catalogue" }],
    },
    {
      kind: "cards",
      eyebrow: "Pourquoi Nudo",
      title: "Des tapis au service de votre marque",
      intro:
        "Un tapis bien pensé guide le client, met le produit en valeur et rend votre espace reconnaissable dès le seuil.",
      items: [
        {
          title: "Votre identité, au sol",
          text: "Nous intégrons votre logo, votre typographie et les couleurs de votre marque, généralement en référence Pantone, pour que le tapis prenne toute sa place dans votre image.",
        },
        {
          title: "Conçus pour un trafic intense",
          text: "Classe d'usage 33 et matières choisies pour résister au flux constant de clients sans rien perdre de leur couleur, de leur forme ni de leur présence.",
        },
        {
          title: "Identiques dans chaque boutique",
          text: "Grâce au tufting robotisé, chaque tapis reproduit le dessin au millimètre près : votre première boutique et la prochaine que vous ouvrirez seront rigoureusement identiques.",
        },
        {
          title: "Fabricants, pas distributeurs",
          text: "Nous produisons dans notre propre manufacture de plus de {{factoryArea}} à Crevillente : nous maîtrisons qualité et délais, et réagissons vite lorsque vous ouvrez une nouvelle boutique.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Projets",
      title: "De la vitrine au showroom",
      intro:
        "Chaque format de vente a son rythme et son public. Nous adaptons le design, les matières et les dimensions à chacun d'eux.",
      items: [
        {
          title: "Flagship stores",
          text: "L'adresse la plus ambitieuse de votre marque mérite un tapis à sa hauteur : grands formats, reliefs et formes qui font de chaque visite une expérience.",
          image: { alt: "Tapis à motif géométrique grand format dans un espace commercial" },
        },
        {
          title: "Showrooms",
          text: "Des tapis qui mettent votre produit en scène et orientent le parcours, sans jamais lui voler la vedette.",
          image: { alt: "Tapis grand format à motif géométrique sur mesure" },
        },
        {
          title: "Boutiques de luxe",
          text: "Des pièces uniques pour des lieux intimistes, où un tapis sur mesure donne le ton et enveloppe le client.",
          image: { alt: "Tapis à relief sculpté en 3D et aux hauteurs de velours variées" },
        },
        {
          title: "Shop-in-shops et espaces de marque",
          text: "Corners, pop-up stores et espaces de marque en grands magasins, avec un même dessin fidèlement reproduit dans chaque lieu.",
          image: { alt: "Tapis à petit motif répété" },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Réalisations",
      title: "Boutiques et espaces de marque",
      intro:
        "Des boutiques et des showrooms où le tapis participe à l'identité de la marque. Découvrez comment nous l'avons fait dans chacun.",
    },
    {
      kind: "cards",
      eyebrow: "Services",
      title: "Prêts pour un usage commercial",
      items: [
        {
          title: "Classement au feu M1",
          text: "Nous fabriquons avec le classement de réaction au feu M1 et, lorsque le projet le demande, avec des dossiers ignifugés. Nous vous fournissons la documentation technique de chaque tapis.",
        },
        {
          title: "Classe d'usage 33",
          text: "Le classement pour un usage commercial intense : densité, fibres et dossier choisis pour que le tapis garde son allure saison après saison.",
        },
        {
          title: "Déploiement multisite",
          text: "Nous coordonnons la fabrication et la livraison de plusieurs ouvertures à la fois, avec des séries identiques grâce au Robotuft et le même standard sur chaque site.",
        },
        {
          title: "Pose et entretien",
          text: "Nos équipes itinérantes posent dans tous les pays. Nous vous remettons un guide d'entretien et proposons un service de nettoyage professionnel pour que le tapis reste comme au premier jour.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Méthode",
      title: "Comment se déroule un projet retail",
      intro: "Du premier brief au jour de l'ouverture, avec un interlocuteur unique.",
      items: [
        {
          title: "Le brief",
          text: "Parlez-nous de votre marque, de vos espaces et de votre calendrier d'ouvertures. Plans et dimensions en main, nous vous proposons la technique et les matières adaptées.",
        },
        {
          title: "Design et échantillons",
          text: "Nous traduisons votre identité en dessin de tapis et vous envoyons des échantillons physiques à vos couleurs, à valider avant fabrication.",
        },
        {
          title: "Fabrication à Crevillente",
          text: "Nous produisons dans notre manufacture de Crevillente : les séries identiques en tufting robotisé, les pièces uniques tuftées main.",
        },
        {
          title: "Livraison et pose",
          text: "Nous livrons chaque boutique et nos équipes posent les tapis, prêts pour l'ouverture et couverts par notre garantie internationale contre les défauts de fabrication.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Devis",
      title: "Vous préparez une ouverture ?",
      text: "Envoyez-nous plans, dimensions et votre charte graphique : nous vous préparerons une proposition de design et un devis sur mesure.",
      actions: [{ label: "Demander un devis" }, { label: "Demander le catalogue" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
