import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Quality: fine materials, use class 33 and M1 fire classification",
    description:
      "New Zealand wool, natural silk and checks at every stage. Rugs with an M1 fire classification, use class 33, and aviation and textile certifications.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Quality",
      title: "Quality you can see, feel and certify",
      lead: "We select every fibre, oversee every stage and certify the result. That is how we make rugs that keep their beauty in the most demanding spaces.",
      image: { alt: "Close-up of the wool loops of a handmade rug in raking light" },
    },
    {
      kind: "text",
      eyebrow: "Materials",
      title: "It all begins with the fibre",
      paragraphs: [
        "We work with New Zealand wool, prized for its resilience and its hand, also available as virgin wool. Natural silk brings lustre and depth; cotton, stability; synthetic fibres, durability in the most demanding settings.",
        "When a project calls for it, we develop bespoke blends that balance feel, durability and fire performance. And, on request, we offer options with recycled and recyclable fibres.",
      ],
      image: { alt: "Robot-tufted rug with a precise geometric design" },
    },
    {
      kind: "numbered",
      eyebrow: "Quality control",
      title: "Every stage, inspected",
      intro:
        "Making everything ourselves lets us control quality from start to finish, without relying on third parties.",
      items: [
        {
          title: "Fibre and colour",
          text: "We check every batch of yarn and compare its colour against the approved reference, whether from our 300-colour collection or Pantone.",
        },
        {
          title: "On the frame",
          text: "During tufting, whether by hand or by robot, we monitor density, pile height and the regularity of the pattern.",
        },
        {
          title: "Finishing",
          text: "Carving, shearing and backing – natural latex, technical, non-slip or fire-retardant – are checked piece by piece.",
        },
        {
          title: "Final inspection",
          text: "We check dimensions, outline, joins and faithfulness to the approved design before each rug is packed.",
        },
      ],
    },
    {
      kind: "facts",
      eyebrow: "Performance",
      title: "The figures behind every project",
      items: [
        { value: "M1", label: "Reaction-to-fire classification" },
        { value: "M1/M2", label: "Fire classification for yachts" },
        { value: "33", label: "Use class" },
        { value: "300", label: "Colours in the collection" },
      ],
    },
    {
      kind: "text",
      eyebrow: "Certifications",
      title: "Ready for hotels, yachts and aircraft",
      paragraphs: [
        "Our rugs carry the M1 reaction-to-fire classification and use class 33, the class for heavy commercial use, for lobbies, corridors, event spaces and public areas. For yachts we work to the M1/M2 classification.",
        "For commercial and private aviation we hold aviation certifications, and our rugs also carry textile certifications. We provide whatever documentation your project needs for approval.",
      ],
      image: { alt: "Bespoke rug with gentle waves in the saloon of a yacht" },
    },
    {
      kind: "cta",
      title: "Feel it for yourself",
      text: "Request a sample kit and feel the difference a well-made rug makes, or discover how we stand behind it with our international warranty.",
      actions: [{ label: "Request a sample kit" }, { label: "View the warranty" }],
    },
  ],
} satisfies PageTranslation;
