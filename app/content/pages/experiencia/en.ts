import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Experience: luxury rug makers since 1995",
    description:
      "Over 25 years making bespoke rugs in Crevillente: our own factory, international projects and expertise in interior design, contract and commercial aviation.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Experience",
      title: "A craft since 1995, with an eye on the world",
      lead: "We are makers, not distributors. From Crevillente we design, weave and install bespoke rugs for hotels, residences, yachts and aircraft around the world.",
      image: { alt: "Bespoke rug in the sitting room of a suite, bathed in natural light" },
    },
    {
      kind: "text",
      eyebrow: "Our story",
      title: "A craft that began in 1995",
      paragraphs: [
        "We were founded in 1995 in Crevillente, a town in the province of Alicante with a long tradition of rug making. More than 25 years have taught us that a great rug is never improvised: it is built with patience, judgement and a standard that allows no shortcuts.",
        "For more than 30 years we have worked alongside interior designers on projects of every scale, from a single piece for a private drawing room to vast expanses for hotels. Nudo, our brand, is less than ten years old, but it inherits every step of that journey.",
      ],
      image: { alt: "Close-up of the wool loops of a hand-tufted rug" },
    },
    {
      kind: "text",
      eyebrow: "The factory",
      title: "Everything under one roof",
      paragraphs: [
        "Our own factory, covering more than {{factoryArea}}, brings together design, colour preparation, hand and robotic tufting, carving and finishing. Overseeing every stage allows us to move quickly and to answer personally for the result.",
        "We work with four techniques – Flatweave, Wilton, Handtuft and Robotuft – and a collection of 300 colours, extended with Pantone references. Each project is given the technique that best serves its design, its use and its budget.",
      ],
      image: {
        alt: "Panoramic view of the factory, with tufting frames, yarn cones and finished rugs",
      },
    },
    {
      kind: "facts",
      eyebrow: "In figures",
      title: "A track record measured in craft",
      items: [
        { value: "1995", label: "Year founded" },
        { value: "25+", label: "Years of history" },
        { value: "30+", label: "Years alongside interior designers" },
        { value: "300", label: "Colours in the collection" },
      ],
    },
    {
      kind: "text",
      eyebrow: "International experience",
      title: "From Crevillente to the rest of the world",
      paragraphs: [
        "Our rugs travel, and so do we. Our installation teams go wherever the project is and make on site the invisible joins that large formats demand, with the same care they would take in the factory.",
        "That experience has become a method: careful planning of every shipment, textile and aviation certifications whenever a project requires them, and an international warranty against manufacturing defects that goes with your rug wherever it may be.",
      ],
    },
    {
      kind: "cards",
      eyebrow: "Sectors",
      title: "Three fields, one uncompromising standard",
      intro:
        "We work for hotels, interior designers, architects, retailers, yachts, private jets and private clients. These three fields best sum up our experience.",
      items: [
        {
          title: "Bespoke interiors",
          text: "Residences and interior schemes that call for a one-off piece. We start from your sketch, a logo or an idea and turn it into a rug.",
          image: {
            alt: "One-of-a-kind rug with an irregular outline on the wooden floor of a private residence",
          },
          action: { label: "Customise your rug" },
        },
        {
          title: "Contract",
          text: "Hotels, offices, shops, museums and theatres. Rugs with an M1 fire classification and use class 33, made for heavy footfall without compromising on design.",
          image: { alt: "Bespoke rug in a hotel lobby" },
          action: { label: "View projects" },
        },
        {
          title: "Commercial aviation",
          text: "Cabins where every centimetre counts. Rugs with aviation and textile certifications, precision-made to fit each aircraft.",
          image: { alt: "Robot-tufted rug in the aisle of an aircraft cabin" },
          action: { label: "Discuss a project" },
        },
      ],
    },
    {
      kind: "cta",
      title: "Put our experience to work for your project",
      text: "Tell us about the space you have in mind and we will suggest the technique, materials and lead times. Or begin with a sample kit and feel the quality for yourself.",
      actions: [{ label: "Talk to us" }, { label: "Request a sample kit" }],
    },
  ],
} satisfies PageTranslation;
