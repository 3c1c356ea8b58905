import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Bespoke rugs for interior designers",
    description:
      "Your bespoke rug atelier: total customisation, 300 colours, M50 and M300 kits, samples and technical advice. Our own factory in Crevillente, Spain.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Interior designers",
      title: "The atelier that turns your sketches into rugs",
      lead: "For more than 30 years we have worked alongside interior designers. As manufacturers, we act as an extension of your studio: we develop your design, match your palette and make every piece in our own factory in Crevillente.",
      image: {
        alt: "Hand-tufted rug with organic shapes of colour, created from an interior designer's sketch",
      },
      actions: [{ label: "Request a consultation" }, { label: "Request a sample kit" }],
    },
    {
      kind: "cards",
      eyebrow: "Why Nudo",
      title: "A manufacturer that works as your atelier",
      intro:
        "There are no middlemen between your studio and the tufting frame: you speak directly to the team that develops, makes and installs every rug.",
      items: [
        {
          title: "Your atelier, not a catalogue",
          text: "We are manufacturers, not distributors. Your design is never squeezed into a catalogue: we develop and make it in our own factory in Crevillente, with a single point of contact from start to finish.",
        },
        {
          title: "Total customisation",
          text: "We start from your sketch, a floor plan or a reference. Shape, size, pile heights, carving, materials and backing: every decision is yours, and we turn it into a one-of-a-kind piece.",
        },
        {
          title: "300 colours at your fingertips",
          text: "Work with our 300-colour collection from your own studio with the M50 and M300 kits, and show your clients the real colour rather than an approximation on screen.",
        },
        {
          title: "Discreet by design",
          text: "We stay in the background: you present the scheme and you own the client relationship. We bring the craft, the samples and the technical support you need for every meeting.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Projects",
      title: "Wherever your project takes you",
      intro:
        "We work alongside you on residential, hospitality and yacht projects, from a single statement piece to an entire home.",
      items: [
        {
          title: "Private residences",
          text: "Living rooms, bedrooms and dressing rooms where the rug is born of the room itself: its shape, its light and the furniture around it.",
          image: { alt: "Irregularly shaped rug on the wooden floor of a living room" },
        },
        {
          title: "Luxury hotel suites",
          text: "Suites, villas and private areas of luxury hotels, where residential detail meets the resilience that daily hotel use demands.",
          image: { alt: "Bespoke rug in a hotel suite under warm lighting" },
        },
        {
          title: "Signature pieces",
          text: "One-off rugs conceived as works of art: free forms, carved relief and blends of materials that only hand tufting makes possible.",
          image: { alt: "Rug with carved 3D relief and varying pile heights" },
        },
        {
          title: "Yachts",
          text: "Saloons and cabins dressed in rugs cut to the millimetre from each vessel's plans, in step with your interior scheme.",
          image: { alt: "One-of-a-kind rug with an irregular outline, cut to fit its space" },
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Services",
      title: "Everything your project needs, under one roof",
      items: [
        {
          title: "Design development",
          text: "Our design team turns your sketch, mood board or floor plan into a technical production design, with dimensions, colours and textures submitted for your approval.",
        },
        {
          title: "Samples and colour matching",
          text: "We match your scheme's colours, usually to Pantone references, and send you physical samples to approve tone, hand and texture before production.",
        },
        {
          title: "Technical advice",
          text: "We help you specify technique, materials, density and backing: cut pile from 15 to 50 mm, loop pile from 4 to 40 mm and seamless pieces up to 6 × 4 m.",
        },
        {
          title: "Worldwide installation",
          text: "Our travelling teams install the rug wherever your project is, with invisible joins made on site when the area calls for it.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Process",
      title: "How we work with you",
      intro: "Four stages, a single point of contact and your approval at every step.",
      items: [
        {
          title: "The brief",
          text: "You tell us about the project: plans, dimensions, references, deadlines and your client's style. We advise you on the most suitable technique and materials.",
        },
        {
          title: "Design and samples",
          text: "We develop the design proposal and send you physical colour and texture samples. We refine every detail until you and your client give the go-ahead.",
        },
        {
          title: "Made in Crevillente",
          text: "We make the rug in our own factory in Crevillente, tufted by hand or by robot, and inspect it piece by piece before it leaves the workshop.",
        },
        {
          title: "Delivery and installation",
          text: "We deliver wherever your project is and our teams install the rug, with a care guide and our international warranty against manufacturing defects.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Consultation",
      title: "Working on a new project?",
      text: "Tell us what you are designing. We will propose a bespoke solution and send you the samples you need to present it to your client.",
      actions: [{ label: "Request a consultation" }, { label: "Request a sample kit" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
