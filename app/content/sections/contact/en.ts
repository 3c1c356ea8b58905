import type { SectionTranslation } from "../../translation";

// The words of this section; its structure (blocks, ids, links, images) is the Spanish module's.
export default [
  {
    kind: "contact",
    eyebrow: "Contact",
    title: "Let's talk about your next project",
    lead: "Tell us about the space you want to transform. Our team will come back to you with ideas, samples and a tailored quote, with no obligation.",
    hoursTitle: "Opening hours",
    hours: ["{{openingDayFirst}} to {{openingDayLast}}, {{openingTime}}", "{{closedDays}}, closed"],
    mapTitle: "Our factory in Crevillente",
    mapLink: "Open in maps",
  },
] satisfies SectionTranslation;
