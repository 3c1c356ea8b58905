import type { SectionTranslation } from "../../translation";

// The words of this section; its structure (blocks, ids, links, images) is the Spanish module's.
export default [
  {
    kind: "contact",
    eyebrow: "Contact",
    title: "Parlons de votre prochain projet",
    lead: "Parlez-nous de l'espace que vous souhaitez transformer. Notre équipe vous répondra avec des idées, des échantillons et un devis sur mesure, sans engagement.",
    hoursTitle: "Horaires",
    hours: ["Du {{openingDayFirst}} au {{openingDayLast}} : {{openingTime}}", "{{closedDays}} : fermé"],
    mapTitle: "Notre manufacture à Crevillente",
    mapLink: "Voir sur la carte",
  },
] satisfies SectionTranslation;
