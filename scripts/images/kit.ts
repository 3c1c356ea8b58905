/**
 * Small deterministic building blocks for the placeholder art: a seeded PRNG, integer hashing,
 * brand colours and SVG path helpers. Everything here is pure: same input, same output.
 */

export type Rand = () => number;

/** What a motif draws from: the frame's size, the image's seed and a generator seeded from it. */
export type Ctx = { w: number; h: number; seed: number; rand: Rand };

/** mulberry32: tiny, fast, good enough for art. */
export function mulberry32(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Hash of two integers and a seed to [0, 1). */
export function hash2(x: number, y: number, seed: number): number {
  let h = (Math.imul(x | 0, 374761393) + Math.imul(y | 0, 668265263) + Math.imul(seed | 0, 2246822519)) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

export const range = (rand: Rand, min: number, max: number): number => min + (max - min) * rand();
export const pick = <T>(rand: Rand, items: readonly T[]): T =>
  items[Math.floor(rand() * items.length) % items.length] as T;

export function shuffle<T>(rand: Rand, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
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

export type Rgb = [number, number, number];

export function rgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function hex(c: Rgb): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${part(c[0])}${part(c[1])}${part(c[2])}`;
}

/** Linear mix of two hex colours (t = 0 gives a). */
export function mix(a: string, b: string, t: number): string {
  const ca = rgb(a);
  const cb = rgb(b);
  return hex([ca[0] + (cb[0] - ca[0]) * t, ca[1] + (cb[1] - ca[1]) * t, ca[2] + (cb[2] - ca[2]) * t]);
}

/** Lighten (amount > 0, towards white) or darken (amount < 0, towards black). */
export function shade(c: string, amount: number): string {
  return amount >= 0 ? mix(c, "#FFFFFF", amount) : mix(c, "#000000", -amount);
}

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

export type Pt = [number, number];

/** Number formatting for SVG: short and deterministic. */
export const n = (v: number): string => (Math.round(v * 10) / 10).toString();

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

/** Catmull-Rom segments through the points `at(0)`..`at(segments)`, as SVG cubic curves. */
function catmullRom(at: (i: number) => Pt, segments: number): string {
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  for (let i = 0; i < segments; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** Closed Catmull-Rom spline through the points, as cubic Beziers. */
export function smoothClosed(pts: Pt[]): string {
  const len = pts.length;
  return `${catmullRom((i) => pts[((i % len) + len) % len] as Pt, len)}Z`;
}

/** Open Catmull-Rom spline (no Z, no M repeat), for curves and bands. */
export function smoothOpen(pts: Pt[]): string {
  const len = pts.length;
  return catmullRom((i) => pts[Math.max(0, Math.min(len - 1, i))] as Pt, len - 1);
}

/**
 * Points of an organic closed outline around (cx, cy): a circle of radius r, stretched by
 * (sx, sy) and wobbled by a few seeded harmonics (irregularity 0 = ellipse).
 */
export function blobPoints(
  rand: Rand,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  irregularity: number,
  count = 14,
): Pt[] {
  const harmonics = [2, 3, 5].map((k) => ({
    k,
    a: (range(rand, 0.3, 1) * irregularity) / k ** 0.6,
    p: rand() * Math.PI * 2,
  }));
  const rot = rand() * Math.PI * 2;
  const pts: Pt[] = [];
  for (let i = 0; i < count; i++) {
    const t = (i / count) * Math.PI * 2;
    let r = 1;
    for (const h of harmonics) r += h.a * Math.sin(h.k * t + h.p);
    const x = Math.cos(t) * rx * r;
    const y = Math.sin(t) * ry * r;
    pts.push([cx + x * Math.cos(rot) - y * Math.sin(rot), cy + x * Math.sin(rot) + y * Math.cos(rot)]);
  }
  return pts;
}

/** Scales points about a centre. */
export const scalePts = (pts: Pt[], cx: number, cy: number, s: number, sy = s): Pt[] =>
  pts.map((p) => [cx + (p[0] - cx) * s, cy + (p[1] - cy) * sy]);
