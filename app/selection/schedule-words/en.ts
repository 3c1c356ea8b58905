import type { ScheduleWords } from "./es";

const en: ScheduleWords = {
  title: "{{brand}} · FF&E schedule · {{date}}",
  sheet: "FF&E schedule",
  file: "ff-e-schedule",
  columns: {
    code: "Reference",
    place: "Place",
    design: "Design",
    colourway: "Colourway",
    colourCodes: "Colour codes",
    widthMm: "Width (mm)",
    lengthMm: "Length (mm)",
    quantity: "Quantity",
    areaM2: "Area per rug (m²)",
    totalAreaM2: "Total area (m²)",
    pile: "Pile",
    backing: "Backing",
    wear: "Use class (EN 1307)",
    fire: "Reaction to fire (EN 13501-1)",
    weightKg: "Weight per rug (kg)",
    carbonKg: "Embodied carbon A1-A3, total (kg CO₂e)",
    leadTimeWeeks: "Lead time (weeks)",
    link: "Configurator link",
  },
  total: "Total",
  withdrawn: "{{name}} (design no longer in the collection)",
};

export default en;
