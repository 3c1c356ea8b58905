import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Bespoke hotel rugs: M1 fire classification and use class 33",
    description:
      "Bespoke rugs for hotel lobbies, guest rooms, function rooms and restaurants, with M1 fire classification, use class 33 and our own factory in Crevillente, Spain.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Hotels",
      title: "Rugs that become part of your guests' experience",
      lead: "Since 1995 we have designed and made bespoke rugs in Crevillente for lobbies, guest rooms, function rooms and restaurants: pieces that stand up to the comings and goings of every day, and that your guests remember long after check-out.",
      image: {
        alt: "Bespoke rug in warm tones covering the lobby of a luxury hotel, in front of the reception desk",
      },
      actions: [{ label: "Request a consultation" }, { label: "Hotel catalogue" }],
    },
    {
      kind: "cards",
      eyebrow: "Why Nudo",
      title: "A manufacturer that matches your hotel's standards",
      items: [
        {
          title: "Manufacturers, not middlemen",
          text: "We design, tuft and finish every rug in our own factory of more than {{factoryArea}} in Crevillente. One point of contact, lead times under control and complete fidelity to the approved design.",
        },
        {
          title: "Your brand, underfoot",
          text: "Your logo, your corporate palette or an exclusive pattern, in any shape and size: up to 6 × 4 m without seams, with invisible joins for larger areas. We match every colour to Pantone or choose it with you from our 300-colour collection.",
        },
        {
          title: "Built for round-the-clock use",
          text: "Use class 33 for heavy commercial traffic, an M1 fire classification and fibres chosen to keep their colour and body season after season.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Spaces",
      title: "Every area of the hotel, with a rug of its own",
      intro:
        "A lobby asks for something different from a suite. We adapt the technique, pile height, material and backing to the way each space is actually used.",
      items: [
        {
          title: "Lobbies and reception",
          text: "The hotel's first impression. Large-format pieces, with carved relief or the house emblem, ready for a constant flow of guests and luggage.",
          image: { alt: "Large-format rug in a hotel lobby, in front of the reception desk" },
        },
        {
          title: "Guest rooms and suites",
          text: "Comfort underfoot and quiet in every room. New Zealand wool or natural silk, made to the exact measure of each room type, from the standard room to the presidential suite.",
          image: { alt: "Soft-pile wool rug at the foot of the bed in a hotel suite" },
        },
        {
          title: "Function rooms",
          text: "Large areas that take staging, banquet tables and hundreds of guests. Invisible joins, made at the factory or on site, let the pattern run across the whole room without a break.",
          image: {
            alt: "Rug with a continuous geometric pattern covering the floor of a hotel function room",
          },
        },
        {
          title: "Restaurants and bars",
          text: "Settings where the rug sets the mood and softens the noise. Fibres and backings chosen for easy upkeep, with our professional cleaning service whenever it is needed.",
          image: { alt: "Rug with organic shapes in warm tones beneath the tables of a hotel restaurant" },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Case studies",
      title: "Hotels dressed in our rugs",
      intro:
        "Lobbies, guest rooms and corridors where our rugs are already part of the hotel's daily life. Each project tells how we worked it out with the interior design team.",
    },
    {
      kind: "cards",
      eyebrow: "Certification",
      title: "Safety and durability, certified",
      items: [
        {
          title: "M1 fire classification",
          text: "Our rugs carry an M1 reaction-to-fire classification. We provide the technical documentation your project needs.",
        },
        {
          title: "Use class 33",
          text: "The class for heavy commercial use: the rug keeps its appearance in the busiest areas, year after year.",
        },
        {
          title: "Easy maintenance",
          text: "Durable, easy-care materials, a maintenance guide for your housekeeping team and a professional cleaning service. All backed by an international warranty against manufacturing defects.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "How we work",
      title: "From floor plans to opening night",
      intro:
        "The same team is with you at every stage, whether you are opening a new property or refurbishing an existing one.",
      items: [
        {
          title: "Brief, plans and measurements",
          text: "You tell us about the concept, how each area will be used and your timeline. We work from your plans or take measurements at the hotel itself.",
        },
        {
          title: "Design and samples",
          text: "Our design team develops the proposal with your interior designer: pattern, colours, textures and pile heights. You approve every detail with physical samples and our M50 and M300 colour kits.",
        },
        {
          title: "Made in Crevillente",
          text: "We make every piece in our factory, in Handtuft, Robotuft, Wilton or Flatweave depending on how each area is used, and inspect each one before it is packed.",
        },
        {
          title: "Delivery and installation",
          text: "Our travelling teams install the rugs anywhere in the world and make any joins needed on site, so that everything is ready for opening day.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Quote",
      title: "Planning an opening or a refurbishment?",
      text: "Send us your plans, measurements and timeline, and we will prepare a design proposal and a tailored quote. Still looking for inspiration? Ask for our hotel catalogue.",
      actions: [{ label: "Request a quote" }, { label: "Request the catalogue" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
