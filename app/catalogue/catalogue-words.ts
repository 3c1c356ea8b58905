import type { Language } from "~/i18n/languages";

/**
 * The catalogue's own wording: only what no site content module says (the document's title,
 * its contents page, the chapter names that group the customisation options, the line under
 * the QR code). Everything else in the catalogue is the site's content, gathered by
 * `catalogue-content.ts`, so a fact is written once.
 */
export type CatalogueWords = {
  /** The document's name: on the cover, in the footer and in the PDF's title. */
  catalogue: string;
  /** The edition line under the cover title; `{year}` is the year it was built. */
  edition: string;
  contents: string;
  /** Eyebrow of the pages about the company. */
  maker: string;
  /** Titles of the two pages that group several customisation options. */
  optionGroups: { texture: string; designAndMaterials: string };
  /** Label before the site's address on the closing page. */
  website: string;
  /** Under the QR code. */
  scanToVisit: string;
};

export const catalogueWords: Record<Language, CatalogueWords> = {
  es: {
    catalogue: "Catálogo",
    edition: "Colección {year}",
    contents: "Índice",
    maker: "El fabricante",
    optionGroups: {
      texture: "Textura y relieve",
      designAndMaterials: "Diseño y materia",
    },
    website: "Web",
    scanToVisit: "Escanea el código para visitar nuestra web",
  },
  en: {
    catalogue: "Catalogue",
    edition: "Collection {year}",
    contents: "Contents",
    maker: "The maker",
    optionGroups: {
      texture: "Texture and relief",
      designAndMaterials: "Design and materials",
    },
    website: "Website",
    scanToVisit: "Scan the code to visit our website",
  },
  de: {
    catalogue: "Katalog",
    edition: "Kollektion {year}",
    contents: "Inhalt",
    maker: "Die Manufaktur",
    optionGroups: {
      texture: "Textur und Relief",
      designAndMaterials: "Design und Material",
    },
    website: "Website",
    scanToVisit: "Scannen Sie den Code, um unsere Website zu besuchen",
  },
  it: {
    catalogue: "Catalogo",
    edition: "Collezione {year}",
    contents: "Indice",
    maker: "La manifattura",
    optionGroups: {
      texture: "Texture e rilievo",
      designAndMaterials: "Disegno e materia",
    },
    website: "Sito web",
    scanToVisit: "Inquadra il codice per visitare il nostro sito",
  },
  fr: {
    catalogue: "Catalogue",
    edition: "Collection {year}",
    contents: "Sommaire",
    maker: "La manufacture",
    optionGroups: {
      texture: "Texture et relief",
      designAndMaterials: "Dessin et matière",
    },
    website: "Site web",
    scanToVisit: "Scannez le code pour découvrir notre site",
  },
  nl: {
    catalogue: "Catalogus",
    edition: "Collectie {year}",
    contents: "Inhoud",
    maker: "De fabrikant",
    optionGroups: {
      texture: "Textuur en reliëf",
      designAndMaterials: "Ontwerp en materiaal",
    },
    website: "Website",
    scanToVisit: "Scan de code om onze website te bezoeken",
  },
};
