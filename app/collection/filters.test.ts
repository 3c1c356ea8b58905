import { describe, expect, it } from "vitest";
import { collectionFrom } from "~/content/collection/shown";
import { seedSnapshot } from "~/content/documents";
import { facetsOf, filterOptions } from "./filter-options";
import {
  activeFilters,
  type DesignFacets,
  filterCounts,
  filterDesigns,
  filtersQuery,
  noFilters,
  parseFilters as parseWith,
} from "./filters";

const designs = collectionFrom(seedSnapshot, "es").designs.map(facetsOf);
const slugs = (list: readonly DesignFacets[]) => list.map((design) => design.slug);
const query = (text: string) => new URLSearchParams(text);
const parseFilters = (address: URLSearchParams) => parseWith(address, filterOptions);

describe("the collection's filters", () => {
  it("read each filter from its short name, the same in every language", () => {
    expect(parseFilters(query("coleccion=relief&tecnica=handtuft&color=blue&forma=oval"))).toEqual({
      collection: "relief",
      technique: "handtuft",
      colour: "blue",
      shape: "oval",
    });
    expect(parseFilters(query(""))).toEqual(noFilters);
  });

  it("ignore unknown names, values not offered, empty 'all' values and markup", () => {
    expect(
      parseFilters(query("coleccion=<script>alert(1)</script>&tecnica=&color=BLUE&forma=toString&utm_source=x")),
    ).toEqual(noFilters);
    expect(parseFilters(query(`coleccion=${"x".repeat(10_000)}`))).toEqual(noFilters);
    expect(parseFilters(query("color=__proto__&forma=constructor"))).toEqual(noFilters);
  });

  it("take the first valid value of a repeated name", () => {
    expect(parseFilters(query("color=nada&color=green&color=blue")).colour).toBe("green");
    expect(parseFilters(query("forma=oval&forma=circular")).shape).toBe("oval");
  });

  it("write an address in a fixed order without 'all', that reads back the same", () => {
    const filters = { collection: "unique", technique: null, colour: "teal", shape: "irregular" } as const;
    expect(filtersQuery(filters)).toBe("coleccion=unique&color=teal&forma=irregular");
    expect(parseFilters(query(filtersQuery(filters)))).toEqual(filters);
    expect(filtersQuery(noFilters)).toBe("");
    expect(activeFilters(filters)).toBe(3);
    expect(activeFilters(noFilters)).toBe(0);
  });

  it("show every design in the catalogue's order when nothing is chosen", () => {
    expect(slugs(filterDesigns(designs, noFilters))).toEqual(designs.map((design) => design.slug));
  });

  it("show a design in a colour family when any of its colourways has a colour of it", () => {
    // Alcázar's 'jade' colourway has TL04 (teal); its other colourways have none.
    const teal = slugs(filterDesigns(designs, { ...noFilters, colour: "teal" }));
    expect(teal).toContain("alcazar");
    const alcazar = designs.find((design) => design.slug === "alcazar");
    expect(alcazar?.families).toEqual(expect.arrayContaining(["sand", "terracotta", "charcoal", "teal", "green"]));
  });

  it("combine the filters: every design shown passes each of them", () => {
    const filters = { collection: "large-pattern", technique: "handtuft", colour: null, shape: "rectangular" } as const;
    const shown = filterDesigns(designs, filters);
    expect(shown.length).toBeGreaterThan(0);
    for (const design of shown) {
      expect(design.collection).toBe("large-pattern");
      expect(design.techniques).toContain("handtuft");
      expect(design.shapes).toContain("rectangular");
    }
    const hidden = designs.filter((design) => !shown.includes(design));
    for (const design of hidden)
      expect(
        design.collection !== "large-pattern" ||
          !design.techniques.includes("handtuft") ||
          !design.shapes.includes("rectangular"),
      ).toBe(true);
  });

  it("count for each option the designs it would show with the other filters as they are", () => {
    const filters = { ...noFilters, collection: "unique", technique: "handtuft" } as const;
    const counts = filterCounts(designs, filters, filterOptions);
    // Each option's count is what choosing it shows, for every option of every filter.
    for (const name of ["collection", "technique", "colour", "shape"] as const) {
      expect(counts[name].all).toBe(filterDesigns(designs, { ...filters, [name]: null }).length);
      for (const option of filterOptions[name])
        expect(counts[name][option as keyof (typeof counts)[typeof name]], `${name}=${option}`).toBe(
          filterDesigns(designs, { ...filters, [name]: option }).length,
        );
    }
    // The chosen option's count is what the page shows now.
    expect(counts.collection.unique).toBe(filterDesigns(designs, filters).length);
    // A shape no unique hand-tufted design has is an option that would show nothing.
    expect(counts.shape.hexagonal).toBe(0);
  });

  it("give every design to 'all' of a filter, whatever else is chosen in it", () => {
    const counts = filterCounts(designs, noFilters, filterOptions);
    expect(counts.collection.all).toBe(designs.length);
    expect(Object.values(filterOptions.collection).reduce((sum, id) => sum + counts.collection[id], 0)).toBe(
      designs.length,
    );
  });
});
