import type { ColourFamilyId } from "~/rug/colour-range";
import type { Motif, Shape, Technique } from "~/rug/options";

/**
 * The collection page's filters: which designs an address shows, and how many each choice would
 * show. One pure module for the server (the page rendered for a shared or submitted address) and
 * the browser (every change, without a page load), so both show the same designs for the same
 * address. Browser code with no import: the options come with the page (filter-options.ts).
 */

/**
 * The address's name of each filter (`/colecciones?coleccion=relief&tecnica=handtuft&color=blue&forma=oval`),
 * the same in every language. Part of shared links: never renamed.
 */
export const filterParams = { collection: "coleccion", technique: "tecnica", colour: "color", shape: "forma" } as const;
export type FilterName = keyof typeof filterParams;
export const filterNames = Object.keys(filterParams) as FilterName[];

/** Each filter's options, in the order the page offers them (filter-options.ts). */
export type FilterOptions = {
  collection: readonly Motif[];
  technique: readonly Technique[];
  colour: readonly ColourFamilyId[];
  shape: readonly Shape[];
};

/** One choice per filter; `null` is "all". */
export type Filters = {
  collection: Motif | null;
  technique: Technique | null;
  colour: ColourFamilyId | null;
  shape: Shape | null;
};

export const noFilters: Filters = { collection: null, technique: null, colour: null, shape: null };

/** What the filters read of a design: small enough to send the browser for every design. */
export type DesignFacets = {
  slug: string;
  collection: Motif;
  techniques: readonly Technique[];
  /** The colour families of every colour of every colourway. */
  families: readonly ColourFamilyId[];
  shapes: readonly Shape[];
};

/**
 * The filters an address asks for. Each name's first value that is one of its options counts
 * (a repeated name takes the first valid one); anything else (an unknown name, a value not
 * offered, an empty "all") is ignored, never shown back.
 */
export function parseFilters(query: URLSearchParams, options: FilterOptions): Filters {
  const first = <T extends string>(name: FilterName, offered: readonly T[]): T | null =>
    (query.getAll(filterParams[name]).find((value) => (offered as readonly string[]).includes(value)) as T) ?? null;
  return {
    collection: first("collection", options.collection),
    technique: first("technique", options.technique),
    colour: first("colour", options.colour),
    shape: first("shape", options.shape),
  };
}

/** The filters as an address's query, in a fixed order and without "all": `coleccion=relief&forma=oval`. */
export function filtersQuery(filters: Filters): string {
  const query = new URLSearchParams();
  for (const name of filterNames) {
    const value = filters[name];
    if (value !== null) query.set(filterParams[name], value);
  }
  return query.toString();
}

export function activeFilters(filters: Filters): number {
  return filterNames.filter((name) => filters[name] !== null).length;
}

function passes(design: DesignFacets, name: FilterName, filters: Filters): boolean {
  switch (name) {
    case "collection":
      return filters.collection === null || design.collection === filters.collection;
    case "technique":
      return filters.technique === null || design.techniques.includes(filters.technique);
    case "colour":
      return filters.colour === null || design.families.includes(filters.colour);
    case "shape":
      return filters.shape === null || design.shapes.includes(filters.shape);
  }
}

/** Whether a design passes every filter, or every filter but `except`. */
export function matches(design: DesignFacets, filters: Filters, except?: FilterName): boolean {
  return filterNames.every((name) => name === except || passes(design, name, filters));
}

/** The designs the filters show, in the catalogue's order. */
export function filterDesigns<T extends DesignFacets>(designs: readonly T[], filters: Filters): T[] {
  return designs.filter((design) => matches(design, filters));
}

/**
 * How many designs each option of each filter would show with the other filters as they are
 * (`all` included): `counts.colour.blue` is the designs shown once blue is chosen.
 */
export type FilterCounts = { [Name in FilterName]: Record<FilterOptions[Name][number] | "all", number> };

export function filterCounts(designs: readonly DesignFacets[], filters: Filters, options: FilterOptions): FilterCounts {
  const countsOf = <Name extends FilterName>(name: Name) => {
    const others = designs.filter((design) => matches(design, filters, name));
    const counts: Record<string, number> = { all: others.length };
    for (const option of options[name])
      counts[option] = others.filter((design) => passes(design, name, { ...noFilters, [name]: option })).length;
    return counts as FilterCounts[Name];
  };
  return {
    collection: countsOf("collection"),
    technique: countsOf("technique"),
    colour: countsOf("colour"),
    shape: countsOf("shape"),
  };
}
