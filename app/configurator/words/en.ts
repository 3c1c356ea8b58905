import type { ConfiguratorPageWords } from "./es";

const en = {
  meta: {
    title: "Bespoke rug configurator",
    description:
      "Design your bespoke rug: choose its shape, size, technique, pile, motif and up to six colours from our 300-colour collection, see it drawn to scale and request your quote.",
  },
  hero: {
    eyebrow: "Configurator",
    title: "Design your rug",
    intro:
      "Choose the shape, size, pile, motif and colours. You will see it drawn to scale as you decide and, when you like it, send it to us and we will prepare your quote.",
  },
  colourPicker: {
    chosen: "Your colours",
    chosenCount: "{{count}} of 6",
    ground: "Ground",
    useAsGround: "Use as ground",
    family: "Family",
    search: "Search by code or name",
    searchButton: "Search",
    results: "{{count}} colours",
    noResults: "No colour matches your search.",
    full: "You already have six colours: remove one to add another.",
  },
  actions: {
    room: "See it in your room",
    roomNeedsScript: "Seeing the rug in your room needs JavaScript; the rest of the configurator works without it.",
    roomLoading: "Getting the view ready…",
    update: "Update preview",
    copyLink: "Copy link",
    copied: "Link copied",
    sheet: "Download specification (PDF)",
    pack: "Download the specifier pack (ZIP)",
    quote: "Request a quote",
  },
  quote: {
    heading: "Request your quote",
    intro:
      "Send us your design with your details. We will review it with our technical team and send you a quote and, if you wish, samples of the colours you chose.",
  },
} satisfies ConfiguratorPageWords;

export default en;
