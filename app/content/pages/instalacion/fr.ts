import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Installation de tapis sur mesure dans le monde entier",
    description:
      "Des équipes de pose qui se déplacent partout, des raccords invisibles en manufacture ou sur chantier et des grands formats sans raccord jusqu'à 6 × 4 m.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Installation",
      title: "Là où se trouve votre projet",
      lead: "Nos équipes de pose se rendent partout dans le monde pour installer chaque tapis tel qu'il a été conçu : aux dimensions exactes, sans raccord visible et dans les délais convenus.",
      image: { alt: "Grand tapis sur mesure installé dans le hall d'un hôtel" },
    },
    {
      kind: "text",
      eyebrow: "Périmètre",
      title: "Une installation dans le monde entier",
      paragraphs: [
        "Hôtels, résidences, bureaux, boutiques ou yachts : nous intervenons dans tous les pays avec des équipes itinérantes qui connaissent chaque tapis, puisqu'il sort de notre propre manufacture.",
        "Nous coordonnons la pose avec la maîtrise d'œuvre et les autres corps de métier pour intervenir au bon moment, lorsque l'espace est prêt et que le tapis peut être posé sans risque.",
      ],
      image: { alt: "Tapis sur mesure dans le couloir d'un hôtel" },
    },
    {
      kind: "text",
      eyebrow: "Grands formats",
      title: "Sans raccord jusqu'à 6 × 4 m",
      paragraphs: [
        "Nous fabriquons des tapis jusqu'à 6 m × 4 m d'une seule pièce, sans aucun raccord. Pour les surfaces plus grandes, nous assemblons plusieurs pièces par des raccords invisibles, travaillés pour que le dessin et le velours se prolongent sans rupture.",
        "Ces raccords sont réalisés en manufacture lorsque l'accès au lieu le permet, ou sur chantier lorsque le tapis doit entrer en plusieurs parties. Dans les deux cas, le résultat est une surface continue.",
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Processus",
      title: "Notre méthode de pose",
      items: [
        {
          title: "Métré",
          text: "Nous prenons les mesures sur place ou travaillons sur plans validés, avec une attention particulière aux piliers, escaliers et courbes.",
        },
        {
          title: "Préparation",
          text: "En manufacture, nous découpons, finissons et, si besoin, assemblons les pièces. Le dossier (latex naturel, technique, antidérapant ou ignifugé) est choisi selon l'usage.",
        },
        {
          title: "Transport",
          text: "Chaque pièce est emballée et identifiée pour arriver protégée, dans l'ordre où elle doit être posée.",
        },
        {
          title: "Pose",
          text: "Notre équipe installe le tapis, réalise sur place les raccords nécessaires et vérifie avec vous le résultat final.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Après la pose",
      title: "Un tapis prêt à durer",
      paragraphs: [
        "Une fois la pose terminée, nous vous remettons notre guide d'entretien : les gestes du quotidien et la conduite à tenir face aux taches, adaptés à la matière de votre tapis.",
        "Lorsque vous en avez besoin, notre service de nettoyage professionnel se charge de l'entretien en profondeur, et la garantie internationale vous protège contre tout défaut de fabrication.",
      ],
      image: { alt: "Tapis à motif géométrique dans une boutique de luxe" },
    },
    {
      kind: "cta",
      title: "Planifions votre installation",
      text: "Dites-nous où se trouve votre projet, quelles surfaces vous souhaitez couvrir et quels sont vos délais : nous vous proposerons la meilleure façon de fabriquer et d'installer.",
      actions: [{ label: "Nous contacter" }, { label: "Voir l'entretien" }],
    },
  ],
} satisfies PageTranslation;
