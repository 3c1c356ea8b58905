import type { ScheduleWords } from "./es";

const de: ScheduleWords = {
  title: "{{brand}} · FF&E-Liste · {{date}}",
  sheet: "FF&E-Liste",
  file: "ffe-liste",
  columns: {
    code: "Referenz",
    place: "Bereich",
    design: "Design",
    colourway: "Farbstellung",
    colourCodes: "Farbcodes",
    widthMm: "Breite (mm)",
    lengthMm: "Länge (mm)",
    quantity: "Anzahl",
    areaM2: "Fläche je Teppich (m²)",
    totalAreaM2: "Gesamtfläche (m²)",
    pile: "Flor",
    backing: "Rücken",
    wear: "Beanspruchungsklasse (EN 1307)",
    fire: "Brandverhalten (EN 13501-1)",
    weightKg: "Gewicht je Teppich (kg)",
    carbonKg: "CO₂-Fußabdruck A1-A3, gesamt (kg CO₂e)",
    leadTimeWeeks: "Fertigungszeit (Wochen)",
    link: "Link zum Konfigurator",
  },
  total: "Gesamt",
  withdrawn: "{{name}} (Design nicht mehr in der Kollektion)",
};

export default de;
