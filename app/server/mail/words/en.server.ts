import type { ConfirmationWords } from "./es.server";

const en: ConfirmationWords = {
  colon: ":",
  greeting: "Dear {name},",
  greetingWithoutName: "Hello,",
  nextStepsHeading: "What happens next",
  forms: {
    sample: {
      subject: "We have received your sample kit request · {brand}",
      preheader: "We are preparing your sample kit. Here is what happens next.",
      heading: "Your sample kit request is under way",
      intro:
        "Thank you for wanting to discover our rugs up close. Nothing describes a {brand} piece better than touching it: the density of the wool, the sheen of the silk, the depth of every relief.",
      nextSteps: [
        "Our team reviews your request and prepares the sample kit best suited to your project.",
        "We will be in touch shortly to confirm the delivery details with you.",
        "We put your sample kit together at our factory in Crevillente and send it with the same care we give every rug.",
      ],
    },
    catalogue: {
      subject: "Your {brand} digital catalogue",
      preheader: "Discover our collections, techniques and projects.",
      heading: "Here is our digital catalogue",
      intro:
        "Thank you for your interest. Inside you will find our collections, techniques and finishes, along with some of the projects we have created for hotels, private residences, yachts and private jets.",
      nextSteps: [
        "You can open the catalogue at any time from the link in this e-mail.",
        "If a piece inspires you, one of our advisers will help you tailor it to your space: size, shape, colours and materials.",
        "And whenever you would like to see and feel the materials, we will send you a sample kit.",
      ],
    },
    contact: {
      subject: "We have received your message · {brand}",
      preheader: "Thank you for writing to us. We will reply shortly.",
      heading: "Thank you for writing to us",
      intro: "Your message has reached our team.",
      nextSteps: [
        "We read it carefully and, where needed, consult our design and production teams.",
        "We will reply shortly, by e-mail or by phone.",
      ],
    },
    contactSection: {
      subject: "We have received your enquiry · {brand}",
      preheader: "Thank you for telling us about your project. Here is what happens next.",
      heading: "Thank you for telling us about your project",
      intro:
        "Every rug we create begins with a conversation like this one. Your enquiry is now with our projects team.",
      nextSteps: [
        "A specialist reviews your enquiry carefully.",
        "We will be in touch shortly to learn the details: spaces, dimensions, timing and style.",
        "From there, we will propose a design, materials and samples tailored to your project.",
      ],
    },
    quote: {
      subject: "We have received your design · {brand}",
      preheader: "Thank you for designing your rug with us. Here is what happens next.",
      heading: "Your rug is in our hands",
      intro:
        "Thank you for designing your rug with us. Here is the preview of your configuration; the link takes you back to it whenever you want to change it.",
      nextSteps: [
        "Our technical team reviews your configuration: size, pile, materials and colours.",
        "We will be in touch very soon with your quote and, if needed, a proposal for adjustments.",
        "Whenever you want to see and touch the colours you chose, we will send you their samples.",
      ],
    },
    project: {
      subject: "We have received your project · {brand}",
      preheader: "We are preparing your samples and quotation. Here is what happens next.",
      heading: "Your project is in our hands",
      intro:
        "Thank you for entrusting us with your project. These are the rugs you sent us; we are preparing your samples and quotation from them.",
      nextSteps: [
        "Our technical team reviews every rug in your project: size, materials, colours and quantities.",
        "We will be in touch shortly to confirm the delivery address for your samples and the details of your quotation.",
        "We put your samples together at our factory in Crevillente and send them with the same care we give every rug.",
      ],
    },
  },
  /** The configurator's quote: the rug's preview and the link back to its configuration. */
  configuration: {
    heading: "Your configuration",
    button: "View your configuration",
    previewAlt: "Preview of your rug",
  },
  items: {
    heading: "The rugs in your project",
    columns: {
      code: "Reference",
      rug: "Rug",
      size: "Size",
      colours: "Colours",
      quantity: "Quantity",
      area: "Total area (m²)",
      link: "Configuration",
    },
    open: "View",
  },
  samples: {
    heading: "The samples you asked for",
    design: "Design",
    colours: "Colours",
    link: "View the design",
  },
  catalogue: {
    button: "View the digital catalogue",
    fallback: "If the button does not work, copy this link into your browser:",
  },
  contact: {
    heading: "We remain at your disposal",
    text: "If you would like to add anything, simply reply to this e-mail, or write or call us whenever it suits you.",
    phone: "Phone",
    email: "E-mail",
    address: "Address",
    website: "Website",
  },
  signOff: "Kind regards,",
  signature: "The {brand} team",
  footer: {
    reason: "You are receiving this e-mail because this address was entered in a form on {site}.",
    ignore: "If this was not you, please disregard this e-mail: we will not write to you again.",
  },
};

export default en;
