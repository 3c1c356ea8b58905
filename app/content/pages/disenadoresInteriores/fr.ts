import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Tapis sur mesure pour architectes d'intérieur",
    description:
      "Votre atelier de tapis sur mesure : personnalisation totale, 300 coloris, nuanciers M50 et M300, échantillons et conseil technique. Manufacture à Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Architectes d'intérieur",
      title: "L'atelier qui transforme vos esquisses en tapis",
      lead: "Depuis plus de 30 ans, nous accompagnons les architectes d'intérieur. En tant que fabricants, nous travaillons comme le prolongement de votre studio : nous développons votre dessin, reproduisons votre palette et fabriquons chaque pièce dans notre propre manufacture de Crevillente.",
      image: {
        alt: "Tapis tufté main aux formes organiques colorées, né de l'esquisse d'un architecte d'intérieur",
      },
      actions: [{ label: "Demander un rendez-vous conseil" }, { label: "Demander un kit d'échantillons" }],
    },
    {
      kind: "cards",
      eyebrow: "Pourquoi Nudo",
      title: "Un fabricant qui travaille comme votre atelier",
      intro:
        "Aucun intermédiaire entre votre studio et le métier à tufter : vous échangez directement avec l'équipe qui développe, fabrique et pose chaque tapis.",
      items: [
        {
          title: "Votre atelier, pas un catalogue",
          text: "Nous sommes fabricants, pas distributeurs. Votre dessin ne se plie pas à un catalogue : nous le développons et le fabriquons dans notre propre manufacture de Crevillente, avec un interlocuteur unique du début à la fin.",
        },
        {
          title: "Personnalisation totale",
          text: "Nous partons de votre esquisse, d'un plan ou d'une référence. Forme, dimensions, hauteurs de velours, sculpture, matières et dossier : chaque choix vous appartient, et nous en faisons une pièce unique.",
        },
        {
          title: "300 coloris à portée de main",
          text: "Travaillez avec notre gamme de 300 coloris depuis votre studio grâce aux nuanciers M50 et M300, et montrez à vos clients la couleur réelle plutôt qu'une approximation à l'écran.",
        },
        {
          title: "Discrétion auprès de votre client",
          text: "Nous restons en coulisses : c'est vous qui présentez le projet et gardez la relation avec votre client. Nous apportons le savoir-faire, les échantillons et le soutien technique dont vous avez besoin à chaque rendez-vous.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Projets",
      title: "Partout où vous mène votre projet",
      intro:
        "Nous travaillons à vos côtés sur des projets résidentiels, hôteliers et nautiques, de la pièce signature à la maison entière.",
      items: [
        {
          title: "Résidences privées",
          text: "Salons, chambres et dressings où le tapis naît de la pièce elle-même : de sa forme, de sa lumière et du mobilier qui l'entoure.",
          image: { alt: "Tapis au contour irrégulier posé sur le parquet d'un salon" },
        },
        {
          title: "Suites d'hôtels de luxe",
          text: "Suites, villas et espaces privés d'hôtels de luxe, où le raffinement résidentiel rencontre la résistance qu'exige l'usage hôtelier au quotidien.",
          image: { alt: "Tapis sur mesure dans une suite d'hôtel, sous un éclairage chaleureux" },
        },
        {
          title: "Pièces d'auteur",
          text: "Des tapis uniques conçus comme des œuvres : formes libres, reliefs sculptés et mélanges de matières que seul le tufting main rend possibles.",
          image: { alt: "Tapis à relief sculpté en 3D et aux hauteurs de velours variées" },
        },
        {
          title: "Yachts",
          text: "Salons et cabines habillés de tapis découpés au millimètre d'après les plans de chaque bateau, en accord avec votre projet d'aménagement intérieur.",
          image: { alt: "Tapis unique au contour irrégulier, découpé sur mesure pour son espace" },
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Services",
      title: "Tout ce dont votre projet a besoin, sous un même toit",
      items: [
        {
          title: "Développement du design",
          text: "Notre équipe de design transforme votre esquisse, votre planche d'ambiance ou votre plan en dessin technique de production, avec dimensions, couleurs et textures soumises à votre validation.",
        },
        {
          title: "Échantillons et couleurs",
          text: "Nous reproduisons les couleurs de votre projet, généralement en référence Pantone, et vous envoyons des échantillons physiques pour valider teinte, toucher et texture avant fabrication.",
        },
        {
          title: "Conseil technique",
          text: "Nous vous aidons à prescrire technique, matières, densité et dossier : velours coupé de 15 à 50 mm, bouclé de 4 à 40 mm et pièces sans raccord jusqu'à 6 × 4 m.",
        },
        {
          title: "Pose dans le monde entier",
          text: "Nos équipes itinérantes posent le tapis où que se trouve votre projet, avec des jonctions invisibles réalisées sur place lorsque la surface l'exige.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Méthode",
      title: "Comment nous travaillons avec vous",
      intro: "Quatre étapes, un interlocuteur unique et votre validation à chaque phase.",
      items: [
        {
          title: "Le brief",
          text: "Vous nous présentez le projet : plans, dimensions, références, délais et style de votre client. Nous vous conseillons la technique et les matières les plus adaptées.",
        },
        {
          title: "Design et échantillons",
          text: "Nous développons la proposition de design et vous envoyons des échantillons physiques de couleur et de texture. Nous affinons chaque détail jusqu'à obtenir votre accord et celui de votre client.",
        },
        {
          title: "Fabrication à Crevillente",
          text: "Nous fabriquons le tapis dans notre manufacture de Crevillente, tufté main ou robot, et le contrôlons pièce par pièce avant qu'il ne quitte l'atelier.",
        },
        {
          title: "Livraison et pose",
          text: "Nous livrons là où se trouve votre projet et nos équipes assurent la pose, avec un guide d'entretien et notre garantie internationale contre les défauts de fabrication.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Conseil",
      title: "Un projet en cours ?",
      text: "Parlez-nous de ce que vous concevez. Nous vous proposerons une solution sur mesure et vous ferons parvenir les échantillons nécessaires pour la présenter à votre client.",
      actions: [{ label: "Demander un rendez-vous conseil" }, { label: "Demander un kit d'échantillons" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
