import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Contact: let's talk about your next project",
    description:
      "Write or call us: we design and make custom rugs in Crevillente, Alicante. We reply with ideas, samples and a tailored quote.",
  },
  blocks: [
    {
      kind: "contact",
      eyebrow: "Contact",
      title: "Let's talk about your next project",
      lead: "Tell us what you have in mind, even if it is only an idea. We will come back to you with proposals, samples and a tailored quote.",
      hoursTitle: "Opening hours",
      hours: ["{{openingDayFirst}} to {{openingDayLast}}, {{openingTime}}", "{{closedDays}}, closed"],
      mapTitle: "Our factory in Crevillente",
      mapLink: "Open in maps",
    },
    {
      kind: "cards",
      eyebrow: "Other ways in",
      title: "Rather start somewhere else?",
      items: [
        {
          title: "Physical sample kit",
          text: "Get our wools, textures and colours in your studio and decide with your hands.",
          action: { label: "Request a sample kit" },
        },
        {
          title: "Digital catalogue",
          text: "Download our collections and techniques to share with your team.",
          action: { label: "Download the catalogue" },
        },
        {
          title: "Frequently asked questions",
          text: "Installation, materials, certifications and warranty, answered.",
          action: { label: "Read the answers" },
        },
      ],
    },
  ],
} satisfies PageTranslation;
