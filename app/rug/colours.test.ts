import { describe, expect, it } from "vitest";
import { type Language, languages } from "~/i18n/languages";
import { type ColourFamilyId, rangeColourByCode, searchRange } from "./colour-range";
import { colourFamilies, colours, colourWords, maxColours } from "./colours";

/** The configurator's search over one language's names, as the page runs it. */
const searchColours = (query: string, lang: Language, family?: ColourFamilyId) =>
  searchRange(query, colourWords(lang).colours, family);

/** Relative luminance of "#rrggbb", 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe("colour range", () => {
  it("has 300 colours in 15 families of 20, in family order", () => {
    expect(colours).toHaveLength(300);
    expect(colourFamilies).toHaveLength(15);
    expect(new Set(colourFamilies.map((family) => family.id)).size).toBe(15);
    colourFamilies.forEach((family, i) => {
      const members = colours.filter((colour) => colour.family === family.id);
      expect(members).toHaveLength(20);
      expect(colours.slice(i * 20, i * 20 + 20)).toEqual(members);
    });
    expect(maxColours).toBe(6);
  });

  it("gives every colour a unique short code, one prefix per family", () => {
    for (const colour of colours) expect(colour.code).toMatch(/^[A-Z]{2}\d{2}$/);
    expect(new Set(colours.map((colour) => colour.code)).size).toBe(300);
    const prefixes = colourFamilies.map((family) => {
      const own = new Set(colours.filter((c) => c.family === family.id).map((c) => c.code.slice(0, 2)));
      expect(own.size).toBe(1);
      return [...own][0];
    });
    expect(new Set(prefixes).size).toBe(15);
  });

  it("has valid lower-case hex values, light to dark within a family", () => {
    for (const colour of colours) expect(colour.hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(colours.map((colour) => colour.hex)).size).toBe(300);
    for (const family of colourFamilies) {
      const shades = colours.filter((colour) => colour.family === family.id).map((colour) => luminance(colour.hex));
      for (let i = 1; i < shades.length; i++) expect(shades[i]).toBeLessThan(shades[i - 1] ?? 1);
    }
  });

  it("names every colour and family in every language, uniquely", () => {
    for (const lang of languages) {
      const names = colours.map((colour) => colour.name[lang]);
      for (const name of names) expect(name.trim().length).toBeGreaterThan(2);
      expect(new Set(names).size).toBe(300);
      expect(new Set(colourFamilies.map((family) => family.name[lang])).size).toBe(15);
    }
  });

  it("translates the names rather than repeating the Spanish", () => {
    for (const lang of languages.filter((l) => l !== "es")) {
      const same = colours.filter((colour) => colour.name[lang] === colour.name.es);
      expect(same.length, `${lang}: ${same.map((c) => c.name.es).join(", ")}`).toBeLessThanOrEqual(5);
    }
  });

  it("writes names as each language does", () => {
    expect(colours.find((colour) => colour.code === "BL04")?.name).toEqual({
      es: "Azul bruma",
      en: "Mist Blue",
      de: "Nebelblau",
      it: "Blu nebbia",
      fr: "Bleu brume",
      nl: "Nevelblauw",
    });
  });
});

describe("rangeColourByCode", () => {
  it("finds a colour in any case", () => {
    expect(rangeColourByCode("SA04")?.code).toBe("SA04");
    expect(rangeColourByCode("sa04")?.code).toBe("SA04");
    expect(rangeColourByCode("Te17")?.family).toBe("terracotta");
    expect(rangeColourByCode("ZZ99")).toBeUndefined();
    expect(rangeColourByCode("")).toBeUndefined();
  });
});

describe("searchColours", () => {
  const codes = (list: { code: string }[]) => list.map((colour) => colour.code);

  it("gives everything for an empty query, or the whole family", () => {
    expect(searchColours("", "es")).toHaveLength(300);
    expect(searchColours("   ", "de")).toHaveLength(300);
    const blues = searchColours("", "en", "blue");
    expect(blues).toHaveLength(20);
    expect(blues.every((colour) => colour.family === "blue")).toBe(true);
  });

  it("finds by code in any case", () => {
    expect(codes(searchColours("sa04", "es"))).toEqual(["SA04"]);
    expect(codes(searchColours("SA04", "nl"))).toEqual(["SA04"]);
  });

  it("finds Spanish names with or without accents", () => {
    const accented = searchColours("petróleo", "es");
    expect(accented).toHaveLength(20);
    expect(searchColours("PETROLEO", "es")).toEqual(accented);
    expect(codes(searchColours("otoño", "es", "teal"))).toEqual(codes(searchColours("otono", "es", "teal")));
    expect(codes(searchColours("petroleo otono", "es"))).toEqual(["TL13"]);
  });

  it("finds German names with or without umlauts, inside compounds", () => {
    const accented = searchColours("grün", "de");
    expect(accented).toHaveLength(20);
    expect(searchColours("grun", "de")).toEqual(accented);
    expect(searchColours("gruen", "de")).toEqual(accented);
    expect(codes(searchColours("nebelgrün", "de"))).toEqual(["GR04"]);
    expect(codes(searchColours("Nebelblau", "de"))).toEqual(["BL04"]);
  });

  it("needs every word to match, in any order", () => {
    expect(codes(searchColours("azul bruma", "es"))).toEqual(["BL04"]);
    expect(codes(searchColours("bruma azul", "es"))).toEqual(["BL04"]);
    expect(codes(searchColours("mist blue", "en"))).toEqual(["BL04"]);
    expect(searchColours("azul zzz", "es")).toEqual([]);
  });

  it("searches the names in the given language only", () => {
    expect(searchColours("bruma", "es")).toHaveLength(15);
    expect(searchColours("bruma", "en")).toEqual([]);
    expect(searchColours("brume", "fr")).toHaveLength(15);
  });

  it("restricts to a family", () => {
    expect(codes(searchColours("bruma", "es", "sand"))).toEqual(["SA04"]);
    expect(searchColours("azul", "es", "red")).toEqual([]);
  });
});
