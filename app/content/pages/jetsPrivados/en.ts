import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Bespoke rugs for private jets",
    description:
      "Rugs for private jet cabins, cut to each aircraft's floor plan, lightweight, certified for aviation and finished by hand in Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Private jets",
      title: "Bespoke rugs for exceptional cabins",
      lead: "We design and make rugs for private jets with owners, completion centres and aircraft interior designers: cut to each cabin's floor plan, certified to aeronautical fire-safety requirements and finished by hand in Crevillente.",
      image: {
        alt: "Bespoke rug in the main cabin of a private jet, between leather seats and wood panelling",
      },
      actions: [{ label: "Request a consultation" }, { label: "Request a sample kit" }],
    },
    {
      kind: "cards",
      eyebrow: "Why Nudo",
      title: "Made to fly",
      intro:
        "On board, every centimetre and every gram counts. We work within the tolerances of aviation and to the standards of those who fly privately.",
      items: [
        {
          title: "Cut to each aircraft's plan",
          text: "We start from the floor plans of each cabin and computer-cut every piece, with exact cut-outs for seat tracks, furniture and access points.",
        },
        {
          title: "Lightweight, slim profiles",
          text: "Light, thin constructions, with loop pile from 4 mm and cut pile from 6 mm with shearing, to respect the weight and clearances of every cabin.",
        },
        {
          title: "Absolute discretion",
          text: "We treat every aircraft, every owner and every design in strict confidence. Your project is known only to the people working on it.",
        },
        {
          title: "Finished by hand",
          text: "Our craftspeople carve, shape and bind every piece by hand, with skills honed since 1995, for a flawless finish at every edge and transition.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "On board",
      title: "Every zone of the cabin, its own rug",
      intro:
        "We define construction, pile height and material by how each zone is used, with one continuous design language from the entry door to the suite.",
      items: [
        {
          title: "Main cabin",
          text: "The heart of the aircraft, with a continuous rug that follows the layout of seats, divans and tables and softens sound in flight.",
          image: { alt: "Robot-tufted rug with even rows of pile for an aircraft cabin" },
        },
        {
          title: "Bedroom and private suite",
          text: "New Zealand wool or natural silk for the most intimate space on board, where the feel of the rug under bare feet is everything.",
          image: { alt: "Close-up of the wool loops of a hand-tufted rug" },
        },
        {
          title: "Galley and entrance",
          text: "The busiest areas on board get harder-wearing, easy-care constructions, without breaking the continuity of the design.",
          image: { alt: "Rug with a small repeating pattern in a short, dense pile" },
        },
        {
          title: "VIP airliners",
          text: "Commercial aircraft in VIP configuration, with larger floor areas and the same certification demands. Our experience in commercial aviation lets us take on cabins of any size.",
          image: { alt: "Even rows of pile in a robot-tufted rug" },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Case studies",
      title: "Cabins fitted with our rugs",
      intro: "Private jets and aircraft whose rugs we made from each cabin's plans.",
    },
    {
      kind: "cards",
      eyebrow: "Certification",
      title: "Certified safety, the finest materials",
      intro:
        "Everything your completion centre needs to approve the installation, and everything you expect to feel underfoot.",
      items: [
        {
          title: "Aviation certification",
          text: "Our aviation rugs are certified to aeronautical fire-safety requirements and also hold textile certifications. We supply all the documentation needed for approval.",
        },
        {
          title: "Fire-retardant backings",
          text: "We select fire-retardant and technical backings to suit the construction and the intended fixing method, so the whole rug, not just the pile, meets the demands of flight.",
        },
        {
          title: "The finest materials",
          text: "New Zealand wool for its resilience and hand, natural silk for the subtlest sheen. Colours are generally matched to Pantone against the cabin's leathers, woods and fabrics.",
        },
        {
          title: "Coordinated installation",
          text: "We coordinate measurements, lead times and deliveries with the completion centre, and our teams travel wherever the aircraft is to carry out the installation.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Process",
      title: "From cabin plans to delivery",
      items: [
        {
          title: "Brief and plans",
          text: "We receive the cabin plans, the interior concept and the completion centre's schedule, always in strict confidence.",
        },
        {
          title: "Design and samples",
          text: "We develop the design with your team and send you physical samples and M50 or M300 colour kits to approve alongside leathers, woods and fabrics.",
        },
        {
          title: "Made in Crevillente",
          text: "We make and finish every piece in our factory of more than {{factoryArea}}, checking dimensions and quality before each shipment.",
        },
        {
          title: "Delivery and installation",
          text: "We ship every piece labelled to the plan and install it in coordination with the completion centre, wherever the aircraft may be.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Consultation",
      title: "Planning a new cabin or a refurbishment?",
      text: "Tell us about the concept, the cabin zones and your timeline. We will reply with a confidential proposal and, if you wish, a sample kit so you can see and feel the materials.",
      actions: [{ label: "Request a consultation" }, { label: "Request a sample kit" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
