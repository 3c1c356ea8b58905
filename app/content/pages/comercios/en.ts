import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Bespoke rugs for shops, showrooms and brands",
    description:
      "Rugs carrying your logo and corporate colours for shops and showrooms: M1 fire classification, use class 33 and identical runs in Robotuft. Made in Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Retail",
      title: "Your brand, right underfoot",
      lead: "We design and make rugs for shops, showrooms and brand spaces that carry your identity onto the floor: your logo, your colours and a resilience built for daily footfall, all from our own factory in Crevillente.",
      image: {
        alt: "Large-format rug with a geometric pattern in a brand's colours, on the floor of a shop",
      },
      actions: [{ label: "Request a quote" }, { label: "Request the catalogue" }],
    },
    {
      kind: "cards",
      eyebrow: "Why Nudo",
      title: "Rugs that work for your brand",
      intro:
        "A well-conceived rug guides the customer, frames the product and makes your space recognisable from the doorway.",
      items: [
        {
          title: "Your identity, on the floor",
          text: "We bring in your logo, typography and corporate colours, usually matched to Pantone references, so the rug becomes part of your brand image.",
        },
        {
          title: "Built for heavy traffic",
          text: "Use class 33 and carefully selected materials that stand up to a constant flow of customers without losing colour, shape or presence.",
        },
        {
          title: "Identical in every shop",
          text: "With robot tufting, every rug reproduces the design with millimetre precision: your first shop and your latest opening will look exactly the same.",
        },
        {
          title: "Manufacturers, not distributors",
          text: "We produce in our own factory of more than {{factoryArea}} in Crevillente: we control quality and lead times, and respond quickly when you open a new shop.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Projects",
      title: "From shop window to showroom",
      intro:
        "Every retail format has its own rhythm and its own audience. We adapt design, materials and dimensions to each one.",
      items: [
        {
          title: "Flagship stores",
          text: "Your brand's most ambitious address deserves a rug to match: large formats, relief and shapes that turn a visit into an experience.",
          image: { alt: "Rug with a large-scale geometric pattern in a retail space" },
        },
        {
          title: "Showrooms",
          text: "Rugs that frame your product and shape the route through the space, without ever stealing the spotlight.",
          image: { alt: "Large-format rug with a bespoke geometric pattern" },
        },
        {
          title: "Luxury boutiques",
          text: "One-of-a-kind pieces for intimate spaces, where a bespoke rug sets the tone and envelops the customer.",
          image: { alt: "Rug with carved 3D relief and varying pile heights" },
        },
        {
          title: "Shop-in-shops and brand spaces",
          text: "Concessions, pop-ups and brand spaces within department stores, with one design reproduced faithfully in every location.",
          image: { alt: "Rug with a small, repeating pattern" },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Case studies",
      title: "Shops and brand spaces",
      intro: "Boutiques and showrooms where the rug is part of the brand's identity. See how we did it in each.",
    },
    {
      kind: "cards",
      eyebrow: "Services",
      title: "Ready for retail use",
      items: [
        {
          title: "M1 fire classification",
          text: "We manufacture to the M1 reaction-to-fire classification and, where the project calls for it, with fire-retardant backings. We provide the technical documentation for every rug.",
        },
        {
          title: "Use class 33",
          text: "The class for heavy commercial use: density, fibres and backing chosen so the rug keeps its looks season after season.",
        },
        {
          title: "Multi-site roll-out",
          text: "We coordinate production and delivery for several openings at once, with identical runs thanks to Robotuft and the same standard in every location.",
        },
        {
          title: "Installation and maintenance",
          text: "Our travelling teams install in any country, and we provide a care guide and a professional cleaning service to keep the rug looking as it did on day one.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Process",
      title: "How a retail project unfolds",
      intro: "From the first brief to opening day, with a single point of contact.",
      items: [
        {
          title: "The brief",
          text: "Tell us about your brand, your spaces and your opening schedule. With plans and dimensions in hand, we propose the right technique and materials.",
        },
        {
          title: "Design and samples",
          text: "We translate your identity into a rug design and send you physical samples in your corporate colours to approve before production.",
        },
        {
          title: "Made in Crevillente",
          text: "We produce in our own factory in Crevillente: identical runs by robot tufting, one-off pieces by hand tufting.",
        },
        {
          title: "Delivery and installation",
          text: "We deliver to each shop and our teams install the rugs, ready for opening day and covered by our international warranty against manufacturing defects.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Quote",
      title: "Planning a new opening?",
      text: "Send us plans, dimensions and your brand guidelines, and we will prepare a design proposal and a tailored quote.",
      actions: [{ label: "Request a quote" }, { label: "Request the catalogue" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
