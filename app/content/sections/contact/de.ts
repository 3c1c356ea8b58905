import type { BlockInput } from "../../page-schema";

export default [
  {
    kind: "contact",
    id: "contact",
    eyebrow: "Kontakt",
    title: "Sprechen wir über Ihr nächstes Projekt",
    lead: "Erzählen Sie uns, welchen Raum Sie verwandeln möchten. Unser Team antwortet Ihnen mit Ideen, Mustern und einem individuellen Angebot – unverbindlich.",
    hoursTitle: "Öffnungszeiten",
    hours: ["{{openingDayFirst}} bis {{openingDayLast}}: {{openingTime}} Uhr", "{{closedDays}}: geschlossen"],
    mapTitle: "Unsere Manufaktur in Crevillente",
    mapLink: "In der Karte öffnen",
  },
] satisfies BlockInput[];
