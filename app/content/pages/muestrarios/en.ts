import type { PageContentInput } from "../../page-schema";

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
      image: {
        name: "hero-muestrarios",
        alt: "Tufted rug samples in a range of colours and textures laid out on a worktable",
      },
    },
    {
      kind: "gallery",
      title: "Materials, relief, pattern and colour",
      images: [
        { name: "samples-wool", alt: "Close-up of a loop-pile wool sample" },
        { name: "samples-relief", alt: "Sample with carved relief combining cut and loop pile" },
        { name: "samples-pattern", alt: "Rug sample with a small repeating pattern" },
        { name: "samples-colour", alt: "Coloured yarn samples arranged in a grid" },
      ],
    },
    {
      kind: "cards",
      id: "kits-de-color",
      eyebrow: "Colour kits",
      title: "300 colours to find the exact shade",
      intro:
        "Our colour collection brings together 300 shades, presented in two kits: one made for the design studio, the other for the project site.",
      columns: 3,
      items: [
        {
          title: "The 300-colour collection",
          text: "The complete house palette: neutrals, earth tones, pastels and deep shades, a starting point for any bespoke project.",
          image: {
            name: "kit-300-collection",
            alt: "The 300-colour yarn collection laid out in a large grid of samples",
          },
        },
        {
          title: "M50 kit",
          text: "A selection of 50 essential colours in a compact format, ideal for client presentations and first design proposals.",
          image: { name: "kit-m50", alt: "M50 sample kit with 50 yarn colours" },
        },
        {
          title: "M300 kit",
          text: "All 300 colours in the collection, arranged in drawers, so the whole palette is always to hand in your studio.",
          image: { name: "kit-m300", alt: "M300 sample kit with 300 yarn colours arranged in drawers" },
        },
      ],
    },
    {
      kind: "cards",
      id: "solicitudes",
      eyebrow: "Getting started",
      title: "Three ways to discover our rugs",
      columns: 3,
      items: [
        {
          title: "Physical samples",
          text: "Receive samples of materials, textures and colours at your studio, and judge the feel, density and finish of our rugs for yourself.",
          action: { label: "Request a sample kit", href: "/solicitud-muestrario" },
        },
        {
          title: "Digital catalogue",
          text: "Request our digital catalogue of collections, techniques and projects. It will arrive in your inbox within minutes.",
          action: { label: "Download the catalogue", href: "/solicitud-catalogo" },
        },
        {
          title: "Personal consultation",
          text: "Book a session with our team to review your project, settle technical questions and choose materials and colours with expert guidance.",
          action: { label: "Book a consultation", href: "/solicitud-muestrario" },
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Advice",
      title: "Have a project in mind?",
      text: "Tell us about the space you want to dress and we will help you choose the right samples, colours and technique.",
      actions: [
        { label: "Talk to us", href: "/contacto" },
        { label: "Customise a rug", href: "/personalizacion" },
      ],
    },
  ],
} satisfies PageContentInput;
