import { type Rand, range } from "./seeded.ts";

/** SVG path helpers of the artwork: short, deterministic numbers and smooth curves through points. */

export type Pt = [number, number];

/** Number formatting for SVG: short and deterministic. */
export const n = (v: number): string => (Math.round(v * 10) / 10).toString();

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
