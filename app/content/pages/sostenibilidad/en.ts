import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Sustainability: durable, natural and recyclable rugs",
    description:
      "Local virgin wool, natural silk, recycled and recyclable options and made-to-order production in our own factory: our approach to sustainability in every rug.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Sustainability",
      title: "The most sustainable rug is the one that lasts",
      lead: "We make to order, in our own factory, with materials chosen to last. It is our way of reducing our impact without giving up beauty.",
      image: { name: "hero-muestrarios", alt: "Wool samples in natural tones, arranged in a grid" },
    },
    {
      kind: "text",
      eyebrow: "Materials",
      title: "Natural, recycled and recyclable fibres",
      paragraphs: [
        "Local virgin wool and natural silk are renewable fibres that age gracefully. Where the project allows, we suggest sustainable alternatives: recycled yarns, recyclable materials and bespoke blends that use less new raw material.",
        "We explain the composition of each proposal clearly, so that you can choose with confidence, balancing aesthetics, technical performance and environmental commitment.",
      ],
      image: { name: "samples-relief", alt: "Natural wool rug samples with different reliefs" },
      imageSide: "right",
    },
    {
      kind: "cards",
      eyebrow: "Our approach",
      title: "Four decisions that reduce our impact",
      columns: 2,
      items: [
        {
          title: "Made to order",
          text: "Each rug is made for a specific space, to its exact dimensions: no surplus stock, no pieces that nobody needs.",
        },
        {
          title: "Made in our own factory",
          text: "Design, tufting and finishing under one roof, in Crevillente. Fewer middlemen and fewer journeys between suppliers.",
        },
        {
          title: "Durability",
          text: "Fine materials and use class 33 for rugs that withstand heavy footfall and need replacing far less often.",
          action: { label: "Explore quality", href: "/calidad" },
        },
        {
          title: "Care",
          text: "Our care guide and professional cleaning service extend the life of every piece.",
          action: { label: "Caring for your rug", href: "/mantenimiento" },
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Durability",
      title: "Designed to last for years",
      paragraphs: [
        "A rug that has to be replaced every few years is not sustainable, however well it was made. That is why we design for real use – footfall, light, cleaning – and choose density, pile height and backing so that each piece ages well.",
        "Our international warranty covers durability against manufacturing defects: our commitment, in writing, that what we make is made to stay.",
      ],
      tone: "dark",
    },
    {
      kind: "text",
      eyebrow: "Life cycle",
      title: "Thinking about the end, too",
      paragraphs: [
        "A sustainable decision is made at the beginning, not the end. From our very first conversation we consider recyclable options with you, which make it easier for the rug's materials to have a second life once it has served its purpose.",
        "In the meantime, the best resource is care: dealing with a stain promptly, rotating the piece from time to time and calling on professional cleaning when needed.",
      ],
      image: {
        name: "project-residencial",
        alt: "Wool rug with an irregular outline in the living room of a private residence",
      },
      imageSide: "left",
    },
    {
      kind: "cta",
      title: "Design a rug with a lighter footprint",
      text: "Ask us for sustainable, recycled or recyclable options for your project and we will guide you in choosing each material.",
      actions: [
        { label: "Contact us", href: "/contacto" },
        { label: "Request samples", href: "/solicitud-muestrario" },
      ],
    },
  ],
} satisfies PageContentInput;
