/**
 * The large-pattern collection's layouts: bold shapes the size of the rug (great discs and rings, swelling
 * bands, broad diagonals, orbits, tumbling tiles), drawn in the colourway's colours.
 */
import {
  band,
  box,
  circle,
  fillPath,
  inkOf,
  type Pattern,
  type PatternCtx,
  polyD,
  ringPath,
  strokePath,
  wave,
} from "./pattern-kit.ts";
import { range, shuffle } from "./seeded.ts";
import { n, type Pt, smoothOpen } from "./svg-path.ts";

/** Great discs and rings anchored to the edges, a sweeping line (the configurator's own motif). */
function arcs({ W, H, c, rand }: PatternCtx): Pattern {
  const ink = inkOf(c);
  const u = Math.min(W, H);
  const flip = rand() < 0.5;
  const mirror = (x: number) => (flip ? W - x : x);
  let s = box(-5, -5, W + 10, H + 10, ink(0));
  const r1 = u * range(rand, 0.72, 0.86);
  const [ax, ay] = [mirror(u * range(rand, 0, 0.12)), H - u * range(rand, 0.05, 0.2)];
  s += circle(ax, ay, r1, ink(1));
  s += ringPath(ax, ay, r1 * 0.66, ink(0), u * 0.035);
  s += circle(ax, ay, r1 * 0.36, ink(2));
  s += ringPath(ax, ay, r1 * 0.36 + u * 0.04, ink(2), u * 0.012);
  const r2 = u * range(rand, 0.3, 0.4);
  const [bx, by] = [mirror(W - u * range(rand, 0.02, 0.12)), H * range(rand, 0.16, 0.26)];
  s += circle(bx, by, r2, ink(2));
  s += circle(bx, by, r2 * 0.5, ink(1));
  for (let k = 1; k <= 3; k++) s += ringPath(bx, by, r2 + u * 0.05 * k, ink(2), u * 0.008);
  const line = smoothOpen([
    [mirror(W * range(rand, 0.1, 0.3)), -10],
    [mirror(W * 0.45), H * 0.3],
    [mirror(W * 0.75), H * range(rand, 0.5, 0.6)],
    [mirror(W + 10), H * range(rand, 0.62, 0.72)],
  ]);
  s += strokePath(line, ink(2), u * 0.028);
  // A plain border of ground all round, a fine line inside it.
  const rim = u * 0.045;
  s += box(rim / 2, rim / 2, W - rim, H - rim, "none", `stroke="${ink(0)}" stroke-width="${n(rim)}"`);
  s += box(
    rim * 1.25,
    rim * 1.25,
    W - rim * 2.5,
    H - rim * 2.5,
    "none",
    `stroke="${ink(2)}" stroke-width="${n(u * 0.007)}"`,
  );
  return { color: s };
}

/** Broad bands swelling across the rug like a tide, each edged with a thin line. */
function tide({ W, H, c, rand }: PatternCtx): Pattern {
  const ink = inkOf(c);
  let s = box(-5, -5, W + 10, H + 10, ink(0));
  const count = 6;
  const length = W * range(rand, 1.3, 1.8);
  const tilt = range(rand, -0.25, 0.25);
  const curves: Pt[][] = [];
  for (let k = 0; k <= count; k++) {
    const y0 = -H * 0.1 + ((H * 1.2) / count) * (k + range(rand, -0.2, 0.2));
    const pts = wave(W, y0, H * range(rand, 0.04, 0.07), length, k * 0.7 + rand(), 18).map(
      ([x, y]) => [x, y + tilt * x] as Pt,
    );
    curves.push(pts);
  }
  const fills = [1, 0, 2, 1, 3, 0, 2];
  let lines = "";
  for (let k = 0; k < count; k++) {
    const top = curves[k] as Pt[];
    const bottom = curves[k + 1] as Pt[];
    s += fillPath(band(top, bottom), ink(fills[k] ?? 0));
    lines += strokePath(smoothOpen(bottom), ink(2), Math.min(W, H) * 0.012);
    lines += strokePath(
      smoothOpen(bottom.map(([x, y]) => [x, y - H * 0.022] as Pt)),
      ink(fills[k] === 0 ? 1 : 0),
      Math.min(W, H) * 0.006,
    );
  }
  return { color: s + lines };
}

/** Broad diagonal bands in every colour, one broken into steps: a bold, machine-crisp field. */
function diagonals({ W, H, c, rand }: PatternCtx): Pattern {
  const ink = inkOf(c);
  let s = box(-5, -5, W + 10, H + 10, ink(0));
  const angle = range(rand, 0.45, 0.75) * (rand() < 0.5 ? 1 : -1);
  const t = Math.tan(angle);
  const stripe = (y: number, width: number, fill: string) =>
    fillPath(
      polyD([
        [-20, y + t * -20],
        [W + 20, y + t * (W + 20)],
        [W + 20, y + width + t * (W + 20)],
        [-20, y + width + t * -20],
      ]),
      fill,
    );
  // Lines y = y0 + t x cross the rug for y0 between these two: share that span out.
  const [from, to] = t > 0 ? [-t * W, H] : [0, H - t * W];
  const widths = shuffle(rand, [0.16, 0.09, 0.05, 0.2, 0.035, 0.11]);
  const gaps = widths.map(() => range(rand, 0.5, 1.5));
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  const [bandUnit, gapUnit] = [((to - from) * 0.66) / sum(widths), ((to - from) * 0.34) / sum(gaps)];
  let y = from;
  widths.forEach((width, k) => {
    y += (gaps[k] ?? 1) * gapUnit * 0.5;
    const fill = 1 + (k % 3);
    s += stripe(y, width * bandUnit, ink(fill));
    // A run of pinstripes beside the widest band.
    if (width === 0.2) for (let p = 1; p <= 4; p++) s += stripe(y + width * bandUnit + p * 2.4, 0.8, ink(fill));
    y += width * bandUnit + (gaps[k] ?? 1) * gapUnit * 0.5;
  });
  return { color: s };
}

/** Eccentric rings like orbits on a chart, crossed by fine meridians. */
function orbits({ W, H, c, rand }: PatternCtx): Pattern {
  const ink = inkOf(c);
  const u = Math.min(W, H);
  let s = box(-5, -5, W + 10, H + 10, ink(0));
  const [cx, cy] = [W * range(rand, 0.35, 0.45), H * range(rand, 0.55, 0.65)];
  const rings = [0.62, 0.5, 0.41, 0.3, 0.18, 0.09];
  const fills = [1, 0, 2, 0, 1, 2];
  rings.forEach((r, k) => {
    const shift = (0.62 - r) * u * 0.35;
    s += circle(cx + shift, cy - shift * 0.6, r * u, ink(fills[k] as number));
  });
  // A dial of fine ticks round the outer ring, as on an old chart.
  let lines = "";
  const ticks = 72;
  for (let k = 0; k < ticks; k++) {
    const a = (k / ticks) * Math.PI * 2;
    const [r0, r1] = [u * 0.66, u * (k % 6 === 0 ? 0.72 : 0.69)];
    lines += strokePath(
      `M${n(cx + Math.cos(a) * r0)} ${n(cy + Math.sin(a) * r0)}L${n(cx + Math.cos(a) * r1)} ${n(cy + Math.sin(a) * r1)}`,
      ink(2),
      u * 0.005,
    );
  }
  for (const r of [0.72, 0.78]) lines += ringPath(cx, cy, r * u, ink(2), u * 0.008);
  return { color: s + lines };
}

/** Large tumbling tiles: rhombi split in shaded halves, set in ground-coloured joints. */
function tiles({ W, H, c, rand }: PatternCtx): Pattern {
  const ink = inkOf(c);
  const u = Math.min(W, H);
  const size = u * range(rand, 0.2, 0.26);
  const joint = u * 0.012;
  let s = box(-5, -5, W + 10, H + 10, ink(0));
  const hx = size * 0.866;
  const palette = [1, 2, 3];
  for (let row = -1; row * size * 0.75 < H + size; row++) {
    for (let col = -1; col * hx * 2 < W + hx * 2; col++) {
      const cx = col * hx * 2 + (row % 2 ? hx : 0);
      const cy = row * size * 1.5;
      // A hexagon as three rhombi: top, left and right faces of a cube.
      const top: Pt[] = [
        [cx, cy - size],
        [cx + hx, cy - size / 2],
        [cx, cy],
        [cx - hx, cy - size / 2],
      ];
      const left: Pt[] = [
        [cx - hx, cy - size / 2],
        [cx, cy],
        [cx, cy + size],
        [cx - hx, cy + size / 2],
      ];
      const right: Pt[] = [
        [cx + hx, cy - size / 2],
        [cx + hx, cy + size / 2],
        [cx, cy + size],
        [cx, cy],
      ];
      const turn = Math.floor(rand() * 3);
      [top, left, right].forEach((face, k) => {
        s += fillPath(
          polyD(face),
          ink(palette[(k + turn) % 3] as number),
          `stroke="${ink(0)}" stroke-width="${n(joint)}"`,
        );
      });
    }
  }
  return { color: s };
}

/** In order: a design takes the layout of its place in the collection. */
export const largePatterns: readonly ((pattern: PatternCtx) => Pattern)[] = [arcs, tide, diagonals, orbits, tiles];
