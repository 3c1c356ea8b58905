import { NodeIO } from "@gltf-transform/core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { designView } from "~/collection/design-view";
import { designBuild, designConfiguration } from "~/content/collection/design-configuration";
import { collectionFrom } from "~/content/collection/shown";
import { seedSnapshot } from "~/content/documents";
import { languages } from "~/i18n/languages";
import { formatNumber } from "~/i18n/numbers";
import { rugFacts } from "~/rug/facts";
import { specifierFigures } from "~/rug/figures";
import { sizeText } from "~/rug/summary";
import { rugWords } from "~/rug/words";
import { dataSheetContent } from "~/specifier/data-sheet/data-sheet-content";
import { fireUses } from "~/specifier/fact-statements";
import { rugGlb } from "~/specifier/pack/glb.server";
import { modelExtras } from "~/specifier/pack/pack.server";

/**
 * One rug, one set of facts: for every design of the collection on every backing it is offered
 * on, its page, its data sheet and its 3D object's metadata state the same wear class, the same
 * fire classes with the same certificates, the same yarns and the same size, width first.
 */

let image: Uint8Array;
beforeAll(async () => {
  image = new Uint8Array(
    await sharp({ create: { width: 4, height: 4, channels: 3, background: "#b09070" } })
      .png()
      .toBuffer(),
  );
});

const now = new Date("2026-03-05T10:00:00Z");
const siteUrl = "https://www.nudo.example";

describe.each(languages)("every design on every backing, in %s", (lang) => {
  const catalogue = collectionFrom(seedSnapshot, lang);

  it("covers the whole collection, each design on at least one backing", () => {
    expect(catalogue.designs.length).toBeGreaterThan(20);
    for (const design of catalogue.designs) expect(design.backings.length, design.slug).toBeGreaterThan(0);
  });

  for (const design of catalogue.designs) {
    it(`${design.slug}: the page states what the data sheet and the 3D object state`, async () => {
      const view = designView(design, catalogue, lang);
      const page = new Map(view.specs.map((row) => [row.id, row.value]));
      const colourway = design.colourways[0];
      for (const [index, backing] of design.backings.entries()) {
        const configuration = { ...designConfiguration(design, colourway), backing };
        const subject = {
          design: { slug: design.slug, name: design.name, colourway: colourway?.label ?? "", ...designBuild(design) },
        };
        const sheet = dataSheetContent(configuration, lang, { siteUrl, now, design: subject.design });
        const sheetRows = new Map(sheet.sections.flatMap((section) => section.rows).map((row) => [row.id, row.value]));
        const onBacking = view.fire[index];
        const where = `${design.slug} on ${backing}`;
        expect(onBacking?.backing, where).toBe(backing);
        const pageFire = new Map(onBacking?.rows.map((row) => [row.id, row.value]));

        // Wear class, fire classes with their certificates, yarns, warranty: letter for letter.
        expect(page.get("wearClass"), where).toBe(sheetRows.get("wear"));
        for (const use of fireUses) expect(pageFire.get(use), `${where}, ${use}`).toBe(sheetRows.get(use));
        expect(page.get("materials"), where).toBe(sheetRows.get("material"));
        expect(page.get("warranty"), where).toBe(sheetRows.get("warranty"));

        // The 3D object's metadata: the same classes and yarns as figures.
        const figures = specifierFigures(configuration, subject.design);
        const model = await rugGlb({
          configuration,
          thicknessMm: figures.thicknessMm,
          texture: { image, mimeType: "image/png", normal: image, cover: { kind: "tile", tileCm: 50 } },
          extras: modelExtras(figures, design.name, { design: subject.design }) as Parameters<
            typeof rugGlb
          >[0]["extras"],
          name: design.name,
        });
        const extras = (await new NodeIO().readBinary(model)).getRoot().getDefaultScene()?.getExtras() as Record<
          string,
          unknown
        >;
        const facts = rugFacts({ ...designBuild(design), backing });
        expect(extras.wear, where).toBe(facts.wear);
        expect(extras.fire, where).toEqual(facts.fire);
        expect(extras.materials, where).toEqual(design.materials);
        expect(extras.warrantyYears, where).toBe(facts.warrantyYears);
        expect(page.get("wearClass")?.startsWith(`${facts.wear} `), where).toBe(true);

        // One size order, width × length: the page's first size, the configurator's, the sheet's, the object's.
        const size = design.sizes[0];
        if (size && size.width !== size.length && configuration.shape !== "circular") {
          const cm = `${formatNumber(size.width, lang)} × ${formatNumber(size.length, lang)} cm`;
          expect(page.get("sizes")?.startsWith(cm), where).toBe(true);
          expect(sizeText(configuration, rugWords[lang], lang), where).toBe(cm);
          // The sheet is typeset for its font: a thin space between thousands becomes a space.
          const spaces = (text = "") => text.replace(/[\u202f\u00a0]/g, " ");
          expect(spaces(sheetRows.get("dimensions")), where).toBe(
            spaces(`${formatNumber(size.width * 10, lang)} × ${formatNumber(size.length * 10, lang)} mm`),
          );
          expect(
            Object.keys(extras).filter((key) => /^(width|length)Mm$/.test(key)),
            where,
          ).toEqual(["widthMm", "lengthMm"]);
          expect([extras.widthMm, extras.lengthMm], where).toEqual([size.width * 10, size.length * 10]);
        }
      }
    });
  }
});
