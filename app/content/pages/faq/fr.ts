import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Questions fréquentes",
    description:
      "Fabrication, pose, design sur mesure, matières, durabilité, certifications, entretien, garantie et contract : toutes les réponses à vos questions.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Questions fréquentes",
      title: "Tout ce qu'il faut savoir",
      lead: "Fabrication, personnalisation, matières, pose et garantie : nous répondons aux questions les plus courantes des architectes d'intérieur, des architectes et des particuliers.",
      image: { alt: "Tapis à petit motif répété, vu de près" },
    },
    {
      kind: "faq",
      eyebrow: "Questions-réponses",
      title: "Vos questions, nos réponses",
      items: [
        {
          question: "Êtes-vous fabricant ou distributeur ?",
          answer:
            "Nous sommes fabricants. Nous dessinons, fabriquons et finissons chaque tapis dans notre propre manufacture de plus de {{factoryArea}} à Crevillente (Alicante). Travailler sans intermédiaire nous permet de maîtriser la qualité à chaque étape et de nous adapter aux besoins de chaque projet.",
        },
        {
          question: "Où pouvez-vous poser vos tapis ?",
          answer:
            "Partout dans le monde. Nos équipes de pose se déplacent là où se trouve le projet, qu'il s'agisse d'un hôtel, d'une résidence privée ou d'un yacht, et coordonnent chaque détail avec vos équipes de chantier.",
        },
        {
          question: "Puis-je commander un design entièrement personnalisé ?",
          answer:
            "Oui. Nous proposons une personnalisation totale : à partir de votre esquisse, de votre logo ou simplement d'une idée, nous définissons avec vous forme, dimensions, couleurs, hauteurs et matières. Avant toute fabrication, vous recevez une proposition de design à valider.",
        },
        {
          question: "Quelles matières utilisez-vous ?",
          answer:
            "Nous travaillons la laine de Nouvelle-Zélande, également en laine vierge, et la soie naturelle, ainsi que le coton, les fibres synthétiques et des mélanges sur mesure. Sur demande, nous proposons aussi des options en matières recyclées et recyclables.",
        },
        {
          question: "Quelle est votre démarche en matière de durabilité ?",
          answer:
            "Voici les faits concrets. Nous fabriquons chaque pièce dans notre propre manufacture de Crevillente, à la commande et sur mesure, sans production en série pour le stock. Nous travaillons des fibres naturelles comme la laine de Nouvelle-Zélande et la soie, et proposons sur demande des options recyclées et recyclables. La classe d'usage 33 permet à nos tapis de résister à un passage intense, et notre guide d'entretien comme notre service de nettoyage professionnel prolongent leur vie.",
        },
        {
          question: "Quelles certifications vos tapis possèdent-ils ?",
          answer:
            "Nos tapis disposent de certifications aéronautiques et textiles, ainsi que du classement de réaction au feu M1 et de la classe d'usage 33 pour trafic intense. Nous vous fournissons la documentation technique requise pour chaque projet.",
        },
        {
          question: "Comment entretenir mon tapis ?",
          answer:
            "Chaque tapis est livré avec un guide d'entretien : consignes de nettoyage courant et soins spécifiques selon la matière. Pour un nettoyage en profondeur, nous mettons à votre disposition un service de nettoyage professionnel qui préserve la couleur, la texture et la forme de la pièce.",
        },
        {
          question: "Quelle garantie proposez-vous ?",
          answer:
            "Tous nos tapis bénéficient d'une garantie internationale contre les défauts de fabrication. Nous garantissons également leur durabilité et la fidélité de la pièce finie au design que vous avez validé.",
        },
        {
          question: "Travaillez-vous sur des projets contract ?",
          answer:
            "Oui, le contract est au cœur de notre activité. Nous fabriquons des tapis pour hôtels, bureaux, boutiques, musées et théâtres, ainsi que pour l'aviation commerciale, en adaptant design, matières et certifications aux exigences de chaque lieu.",
        },
      ],
      closing: {
        text: "Vous ne trouvez pas la réponse que vous cherchez ?",
        action: { label: "Contactez-nous" },
      },
    },
  ],
} satisfies PageTranslation;
