import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Garantie internationale contre les défauts de fabrication",
    description:
      "Notre garantie internationale couvre les défauts de fabrication, la durabilité et la fidélité au design validé. Découvrez ce qu'elle comprend et comment la faire valoir.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Garantie",
      title: "Nous répondons de chaque tapis, où qu'il soit",
      lead: "En tant que fabricant, nous assumons la responsabilité de tout ce qui sort de notre manufacture. C'est pourquoi nos tapis bénéficient d'une garantie internationale contre les défauts de fabrication.",
      image: { name: "hero-brand", alt: "Tapis tufté main aux ondulations de velours, dans des tons ivoire et bronze" },
    },
    {
      kind: "text",
      eyebrow: "Portée",
      title: "Une garantie sans frontières",
      paragraphs: [
        "Notre garantie a une portée internationale : elle vous protège de la même façon, que votre tapis se trouve dans un hôtel en Espagne, dans une résidence à l'étranger ou à bord d'un yacht. Et comme nous le fabriquons nous-mêmes, aucun intermédiaire ne s'interpose entre votre réclamation et sa solution.",
        "Elle couvre les défauts de fabrication et repose sur deux engagements concrets : la durabilité du tapis dans l'usage pour lequel il a été conçu, et sa fidélité au design que vous avez validé avant la production.",
      ],
      image: { name: "collection-gran-formato", alt: "Tapis à grand motif géométrique" },
      imageSide: "right",
    },
    {
      kind: "cards",
      eyebrow: "Ce qu'elle couvre",
      title: "Trois engagements",
      columns: 3,
      items: [
        {
          title: "Défauts de fabrication",
          text: "Tout défaut imputable à la fabrication : dans le tufting, le dossier, les finitions ou les raccords réalisés par notre équipe.",
        },
        {
          title: "Durabilité",
          text: "Un tapis qui résiste à l'usage pour lequel il a été conçu, avec les matières et la classe d'usage convenues pour votre projet.",
          action: { label: "Voir la qualité", href: "/calidad" },
        },
        {
          title: "Fidélité au design",
          text: "Dimensions, couleurs, hauteurs de velours et dessin conformes au design, au rendu et à l'échantillon que vous avez validés.",
          action: { label: "Voir le design", href: "/diseno" },
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Réclamations",
      title: "Comment déposer une réclamation",
      intro: "Une démarche claire et directe, avec un interlocuteur unique du début à la fin.",
      layout: "steps",
      items: [
        {
          title: "Écrivez-nous",
          text: "Contactez-nous depuis la page contact en indiquant la référence de votre commande.",
        },
        {
          title: "Envoyez des photos",
          text: "Joignez des photos du tapis dans son ensemble et du défaut en détail, avec si possible un repère de dimension.",
        },
        {
          title: "Examen",
          text: "Notre équipe technique étudie votre dossier et, si nécessaire, vous demande des informations complémentaires ou une inspection.",
        },
        {
          title: "Solution",
          text: "Nous vous proposons la solution la plus adaptée à votre tapis et la mettons en œuvre là où il se trouve.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Conditions",
      title: "Bon à savoir",
      paragraphs: [
        "La garantie couvre les défauts de fabrication. Elle ne couvre pas les dommages causés par un accident, par un usage autre que celui prévu ou par un nettoyage non conforme à notre guide d'entretien.",
        "Conserver la référence de votre commande et suivre nos conseils d'entretien reste la meilleure façon de protéger votre tapis et d'accélérer toute démarche.",
      ],
      image: { name: "samples-pattern", alt: "Échantillon de tapis à petit motif répété" },
      imageSide: "left",
      tone: "sand",
    },
    {
      kind: "cta",
      title: "Une réclamation à formuler ?",
      text: "Écrivez-nous en joignant la référence de votre commande et des photos du défaut. Nous vous répondrons personnellement.",
      actions: [
        { label: "Nous contacter", href: "/contacto" },
        { label: "Voir l'entretien", href: "/mantenimiento" },
      ],
    },
  ],
} satisfies PageContentInput;
