import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Contact : parlons de votre prochain projet",
    description:
      "Écrivez-nous ou appelez-nous : nous dessinons et fabriquons des tapis sur mesure à Crevillente (Alicante) et répondons avec idées, échantillons et devis.",
  },
  blocks: [
    {
      kind: "contact",
      eyebrow: "Contact",
      title: "Parlons de votre prochain projet",
      lead: "Dites-nous ce que vous avez en tête, même s'il ne s'agit que d'une idée. Nous vous répondrons personnellement avec des propositions, des échantillons et un devis sur mesure.",
      hoursTitle: "Horaires",
      hours: ["Du {{openingDayFirst}} au {{openingDayLast}} : {{openingTime}}", "{{closedDays}} : fermé"],
      mapTitle: "Notre manufacture à Crevillente",
      mapLink: "Ouvrir la carte",
    },
    {
      kind: "cards",
      eyebrow: "Autres possibilités",
      title: "Vous préférez commencer autrement ?",
      items: [
        {
          title: "Échantillons physiques",
          text: "Recevez nos laines, textures et couleurs dans votre studio pour choisir du bout des doigts.",
          action: { label: "Demander des échantillons" },
        },
        {
          title: "Catalogue numérique",
          text: "Téléchargez nos collections et techniques pour les partager avec votre équipe.",
          action: { label: "Télécharger le catalogue" },
        },
        {
          title: "Questions fréquentes",
          text: "Pose, matières, certifications et garantie : nos réponses.",
          action: { label: "Voir les réponses" },
        },
      ],
    },
  ],
} satisfies PageTranslation;
