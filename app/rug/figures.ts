import { type RugCarbon, rugCarbon } from "~/rug/carbon";
import { rangeColourByCode } from "~/rug/colour-range";
import type { Configuration } from "~/rug/configuration";
import { heightOf } from "~/rug/configuration";
import { areaSquareMetres } from "~/rug/geometry";
import { type HeightKind, heightsOf, type Material } from "~/rug/options";
import {
  backingBuilds,
  type ComfortClass,
  type Construction,
  comfortClasses,
  constructions,
  type FireRatings,
  leadTime,
  pileShares,
  tolerances,
  type WearClass,
  yarns,
} from "./constructions";
import { type RugBuild, rugFacts } from "./facts";
import { joinLayout } from "./joins";

/**
 * One configured rug's key figures, as the data sheet states them and the 3D object carries them
 * in its metadata: numbers with their unit in their name, classes as the standards write them,
 * no words. Worked out from the configuration and the table of constructions alone.
 */
export type SpecifierFigures = {
  /** Across the rug's width and along its length (a circle's diameter is both), in millimetres: width first, as every size is written. */
  widthMm: number;
  lengthMm: number;
  /** Of the rug's outline (all its pieces), to two decimals. */
  areaM2: number;
  /** The pile's heights above the backing: cut, loop, or both. */
  pileHeightsMm: Partial<Record<HeightKind, number>>;
  /** Pile yarn above the backing, to the nearest 10 g. */
  pileWeightGm2: number;
  backingWeightGm2: number;
  /** Pile and backing. */
  totalWeightGm2: number;
  /** The whole rug, to a tenth of a kilogram. */
  rugWeightKg: number;
  tuftsPerM2: number;
  /** The distance between rows of tufts: in inches as the trade writes it, and rows per 10 cm. */
  gauge: { inch: Construction["gauge"]; rowsPer10cm: number };
  stitchRatePer10cm: number;
  backingThicknessMm: number;
  /** The tallest pile and the backing: what the 3D object's solid is as thick as. */
  thicknessMm: number;
  /** EN 1307 use class (21-23 domestic, 31-33 contract). */
  wear: WearClass;
  /** EN 1307 comfort class, from the pile's weight. */
  comfort: ComfortClass;
  /** Per use; a use left `null` is classified on request. */
  fire: FireRatings;
  /** The yarns of the pile, the main one first (the one its weights are worked out in). */
  materials: Material[];
  warrantyYears: number;
  /** How many pieces the rug is joined from: 1 up to 6 × 4 m. */
  pieces: number;
  leadTimeWeeks: number;
  /** What a finished rug may differ by, either way. */
  tolerances: typeof tolerances;
  /** Codes of the colour range, the ground first, with their colour value. */
  colours: { code: string; hex: string }[];
  /** Embodied carbon (A1-A3) per m² and for the rug's area, with its EPD; `null`: on request. */
  carbon: RugCarbon | null;
};

const millimetresPerInch = 25.4;

/** Rows of tufts per 10 cm of a gauge written as an inch fraction ("1/8" → 31.496…). */
export function rowsPer10cm(gauge: Construction["gauge"]): number {
  const [numerator, denominator] = gauge.split("/").map(Number) as [number, number];
  return 100 / ((millimetresPerInch * numerator) / denominator);
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;
/**
 * The figures of a configured rug. A design's rug passes the design's own build (all the
 * techniques and yarns it is offered in), so its classes are the design's, as its page states
 * them; a free configuration is built in its one technique and material.
 */
export function specifierFigures(
  configuration: Configuration,
  build: Pick<RugBuild, "techniques" | "materials"> = {
    techniques: [configuration.technique],
    materials: [configuration.material],
  },
): SpecifierFigures {
  const construction = constructions[configuration.technique][configuration.pile];
  const yarn = yarns[configuration.material];
  const backing = backingBuilds[configuration.backing];
  const shares = pileShares[configuration.pile];
  const heights = heightsOf(configuration.pile);

  const rows = rowsPer10cm(construction.gauge);
  const tuftsPerM2 = Math.round(rows * 10 * construction.stitchRatePer10cm * 10);
  // Each tuft is a U of yarn: two legs as tall as the pile (mm → m), tex in g per 1,000 m.
  const yarnPerTuftG = heights.reduce(
    (sum, height) => sum + shares[height] * 2 * (heightOf(configuration, height) / 1000) * (yarn.tex / 1000),
    0,
  );
  const pileWeightGm2 = roundTo(tuftsPerM2 * yarnPerTuftG, 10);
  const totalWeightGm2 = pileWeightGm2 + backing.weightGm2;
  const areaM2 = areaSquareMetres(configuration.shape, configuration.length, configuration.width);
  const tallestMm = Math.max(...heights.map((height) => heightOf(configuration, height)));
  const pieces = joinLayout(configuration).pieces;
  const facts = rugFacts({ ...build, pile: configuration.pile, backing: configuration.backing });

  return {
    widthMm: configuration.width * 10,
    lengthMm: configuration.length * 10,
    areaM2,
    pileHeightsMm: Object.fromEntries(heights.map((height) => [height, heightOf(configuration, height)])),
    pileWeightGm2,
    backingWeightGm2: backing.weightGm2,
    totalWeightGm2,
    rugWeightKg: oneDecimal((totalWeightGm2 * areaM2) / 1000),
    tuftsPerM2,
    gauge: { inch: construction.gauge, rowsPer10cm: oneDecimal(rows) },
    stitchRatePer10cm: construction.stitchRatePer10cm,
    backingThicknessMm: backing.thicknessMm,
    thicknessMm: tallestMm + backing.thicknessMm,
    wear: facts.wear,
    comfort: comfortClasses.find((entry) => pileWeightGm2 > entry.pileOverGm2)?.class ?? "LC1",
    fire: facts.fire,
    materials: facts.materials,
    warrantyYears: facts.warrantyYears,
    pieces,
    leadTimeWeeks: leadTime.weeks + (pieces > 1 ? leadTime.extraWeeksWhenJoined : 0),
    tolerances,
    colours: configuration.colours.map((code) => ({ code, hex: rangeColourByCode(code)?.hex ?? "" })),
    carbon: rugCarbon({ techniques: build.techniques, pile: configuration.pile, materials: facts.materials }, areaM2),
  };
}
