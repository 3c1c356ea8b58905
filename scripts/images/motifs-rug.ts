/**
 * Motifs that fill the frame with a rug surface: each returns a colour SVG, a height SVG (carving)
 * and the pile settings for the tufting pass.
 */

import {
  blobPoints,
  type Ctx,
  grey,
  mix,
  n,
  palette as P,
  type Pt,
  pick,
  poly,
  range,
  rect,
  shade,
  shuffle,
  smoothClosed,
  smoothOpen,
  svg,
  vary,
} from "./kit.ts";
import { type Art, blur, defaultFinish, defaultPile } from "./texture.ts";

// ---------------------------------------------------------------- waves

export function waves(c: Ctx): Art {
  const { w, h, rand } = c;
  const schemes = [
    {
      quiet: [P.ink, mix(P.ink, P.charcoal, 0.45), mix(P.ink, P.charcoal, 0.2), mix(P.ink, P.bronze, 0.18)],
      bands: [
        P.charcoal,
        mix(P.bronze, P.ink, 0.45),
        P.taupe,
        P.bronze,
        P.sand,
        P.brass,
        P.stone,
        P.ivory,
        P.sand,
        mix(P.bronze, P.sand, 0.5),
      ],
    },
    {
      quiet: [P.midnight, mix(P.midnight, P.ink, 0.4), mix(P.midnight, P.charcoal, 0.3), mix(P.ink, P.midnight, 0.5)],
      bands: [
        mix(P.midnight, P.taupe, 0.3),
        P.charcoal,
        P.taupe,
        P.stone,
        P.brass,
        P.sand,
        P.ivory,
        P.bronze,
        P.sand,
        P.stone,
      ],
    },
  ];
  const scheme = c.seed % 2 === 1 ? schemes[0] : schemes[1];
  if (!scheme) throw new Error("no scheme");
  const steps = 16;
  const baseA = range(rand, 0.06, 0.085) * w;
  const baseF = range(rand, 0.75, 1.0);
  const baseP = rand() * Math.PI * 2;
  const tilt = range(rand, 0.16, 0.24) * w;
  const a2 = range(rand, 0.01, 0.018) * w;
  const f2 = range(rand, 1.4, 2);
  const p2 = rand() * Math.PI * 2;
  // All curves share one flow, with a gentle drift across the rug, so bands swell and narrow calmly.
  const curve = (x0: number): Pt[] => {
    const pts: Pt[] = [];
    for (let i = -1; i <= steps + 1; i++) {
      const t = i / steps;
      const drift = (x0 / w) * 2.4;
      const x =
        x0 +
        tilt * (0.5 - t) +
        baseA * Math.sin(Math.PI * 2 * baseF * t + baseP + drift * 0.25) +
        a2 * Math.sin(Math.PI * 2 * f2 * t + p2 + drift);
      pts.push([x, t * h]);
    }
    return pts;
  };
  const bandPath = (pts: Pt[]) => `${smoothOpen(pts)}L${n(w * 1.5)} ${n(h + 50)}L${n(w * 1.5)} -50Z`;

  let color = rect(0, 0, w, h, scheme.quiet[0] as string);
  let height = rect(0, 0, w, h, grey(0.6));
  let rows = "";
  const grooves: string[] = [];
  const band = (x0: number, width: number, fill: string, k: number) => {
    const pts = curve(x0);
    const d = bandPath(pts);
    color += `<path d="${d}" fill="${fill}"/>`;
    height += `<path d="${d}" fill="${grey(k % 2 ? 0.62 : 0.58)}"/>`;
    grooves.push(smoothOpen(pts));
    // Tufting rows following the flow inside the band.
    const pitch = w * 0.011;
    for (let o = pitch; o < width - pitch * 0.5; o += pitch)
      rows += `<path d="${smoothOpen(curve(x0 + o))}" stroke="${shade(fill, -0.07)}"/>`;
  };
  // Quiet, low-contrast bands on the left: the hero text sits there.
  let x = range(rand, 0.04, 0.08) * w;
  for (let k = 1; k < scheme.quiet.length; k++) {
    const width = range(rand, 0.1, 0.13) * w;
    band(x, width, vary(rand, scheme.quiet[k] as string, 0.02), k);
    x += width;
  }
  // The rich bands, up to beyond the right edge.
  x = Math.max(x, 0.5 * w);
  for (let k = 0; k < scheme.bands.length && x < w * 1.35; k++) {
    const width = pick(rand, [0.02, 0.045, 0.07, 0.09, 0.12]) * w;
    band(x, width, vary(rand, scheme.bands[k] as string, 0.03), k);
    x += width;
  }
  color += `<g fill="none" stroke-width="${n(w * 0.0016)}" stroke-opacity="0.55">${rows}</g>`;
  for (const g of grooves)
    height += `<path d="${g}" fill="none" stroke="${grey(0.3)}" stroke-width="${n(w * 0.0025)}"/>`;
  // Let the left stay calm for overlaid text.
  const defs = `<linearGradient id="q" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.25"/><stop offset="0.5" stop-color="#000" stop-opacity="0.05"/><stop offset="0.7" stop-color="#000" stop-opacity="0"/></linearGradient>`;
  color += rect(0, 0, w, h, "url(#q)");
  return {
    color: svg(w, h, color, defs),
    height: svg(w, h, height),
    heightBlur: w * 0.003,
    pile: { ...defaultPile, cell: w / 240 },
    finish: { ...defaultFinish, light: 0.9, ao: 0.3, cloudScale: w / 6 },
  };
}

// ---------------------------------------------------------------- geometric

type Scheme = { field: string; border: string; inks: string[] };

const geometricSchemes: Scheme[] = [
  { field: P.ivory, border: P.charcoal, inks: [P.stone, P.bronze, P.charcoal, P.sand, P.brass] },
  { field: P.sand, border: P.ink, inks: [P.terracotta, P.ink, P.brass, P.ivory, P.taupe] },
  { field: P.stone, border: P.midnight, inks: [P.midnight, P.sage, P.ivory, P.brass, P.charcoal] },
  { field: P.charcoal, border: P.brass, inks: [P.brass, P.sand, P.taupe, P.ivory, P.terracotta] },
];

export function geometric(c: Ctx): Art {
  const { w, h, rand } = c;
  const s = pick(rand, geometricSchemes);
  const inks = shuffle(rand, s.inks).map((k) => vary(rand, k, 0.03));
  const ink = (i: number) => inks[i % inks.length] as string;
  const u = Math.min(w, h);
  const b = u * 0.05;
  const inner = { x: b * 1.7, y: b * 1.7, w: w - b * 3.4, h: h - b * 3.4 };
  const cols = w > h ? 6 : 4;
  const m = inner.w / cols;
  const rows = Math.round(inner.h / m);
  const node = (i: number, j: number): Pt => [inner.x + i * m, inner.y + (j * inner.h) / rows];
  const shapes: string[] = [];
  const outlines: string[] = [];
  const add = (shape: string, outline: string) => {
    shapes.push(shape);
    outlines.push(outline);
  };
  // Overlapping rectangles, with their overlap in a third colour.
  const ri = Math.floor(rand() * (cols - 2));
  const rj = Math.floor(rand() * Math.max(1, rows - 3));
  const [ax, ay] = node(ri, rj);
  const A = { x: ax, y: ay, w: m * 2, h: (inner.h / rows) * 3 };
  const B = { x: ax + m, y: ay + (inner.h / rows) * 1.5, w: m * 2.2, h: (inner.h / rows) * 2.5 };
  const rectD = (r: { x: number; y: number; w: number; h: number }) =>
    `M${n(r.x)} ${n(r.y)}h${n(r.w)}v${n(r.h)}h${n(-r.w)}Z`;
  // A big disc anchored on a grid node.
  const [cx, cy] = node(Math.floor(rand() * cols) + (rand() < 0.5 ? 0 : 1), Math.floor(rand() * rows));
  const R = m * range(rand, 1.4, 2.1);
  const disc = `M${n(cx - R)} ${n(cy)}a${n(R)} ${n(R)} 0 1 0 ${n(2 * R)} 0a${n(R)} ${n(R)} 0 1 0 ${n(-2 * R)} 0Z`;
  add(`<path d="${disc}" fill="${ink(0)}"/>`, disc);
  add(`<path d="${rectD(A)}" fill="${ink(1)}"/>`, rectD(A));
  add(`<path d="${rectD(B)}" fill="${ink(2)}"/>`, rectD(B));
  const ox = Math.max(A.x, B.x);
  const oy = Math.max(A.y, B.y);
  const I = { x: ox, y: oy, w: Math.min(A.x + A.w, B.x + B.w) - ox, h: Math.min(A.y + A.h, B.y + B.h) - oy };
  if (I.w > 0 && I.h > 0) add(`<path d="${rectD(I)}" fill="${ink(3)}"/>`, rectD(I));
  // Concentric quarter arcs from a corner of the field.
  const corner = pick(rand, [0, 1, 2, 3]);
  const [qx, qy] = [corner % 2 ? inner.x + inner.w : inner.x, corner > 1 ? inner.y + inner.h : inner.y];
  for (let k = 0; k < 4; k++) {
    const r = m * (1.2 + k * 0.45);
    const d = `M${n(qx - r)} ${n(qy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;
    add(`<path d="${d}" fill="none" stroke="${ink(4)}" stroke-width="${n(m * 0.1)}"/>`, d);
  }
  // A half disc sitting on one edge.
  const hx = inner.x + m * (Math.floor(rand() * (cols - 1)) + 1);
  const hr = m * 0.9;
  const hy = rand() < 0.5 ? inner.y + inner.h : inner.y;
  const half = `M${n(hx - hr)} ${n(hy)}a${n(hr)} ${n(hr)} 0 0 ${hy > inner.y ? 1 : 0} ${n(2 * hr)} 0Z`;
  add(`<path d="${half}" fill="${ink(2)}"/>`, half);

  const clip = `<clipPath id="f"><rect x="${n(inner.x)}" y="${n(inner.y)}" width="${n(inner.w)}" height="${n(inner.h)}"/></clipPath>`;
  const frame = (fill: string, line: string) =>
    rect(0, 0, w, h, fill) +
    rect(b * 0.55, b * 0.55, w - b * 1.1, h - b * 1.1, "none", `stroke="${line}" stroke-width="${n(b * 0.22)}"`) +
    rect(
      inner.x - b * 0.35,
      inner.y - b * 0.35,
      inner.w + b * 0.7,
      inner.h + b * 0.7,
      "none",
      `stroke="${line}" stroke-width="${n(b * 0.16)}"`,
    );
  const color =
    frame(vary(rand, s.border, 0.02), mix(s.border, s.field, 0.55)) +
    rect(inner.x, inner.y, inner.w, inner.h, vary(rand, s.field, 0.02)) +
    `<g clip-path="url(#f)">${shapes.join("")}</g>`;
  const height =
    frame(grey(0.7), grey(0.35)) +
    rect(inner.x, inner.y, inner.w, inner.h, grey(0.55)) +
    `<g clip-path="url(#f)" fill="none" stroke="${grey(0.15)}" stroke-width="${n(u * 0.006)}">${outlines.map((d) => `<path d="${d}"/>`).join("")}</g>` +
    rect(inner.x, inner.y, inner.w, inner.h, "none", `stroke="${grey(0.1)}" stroke-width="${n(u * 0.008)}"`);
  return {
    color: svg(w, h, color, clip),
    height: svg(w, h, height, clip),
    heightBlur: u * 0.004,
    pile: { ...defaultPile, cell: w / 130 },
    finish: { ...defaultFinish, cloudScale: w / 4 },
  };
}

// ---------------------------------------------------------------- smallPattern

export function smallPattern(c: Ctx): Art {
  const { w, h, rand } = c;
  const schemes = [
    { field: P.sand, line: P.bronze, node: P.ink, dot: P.ivory, band: P.charcoal },
    { field: P.midnight, line: P.brass, node: P.ivory, dot: P.sand, band: P.ink },
    { field: P.ivory, line: P.sage, node: P.terracotta, dot: P.stone, band: P.taupe },
    { field: P.charcoal, line: P.stone, node: P.brass, dot: P.terracotta, band: P.ink },
  ];
  const s = pick(rand, schemes);
  const u = Math.min(w, h);
  const b = u * 0.07;
  const inset = b * 1.45;
  const iw = w - 2 * inset;
  const ih = h - 2 * inset;
  // A whole number of repeats across and down, as a weaver would plan it.
  const target = u * range(rand, 0.085, 0.1);
  const px = iw / Math.round(iw / target);
  const py = ih / Math.round(ih / target);
  const tile = (fieldC: string, lineC: string, nodeC: string, dotC: string) => {
    const qx = px / 2;
    const qy = py / 2;
    const k = px * 0.13;
    const lw = px * 0.075;
    return (
      `<rect width="${n(px)}" height="${n(py)}" fill="${fieldC}"/>` +
      `<path d="M0 ${n(qy)}L${n(qx)} 0L${n(px)} ${n(qy)}L${n(qx)} ${n(py)}Z" fill="none" stroke="${lineC}" stroke-width="${n(lw)}"/>` +
      `<path d="M${n(qx - k)} ${n(qy)}L${n(qx)} ${n(qy - k)}L${n(qx + k)} ${n(qy)}L${n(qx)} ${n(qy + k)}Z" fill="${nodeC}"/>` +
      [0, px]
        .flatMap((x) => [0, py].map((y) => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(px * 0.05)}" fill="${dotC}"/>`))
        .join("")
    );
  };
  const defs = (content: string) =>
    `<pattern id="p" width="${n(px)}" height="${n(py)}" patternUnits="userSpaceOnUse" x="${n(inset)}" y="${n(inset)}">${content}</pattern>`;
  const band = vary(rand, s.band, 0.02);
  const color =
    rect(0, 0, w, h, band) +
    rect(b * 0.45, b * 0.45, w - b * 0.9, h - b * 0.9, "none", `stroke="${s.line}" stroke-width="${n(u * 0.005)}"`) +
    rect(b, b, w - 2 * b, h - 2 * b, mix(s.field, s.band, 0.2)) +
    rect(inset, inset, iw, ih, "url(#p)") +
    rect(
      b + (inset - b) * 0.45,
      b + (inset - b) * 0.45,
      w - 2 * b - (inset - b) * 0.9,
      h - 2 * b - (inset - b) * 0.9,
      "none",
      `stroke="${s.node}" stroke-width="${n(u * 0.004)}"`,
    );
  const height =
    rect(0, 0, w, h, grey(0.58)) +
    rect(b, b, w - 2 * b, h - 2 * b, grey(0.55)) +
    rect(inset, inset, iw, ih, "url(#p)") +
    rect(b, b, w - 2 * b, h - 2 * b, "none", `stroke="${grey(0.3)}" stroke-width="${n(u * 0.004)}"`);
  return {
    color: svg(w, h, color, defs(tile(s.field, s.line, s.node, s.dot))),
    height: svg(w, h, height, defs(tile(grey(0.55), grey(0.66), grey(0.64), grey(0.62)))),
    heightBlur: u * 0.003,
    pile: { ...defaultPile, cell: w / 130, snap: 0.35, dome: 0.18, crease: 0.1 },
    finish: { ...defaultFinish, light: 0.7, grain: 0.006, flatGrain: 0.006, cloudScale: w / 4 },
  };
}

// ---------------------------------------------------------------- relief

export function relief(c: Ctx): Art {
  const { w, h, rand, seed } = c;
  const u = Math.min(w, h);
  const field = vary(
    rand,
    pick(rand, [P.ivory, P.sand, P.stone, mix(P.sage, P.stone, 0.4), mix(P.ivory, P.sand, 0.5)]),
    0.02,
  );
  const variant = seed % 3;
  let color = rect(0, 0, w, h, field);
  let height = rect(0, 0, w, h, grey(0.35));
  let blurR = u * 0.006;
  let heightField: ((w: number, h: number) => Float32Array) | undefined;
  if (variant === 1) {
    // Terraces: contour steps carved through a landscape of soft hills, like a topographic map.
    const hills = Array.from({ length: 4 }, () => ({
      x: range(rand, 0.1, 0.9) * w,
      y: range(rand, 0.1, 0.9) * h,
      s: range(rand, 0.16, 0.3) * u,
      a: range(rand, 0.5, 1),
    }));
    const waves = Array.from({ length: 3 }, () => ({
      fx: range(rand, 2, 5) / w,
      fy: range(rand, 2, 5) / h,
      p: rand() * 6.3,
      q: rand() * 6.3,
    }));
    const levels = 9;
    heightField = (fw, fh) => {
      const out = new Float32Array(fw * fh);
      for (let y = 0; y < fh; y++) {
        for (let x = 0; x < fw; x++) {
          let v = 0;
          for (const k of hills) v += k.a * Math.exp(-((x - k.x) ** 2 + (y - k.y) ** 2) / (2 * k.s * k.s));
          for (const k of waves) v += 0.03 * Math.sin(x * k.fx * 6.28 + k.p) * Math.sin(y * k.fy * 6.28 + k.q);
          out[y * fw + x] = 0.2 + 0.8 * Math.min(1, Math.floor(Math.max(0, v - 0.06) * levels) / levels);
        }
      }
      blur(out, fw, fh, u * 0.005);
      return out;
    };
  } else if (variant === 2) {
    // Arches: a colonnade of raised arches with carved inner lines.
    const cols = 3;
    const gap = w / (cols * 5);
    const aw = (w - gap * (cols + 1)) / cols;
    const rows = 2;
    const ah = (h - gap * (rows + 1)) / rows;
    for (let j = 0; j < rows; j++) {
      for (let i = 0; i < cols; i++) {
        const x = gap + i * (aw + gap);
        const y = gap + j * (ah + gap);
        const r = aw / 2;
        for (let k = 0; k < 3; k++) {
          const inset = k * aw * 0.12;
          const rr = r - inset;
          const d = `M${n(x + inset)} ${n(y + ah - inset * 0.3)}V${n(y + r)}a${n(rr)} ${n(rr)} 0 0 1 ${n(2 * rr)} 0V${n(y + ah - inset * 0.3)}Z`;
          height += `<path d="${d}" fill="${grey(k % 2 ? 0.45 : 0.8)}"/>`;
        }
      }
    }
    blurR = u * 0.007;
  } else {
    // Ribs: flowing raised ribs, turning into concentric rings inside a medallion.
    const pitch = u * 0.034;
    const amp = range(rand, 0.04, 0.07) * h;
    const ph = rand() * Math.PI * 2;
    let ribs = "";
    for (let y = -amp * 2; y < h + amp * 2; y += pitch) {
      const pts: Pt[] = [];
      for (let x = -50; x <= w + 50; x += w / 12)
        pts.push([x, y + amp * Math.sin((x / w) * Math.PI * 2 * 0.9 + ph + y / h)]);
      ribs += `<path d="${smoothOpen(pts)}"/>`;
    }
    const mx = range(rand, 0.35, 0.65) * w;
    const my = range(rand, 0.35, 0.6) * h;
    const mr = u * range(rand, 0.3, 0.38);
    let rings = "";
    for (let r = pitch; r < mr; r += pitch) rings += `<circle cx="${n(mx)}" cy="${n(my)}" r="${n(r)}"/>`;
    height +=
      `<g fill="none" stroke="${grey(0.8)}" stroke-width="${n(pitch * 0.5)}" stroke-linecap="round">${ribs}</g>` +
      `<circle cx="${n(mx)}" cy="${n(my)}" r="${n(mr + pitch * 0.4)}" fill="${grey(0.3)}"/>` +
      `<g fill="none" stroke="${grey(0.85)}" stroke-width="${n(pitch * 0.5)}">${rings}</g>`;
    color += `<circle cx="${n(mx)}" cy="${n(my)}" r="${n(mr + pitch * 0.4)}" fill="${shade(field, 0.03)}"/>`;
    blurR = pitch * 0.22;
  }
  return {
    color: svg(w, h, color),
    height: svg(w, h, height),
    heightField,
    heightBlur: blurR,
    pile: { ...defaultPile, cell: w / 140 },
    finish: { ...defaultFinish, light: 2.2, ao: 0.3, aoBase: 0.4, cloudScale: w / 4 },
  };
}

// ---------------------------------------------------------------- organic

export function organic(c: Ctx): Art {
  const { w, h, rand } = c;
  const u = Math.min(w, h);
  const schemes = [
    { field: P.ivory, inks: [P.terracotta, P.sage, P.midnight, P.brass, P.sand, P.charcoal] },
    { field: P.midnight, inks: [P.brass, P.terracotta, P.sand, P.sage, P.ivory, P.stone] },
    { field: P.sand, inks: [P.ink, P.terracotta, P.sage, P.ivory, P.bronze, P.midnight] },
  ];
  const s = pick(rand, schemes);
  const inks = shuffle(rand, s.inks);
  let color = rect(0, 0, w, h, vary(rand, s.field, 0.02));
  let height = rect(0, 0, w, h, grey(0.45));
  const cols = w > h ? 4 : 3;
  const rows = w > h ? 2 : 4;
  const spots: Pt[] = [];
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++)
      spots.push([((i + range(rand, 0.2, 0.8)) / cols) * w, ((j + range(rand, 0.2, 0.8)) / rows) * h]);
  const chosen = shuffle(rand, spots).slice(0, Math.round(spots.length * 0.75));
  chosen.forEach(([cx, cy], k) => {
    const r = u * range(rand, 0.14, 0.28);
    const pts = blobPoints(rand, cx, cy, r * range(rand, 0.9, 1.3), r * range(rand, 0.7, 1.1), 0.28, 12);
    const d = smoothClosed(pts);
    const ink = inks[k % inks.length] as string;
    const kind = k % 4;
    if (kind === 3) {
      color += `<path d="${d}" fill="none" stroke="${vary(rand, ink)}" stroke-width="${n(u * 0.018)}"/>`;
      height += `<path d="${d}" fill="none" stroke="${grey(0.75)}" stroke-width="${n(u * 0.018)}"/>`;
      return;
    }
    color += `<path d="${d}" fill="${vary(rand, ink)}"/>`;
    height += `<path d="${d}" fill="${grey(0.62)}" stroke="${grey(0.15)}" stroke-width="${n(u * 0.006)}"/>`;
    if (kind === 1) {
      const inner = smoothClosed(blobPoints(rand, cx + r * 0.12, cy - r * 0.08, r * 0.45, r * 0.38, 0.3, 10));
      const ink2 = inks[(k + 2) % inks.length] as string;
      color += `<path d="${inner}" fill="${vary(rand, ink2)}"/>`;
      height += `<path d="${inner}" fill="${grey(0.8)}" stroke="${grey(0.2)}" stroke-width="${n(u * 0.005)}"/>`;
    }
  });
  // A curved line of beads, like a row of knotted tufts.
  const px = range(rand, 0.25, 0.75) * w;
  const py = range(rand, 0.25, 0.75) * h;
  const pr = u * range(rand, 0.12, 0.2);
  const pa = rand() * Math.PI * 2;
  const dotC = vary(rand, inks[1] as string);
  for (let k = 0; k < 7; k++) {
    const a = pa + k * 0.22;
    const circle = `<circle cx="${n(px + Math.cos(a) * pr)}" cy="${n(py + Math.sin(a) * pr)}" r="${n(u * 0.016)}"`;
    color += `${circle} fill="${dotC}"/>`;
    height += `${circle} fill="${grey(0.72)}"/>`;
  }
  return {
    color: svg(w, h, color),
    height: svg(w, h, height),
    heightBlur: u * 0.005,
    pile: { ...defaultPile, cell: w / 130 },
    finish: { ...defaultFinish, cloudScale: w / 4 },
  };
}

// ---------------------------------------------------------------- robot

export function robot(c: Ctx): Art {
  const { w, h, rand } = c;
  const cell = Math.round(w / 170);
  const snapTo = (v: number) => Math.round(v / cell) * cell;
  const schemes = [
    [P.midnight, P.ivory, P.brass, P.charcoal, P.stone],
    [P.ink, P.sand, P.terracotta, P.taupe, P.ivory],
    [P.charcoal, P.brass, P.ivory, P.bronze, P.sage],
  ];
  const cs = pick(rand, schemes).map((k) => vary(rand, k, 0.02));
  const col = (i: number) => cs[i % cs.length] as string;
  // Chevrons: machine-straight zigzag bands, crisp on the tuft grid.
  const edge = snapTo(w * range(rand, 0.7, 0.78));
  const bandH = snapTo(h * 0.085);
  const zig = snapTo(w * 0.12);
  let color = rect(0, 0, w, h, col(0));
  let markers = "";
  for (let k = -3, i = 0; k * bandH < h + zig; k++, i++) {
    const y0 = k * bandH;
    const pts: Pt[] = [];
    for (let x = 0; x <= w + zig; x += zig) pts.push([x, y0 + ((x / zig) % 2 === 0 ? 0 : zig * 0.6)]);
    const band = [
      ...pts,
      ...pts
        .slice()
        .reverse()
        .map(([x, y]): Pt => [x, y + bandH]),
    ];
    color += poly(band, col(1 + (i % 4)));
    markers += `<path d="M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}"/>`;
  }
  // A bold disc cut through the chevrons.
  const cx = snapTo(w * range(rand, 0.45, 0.55));
  const cy = snapTo(h * range(rand, 0.35, 0.6));
  const r = snapTo(Math.min(w, h) * 0.36);
  // Nested diamonds: 45 degree edges step exactly one tuft per row.
  const diamond = (rr: number): Pt[] => [
    [cx, cy - rr],
    [cx + rr, cy],
    [cx, cy + rr],
    [cx - rr, cy],
  ];
  const ringW = cell * 3;
  for (let k = 0; k < 6; k++) color += poly(diamond(r - k * ringW * 2), k % 2 ? col(k === 5 ? 2 : 1) : col(0));
  // Untufted primary backing to the right of the last row, with the design marked on it.
  const defs =
    `<pattern id="wv" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="4" height="4" fill="#E8E0D0"/><rect width="4" height="1.2" fill="#DAD0BD"/><rect width="1.2" height="4" fill="#DED5C3"/></pattern>` +
    `<clipPath id="bk"><rect x="${edge}" width="${w - edge}" height="${h}"/></clipPath>`;
  color += rect(edge, 0, w - edge, h, "url(#wv)");
  for (let x = edge + cell * 8; x < w; x += cell * 8) color += rect(x, 0, 1.5, h, "#CFC6B5");
  color += `<g clip-path="url(#bk)" fill="none" stroke="#2E4A78" stroke-width="${n(cell * 0.4)}" stroke-opacity="0.65">${markers}${poly(diamond(r), "none")}</g>`;
  const mask = svg(w, h, rect(0, 0, edge, h, "#fff"));
  const height = svg(w, h, rect(0, 0, w, h, grey(0.1)) + rect(0, 0, edge, h, grey(0.75)));
  return {
    color: svg(w, h, color, defs),
    height,
    heightBlur: cell * 0.8,
    mask,
    maskBlur: 0.5,
    pile: { cell, jitter: 0, tone: 0.03, tint: 0.012, dome: 0.3, crease: 0.2, snap: 1, soften: 0.08 },
    finish: { ...defaultFinish, light: 1.2, ao: 0.3, grain: 0.03, cloud: 0.02, cloudScale: w / 3 },
  };
}

// ---------------------------------------------------------------- loops

export function loops(c: Ctx): Art {
  const { w, h, rand } = c;
  const u = Math.min(w, h);
  const schemes = [
    [P.ivory, P.bronze, P.sage],
    [P.sand, P.midnight, P.brass],
    [P.stone, P.terracotta, P.ivory],
  ];
  const [c1, c2, c3] = pick(rand, schemes) as [string, string, string];
  const pitch = u * 0.066;
  const rowH = pitch * 0.6;
  const sw = pitch * 0.4;
  const lw = pitch * 0.62;
  const lh = rowH * 1.7;
  const amp = h * range(rand, 0.08, 0.14);
  const ph = rand() * Math.PI * 2;
  const boundary = (x: number) => h * 0.5 + amp * Math.sin((x / w) * Math.PI * 2 * 0.8 + ph);
  let color = rect(0, 0, w, h, shade(c2, -0.6));
  let height = rect(0, 0, w, h, grey(0));
  let row = 0;
  // Rows from the back to the front: each row of loops hides the feet of the row behind.
  for (let y = -rowH; y < h + lh; y += rowH, row++) {
    const off = (row % 2) * pitch * 0.5;
    for (let x = -pitch + off; x < w + pitch; x += pitch) {
      const jx = x + (rand() - 0.5) * pitch * 0.22;
      const jy = y + (rand() - 0.5) * rowH * 0.28;
      const lean = (rand() - 0.5) * pitch * 0.14;
      const dist = jy - boundary(jx);
      const base = dist < -rowH * 1.2 ? c1 : dist < rowH * 1.8 ? c3 : c2;
      const yarn = vary(rand, base, 0.05);
      const half = (lw / 2) * range(rand, 0.9, 1.08);
      const top = jy - lh * range(rand, 0.95, 1.05);
      const d = `M${n(jx - half)} ${n(jy)}C${n(jx - half + lean)} ${n(top)} ${n(jx + half + lean)} ${n(top)} ${n(jx + half)} ${n(jy)}`;
      const twist = n(sw * 0.3);
      color +=
        `<path d="${d}" stroke="${shade(yarn, -0.3)}" stroke-width="${n(sw * 1.25)}"/>` +
        `<path d="${d}" stroke="${yarn}" stroke-width="${n(sw)}"/>` +
        `<path d="${d}" stroke="${shade(yarn, -0.08)}" stroke-width="${n(sw * 0.7)}" stroke-dasharray="${twist} ${twist}"/>`;
      height += `<path d="${d}" stroke="#000" stroke-width="${n(sw * 1.5)}"/><path d="${d}" stroke="#fff" stroke-width="${n(sw)}"/>`;
    }
  }
  const g = (body: string) => `<g fill="none" stroke-linecap="round">${body}</g>`;
  color = g(color);
  height = g(height);
  return {
    color: svg(w, h, color),
    height: svg(w, h, height),
    heightBlur: sw * 0.35,
    pile: { cell: 4, jitter: 1, tone: 0.06, tint: 0.02, dome: 0.12, crease: 0, snap: 0, soften: 0 },
    finish: { ...defaultFinish, light: 0.8, ao: 0.45, aoBase: 0.7, grain: 0.05, cloudScale: w / 3, vignette: 0.3 },
  };
}
