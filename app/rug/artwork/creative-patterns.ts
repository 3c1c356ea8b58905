/**
 * The creative collection's layouts: free, painterly scenes (a river, clouds, dawn, a garden, comets).
 */
import { mix, shade } from "./colour.ts";
import {
  band,
  box,
  circle,
  fillPath,
  grey,
  inkOf,
  type Pattern,
  type PatternCtx,
  polyD,
  ringPath,
  strokePath,
  wave,
} from "./pattern-kit.ts";
import { range } from "./seeded.ts";
import { blobPoints, n, type Pt, smoothClosed, smoothOpen } from "./svg-path.ts";

/** A river meandering down the rug in broad bands, its banks drawn in a fine line. */
function river({ W, H, c, rand }: PatternCtx): Pattern {
  const ink = inkOf(c);
  let s = box(-5, -5, W + 10, H + 10, ink(0));
  const path = (offset: number, phase: number) => {
    const pts: Pt[] = [];
    for (let i = 0; i <= 12; i++) {
      const y = -H * 0.1 + (H * 1.2 * i) / 12;
      pts.push([W * 0.5 + offset + Math.sin(i * 0.9 + phase) * W * 0.22 + Math.sin(i * 0.37 + phase * 2) * W * 0.1, y]);
    }
    return pts;
  };
  const phase = rand() * 6;
  const flows = [
    { offset: -W * 0.12, width: W * 0.36, fill: 1 },
    { offset: W * 0.02, width: W * 0.16, fill: 2 },
    { offset: W * 0.1, width: W * 0.05, fill: 3 },
  ];
  for (const flow of flows) {
    const centre = path(flow.offset, phase);
    const left = centre.map(([x, y], i) => [x - flow.width * (0.6 + 0.4 * Math.sin(i * 1.3)), y] as Pt);
    const right = centre.map(([x, y], i) => [x + flow.width * (0.6 + 0.4 * Math.cos(i * 1.1)), y] as Pt);
    const d = `${smoothOpen(left)}L${n((right.at(-1) as Pt)[0])} ${n((right.at(-1) as Pt)[1])}${smoothOpen([...right].reverse()).replace(/^M[^C]*/, "")}Z`;
    s += fillPath(d, ink(flow.fill));
    s += strokePath(smoothOpen(left.map(([x, y]) => [x - W * 0.03, y] as Pt)), ink(3), W * 0.006);
  }
  for (let k = 0; k < 9; k++) {
    const [x, y] = [W * range(rand, 0.05, 0.95), H * range(rand, 0.05, 0.95)];
    s += fillPath(smoothClosed(blobPoints(rand, x, y, W * 0.035, W * 0.02, 0.3, 8)), ink(2 + (k % 2)));
  }
  return { color: s };
}

/** Clouds: soft overlapping forms, a shade lighter where they gather. */
function clouds({ W, H, c, rand }: PatternCtx): Pattern {
  const ink = inkOf(c);
  const u = Math.min(W, H);
  let s = box(-5, -5, W + 10, H + 10, ink(0));
  let relief = "";
  const order = [1, 2, 1, 3, 2, 1, 4];
  for (let k = 0; k < 7; k++) {
    const [x, y] = [W * range(rand, 0.1, 0.9), H * ((k + 0.5) / 7) + range(rand, -H * 0.05, H * 0.05)];
    const r = u * range(rand, 0.22, 0.36);
    const d = smoothClosed(blobPoints(rand, x, y, r * 1.3, r * 0.8, 0.35, 14));
    s += fillPath(d, ink(order[k] ?? 1));
    relief += fillPath(d, grey(0.5 + 0.06 * ((k % 3) - 1)), `stroke="${grey(0.25)}" stroke-width="${n(u * 0.01)}"`);
  }
  return { color: s, relief };
}

/** Dawn: a low sun behind stepped bands of sky, shading from one colour to the next. */
function dawn({ W, H, c, rand }: PatternCtx): Pattern {
  const ink = inkOf(c);
  const steps = 9;
  let s = "";
  const horizon = H * range(rand, 0.55, 0.65);
  for (let k = 0; k < steps; k++) {
    const y0 = (horizon * k) / steps;
    const t = k / (steps - 1);
    s += box(-5, y0, W + 10, horizon / steps + 0.5, mix(ink(0), ink(2), t * 0.8));
  }
  const sunR = W * range(rand, 0.3, 0.38);
  const sunX = W * range(rand, 0.35, 0.65);
  s += circle(sunX, horizon, sunR, ink(1));
  for (let k = 1; k <= 3; k++) s += ringPath(sunX, horizon, sunR + k * W * 0.035, ink(1), W * 0.008);
  let y = horizon;
  let k = 0;
  while (y < H + 5) {
    const bandH = H * range(rand, 0.025, 0.07);
    const pts = wave(W, y, H * 0.006, W * 0.7, k, 10);
    const next = wave(W, y + bandH, H * 0.006, W * 0.7, k + 1, 10);
    s += fillPath(band(pts, next), k % 2 ? mix(ink(3), ink(0), 0.35) : ink(3));
    y += bandH;
    k++;
  }
  return { color: box(-5, -5, W + 10, H + 10, ink(0)) + s };
}

/** A garden: leaves of every colour, scattered and turned, a vein carved down each. */
function garden({ W, H, c, rand }: PatternCtx): Pattern {
  const ink = inkOf(c);
  const u = Math.min(W, H);
  let s = box(-5, -5, W + 10, H + 10, ink(0));
  let relief = "";
  const placed: Pt[] = [];
  for (let tries = 0; tries < 400 && placed.length < 46; tries++) {
    const [x, y] = [range(rand, -5, W + 5), range(rand, -5, H + 5)];
    if (placed.some(([px, py]) => Math.hypot(px - x, py - y) < u * 0.12)) continue;
    placed.push([x, y]);
    const len = u * range(rand, 0.1, 0.2);
    const a = rand() * 360;
    const wid = len * range(rand, 0.3, 0.45);
    const d = `M${n(-len / 2)} 0Q0 ${n(-wid)} ${n(len / 2)} 0Q0 ${n(wid)} ${n(-len / 2)} 0Z`;
    const fill = ink(1 + (placed.length % Math.max(1, c.length - 1)));
    const t = `transform="translate(${n(x)} ${n(y)}) rotate(${n(a)})"`;
    s += `<path d="${d}" fill="${fill}" ${t}/>`;
    s += `<path d="M${n(-len / 2)} 0L${n(len * 0.4)} 0" stroke="${shade(fill, -0.18)}" stroke-width="${n(u * 0.006)}" ${t}/>`;
    relief += `<path d="M${n(-len / 2)} 0L${n(len * 0.4)} 0" stroke="${grey(0.1)}" stroke-width="${n(u * 0.008)}" ${t}/>`;
  }
  return { color: s, relief };
}

/** Comets: long tapering trails on a diagonal, each ending in a bold disc. */
function comets({ W, H, c, rand }: PatternCtx): Pattern {
  const ink = inkOf(c);
  const u = Math.min(W, H);
  let s = box(-5, -5, W + 10, H + 10, ink(0));
  const angle = range(rand, 0.6, 0.9);
  for (let k = 0; k < 4; k++) {
    const [hx, hy] = [W * range(rand, 0.15, 0.85), H * ((k + 0.6) / 4.2)];
    const r = u * range(rand, 0.05, 0.11) * (k === 1 ? 1.6 : 1);
    const len = u * range(rand, 0.6, 1.1);
    const [tx, ty] = [hx - Math.cos(angle) * len, hy - Math.sin(angle) * len];
    const [nx, ny] = [-Math.sin(angle), Math.cos(angle)];
    const fill = ink(k % 2 ? 2 : 1);
    s += fillPath(
      polyD([
        [tx, ty],
        [hx + nx * r, hy + ny * r],
        [hx - nx * r, hy - ny * r],
      ]),
      fill,
      `fill-opacity="1"`,
    );
    s += circle(hx, hy, r, fill);
    s += ringPath(hx, hy, r * 1.35, ink(k % 2 ? 1 : 2), u * 0.008);
  }
  return { color: s };
}

/** In order: a design takes the layout of its place in the collection. */
export const creativePatterns: readonly ((pattern: PatternCtx) => Pattern)[] = [river, clouds, dawn, garden, comets];
