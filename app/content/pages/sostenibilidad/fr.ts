import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Durabilité : des tapis pérennes, naturels et recyclables",
    description:
      "Laine vierge locale, soie naturelle, options recyclées et recyclables, fabrication sur mesure dans notre manufacture : notre vision de la durabilité, tapis après tapis.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Durabilité",
      title: "Le tapis le plus durable est celui qui traverse le temps",
      lead: "Nous fabriquons sur mesure, dans notre propre manufacture, avec des matières choisies pour durer. C'est notre manière de réduire notre impact sans renoncer à la beauté.",
      image: { name: "hero-muestrarios", alt: "Échantillons de laine aux tons naturels, disposés en grille" },
    },
    {
      kind: "text",
      eyebrow: "Matières",
      title: "Des fibres naturelles, recyclées et recyclables",
      paragraphs: [
        "La laine vierge locale et la soie naturelle sont des fibres renouvelables qui vieillissent avec noblesse. Lorsque le projet le permet, nous vous proposons des alternatives durables : fils recyclés, matériaux recyclables et mélanges sur mesure qui limitent le recours aux matières premières neuves.",
        "Nous vous détaillons clairement la composition de chaque proposition, pour que vous choisissiez en connaissance de cause, entre esthétique, performances techniques et engagement environnemental.",
      ],
      image: { name: "samples-relief", alt: "Échantillons de tapis en laine naturelle aux reliefs variés" },
      imageSide: "right",
    },
    {
      kind: "cards",
      eyebrow: "Notre approche",
      title: "Quatre choix qui réduisent l'impact",
      columns: 2,
      items: [
        {
          title: "Production sur mesure",
          text: "Chaque tapis est fabriqué pour un lieu précis, à ses dimensions exactes : ni surplus de stock, ni pièces dont personne n'a besoin.",
        },
        {
          title: "Fabrication intégrée",
          text: "Design, tufting et finition sous un même toit, à Crevillente. Moins d'intermédiaires, moins de transports entre fournisseurs.",
        },
        {
          title: "Longévité",
          text: "Des matières nobles et une classe d'usage 33 pour des tapis qui résistent à un passage intense et se remplacent bien moins souvent.",
          action: { label: "Voir la qualité", href: "/calidad" },
        },
        {
          title: "Entretien",
          text: "Notre guide d'entretien et notre service de nettoyage professionnel prolongent la durée de vie de chaque pièce.",
          action: { label: "Voir l'entretien", href: "/mantenimiento" },
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Longévité",
      title: "Concevoir pour de longues années",
      paragraphs: [
        "Un tapis qu'il faut remplacer au bout de quelques années n'est pas durable, aussi bien fabriqué soit-il. C'est pourquoi nous le concevons en pensant à son usage réel (le passage, la lumière, le nettoyage) et choisissons densité, hauteur de velours et dossier pour qu'il vieillisse bien.",
        "Notre garantie internationale couvre la durabilité contre les défauts de fabrication : une manière de nous engager, noir sur blanc, sur la longévité de tout ce que nous fabriquons.",
      ],
      tone: "dark",
    },
    {
      kind: "text",
      eyebrow: "Cycle de vie",
      title: "Penser aussi à l'après",
      paragraphs: [
        "Un choix durable se fait au début, pas à la fin. Dès le premier échange, nous étudions avec vous les options recyclables, qui permettent aux matériaux du tapis de connaître une seconde vie au terme de son usage.",
        "D'ici là, la meilleure ressource reste l'entretien : traiter une tache sans attendre, faire pivoter la pièce de temps à autre et recourir à un nettoyage professionnel lorsque c'est nécessaire.",
      ],
      image: {
        name: "project-residencial",
        alt: "Tapis en laine aux contours irréguliers dans le salon d'une résidence",
      },
      imageSide: "left",
    },
    {
      kind: "cta",
      title: "Concevez un tapis à l'impact réduit",
      text: "Demandez-nous des options durables, recyclées ou recyclables pour votre projet : nous vous guiderons dans le choix de chaque matière.",
      actions: [
        { label: "Nous contacter", href: "/contacto" },
        { label: "Demander des échantillons", href: "/solicitud-muestrario" },
      ],
    },
  ],
} satisfies PageContentInput;
