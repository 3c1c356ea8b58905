/**
 * Turns flat vector layers into wool: rasterises the SVG layers with sharp (librsvg), then runs
 * one deterministic per-pixel pass that adds tufts (a Voronoi or machine grid of little domes of
 * yarn), fibre grain, dye variation, carved relief lit from the upper left, and a soft vignette.
 */
import sharp from "sharp";
import { hash2 } from "./kit.ts";

export type Pile = {
  /** Tuft spacing in px at full size (0 = no pile). */
  cell: number;
  /** 0 = machine-straight grid, 1 = hand-tufted scatter. */
  jitter: number;
  /** Per-tuft lightness variation. */
  tone: number;
  /** Per-tuft dye (hue) variation. */
  tint: number;
  /** Each tuft lit as a little dome of yarn from the upper left. */
  dome: number;
  /** Darkening of the creases between tufts. */
  crease: number;
  /** How much a tuft takes the colour of its centre (1 = fully quantised, crisp machine rows). */
  snap: number;
  /** Blur of the tuft shading, in cells (0 = crisp cells). */
  soften: number;
};

export type Finish = {
  /** Per-pixel fibre noise on the pile, and on everything else. */
  grain: number;
  flatGrain: number;
  /** Large-scale shading of the pile (pile direction), amplitude and wavelength in px. */
  cloud: number;
  cloudScale: number;
  /** Strength of relief lighting from the height layer, and ambient occlusion of low areas. */
  light: number;
  ao: number;
  /** Height treated as the flat pile surface: only lower areas get ambient occlusion. */
  aoBase: number;
  /** Corner darkening and top-left to bottom-right light falloff. */
  vignette: number;
  sheen: number;
};

export type Art = {
  color: string;
  /** Grey SVG (or a ready field, 0..1 per pixel): white = high pile, black = low. */
  height?: string;
  heightField?: (w: number, h: number) => Float32Array;
  heightBlur?: number;
  /** Grey SVG: white = pile (gets tufts), black = not a rug (floor, wall, tray). */
  mask?: string;
  maskBlur?: number;
  pile: Pile;
  finish: Finish;
};

export const defaultPile: Pile = {
  cell: 9,
  jitter: 0.8,
  tone: 0.025,
  tint: 0.02,
  dome: 0.24,
  crease: 0.14,
  snap: 0.45,
  soften: 0.12,
};
export const defaultFinish: Finish = {
  grain: 0.018,
  flatGrain: 0.014,
  cloud: 0.045,
  cloudScale: 260,
  light: 0.7,
  ao: 0.35,
  aoBase: 0.55,
  vignette: 0.22,
  sheen: 0.08,
};

async function rasterise(svgText: string, w: number, h: number): Promise<{ data: Buffer; channels: number }> {
  const { data, info } = await sharp(Buffer.from(svgText)).raw().toBuffer({ resolveWithObject: true });
  if (info.width !== w || info.height !== h) {
    throw new Error(`SVG rendered at ${info.width}x${info.height}, expected ${w}x${h}`);
  }
  return { data, channels: info.channels };
}

async function greyLayer(svgText: string, w: number, h: number, radius: number): Promise<Float32Array> {
  const { data, channels } = await rasterise(svgText, w, h);
  const out = new Float32Array(w * h);
  for (let i = 0; i < out.length; i++) out[i] = (data[i * channels] ?? 0) / 255;
  if (radius > 0) blur(out, w, h, radius);
  return out;
}

/** Three passes of a running-sum box blur in each direction: close to a Gaussian, in place. */
export function blur(buf: Float32Array, w: number, h: number, radius: number): void {
  const r = Math.max(1, Math.round(radius / 1.7));
  const tmp = new Float32Array(Math.max(w, h));
  const pass = (len: number, count: number, stride: number, step: number) => {
    for (let line = 0; line < count; line++) {
      const base = line * stride;
      for (let i = 0; i < len; i++) tmp[i] = buf[base + i * step] as number;
      let sum = 0;
      for (let i = -r; i <= r; i++) sum += tmp[Math.max(0, Math.min(len - 1, i))] as number;
      for (let i = 0; i < len; i++) {
        buf[base + i * step] = sum / (2 * r + 1);
        sum += (tmp[Math.min(len - 1, i + r + 1)] as number) - (tmp[Math.max(0, i - r)] as number);
      }
    }
  };
  for (let k = 0; k < 3; k++) {
    pass(w, h, w, 1);
    pass(h, w, 1, w);
  }
}

/** Smooth value noise lattice, sampled bilinearly with smoothstep. */
function valueNoise(w: number, h: number, scale: number, seed: number): (x: number, y: number) => number {
  const gw = Math.ceil(w / scale) + 2;
  const gh = Math.ceil(h / scale) + 2;
  const grid = new Float32Array(gw * gh);
  for (let j = 0; j < gh; j++) for (let i = 0; i < gw; i++) grid[j * gw + i] = hash2(i, j, seed) * 2 - 1;
  return (x, y) => {
    const fx = x / scale;
    const fy = y / scale;
    const i = Math.floor(fx);
    const j = Math.floor(fy);
    let tx = fx - i;
    let ty = fy - j;
    tx = tx * tx * (3 - 2 * tx);
    ty = ty * ty * (3 - 2 * ty);
    const a = grid[j * gw + i] as number;
    const b = grid[j * gw + i + 1] as number;
    const c = grid[(j + 1) * gw + i] as number;
    const d = grid[(j + 1) * gw + i + 1] as number;
    return a + (b - a) * tx + (c - a + (a - b - c + d) * tx) * ty;
  };
}

/** Renders the art to a raw RGB buffer of exactly w x h. */
export async function renderLayers(art: Art, w: number, h: number, seed: number): Promise<Buffer> {
  const [base, height, mask] = await Promise.all([
    rasterise(art.color, w, h),
    art.heightField
      ? Promise.resolve(art.heightField(w, h))
      : art.height
        ? greyLayer(art.height, w, h, art.heightBlur ?? 4)
        : Promise.resolve(undefined),
    art.mask ? greyLayer(art.mask, w, h, art.maskBlur ?? 1) : Promise.resolve(undefined),
  ]);
  const { pile, finish } = art;
  const src = base.data;
  const ch = base.channels;
  const out = new Uint8ClampedArray(w * h * 3); // clamps and rounds on assignment

  // Tuft centres, tones and tints, one per grid cell.
  const cell = pile.cell;
  const gw = cell > 0 ? Math.ceil(w / cell) + 2 : 1;
  const gh = cell > 0 ? Math.ceil(h / cell) + 2 : 1;
  const fxs = new Float32Array(gw * gh);
  const fys = new Float32Array(gw * gh);
  const tone = new Float32Array(gw * gh);
  const tintR = new Float32Array(gw * gh);
  const tintB = new Float32Array(gw * gh);
  if (cell > 0) {
    for (let j = 0; j < gh; j++) {
      for (let i = 0; i < gw; i++) {
        const k = j * gw + i;
        fxs[k] = (i - 1 + 0.5 + (hash2(i, j, seed + 1) - 0.5) * pile.jitter) * cell;
        fys[k] = (j - 1 + 0.5 + (hash2(i, j, seed + 2) - 0.5) * pile.jitter) * cell;
        tone[k] = (hash2(i, j, seed + 3) - 0.5) * 2 * pile.tone;
        tintR[k] = (hash2(i, j, seed + 4) - 0.5) * 2 * pile.tint;
        tintB[k] = (hash2(i, j, seed + 5) - 0.5) * 2 * pile.tint;
      }
    }
  }

  const cloudA = valueNoise(w, h, finish.cloudScale, seed + 6);
  const cloudB = valueNoise(w, h, finish.cloudScale * 0.37, seed + 7);
  const L = [-0.55, -0.6, 0.58];
  const lLen = Math.hypot(L[0] as number, L[1] as number, L[2] as number);
  const lx = (L[0] as number) / lLen;
  const ly = (L[1] as number) / lLen;
  const lz = (L[2] as number) / lLen;
  const slope = Math.min(w, h) * 0.012;
  const invCell = cell > 0 ? 1 / cell : 0;

  // Pass 1: tufts. Shading goes to `tuft` (softened below), colour lookups to `from`.
  const tuft = new Float32Array(w * h).fill(1);
  const from = new Int32Array(w * h);
  const cellOf = new Int32Array(w * h).fill(-1);
  const snapW = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      from[i] = i;
      const m = mask ? (mask[i] as number) : 1;
      if (cell === 0 || m <= 0.004) continue;
      const cx = Math.floor(x * invCell) + 1;
      const cy = Math.floor(y * invCell) + 1;
      let d1 = 1e9;
      let d2 = 1e9;
      let best = 0;
      for (let j = cy - 1; j <= cy + 1; j++) {
        for (let q = cx - 1; q <= cx + 1; q++) {
          const k = j * gw + q;
          const dx = (fxs[k] as number) - x;
          const dy = (fys[k] as number) - y;
          const d = dx * dx + dy * dy;
          if (d < d1) {
            d2 = d1;
            d1 = d;
            best = k;
          } else if (d < d2) d2 = d;
        }
      }
      const r1 = Math.sqrt(d1) * invCell;
      const edge = Math.max(0, 1 - (Math.sqrt(d2) * invCell - r1) * 3);
      // The tuft as a hemisphere of radius ~0.6 cell: its normal, lit from the upper left.
      const ox = (x - (fxs[best] as number)) * invCell * 1.6;
      const oy = (y - (fys[best] as number)) * invCell * 1.6;
      const or2 = ox * ox + oy * oy;
      const lam = or2 < 1 ? ox * lx + oy * ly + Math.sqrt(1 - or2) * lz : (ox * lx + oy * ly) / Math.sqrt(or2);
      const pf = 1 + (tone[best] as number) + pile.dome * (lam - lz * 0.6) - pile.crease * edge * edge;
      tuft[i] = 1 + (pf - 1) * m;
      cellOf[i] = best;
      if (pile.snap > 0) {
        // The tuft takes (partly) the colour at its centre: design edges become rows of tufts.
        const sx = Math.min(w - 1, Math.max(0, Math.round(fxs[best] as number)));
        const sy = Math.min(h - 1, Math.max(0, Math.round(fys[best] as number)));
        from[i] = sy * w + sx;
        snapW[i] = pile.snap * m;
      }
    }
  }
  // Wool, not pebbles: soften the facets of the tuft cells.
  if (cell > 0 && pile.soften > 0) blur(tuft, w, h, cell * pile.soften);

  // Pass 2: everything else.
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const m = mask ? (mask[i] as number) : 1;
      let f = tuft[i] as number;
      const k = cellOf[i] as number;
      const tr = k >= 0 ? (tintR[k] as number) * m : 0;
      const tb = k >= 0 ? (tintB[k] as number) * m : 0;
      const grainAmp = finish.flatGrain + (finish.grain - finish.flatGrain) * m;
      f *= 1 + (hash2(x, y, seed + 8) - 0.5) * 2 * grainAmp;
      f *= 1 + (cloudA(x, y) * 0.7 + cloudB(x, y) * 0.3) * finish.cloud * (0.4 + 0.6 * m);

      if (height) {
        const xl = x > 0 ? i - 1 : i;
        const xr = x < w - 1 ? i + 1 : i;
        const yu = y > 0 ? i - w : i;
        const yd = y < h - 1 ? i + w : i;
        const nx = -((height[xr] as number) - (height[xl] as number)) * slope;
        const ny = -((height[yd] as number) - (height[yu] as number)) * slope;
        const lam = (nx * lx + ny * ly + lz) / Math.sqrt(nx * nx + ny * ny + 1);
        f *= 1 + (lam - lz) * finish.light;
        const low = finish.aoBase - (height[i] as number);
        if (low > 0) f *= 1 - (low / finish.aoBase) * finish.ao * m;
      }

      const u = x / w;
      const v = y / h;
      f *= 1 + finish.sheen * (0.5 - (0.6 * u + 0.4 * v));
      const du = (u - 0.5) * 2;
      const dv = (v - 0.5) * 2;
      const r2 = (du * du + dv * dv) * 0.5;
      f *= 1 - finish.vignette * r2 * Math.sqrt(r2);

      const si = (from[i] as number) * ch;
      const pi = i * ch;
      const sw = snapW[i] as number;
      const o = i * 3;
      const r = ((src[pi] as number) + ((src[si] as number) - (src[pi] as number)) * sw) * f * (1 + tr);
      const g = ((src[pi + 1] as number) + ((src[si + 1] as number) - (src[pi + 1] as number)) * sw) * f;
      const b = ((src[pi + 2] as number) + ((src[si + 2] as number) - (src[pi + 2] as number)) * sw) * f * (1 + tb);
      out[o] = r;
      out[o + 1] = g;
      out[o + 2] = b;
    }
  }
  return Buffer.from(out.buffer);
}
