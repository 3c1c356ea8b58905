import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Bespoke rug installation worldwide",
    description:
      "Installation teams that travel to any destination, invisible joins made in the factory or on site, and seamless large formats up to 6 × 4 m.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Installation",
      title: "Wherever your project may be",
      lead: "Our installation teams travel anywhere in the world to lay each rug exactly as it was designed: to the precise size, with no visible seams and on the agreed schedule.",
      image: { alt: "Large bespoke rug installed in a hotel lobby" },
    },
    {
      kind: "text",
      eyebrow: "Coverage",
      title: "Installation worldwide",
      paragraphs: [
        "Hotels, residences, offices, shops or yachts: we install in any country, with travelling teams who know every rug, because every one of them comes from our own factory.",
        "We coordinate the installation with the site management and the other trades so that we arrive at exactly the right moment, when the space is ready and the rug can be laid without risk.",
      ],
      image: { alt: "Bespoke rug in a hotel corridor" },
    },
    {
      kind: "text",
      eyebrow: "Large formats",
      title: "Seamless up to 6 × 4 m",
      paragraphs: [
        "We make rugs of up to 6 m × 4 m in a single piece, without a single seam. For larger areas, we join several pieces invisibly, working each join so that the pattern and the pile continue without interruption.",
        "These joins are made in the factory when access to the space allows, or on site when the rug has to be delivered in sections. Either way, the result is one continuous surface.",
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Process",
      title: "How we install",
      items: [
        {
          title: "Measuring",
          text: "We take measurements on site or work from approved plans, paying particular attention to columns, stairs and curves.",
        },
        {
          title: "Preparation",
          text: "In the factory we cut, finish and, where appropriate, join the pieces. The backing – natural latex, technical, non-slip or fire-retardant – is chosen to suit the use.",
        },
        {
          title: "Shipping",
          text: "We pack and label every piece so that it arrives protected and in the order in which it is to be laid.",
        },
        {
          title: "Fitting",
          text: "Our team installs the rug, makes any joins needed on site and reviews the finished result with you.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "After installation",
      title: "A rug ready to last",
      paragraphs: [
        "Once the work is complete, we hand over our care guide, with advice on everyday care and on dealing with stains, tailored to the material of your rug.",
        "Whenever you need it, our professional cleaning service takes care of deep maintenance, and our international warranty protects you against any manufacturing defect.",
      ],
      image: { alt: "Geometric-patterned rug in a luxury boutique" },
    },
    {
      kind: "cta",
      title: "Let us plan your installation",
      text: "Tell us where your project is, which areas you want to cover and the timescale you are working to, and we will propose the best way to make and install your rugs.",
      actions: [{ label: "Contact us" }, { label: "Caring for your rug" }],
    },
  ],
} satisfies PageTranslation;
