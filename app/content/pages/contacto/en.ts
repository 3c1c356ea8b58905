import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Contact: let's talk about your next project",
    description:
      "Write or call us: we design and make custom rugs in Crevillente, Alicante. We reply with ideas, samples and a tailored quote.",
  },
  blocks: [
    {
      kind: "contact",
      id: "contact",
      headingLevel: 1,
      form: "contact",
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
      id: "otras-vias",
      eyebrow: "Other ways in",
      title: "Rather start somewhere else?",
      columns: 3,
      items: [
        {
          title: "Physical sample kit",
          text: "Get our wools, textures and colours in your studio and decide with your hands.",
          action: { label: "Request a sample kit", href: "/solicitud-muestrario" },
        },
        {
          title: "Digital catalogue",
          text: "Download our collections and techniques to share with your team.",
          action: { label: "Download the catalogue", href: "/solicitud-catalogo" },
        },
        {
          title: "Frequently asked questions",
          text: "Installation, materials, certifications and warranty, answered.",
          action: { label: "Read the answers", href: "/faq" },
        },
      ],
    },
  ],
} satisfies PageContentInput;
