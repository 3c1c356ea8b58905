import type { SectionTranslation } from "../../translation";

// The words of this section; its structure (blocks, ids, links, images) is the Spanish module's.
export default [
  {
    kind: "contact",
    eyebrow: "Contatti",
    title: "Parliamo del tuo prossimo progetto",
    lead: "Raccontaci quale spazio vuoi trasformare. Il nostro team ti risponderà con idee, campioni e un preventivo su misura, senza impegno.",
    hoursTitle: "Orari",
    hours: ["Dal {{openingDayFirst}} al {{openingDayLast}}: {{openingTime}}", "{{closedDays}}: chiuso"],
    mapTitle: "La nostra fabbrica a Crevillente",
    mapLink: "Visualizza sulla mappa",
  },
] satisfies SectionTranslation;
