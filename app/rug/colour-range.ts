/**
 * The yarn colours a rug can be configured in: 15 families of 20 shades, light to dark, by code
 * and colour value. Their names, in six languages, are in `colours.ts` (the server's): the browser
 * gets only its own language's, with the page.
 *
 * FICTIONAL RANGE: codes and hex values are generated below from a small table (a family's hue,
 * lightness and chroma; 20 tones) as a stand-in. To use the factory's real range, replace the
 * generator with a literal `export const colourRange: readonly RangeColour[] = [{ code, family, hex }, ...]`
 * (ordered by family, then light to dark), and its names in `colours.ts`.
 */

export type ColourFamilyId =
  | "ivory"
  | "sand"
  | "gold"
  | "ochre"
  | "terracotta"
  | "rose"
  | "red"
  | "plum"
  | "blue"
  | "teal"
  | "green"
  | "olive"
  | "brown"
  | "grey"
  | "charcoal";

export type RangeColour = { code: string; family: ColourFamilyId; hex: string };

/** Most colours a single rug can be made in. */
export const maxColours = 6;

/** Shades per family, light to dark. */
export const tonesPerFamily = 20;

// id, code prefix, OKLCH hue, lightness of the lightest and of the darkest shade, peak chroma,
// hue drift towards the dark end.
const familyTable: readonly [ColourFamilyId, string, number, number, number, number, number][] = [
  ["ivory", "IV", 88, 0.97, 0.8, 0.035, -8],
  ["sand", "SA", 75, 0.93, 0.52, 0.055, -5],
  ["gold", "GO", 90, 0.9, 0.5, 0.11, -12],
  ["ochre", "OC", 76, 0.88, 0.45, 0.105, -6],
  ["terracotta", "TE", 45, 0.86, 0.38, 0.115, -5],
  ["rose", "RO", 12, 0.92, 0.45, 0.07, 5],
  ["red", "RE", 25, 0.8, 0.3, 0.125, -5],
  ["plum", "PL", 340, 0.88, 0.27, 0.07, -8],
  ["blue", "BL", 250, 0.92, 0.25, 0.075, 15],
  ["teal", "TL", 205, 0.9, 0.28, 0.06, 10],
  ["green", "GR", 150, 0.92, 0.28, 0.06, 10],
  ["olive", "OL", 112, 0.9, 0.32, 0.085, -5],
  ["brown", "BR", 55, 0.85, 0.25, 0.065, -5],
  ["grey", "GY", 80, 0.95, 0.42, 0.014, 0],
  ["charcoal", "CH", 255, 0.56, 0.18, 0.018, 0],
];

/** The families' ids, in display order. */
export const colourFamilyIds: readonly ColourFamilyId[] = familyTable.map(([id]) => id);

/** OKLCH to "#rrggbb", clamped to sRGB. */
function oklchToHex(l: number, c: number, hue: number): string {
  const a = c * Math.cos((hue * Math.PI) / 180);
  const b = c * Math.sin((hue * Math.PI) / 180);
  const lc = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const mc = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const sc = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * lc - 3.3077115913 * mc + 0.2309699292 * sc,
    -1.2684380046 * lc + 2.6097574011 * mc - 0.3413193965 * sc,
    -0.0041960863 * lc - 0.7034186147 * mc + 1.707614701 * sc,
  ];
  const channel = (x: number) => {
    const v = Math.min(1, Math.max(0, x));
    const srgb = v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055;
    return Math.round(srgb * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${linear.map(channel).join("")}`;
}

/** All 300 colours, by family, then light to dark. */
export const colourRange: readonly RangeColour[] = familyTable.flatMap(
  ([family, prefix, hue, light, dark, chroma, drift]) =>
    Array.from({ length: tonesPerFamily }, (_, i): RangeColour => {
      const t = i / (tonesPerFamily - 1);
      // Lightness eases a little towards the dark end; chroma peaks in the middle tones, with a small
      // irregular wobble (as in a dyed range) that never reorders the lightness.
      const l = light - (light - dark) * (0.85 * t + 0.15 * t * t) + 0.004 * Math.sin(i * 2.1);
      const c = chroma * (0.3 + 0.7 * Math.sin(Math.PI * (0.05 + 0.8 * t))) * (1 + 0.12 * Math.sin(i * 1.7 + hue));
      return { code: `${prefix}${String(i + 1).padStart(2, "0")}`, family, hex: oklchToHex(l, c, hue + drift * t) };
    }),
);

const byCode = new Map(colourRange.map((colour) => [colour.code, colour]));

/** The colour with this code, in any case: "sa04" finds "SA04". */
export function rangeColourByCode(code: string): RangeColour | undefined {
  return byCode.get(code.trim().toUpperCase());
}

/** Lower case without accents: "Petróleo" -> "petroleo", "Grün" -> "grun". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * Colours whose code or name (from `names`, one language's, by code) contains every word of the
 * query, ignoring case and accents ("azul bruma", "petroleo", "nebelblau", "sa04"); an empty
 * query gives them all. `family` narrows the list.
 */
export function searchRange(
  query: string,
  names: Readonly<Record<string, string>>,
  family?: ColourFamilyId,
): RangeColour[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return colourRange.filter((colour) => {
    if (family && colour.family !== family) return false;
    if (words.length === 0) return true;
    const name = names[colour.code] ?? "";
    // German umlauts also spelt out, so "gruen" finds "Grün" as well as "grun".
    const text = `${colour.code.toLowerCase()} ${fold(name)} ${fold(name.replace(/[äöü]/gi, (ch) => `${ch}e`))}`;
    return words.every((word) => text.includes(word));
  });
}
