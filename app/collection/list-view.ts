import { type Colourway, designPath } from "~/content/collection/schema";
import type { ShownCollection } from "~/content/collection/shown";
import { type Language, localizePath } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import { type ColourFamilyId, colourFamilyIds, colourRange, tonesPerFamily } from "~/rug/colour-range";
import { colourWords } from "~/rug/colours";
import { rugWords } from "~/rug/words";
import { facetsOf, filterOptions } from "./filter-options";
import type { DesignFacets, FilterName, FilterOptions } from "./filters";
import { describedPictures } from "./picture-alt";
import { collectionWords } from "./words";

/** A design as the collection page shows it: its first colourway's flat picture, its name and collection. */
export type DesignCard = {
  slug: string;
  name: string;
  href: string;
  collection: string;
  image: Colourway["images"]["flat"];
  colourways: string;
};

/** Each filter's options with their names in one language (colour families with a swatch). */
export type FilterChoices = {
  [Name in FilterName]: { value: FilterOptions[Name][number]; label: string; swatch?: string }[];
};

/** A family's swatch: a middle tone of its shades. */
const swatchOf = (family: ColourFamilyId) =>
  colourRange.filter((colour) => colour.family === family)[Math.floor(tonesPerFamily / 2) - 1]?.hex;

export function collectionView(catalogue: ShownCollection, lang: Language) {
  const { names } = rugWords[lang];
  const copy = collectionWords[lang].list;
  const families = colourWords(lang).families;
  const cards: DesignCard[] = catalogue.designs.map((design) => ({
    slug: design.slug,
    name: design.name,
    href: localizePath(designPath(design.slug), lang),
    collection: names.motifs[design.collection],
    image: describedPictures(design, design.colourways[0] as Colourway, lang).flat,
    colourways: fill(copy.results.colourways, { count: design.colourways.length }),
  }));
  const facets: DesignFacets[] = catalogue.designs.map(facetsOf);
  const choices: FilterChoices = {
    collection: filterOptions.collection.map((value) => ({ value, label: names.motifs[value] })),
    technique: filterOptions.technique.map((value) => ({ value, label: names.techniques[value] })),
    colour: colourFamilyIds.map((value) => ({ value, label: families[value], swatch: swatchOf(value) })),
    shape: filterOptions.shape.map((value) => ({ value, label: names.shapes[value] })),
  };
  return { cards, facets, choices, options: filterOptions };
}
