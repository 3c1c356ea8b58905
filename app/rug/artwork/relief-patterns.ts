/**
 * The relief collection's layouts: patterns carved in the pile (dunes, a swell, strata, bark,
 * furrows), each with its grey relief drawing beside its colours.
 */
import { mix, shade } from "./colour.ts";
import { band, box, fillPath, grey, inkOf, type Pattern, type PatternCtx, strokePath, wave } from "./pattern-kit.ts";
import { pick, range } from "./seeded.ts";
import { n, type Pt, smoothClosed, smoothOpen } from "./svg-path.ts";

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
    relief += strokePath(smoothOpen(crest), grey(0.85), pitch * 0.3);
    relief += strokePath(smoothOpen(lee), grey(0.2), pitch * 0.16);
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
    relief += `<path d="${ripple(r)}" fill="none" stroke="${grey(0.15)}" stroke-width="${n(pitch * 0.18)}"/>`;
    relief += `<path d="${ripple(r - pitch * 0.45)}" fill="none" stroke="${grey(0.85)}" stroke-width="${n(pitch * 0.35)}"/>`;
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
  let relief = box(-5, -5, W + 10, H + 10, grey(0.5));
  for (let k = 0; k < count; k++) {
    const d = band(curves[k] as Pt[], curves[k + 1] as Pt[]);
    const level = shades[k % shades.length] as number;
    s += fillPath(d, level === 3 ? mix(ink(0), ink(1), 0.5) : ink(level));
    relief += fillPath(d, grey(0.3 + ((k * 7) % 5) * 0.1));
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
      relief += fillPath(d, grey(deep ? 0.05 : 0.2));
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
    relief += box(x + width * 0.1, -big, width * 0.8, big * 3, grey(0.7));
    x += width + 1.2;
    k++;
  }
  const turn = `rotate(${n(angle)} ${n(W / 2)} ${n(H / 2)})`;
  return {
    color: `${box(-5, -5, W + 10, H + 10, shade(ink(0), -0.08))}<g transform="${turn}">${s}</g>`,
    relief: `${box(-5, -5, W + 10, H + 10, grey(0.2))}<g transform="${turn}">${relief}</g>`,
  };
}

/** In order: a design takes the layout of its place in the collection. */
export const reliefPatterns: readonly ((pattern: PatternCtx) => Pattern)[] = [dunes, swell, strata, bark, furrows];
