import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "International warranty against manufacturing defects",
    description:
      "Our international warranty covers manufacturing defects, durability and faithfulness to the approved design. Find out what it includes and how to make a claim.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Warranty",
      title: "We stand behind every rug, wherever it may be",
      lead: "As makers, we take responsibility for everything that leaves our factory. That is why our rugs come with an international warranty against manufacturing defects.",
      image: { name: "hero-brand", alt: "Hand-tufted rug with waves of pile in ivory and bronze tones" },
    },
    {
      kind: "text",
      eyebrow: "Scope",
      title: "A warranty without borders",
      paragraphs: [
        "Our warranty is international: it protects you in exactly the same way whether your rug is in a hotel in Spain, a residence abroad or on board a yacht. And because we make it ourselves, there are no middlemen between your claim and its resolution.",
        "It covers manufacturing defects and rests on two specific commitments: the durability of the rug in the use for which it was designed, and its faithfulness to the design you approved before production.",
      ],
      image: { name: "collection-gran-formato", alt: "Rug with a large-scale geometric pattern" },
      imageSide: "right",
    },
    {
      kind: "cards",
      eyebrow: "What it covers",
      title: "Three commitments",
      columns: 3,
      items: [
        {
          title: "Manufacturing defects",
          text: "Any defect attributable to manufacture: in the tufting, the backing, the finishing or the seams made by our team.",
        },
        {
          title: "Durability",
          text: "A rug that withstands the use it was designed for, with the materials and use class agreed for your project.",
          action: { label: "Explore quality", href: "/calidad" },
        },
        {
          title: "Faithfulness to the design",
          text: "Dimensions, colours, pile heights and pattern that match the design, render and sample you approved.",
          action: { label: "Explore design", href: "/diseno" },
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Claims",
      title: "How to make a claim",
      intro: "A clear, direct process, with a single point of contact from start to finish.",
      layout: "steps",
      items: [
        {
          title: "Write to us",
          text: "Get in touch through our contact page, quoting your order reference.",
        },
        {
          title: "Send photographs",
          text: "Attach photographs of the whole rug and a close-up of the defect, with a reference for scale if possible.",
        },
        {
          title: "Review",
          text: "Our technical team examines the case and, if necessary, asks you for further information or arranges an inspection.",
        },
        {
          title: "Resolution",
          text: "We propose the most appropriate solution for your rug and put it into effect wherever it may be.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Terms",
      title: "Worth knowing",
      paragraphs: [
        "The warranty covers manufacturing defects. It does not cover damage caused by accidents, by use other than that intended, or by cleaning that does not follow our care guide.",
        "Keeping your order reference and following the care guidelines is the best way to protect your rug and to speed up any claim.",
      ],
      image: { name: "samples-pattern", alt: "Rug sample with a small repeating pattern" },
      imageSide: "left",
      tone: "sand",
    },
    {
      kind: "cta",
      title: "Need to make a claim?",
      text: "Write to us with your order reference and photographs of the defect. We will reply to you personally.",
      actions: [
        { label: "Contact us", href: "/contacto" },
        { label: "Caring for your rug", href: "/mantenimiento" },
      ],
    },
  ],
} satisfies PageContentInput;
