import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Bespoke rug design for interior designers and architects",
    description:
      "We turn your sketch, logo or idea into a one-of-a-kind rug: Pantone colours, a collection of 300 colours, and renders and samples before production.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Design service",
      title: "From idea to rug, every nuance intact",
      lead: "A design team that works with you, whether you are an interior designer or an architect, to turn a sketch, a logo or a simple idea into a piece ready for production.",
      image: { alt: "Rug with hand-carved relief playing with light and shadow" },
    },
    {
      kind: "text",
      eyebrow: "For professionals",
      title: "Your design, interpreted by the people who make it",
      paragraphs: [
        "For more than 30 years we have worked alongside interior designers and architects. We know that a rug is part of a larger scheme and must be in conversation with the furniture, the materials and the light of the space.",
        "Because we are the makers, our design team knows the possibilities and the limits of every technique. They advise you from the very first sketch, so that the result stays true to your intent and works in production.",
      ],
      image: { alt: "Creative rug with organic shapes and contrasting colours" },
    },
    {
      kind: "numbered",
      eyebrow: "Process",
      title: "Four steps to production",
      items: [
        {
          title: "The brief",
          text: "You share your sketch, logo, floor plan or reference, together with the dimensions, how the space is used and the style you are after.",
        },
        {
          title: "Technical proposal",
          text: "We propose technique, materials, pile heights and colours, from our 300-colour collection or in Pantone references.",
        },
        {
          title: "Render and sample",
          text: "Before production, you approve a render of the design and, if needed, a physical sample of the colour and texture.",
        },
        {
          title: "Production",
          text: "Once you have given your approval, we make the rug in our own factory, true to the approved design down to the last detail.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Colour",
      title: "The exact colour, not a close match",
      paragraphs: [
        "We start from a collection of 300 colours and regularly work with Pantone references to match the shade specified for your project. The M50 and M300 colour kits, with 50 and 300 colours respectively, let you choose with the sample in your hand.",
        "We check every colour under different lighting, because the same wool never looks quite the same in a lobby lit from above as it does in an aircraft cabin or a drawing room at dusk.",
      ],
      image: { alt: "M300 colour kit in a drawer, with 300 wool samples arranged by shade" },
    },
    {
      kind: "cards",
      eyebrow: "Possibilities",
      title: "Everything you can define",
      items: [
        {
          title: "Shape",
          text: "Square, rectangular, round, oval, hexagonal, irregular, wavy, stepped or made up of separate pieces.",
        },
        {
          title: "Relief and pile height",
          text: "Cut pile from 15 to 50 mm (from 6 mm when sheared) and loop pile from 4 to 40 mm, which can be combined with each other and with hand carving.",
        },
        {
          title: "Size",
          text: "Seamless pieces up to 6 × 4 m, and invisible joins for larger areas. Computer-controlled cutting up to 2.5 m wide.",
          action: { label: "Explore customisation" },
        },
      ],
    },
    {
      kind: "cta",
      title: "Have a sketch on your desk?",
      text: "Send it to us and we will come back with a proposal covering technique, materials and a render. If you would rather start with colour, request a sample kit.",
      actions: [{ label: "Send us your project" }, { label: "Request a sample kit" }],
    },
  ],
} satisfies PageTranslation;
