import type { SectionTranslation } from "../../translation";

// The words of this section; its structure (blocks, ids, links, images) is the Spanish module's.
export default [
  {
    kind: "cards",
    eyebrow: "Contract",
    title: "Contract solutions for every sector",
    intro:
      "We design and make rugs for spaces that see thousands of footsteps a day and must look as immaculate on the last day as on the first.",
    items: [
      {
        title: "Hotels",
        text: "Lobbies, guest rooms, function rooms, restaurants and bars, with rugs that stand up to heavy use and tell the story of each hotel.",
        image: { alt: "Bespoke rug in a hotel lobby under warm lighting" },
        action: { label: "Explore hotels" },
      },
      {
        title: "Residential",
        text: "Private homes and luxury residences with one-of-a-kind pieces, designed with you or your interior designer for each room.",
        image: { alt: "Irregularly shaped rug on the wooden floor of a living room" },
      },
      {
        title: "Retail spaces",
        text: "Shops, showrooms and brand spaces, with rugs that incorporate logos and corporate colours and stand up to daily footfall.",
        image: { alt: "Rug with a large-scale geometric pattern in a retail space" },
        action: { label: "Explore retail" },
      },
      {
        title: "Aviation",
        text: "Private jet and commercial aircraft cabins, with rugs cut to each aircraft's plans and backed by aviation certification.",
        image: { alt: "Robot-tufted rug with even rows of pile for an aircraft cabin" },
        action: { label: "Explore private jets" },
      },
      {
        title: "Yachts",
        text: "Saloons, cabins and passageways on board, with rugs fitted to the millimetre for each vessel and made for life at sea.",
        image: { alt: "Rug with undulating bands in sand tones in the saloon of a yacht" },
        action: { label: "Explore yachts" },
      },
      {
        title: "Architects",
        text: "Offices, headquarters and public spaces developed with architecture practices, from technical specification through to installation on site.",
        image: { alt: "Rug with a small repeating pattern in a contemporary office" },
        action: { label: "Explore architecture" },
      },
    ],
  },
  {
    kind: "cards",
    eyebrow: "Why choose us",
    title: "Design, certification and capacity",
    items: [
      {
        title: "Design",
        text: "Our design team develops each proposal hand in hand with yours: from concept and colour palette to technical production drawings, with physical samples at every stage.",
      },
      {
        title: "Certification",
        text: "M1 reaction-to-fire classification and use class 33 for heavy traffic, plus aviation and textile certifications for the most demanding projects.",
      },
      {
        title: "Capacity",
        text: "Our own factory of more than {{factoryArea}} in Crevillente, with hand and robotic tufting to produce anything from a single piece to large areas and complete runs.",
      },
    ],
  },
  {
    kind: "text",
    eyebrow: "Your manufacturing partner",
    title: "Makers, not middlemen",
    paragraphs: [
      "Since 1995 we have controlled every stage in our own factory. That lets us respond quickly, fine-tune every detail and guarantee that the rug we install is true to the approved design.",
      "For more than 30 years we have worked alongside interior designers and architects on projects around the world. We stay at your side, with a single point of contact, from the first meeting to the final installation.",
    ],
  },
  {
    kind: "cta",
    eyebrow: "Quote",
    title: "Have a contract project?",
    text: "Send us your plans, dimensions and deadlines, and we will prepare a design proposal and a tailored quote.",
    actions: [{ label: "Request a quote" }, { label: "View projects" }],
  },
] satisfies SectionTranslation;
