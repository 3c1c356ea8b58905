import type { BlockInput } from "../../page-schema";

export default [
  {
    kind: "contact",
    id: "contact",
    eyebrow: "Contact",
    title: "Parlons de votre prochain projet",
    lead: "Parlez-nous de l'espace que vous souhaitez transformer. Notre équipe vous répondra avec des idées, des échantillons et un devis sur mesure, sans engagement.",
    hoursTitle: "Horaires",
    hours: ["Du lundi au vendredi : 8 h – 18 h", "Le samedi : 9 h – 14 h"],
    mapTitle: "Notre manufacture à Crevillente",
    mapLink: "Voir sur la carte",
  },
] satisfies BlockInput[];
