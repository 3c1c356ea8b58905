import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Bespoke rugs for architects and design studios",
    description:
      "Bespoke rugs for offices, hotels and public buildings: specification support, M1 fire classification, use class 33 and our own factory in Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Architects",
      title: "The rug as an architectural material",
      lead: "We work alongside architecture practices on offices, headquarters, public buildings and hotels, from technical specification to installation on site, with our own factory in Crevillente and more than 30 years' experience working with interior designers and architects.",
      image: {
        alt: "Rug with a small repeating pattern running across the open-plan floor of a contemporary office",
      },
      actions: [{ label: "Request a quote" }, { label: "Request the digital catalogue" }],
    },
    {
      kind: "cards",
      eyebrow: "Why Nudo",
      title: "Made to be specified with confidence",
      intro:
        "We know what a practice needs to specify a rug with confidence: clear technical data, real samples and a manufacturer that stands behind what it makes.",
      items: [
        {
          title: "Documentation and specification support",
          text: "We supply technical data sheets, certificates and physical samples for your specifications and tender documents. A dedicated technical contact works through every detail of the specification with you.",
        },
        {
          title: "Made to your drawings",
          text: "We work from your drawings to fit every rug to the real space: twelve shapes, computer cutting up to 2.5 m wide and of unlimited length, and precise cut-outs for columns, steps or fixed furniture.",
        },
        {
          title: "Acoustic comfort",
          text: "A wool rug softens the sound of footsteps and tempers the reverberation of hard surfaces. In open-plan offices, lobbies and meeting rooms, that means calmer, more focused spaces.",
        },
        {
          title: "Large seamless formats",
          text: "Single pieces up to 6 m × 4 m without a seam and, for larger areas, invisible joins made at the factory or on site. One continuous design can run through an entire lobby or office floor.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Building types",
      title: "Every building, its own rug",
      intro:
        "We adapt construction, materials and backing to how each space is really used, whether an office floor that takes thousands of steps a day or the hushed gallery of a museum.",
      items: [
        {
          title: "Offices and headquarters",
          text: "Open-plan floors, meeting rooms and executive suites with rugs that handle daily traffic, improve acoustics and carry the brand's colours.",
          image: { alt: "Rug with a small repeating pattern in a contemporary office" },
        },
        {
          title: "Hotels and hospitality",
          text: "Lobbies, corridors, guest rooms and function rooms with rugs that withstand heavy use and carry the interior concept through every space.",
          image: { alt: "Bespoke rug in a hotel lobby under warm lighting" },
        },
        {
          title: "Cultural and public spaces",
          text: "Museums, theatres, auditoriums and civic buildings where the rug guides circulation, absorbs sound and brings an M1 reaction-to-fire classification.",
          image: { alt: "Rug with a large-scale geometric pattern in sand, bronze and terracotta tones" },
        },
        {
          title: "Luxury residential",
          text: "Residential developments, communal areas and show apartments with bespoke pieces that raise the perceived quality of the whole building.",
          image: { alt: "Irregularly shaped rug on the wooden floor of a living room" },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Case studies",
      title: "Headquarters and offices planned with architects",
      intro:
        "Workplaces where the rug was conceived together with the architecture: acoustics, heavy use and bespoke design.",
    },
    {
      kind: "cards",
      eyebrow: "Technical data",
      title: "Certifications and data for your specification",
      intro: "Everything you need to specify with confidence, with the documentation each project requires.",
      items: [
        {
          title: "M1 classification",
          text: "Our rugs carry an M1 reaction-to-fire classification. We provide the technical documentation your specification needs.",
        },
        {
          title: "Use class 33",
          text: "Use class 33 stands for heavy commercial use: rugs built for offices, hotels and public buildings with constant footfall.",
        },
        {
          title: "Construction data",
          text: "Cut pile from 15 to 50 mm (from 6 mm with shearing) and loop pile from 4 to 40 mm. New Zealand wool, natural silk, cotton, synthetic fibres or custom blends, on natural latex, technical, non-slip or fire-retardant backings.",
        },
        {
          title: "Installation worldwide",
          text: "Our installation teams travel to the site, wherever it is, and work to the contractor's programme. Every rug is covered by an international warranty against manufacturing defects.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Process",
      title: "How we work with your practice",
      items: [
        {
          title: "Brief and drawings",
          text: "You send us drawings, intended uses, references and deadlines. We review the project with you and define the right construction for each area.",
        },
        {
          title: "Design and samples",
          text: "Our design team develops the proposal, with colours generally matched to Pantone, and sends you physical samples and M50 or M300 colour kits to sign off every decision.",
        },
        {
          title: "Made in Crevillente",
          text: "We make every rug in our own factory of more than {{factoryArea}}, in Handtuft, Robotuft, Wilton or Flatweave to suit the project, with quality checks at every stage.",
        },
        {
          title: "Delivery and installation",
          text: "We schedule shipping around the construction programme and our teams install on site, with invisible joins wherever the area calls for them.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Quote",
      title: "Have a project on the drawing board?",
      text: "Send us drawings, measurements and deadlines, and we will prepare a technical proposal and a tailored quote. If you are still at concept stage, start with our digital catalogue.",
      actions: [{ label: "Request a quote" }, { label: "Request the digital catalogue" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
