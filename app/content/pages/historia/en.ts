import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Our story: rugs made in Crevillente since 1995",
    description:
      "We have been making rugs in Crevillente since 1995. Discover our story: over 25 years of craft, our own factory and a young brand born in the last decade.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Our story",
      title: "Since 1995, stitch by stitch",
      lead: "Ours is the story of a factory that grew with its craft, and of a young brand that now takes that craft to projects around the world.",
      image: { alt: "Close-up of a hand-tufted rug with waves of pile in sand and bronze tones" },
    },
    {
      kind: "text",
      eyebrow: "Origins",
      title: "Crevillente, a town of rug makers",
      paragraphs: [
        "The company was founded in 1995 in Crevillente (Alicante), a town where rug making is part of the collective memory. We began with a simple conviction: to make everything ourselves, without middlemen, and to answer personally for every piece.",
        "From the outset we worked alongside interior designers looking for what no catalogue could offer: an impossible size, an exact colour, a design of their own. That way of working – made to measure, side by side with the designer – remains at the heart of everything we do.",
      ],
      image: { alt: "Rug with a large geometric pattern in sand, bronze and terracotta" },
    },
    {
      kind: "numbered",
      eyebrow: "Timeline",
      title: "Milestones along the way",
      intro: "More than 25 years of history, told in four moments.",
      items: [
        {
          title: "1995",
          text: "The company is founded in Crevillente: a rug factory committed to made-to-measure work and to standing behind every piece.",
        },
        {
          title: "Craft and factory",
          text: "The factory grows to more than {{factoryArea}} and the team refines four techniques: Flatweave, Wilton, Handtuft and Robotuft.",
        },
        {
          title: "The last decade",
          text: "Nudo is born, the brand that brings all that know-how together: a collection of 300 colours, M50 and M300 colour kits, and projects for hotels, yachts and aviation.",
        },
        {
          title: "Today",
          text: "More than 30 years alongside interior designers, installation worldwide by travelling teams and an international warranty behind every rug.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "The brand",
      title: "A young brand with deep roots",
      paragraphs: [
        "Nudo is less than ten years old, but it did not start from scratch: it is the brand of a manufacturing company founded in 1995, with more than 25 years of history behind it.",
        "The brand brought a clearer way of telling what we had always done: defined collections, colour kits, a direct service for professionals and an international presence that grows project by project.",
      ],
    },
    {
      kind: "text",
      eyebrow: "What never changes",
      title: "The same commitment, every day",
      paragraphs: [
        "Machines, markets and projects have changed; the way we work has not. Every design is approved with you before it is made, and every rug is inspected before it leaves the factory.",
        "That continuity is what allows us to offer an international warranty against manufacturing defects, covering both durability and faithfulness to the approved design.",
      ],
      image: { alt: "Hand-carved rug with tone-on-tone relief" },
    },
    {
      kind: "cta",
      title: "Write the next chapter with us",
      text: "Your project could be the next milestone. Tell us what you have in mind, or discover the projects that are already part of our story.",
      actions: [{ label: "Contact us" }, { label: "View projects" }],
    },
  ],
} satisfies PageTranslation;
