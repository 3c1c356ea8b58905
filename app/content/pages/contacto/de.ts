import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Kontakt: Sprechen wir über Ihr nächstes Projekt",
    description:
      "Schreiben Sie uns oder rufen Sie an: Wir entwerfen und fertigen Teppiche nach Maß in Crevillente (Alicante) und antworten mit Ideen, Mustern und Angebot.",
  },
  blocks: [
    {
      kind: "contact",
      eyebrow: "Kontakt",
      title: "Sprechen wir über Ihr nächstes Projekt",
      lead: "Erzählen Sie uns, was Ihnen vorschwebt, auch wenn es erst eine Idee ist. Wir antworten Ihnen persönlich mit Vorschlägen, Mustern und einem individuellen Angebot.",
      hoursTitle: "Öffnungszeiten",
      hours: ["{{openingDayFirst}} bis {{openingDayLast}}: {{openingTime}} Uhr", "{{closedDays}}: geschlossen"],
      mapTitle: "Unsere Manufaktur in Crevillente",
      mapLink: "In der Karte öffnen",
    },
    {
      kind: "cards",
      eyebrow: "Weitere Wege",
      title: "Lieber anders beginnen?",
      items: [
        {
          title: "Physische Musterkollektion",
          text: "Wolle, Texturen und Farben direkt in Ihr Studio – entscheiden Sie mit den Händen.",
          action: { label: "Musterkollektion anfordern" },
        },
        {
          title: "Digitaler Katalog",
          text: "Laden Sie unsere Kollektionen und Techniken herunter und teilen Sie sie mit Ihrem Team.",
          action: { label: "Katalog herunterladen" },
        },
        {
          title: "Häufige Fragen",
          text: "Verlegung, Materialien, Zertifizierungen und Garantie – beantwortet.",
          action: { label: "Zu den Antworten" },
        },
      ],
    },
  ],
} satisfies PageTranslation;
