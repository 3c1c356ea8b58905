import type { ScheduleWords } from "./es";

const nl: ScheduleWords = {
  title: "{{brand}} · FF&E-lijst · {{date}}",
  sheet: "FF&E-lijst",
  file: "ffe-lijst",
  columns: {
    code: "Referentie",
    place: "Ruimte",
    design: "Ontwerp",
    colourway: "Kleurstelling",
    colourCodes: "Kleurcodes",
    widthMm: "Breedte (mm)",
    lengthMm: "Lengte (mm)",
    quantity: "Aantal",
    areaM2: "Oppervlakte per kleed (m²)",
    totalAreaM2: "Totale oppervlakte (m²)",
    pile: "Pool",
    backing: "Rug",
    wear: "Gebruiksklasse (EN 1307)",
    fire: "Brandgedrag (EN 13501-1)",
    weightKg: "Gewicht per kleed (kg)",
    carbonKg: "CO₂-voetafdruk A1-A3, totaal (kg CO₂e)",
    leadTimeWeeks: "Levertijd (weken)",
    link: "Link naar de configurator",
  },
  total: "Totaal",
  withdrawn: "{{name}} (ontwerp niet meer in de collectie)",
};

export default nl;
