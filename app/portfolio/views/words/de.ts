import type { PortfolioWords } from "./es";

const de: PortfolioWords = {
  sectors: {
    hotels: "Hotels",
    residential: "Privathäuser",
    retail: "Einzelhandel",
    yachts: "Yachten",
    aviation: "Luftfahrt",
    architecture: "Architektur",
  },
  roles: {
    interiorDesigner: "Innenarchitektur",
    architect: "Architektur",
    hotelGroup: "Hotelgruppe",
    shipyard: "Werft",
    developer: "Projektentwicklung",
    brand: "Marke",
  },
  list: {
    filter: "Nach Branche filtern",
    all: "Alle",
    none: "Aus dieser Branche haben wir noch keine Projekte veröffentlicht.",
    more: "Alle Projekte ansehen",
  },
  search: { designs: "Kollektion", projects: "Referenzen" },
  project: {
    back: "Alle Projekte",
    facts: "Projektdaten",
    place: "Ort",
    sector: "Branche",
    year: "Jahr",
    client: "Auftraggeber",
    photos: "Fotos des Projekts",
    story: "Das Projekt",
    credits: "Beteiligte",
    designs: "Entwürfe aus der Kollektion",
    designsIntro:
      "Die Teppiche dieses Projekts gehen auf diese Entwürfe zurück – dort sehen Sie sie in allen Farbstellungen.",
    startTitle: "Mit diesem Projekt beginnen",
    startText:
      "Öffnen Sie den Konfigurator mit {{design}}, so wie wir ihn hier eingesetzt haben: Farben, Form, Maße und Flor. Passen Sie ihn dann an Ihren Raum an und fragen Sie ein Angebot an.",
    start: "Mit diesem Projekt beginnen",
  },
};

export default de;
