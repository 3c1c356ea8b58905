/**
 * Small deterministic building blocks for the placeholder art: a seeded PRNG, integer hashing,
 * brand colours and SVG path helpers. Everything here is pure: same input, same output. The
 * generator, colour mixing and curves are the designs' artwork's own (app/rug/artwork/), so the
 * site's other pictures draw with the same pen.
 */
import { hex, rgb } from "../../app/rug/artwork/colour.ts";
import type { Rand } from "../../app/rug/artwork/seeded.ts";
import { n, type Pt } from "../../app/rug/artwork/svg-path.ts";

export { hex, mix, type Rgb, rgb, shade } from "../../app/rug/artwork/colour.ts";
export { mulberry32, pick, type Rand, range, shuffle } from "../../app/rug/artwork/seeded.ts";
export { blobPoints, n, type Pt, smoothClosed, smoothOpen } from "../../app/rug/artwork/svg-path.ts";

/** What a motif draws from: the frame's size, the image's seed and a generator seeded from it. */
export type Ctx = { w: number; h: number; seed: number; rand: Rand };

/** Hash of two integers and a seed to [0, 1). */
export function hash2(x: number, y: number, seed: number): number {
  let h = (Math.imul(x | 0, 374761393) + Math.imul(y | 0, 668265263) + Math.imul(seed | 0, 2246822519)) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

// ---------------------------------------------------------------- colour

export const palette = {
  ivory: "#F4EFE7",
  sand: "#E4D6C3",
  stone: "#C9B8A3",
  taupe: "#9C8B78",
  bronze: "#A27B4B",
  brass: "#C2A06B",
  terracotta: "#A0573B",
  ink: "#1E1B18",
  charcoal: "#3A342E",
  sage: "#8E9A85",
  midnight: "#23324A",
} as const;

/** A subtle, seeded variation of a colour: dyed wool is never exactly the swatch. */
export function vary(rand: Rand, c: string, amount = 0.05): string {
  const [r, g, b] = rgb(c);
  const l = 1 + (rand() - 0.5) * 2 * amount;
  const w = (rand() - 0.5) * amount * 40;
  return hex([r * l + w, g * l, b * l - w * 0.6]);
}

/** Grey level (0..1) as an SVG colour, for height maps and masks. */
export const grey = (v: number): string => hex([v * 255, v * 255, v * 255]);

// ---------------------------------------------------------------- svg

export function svg(w: number, h: number, body: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>`;
}

/** An SVG Gaussian blur filter with room around the shape for the blur to spread into. */
export const blurFilter = (id: string, sd: number) =>
  `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${n(sd)}"/></filter>`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ""): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${extra}/>`;

export const poly = (pts: Pt[], fill: string, extra = ""): string =>
  `<path d="M${pts.map((p) => `${n(p[0])} ${n(p[1])}`).join("L")}Z" fill="${fill}" ${extra}/>`;

/** Scales points about a centre. */
export const scalePts = (pts: Pt[], cx: number, cy: number, s: number, sy = s): Pt[] =>
  pts.map((p) => [cx + (p[0] - cx) * s, cy + (p[1] - cy) * sy]);
