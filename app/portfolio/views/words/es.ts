/**
 * The portfolio's interface words in Spanish, the source every other language follows key for
 * key (`{{name}}` placeholders filled on the server). Only loaders read these modules: a page
 * receives its own language's words with its data.
 */
const es = {
  sectors: {
    hotels: "Hoteles",
    residential: "Residencial",
    retail: "Retail",
    yachts: "Yates",
    aviation: "Aviación",
    architecture: "Arquitectura",
  },
  /** A credit names what the person or firm did. */
  roles: {
    interiorDesigner: "Interiorismo",
    architect: "Arquitectura",
    hotelGroup: "Grupo hotelero",
    shipyard: "Astillero",
    developer: "Promotora",
    brand: "Marca",
  },
  list: {
    filter: "Filtrar por sector",
    all: "Todos",
    none: "Todavía no hemos publicado proyectos de este sector.",
    more: "Ver todos los proyectos",
  },
  /** The search palette's groups of designs and case studies. */
  search: { designs: "Colección", projects: "Proyectos realizados" },
  project: {
    back: "Todos los proyectos",
    facts: "Ficha del proyecto",
    place: "Lugar",
    sector: "Sector",
    year: "Año",
    client: "Cliente",
    photos: "Fotografías del proyecto",
    story: "El proyecto",
    credits: "Créditos",
    designs: "Diseños de la colección",
    designsIntro: "Las alfombras de este proyecto parten de estos diseños, que puedes ver con todos sus colores.",
    startTitle: "Empieza desde este proyecto",
    startText:
      "Abre el configurador con {{design}} tal como lo usamos aquí: sus colores, su forma, sus medidas y su pelo. Desde ahí, ajústalo a tu espacio y pídenos presupuesto.",
    start: "Empezar desde este proyecto",
  },
};

export type PortfolioWords = typeof es;
export default es;
