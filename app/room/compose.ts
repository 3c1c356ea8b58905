import type { Pile } from "~/configurator/options";
import { type Homography, type Point, project, type Quad } from "./homography.ts";
import type { Placement } from "./placement";

/**
 * Draws the rug into the room photo, pixel by pixel, with the floor's perspective: every photo
 * pixel near the rug is taken back to the floor (centimetres), then to the rug's own
 * centimetres, where the configurator's drawing gives its colour. Plain arrays, no canvas: the
 * same code draws the preview, the picture to download and the unit tests' pictures.
 *
 * Believable rather than pasted on:
 * - light: the photo's own brightness where the rug lies (blurred, so the floor's pattern does
 *   not print through) is carried onto the rug, relative to the average under it, so a window's
 *   light or a lamp's shadow falls across it as it falls across the floor;
 * - contact: the rug's edge is soft (its drawing is sampled between pixels) and the floor darkens
 *   a little just outside it, where a thick pile shades it;
 * - pile: cut pile is a fine grain, loop pile rows of small loops, cut and loop both (loops in
 *   the motif, cut in the ground); the grain fades where a pixel spans more than one tuft;
 * - painted back: what the visitor brushed over (a sofa's leg, a table standing on the rug) shows
 *   the photo instead.
 */
export type Raster = { width: number; height: number; data: Uint8ClampedArray };

/** The rug's drawing: `margin` cm of transparent border around a `rugLength` × `rugWidth` cm rug. */
export type RugTexture = Raster & { pxPerCm: number; margin: number; rugLength: number; rugWidth: number; ground: Rgb };
export type Rgb = readonly [number, number, number];

/** The photo's brightness, blurred, on a coarse grid (one cell per `cell` photo pixels). */
export type LightMap = { columns: number; rows: number; cell: number; values: Float32Array };

const luminance = (data: Uint8ClampedArray, index: number) =>
  0.2126 * (data[index] ?? 0) + 0.7152 * (data[index + 1] ?? 0) + 0.0722 * (data[index + 2] ?? 0);

/** The photo's mean brightness per cell: the one pass over the photo's pixels a light map needs. */
export function brightnessGrid(
  photo: Raster,
  cell = Math.max(4, Math.round(Math.max(photo.width, photo.height) / 96)),
): LightMap {
  const columns = Math.ceil(photo.width / cell);
  const rows = Math.ceil(photo.height / cell);
  const sums = new Float32Array(columns * rows);
  const counts = new Float32Array(columns * rows);
  for (let y = 0; y < photo.height; y += 2) {
    for (let x = 0; x < photo.width; x += 2) {
      const at = Math.floor(y / cell) * columns + Math.floor(x / cell);
      sums[at] = (sums[at] ?? 0) + luminance(photo.data, (y * photo.width + x) * 4);
      counts[at] = (counts[at] ?? 0) + 1;
    }
  }
  return { columns, rows, cell, values: sums.map((sum, index) => sum / Math.max(1, counts[index] ?? 1)) };
}

/**
 * The light map of a photo: mean brightness per cell, then blurred over three cells each way.
 * Cells on or next to `exclude` (the reference sheet, white paper the rug will cover) take the
 * brightness of the floor around them instead: a sheet's glare is not light falling on the rug.
 * Works on the brightness grid alone, so moving the sheet's corners (a key press each) never reads
 * the photo again.
 */
export function lightFromBrightness(brightness: LightMap, exclude?: Quad): LightMap {
  const { columns, rows, cell } = brightness;
  const mean = brightness.values.slice();
  if (exclude) {
    const known = new Uint8Array(columns * rows).fill(1);
    for (let row = 0; row < rows; row++) {
      for (let column = 0; column < columns; column++) {
        if (nearQuad(exclude, [(column + 0.5) * cell, (row + 0.5) * cell], cell)) known[row * columns + column] = 0;
      }
    }
    fillFromNeighbours(mean, known, columns, rows);
  }
  return { columns, rows, cell, values: boxBlur(mean, columns, rows, 3) };
}

/** True when `point` lies inside the convex quad or within `reach` of one of its sides. */
function nearQuad(quad: Quad, [x, y]: Point, reach: number): boolean {
  let sign = 0;
  let inside = true;
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = quad[i] as Point;
    const [bx, by] = quad[(i + 1) % 4] as Point;
    const cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
    if (cross !== 0) {
      if (sign === 0) sign = Math.sign(cross);
      else if (Math.sign(cross) !== sign) inside = false;
    }
    const length = Math.hypot(bx - ax, by - ay) || 1;
    const along = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / (length * length)));
    if (Math.hypot(x - (ax + along * (bx - ax)), y - (ay + along * (by - ay))) < reach) return true;
  }
  return inside;
}

/** Gives each unknown cell the mean of its known neighbours, ring by ring, until none is left. */
function fillFromNeighbours(values: Float32Array, known: Uint8Array, columns: number, rows: number) {
  for (let pass = 0; pass < columns + rows && known.includes(0); pass++) {
    const filled: [number, number][] = [];
    for (let row = 0; row < rows; row++) {
      for (let column = 0; column < columns; column++) {
        const at = row * columns + column;
        if (known[at]) continue;
        let sum = 0;
        let count = 0;
        for (let r = Math.max(0, row - 1); r <= Math.min(rows - 1, row + 1); r++) {
          for (let c = Math.max(0, column - 1); c <= Math.min(columns - 1, column + 1); c++) {
            if (known[r * columns + c]) {
              sum += values[r * columns + c] ?? 0;
              count++;
            }
          }
        }
        if (count > 0) filled.push([at, sum / count]);
      }
    }
    if (filled.length === 0) return;
    for (const [at, value] of filled) {
      values[at] = value;
      known[at] = 1;
    }
  }
}

function boxBlur(values: Float32Array, columns: number, rows: number, radius: number): Float32Array {
  const pass = (source: Float32Array, horizontal: boolean) => {
    const target = new Float32Array(source.length);
    for (let row = 0; row < rows; row++) {
      for (let column = 0; column < columns; column++) {
        let sum = 0;
        let count = 0;
        for (let offset = -radius; offset <= radius; offset++) {
          const c = horizontal ? column + offset : column;
          const r = horizontal ? row : row + offset;
          if (c < 0 || r < 0 || c >= columns || r >= rows) continue;
          sum += source[r * columns + c] ?? 0;
          count++;
        }
        target[row * columns + column] = sum / count;
      }
    }
    return target;
  };
  return pass(pass(values, true), false);
}

/** The light map at photo pixel (x, y), interpolated between cell centres (no visible cells). */
function lightAt(light: LightMap, x: number, y: number): number {
  const fx = Math.min(light.columns - 1, Math.max(0, x / light.cell - 0.5));
  const fy = Math.min(light.rows - 1, Math.max(0, y / light.cell - 0.5));
  const c0 = Math.floor(fx);
  const r0 = Math.floor(fy);
  const c1 = Math.min(light.columns - 1, c0 + 1);
  const r1 = Math.min(light.rows - 1, r0 + 1);
  const tx = fx - c0;
  const ty = fy - r0;
  const at = (c: number, r: number) => light.values[r * light.columns + c] ?? 128;
  return (at(c0, r0) * (1 - tx) + at(c1, r0) * tx) * (1 - ty) + (at(c0, r1) * (1 - tx) + at(c1, r1) * tx) * ty;
}

/** Bilinear sample of the texture at texture pixel (x, y): [r, g, b, a] with a in 0..1. */
function sample(texture: RugTexture, x: number, y: number, into: Float32Array) {
  const x0 = Math.floor(x - 0.5);
  const y0 = Math.floor(y - 0.5);
  const fx = x - 0.5 - x0;
  const fy = y - 0.5 - y0;
  into.fill(0);
  for (let j = 0; j < 2; j++) {
    for (let i = 0; i < 2; i++) {
      const px = x0 + i;
      const py = y0 + j;
      if (px < 0 || py < 0 || px >= texture.width || py >= texture.height) continue;
      const weight = (i ? fx : 1 - fx) * (j ? fy : 1 - fy);
      const at = (py * texture.width + px) * 4;
      const alpha = ((texture.data[at + 3] ?? 0) / 255) * weight;
      // Premultiplied, so the transparent border does not darken the edge.
      into[0] = (into[0] ?? 0) + (texture.data[at] ?? 0) * alpha;
      into[1] = (into[1] ?? 0) + (texture.data[at + 1] ?? 0) * alpha;
      into[2] = (into[2] ?? 0) + (texture.data[at + 2] ?? 0) * alpha;
      into[3] = (into[3] ?? 0) + alpha;
    }
  }
}

/** A repeatable hash of a cell, 0..1. */
function hash(x: number, y: number): number {
  let h = Math.imul(x | 0, 374761393) ^ Math.imul(y | 0, 668265263);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967295;
}

/** Cut pile: a grain of 2 mm tufts. Loop pile: rows of 5 mm loops, lit on top, shaded between. */
export function pileShade(kind: "cut" | "loop", u: number, v: number, cmPerPixel: number): number {
  const tuft = kind === "cut" ? 0.2 : 0.5;
  // Finer than a pixel, the grain would only be noise: it fades out.
  const visible = Math.min(1, Math.max(0, tuft / cmPerPixel - 0.6));
  if (visible === 0) return 1;
  if (kind === "cut") return 1 + (hash(Math.floor(u / tuft), Math.floor(v / tuft)) - 0.5) * 0.16 * visible;
  const cu = u / tuft - Math.floor(u / tuft) - 0.5;
  const cv = v / tuft - Math.floor(v / tuft) - 0.5;
  const ring = Math.abs(Math.hypot(cu, cv) - 0.3);
  return 1 + (0.07 - ring * 0.6) * visible;
}

export type Composition = {
  photo: Raster;
  light: LightMap;
  texture: RugTexture;
  /** Photo pixels to floor centimetres. */
  toFloor: Homography;
  placement: Placement;
  pile: Pile;
  /** One byte per photo pixel; non-zero where the visitor painted the photo back over the rug. */
  mask?: Uint8Array;
  /** The rug's outline in photo pixels (its bounding box bounds the work), with the shadow's reach. */
  region: { left: number; top: number; right: number; bottom: number };
};

/**
 * Writes the photo with the rug into `out` (a raster `scale` times smaller than the photo: 1 for
 * the full picture, more for a quick preview).
 */
export function compose(composition: Composition, out: Raster, scale = 1) {
  const { photo, light, texture, toFloor, placement, pile, mask, region } = composition;
  // The photo first, as it is.
  for (let y = 0; y < out.height; y++) {
    for (let x = 0; x < out.width; x++) {
      const from =
        (Math.min(photo.height - 1, Math.floor(y * scale)) * photo.width +
          Math.min(photo.width - 1, Math.floor(x * scale))) *
        4;
      const to = (y * out.width + x) * 4;
      out.data[to] = photo.data[from] ?? 0;
      out.data[to + 1] = photo.data[from + 1] ?? 0;
      out.data[to + 2] = photo.data[from + 2] ?? 0;
      out.data[to + 3] = 255;
    }
  }
  const turn = (placement.angle * Math.PI) / 180;
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  const halfLength = texture.rugLength / 2;
  const halfWidth = texture.rugWidth / 2;
  /** Photo pixel to the rug's centimetres (0..length, 0..width inside it). */
  const toRug = (px: number, py: number): Point | null => {
    const floor = project(toFloor, [px, py]);
    if (!floor) return null;
    const dx = floor[0] - placement.x;
    const dy = floor[1] - placement.y;
    return [dx * cos + dy * sin + halfLength, -dx * sin + dy * cos + halfWidth];
  };
  const left = Math.max(0, Math.floor(region.left / scale));
  const top = Math.max(0, Math.floor(region.top / scale));
  const right = Math.min(out.width - 1, Math.ceil(region.right / scale));
  const bottom = Math.min(out.height - 1, Math.ceil(region.bottom / scale));

  // The light under the rug, on average: the rug is as bright as its drawing where the floor is
  // as bright as that average, brighter in the sun and darker in the shade.
  let lightSum = 0;
  let lightCount = 0;
  const step = Math.max(1, Math.floor((right - left) / 64));
  for (let y = top; y <= bottom; y += step) {
    for (let x = left; x <= right; x += step) {
      const rug = toRug((x + 0.5) * scale, (y + 0.5) * scale);
      if (!rug || rug[0] < 0 || rug[1] < 0 || rug[0] > texture.rugLength || rug[1] > texture.rugWidth) continue;
      lightSum += lightAt(light, x * scale, y * scale);
      lightCount++;
    }
  }
  const meanLight = lightCount > 0 ? Math.max(8, lightSum / lightCount) : 128;
  const shadowReach = texture.margin * texture.pxPerCm;
  const colour = new Float32Array(4);
  const [groundR, groundG, groundB] = texture.ground;

  for (let y = top; y <= bottom; y++) {
    let previous: Point | null = null;
    for (let x = left; x <= right; x++) {
      const px = (x + 0.5) * scale;
      const py = (y + 0.5) * scale;
      if (mask?.[Math.floor(py) * photo.width + Math.floor(px)]) {
        previous = null;
        continue;
      }
      const rug = toRug(px, py);
      if (!rug) {
        previous = null;
        continue;
      }
      const cmPerPixel = previous ? Math.hypot(rug[0] - previous[0], rug[1] - previous[1]) : 1;
      previous = rug;
      const tx = (rug[0] + texture.margin) * texture.pxPerCm;
      const ty = (rug[1] + texture.margin) * texture.pxPerCm;
      if (
        tx < -shadowReach ||
        ty < -shadowReach ||
        tx > texture.width + shadowReach ||
        ty > texture.height + shadowReach
      )
        continue;
      sample(texture, tx, ty, colour);
      const alpha = colour[3] ?? 0;
      const at = (y * out.width + x) * 4;
      // Contact: the floor just outside the edge is shaded by the pile (the texture's blurred alpha
      // lives in its border: see rugTexture's shadow).
      if (alpha < 0.999) {
        const shade = shadowAt(texture, tx, ty);
        const keep = 1 - 0.28 * shade * (1 - alpha);
        out.data[at] = (out.data[at] ?? 0) * keep;
        out.data[at + 1] = (out.data[at + 1] ?? 0) * keep;
        out.data[at + 2] = (out.data[at + 2] ?? 0) * keep;
      }
      if (alpha <= 0.001) continue;
      const r = (colour[0] ?? 0) / alpha;
      const g = (colour[1] ?? 0) / alpha;
      const b = (colour[2] ?? 0) / alpha;
      const kind: "cut" | "loop" =
        pile === "cut-loop"
          ? Math.abs(r - groundR) + Math.abs(g - groundG) + Math.abs(b - groundB) < 24
            ? "cut"
            : "loop"
          : pile;
      const lit = Math.min(1.35, Math.max(0.45, lightAt(light, px, py) / meanLight)) ** 0.85;
      const factor = lit * pileShade(kind, rug[0], rug[1], cmPerPixel);
      out.data[at] = (out.data[at] ?? 0) * (1 - alpha) + Math.min(255, r * factor) * alpha;
      out.data[at + 1] = (out.data[at + 1] ?? 0) * (1 - alpha) + Math.min(255, g * factor) * alpha;
      out.data[at + 2] = (out.data[at + 2] ?? 0) * (1 - alpha) + Math.min(255, b * factor) * alpha;
    }
  }
}

/** How much of the rug is near texture pixel (x, y), 0..1: a cheap blur of its alpha (9 taps). */
function shadowAt(texture: RugTexture, x: number, y: number): number {
  const reach = texture.pxPerCm * 2;
  let sum = 0;
  for (let j = -1; j <= 1; j++) {
    for (let i = -1; i <= 1; i++) {
      const px = Math.floor(x + i * reach);
      const py = Math.floor(y + j * reach);
      if (px < 0 || py < 0 || px >= texture.width || py >= texture.height) continue;
      sum += texture.data[(py * texture.width + px) * 4 + 3] ?? 0;
    }
  }
  return sum / (9 * 255);
}
