import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Contract: bespoke rugs for projects of every scale",
    description:
      "Contract rugs for hotels, retail, yachts, aviation and architecture, with M1 fire classification, use class 33 and our own factory in Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Contract",
      title: "Bespoke rugs for projects that allow no compromise",
      lead: "We work alongside hotels, architecture and interior design practices, retailers, shipyards and aviation operators from the first sketch to installation, with our own factory and the certifications each sector demands.",
      image: { alt: "Bespoke rug covering the floor of a spacious hotel lobby" },
    },
    { kind: "shared" },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
