import type { BlockInput } from "../../page-schema";

export default [
  {
    kind: "contact",
    id: "contact",
    eyebrow: "Contact",
    title: "Let's talk about your next project",
    lead: "Tell us about the space you want to transform. Our team will come back to you with ideas, samples and a tailored quotation, with no obligation.",
    hoursTitle: "Opening hours",
    hours: ["Monday to Friday: 8:00 – 18:00", "Saturday: 9:00 – 14:00"],
    mapTitle: "Our factory in Crevillente",
    mapLink: "Open in maps",
  },
] satisfies BlockInput[];
