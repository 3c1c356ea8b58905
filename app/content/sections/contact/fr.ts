import type { BlockInput } from "../../page-schema";

export default [
  {
    kind: "contact",
    id: "contact",
    eyebrow: "Contact",
    title: "Parlons de votre prochain projet",
    lead: "Parlez-nous de l'espace que vous souhaitez transformer. Notre équipe vous répondra avec des idées, des échantillons et un devis sur mesure, sans engagement.",
    hoursTitle: "Horaires",
    hours: ["Du {{openingDayFirst}} au {{openingDayLast}} : {{openingTime}}", "{{closedDays}} : fermé"],
    mapTitle: "Notre manufacture à Crevillente",
    mapLink: "Voir sur la carte",
  },
] satisfies BlockInput[];
