import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Bespoke yacht rugs: M1/M2 fire classification and use class 33",
    description:
      "Rugs for yacht saloons, cabins and passageways, cut to each vessel's plans, with an M1/M2 fire classification and anti-slip backings. Made in our own factory in Spain.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Yachts",
      title: "Bespoke rugs for life on board",
      lead: "We cut every rug to your vessel's plans and make it in our own factory in Crevillente: the comfort of a luxury residence, with the resilience and safety that life at sea demands.",
      image: { alt: "Rug with undulating bands in sand and blue tones in the main saloon of a yacht" },
      actions: [{ label: "Request a consultation" }, { label: "Request a sample kit" }],
    },
    {
      kind: "cards",
      eyebrow: "Why Nudo",
      title: "Shipyard precision, a craftsman's soul",
      items: [
        {
          title: "To the millimetre, from the plans",
          text: "We work from each vessel's plans, with computer cutting up to 2.5 m wide and of unlimited length. Every piece follows curves, bulkheads and stair treads exactly.",
        },
        {
          title: "No visible seams",
          text: "Up to 6 × 4 m in a single piece, with invisible joins for larger areas, made at the factory or on board by our own teams.",
        },
        {
          title: "One point of contact",
          text: "We have been manufacturers since 1995: design, production and installation all come from the same house. You, your shipyard and your interior designer deal with a single team.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "On board",
      title: "Every space, with a rug of its own",
      intro:
        "A sunlit saloon asks for something different from a cabin or a staircase. We choose the technique, pile height, material and backing for every corner of the yacht.",
      items: [
        {
          title: "Saloons and dining areas",
          text: "The social heart of the yacht. Large formats with flowing patterns and Pantone-matched colours, in dialogue with the joinery, the upholstery and the horizon.",
          image: { alt: "Rug with undulating bands in sand tones in the saloon of a yacht" },
        },
        {
          title: "Owner's suite",
          text: "Carved relief, natural silk and combined pile heights for a space as private as it is exclusive, made to the exact measure of every corner.",
          image: {
            alt: "Rug with three-dimensional carved relief, light and shadow playing across the pile",
          },
        },
        {
          title: "Guest cabins",
          text: "Soft, dense New Zealand wool for restful nights, cut to the shape of each cabin and finished with an anti-slip backing.",
          image: { alt: "Close-up of the soft, dense wool pile of a hand-tufted rug" },
        },
        {
          title: "Passageways and stairs",
          text: "The busiest areas for crew and guests alike. Long, computer-cut runs, continuous patterns and fibres chosen for use class 33.",
          image: { alt: "Large-format rug with a continuous geometric pattern, designed for long runs" },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Case studies",
      title: "Yachts already at sea with our rugs",
      intro:
        "Saloons and cabins worked out with the shipyard and the interior design studio, from the plans to the fitting on board.",
    },
    {
      kind: "cards",
      eyebrow: "Certification and materials",
      title: "Ready to set sail",
      items: [
        {
          title: "M1/M2 fire classification",
          text: "Our yacht rugs carry an M1/M2 reaction-to-fire classification. We provide the technical documentation your shipyard and your project require.",
        },
        {
          title: "Use class 33",
          text: "The class for heavy commercial use: the rug keeps its appearance under the constant footfall of crew and guests, season after season.",
        },
        {
          title: "Backings made for the sea",
          text: "Anti-slip backings that keep every piece in place, fire-retardant backings for added safety on board and technical backings suited to each type of floor.",
        },
        {
          title: "Fine and technical materials",
          text: "New Zealand wool, natural silk, cotton, synthetic fibres or custom blends, chosen for each area according to its use and the upkeep that life on board requires.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "How we work",
      title: "From the plans to the first voyage",
      intro: "We work to the shipyard's schedule, whether for a new build or a refit.",
      items: [
        {
          title: "Brief, plans and measurements",
          text: "We start from the vessel's plans, how each space will be used and the yard's timeline. Where needed, we take measurements on board.",
        },
        {
          title: "Design and samples",
          text: "We develop the proposal with your interior designer and sign it off with physical samples: colours matched to Pantone or chosen from our 300-colour collection, textures, pile heights and backings.",
        },
        {
          title: "Made in Crevillente",
          text: "We make every piece in our factory, in Handtuft or Robotuft, and computer-cut it to the template of each space, ready to fit perfectly into place.",
        },
        {
          title: "Delivery and installation on board",
          text: "Our travelling teams install the rugs wherever the yacht happens to be, at the shipyard or in port, in any country. And our international warranty goes with you wherever you sail.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Quote",
      title: "Building or refitting a yacht?",
      text: "Send us the plans and the shipyard schedule, and we will prepare a design proposal and a tailored quote. Would you like to feel the materials first? Request our sample kit.",
      actions: [{ label: "Request a quote" }, { label: "Request a sample kit" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
