import type { PageContentInput } from "../../page-schema";

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
        name: "hero-proyectos",
        alt: "Large-format bespoke rug in a spacious lobby, with natural light falling across the wool pile",
      },
    },
    {
      kind: "cards",
      id: "proyectos",
      eyebrow: "Sectors",
      title: "One craft, six settings",
      intro:
        "Every sector has its own demands in terms of wear, regulation and aesthetics. We know them first-hand and build them into every rug from the very first sketch.",
      columns: 3,
      items: [
        {
          title: "Hotels",
          text: "Lobbies, guest rooms, function rooms and restaurants, with rugs that stand up to heavy use and express the personality of each property.",
          image: { name: "project-hotel", alt: "Bespoke rug in a hotel lobby under warm lighting" },
          action: { label: "Explore hotels", href: "/hoteles" },
        },
        {
          title: "Residential",
          text: "One-of-a-kind pieces for private homes, conceived with you or your interior designer: shape, colour and texture made to the exact measure of each room.",
          image: { name: "project-residencial", alt: "Irregularly shaped rug on the wooden floor of a living room" },
        },
        {
          title: "Retail spaces",
          text: "Shops, showrooms and brand spaces where the rug reinforces identity: logos, corporate colours and formats designed for daily footfall.",
          image: { name: "project-retail", alt: "Rug with a large-scale geometric pattern in a retail space" },
          action: { label: "Explore retail", href: "/comercios" },
        },
        {
          title: "Yachts",
          text: "Saloons, cabins and passageways dressed in rugs cut to the millimetre from each vessel's plans, with the comfort and resilience that life on board demands.",
          image: { name: "project-yate", alt: "Rug with undulating bands in sand tones in the saloon of a yacht" },
          action: { label: "Explore yachts", href: "/yates" },
        },
        {
          title: "Aviation",
          text: "Rugs for private jet and commercial aircraft cabins, fitted to each aircraft's plans and backed by aviation certification.",
          image: { name: "project-aviacion", alt: "Robot-tufted rug with even rows of pile for an aircraft cabin" },
          action: { label: "Explore private jets", href: "/jets-privados" },
          restricted: true,
        },
        {
          title: "Architecture & offices",
          text: "Headquarters, offices and public spaces planned alongside architecture practices, with use class 33, acoustic comfort and bespoke design.",
          image: { name: "project-arquitectura", alt: "Rug with a small repeating pattern in a contemporary office" },
          action: { label: "Explore architecture", href: "/arquitectos" },
        },
      ],
    },
    { kind: "shared", section: "contact" },
  ],
} satisfies PageContentInput;
