/**
 * The collection's designs as patterns: for each of the configurator's five motifs (the
 * collections), a few layouts in its language, each design taking the layout of its place in its
 * collection and the details of its own seed. A pattern is drawn in the rug's centimetres, `W`
 * across and `H` down (the rug standing upright), over the whole box (the outline clips it), in
 * the colourway's colours: `c[0]` is the ground, as in the configurator. The colours only fill
 * what the seed laid out, so a design's colourways are one pattern in other colours.
 *
 * `relief` is an optional grey drawing of carving over the same box (50% grey is the pile's own
 * height, darker is carved lower, lighter stands higher); the pile's kind (cut or loop) and the
 * grooves at colour changes are added by whoever gives it a pile (the build's pictures, the
 * specifier's textures).
 */
import type { Motif } from "../options.ts";
import { mix, shade } from "./colour.ts";
import { pick, type Rand, range, shuffle } from "./seeded.ts";
import { blobPoints, n, type Pt, smoothClosed, smoothOpen } from "./svg-path.ts";

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
function inkOf(c: readonly string[]): (i: number) => string {
  return (i) => {
    if (i < c.length) return c[i] as string;
    const a = c[i % c.length] as string;
    const b = c[(i + 1) % c.length] as string;
    return mix(a, b, 0.5);
  };
}

const G = (v: number) => {
  const g = Math.round(Math.max(0, Math.min(1, v)) * 255)
    .toString(16)
    .padStart(2, "0");
  return `#${g}${g}${g}`;
};
const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;
const ringPath = (cx: number, cy: number, r: number, stroke: string, width: number) =>
  circle(cx, cy, r, "none", `stroke="${stroke}" stroke-width="${n(width)}"`);
const fillPath = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}" ${extra}/>`;
const strokePath = (d: string, stroke: string, width: number, extra = "", cap = "round", join = "round") =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="${cap}" stroke-linejoin="${join}" ${extra}/>`;
const polyD = (pts: Pt[]) => `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z`;
const box = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${extra}/>`;

/** A curve across the rug (x from -margin to W + margin) at height y0, waving. */
function wave(W: number, y0: number, amp: number, length: number, phase: number, steps = 16): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = -W * 0.1 + (W * 1.2 * i) / steps;
    pts.push([x, y0 + amp * Math.sin((x / length) * Math.PI * 2 + phase)]);
  }
  return pts;
}

/** The band between two curves across the rug (both left to right). */
const band = (top: Pt[], bottom: Pt[]) =>
  `${smoothOpen(top)}L${n((bottom.at(-1) as Pt)[0])} ${n((bottom.at(-1) as Pt)[1])}${smoothOpen([...bottom].reverse()).replace(/^M[^C]*/, "")}Z`;

// ---------------------------------------------------------------- large pattern

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

// ---------------------------------------------------------------- small pattern

/** A basket weave: squares of three bars, turned alternately. */
function weave({ W, H, c, rand }: PatternCtx): Pattern {
  const ink = inkOf(c);
  const cell = range(rand, 10, 12);
  let s = box(-5, -5, W + 10, H + 10, ink(0));
  for (let y = 0; y < H + cell; y += cell) {
    for (let x = 0; x < W + cell; x += cell) {
      const turned = (Math.round(x / cell) + Math.round(y / cell)) % 2 === 0;
      for (let k = 0; k < 3; k++) {
        const o = cell * (0.12 + k * 0.28);
        s += turned
          ? box(x + cell * 0.08, y + o, cell * 0.84, cell * 0.18, ink(1))
          : box(x + o, y + cell * 0.08, cell * 0.18, cell * 0.84, ink(k === 1 ? 2 : 1));
      }
    }
  }
  return { color: s };
}

/** An ogee trellis with a small flower in each cell, the classic pomegranate repeat. */
function ogee({ W, H, c, rand }: PatternCtx): Pattern {
  const ink = inkOf(c);
  const cw = range(rand, 16, 20);
  const ch = cw * 1.5;
  let lines = "";
  let flowers = "";
  // Two mirrored waving lines per column: where neighbours meet, they close into onion-shaped cells.
  for (let x = -cw; x < W + cw * 2; x += cw) {
    for (const side of [1, -1]) {
      const pts: Pt[] = [];
      for (let y = -ch; y <= H + ch; y += ch / 8) pts.push([x + side * (cw / 2) * Math.sin((Math.PI * y) / ch), y]);
      lines += strokePath(smoothOpen(pts), ink(1), cw * 0.06);
    }
  }
  for (let row = -1; row * ch < H + ch; row++) {
    for (let x = -cw; x < W + cw * 2; x += cw) {
      const [fx, fy] = [x + (row % 2 === 0 ? cw / 2 : 0), row * ch + ch / 2 + (row % 2 === 0 ? 0 : 0)];
      for (let k = 0; k < 6; k++) {
        const a = (k / 6) * Math.PI * 2;
        const [px, py] = [fx + Math.cos(a) * cw * 0.11, fy + Math.sin(a) * cw * 0.11];
        flowers += `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(cw * 0.085)}" ry="${n(cw * 0.045)}" transform="rotate(${n((a * 180) / Math.PI)} ${n(px)} ${n(py)})" fill="${ink(2)}"/>`;
      }
      flowers += circle(fx, fy, cw * 0.055, ink(1));
    }
  }
  return { color: box(-5, -5, W + 10, H + 10, ink(0)) + lines + flowers };
}

/** Staggered dots that grow from one end of the rug to the other, like a halftone. */
function dots({ W, H, c, rand }: PatternCtx): Pattern {
  const ink = inkOf(c);
  const pitch = range(rand, 8, 9.5);
  const fromTop = rand() < 0.5;
  let s = box(-5, -5, W + 10, H + 10, ink(0));
  let row = 0;
  for (let y = pitch / 2; y < H + pitch; y += pitch * 0.866, row++) {
    for (let x = (row % 2) * pitch * 0.5; x < W + pitch; x += pitch) {
      const t = fromTop ? y / H : 1 - y / H;
      const r = pitch * (0.12 + 0.26 * t);
      const accent = c.length > 2 && (Math.round(x / pitch) * 7 + row * 3) % 11 === 0;
      s += circle(x, y, r, ink(accent ? 2 : 1));
    }
  }
  return { color: s };
}

/** A lattice of diagonal bars with a small square at every crossing. */
function lattice({ W, H, c, rand }: PatternCtx): Pattern {
  const ink = inkOf(c);
  const pitch = range(rand, 14, 17);
  const bar = pitch * 0.09;
  const s = box(-5, -5, W + 10, H + 10, ink(0));
  let bars = "";
  for (let k = -Math.ceil(H / pitch) - 2; k < Math.ceil(W / pitch) + Math.ceil(H / pitch) + 2; k++) {
    const x = k * pitch;
    bars += strokePath(`M${n(x)} 0L${n(x + H)} ${n(H)}`, ink(1), bar, "", "butt");
    bars += strokePath(`M${n(x)} 0L${n(x - H)} ${n(H)}`, ink(1), bar, "", "butt");
  }
  let knots = "";
  for (let j = -1; j < (H / pitch) * 2 + 2; j++) {
    for (let i = -1; i < (W / pitch) * 2 + 2; i++) {
      if ((i + j) % 2 !== 0) continue;
      const [x, y] = [(i * pitch) / 2, (j * pitch) / 2];
      knots += box(
        x - pitch * 0.11,
        y - pitch * 0.11,
        pitch * 0.22,
        pitch * 0.22,
        ink(2),
        `transform="rotate(45 ${n(x)} ${n(y)})"`,
      );
      knots += circle(x + pitch / 2, y, pitch * 0.035, ink(1));
    }
  }
  return { color: s + bars + knots };
}

/** Fine chevron stripes, tone on tone, like a herringbone cloth. */
function chevron({ W, H, c, rand }: PatternCtx): Pattern {
  const ink = inkOf(c);
  const pitch = range(rand, 6.5, 8);
  const span = pitch * 1.6;
  let s = box(-5, -5, W + 10, H + 10, ink(0));
  for (let y = -span * 2, k = 0; y < H + span; y += pitch, k++) {
    let d = `M-5 ${n(y)}`;
    for (let x = 0; x <= W + span; x += span) d += `L${n(x)} ${n(y + (Math.round(x / span) % 2 ? span * 0.5 : 0))}`;
    s += strokePath(d, ink(k % 4 === 3 ? 2 : 1), pitch * 0.34, "", "butt", "miter");
  }
  return { color: s };
}

// ---------------------------------------------------------------- relief

/** Dune ripples: long waving crests, the troughs a shade deeper, carved between. */
function dunes({ W, H, c, rand }: PatternCtx): Pattern {
  const ink = inkOf(c);
  const pitch = range(rand, 9, 12);
  const length = W * range(rand, 0.8, 1.2);
  let s = box(-5, -5, W + 10, H + 10, ink(0));
  let relief = "";
  for (let y = -pitch * 2, k = 0; y < H + pitch * 2; y += pitch, k++) {
    const amp = pitch * range(rand, 0.6, 1.1);
    const phase = y / (H * 0.3) + rand() * 0.5;
    const crest = wave(W, y, amp, length, phase, 20);
    const lee = crest.map(([x, yy]) => [x, yy + pitch * 0.42] as Pt);
    s += fillPath(band(crest, lee), ink(1));
    if (k % 5 === 2) s += strokePath(smoothOpen(crest), ink(2), pitch * 0.08);
    relief += strokePath(smoothOpen(crest), G(0.85), pitch * 0.3);
    relief += strokePath(smoothOpen(lee), G(0.2), pitch * 0.16);
  }
  return { color: s, relief };
}

/** Ripples spreading from one corner, in groups of colour, carved crest by crest. */
function swell({ W, H, c, rand }: PatternCtx): Pattern {
  const ink = inkOf(c);
  const u = Math.min(W, H);
  const [ox, oy] = [rand() < 0.5 ? -u * 0.15 : W + u * 0.15, H * range(rand, 0.75, 1.05)];
  const pitch = u * range(rand, 0.045, 0.055);
  const far = Math.hypot(W, H) * 1.2;
  const ripple = (r: number) => {
    const pts: Pt[] = [];
    for (let k = 0; k <= 48; k++) {
      const a = (k / 48) * Math.PI * 2;
      const rr = r * (1 + 0.035 * Math.sin(a * 5 + r * 0.05) + 0.02 * Math.sin(a * 9 + r * 0.11));
      pts.push([ox + Math.cos(a) * rr, oy + Math.sin(a) * rr]);
    }
    return smoothClosed(pts);
  };
  const groups = [0, 0, 1, 1, 1, 0, 2, 0, 0, 1, 2, 2, 0];
  let s = box(-5, -5, W + 10, H + 10, ink(0));
  let relief = "";
  const rings: number[] = [];
  for (let r = far; r > pitch; r -= pitch) rings.push(r);
  rings.forEach((r, k) => {
    s += fillPath(ripple(r), ink(groups[Math.floor(k / 2) % groups.length] as number));
    relief += `<path d="${ripple(r)}" fill="none" stroke="${G(0.15)}" stroke-width="${n(pitch * 0.18)}"/>`;
    relief += `<path d="${ripple(r - pitch * 0.45)}" fill="none" stroke="${G(0.85)}" stroke-width="${n(pitch * 0.35)}"/>`;
  });
  return { color: s, relief };
}

/** Strata: wavering layers stacked down the rug, each a step higher or lower than the last. */
function strata({ W, H, c, rand }: PatternCtx): Pattern {
  const ink = inkOf(c);
  const count = Math.round(range(rand, 9, 12));
  const curves: Pt[][] = [];
  for (let k = 0; k <= count; k++) {
    const y0 = -H * 0.05 + (H * 1.1 * k) / count + range(rand, -H * 0.02, H * 0.02);
    const pts: Pt[] = [];
    let drift = 0;
    for (let i = 0; i <= 10; i++) {
      drift += range(rand, -1, 1) * H * 0.012;
      pts.push([-W * 0.1 + (W * 1.2 * i) / 10, y0 + drift + Math.sin(i * 0.7 + k) * H * 0.01]);
    }
    curves.push(pts);
  }
  const shades = [0, 3, 1, 0, 2, 3, 0, 1, 3, 0, 2, 1, 0];
  let s = "";
  let relief = box(-5, -5, W + 10, H + 10, G(0.5));
  for (let k = 0; k < count; k++) {
    const d = band(curves[k] as Pt[], curves[k + 1] as Pt[]);
    const level = shades[k % shades.length] as number;
    s += fillPath(d, level === 3 ? mix(ink(0), ink(1), 0.5) : ink(level));
    relief += fillPath(d, G(0.3 + ((k * 7) % 5) * 0.1));
  }
  return { color: box(-5, -5, W + 10, H + 10, ink(0)) + s, relief };
}

/** Bark: long vertical fissures that part and meet, deep and dark, over a raised field. */
function bark({ W, H, c, rand }: PatternCtx): Pattern {
  const ink = inkOf(c);
  const pitch = range(rand, 7, 9);
  let s = box(-5, -5, W + 10, H + 10, ink(0));
  let relief = "";
  for (let x = -pitch; x < W + pitch; x += pitch * range(rand, 0.8, 1.2)) {
    let y = -10;
    while (y < H + 10) {
      const len = range(rand, 25, 70);
      const sway = range(rand, -pitch * 0.4, pitch * 0.4);
      const width = pitch * range(rand, 0.15, 0.35);
      const pts: Pt[] = [
        [x, y],
        [x + sway * 0.5 - width, y + len * 0.5],
        [x + sway, y + len],
        [x + sway * 0.5 + width, y + len * 0.5],
      ];
      const d = smoothClosed(pts);
      const deep = rand() < 0.25;
      s += fillPath(d, ink(deep ? 2 : 1));
      relief += fillPath(d, G(deep ? 0.05 : 0.2));
      y += len + range(rand, 2, 10);
    }
  }
  return { color: s, relief };
}

/** Furrows: straight ribs on a slant, wide and narrow, carved apart. */
function furrows({ W, H, c, rand }: PatternCtx): Pattern {
  const ink = inkOf(c);
  const angle = range(rand, 20, 35) * (rand() < 0.5 ? 1 : -1);
  let s = "";
  let relief = "";
  const big = Math.hypot(W, H);
  let x = -big;
  let k = 0;
  while (x < big) {
    const width = pick(rand, [2.5, 2.5, 4, 6]);
    s += box(x, -big, width, big * 3, ink(k % 5 === 4 ? 1 : 0));
    relief += box(x + width * 0.1, -big, width * 0.8, big * 3, G(0.7));
    x += width + 1.2;
    k++;
  }
  const turn = `rotate(${n(angle)} ${n(W / 2)} ${n(H / 2)})`;
  return {
    color: `${box(-5, -5, W + 10, H + 10, shade(ink(0), -0.08))}<g transform="${turn}">${s}</g>`,
    relief: `${box(-5, -5, W + 10, H + 10, G(0.2))}<g transform="${turn}">${relief}</g>`,
  };
}

// ---------------------------------------------------------------- creative

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
    relief += fillPath(d, G(0.5 + 0.06 * ((k % 3) - 1)), `stroke="${G(0.25)}" stroke-width="${n(u * 0.01)}"`);
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
    relief += `<path d="M${n(-len / 2)} 0L${n(len * 0.4)} 0" stroke="${G(0.1)}" stroke-width="${n(u * 0.008)}" ${t}/>`;
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

// ---------------------------------------------------------------- unique

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
    relief += fillPath(d, G(0.42 + k * 0.03));
  });
  return { color: s, relief: box(-5, -5, W + 10, H + 10, G(0.4)) + relief };
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
  let relief = box(-5, -5, W + 10, H + 10, G(0.3));
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
    relief += fillPath(polyD(pts), G(0.35 + k * 0.08));
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

const layouts: Record<Motif, ((p: PatternCtx) => Pattern)[]> = {
  "large-pattern": [arcs, tide, diagonals, orbits, tiles],
  "small-pattern": [weave, ogee, dots, lattice, chevron],
  relief: [dunes, swell, strata, bark, furrows],
  creative: [river, clouds, dawn, garden, comets],
  unique: [island, lagoon, ranges, delta],
};

/** The design's pattern: its collection's layout for its place there (`variant`), laid out by its seed. */
export function drawPattern(collection: Motif, variant: number, p: PatternCtx): Pattern {
  const list = layouts[collection];
  const layout = list[((variant % list.length) + list.length) % list.length];
  if (!layout) throw new Error(`no layout for ${collection}`);
  return layout(p);
}
