import type { ScheduleWords } from "./es";

const it: ScheduleWords = {
  title: "{{brand}} · Elenco FF&E · {{date}}",
  sheet: "Elenco FF&E",
  file: "elenco-ffe",
  columns: {
    code: "Riferimento",
    place: "Ambiente",
    design: "Design",
    colourway: "Variante colore",
    colourCodes: "Codici colore",
    widthMm: "Larghezza (mm)",
    lengthMm: "Lunghezza (mm)",
    quantity: "Quantità",
    areaM2: "Superficie per tappeto (m²)",
    totalAreaM2: "Superficie totale (m²)",
    pile: "Vello",
    backing: "Supporto",
    wear: "Classe d'uso (EN 1307)",
    fire: "Reazione al fuoco (EN 13501-1)",
    weightKg: "Peso per tappeto (kg)",
    carbonKg: "Impronta di carbonio A1-A3, totale (kg CO₂e)",
    leadTimeWeeks: "Tempi di produzione (settimane)",
    link: "Link al configuratore",
  },
  total: "Totale",
  withdrawn: "{{name}} (design non più in collezione)",
};

export default it;
