import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "About us: luxury rug makers in Spain",
    description:
      "Nudo is the brand of a luxury rug maker with its own factory in Crevillente. We design, make and install bespoke pieces all over the world.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "About us",
      title: "Makers, not distributors",
      lead: "Behind every Nudo rug stand our own factory, a team that has mastered four techniques and a way of working that gives design and durability equal weight.",
      image: { alt: "Hand-tufted rug with waves of pile in sand and bronze tones" },
    },
    {
      kind: "text",
      eyebrow: "Who we are",
      title: "A young brand with a seasoned craft",
      paragraphs: [
        "Nudo is the brand of a manufacturing company founded in 1995 in Crevillente (Alicante). The brand is less than ten years old; the craft behind it has more than 25 years of history and more than 30 years of working alongside interior designers.",
        "We do not buy rugs to resell them: we design and make them ourselves, in our own factory of more than {{factoryArea}}. That means a single point of contact, swift decisions and the certainty that what you approve is exactly what you receive.",
      ],
      image: { alt: "Close-up of the wool loops of a hand-tufted rug" },
    },
    {
      kind: "cards",
      eyebrow: "What defines us",
      title: "Four commitments",
      items: [
        {
          title: "Made in our own factory",
          text: "Design, tufting, carving and finishing under one roof. No middlemen between your idea and your rug.",
        },
        {
          title: "Freedom of design",
          text: "Any shape, size, pile height or colour, drawn from a collection of 300 colours and Pantone references.",
          action: { label: "Explore design" },
        },
        {
          title: "Proven quality",
          text: "An M1 fire classification, use class 33, and aviation and textile certifications for the most demanding projects.",
          action: { label: "Explore quality" },
        },
        {
          title: "A complete service",
          text: "Design guidance, installation worldwide, a care guide and an international warranty.",
          action: { label: "View the warranty" },
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "How we work",
      title: "Alongside the people who design spaces",
      paragraphs: [
        "We work for hotels, interior designers, architects, retailers, yachts, private jets and commercial aviation, as well as for private clients looking for a unique piece for their home.",
        "Every commission begins with listening: how the space is used, the footfall it will take, the light, the furniture. With that in hand we propose technique, material and colour, and show you renders and samples before anything is made.",
      ],
      image: { alt: "Finely patterned rug in a contemporary architectural space" },
    },
    {
      kind: "text",
      eyebrow: "Techniques and materials",
      title: "Four techniques, the finest materials",
      paragraphs: [
        "We have mastered Flatweave, Wilton, Handtuft and Robotuft. Hand tufting offers complete freedom of design, combined pile heights and carved relief; robotic tufting brings millimetre-perfect consistency to large areas and repeating designs.",
        "We choose each fibre to suit the project: New Zealand wool, with virgin wool options, natural silk, cotton, synthetic fibres and bespoke blends, and recycled and recyclable options on request.",
      ],
      image: { alt: "Even rows of pile on a robot-tufted rug" },
    },
    {
      kind: "cta",
      title: "Start with a conversation",
      text: "Tell us about your project and we will explain how we would bring it to life. Or discover the path that has led us here.",
      actions: [{ label: "Contact us" }, { label: "Our story" }],
    },
  ],
} satisfies PageTranslation;
