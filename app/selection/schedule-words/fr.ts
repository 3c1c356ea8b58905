import type { ScheduleWords } from "./es";

const fr: ScheduleWords = {
  title: "{{brand}} · Tableau FF&E · {{date}}",
  sheet: "Tableau FF&E",
  file: "tableau-ffe",
  columns: {
    code: "Repère",
    place: "Emplacement",
    design: "Modèle",
    colourway: "Coloris",
    colourCodes: "Codes couleur",
    widthMm: "Largeur (mm)",
    lengthMm: "Longueur (mm)",
    quantity: "Quantité",
    areaM2: "Surface par tapis (m²)",
    totalAreaM2: "Surface totale (m²)",
    pile: "Velours",
    backing: "Dossier",
    wear: "Classe d'usage (EN 1307)",
    fire: "Réaction au feu (EN 13501-1)",
    weightKg: "Poids par tapis (kg)",
    carbonKg: "Empreinte carbone A1-A3, totale (kg CO₂e)",
    leadTimeWeeks: "Délai (semaines)",
    link: "Lien vers le configurateur",
  },
  total: "Total",
  withdrawn: "{{name}} (modèle retiré de la collection)",
};

export default fr;
