import type { PortfolioWords } from "./es";

const nl: PortfolioWords = {
  sectors: {
    hotels: "Hotels",
    residential: "Particulier",
    retail: "Retail",
    yachts: "Jachten",
    aviation: "Luchtvaart",
    architecture: "Architectuur",
  },
  roles: {
    interiorDesigner: "Interieurontwerp",
    architect: "Architectuur",
    hotelGroup: "Hotelgroep",
    shipyard: "Scheepswerf",
    developer: "Projectontwikkeling",
    brand: "Merk",
  },
  list: {
    filter: "Filteren op sector",
    all: "Alle",
    none: "Uit deze sector hebben we nog geen projecten gepubliceerd.",
    more: "Bekijk alle projecten",
  },
  search: { designs: "Collectie", projects: "Referenties" },
  project: {
    back: "Alle projecten",
    facts: "Projectgegevens",
    place: "Plaats",
    sector: "Sector",
    year: "Jaar",
    client: "Opdrachtgever",
    photos: "Foto's van het project",
    story: "Het project",
    credits: "Betrokkenen",
    designs: "Ontwerpen uit de collectie",
    designsIntro:
      "De vloerkleden van dit project gaan terug op deze ontwerpen, die u in al hun kleurstellingen kunt bekijken.",
    startTitle: "Begin bij dit project",
    startText:
      "Open de configurator met {{design}} zoals we het hier hebben gebruikt: de kleuren, de vorm, de maten en de pool. Stem het daarna af op uw eigen ruimte en vraag een offerte aan.",
    start: "Begin bij dit project",
  },
};

export default nl;
