import { type Language, localizePath } from "~/i18n/languages";
import { colourRange, maxColours, rangeColourByCode } from "./colour-range";
import {
  type Backing,
  backings,
  type HeightKind,
  heightRanges,
  heightsOf,
  type Material,
  type Motif,
  materials,
  motifs,
  type Pile,
  piles,
  type Shape,
  seamless,
  shapes,
  sizeKind,
  sizeRange,
  type Technique,
  techniques,
} from "./options";

/**
 * A rug as the visitor configured it. Sizes in centimetres: a square's side and a circle's
 * diameter are both its width and its length. Heights in millimetres; the pile decides which
 * of the two apply. `colours` are codes of the colour collection, the first one the ground.
 */
export type Configuration = {
  shape: Shape;
  width: number;
  length: number;
  technique: Technique;
  pile: Pile;
  cutHeight: number;
  loopHeight: number;
  motif: Motif;
  colours: string[];
  material: Material;
  backing: Backing;
  /**
   * The design of the collection the rug is, by its slug, when the visitor started from one
   * ("Configure this design"): the design decides the pattern (its collection is the motif), the
   * visitor the rest. Absent for a free configuration. Whether the collection shows that design
   * is the server's to say (it alone has the published catalogue); the colourway is the design's
   * one whose colours these are, or the visitor's own colours.
   */
  design?: string;
};

/** A design's slug as the catalogue writes them: lower-case words of letters and digits joined by hyphens. */
const designSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isDesignSlug = (value: string) => value.length <= 60 && designSlug.test(value);

/** Where a configuration problem is shown: the field it belongs to. */
export type ProblemField =
  | "shape"
  | "width"
  | "length"
  | "diameter"
  | "technique"
  | "pile"
  | "cutHeight"
  | "loopHeight"
  | "motif"
  | "colours"
  | "material"
  | "backing";

/**
 * A choice the factory cannot make, or the address did not say clearly: `range` (a number
 * outside `min`-`max`, or no number), `unknown` (a value not offered), `tooMany` (over six
 * colours). The configuration carries the nearest thing that can be made instead.
 */
export type Problem =
  | { field: ProblemField; kind: "range"; min: number; max: number }
  | { field: ProblemField; kind: "unknown" }
  | { field: "colours"; kind: "tooMany"; max: number };

/** The address's names for each choice (`?shape=oval&w=240&l=170&c=SA04&c=TE12`). */
export const params = {
  shape: "shape",
  width: "w",
  length: "l",
  diameter: "d",
  technique: "technique",
  pile: "pile",
  cutHeight: "cut",
  loopHeight: "loop",
  motif: "motif",
  colours: "c",
  material: "material",
  backing: "backing",
  design: "design",
} as const;

/** The address's names of the colour picker's own view (not the rug): the family shown, the search. */
export const viewParams = { family: "fam", search: "q" } as const;

/** The numbers as typed, to show them again beside their problem (by field). */
export type Entered = Partial<Record<"width" | "length" | "diameter" | "cutHeight" | "loopHeight", string>>;

export type ParsedConfiguration = { configuration: Configuration; problems: Problem[]; entered: Entered };

/** The rug the page opens with: a rectangle in three quiet colours of the collection. */
export const defaultConfiguration: Configuration = {
  shape: "rectangular",
  width: 200,
  length: 300,
  technique: "handtuft",
  pile: "cut",
  cutHeight: 20,
  loopHeight: 10,
  motif: "large-pattern",
  colours: defaultColours(),
  material: "nz-wool",
  backing: "latex",
};

function defaultColours(): string[] {
  const pick = (family: string, index: number) =>
    colourRange.filter((colour) => colour.family === family)[index]?.code ?? "";
  return [pick("sand", 3), pick("terracotta", 10), pick("charcoal", 14)];
}

/**
 * A whole number from a typed value, as a person writes one: digits, perhaps a decimal comma or
 * point ("240", "240,5" and " 240 " read 240 or 241). Anything else is not a number here, though
 * JavaScript would read it as one: "1e3", "0x100", "0b11", "Infinity".
 */
function readNumber(value: string | null): number | null {
  const typed = value?.trim() ?? "";
  if (!/^\d{1,7}(?:[.,]\d{1,4})?$/.test(typed)) return null;
  return Math.round(Number(typed.replace(",", ".")));
}

/**
 * Reads a configuration from an address's query (or a GET form's fields): missing values take
 * the default, everything the factory cannot make becomes a problem and the nearest thing it
 * can make. The same code runs on the server (a shared link, a post without JavaScript, a
 * quote request) and in the browser (every change).
 */
export function parseConfiguration(query: URLSearchParams): ParsedConfiguration {
  const problems: Problem[] = [];
  const entered: Entered = {};

  function choice<T extends string>(field: ProblemField, options: readonly T[], fallback: T): T {
    const value = query.get(params[field as keyof typeof params]);
    if (value === null || value === "") return fallback;
    if ((options as readonly string[]).includes(value)) return value as T;
    problems.push({ field, kind: "unknown" });
    return fallback;
  }

  function number(
    field: "width" | "length" | "diameter" | "cutHeight" | "loopHeight",
    range: { min: number; max: number },
    fallback: number,
  ): number {
    const raw = query.get(params[field]);
    if (raw === null) return fallback;
    entered[field] = raw.slice(0, 12);
    const value = readNumber(raw);
    if (value !== null && value >= range.min && value <= range.max) return value;
    problems.push({ field, kind: "range", min: range.min, max: range.max });
    return value === null ? fallback : Math.min(range.max, Math.max(range.min, value));
  }

  const d = defaultConfiguration;
  const shape = choice("shape", shapes, d.shape);
  let width: number;
  let length: number;
  const kind = sizeKind(shape);
  if (kind === "diameter") {
    width = length = number("diameter", sizeRange, d.width);
  } else if (kind === "side") {
    width = length = number("width", sizeRange, d.width);
  } else {
    width = number("width", sizeRange, d.width);
    length = number("length", sizeRange, d.length);
  }
  const pile = choice("pile", piles, d.pile);
  const heights = heightsOf(pile);
  const cutHeight = heights.includes("cut") ? number("cutHeight", heightRanges.cut, d.cutHeight) : d.cutHeight;
  const loopHeight = heights.includes("loop") ? number("loopHeight", heightRanges.loop, d.loopHeight) : d.loopHeight;

  const codes: string[] = [];
  let unknownColour = false;
  for (const value of query.getAll(params.colours)) {
    const colour = rangeColourByCode(value.trim());
    if (!colour) unknownColour = true;
    else if (!codes.includes(colour.code)) codes.push(colour.code);
  }
  if (unknownColour) problems.push({ field: "colours", kind: "unknown" });
  if (codes.length > maxColours) problems.push({ field: "colours", kind: "tooMany", max: maxColours });

  const configuration: Configuration = {
    shape,
    width,
    length,
    technique: choice("technique", techniques, d.technique),
    pile,
    cutHeight,
    loopHeight,
    motif: choice("motif", motifs, d.motif),
    colours: codes.length > 0 ? codes.slice(0, maxColours) : [...d.colours],
    material: choice("material", materials, d.material),
    backing: choice("backing", backings, d.backing),
  };
  // A design named in a form the address's reader cannot match is no design: the rug is free.
  const design = query.get(params.design)?.trim() ?? "";
  if (isDesignSlug(design)) configuration.design = design;
  return { configuration, problems, entered };
}

/** The address's name of the colour a visitor asked to make the ground (moved first). */
export const groundParam = "ground";

/**
 * The query with the colour named by `ground` moved to the front of the colours (the button
 * 'use as ground' sends it, with or without JavaScript), and `ground` itself removed.
 */
export function withGroundFirst(query: URLSearchParams): URLSearchParams {
  const ground = query.get(groundParam);
  if (ground === null) return query;
  const next = new URLSearchParams(query);
  next.delete(groundParam);
  const codes = next.getAll(params.colours);
  if (!codes.includes(ground)) return next;
  next.delete(params.colours);
  for (const code of [ground, ...codes.filter((code) => code !== ground)]) next.append(params.colours, code);
  return next;
}

/**
 * The configuration as an address's query, in a fixed order and with only what applies (a
 * circle's diameter, not its width and length; a loop pile's height, not a cut one):
 * `parseConfiguration` reads it back to the same configuration.
 */
export function configurationQuery(configuration: Configuration): string {
  const query = new URLSearchParams();
  if (configuration.design) query.set(params.design, configuration.design);
  query.set(params.shape, configuration.shape);
  const kind = sizeKind(configuration.shape);
  if (kind === "diameter") query.set(params.diameter, String(configuration.width));
  else query.set(params.width, String(configuration.width));
  if (kind === "width-length") query.set(params.length, String(configuration.length));
  query.set(params.technique, configuration.technique);
  query.set(params.pile, configuration.pile);
  for (const height of heightsOf(configuration.pile)) {
    query.set(height === "cut" ? params.cutHeight : params.loopHeight, String(heightOf(configuration, height)));
  }
  query.set(params.motif, configuration.motif);
  for (const code of configuration.colours) query.append(params.colours, code);
  query.set(params.material, configuration.material);
  query.set(params.backing, configuration.backing);
  return query.toString();
}

export function heightOf(configuration: Configuration, height: HeightKind): number {
  return height === "cut" ? configuration.cutHeight : configuration.loopHeight;
}

/** Whether the rug is made in one piece: it fits 6 m × 4 m either way round. */
export function isSeamless(configuration: Pick<Configuration, "width" | "length">): boolean {
  const long = Math.max(configuration.width, configuration.length);
  const short = Math.min(configuration.width, configuration.length);
  return long <= seamless.long && short <= seamless.short;
}

/** Whether a cut pile this low is reached by shearing after tufting. */
export function isSheared(configuration: Configuration): boolean {
  return heightsOf(configuration.pile).includes("cut") && configuration.cutHeight < heightRanges.cut.shearedBelow;
}

/** What the sales team is told beside the choices: joins, shearing. */
export type Note = "joins" | "sheared";

export function notesOf(configuration: Configuration): Note[] {
  return [
    ...(isSeamless(configuration) ? [] : (["joins"] as const)),
    ...(isSheared(configuration) ? (["sheared"] as const) : []),
  ];
}

/** The configurator's page, by its Spanish path. */
export const configuratorPath = "/configurador";

/** Where a configuration's specification sheet is drawn (`?lang=en&shape=…`). */
export const specSheetPath = "/api/configurator/sheet";

/** The configurator showing this configuration, in `lang`: the link to share, e-mail and print. */
export function configurationUrl(siteUrl: string, lang: Language, configuration: Configuration): string {
  return `${siteUrl.replace(/\/+$/, "")}${localizePath(configuratorPath, lang)}?${configurationQuery(configuration)}`;
}
