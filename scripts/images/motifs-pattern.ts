/**
 * Rug motifs made by a drawn pattern: a large geometric one, a fine repeat, machine-straight rows.
 * Each returns a colour SVG, a height SVG (carving) and the pile settings for the tufting pass.
 */

import { type Ctx, grey, mix, n, palette as P, type Pt, pick, poly, range, rect, shuffle, svg, vary } from "./kit.ts";
import { type Art, defaultFinish, defaultPile } from "./texture.ts";

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
