import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Durabilité : notre manufacture, le sur-mesure, des options recyclées",
    description:
      "Laine de Nouvelle-Zélande, soie naturelle, options recyclées et recyclables sur demande, sur-mesure dans notre manufacture de Crevillente, classe d'usage 33.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Durabilité",
      title: "Sur mesure, dans notre propre manufacture",
      lead: "Nous fabriquons chaque tapis à la commande dans notre manufacture de Crevillente, avec des fibres naturelles, des options recyclées et recyclables sur demande et une classe d'usage 33 pour les passages intenses.",
      image: { alt: "Échantillons de laine aux tons naturels, disposés en grille" },
    },
    {
      kind: "text",
      eyebrow: "Matières",
      title: "Fibres naturelles et options recyclées",
      paragraphs: [
        "Nous travaillons la laine de Nouvelle-Zélande, également en laine vierge, et la soie naturelle, ainsi que le coton, les fibres synthétiques et des mélanges sur mesure. Sur demande, nous vous proposons des options en fils recyclés et en matériaux recyclables.",
        "Nous vous détaillons la composition de chaque proposition, pour que vous choisissiez en connaissance de cause, entre esthétique, performances techniques et matières.",
      ],
      image: { alt: "Échantillons de tapis en laine naturelle aux reliefs variés" },
    },
    {
      kind: "cards",
      eyebrow: "Notre approche",
      title: "Quatre faits sur notre fabrication",
      items: [
        {
          title: "Production sur mesure",
          text: "Chaque tapis est fabriqué à la commande pour un lieu précis, à ses dimensions exactes : nous ne produisons pas en série pour le stock.",
        },
        {
          title: "Fabrication intégrée",
          text: "Design, tufting et finition sous un même toit, dans notre manufacture de Crevillente.",
        },
        {
          title: "Longévité",
          text: "Une classe d'usage 33, propre aux usages commerciaux intensifs, pour des tapis qui résistent au passage des halls, couloirs et salles.",
          action: { label: "Voir la qualité" },
        },
        {
          title: "Entretien",
          text: "Notre guide d'entretien et notre service de nettoyage professionnel prolongent la durée de vie de chaque pièce.",
          action: { label: "Voir l'entretien" },
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Longévité",
      title: "Concevoir pour l'usage réel",
      paragraphs: [
        "Nous concevons chaque tapis en pensant à l'usage réel de son espace (le passage, la lumière, le nettoyage) et choisissons en conséquence densité, hauteur de velours et dossier. Pour les passages intenses, nous travaillons en classe d'usage 33.",
        "Notre garantie internationale couvre les défauts de fabrication, la tenue dans l'usage prévu et la fidélité au design validé.",
      ],
    },
    {
      kind: "text",
      eyebrow: "Cycle de vie",
      title: "L'entretien, pour prolonger sa vie",
      paragraphs: [
        "Dès le premier échange, vous pouvez nous demander des options en fibres recyclées et recyclables ; nous vous expliquons la composition de chacune.",
        "Pendant son usage, c'est l'entretien qui prolonge le plus la vie d'un tapis : traiter une tache sans attendre, faire pivoter la pièce de temps à autre et recourir à un nettoyage professionnel lorsque c'est nécessaire.",
      ],
      image: { alt: "Tapis en laine aux contours irréguliers dans le salon d'une résidence" },
    },
    {
      kind: "cta",
      title: "Choisissez les matières de votre tapis",
      text: "Demandez-nous des options recyclées ou recyclables pour votre projet : nous vous guiderons dans le choix de chaque matière.",
      actions: [{ label: "Nous contacter" }, { label: "Demander des échantillons" }],
    },
  ],
} satisfies PageTranslation;
