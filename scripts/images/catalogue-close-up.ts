/**
 * A design's rug close up: a window of its pattern chosen where most goes on, each tuft or loop of
 * its pile drawn and lit by the tufting pass (texture.ts), the far part of the frame out of focus.
 */
import sharp from "sharp";
import { coverage, inRug, patternLayer, type RugModel, raster, svgDoc, type View } from "./catalogue-rug.ts";
import { hash2, mulberry32, rgb } from "./kit.ts";
import { type Art, blur, defaultFinish, defaultPile, renderLayers } from "./texture.ts";

/** Pixels a centimetre in the close-up: a tuft or a loop some 25 px across. */
const detailZoom = 100;

/**
 * Where the close-up looks: the window of the rug (inside its outline) with most going on, a few
 * colours meeting, some ground among them. Searched on a small drawing of the whole rug.
 */
async function detailWindow(m: RugModel, wCm: number, hCm: number): Promise<[number, number]> {
  const s = 2;
  const v: View = { w: Math.ceil(m.W * s), h: Math.ceil(m.H * s), ox: 0, oy: 0, s };
  const colour = await raster(patternLayer(m, v, `<rect width="${v.w}" height="${v.h}" fill="#000"/>`), 3);
  const inside = await coverage(m, v, 0);
  const [gr, gg, gb] = rgb(m.hex[0] ?? "#000000");
  let best: [number, number] = [(m.W - wCm) / 2, (m.H - hCm) / 2];
  let bestScore = -1;
  const step = 3;
  for (let y0 = 0; y0 + hCm <= m.H; y0 += step) {
    for (let x0 = 0; x0 + wCm <= m.W; x0 += step) {
      const seen = new Set<number>();
      let ground = 0;
      let count = 0;
      let outside = false;
      for (let y = y0; y < y0 + hCm && !outside; y += 1) {
        for (let x = x0; x < x0 + wCm; x += 1) {
          const i = Math.floor(y * s) * v.w + Math.floor(x * s);
          if ((inside[i] ?? 0) < 0.99) {
            outside = true;
            break;
          }
          const [r, g, b] = [colour[i * 3] ?? 0, colour[i * 3 + 1] ?? 0, colour[i * 3 + 2] ?? 0];
          seen.add(((r >> 5) << 6) | ((g >> 5) << 3) | (b >> 5));
          if (Math.abs(r - gr) + Math.abs(g - gg) + Math.abs(b - gb) < 24) ground++;
          count++;
        }
      }
      if (outside || count === 0) continue;
      // Centre-weighted a little, so ties go to the middle of the rug.
      const centred = 1 - Math.hypot((x0 + wCm / 2) / m.W - 0.5, (y0 + hCm / 2) / m.H - 0.5);
      const score = Math.min(seen.size, 4) - Math.abs(ground / count - 0.5) * 1.5 + centred * 0.3;
      if (score > bestScore) {
        bestScore = score;
        best = [x0, y0];
      }
    }
  }
  return best;
}

/** A tuft or loop of the close-up: where, its colour, its kind, and how much the carving lowers or raises it. */
type Tuft = {
  x: number;
  y: number;
  r: number;
  g: number;
  b: number;
  loop: boolean;
  lift: number;
  tone: number;
  turn: number;
};

/**
 * A close-up of the pile, `w` x `h`: the pattern's colours at about 56 px a centimetre, each tuft
 * (cut pile: the ends of its plies) or loop (loop pile: an arch of twisted yarn, in rows) drawn
 * and lit by the tufting pass's light; cut and loop both: the loops where the pattern leaves the
 * ground, lower than the cut pile around them. The far part of the frame falls out of focus, as
 * in a photograph this close.
 */
export async function detailPicture(m: RugModel, w: number, h: number, seed: number): Promise<Buffer> {
  const z = detailZoom;
  const [wCm, hCm] = [w / z, h / z];
  const [x0, y0] = await detailWindow(m, wCm, hCm);
  const v: View = { w, h, s: z, ox: -x0 * z, oy: -y0 * z };
  const colour = await raster(patternLayer(m, v, `<rect width="${w}" height="${h}" fill="${m.hex[0]}"/>`), 3);
  // The pattern's carving, as far as it reaches into the window: each tuft stands lower or higher.
  const relief = m.pattern.relief
    ? await raster(svgDoc(v, `<rect width="${w}" height="${h}" fill="#808080"/>${inRug(v, m.pattern.relief)}`), 1)
    : undefined;
  const [gr, gg, gb] = rgb(m.hex[0] ?? "#000000");
  const robot = m.rug.technique === "robotuft";
  const kind = m.rug.pile;

  // Rows run down the rug: `gauge` px apart, a tuft or loop every `stitch` px along a row.
  const gauge = 0.5 * z;
  const stitch = kind === "cut" ? 0.42 * z : 0.5 * z;
  const rand = mulberry32(seed * 31 + 7);
  const cols = Math.ceil(w / gauge) + 3;
  const rows = Math.ceil(h / stitch) + 3;
  const tufts: Tuft[] = [];
  const wobble = robot ? 0.05 : 0.22;
  for (let i = 0; i < cols; i++) {
    const drift = robot ? 0 : Math.sin(i * 0.7 + seed) * stitch * 0.3;
    for (let j = 0; j < rows; j++) {
      const x = (i - 1 + 0.5) * gauge + (rand() - 0.5) * gauge * wobble;
      const y = (j - 1 + 0.5 + (i % 2) * 0.5) * stitch + drift + (rand() - 0.5) * stitch * wobble;
      const sx = Math.min(w - 1, Math.max(0, Math.round(x)));
      const sy = Math.min(h - 1, Math.max(0, Math.round(y)));
      const at = (sy * w + sx) * 3;
      const [r, g, b] = [colour[at] ?? 0, colour[at + 1] ?? 0, colour[at + 2] ?? 0];
      const ground = Math.abs(r - gr) + Math.abs(g - gg) + Math.abs(b - gb) < 24;
      const loop = kind === "loop" || (kind === "cut-loop" && !ground);
      const lift = relief ? ((relief[sy * w + sx] ?? 128) / 255 - 0.5) * 0.5 : 0;
      tufts.push({ x, y, r, g, b, loop, lift, tone: (rand() - 0.5) * 0.08, turn: rand() * Math.PI * 2 });
    }
  }

  const cutTop = 0.8;
  const loopTop = kind === "cut-loop" ? 0.8 * Math.max(0.5, m.rug.loopHeight / m.rug.cutHeight) : 0.8;
  const radius = Math.max(gauge, stitch) * 0.7;
  const yarn = gauge * 0.62;
  const loopHalf = stitch * 0.64;
  const heights = new Float32Array(w * h);
  const pixels = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      // The topmost tuft or loop over this pixel, by a cheap height first.
      let top = 0.04;
      let best: Tuft | undefined;
      const ci = Math.floor(x / gauge) + 1;
      for (let i = ci - 1; i <= ci + 1; i++) {
        if (i < 0 || i >= cols) continue;
        const cj = Math.floor(y / stitch - (i % 2) * 0.5) + 1;
        for (let j = cj - 1; j <= cj + 1; j++) {
          if (j < 0 || j >= rows) continue;
          const t = tufts[i * rows + j] as Tuft;
          const dx = x - t.x;
          const dy = y - t.y;
          let hgt: number;
          if (t.loop) {
            // A loop from above: an oval of yarn along the row, leaning open a little.
            const rho2 = (dx * dx) / (yarn * yarn) + (dy * dy) / (loopHalf * loopHalf);
            if (rho2 >= 1) continue;
            const tube = (Math.sqrt(rho2) - 0.55) / 0.45;
            hgt = loopTop * (0.45 + 0.55 * Math.sqrt(Math.max(0, 1 - tube * tube))) + t.lift;
          } else {
            const d2 = (dx * dx + dy * dy) / (radius * radius);
            if (d2 >= 1) continue;
            hgt = cutTop * (0.62 + 0.38 * Math.sqrt(Math.sqrt(1 - d2))) + t.lift;
          }
          if (hgt > top) {
            top = hgt;
            best = t;
          }
        }
      }
      const i = y * w + x;
      // Fibres: a fine grain in pairs of pixels, so the ends read as wool and not as noise.
      const fibre = hash2(x >> 1, y >> 1, seed) - 0.5;
      if (best) {
        const dx = x - best.x;
        const dy = y - best.y;
        let ply: number;
        if (best.loop) {
          // Twisted plies: stripes slanting across the yarn; the loop's opening in shadow.
          const rho = Math.sqrt((dx * dx) / (yarn * yarn) + (dy * dy) / (loopHalf * loopHalf));
          ply = Math.sin(((dx * 0.7 - dy * 1.2) / yarn) * Math.PI * 2.2 + best.turn) * 0.5 + 0.5;
          top *= (0.92 + 0.12 * ply) * (rho < 0.22 ? 0.6 + rho * 1.8 : 1);
        } else {
          // Cut ends: three plies, each a little dome of fibre ends, their fibres splaying out.
          let plyTop = 0;
          let angle = 0;
          for (let k = 0; k < 3; k++) {
            const a = best.turn + (k * Math.PI * 2) / 3;
            const px = dx - Math.cos(a) * radius * 0.3;
            const py = dy - Math.sin(a) * radius * 0.3;
            const q = 1 - (px * px + py * py) / (radius * radius * 0.36);
            if (q > plyTop) {
              plyTop = q;
              angle = Math.atan2(py, px);
            }
          }
          ply = Math.sqrt(Math.max(0, plyTop));
          const splay = Math.sin(angle * 13 + best.turn * 5) * 0.5 + 0.5;
          top *= 0.8 + 0.2 * ply + 0.04 * splay * ply;
        }
        heights[i] = top + fibre * 0.02;
        const f = 1 + best.tone + (ply - 0.5) * 0.07 + fibre * 0.015;
        pixels[i * 3] = Math.min(255, best.r * f);
        pixels[i * 3 + 1] = Math.min(255, best.g * f);
        pixels[i * 3 + 2] = Math.min(255, best.b * f);
      } else {
        heights[i] = top;
        const at = i * 3;
        pixels[at] = (colour[at] ?? 0) * 0.5;
        pixels[at + 1] = (colour[at + 1] ?? 0) * 0.5;
        pixels[at + 2] = (colour[at + 2] ?? 0) * 0.5;
      }
    }
  }
  blur(heights, w, h, 1.2);

  // The colours go to the tufting pass as a picture inside its colour drawing.
  const png = await sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
    .png({ compressionLevel: 1, adaptiveFiltering: false })
    .toBuffer();
  const art: Art = {
    color: `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><image width="${w}" height="${h}" href="data:image/png;base64,${png.toString("base64")}"/></svg>`,
    heightField: () => heights,
    pile: { ...defaultPile, cell: 0 },
    finish: {
      ...defaultFinish,
      grain: 0.003,
      flatGrain: 0.003,
      cloud: 0.05,
      cloudScale: w / 2,
      light: 0.6,
      ao: 0.38,
      aoBase: 0.5,
      vignette: 0.25,
      sheen: 0.08,
    },
  };
  const out = await renderLayers(art, w, h, seed);
  return focusFalloff(out, w, h);
}

/**
 * A macro photograph's shallow focus: sharp in a band below the middle, softer and softer away
 * from it (more so towards the top, the far side of the pile).
 */
function focusFalloff(rgbData: Buffer, w: number, h: number): Buffer {
  const planes = (radius: number) =>
    [0, 1, 2].map((c) => {
      const plane = new Float32Array(w * h);
      for (let i = 0; i < w * h; i++) plane[i] = rgbData[i * 3 + c] ?? 0;
      blur(plane, w, h, radius);
      return plane;
    });
  const near = planes(w * 0.003);
  const far = planes(w * 0.009);
  for (let y = 0; y < h; y++) {
    const t = Math.min(1, Math.max(0, Math.abs(y / h - 0.66) / 0.42 - 0.1)) ** 1.2;
    if (t <= 0) continue;
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      for (let c = 0; c < 3; c++) {
        const a = rgbData[i * 3 + c] ?? 0;
        const b = near[c]?.[i] ?? 0;
        const d = far[c]?.[i] ?? 0;
        rgbData[i * 3 + c] = t < 0.5 ? a + (b - a) * t * 2 : b + (d - b) * (t - 0.5) * 2;
      }
    }
  }
  return rgbData;
}
