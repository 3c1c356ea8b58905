import { describe, expect, it } from "vitest";
import { matchesPage } from "./search-palette";

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
