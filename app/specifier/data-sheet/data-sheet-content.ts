import type { Language } from "~/i18n/languages";
import { formatNumber } from "~/i18n/numbers";
import { fill } from "~/i18n/translate";
import type { Configuration } from "~/rug/configuration";
import type { RugBuild } from "~/rug/facts";
import { fireTested } from "~/rug/facts";
import { specifierFigures } from "~/rug/figures";
import { joinLayout } from "~/rug/joins";
import { sizeKind } from "~/rug/options";
import { colourLabel } from "~/rug/summary";
import { rugVocabulary, rugWords } from "~/rug/words";
import {
  carbonStatement,
  fireStatements,
  materialsStatement,
  warrantyStatement,
  wearStatement,
} from "~/specifier/fact-statements";
import { type SheetWords, sheetWords } from "~/specifier/sheet-words";
import { type SpecSheetContent, specSheetContent, typeset } from "../spec-sheet/spec-sheet-content";

export type DataSheetRow = { id: string; label: string; value: string };

/** One part of the sheet: a heading, then label and value rows, short paragraphs, a list. */
export type DataSheetSection = {
  id: "rug" | "performance" | "joins" | "tolerances" | "care" | "leadTime";
  heading: string;
  rows: DataSheetRow[];
  paragraphs: string[];
  list: string[];
};

/**
 * The design a sheet describes, when it is one of the collection's: its name and colourway, and
 * the techniques and yarns it is offered in, which its classes and materials are the design's
 * from (the configuration carries one of each).
 */
export type DataSheetDesign = { name: string; colourway: string } & Pick<RugBuild, "techniques" | "materials">;

/**
 * Everything the specifier's data sheet says, in one language: the rug's construction and its
 * figures in the units specifiers compare, its classifications with the certificates behind
 * them, joins, tolerances, care and lead time. The brand, the link back to the configuration and
 * the company's details are the specification sheet's own.
 */
export type DataSheetContent = Pick<
  SpecSheetContent,
  "lang" | "brand" | "tagline" | "link" | "issued" | "generated" | "contact"
> & {
  meta: SpecSheetContent["meta"];
  eyebrow: string;
  title: string;
  subtitle: string | null;
  sections: DataSheetSection[];
  footer: string;
};

const section = (
  id: DataSheetSection["id"],
  copy: SheetWords,
  parts: Partial<Pick<DataSheetSection, "rows" | "paragraphs" | "list">>,
): DataSheetSection => ({ id, heading: copy.sections[id], rows: [], paragraphs: [], list: [], ...parts });

/** What the data sheet of this configuration says in `lang`. */
export function dataSheetContent(
  configuration: Configuration,
  lang: Language,
  options: { siteUrl: string; now: Date; design?: DataSheetDesign },
): DataSheetContent {
  const copy = sheetWords[lang];
  const words = rugVocabulary(lang);
  const { names } = words;
  const figures = specifierFigures(configuration, options.design);
  const base = specSheetContent(configuration, lang, { siteUrl: options.siteUrl, now: options.now });
  const number = (value: number, digits = 0) => formatNumber(value, lang, digits);
  const mm = (value: number) => fill(copy.values.millimetres, { value: number(value, value % 1 === 0 ? 0 : 1) });
  const perArea = (value: number) => fill(copy.values.weightPerArea, { value: number(value) });
  const row = (id: keyof SheetWords["labels"], value: string): DataSheetRow => ({ id, label: copy.labels[id], value });

  const heights = Object.entries(figures.pileHeightsMm) as [keyof SheetWords["values"]["heights"], number][];
  const pileHeight =
    heights.length === 1
      ? mm(heights[0]?.[1] ?? 0)
      : heights.map(([kind, value]) => fill(copy.values.heights[kind], { value: number(value) })).join(" · ");
  const colours = configuration.colours
    .map((code, index) => `${colourLabel(code, words)}${index === 0 ? ` (${words.preview.groundNote})` : ""}`)
    .join(", ");
  const dimensions =
    sizeKind(configuration.shape) === "diameter"
      ? fill(copy.values.diameter, { diameter: number(figures.lengthMm) })
      : fill(copy.values.dimensions, { width: number(figures.widthMm), length: number(figures.lengthMm) });

  const rug = section("rug", copy, {
    rows: [
      row("dimensions", dimensions),
      row("area", fill(copy.values.area, { area: number(figures.areaM2, 2) })),
      row("shape", names.shapes[configuration.shape]),
      row("technique", names.techniques[configuration.technique]),
      row("pile", names.piles[configuration.pile]),
      row("pileHeight", pileHeight),
      row("tufts", fill(copy.values.tufts, { value: number(figures.tuftsPerM2) })),
      row("gauge", fill(copy.values.gauge, { inch: figures.gauge.inch, rows: number(figures.gauge.rowsPer10cm, 1) })),
      row("stitchRate", fill(copy.values.stitchRate, { value: number(figures.stitchRatePer10cm) })),
      row("pileWeight", perArea(figures.pileWeightGm2)),
      row("backingWeight", perArea(figures.backingWeightGm2)),
      row("totalWeight", perArea(figures.totalWeightGm2)),
      row("rugWeight", fill(copy.values.rugWeight, { value: number(figures.rugWeightKg, 1) })),
      row(
        "thickness",
        fill(copy.values.thickness, {
          total: number(figures.thicknessMm, figures.thicknessMm % 1 === 0 ? 0 : 1),
          pile: number(figures.thicknessMm - figures.backingThicknessMm),
          backing: number(figures.backingThicknessMm, figures.backingThicknessMm % 1 === 0 ? 0 : 1),
        }),
      ),
      row("material", materialsStatement(figures.materials, lang)),
      row("backing", names.backings[configuration.backing]),
      row("colours", colours),
    ],
  });

  const fire = fireStatements(figures.fire, lang);
  const performance = section("performance", copy, {
    rows: [
      row("wear", wearStatement(figures.wear, lang)),
      row("comfort", fill(copy.values.comfort, { class: figures.comfort })),
      row("floors", fire.floors),
      row("france", fire.france),
      row("ships", fire.ships),
      row("aircraft", fire.aircraft),
      row("warranty", warrantyStatement(figures, lang)),
      row("carbon", carbonStatement(figures.carbon, lang)),
    ],
    paragraphs: [copy.notes.wear, ...(fireTested(figures.materials) ? [] : [copy.notes.fireNotTested])],
  });

  const layout = joinLayout(configuration);
  const joins = section("joins", copy, {
    paragraphs: [
      layout.pieces === 1
        ? copy.joins.one
        : fill(copy.joins.several, { pieces: layout.pieces, along: layout.grid.along, across: layout.grid.across }),
    ],
  });

  const { tolerances } = figures;
  const percent = (value: number) => fill(copy.values.tolerancePercent, { value: number(value) });
  const tolerance = section("tolerances", copy, {
    rows: [
      row("size", percent(tolerances.sizePercent)),
      row("pileHeightTolerance", fill(copy.values.toleranceMillimetres, { value: number(tolerances.pileHeightMm) })),
      row("weight", percent(tolerances.weightPercent)),
    ],
    paragraphs: [copy.tolerances],
  });

  const care = section("care", copy, {
    list: [...copy.care, ...(figures.materials.includes("silk") ? [copy.careSilk] : [])],
  });
  const leadTime = section("leadTime", copy, {
    paragraphs: [fill(copy.leadTime, { weeks: figures.leadTimeWeeks })],
  });

  // A free configuration is named as the configurator names it.
  const title = options.design?.name ?? rugWords[lang].design.free;
  return typeset({
    lang,
    brand: base.brand,
    tagline: base.tagline,
    meta: {
      title: `${base.brand} · ${copy.meta.title}`,
      author: base.brand,
      subject: `${copy.meta.subject}: ${title}`,
      keywords: [base.brand, copy.meta.title, title, names.techniques[configuration.technique], dimensions].join(", "),
      creator: base.brand,
    },
    eyebrow: copy.eyebrow,
    title,
    subtitle: options.design ? fill(copy.colourway, { colourway: options.design.colourway }) : null,
    sections: [rug, performance, joins, tolerance, care, leadTime],
    link: base.link,
    issued: base.issued,
    generated: base.generated,
    contact: base.contact,
    footer: copy.footer,
  });
}
