/**
 * A design's rug as pixels: its outline from the configurator's geometry (app/rug/geometry.ts),
 * its colours from the range, its design's artwork (app/rug/artwork/), and the pile
 * added by the tufting pass every other picture uses (texture.ts): the whole rug on a floor seen
 * from above, and the rug alone as the room view's texture. Its layers (the pattern in a view,
 * the outline's coverage) are the close-up's too (catalogue-close-up.ts).
 */
import sharp from "sharp";
import type { CatalogueRug } from "../../app/content/collection-images.ts";
import { artworkColours, drawArtwork, type Pattern } from "../../app/rug/artwork/artwork.ts";
import { outline, type Polygon, svgPath } from "../../app/rug/geometry.ts";
import { n, rgb } from "./kit.ts";
import { type Art, blur, defaultFinish, defaultPile, type Finish, type Pile, renderLayers } from "./texture.ts";

export type RugModel = {
  rug: CatalogueRug;
  /** Centimetres across and down: the rug stands upright, its length down. */
  W: number;
  H: number;
  hex: string[];
  polygons: Polygon[];
  pattern: Pattern;
};

export function rugModel(rug: CatalogueRug): RugModel {
  const hex = artworkColours(rug.colours);
  // The configurator draws the length across; turned upright here, (x, y) -> (y, x).
  const polygons = outline(rug.shape, rug.length, rug.width).map((polygon) => polygon.map(([x, y]) => [y, x] as const));
  const pattern = drawArtwork({ ...rug, colours: hex });
  return { rug, W: rug.width, H: rug.length, hex, polygons, pattern };
}

/** Where the rug lies in a picture: picture pixel = (ox + x * s, oy + y * s) for rug centimetres (x, y). */
export type View = { w: number; h: number; ox: number; oy: number; s: number };

export const svgDoc = (v: View, body: string, defs = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${v.w}" height="${v.h}" viewBox="0 0 ${v.w} ${v.h}"><defs>${defs}</defs>${body}</svg>`;
export const inRug = (v: View, body: string) =>
  `<g transform="translate(${n(v.ox)} ${n(v.oy)}) scale(${v.s})">${body}</g>`;

/** The pattern's colours in the view, clipped to the outline (nothing outside it). */
export function patternLayer(m: RugModel, v: View, below = "", above = "", defs = ""): string {
  const clip = `<clipPath id="rug-outline"><path d="${svgPath(m.polygons)}"/></clipPath>`;
  return svgDoc(v, below + inRug(v, `<g clip-path="url(#rug-outline)">${m.pattern.color}</g>`) + above, clip + defs);
}

/** An SVG drawing as raw pixels: grey (1 channel) or RGB (3). */
export async function raster(svgText: string, channels: 1 | 3): Promise<Buffer> {
  const image = sharp(Buffer.from(svgText)).removeAlpha();
  return (channels === 1 ? image.toColourspace("b-w") : image).raw().toBuffer();
}

/** 0..1 per pixel: how much of it is rug (the outline, its edge softened by `soften` px). */
export async function coverage(m: RugModel, v: View, soften: number): Promise<Float32Array> {
  const data = await raster(
    svgDoc(v, `<rect width="${v.w}" height="${v.h}"/>${inRug(v, `<path d="${svgPath(m.polygons)}" fill="#fff"/>`)}`),
    1,
  );
  const out = new Float32Array(v.w * v.h);
  for (let i = 0; i < out.length; i++) out[i] = (data[i] ?? 0) / 255;
  if (soften > 0) blur(out, v.w, v.h, soften);
  return out;
}

/**
 * The rug's height, 0..1 (its top near 0.6): cut pile above loop pile by their heights, the
 * pattern's carving, and a groove where the colour changes (a hand tufter carves there).
 */
async function heightOf(m: RugModel, v: View, colour: Buffer, mask: Float32Array): Promise<Float32Array> {
  const { w, h, s } = v;
  const relief = m.pattern.relief
    ? await raster(svgDoc(v, `<rect width="${w}" height="${h}" fill="#808080"/>${inRug(v, m.pattern.relief)}`), 1)
    : undefined;
  const [gr, gg, gb] = rgb(m.hex[0] ?? "#c8b89f");
  const cut = 0.3 + m.rug.cutHeight / 100;
  const loop = 0.3 + m.rug.loopHeight / 100;
  const depth = Math.min(0.35, (m.rug.cutHeight + m.rug.loopHeight) / 120);
  const edge = new Float32Array(w * h);
  const reach = Math.max(1, Math.round(s * 0.35));
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const j = Math.min(w - 1, x + reach) + y * w;
      const k = x + Math.min(h - 1, y + reach) * w;
      const diff = (a: number, b: number) =>
        Math.abs((colour[a * 3] ?? 0) - (colour[b * 3] ?? 0)) +
        Math.abs((colour[a * 3 + 1] ?? 0) - (colour[b * 3 + 1] ?? 0)) +
        Math.abs((colour[a * 3 + 2] ?? 0) - (colour[b * 3 + 2] ?? 0));
      edge[i] = Math.min(1, (diff(i, j) + diff(i, k)) / 90);
    }
  }
  blur(edge, w, h, Math.max(1, s * 0.25));
  const carve = m.rug.technique === "robotuft" ? 0.05 : 0.12;
  const out = new Float32Array(w * h);
  for (let i = 0; i < out.length; i++) {
    const r = colour[i * 3] ?? 0;
    const g = colour[i * 3 + 1] ?? 0;
    const b = colour[i * 3 + 2] ?? 0;
    const ground = Math.abs(r - gr) + Math.abs(g - gg) + Math.abs(b - gb) < 24;
    const pile = m.rug.pile === "cut" ? cut : m.rug.pile === "loop" ? loop : ground ? cut : loop;
    const carved = relief ? ((relief[i] ?? 128) / 255 - 0.5) * depth : 0;
    out[i] = ((mask[i] ?? 0) > 0.5 ? 1 : 0) * (pile + carved - carve * (edge[i] ?? 0));
  }
  blur(out, w, h, Math.max(1, s * 0.3));
  for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) * Math.min(1, (mask[i] ?? 0) * 1.6);
  return out;
}

/** The pile as the tufting pass draws it: hand-tufted tufts scatter, robot-tufted stand in rows. */
function pileFor(m: RugModel, cell: number): Pile {
  const robot = m.rug.technique === "robotuft";
  const loop = m.rug.pile === "loop";
  return {
    ...defaultPile,
    cell,
    jitter: robot ? 0.15 : 0.8,
    tone: 0.016,
    tint: 0.01,
    dome: loop ? 0.2 : 0.14,
    crease: loop ? 0.13 : 0.07,
    snap: 0.5,
    soften: loop ? 0.08 : 0.14,
  };
}

const floorColour = "#E7E1D8";

/** `mask` moved by (dx, dy) pixels and blurred by `radius`: a shadow's darkness, 0..1. */
function shadowOf(mask: Float32Array, w: number, h: number, dx: number, dy: number, radius: number): Float32Array {
  const out = new Float32Array(w * h);
  const [ix, iy] = [Math.round(dx), Math.round(dy)];
  for (let y = 0; y < h; y++) {
    const sy = y - iy;
    if (sy < 0 || sy >= h) continue;
    for (let x = 0; x < w; x++) {
      const sx = x - ix;
      if (sx >= 0 && sx < w) out[y * w + x] = mask[sy * w + sx] ?? 0;
    }
  }
  blur(out, w, h, radius);
  return out;
}

/**
 * The whole rug from above on a pale floor, in a frame `w` x `h`: centred, as large as fits with
 * a margin of floor, a soft shadow where it lies.
 */
export async function flatPicture(m: RugModel, w: number, h: number, seed: number): Promise<Buffer> {
  const s = Math.min((w * 0.8) / m.W, (h * 0.82) / m.H);
  const v: View = { w, h, s, ox: (w - m.W * s) / 2, oy: (h - m.H * s) / 2 - h * 0.01 };
  const path = svgPath(m.polygons);
  const u = Math.min(w, h);
  const floor =
    `<rect width="${w}" height="${h}" fill="${floorColour}"/>` +
    `<rect width="${w}" height="${h}" fill="url(#floor-light)"/>`;
  const defs = `<linearGradient id="floor-light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.35"/><stop offset="0.55" stop-color="#FFFFFF" stop-opacity="0"/><stop offset="1" stop-color="#5a4a38" stop-opacity="0.12"/></linearGradient>`;
  const colourSvg = patternLayer(m, v, floor, "", defs);
  const colour = await raster(colourSvg, 3);
  const mask = await coverage(m, v, 0.8);
  const height = await heightOf(m, v, colour, mask);
  const art: Art = {
    color: colourSvg,
    heightField: () => height,
    mask: svgDoc(v, `<rect width="${w}" height="${h}"/>${inRug(v, `<path d="${path}" fill="#fff"/>`)}`),
    maskBlur: 0.8,
    pile: pileFor(m, Math.max(4, s * 1.05)),
    finish: {
      ...defaultFinish,
      grain: 0.003,
      flatGrain: 0.002,
      cloud: 0.035,
      cloudScale: w / 3,
      light: 0.55,
      ao: 0.25,
      aoBase: 0.5,
      vignette: 0.12,
      sheen: 0.06,
    },
  };
  const out = await renderLayers(art, w, h, seed);
  // The shadow on the floor, a wide soft one and a close dark one, laid over the drawn floor.
  const wide = shadowOf(mask, w, h, u * 0.006, u * 0.011, u * 0.02);
  const near = shadowOf(mask, w, h, u * 0.0015, u * 0.0025, u * 0.0035);
  for (let i = 0; i < w * h; i++) {
    const floorPart = 1 - (mask[i] ?? 0);
    if (floorPart <= 0) continue;
    const keep = 1 - floorPart * Math.min(0.6, 0.3 * (wide[i] ?? 0) + 0.45 * (near[i] ?? 0));
    out[i * 3] = (out[i * 3] ?? 0) * keep;
    out[i * 3 + 1] = (out[i * 3 + 1] ?? 0) * keep;
    out[i * 3 + 2] = (out[i * 3 + 2] ?? 0) * keep;
  }
  return out;
}

/** The rug alone (RGBA, transparent around it), `pxPerCm` pixels a centimetre and `margin` cm of border. */
export async function rugTexture(
  m: RugModel,
  pxPerCm: number,
  margin: number,
  seed: number,
): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  const w = Math.round((m.W + 2 * margin) * pxPerCm);
  const h = Math.round((m.H + 2 * margin) * pxPerCm);
  const v: View = { w, h, s: pxPerCm, ox: margin * pxPerCm, oy: margin * pxPerCm };
  const colourSvg = patternLayer(m, v, `<rect width="${w}" height="${h}" fill="${m.hex[0]}"/>`);
  const colour = await raster(colourSvg, 3);
  const mask = await coverage(m, v, 0.7);
  const height = await heightOf(m, v, colour, mask);
  const finish: Finish = {
    ...defaultFinish,
    grain: 0.01,
    flatGrain: 0,
    cloud: 0.03,
    cloudScale: w / 3,
    light: 0.5,
    ao: 0.2,
    aoBase: 0.5,
    vignette: 0,
    sheen: 0,
  };
  const rgbData = await renderLayers(
    { color: colourSvg, heightField: () => height, pile: pileFor(m, Math.max(2.5, pxPerCm * 1.1)), finish },
    w,
    h,
    seed,
  );
  const data = new Uint8ClampedArray(w * h * 4);
  for (let i = 0; i < w * h; i++) {
    data[i * 4] = rgbData[i * 3] ?? 0;
    data[i * 4 + 1] = rgbData[i * 3 + 1] ?? 0;
    data[i * 4 + 2] = rgbData[i * 3 + 2] ?? 0;
    data[i * 4 + 3] = Math.round(Math.min(1, (mask[i] ?? 0) * 1.15) * 255);
  }
  return { width: w, height: h, data };
}
