/**
 * What the collection's patterns are drawn with: the context a layout gets (the rug's box, the
 * colourway, the seed), what it gives back (its colours and perhaps its relief), and the SVG
 * shapes they are all made of, in the rug's centimetres.
 */
import { mix } from "./colour.ts";
import type { Rand } from "./seeded.ts";
import { n, type Pt, smoothOpen } from "./svg-path.ts";

export type PatternCtx = {
  W: number;
  H: number;
  /** The colourway's colours (hex), the ground first. */
  c: readonly string[];
  rand: Rand;
  /** Robot-tufted: crisp, machine-straight drawing. */
  robot: boolean;
};
export type Pattern = { color: string; relief?: string };

/** The colourway's `i`th colour; past its last, a blend of two of them (a tufter's in-between shade). */
export function inkOf(c: readonly string[]): (i: number) => string {
  return (i) => {
    if (i < c.length) return c[i] as string;
    const a = c[i % c.length] as string;
    const b = c[(i + 1) % c.length] as string;
    return mix(a, b, 0.5);
  };
}

/** A grey of lightness `v` (0 black, 1 white), as the relief drawings are painted. */
export const grey = (v: number) => {
  const level = Math.round(Math.max(0, Math.min(1, v)) * 255)
    .toString(16)
    .padStart(2, "0");
  return `#${level}${level}${level}`;
};
export const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;
export const ringPath = (cx: number, cy: number, r: number, stroke: string, width: number) =>
  circle(cx, cy, r, "none", `stroke="${stroke}" stroke-width="${n(width)}"`);
export const fillPath = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}" ${extra}/>`;
export const strokePath = (d: string, stroke: string, width: number, extra = "", cap = "round", join = "round") =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="${cap}" stroke-linejoin="${join}" ${extra}/>`;
export const polyD = (pts: Pt[]) => `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z`;
export const box = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${extra}/>`;

/** A curve across the rug (x from -margin to W + margin) at height y0, waving. */
export function wave(W: number, y0: number, amp: number, length: number, phase: number, steps = 16): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = -W * 0.1 + (W * 1.2 * i) / steps;
    pts.push([x, y0 + amp * Math.sin((x / length) * Math.PI * 2 + phase)]);
  }
  return pts;
}

/** The band between two curves across the rug (both left to right). */
export const band = (top: Pt[], bottom: Pt[]) =>
  `${smoothOpen(top)}L${n((bottom.at(-1) as Pt)[0])} ${n((bottom.at(-1) as Pt)[1])}${smoothOpen([...bottom].reverse()).replace(/^M[^C]*/, "")}Z`;
