/**
 * The unique collection's layouts: landscapes seen from the air or afar (an island, a lagoon,
 * mountain ranges, a river delta).
 */
import { mix } from "./colour.ts";
import {
  band,
  box,
  fillPath,
  grey,
  inkOf,
  type Pattern,
  type PatternCtx,
  polyD,
  strokePath,
  wave,
} from "./pattern-kit.ts";
import { range } from "./seeded.ts";
import { blobPoints, n, type Pt, smoothClosed, smoothOpen } from "./svg-path.ts";

/** An island seen from the air: contour lines round a lagoon, off the centre. */
function island({ W, H, c, rand }: PatternCtx): Pattern {
  const ink = inkOf(c);
  const u = Math.min(W, H);
  const [cx, cy] = [W * range(rand, 0.4, 0.6), H * range(rand, 0.4, 0.6)];
  const base = blobPoints(rand, cx, cy, u * 0.6, u * 0.8, 0.25, 16);
  let s = box(-5, -5, W + 10, H + 10, ink(0));
  let relief = "";
  const levels = [1.25, 1.05, 0.9, 0.75, 0.62, 0.5, 0.38, 0.26, 0.15];
  const fills = [0, 1, 0, 2, 1, 1, 0, 2, 1];
  levels.forEach((level, k) => {
    const pts = base.map(([x, y]) => [cx + (x - cx) * level, cy + (y - cy) * level] as Pt);
    const d = smoothClosed(pts);
    s += fillPath(d, ink(fills[k] as number));
    s += `<path d="${d}" fill="none" stroke="${ink(2)}" stroke-width="${n(u * 0.006)}"/>`;
    relief += fillPath(d, grey(0.42 + k * 0.03));
  });
  return { color: s, relief: box(-5, -5, W + 10, H + 10, grey(0.4)) + relief };
}

/** A lagoon: slow horizontal water, and reeds standing in clumps along it. */
function lagoon({ W, H, c, rand }: PatternCtx): Pattern {
  const ink = inkOf(c);
  let s = box(-5, -5, W + 10, H + 10, ink(0));
  let y = -5;
  let k = 0;
  while (y < H + 5) {
    const h = H * range(rand, 0.03, 0.09);
    s += fillPath(
      band(wave(W, y, H * 0.01, W * 0.9, k), wave(W, y + h, H * 0.01, W * 0.9, k + 0.8)),
      k % 3 === 1 ? ink(2) : k % 3 === 2 ? mix(ink(0), ink(2), 0.4) : ink(0),
    );
    y += h;
    k++;
  }
  for (let clump = 0; clump < 6; clump++) {
    const [x0, y0] = [W * range(rand, 0.05, 0.95), H * range(rand, 0.15, 1)];
    for (let r = 0; r < 14; r++) {
      const x = x0 + range(rand, -W * 0.06, W * 0.06);
      const h = H * range(rand, 0.08, 0.2);
      const lean = range(rand, -W * 0.04, W * 0.04);
      s += fillPath(
        `M${n(x - 0.8)} ${n(y0)}Q${n(x + lean * 0.3)} ${n(y0 - h * 0.6)} ${n(x + lean)} ${n(y0 - h)}Q${n(x + lean * 0.3 + 0.6)} ${n(y0 - h * 0.6)} ${n(x + 0.8)} ${n(y0)}Z`,
        ink(1),
      );
    }
  }
  return { color: s };
}

/** Mountain ranges one behind the other, each a step darker towards the front. */
function ranges({ W, H, c, rand }: PatternCtx): Pattern {
  const ink = inkOf(c);
  let s = box(-5, -5, W + 10, H + 10, ink(2));
  let relief = box(-5, -5, W + 10, H + 10, grey(0.3));
  const count = 5;
  for (let k = 0; k < count; k++) {
    const base = H * (0.12 + (k * 0.82) / count);
    const pts: Pt[] = [[-10, H + 10]];
    let x = -10;
    while (x < W + 10) {
      pts.push([x, base - H * range(rand, 0.02, 0.12)]);
      x += range(rand, W * 0.05, W * 0.14);
    }
    pts.push([W + 10, base], [W + 10, H + 10]);
    const fill = k === count - 1 ? ink(0) : mix(ink(2), ink(k % 2 ? 1 : 0), 0.35 + (k * 0.65) / count);
    s += fillPath(polyD(pts), fill);
    relief += fillPath(polyD(pts), grey(0.35 + k * 0.08));
  }
  return { color: s, relief };
}

/** A river delta: one broad channel branching down the rug into finer ones, sandbars between. */
function delta({ W, H, c, rand }: PatternCtx): Pattern {
  const ink = inkOf(c);
  let s = box(-5, -5, W + 10, H + 10, ink(0));
  let banks = "";
  const bars: Pt[] = [];
  const branch = (x: number, y: number, angle: number, width: number, depth: number) => {
    if (depth > 3 || y > H) return;
    const len = H * range(rand, 0.2, 0.3);
    const pts: Pt[] = [[x, y]];
    let [px, py] = [x, y];
    for (let i = 1; i <= 6; i++) {
      px += Math.sin(angle + range(rand, -0.3, 0.3)) * (len / 6);
      py += Math.cos(angle) * (len / 6);
      pts.push([px, py]);
    }
    banks += strokePath(smoothOpen(pts), ink(2), width * 1.35);
    s += strokePath(smoothOpen(pts), ink(1), width);
    bars.push([px, py]);
    const forks = depth < 2 ? 2 : rand() < 0.6 ? 2 : 1;
    for (let f = 0; f < forks; f++)
      branch(px, py, angle + (f === 0 ? -1 : 1) * range(rand, 0.25, 0.55), width * range(rand, 0.6, 0.75), depth + 1);
  };
  branch(W * range(rand, 0.4, 0.6), -5, range(rand, -0.15, 0.15), W * 0.16, 0);
  let sand = "";
  for (const [x, y] of bars)
    sand += fillPath(
      smoothClosed(blobPoints(rand, x + W * 0.08, y + H * 0.05, W * 0.05, H * 0.025, 0.3, 8)),
      mix(ink(0), ink(1), 0.5),
    );
  return { color: s.replace(/^(<rect[^>]*\/>)/, `$1${banks}`) + sand };
}

/** In order: a design takes the layout of its place in the collection. */
export const uniquePatterns: readonly ((pattern: PatternCtx) => Pattern)[] = [island, lagoon, ranges, delta];
