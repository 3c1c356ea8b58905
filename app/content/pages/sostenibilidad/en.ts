import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Sustainability: our own factory, made to measure, recycled options",
    description:
      "New Zealand wool, natural silk, recycled and recyclable options on request, made-to-measure production in our factory in Crevillente and use class 33.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Sustainability",
      title: "Made to measure, in our own factory",
      lead: "We make every rug to order in our factory in Crevillente, with natural fibres, recycled and recyclable options on request, and use class 33 for heavy footfall.",
      image: { alt: "Wool samples in natural tones, arranged in a grid" },
    },
    {
      kind: "text",
      eyebrow: "Materials",
      title: "Natural fibres and recycled options",
      paragraphs: [
        "We work with New Zealand wool, with virgin wool options, and natural silk, as well as cotton, synthetic fibres and bespoke blends. On request, we suggest options with recycled yarns and recyclable materials.",
        "We set out the composition of each proposal in detail, so that you can choose with confidence, balancing aesthetics, technical performance and materials.",
      ],
      image: { alt: "Natural wool rug samples with different reliefs" },
    },
    {
      kind: "cards",
      eyebrow: "Our approach",
      title: "Four facts about how we make",
      items: [
        {
          title: "Made to order",
          text: "Each rug is made to order for a specific space, to its exact dimensions: nothing is mass-produced for stock.",
        },
        {
          title: "Made in our own factory",
          text: "Design, tufting and finishing under one roof, in our factory in Crevillente.",
        },
        {
          title: "Durability",
          text: "Use class 33, the class for heavy commercial use, for rugs that withstand the footfall of lobbies, corridors and function rooms.",
          action: { label: "Explore quality" },
        },
        {
          title: "Care",
          text: "Our care guide and professional cleaning service extend the life of every piece.",
          action: { label: "Caring for your rug" },
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Durability",
      title: "Designed for real use",
      paragraphs: [
        "We design for the real use of each space – footfall, light, cleaning – and choose density, pile height and backing accordingly. For heavy footfall, we work to use class 33.",
        "Our international warranty covers manufacturing defects, durability in the intended use and faithfulness to the approved design.",
      ],
    },
    {
      kind: "text",
      eyebrow: "Life cycle",
      title: "Care that extends its life",
      paragraphs: [
        "From our very first conversation you can ask us for options with recycled and recyclable fibres, and we explain the composition of each one.",
        "While it is in use, what extends a rug's life most is care: dealing with a stain promptly, rotating the piece from time to time and calling on professional cleaning when needed.",
      ],
      image: { alt: "Wool rug with an irregular outline in the living room of a private residence" },
    },
    {
      kind: "cta",
      title: "Choose the materials for your rug",
      text: "Ask us for recycled or recyclable options for your project and we will guide you in choosing each material.",
      actions: [{ label: "Contact us" }, { label: "Request a sample kit" }],
    },
  ],
} satisfies PageTranslation;
