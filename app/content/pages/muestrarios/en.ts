import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Samples and colour kits",
    description:
      "Request physical samples, the M50 and M300 colour kits or our digital catalogue, and book a personal consultation to choose your bespoke rug.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Samples",
      title: "Feel the quality before you decide",
      lead: "Wool, silk, relief and 300 colours in your hands. Request physical samples, our digital catalogue or a personal consultation, and choose with complete confidence.",
      image: { alt: "Tufted rug samples in a range of colours and textures laid out on a worktable" },
    },
    {
      kind: "gallery",
      title: "Materials, relief, pattern and colour",
      images: [
        { alt: "Close-up of a loop-pile wool sample" },
        { alt: "Sample with carved relief combining cut and loop pile" },
        { alt: "Rug sample with a small repeating pattern" },
        { alt: "Coloured yarn samples arranged in a grid" },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Colour kits",
      title: "300 colours to find the exact shade",
      intro:
        "Our colour collection brings together 300 shades, presented in two kits: one made for the design studio, the other for the project site.",
      items: [
        {
          title: "The 300-colour collection",
          text: "The complete house palette: neutrals, earth tones, pastels and deep shades, a starting point for any bespoke project.",
          image: { alt: "The 300-colour yarn collection laid out in a large grid of samples" },
        },
        {
          title: "M50 kit",
          text: "A selection of 50 essential colours in a compact format, ideal for client presentations and first design proposals.",
          image: { alt: "M50 sample kit with 50 yarn colours" },
        },
        {
          title: "M300 kit",
          text: "All 300 colours in the collection, arranged in drawers, so the whole palette is always to hand in your studio.",
          image: { alt: "M300 sample kit with 300 yarn colours arranged in drawers" },
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Getting started",
      title: "Three ways to discover our rugs",
      items: [
        {
          title: "Physical samples",
          text: "Receive samples of materials, textures and colours at your studio, and judge the feel, density and finish of our rugs for yourself.",
          action: { label: "Request a sample kit" },
        },
        {
          title: "Digital catalogue",
          text: "Request our digital catalogue of collections, techniques and projects. It will arrive in your inbox within minutes.",
          action: { label: "Download the catalogue" },
        },
        {
          title: "Personal consultation",
          text: "Book a session with our team to review your project, settle technical questions and choose materials and colours with expert guidance.",
          action: { label: "Book a consultation" },
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Advice",
      title: "Have a project in mind?",
      text: "Tell us about the space you want to dress and we will help you choose the right samples, colours and technique.",
      actions: [{ label: "Talk to us" }, { label: "Customise a rug" }],
    },
  ],
} satisfies PageTranslation;
