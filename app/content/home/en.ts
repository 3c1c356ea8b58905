import type { HomeTranslation } from "./home-translation";

export default {
  meta: {
    title: "Luxury bespoke rugs, made in Spain",
    description:
      "Hand-tufted, robot-tufted and bespoke rugs for hotels, interior designers, yachts and private jets. Made in our own factory in Crevillente since 1995.",
  },
  hero: {
    eyebrow: "Rug makers since 1995 · Crevillente, Spain",
    title: "The art of walking on something unique",
    subtitle: "Hand-tufted, robot-tufted and bespoke rugs, created in our own factory.",
    paragraphs: [
      "We are makers, not distributors. We design, weave and finish every rug in Crevillente, where wool, silk and colour become pieces for hotels, residences, yachts and private jets around the world.",
      "A palette of 300 colours; Flatweave, Wilton, Handtuft and Robotuft techniques; and a team that works alongside interior designers and architects from the first sketch to the final installation.",
    ],
    cta: "Discover the collection",
    ctaNote: "A new visual experience",
    image: { alt: "Close-up of a hand-tufted rug in sand and bronze tones" },
  },
  tiles: {
    title: "Three paths to your rug",
    items: [
      {
        title: "Projects",
        text: "Contract solutions for hotels, retail, yachts and aviation.",
        cta: "View projects",
        image: { alt: "Bespoke rug in a hotel lobby" },
      },
      {
        title: "Samples",
        text: "Request catalogues and colour kits to feel the quality for yourself.",
        cta: "Request samples",
        image: { alt: "Rug colour sample kit" },
      },
      {
        title: "Customisation",
        text: "Made to measure: shape, colour, pile height and texture, all your choice.",
        cta: "Design your own",
        image: { alt: "Detail of a custom rug with carved relief" },
      },
    ],
  },
  experience: {
    eyebrow: "360° experience",
    title: "Tour our factory without leaving your studio",
    description:
      "Over {{factoryArea}} where yarn becomes surface. Swipe the panoramic view to move through the looms, colour room and finishing area, and see our collections in their setting.",
    tourLabel: "Virtual tour: panoramic view of the factory",
    tourHint: "Swipe or use the arrow keys to explore the view",
    image: { alt: "Panoramic view of the factory with looms, yarn cones and finished rugs" },
    stats: [
      { value: "1995", label: "Year founded" },
      { value: "300", label: "Colours in the collection" },
      { value: "{{factoryArea}}", label: "Of our own factory floor" },
    ],
  },
  collections: {
    eyebrow: "Collections",
    title: "Five design languages, one craft",
    description:
      "Each collection begins with a technique and an intention. All can be tailored in size, colour and pile height.",
    categories: [
      {
        title: "Large pattern",
        description: "Generous patterns that give character to lobbies, lounges and large spaces.",
        features: ["Cut and loop", "Exclusive design", "Any size"],
        image: { alt: "Rug with a large-scale geometric pattern" },
      },
      {
        title: "Small pattern",
        description: "Fine, repeating rhythms that dress guest rooms and corridors with understatement.",
        features: ["Multi-height loop", "High density", "Ideal for contract"],
        image: { alt: "Rug with a small repeating pattern" },
      },
      {
        title: "3D relief",
        description: "Hand-carved volumes that play with light and touch.",
        features: ["Hand carving", "Cut and loop", "Pile heights from 4 to 50 mm"],
        image: { alt: "Rug with a carved three-dimensional relief" },
      },
      {
        title: "Creative",
        description: "Artistic pieces born of special techniques and unexpected combinations.",
        features: ["Special techniques", "Mixed materials", "Exclusive design"],
        image: { alt: "Creative rug with organic shapes and contrasting colours" },
      },
      {
        title: "One of a kind",
        description: "A single piece, conceived with you for one particular space.",
        features: ["Unique design", "Personal guidance", "Free-form shape"],
        image: { alt: "One-of-a-kind rug with an irregular shape" },
      },
    ],
  },
  techniques: {
    eyebrow: "Techniques",
    title: "Two hands, one uncompromising standard",
    handTuft: {
      title: "Handtuft",
      text: "Our artisans set the yarn stitch by stitch with a hand-held tufting gun. Complete freedom of design, combined pile heights and hand carving for signature pieces.",
      image: { alt: "Artisan working on a rug with a hand-tufting gun" },
    },
    robotTuft: {
      title: "Robotuft",
      text: "Robotic tufting reproduces complex designs with millimetre precision, ideal for large areas and repeatable contract projects.",
      image: { alt: "Robotic tufting head above the frame" },
    },
  },
} satisfies HomeTranslation;
