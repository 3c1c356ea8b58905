import type { SectionTranslation } from "../../translation";

// The words of this section; its structure (blocks, ids, links, images) is the Spanish module's.
export default [
  {
    kind: "contact",
    eyebrow: "Contact",
    title: "Laten we het over uw volgende project hebben",
    lead: "Vertel ons welke ruimte u wilt transformeren. Ons team reageert met ideeën, stalen en een vrijblijvende offerte op maat.",
    hoursTitle: "Openingstijden",
    hours: ["Van {{openingDayFirst}} tot en met {{openingDayLast}}: {{openingTime}} uur", "{{closedDays}}: gesloten"],
    mapTitle: "Onze fabriek in Crevillente",
    mapLink: "Bekijken op de kaart",
  },
] satisfies SectionTranslation;
