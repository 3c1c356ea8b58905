/**
 * The collection's pages in Spanish (`/colecciones` and each design's page): the source every
 * other language follows key for key, `{{name}}` placeholders filled by the page. Names the
 * configurator already gives (collections, techniques, shapes, piles, materials) and the colour
 * range's names are the configurator's (app/configurator/words, app/rug/colours.ts).
 */
const es = {
  list: {
    meta: {
      title: "Colección de alfombras",
      description:
        "Descubre nuestros diseños de alfombras Handtuft y Robotuft: cinco colecciones, cada diseño en varias combinaciones de color, todos adaptables en medida, color y altura de pelo.",
    },
    eyebrow: "Colecciones",
    title: "La colección",
    intro:
      "Diseños de nuestro estudio y de autor, hechos en nuestra fábrica de Crevillente. Búscalos por colección, técnica, color o forma: cada uno se adapta a tu medida, a tu paleta y a tu espacio.",
    filters: {
      heading: "Filtrar los diseños",
      toggle: "Filtrar",
      active: "{{count}} activos",
      activeOne: "1 activo",
      collection: "Colección",
      technique: "Técnica",
      colour: "Color",
      shape: "Forma",
      allCollections: "Todas",
      allTechniques: "Todas",
      allColours: "Todos",
      allShapes: "Todas",
      count: "{{count}} diseños",
      countOne: "1 diseño",
      submit: "Ver los diseños",
      clear: "Quitar los filtros",
      toResults: "Ver los resultados",
    },
    results: {
      heading: "Diseños",
      shown: "{{count}} diseños",
      shownOne: "1 diseño",
      colourways: "{{count}} combinaciones de color",
    },
    empty: {
      title: "Ningún diseño reúne todo lo que buscas",
      text: "Quita algún filtro para ver más diseños, o crea el tuyo en el configurador: forma, medida, pelo y hasta seis colores, dibujado a escala.",
      configure: "Diseñar en el configurador",
      clear: "Quitar los filtros",
    },
  },
  design: {
    breadcrumb: "Ruta de navegación",
    collection: "Colección",
    gallery: {
      heading: "Imágenes de {{design}}",
      views: { flat: "Vista completa", detail: "Detalle del pelo", room: "En un espacio" },
      /** A picture left undescribed in the content, described by its design, colourway and view. */
      alts: {
        flat: "{{design}} en {{colourway}}, la alfombra entera",
        detail: "{{design}} en {{colourway}}, detalle del pelo",
        room: "{{design}} en {{colourway}}, en un espacio",
      },
      open: "Ampliar: {{view}}",
      viewer: "{{design}}, {{colourway}}",
      position: "{{index}} de {{total}}",
      previous: "Imagen anterior",
      next: "Imagen siguiente",
      close: "Cerrar",
      hint: "Desliza o usa las flechas para pasar de una imagen a otra.",
    },
    colourways: {
      legend: "Combinación de color",
      submit: "Ver esta combinación",
      colours: "Colores de {{colourway}}",
      ground: "fondo",
    },
    actions: {
      configure: "Configurar este diseño",
      samples: "Pedir muestras de estos colores",
      pack: "Descargar el paquete para prescriptores (ZIP)",
      room: "Ver en tu habitación",
      roomNeedsScript: "Para ver este diseño en tu habitación hace falta JavaScript.",
      roomLoading: "Preparando la vista…",
    },
    specs: {
      heading: "Especificaciones",
      techniques: "Técnica",
      shapes: "Formas",
      sizes: "Medidas estándar",
      size: "{{width}} × {{length}} cm",
      madeToMeasure: "a medida",
      onlyMadeToMeasure: "Solo a medida",
      noSizes: "Bajo consulta",
      pile: "Pelo",
      cutHeight: "corte {{height}} mm",
      loopHeight: "bucle {{height}} mm",
      materials: "Materiales",
      warranty: "Garantía",
      designer: "Diseño",
      ourStudio: "Nuestro estudio de diseño",
      sectors: "Pensado para",
      wearClass: "Clase de uso (EN 1307)",
      fire: "Reacción al fuego",
      floors: "Suelos (EN 13501-1)",
      france: "Edificios en Francia (NF P 92-507)",
      ships: "Buques (Código FTP de la OMI)",
      aircraft: "Aeronaves (FAR/CS 25.853)",
      onBacking: "Base: {{backing}}",
      onStandardBacking: "Base: {{backing}} (la estándar)",
    },
    sectorNames: {
      hotels: "Hoteles",
      residential: "Residencial",
      retail: "Comercios",
      yachts: "Yates",
      aviation: "Aviación",
      architecture: "Arquitectura",
    },
    story: "La historia",
    projects: {
      heading: "Proyectos con {{design}}",
      place: "{{city}}, {{year}}",
    },
  },
  home: {
    seeAll: "Ver toda la colección",
  },
};

export default es;

export type CollectionWords = typeof es;
