import { describe, expect, it } from "vitest";
import { matchesPage, paletteResults } from "./search-palette";

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
