import type { PortfolioWords } from "./es";

const en: PortfolioWords = {
  sectors: {
    hotels: "Hotels",
    residential: "Residential",
    retail: "Retail",
    yachts: "Yachts",
    aviation: "Aviation",
    architecture: "Architecture",
  },
  roles: {
    interiorDesigner: "Interior design",
    architect: "Architecture",
    hotelGroup: "Hotel group",
    shipyard: "Shipyard",
    developer: "Developer",
    brand: "Brand",
  },
  list: {
    filter: "Filter by sector",
    all: "All",
    none: "We have not published any projects in this sector yet.",
    more: "See every project",
  },
  search: { designs: "Collection", projects: "Case studies" },
  project: {
    back: "All projects",
    facts: "Project details",
    place: "Location",
    sector: "Sector",
    year: "Year",
    client: "Client",
    photos: "Photographs of the project",
    story: "The project",
    credits: "Credits",
    designs: "Designs from the collection",
    designsIntro: "The rugs in this project begin with these designs, which you can see in all their colourways.",
    startTitle: "Start from this project",
    startText:
      "Open the configurator with {{design}} exactly as we used it here: its colours, shape, size and pile. From there, adapt it to your space and ask us for a quote.",
    start: "Start from this project",
  },
};

export default en;
