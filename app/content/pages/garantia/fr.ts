import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
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
      image: { alt: "Tapis tufté main aux ondulations de velours, dans des tons ivoire et bronze" },
    },
    {
      kind: "text",
      eyebrow: "Portée",
      title: "Une garantie sans frontières",
      paragraphs: [
        "Notre garantie a une portée internationale : elle vous protège de la même façon, que votre tapis se trouve dans un hôtel en Espagne, dans une résidence à l'étranger ou à bord d'un yacht. Et comme nous le fabriquons nous-mêmes, aucun intermédiaire ne s'interpose entre votre réclamation et sa solution.",
        "Elle couvre les défauts de fabrication et repose sur deux engagements concrets : la durabilité du tapis dans l'usage pour lequel il a été conçu, et sa fidélité au design que vous avez validé avant la production.",
      ],
      image: { alt: "Tapis à grand motif géométrique" },
    },
    {
      kind: "cards",
      eyebrow: "Ce qu'elle couvre",
      title: "Trois engagements",
      items: [
        {
          title: "Défauts de fabrication",
          text: "Tout défaut imputable à la fabrication : dans le tufting, le dossier, les finitions ou les raccords réalisés par notre équipe.",
        },
        {
          title: "Durabilité",
          text: "Un tapis qui résiste à l'usage pour lequel il a été conçu, avec les matières et la classe d'usage convenues pour votre projet.",
          action: { label: "Voir la qualité" },
        },
        {
          title: "Fidélité au design",
          text: "Dimensions, couleurs, hauteurs de velours et dessin conformes au design, au rendu et à l'échantillon que vous avez validés.",
          action: { label: "Voir le design" },
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Conditions",
      title: "Notre garantie commerciale en détail",
      intro: "Qui l'accorde, quels tapis elle couvre, sa durée et où elle s'applique.",
      items: [
        {
          title: "Garant",
          text: "{{legalName}}, fabricant des tapis, qui accorde cette garantie commerciale.",
          facts: ["{{address}}", "Identifiant fiscal (NIF) {{taxId}}", "{{email}}", "{{phone}}"],
        },
        {
          title: "Tapis couverts",
          text: "Tous les tapis que nous fabriquons dans notre manufacture de Crevillente, de collection ou sur mesure, identifiés par la référence de votre commande.",
        },
        {
          title: "Ce qu'elle couvre",
          text: "Les défauts de fabrication, la tenue du tapis dans l'usage pour lequel il a été conçu et sa fidélité au design validé. Elle ne couvre pas les dommages causés par un accident, par un usage autre que celui prévu ou par un nettoyage non conforme à notre guide d'entretien.",
          facts: ["Défauts de fabrication", "Tenue dans l'usage prévu", "Fidélité au design validé"],
        },
        { title: "Durée", text: "{{warrantyYears}} ans à compter de la livraison du tapis." },
        {
          title: "Champ territorial",
          text: "International : la garantie s'applique dans tout pays où se trouve le tapis, et la solution y est mise en œuvre.",
        },
        {
          title: "Comment la faire valoir",
          text: "Écrivez-nous ou appelez-nous en indiquant la référence de votre commande, avec des photos du défaut. La démarche est détaillée étape par étape ci-dessous.",
          facts: ["{{email}}", "{{phone}}"],
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Réclamations",
      title: "Comment déposer une réclamation",
      intro: "Une démarche claire et directe, avec un interlocuteur unique du début à la fin.",
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
      eyebrow: "Vos droits",
      title: "Votre garantie légale reste entière",
      paragraphs: [
        "Cette garantie commerciale s'ajoute à vos droits légaux et ne les remplace ni ne les limite. Si vous êtes consommateur, vous conservez intégralement et gratuitement les droits de la garantie légale de conformité pendant trois ans à compter de la livraison, conformément au droit espagnol (Real Decreto Legislativo 1/2007).",
        "Conserver la référence de votre commande et suivre nos conseils d'entretien reste la meilleure façon de protéger votre tapis et d'accélérer toute démarche.",
      ],
      image: { alt: "Échantillon de tapis à petit motif répété" },
    },
    {
      kind: "cta",
      title: "Une réclamation à formuler ?",
      text: "Écrivez-nous en joignant la référence de votre commande et des photos du défaut. Nous vous répondrons personnellement.",
      actions: [{ label: "Nous contacter" }, { label: "Voir l'entretien" }],
    },
  ],
} satisfies PageTranslation;
