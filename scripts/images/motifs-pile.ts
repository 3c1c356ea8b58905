/**
 * Rug motifs made by the pile itself: flowing bands, carved relief, organic blobs, loop pile. Each
 * returns a colour SVG, a height SVG (carving) and the pile settings for the tufting pass.
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
