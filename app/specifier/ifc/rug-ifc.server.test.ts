import { describe, expect, it } from "vitest";
import type { Language } from "~/i18n/languages";
import { type Configuration, defaultConfiguration } from "~/rug/configuration";
import { specifierFigures } from "~/rug/figures";
import { areaSquareMetres } from "~/rug/geometry";
import { type Shape, shapes } from "~/rug/options";
import { dataSheetContent } from "~/specifier/data-sheet/data-sheet-content";
import { outlineBounds, rugOutline } from "~/specifier/rug-outline";
import { readIfc } from "../../../tests/support/ifc-reader";
import { rugIfc } from "./rug-ifc.server";

const url = "https://www.nudo.example/en/configurador?shape=rectangular";
const day = "2026-12-07";

function ifcOf(configuration: Configuration, lang: Language = "en", design?: { name: string; colourway: string }) {
  return rugIfc({
    configuration,
    figures: specifierFigures(configuration),
    lang,
    name: design ? `${design.name} · ${design.colourway}` : "Free configuration",
    ...(design ? { design } : {}),
    tag: "RG-01",
    url,
    day,
  });
}

const bytes = (text: string) => new TextEncoder().encode(text);

/** What the data sheet says in one row, for the same rug. */
function sheetRow(configuration: Configuration, lang: Language, id: string) {
  const content = dataSheetContent(configuration, lang, { siteUrl: "https://www.nudo.example", now: new Date() });
  return content.sections.flatMap((section) => section.rows).find((row) => row.id === id)?.value;
}

describe("the rug's IFC object", () => {
  it("opens as IFC4 with one flooring covering at the rug's real size, as thick as the rug", async () => {
    const configuration: Configuration = { ...defaultConfiguration, width: 200, length: 300 };
    const model = await readIfc(bytes(ifcOf(configuration)));
    expect(model.schema).toBe("IFC4");
    expect(model.coverings).toHaveLength(1);
    const [rug] = model.coverings;
    expect(rug?.predefinedType).toBe("FLOORING");
    expect(rug?.tag).toBe("RG-01");
    const thickness = specifierFigures(configuration).thicknessMm / 1000;
    expect(rug?.extent.x).toBeCloseTo(3, 3);
    expect(rug?.extent.y).toBeCloseTo(2, 3);
    expect(rug?.extent.z).toBeCloseTo(thickness, 4);
    expect(rug?.quantities.GrossArea).toBeCloseTo(6, 2);
    expect(rug?.quantities.Width).toBeCloseTo(thickness * 1000, 3);
    expect(rug?.material).toEqual([expect.stringMatching(/latex: 3$/i), expect.stringMatching(/wool: 20$/i)]);
  });

  it.each(shapes.map((shape) => [shape]))(
    "draws a %s rug inside its box, its box the configured size",
    async (shape: Shape) => {
      const configuration: Configuration = {
        ...defaultConfiguration,
        shape,
        width: 180,
        length: shape === "circular" || shape === "square" ? 180 : 260,
      };
      const [rug] = (await readIfc(bytes(ifcOf(configuration)))).coverings;
      // Every shape fills its box but loose pieces, which lie apart inside it, as the configurator draws them.
      const [minX, minY, maxX, maxY] = outlineBounds(rugOutline(configuration));
      if (shape !== "loose-pieces")
        expect([minX, minY, maxX, maxY]).toEqual(
          [0, 0, configuration.length, configuration.width].map((v) => expect.closeTo(v, 6)),
        );
      expect(rug?.extent.x).toBeCloseTo((maxX - minX) / 100, 3);
      expect(rug?.extent.y).toBeCloseTo((maxY - minY) / 100, 3);
      expect(rug?.quantities.GrossArea).toBeCloseTo(
        areaSquareMetres(shape, configuration.length, configuration.width),
        2,
      );
      if (shape === "fragmented" || shape === "loose-pieces") expect(rug?.solids).toBeGreaterThan(1);
    },
  );

  it("states the data sheet's fire class, wear class and carbon, word for word, in the pack's language", async () => {
    const configuration: Configuration = { ...defaultConfiguration, backing: "fire-retardant" };
    const design = { name: "Alcázar", colourway: "Noche" };
    const [rug] = (await readIfc(bytes(ifcOf(configuration, "es", design)))).coverings;
    expect(rug?.name).toBe("Alcázar · Noche");
    const own = rug?.properties.Nudo_Rug ?? {};
    expect(own.Design).toBe("Alcázar");
    expect(own.Colourway).toBe("Noche");
    expect(own.ReactionToFireEN13501_1).toBe(sheetRow(configuration, "es", "floors"));
    expect(own.WearClassEN1307).toBe(sheetRow(configuration, "es", "wear"));
    expect(own.CarbonA1A3).toBe(sheetRow(configuration, "es", "carbon"));
    expect(rug?.properties.Pset_CoveringCommon?.FlammabilityRating).toBe("Bfl-s1");
    // Handtufted cut pile in wool: the sample EPD's 18.4 kg CO2e/m² over 6 m².
    expect(rug?.properties.Pset_EnvironmentalImpactIndicators?.ClimateChangePerUnit).toBe(18.4);
    expect(own.CarbonA1A3Total).toBeCloseTo(110.4, 1);
  });

  it("says 'on request' for a rug no EPD covers, with no figure", async () => {
    const silk: Configuration = { ...defaultConfiguration, material: "silk" };
    const [rug] = (await readIfc(bytes(ifcOf(silk)))).coverings;
    expect(rug?.properties.Nudo_Rug?.CarbonA1A3).toBe("on request");
    expect(rug?.properties.Nudo_Rug?.CarbonA1A3Total).toBeUndefined();
    expect(rug?.properties.Pset_EnvironmentalImpactIndicators).toBeUndefined();
    expect(rug?.properties.Pset_CoveringCommon?.FlammabilityRating).toBe("on request");
  });

  it("is the same bytes for the same rug on the same day, and other ids for another rug", () => {
    const configuration: Configuration = { ...defaultConfiguration };
    expect(ifcOf(configuration)).toBe(ifcOf(configuration));
    const ids = (text: string) => new Set(text.match(/IFCCOVERING\('([^']{22})'/)?.slice(1));
    const other = rugIfc({
      configuration,
      figures: specifierFigures(configuration),
      lang: "en",
      name: "Free configuration",
      tag: "RG-02",
      url,
      day,
    });
    expect([...ids(ifcOf(configuration))]).not.toEqual([...ids(other)]);
  });
});
