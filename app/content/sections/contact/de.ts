import type { BlockInput } from "../../page-schema";

export default [
  {
    kind: "contact",
    id: "contact",
    eyebrow: "Kontakt",
    title: "Sprechen wir über Ihr nächstes Projekt",
    lead: "Erzählen Sie uns, welchen Raum Sie verwandeln möchten. Unser Team antwortet Ihnen mit Ideen, Mustern und einem individuellen Angebot – unverbindlich.",
    hoursTitle: "Öffnungszeiten",
    hours: ["Montag bis Freitag: 8:00 – 18:00 Uhr", "Samstag: 9:00 – 14:00 Uhr"],
    mapTitle: "Unsere Manufaktur in Crevillente",
    mapLink: "In Karte öffnen",
  },
] satisfies BlockInput[];
