/**
 * The small-pattern collection's layouts: fine repeats over the whole rug (a basket weave, an ogee
 * trellis, halftone dots, a lattice, chevrons).
 */
import { box, circle, inkOf, type Pattern, type PatternCtx, strokePath } from "./pattern-kit.ts";
import { range } from "./seeded.ts";
import { n, type Pt, smoothOpen } from "./svg-path.ts";

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

/** In order: a design takes the layout of its place in the collection. */
export const smallPatterns: readonly ((pattern: PatternCtx) => Pattern)[] = [weave, ogee, dots, lattice, chevron];
