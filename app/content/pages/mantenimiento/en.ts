import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Rug care: everyday care, stains and professional cleaning",
    description:
      "A care guide for wool, silk and technical-fibre rugs: everyday care, how to deal with a stain, and our professional cleaning service.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Care & maintenance",
      title: "Caring for a rug is simple",
      lead: "With a few regular habits and our care guide, your rug will keep its colour, feel and shape for many years. For everything else, there is our professional cleaning service.",
      image: { alt: "Rug with a fine, repeating pattern, seen from above" },
    },
    {
      kind: "text",
      eyebrow: "Everyday care",
      title: "Small habits, lasting results",
      paragraphs: [
        "Vacuum regularly, in the direction of the pile and without a rotating brush, especially on loop-pile, silk or carved rugs. At home, once a week is usually enough; in high-traffic spaces, it is best done daily.",
        "Turn the rug round from time to time to even out the wear, and avoid prolonged exposure to direct sunlight. In the first few weeks it is quite normal for a wool rug to shed a little fibre: this disappears with vacuuming.",
      ],
      image: { alt: "Rug with a small repeating pattern in a bedroom" },
    },
    {
      kind: "numbered",
      eyebrow: "Stains",
      title: "What to do about a stain",
      intro:
        "Acting quickly is what matters most. Follow these steps and, if the stain persists, call us before trying any other product.",
      items: [
        {
          title: "Lift",
          text: "Remove any solids with a spoon and soak up the liquid with a clean white cloth, without rubbing.",
        },
        {
          title: "Blot, don't rub",
          text: "Work from the edge towards the centre of the stain so as not to spread it. Rubbing opens up the fibre and wears it down.",
        },
        {
          title: "Test first",
          text: "If you need to dampen the area, use cold water and a neutral detergent, testing it first on an inconspicuous spot. Avoid bleach and harsh stain removers.",
        },
        {
          title: "Leave to dry",
          text: "Blot away any remaining moisture and leave to air-dry, away from direct heat. For silk or delicate blends, always call in a professional.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Professional cleaning",
      title: "Our professional cleaning service",
      paragraphs: [
        "In time, every rug needs a deep clean. Our professional cleaning service knows every fibre, every backing and every finish, because it works on rugs we have made ourselves.",
        "How often depends on footfall: more frequently in hotels, offices and shops; less so at home. Ask us and we will suggest a schedule tailored to your space.",
      ],
      image: { alt: "Bespoke rug in a bright hotel room" },
    },
    {
      kind: "cards",
      eyebrow: "Good practice",
      title: "Three more tips",
      items: [
        {
          title: "Loose threads",
          text: "If a thread stands proud of the pile, trim it level with scissors. Never pull it.",
        },
        {
          title: "Furniture marks",
          text: "Use protectors under furniture legs and move pieces slightly from time to time. Gentle brushing helps the pile recover.",
        },
        {
          title: "Moisture",
          text: "Do not lay the rug on damp floors or let it get too wet. If it does get damp, dry it evenly and as soon as possible.",
        },
      ],
    },
    {
      kind: "cta",
      title: "Need a professional clean?",
      text: "Book our cleaning service, or ask us for the complete care guide for your rug.",
      actions: [{ label: "Book the service" }, { label: "Frequently asked questions" }],
    },
  ],
} satisfies PageTranslation;
