import { describe, expect, it } from "vitest";
import { parseConfiguration } from "./configuration";
import { describeRug, summaryRows } from "./summary";
import { rugVocabulary } from "./words";

const configuration = parseConfiguration(
  new URLSearchParams("shape=oval&w=170&l=240&pile=cut-loop&cut=25&loop=8&motif=relief&c=BL04&c=IV01"),
).configuration;

describe("the rug in words", () => {
  it("names every choice in the visitor's language, with the area and the ground colour", () => {
    const rows = Object.fromEntries(
      summaryRows(configuration, rugVocabulary("en"), "en").map((row) => [row.id, row.value]),
    );
    expect(rows).toEqual({
      shape: "Oval",
      size: "170 × 240 cm",
      area: "3.20 m²",
      technique: "Handtuft",
      pile: "Cut and loop, 25 mm / 8 mm",
      motif: "3D relief",
      colours: "Mist Blue · BL04 (ground), Chalk Ivory · IV01",
      material: "New Zealand wool",
      backing: "Natural latex",
    });
  });

  it("writes numbers the visitor's way", () => {
    const area = summaryRows(configuration, rugVocabulary("de"), "de").find((row) => row.id === "area");
    expect(area?.value).toBe("3,20 m²");
  });

  it("describes the picture for a screen reader, notes included", () => {
    const big = parseConfiguration(new URLSearchParams("w=500&l=800")).configuration;
    const text = describeRug(big, rugVocabulary("es"), "es");
    expect(text).toContain("Forma: Rectangular");
    expect(text).toContain("Medidas: 500 × 800 cm");
    expect(text).toContain("40,00 m²");
    expect(text).toContain("uniones invisibles");
  });
});
