import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Bespoke rug projects by sector",
    description:
      "Bespoke rugs for hotels, homes, retail, yachts, aviation and architecture, designed and made in our own factory in Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Projects",
      title: "Rugs that give every space its character",
      lead: "From a hotel lobby to the cabin of a private jet, we design and make bespoke rugs for every sector, with the same exacting craftsmanship since 1995.",
      image: {
        alt: "Large-format bespoke rug in a spacious lobby, with natural light falling across the wool pile",
      },
    },
    {
      kind: "cards",
      eyebrow: "Sectors",
      title: "One craft, six settings",
      intro:
        "Every sector has its own demands in terms of wear, regulation and aesthetics. We know them first-hand and build them into every rug from the very first sketch.",
      items: [
        {
          title: "Hotels",
          text: "Lobbies, guest rooms, function rooms and restaurants, with rugs that stand up to heavy use and express the personality of each property.",
          image: { alt: "Bespoke rug in a hotel lobby under warm lighting" },
          action: { label: "Explore hotels" },
        },
        {
          title: "Residential",
          text: "One-of-a-kind pieces for private homes, conceived with you or your interior designer: shape, colour and texture made to the exact measure of each room.",
          image: { alt: "Irregularly shaped rug on the wooden floor of a living room" },
        },
        {
          title: "Retail spaces",
          text: "Shops, showrooms and brand spaces where the rug reinforces identity: logos, corporate colours and formats designed for daily footfall.",
          image: { alt: "Rug with a large-scale geometric pattern in a retail space" },
          action: { label: "Explore retail" },
        },
        {
          title: "Yachts",
          text: "Saloons, cabins and passageways dressed in rugs cut to the millimetre from each vessel's plans, with the comfort and resilience that life on board demands.",
          image: { alt: "Rug with undulating bands in sand tones in the saloon of a yacht" },
          action: { label: "Explore yachts" },
        },
        {
          title: "Aviation",
          text: "Rugs for private jet and commercial aircraft cabins, fitted to each aircraft's plans and backed by aviation certification.",
          image: { alt: "Robot-tufted rug with even rows of pile for an aircraft cabin" },
          action: { label: "Explore private jets" },
        },
        {
          title: "Architecture & offices",
          text: "Headquarters, offices and public spaces planned alongside architecture practices, with use class 33, acoustic comfort and bespoke design.",
          image: { alt: "Rug with a small repeating pattern in a contemporary office" },
          action: { label: "Explore architecture" },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Case studies",
      title: "Rugs already at home in their setting",
      intro:
        "Hotels, homes, shops, yachts and headquarters where our rugs are part of the design. Filter by sector and open each one to see how we did it, and with which designs from the collection.",
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
