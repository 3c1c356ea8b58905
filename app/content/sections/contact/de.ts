import type { SectionTranslation } from "../../translation";

// The words of this section; its structure (blocks, ids, links, images) is the Spanish module's.
export default [
  {
    kind: "contact",
    eyebrow: "Kontakt",
    title: "Sprechen wir über Ihr nächstes Projekt",
    lead: "Erzählen Sie uns, welchen Raum Sie verwandeln möchten. Unser Team antwortet Ihnen mit Ideen, Mustern und einem individuellen Angebot – unverbindlich.",
    hoursTitle: "Öffnungszeiten",
    hours: ["{{openingDayFirst}} bis {{openingDayLast}}: {{openingTime}} Uhr", "{{closedDays}}: geschlossen"],
    mapTitle: "Unsere Manufaktur in Crevillente",
    mapLink: "In der Karte öffnen",
  },
] satisfies SectionTranslation;
