import type { Design } from "~/content/collection/schema";
import { colourFamilyIds, rangeColourByCode } from "~/rug/colour-range";
import { motifs, shapes, techniques } from "~/rug/options";
import type { DesignFacets, FilterOptions } from "./filters";

/**
 * The filters' options, the configurator's own values (a collection is a motif), and what each
 * design offers of them. Server code: the page sends the browser the options and the facets it
 * filters with, not the lists they come from.
 */
export const filterOptions: FilterOptions = {
  collection: motifs,
  technique: techniques,
  colour: colourFamilyIds,
  shape: shapes,
};

/** A design's facets: a design is in a colour family when any of its colourways has a colour of it. */
export function facetsOf(
  design: Pick<Design, "slug" | "collection" | "techniques" | "shapes" | "colourways">,
): DesignFacets {
  const families = new Set<string>();
  for (const colourway of design.colourways)
    for (const code of colourway.colours) {
      const colour = rangeColourByCode(code);
      if (colour) families.add(colour.family);
    }
  return {
    slug: design.slug,
    collection: design.collection,
    techniques: design.techniques,
    families: colourFamilyIds.filter((family) => families.has(family)),
    shapes: design.shapes,
  };
}
