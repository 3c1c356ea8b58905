import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
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
      image: { alt: "Hand-tufted rug with waves of pile in ivory and bronze tones" },
    },
    {
      kind: "text",
      eyebrow: "Scope",
      title: "A warranty without borders",
      paragraphs: [
        "Our warranty is international: it protects you in exactly the same way whether your rug is in a hotel in Spain, a residence abroad or on board a yacht. And because we make it ourselves, there are no middlemen between your claim and its resolution.",
        "It covers manufacturing defects and rests on two specific commitments: the durability of the rug in the use for which it was designed, and its faithfulness to the design you approved before production.",
      ],
      image: { alt: "Rug with a large-scale geometric pattern" },
    },
    {
      kind: "cards",
      eyebrow: "What it covers",
      title: "Three commitments",
      items: [
        {
          title: "Manufacturing defects",
          text: "Any defect attributable to manufacture: in the tufting, the backing, the finishing or the joins made by our team.",
        },
        {
          title: "Durability",
          text: "A rug that withstands the use it was designed for, with the materials and use class agreed for your project.",
          action: { label: "Explore quality" },
        },
        {
          title: "Faithfulness to the design",
          text: "Dimensions, colours, pile heights and pattern that match the design, render and sample you approved.",
          action: { label: "Explore design" },
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Terms",
      title: "Our commercial warranty in detail",
      intro: "Who gives it, which rugs it covers, how long it lasts and where it applies.",
      items: [
        {
          title: "Guarantor",
          text: "{{legalName}}, the manufacturer of the rugs, gives this commercial warranty.",
          facts: ["{{address}}", "Tax ID (NIF) {{taxId}}", "{{email}}", "{{phone}}"],
        },
        {
          title: "Rugs covered",
          text: "Every rug we make in our factory in Crevillente, from a collection or made to measure, identified by your order reference.",
        },
        {
          title: "What it covers",
          text: "Manufacturing defects, the durability of the rug in the use for which it was designed, and its faithfulness to the approved design. It does not cover damage caused by accidents, by use other than that intended, or by cleaning that does not follow our care guide.",
          facts: ["Manufacturing defects", "Durability in the intended use", "Faithfulness to the approved design"],
        },
        { title: "Duration", text: "{{warrantyYears}} years from delivery of the rug." },
        {
          title: "Territorial scope",
          text: "International: the warranty applies in any country where the rug is located, and the remedy is carried out there.",
        },
        {
          title: "How to claim",
          text: "Write to us or call us with your order reference and photographs of the defect. The process is explained step by step below.",
          facts: ["{{email}}", "{{phone}}"],
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Claims",
      title: "How to make a claim",
      intro: "A clear, direct process, with a single point of contact from start to finish.",
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
      eyebrow: "Your rights",
      title: "Your legal guarantee, untouched",
      paragraphs: [
        "This commercial warranty is in addition to your statutory rights and neither replaces nor limits them. If you are a consumer, you keep in full, and free of charge, your rights under the legal guarantee of conformity for three years from delivery, as provided by Spanish Royal Legislative Decree 1/2007.",
        "Keeping your order reference and following the care guidelines is the best way to protect your rug and to speed up any claim.",
      ],
      image: { alt: "Rug sample with a small repeating pattern" },
    },
    {
      kind: "cta",
      title: "Need to make a claim?",
      text: "Write to us with your order reference and photographs of the defect. We will reply to you personally.",
      actions: [{ label: "Contact us" }, { label: "Caring for your rug" }],
    },
  ],
} satisfies PageTranslation;
