/**
 * A rug's words in Spanish, the source every other language follows key for key (`{{name}}`
 * placeholders filled where they are used): its fields and the names of their choices, its notes
 * and problems, its size and title, and its specification sheet. The configurator shows them, and
 * the design's page, the e-mails, the sheets, the pack and the back office name a rug with them.
 */
const es = {
  fields: {
    design: "Diseño",
    shape: "Forma",
    size: "Medidas",
    sizeHint: "De 40 a 3000 cm. Hasta 6 m × 4 m en una sola pieza.",
    width: "Ancho (cm)",
    length: "Largo (cm)",
    side: "Lado (cm)",
    diameter: "Diámetro (cm)",
    technique: "Técnica",
    pile: "Tipo de pelo",
    cutHeight: "Altura del pelo cortado (mm)",
    cutHint: "De 15 a 50 mm; desde 6 mm con tundido.",
    loopHeight: "Altura del bucle (mm)",
    loopHint: "De 4 a 40 mm.",
    motif: "Motivo",
    colours: "Colores",
    coloursHint: "Hasta seis de nuestra colección de 300. El primero es el fondo.",
    material: "Material",
    backing: "Base (backing)",
  },
  names: {
    shapes: {
      square: "Cuadrada",
      rectangular: "Rectangular",
      irregular: "Irregular",
      circular: "Circular",
      oval: "Ovalada",
      hexagonal: "Hexagonal",
      fragmented: "Fragmentada",
      wavy: "Ondulada",
      stepped: "Escalonada",
      triangular: "Triangular",
      composite: "Compuesta",
      "loose-pieces": "Piezas sueltas",
    },
    techniques: { handtuft: "Handtuft", robotuft: "Robotuft" },
    techniqueHints: {
      handtuft: "Tufting a mano: libertad total de dibujo, relieve y tallado.",
      robotuft: "Tufting robotizado: precisión y repetición exactas en grandes superficies.",
    },
    piles: { cut: "Pelo cortado", loop: "Pelo en bucle", "cut-loop": "Cortado y bucle" },
    motifs: {
      "large-pattern": "Patrón grande",
      "small-pattern": "Patrón pequeño",
      relief: "Relieve 3D",
      creative: "Creativa",
      unique: "Única",
    },
    materials: {
      "nz-wool": "Lana de Nueva Zelanda",
      silk: "Seda natural",
      cotton: "Algodón",
      synthetic: "Fibras sintéticas",
      blend: "Mezcla a medida",
    },
    backings: {
      latex: "Látex natural",
      technical: "Técnico",
      "anti-slip": "Antideslizante",
      "fire-retardant": "Ignífugo",
    },
  },
  problems: {
    range: "Escribe un número entre {{min}} y {{max}}.",
    unknown: "Esta opción no está disponible: te mostramos la más parecida.",
    unknownColour: "Algún código de color no existe en nuestra colección y lo hemos quitado.",
    tooMany: "Puedes elegir hasta {{max}} colores: te mostramos los {{max}} primeros.",
    summary: "Revisa lo señalado: la vista previa muestra lo más parecido que podemos fabricar.",
  },
  notes: {
    joins:
      "Más de 6 m × 4 m: la fabricamos en varias piezas unidas con uniones invisibles, en nuestra fábrica o en obra.",
    sheared: "Por debajo de 15 mm, el pelo cortado se consigue con tundido.",
  },
  preview: {
    heading: "Vista previa",
    title: "Tu alfombra dibujada a escala",
    intro: "Alfombra a medida.",
    area: "Superficie",
    dimensions: "Medidas",
    sizeValue: "{{width}} × {{length}} cm",
    diameterValue: "Ø {{diameter}} cm",
    heightValue: "{{height}} mm",
    pileValue: "{{pile}}, {{heights}}",
    groundNote: "fondo",
    noPrice:
      "No mostramos precios: cada alfombra se presupuesta según su diseño, sus medidas y su plazo. Nuestro equipo te enviará el tuyo.",
  },
  design: {
    eyebrow: "Diseño de la colección",
    name: "{{design}} · {{colourway}}",
    ownColours: "colores propios",
    free: "Configuración libre",
    note: "El dibujo es el del diseño; adapta sus medidas, su forma, el pelo, los colores, el material y la base.",
    page: "Ver el diseño",
    leave: "Empezar una configuración libre",
  },
  sheet: {
    title: "Ficha de especificación",
    link: "Ver y modificar esta configuración",
    generated: "Generada el {{date}}",
    footer: "Configuración orientativa, sin valor de oferta. El presupuesto lo prepara nuestro equipo comercial.",
    file: "ficha-alfombra",
  },
};

export default es;

export type RugWords = typeof es;
