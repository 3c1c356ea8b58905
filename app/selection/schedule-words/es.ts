/**
 * The FF&E schedule of a specifier's project in Spanish, the source every other language follows
 * key for key: its title line, sheet and file names, its columns' headings (units in brackets,
 * as the cells hold bare numbers), the totals row's label, and how a rug whose design left the
 * collection is named. The names of piles and backings and "bajo petición" are the configurator's
 * and the data sheet's own.
 */
const es = {
  /** The workbook's first line, above the headings. */
  title: "{{brand}} · Cuadro FF&E · {{date}}",
  /** The sheet's tab (at most 31 characters, none of `: \ / ? * [ ]`). */
  sheet: "Cuadro FF&E",
  /** The downloaded file's name before its date (`cuadro-ffe-2026-12-07.xlsx`): lowercase ASCII and hyphens. */
  file: "cuadro-ffe",
  columns: {
    code: "Referencia",
    place: "Lugar",
    design: "Diseño",
    colourway: "Combinación de color",
    colourCodes: "Códigos de color",
    widthMm: "Ancho (mm)",
    lengthMm: "Largo (mm)",
    quantity: "Cantidad",
    areaM2: "Superficie por alfombra (m²)",
    totalAreaM2: "Superficie total (m²)",
    pile: "Pelo",
    backing: "Base",
    wear: "Clase de uso (EN 1307)",
    fire: "Reacción al fuego (EN 13501-1)",
    weightKg: "Peso por alfombra (kg)",
    carbonKg: "Huella de carbono A1-A3, total (kg CO₂e)",
    leadTimeWeeks: "Plazo (semanas)",
    link: "Enlace al configurador",
  },
  /** The totals row's label, in the reference column. */
  total: "Total",
  /** A rug whose design the collection no longer shows, kept as a free configuration. */
  withdrawn: "{{name}} (diseño retirado de la colección)",
};

export default es;

export type ScheduleWords = typeof es;
