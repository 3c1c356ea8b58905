import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Custom rugs, made to measure",
    description:
      "Design your bespoke rug: shape, Pantone colours, seamless pieces up to 6 × 4 m, pile heights, carving and fine materials. Made in Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Customisation",
      title: "Your rug, limited only by your imagination",
      lead: "Shape, colour, size, texture and material: every decision is yours. We turn it into a one-of-a-kind piece, made in our own factory in Crevillente.",
      image: {
        alt: "Custom rug with carved relief, low-angled light falling across different pile heights",
      },
    },
    {
      kind: "text",
      eyebrow: "Handtuft",
      title: "The freedom of Handtuft",
      paragraphs: [
        "In hand tufting, the artisan sets the yarn stitch by stitch with a hand-held gun on the frame. That freedom allows organic patterns, irregular outlines, combined pile heights and blends of materials that could never be mass-produced.",
        "It is the technique of signature pieces: every rug begins with a sketch, a logo or an idea, and keeps the mark of the hands that made it.",
      ],
      image: { alt: "Artisan working a rug on the frame with a hand-tufting gun" },
    },
    {
      kind: "text",
      eyebrow: "Robotuft",
      title: "Robotic technology, millimetre precision",
      paragraphs: [
        "Our robotic tufting transfers the digital design to the frame with millimetre regularity. Every stitch, every pile height and every change of colour is reproduced exactly, piece after piece.",
        "It is the ideal solution for large areas and contract projects that call for identical runs and consistent quality, from a hotel corridor to an entire office floor.",
      ],
      image: { alt: "Robotic tufting head tracing straight rows of yarn across the frame" },
    },
    {
      kind: "numbered",
      eyebrow: "Process",
      title: "From idea to your space in four steps",
      items: [
        {
          title: "Design",
          text: "We start from your sketch, logo or reference and turn it into a technical design, with dimensions, colours and textures, for your approval.",
        },
        {
          title: "Choice of materials",
          text: "Together we choose fibres, colours and pile heights with physical samples in hand, so you can see and feel the result before production begins.",
        },
        {
          title: "Made to measure",
          text: "We make the rug in Crevillente, by hand or by robot, and finish it with the carving, cutting and backing the project calls for.",
        },
        {
          title: "Delivery",
          text: "We inspect every piece, pack it with care and deliver it wherever you need it, with installation teams who travel anywhere in the world.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Large format",
      title: "No limits on size",
      paragraphs: [
        "We make rugs of up to 6 m × 4 m in a single, seamless piece. For larger areas, we join several pieces invisibly, either in our factory or directly on site.",
        "So a ballroom, a lobby or an entire office floor can be dressed in one continuous design, with no breaks to interrupt the pattern.",
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Customisation options",
      title: "Eleven decisions that make your rug unique",
      intro:
        "Every bespoke rug is the sum of these choices. We guide you through each one, with samples and technical advice at every step.",
      items: [
        {
          title: "Shape",
          text: "No two spaces are alike, and your rug need not be either. We adapt its outline to the room, the furniture or the design itself.",
          facts: [
            "Square",
            "Rectangle",
            "Free-form",
            "Circle",
            "Oval",
            "Hexagon",
            "Fragmented",
            "Wave",
            "Stepped",
            "Triangle",
            "Composite",
            "Separate pieces",
          ],
        },
        {
          title: "Colours",
          text: "We start from our own collection of 300 colours and match any reference in your scheme, so the rug sits in harmony with fabrics, timbers and finishes.",
          facts: [
            "Colours usually specified by Pantone reference",
            "A collection of 300 colours",
            "M50 and M300 colour kits",
          ],
        },
        {
          title: "Dimensions",
          text: "We make to the exact measurements of each space, from a bedside rug to the lobby of a grand hotel.",
          facts: [
            "Maximum seamless size: 6 m × 4 m",
            "Invisible joins for larger areas",
            "Joins made at the factory or on site",
          ],
        },
        {
          title: "Computer cutting",
          text: "Digital cutting follows the outline of the design with millimetre precision: curves, inlays and cut-outs for columns, steps or fitted furniture.",
          facts: ["Maximum cutting width: 2.5 m", "Unlimited length"],
        },
        {
          title: "Pile type",
          text: "Cut pile brings softness and depth of colour; loop pile brings texture and resilience. Combined in a single piece, they create pattern without a change of colour.",
          facts: ["Cut pile", "Loop pile", "Cut and loop, combined in the same rug"],
        },
        {
          title: "Pile heights",
          text: "Playing with different pile heights gives the design volume and shapes how the rug catches the light and responds underfoot.",
          facts: ["Cut pile: 15 to 50 mm", "Cut pile from 6 mm with shearing", "Loop pile: 4 to 40 mm"],
        },
        {
          title: "Carving",
          text: "Our artisans hand-carve outlines and grooves into the pile to bring out the pattern and create three-dimensional reliefs that change with the light.",
          facts: ["Hand-carved outlines", "Three-dimensional relief", "Can be combined with different pile heights"],
        },
        {
          title: "Pattern and design",
          text: "We start from a sketch, a logo, a photograph or simply an idea. Our design team develops it with you down to the last detail.",
          facts: [
            "Fully customised design",
            "From a sketch, a logo or an idea",
            "Technical proposal for your approval",
          ],
        },
        {
          title: "Density",
          text: "Stitch density determines the feel, the crispness of the pattern and resistance to wear. We tailor it to where each rug will live: a suite, a hotel corridor or an aircraft cabin.",
          facts: [
            "Density matched to the intended use",
            "Higher density, crisper pattern",
            "Use class 33 for heavy traffic",
          ],
        },
        {
          title: "Materials",
          text: "We select fine fibres for their handle, their lustre and the way they age, and combine them to suit the character of each project.",
          facts: ["New Zealand wool", "Natural silk", "Cotton", "Synthetic fibres", "Bespoke blends"],
        },
        {
          title: "Backing",
          text: "The backing gives the rug its stability and is chosen according to the floor, the use and the regulations that apply to each space.",
          facts: ["Natural latex backing", "Technical backing", "Non-slip backing", "Fire-retardant backing"],
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Bespoke project",
      title: "Shall we begin your rug?",
      text: "Tell us your idea, the dimensions and your timescale. We will reply with a design proposal and the samples you need to decide.",
      actions: [{ label: "Start a bespoke project" }, { label: "Request a sample kit" }],
    },
  ],
} satisfies PageTranslation;
