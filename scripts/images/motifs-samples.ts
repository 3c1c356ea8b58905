/**
 * Motifs that show rugs laid out: a unique rug on a floor, a sample kit of colour tufts. Only the
 * rug parts (the mask) get tufted; the rest gets a fine, flat grain.
 */

import {
  blobPoints,
  blurFilter,
  type Ctx,
  grey,
  mix,
  n,
  palette as P,
  type Pt,
  pick,
  range,
  rect,
  shade,
  shuffle,
  smoothClosed,
  smoothOpen,
  svg,
  vary,
} from "./kit.ts";
import { type Art, defaultFinish, defaultPile } from "./texture.ts";

// ---------------------------------------------------------------- irregular

export function irregular(c: Ctx): Art {
  const { w, h, rand } = c;
  const u = Math.min(w, h);
  const floor = mix(P.ivory, P.sand, range(rand, 0.15, 0.4));
  // Wide pale oak boards.
  let floorSvg = rect(0, 0, w, h, floor);
  const board = u * 0.17;
  for (let x = -rand() * board; x < w; x += board) {
    floorSvg += rect(x, 0, board, h, vary(rand, floor, 0.025));
    floorSvg += rect(x, 0, u * 0.002, h, shade(floor, -0.1));
    const joint = range(rand, 0.1, 0.9) * h;
    floorSvg += rect(x, joint, board, u * 0.002, shade(floor, -0.08));
  }
  const cx = w * 0.5;
  const cy = h * 0.5;
  const outline = blobPoints(rand, cx, cy, w * 0.37, h * 0.36, 0.16, 18);
  const schemes = [
    [P.stone, P.sand, P.terracotta, P.ivory, P.charcoal],
    [P.taupe, P.stone, P.sage, P.sand, P.midnight],
    [P.sand, P.ivory, P.bronze, P.stone, P.ink],
  ];
  const cs = pick(rand, schemes).map((k) => vary(rand, k, 0.03));
  const d = smoothClosed(outline);
  // The design: a wide river of colour sweeping across, edged with a fine line, and two pebbles.
  const riverPts: Pt[] = [];
  const rAmp = h * range(rand, 0.06, 0.1);
  const rPh = rand() * Math.PI * 2;
  const rY = cy + h * range(rand, -0.08, 0.08);
  for (let i = 0; i <= 8; i++) {
    const x = -w * 0.1 + (i / 8) * w * 1.2;
    riverPts.push([x, rY + rAmp * Math.sin((i / 8) * Math.PI * 2 * 0.9 + rPh) + (x - cx) * range(rand, -0.02, 0.02)]);
  }
  const river = smoothOpen(riverPts);
  const riverW = u * range(rand, 0.16, 0.22);
  const shift = (dy: number) => `transform="translate(0 ${n(dy)})"`;
  const p1 = smoothClosed(
    blobPoints(rand, cx + w * range(rand, 0.08, 0.16), cy - h * range(rand, 0.16, 0.22), u * 0.085, u * 0.07, 0.22, 10),
  );
  const p2 = smoothClosed(
    blobPoints(rand, cx - w * range(rand, 0.12, 0.2), cy + h * range(rand, 0.14, 0.2), u * 0.05, u * 0.04, 0.22, 9),
  );
  const design = (field: string, riverC: string, lineC: string, p1C: string, p2C: string, groove: string) =>
    `<path d="${d}" fill="${field}"/>` +
    `<g clip-path="url(#rug)" fill="none" stroke-linecap="round">` +
    `<path d="${river}" stroke="${riverC}" stroke-width="${n(riverW)}"/>` +
    `<path d="${river}" stroke="${lineC}" stroke-width="${n(u * 0.018)}" ${shift(riverW * 0.5 + u * 0.03)}/>` +
    (groove
      ? `<path d="${river}" stroke="${groove}" stroke-width="${n(u * 0.004)}" ${shift(riverW * 0.5)}/><path d="${river}" stroke="${groove}" stroke-width="${n(u * 0.004)}" ${shift(-riverW * 0.5)}/>`
      : "") +
    `</g><path d="${p1}" fill="${p1C}"${groove ? ` stroke="${groove}" stroke-width="${n(u * 0.004)}"` : ""}/><path d="${p2}" fill="${p2C}"/>`;
  const defs = `${blurFilter("sh", u * 0.022)}<clipPath id="rug"><path d="${d}"/></clipPath>`;
  const color =
    floorSvg +
    `<path d="${d}" transform="translate(${n(u * 0.014)} ${n(u * 0.024)})" fill="#2a2118" fill-opacity="0.4" filter="url(#sh)"/>` +
    design(cs[0] as string, cs[1] as string, cs[2] as string, cs[3] as string, cs[4] as string, "") +
    `<path d="${d}" fill="none" stroke="${shade(cs[0] as string, -0.15)}" stroke-width="${n(u * 0.005)}"/>`;
  const height =
    rect(0, 0, w, h, grey(0.3)) + design(grey(0.6), grey(0.66), grey(0.72), grey(0.72), grey(0.7), grey(0.42));
  return {
    color: svg(w, h, color, defs),
    height: svg(w, h, height, defs),
    heightBlur: u * 0.007,
    mask: svg(w, h, `${rect(0, 0, w, h, "#000")}<path d="${d}" fill="#fff"/>`),
    maskBlur: 1,
    pile: { ...defaultPile, cell: w / 150 },
    finish: { ...defaultFinish, ao: 0.3, aoBase: 0.6, light: 0.8, cloudScale: w / 4, vignette: 0.18 },
  };
}

// ---------------------------------------------------------------- swatches

export function swatches(c: Ctx): Art {
  const { w, h, rand } = c;
  const u = Math.min(w, h);
  const landscape = w > h;
  const cols = landscape ? 7 : 5;
  const rows = landscape ? 4 : 6;
  const pad = u * 0.08;
  const gap = u * 0.028;
  const label = u * 0.03;
  const size = Math.min(
    (w - 2 * pad - (cols - 1) * gap) / cols,
    (h - 2 * pad - (rows - 1) * gap - rows * label) / rows,
  );
  const gridW = cols * size + (cols - 1) * gap;
  const gridH = rows * (size + label) + (rows - 1) * gap;
  const x0 = (w - gridW) / 2;
  const y0 = (h - gridH) / 2;
  const families: [string, string][] = shuffle(rand, [
    [P.ivory, P.stone],
    [P.sand, P.bronze],
    [P.brass, P.terracotta],
    [P.sage, mix(P.sage, P.midnight, 0.7)],
    [mix(P.midnight, P.stone, 0.5), P.midnight],
    [P.taupe, P.charcoal],
    [mix(P.terracotta, P.sand, 0.5), mix(P.terracotta, P.ink, 0.4)],
  ]);
  const tray = mix(P.ink, P.charcoal, 0.35);
  let color =
    rect(0, 0, w, h, tray) +
    rect(pad * 0.35, pad * 0.35, w - pad * 0.7, h - pad * 0.7, shade(tray, -0.25), `rx="${n(u * 0.012)}"`) +
    rect(
      pad * 0.35,
      pad * 0.35,
      w - pad * 0.7,
      h - pad * 0.7,
      "none",
      `rx="${n(u * 0.012)}" stroke="${mix(P.brass, tray, 0.45)}" stroke-width="${n(u * 0.003)}"`,
    );
  let shadows = "";
  let tiles = "";
  let labels = "";
  let mask = rect(0, 0, w, h, "#000");
  let height = rect(0, 0, w, h, grey(0.05));
  const rx = n(size * 0.05);
  for (let j = 0; j < rows; j++) {
    const [a, b] = families[j % families.length] as [string, string];
    for (let i = 0; i < cols; i++) {
      const x = x0 + i * (size + gap) + (rand() - 0.5) * u * 0.003;
      const y = y0 + j * (size + label + gap) + (rand() - 0.5) * u * 0.003;
      const fill = vary(rand, mix(a, b, i / (cols - 1)), 0.04);
      shadows += rect(x + u * 0.004, y + u * 0.008, size, size, "#000", `rx="${rx}"`);
      tiles += rect(x, y, size, size, fill, `rx="${rx}"`);
      labels += rect(
        x,
        y + size + label * 0.3,
        size * 0.42,
        label * 0.5,
        mix(P.ivory, tray, 0.15),
        `rx="${n(label * 0.06)}"`,
      );
      labels += rect(x + size * 0.04, y + size + label * 0.5, size * 0.22, label * 0.1, mix(P.ink, P.ivory, 0.35));
      mask += rect(x, y, size, size, "#fff", `rx="${rx}"`);
      height += rect(x, y, size, size, grey(0.8), `rx="${rx}"`);
    }
  }
  color += `<g fill-opacity="0.55" filter="url(#sh)">${shadows}</g>${tiles}${labels}`;
  return {
    color: svg(w, h, color, blurFilter("sh", u * 0.008)),
    height: svg(w, h, height),
    heightBlur: size * 0.05,
    mask: svg(w, h, mask),
    maskBlur: 0.7,
    pile: { ...defaultPile, cell: size / 24, tone: 0.03 },
    finish: { ...defaultFinish, ao: 0, light: 1.3, cloudScale: size * 0.8, vignette: 0.28 },
  };
}
