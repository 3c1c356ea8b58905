/**
 * The pile's look in the room view, in the rug's own centimetres, so it lies still on the rug as
 * it moves and turns: a multiplier of the rug's colour around 1.
 *
 * Tufts are far smaller than a pixel in most photos of a room (a 300 cm rug across 800 pixels is
 * 0.4 cm a pixel, two or three tufts): a pixel then shows the mean of the tufts it covers, whose
 * spread falls as the tufts' size over the pixel's (the square root of their number). So the grain
 * fades as a photograph's does, to a fine, even texture, and never to a flat colour; close up, one
 * tuft spans several pixels and the grain is at its full strength. Under it, the slow unevenness
 * of a pile that has been walked on and brushed: a few centimetres, then tens of centimetres.
 */

/** A repeatable hash of a cell, 0..1. */
export function hash(x: number, y: number): number {
  let h = Math.imul(x | 0, 374761393) ^ Math.imul(y | 0, 668265263);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967295;
}

/** Smooth noise, -0.5..0.5, varying over `size` cm; `salt` gives another field of the same size. */
function smoothNoise(u: number, v: number, size: number, salt: number): number {
  const x = u / size;
  const y = v / size;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const tx = x - x0;
  const ty = y - y0;
  const sx = tx * tx * (3 - 2 * tx);
  const sy = ty * ty * (3 - 2 * ty);
  const a = hash(x0 + salt, y0);
  const b = hash(x0 + 1 + salt, y0);
  const c = hash(x0 + salt, y0 + 1);
  const d = hash(x0 + 1 + salt, y0 + 1);
  return (a + (b - a) * sx) * (1 - sy) + (c + (d - c) * sx) * sy - 0.5;
}

/** The size of a cut tuft and of a loop, in centimetres. */
export const tuftCm = { cut: 0.25, loop: 0.5 } as const;

/**
 * The pile's shade at the rug's (u, v) cm, seen by a pixel `cmPerPixel` across: cut pile a grain
 * of tufts, loop pile rows of small loops lit on top and shaded between.
 */
export function pileShade(kind: "cut" | "loop", u: number, v: number, cmPerPixel: number): number {
  const tuft = tuftCm[kind];
  // The tufts' spread in one pixel: full when a tuft spans a pixel or more, then as tuft / pixel.
  const share = Math.min(1, tuft / Math.max(1e-6, cmPerPixel));
  const grain =
    kind === "cut"
      ? (hash(Math.floor(u / tuft), Math.floor(v / tuft)) - 0.5) * 0.22
      : loopRelief(u / tuft, v / tuft) + (hash(Math.floor(u / tuft), Math.floor(v / tuft)) - 0.5) * 0.08;
  return 1 + grain * share;
}

/** The slow unevenness of a pile that has been walked on and brushed, at the rug's (u, v) cm. */
export function walkedShade(u: number, v: number): number {
  return 1 + smoothNoise(u, v, 3, 17) * 0.05 + smoothNoise(u, v, 28, 91) * 0.08;
}

/** A loop seen from above at loop cell (x, y): its top lit, the gap round it shaded. */
function loopRelief(x: number, y: number): number {
  const cu = x - Math.floor(x) - 0.5;
  const cv = y - Math.floor(y) - 0.5;
  const ring = Math.abs(Math.hypot(cu, cv) - 0.3);
  return 0.08 - ring * 0.7;
}
