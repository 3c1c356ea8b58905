import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Design de tapis sur mesure pour architectes d'intérieur et architectes",
    description:
      "Votre croquis, votre logo ou votre idée deviennent un tapis unique : couleurs Pantone, une collection de 300 coloris, rendus et échantillons avant fabrication.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Service de design",
      title: "De votre idée au tapis, sans perdre une nuance",
      lead: "Une équipe de design qui travaille avec vous, architecte d'intérieur ou architecte, pour transformer un croquis, un logo ou une simple idée en une pièce prête à être fabriquée.",
      image: { alt: "Tapis au relief sculpté main qui joue avec l'ombre et la lumière" },
    },
    {
      kind: "text",
      eyebrow: "Pour les professionnels",
      title: "Votre dessin, interprété par ceux qui le fabriquent",
      paragraphs: [
        "Depuis plus de 30 ans, nous accompagnons architectes d'intérieur et architectes. Nous savons qu'un tapis s'inscrit dans un projet plus vaste et qu'il doit dialoguer avec le mobilier, les matériaux et la lumière du lieu.",
        "Parce que nous sommes fabricants, notre équipe de design connaît les possibilités et les limites de chaque technique. Elle vous conseille dès le premier croquis, pour un résultat fidèle à votre intention et réalisable en production.",
      ],
      image: { alt: "Tapis créatif aux formes organiques et aux couleurs contrastées" },
    },
    {
      kind: "numbered",
      eyebrow: "Processus",
      title: "Quatre étapes jusqu'à la production",
      items: [
        {
          title: "Le brief",
          text: "Vous nous transmettez votre croquis, logo, plan ou référence, avec les dimensions, l'usage du lieu et le style recherché.",
        },
        {
          title: "Proposition technique",
          text: "Nous vous proposons technique, matières, hauteurs de velours et couleurs, issues de notre collection de 300 coloris ou de références Pantone.",
        },
        {
          title: "Rendu et échantillon",
          text: "Avant la production, vous validez un rendu du dessin et, si besoin, un échantillon physique de la couleur et de la texture.",
        },
        {
          title: "Production",
          text: "Une fois votre accord donné, nous fabriquons dans notre propre manufacture, fidèles au design validé jusque dans le moindre détail.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Couleur",
      title: "La teinte exacte, pas une approximation",
      paragraphs: [
        "Nous partons d'une collection de 300 coloris et travaillons couramment avec les références Pantone pour retrouver la teinte définie dans votre projet. Les nuanciers M50 et M300, de 50 et 300 coloris, vous permettent de choisir échantillon en main.",
        "Nous contrôlons chaque couleur sous différentes lumières, car une même laine ne se perçoit pas de la même façon dans un hall éclairé par le haut, dans la cabine d'un avion ou dans un salon au crépuscule.",
      ],
      image: { alt: "Nuancier M300 en tiroir, avec 300 échantillons de laine classés par teintes" },
    },
    {
      kind: "cards",
      eyebrow: "Possibilités",
      title: "Tout ce que vous pouvez définir",
      items: [
        {
          title: "Forme",
          text: "Carrée, rectangulaire, ronde, ovale, hexagonale, irrégulière, ondulée, en gradins ou composée de pièces indépendantes.",
        },
        {
          title: "Relief et hauteur",
          text: "Velours coupé de 15 à 50 mm (dès 6 mm avec tonte) et bouclé de 4 à 40 mm, combinables entre eux et avec une sculpture main.",
        },
        {
          title: "Dimensions",
          text: "Pièces sans raccord jusqu'à 6 × 4 m et raccords invisibles pour les surfaces plus grandes. Découpe numérique jusqu'à 2,5 m de large.",
          action: { label: "Voir la personnalisation" },
        },
      ],
    },
    {
      kind: "cta",
      title: "Un croquis sur votre table ?",
      text: "Envoyez-le-nous : nous vous retournerons une proposition avec technique, matières et rendu. Si vous préférez commencer par la couleur, demandez des échantillons.",
      actions: [{ label: "Envoyer mon projet" }, { label: "Demander des échantillons" }],
    },
  ],
} satisfies PageTranslation;
