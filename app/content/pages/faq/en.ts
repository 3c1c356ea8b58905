import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Frequently asked questions",
    description:
      "Manufacturing, installation, bespoke design, materials, sustainability, certification, care, warranty and contract: your questions answered.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Frequently asked questions",
      title: "Everything you need to know",
      lead: "Manufacturing, customisation, materials, installation and warranty: answers to the questions interior designers, architects and private clients ask us most often.",
      image: { alt: "Close-up of a rug with a small repeating pattern" },
    },
    {
      kind: "faq",
      eyebrow: "Questions & answers",
      title: "Your questions, answered",
      items: [
        {
          question: "Are you manufacturers or distributors?",
          answer:
            "We are manufacturers. We design, make and finish every rug in our own factory of more than {{factoryArea}} in Crevillente (Alicante). Working without intermediaries lets us control quality at every stage and adapt to whatever each project requires.",
        },
        {
          question: "Where can you install the rugs?",
          answer:
            "Anywhere in the world. Our installation teams travel wherever the project is, be it a hotel, a private residence or a yacht, and coordinate every detail with your site team.",
        },
        {
          question: "Can I commission a fully bespoke design?",
          answer:
            "Yes. We offer complete customisation: we start from your sketch, your logo or simply an idea, and define the shape, dimensions, colours, pile heights and materials with you. Before production begins, you will receive a design proposal for your approval.",
        },
        {
          question: "What materials do you use?",
          answer:
            "We work with New Zealand wool, with virgin wool options, and natural silk, as well as cotton, synthetic fibres and bespoke blends. On request, we also offer options with recycled and recyclable materials.",
        },
        {
          question: "What is your approach to sustainability?",
          answer:
            "Here are the concrete facts. We make every piece in our own factory in Crevillente, to order and to measure, with nothing mass-produced for stock. We work with natural fibres such as New Zealand wool and silk, and offer recycled and recyclable options on request. Use class 33 means our rugs withstand heavy footfall, and our care guide and professional cleaning service help extend their life.",
        },
        {
          question: "What certifications do your rugs hold?",
          answer:
            "Our rugs hold aviation and textile certifications, as well as the M1 reaction-to-fire classification and use class 33 for heavy traffic. We will supply whatever technical documentation your project requires.",
        },
        {
          question: "How should I care for my rug?",
          answer:
            "Every rug comes with a care guide covering routine cleaning and the specific care its material needs. For deep cleaning, we offer a professional cleaning service that preserves the colour, texture and shape of the piece.",
        },
        {
          question: "What warranty do you offer?",
          answer:
            "All our rugs carry an international warranty against manufacturing defects. We also guarantee their durability and that the finished piece is faithful to the design you approved.",
        },
        {
          question: "Do you take on contract projects?",
          answer:
            "Yes, contract is an essential part of our work. We make rugs for hotels, offices, shops, museums and theatres, as well as for commercial aviation, adapting design, materials and certification to the demands of each space.",
        },
      ],
      closing: {
        text: "Can't find the answer you're looking for?",
        action: { label: "Contact us" },
      },
    },
  ],
} satisfies PageTranslation;
