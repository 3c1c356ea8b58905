import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Digital catalogues",
    description:
      "Browse and download the digital catalogues of our hand-tufted, robot-tufted and bespoke rugs: collections, techniques and projects.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Catalogues",
      title: "Digital catalogues",
      lead: "Collections, techniques and projects, gathered in catalogues to browse on screen, download and share with your team.",
      image: { alt: "Hand-tufted rug with undulating bands of pile in sand and bronze tones" },
    },
    {
      kind: "catalogues",
      title: "Our catalogues",
      empty: {
        title: "Coming soon",
        text: "We are preparing our digital catalogues. In the meantime, write to us and we will send you all the information you need for your project.",
        action: { label: "Contact us" },
      },
      labels: {
        pages: "pages",
        size: "Size",
        view: "View catalogue",
        download: "Download",
        opensInNewTab: "(opens in a new tab)",
      },
      closing: {
        title: "Need more information?",
        text: "Our team can advise you on collections, materials and lead times, and prepare a proposal tailored to your project.",
        action: { label: "Write to us" },
      },
    },
  ],
} satisfies PageTranslation;
