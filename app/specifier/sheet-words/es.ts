/**
 * The specifier's data sheet in Spanish, the source every other language follows key for key:
 * its headings, labels, the units its figures are written in, the standards' names, and what it
 * says of joins, tolerances, care and lead time (`{{name}}` filled from the figures). The names of
 * shapes, techniques, piles, yarns and backings are the configurator's own.
 */
const es = {
  meta: {
    title: "Ficha técnica",
    subject: "Ficha técnica para prescripción",
  },
  eyebrow: "Ficha técnica · Prescripción",
  colourway: "Combinación de color: {{colourway}}",
  file: "ficha-tecnica-alfombra",
  sections: {
    rug: "La alfombra",
    performance: "Prestaciones",
    joins: "Uniones",
    tolerances: "Tolerancias",
    care: "Cuidados",
    leadTime: "Plazo",
  },
  labels: {
    dimensions: "Medidas",
    area: "Superficie",
    shape: "Forma",
    technique: "Técnica",
    pile: "Tipo de pelo",
    pileHeight: "Altura del pelo",
    pileWeight: "Peso del pelo",
    backingWeight: "Peso de la base",
    totalWeight: "Peso total",
    rugWeight: "Peso de la alfombra",
    tufts: "Densidad",
    gauge: "Galga",
    stitchRate: "Puntadas",
    thickness: "Espesor total",
    backing: "Base",
    material: "Materiales",
    colours: "Colores",
    wear: "Clase de uso (EN 1307)",
    comfort: "Clase de confort (EN 1307)",
    floors: "Reacción al fuego en suelos (EN 13501-1)",
    france: "Edificios en Francia (NF P 92-507)",
    ships: "Buques (Código IMO FTP 2010)",
    aircraft: "Aeronaves (FAR/CS 25.853)",
    warranty: "Garantía",
    carbon: "Huella de carbono (A1-A3)",
    size: "Medidas",
    pileHeightTolerance: "Altura del pelo",
    weight: "Pesos",
  },
  values: {
    dimensions: "{{width}} × {{length}} mm",
    diameter: "Ø {{diameter}} mm",
    area: "{{area}} m²",
    millimetres: "{{value}} mm",
    heights: { cut: "cortado {{value}} mm", loop: "bucle {{value}} mm" },
    weightPerArea: "{{value}} g/m²",
    rugWeight: "{{value}} kg aprox.",
    tufts: "{{value}} puntadas/m²",
    gauge: "{{inch}}″ · {{rows}} filas por 10 cm",
    stitchRate: "{{value}} por 10 cm",
    thickness: "{{total}} mm (pelo {{pile}} + base {{backing}})",
    wear: "{{class}} · {{meaning}}",
    wearMeanings: {
      "21": "uso doméstico moderado",
      "22": "uso doméstico general",
      "23": "uso doméstico intenso",
      "31": "uso comercial moderado",
      "32": "uso comercial general",
      "33": "uso comercial intenso",
    },
    comfort: "{{class}} (escala de LC1 a LC5)",
    ships: "Partes {{parts}}",
    aircraft: "25.853(a), apéndice F, parte {{test}}",
    certificate: "certificado n.º {{number}} de {{date}} ({{body}})",
    certificateOnRequest: "certificado bajo petición",
    onRequest: "bajo petición",
    tolerancePercent: "±{{value}} %",
    toleranceMillimetres: "±{{value}} mm",
    warranty: "{{years}} años",
    carbon: "{{perArea}} kg CO₂e/m² · {{total}} kg CO₂e en esta alfombra (DAP {{number}}, {{operator}})",
  },
  notes: {
    wear: "La EN 1307 clasifica moquetas: se indica la clase de la moqueta de igual construcción.",
    fireNotTested:
      "Las clases de reacción al fuego se ensayaron con lana de Nueva Zelanda; en otros materiales se clasifican bajo petición.",
  },
  joins: {
    one: "Una sola pieza, sin uniones: la alfombra no pasa de 6 × 4 m.",
    several:
      "{{pieces}} piezas de hasta 6 × 4 m ({{along}} a lo largo por {{across}} a lo ancho), unidas a tope por el reverso con una costura que el pelo oculta. El plano DXF sitúa cada unión.",
  },
  tolerances: "Diferencias admitidas entre la alfombra terminada y la pedida, en más o en menos.",
  care: [
    "Aspirar una o dos veces por semana, en el sentido del pelo y sin cepillo giratorio.",
    "Tratar las manchas en el momento: absorber con un paño blanco, sin frotar, del borde hacia el centro.",
    "Limpieza a fondo por un especialista en alfombras cada uno o dos años.",
    "Girar la alfombra de vez en cuando para repartir el desgaste; evitar el sol directo prolongado.",
    "Recortar a ras del pelo, con tijera, el hilo que sobresalga: nunca tirar de él.",
  ],
  careSilk: "La seda solo admite limpieza profesional: ni agua ni productos domésticos.",
  leadTime:
    "Plazo orientativo de fabricación: {{weeks}} semanas desde la aprobación del diseño y de la prueba de color. El presupuesto de cada pedido confirma su plazo.",
  footer:
    "Datos de la construcción configurada, en valores nominales. Las clasificaciones valen para las combinaciones ensayadas; copia de cada certificado, bajo petición.",
};

export default es;

export type SheetWords = typeof es;
