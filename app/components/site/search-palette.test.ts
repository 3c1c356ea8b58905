import { describe, expect, it } from "vitest";
import type { Design } from "~/content/collection/schema";
import { collectionFrom } from "~/content/collection/shown";
import { seedSnapshot } from "~/content/documents";
import { collectionSearchIndex } from "~/server/http/collection-search-index";
import { collectionEntries, matchesPage, paletteResults } from "./search-palette";

describe("the palette's search", () => {
  it("finds a page by the start of any word of its name, ignoring accents and case", () => {
    expect(matchesPage("hotel", ["Hoteles", "/hoteles"])).toBe(1);
    expect(matchesPage("personalizacion", ["Personalización", "/personalizacion"])).toBe(1);
    expect(matchesPage("INTERIOR", ["Diseñadores de interiores", "/disenadores-interiores"])).toBe(1);
  });

  it("ranks a match inside a word below a match at its start", () => {
    expect(matchesPage("teles", ["Hoteles", "/hoteles"])).toBe(0.5);
  });

  it("finds nothing for letters that are not in the name", () => {
    expect(matchesPage("zzzz", ["Personalización", "/personalizacion"])).toBe(0);
    expect(matchesPage("hotel yate", ["Hoteles", "/hoteles"])).toBe(0);
  });
});

describe("the palette's results", () => {
  const entries = [
    { id: "home", name: "Inicio", path: "/", group: "navigation" as const },
    { id: "hoteles", name: "Hoteles", path: "/hoteles", group: "sectors" as const },
    { id: "yates", name: "Yates", path: "/yates", group: "sectors" as const },
    { id: "faq", name: "Preguntas frecuentes", path: "/faq", group: "general" as const },
  ];

  it("shows every page, group by group, before anything is typed", () => {
    expect(paletteResults(entries, "  ").map((group) => [group.group, group.entries.map((entry) => entry.id)])).toEqual(
      [
        ["navigation", ["home"]],
        ["sectors", ["hoteles", "yates"]],
        ["general", ["faq"]],
      ],
    );
  });

  it("keeps only the groups with a match, a word's start before a match inside a word", () => {
    const found = paletteResults(
      [...entries, { id: "hotel-teles", name: "Teles", path: "/teles", group: "sectors" as const }],
      "teles",
    );
    expect(found.map((group) => [group.group, group.entries.map((entry) => entry.id)])).toEqual([
      ["sectors", ["hotel-teles", "hoteles"]],
    ]);
    expect(paletteResults(entries, "zzzz")).toEqual([]);
  });
});

describe("the palette's designs and case studies", () => {
  const entriesOf = (lang: "es" | "en") =>
    collectionEntries(collectionSearchIndex(collectionFrom(seedSnapshot, lang), lang), true);
  const pages = [{ id: "hoteles", name: "Hoteles", path: "/hoteles", group: "sectors" as const }];
  const found = (lang: "es" | "en", search: string) =>
    paletteResults([...pages, ...entriesOf(lang)], search).map((group) => [
      group.group,
      group.entries.map((entry) => entry.id),
    ]);

  const designsWith = (lang: "es" | "en", keep: (design: Design) => boolean) =>
    collectionFrom(seedSnapshot, lang)
      .designs.filter(keep)
      .map((design) => `design-${design.slug}`);

  it("finds a design by the code of a colour of any of its colourways", () => {
    const withSa04 = designsWith("es", (design) => design.colourways.some((way) => way.colours.includes("SA04")));
    expect(withSa04).toContain("design-levante");
    expect(found("es", "SA04")).toEqual([["designs", withSa04.slice(0, 8)]]);
    // Levante's second colourway's first colour, in capitals or not.
    expect(found("es", "ol10")[0]?.[1]).toContain("design-levante");
  });

  it("finds a design by a colour's name or its designer, in the page's language", () => {
    const byLucia = designsWith("es", (design) => design.designer === "Lucía Ferrer");
    expect(byLucia).toContain("design-marea");
    expect(found("es", "lucia ferrer")).toEqual([["designs", byLucia]]);
    expect(found("en", "LUCÍA")).toEqual([["designs", byLucia]]);
    expect(found("en", "sand")[0]?.[1]).toContain("design-alcazar");
    expect(found("es", "arena")[0]?.[1]).toContain("design-alcazar");
  });

  it("finds a case study by its city, whatever its accents and capitals", () => {
    expect(found("es", "munich")).toEqual([["projects", ["project-sede-munich"]]]);
    expect(found("es", "MÚNICH")).toEqual([["projects", ["project-sede-munich"]]]);
    expect(found("en", "lisbon")).toEqual([["projects", ["project-grand-hotel-lisboa"]]]);
  });

  it("finds case studies by sector beside the sector's page, the page first", () => {
    expect(found("es", "hoteles")).toEqual([
      ["sectors", ["hoteles"]],
      ["designs", expect.arrayContaining(["design-alcazar"])],
      ["projects", ["project-hotel-mirador-valencia", "project-suites-marbella", "project-grand-hotel-lisboa"]],
    ]);
  });

  it("shows first the case studies a word names, before the designs it is only a sector of", () => {
    const groups = found("es", "hotel").map(([group]) => group);
    expect(groups).toEqual(["sectors", "projects", "designs"]);
    expect(found("es", "hotel")[1]?.[1]?.[0]).toBe("project-hotel-mirador-valencia");
  });

  it("lists no design or case study before anything is typed, and at most eight of each", () => {
    expect(found("es", "")).toEqual([["sectors", ["hoteles"]]]);
    for (const [, ids] of found("es", "a")) expect(ids?.length).toBeLessThanOrEqual(8);
  });

  it("names each entry's place or collection, and its page by its Spanish path", () => {
    const lisbon = collectionSearchIndex(collectionFrom(seedSnapshot, "en"), "en").entries.find(
      (entry) => entry.slug === "grand-hotel-lisboa",
    );
    expect(lisbon).toMatchObject({ path: "/proyectos/grand-hotel-lisboa", detail: "Lisbon, Portugal" });
  });
});
