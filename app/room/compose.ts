import type { Pile } from "~/rug/options";
import { type Homography, type Point, project, type Quad } from "./homography.ts";
import { pileShade } from "./pile.ts";
import type { Placement } from "./placement";
import type { Raster, RugTexture } from "./raster.ts";
import { surfaceAt, surfaceOf } from "./surface.ts";

/**
 * Draws the rug into the room photo, pixel by pixel, with the floor's perspective: every photo
 * pixel near the rug is taken back to the floor (centimetres), then to the rug's own
 * centimetres, where the configurator's drawing gives its colour. Plain arrays, no canvas: the
 * same code draws the preview, the picture to download and the unit tests' pictures.
 *
 * A photograph of a rug on that floor rather than a drawing pasted on it:
 * - light: the photo's own brightness where the rug lies (blurred, so the floor's pattern does
 *   not print through) is carried onto the rug, relative to the average under it, so a window's
 *   light or a lamp's shadow falls across it as it falls across the floor; the colour of the
 *   light around and under the rug tints it a little, as a warm lamp or a cold north window
 *   would; a dim photo makes it dimmer; and the far side, seen at a grazing angle, takes a faint
 *   sheen, as cut wool does;
 * - edge: the whole drawing is the rug's top, and its last centimetre and a half rolls down to
 *   the floor, so it darkens towards the outline (a bound or serged edge seen from above);
 * - contact: the floor is shaded under the edge, darkest where the rug meets it and fading
 *   within a few centimetres, with a wider, fainter shade round it;
 * - pile: a grain of tufts (cut: 2.5 mm; loop: rows of 5 mm loops; cut and loop: loops in the
 *   motif, cut in the ground), as strong as a pixel's share of tufts makes it (many tufts to a
 *   pixel average out to a fine grain, never to a flat colour), over the slow unevenness of a
 *   pile that has been walked on;
 * - painted back: what the visitor brushed over (a sofa's leg, a table standing on the rug) shows
 *   the photo instead.
 *
 * Nothing the visitor handles on screen (the reference's corners, the rug's move button) is
 * drawn here: they are the view's overlay, never in the picture downloaded or sent.
 */
export type { Raster, Rgb, RugTexture } from "./raster.ts";

/**
 * The photo's brightness, blurred, on a coarse grid (one cell per `cell` photo pixels), and its
 * mean red, green and blue per cell (the colour of the light, with the floor's own).
 */
export type LightMap = {
  columns: number;
  rows: number;
  cell: number;
  values: Float32Array;
  colours: readonly [Float32Array, Float32Array, Float32Array];
};

const luminance = (data: Uint8ClampedArray, index: number) =>
  0.2126 * (data[index] ?? 0) + 0.7152 * (data[index + 1] ?? 0) + 0.0722 * (data[index + 2] ?? 0);

/** The photo's mean brightness and colour per cell: the one pass over the photo a light map needs. */
export function brightnessGrid(
  photo: Raster,
  cell = Math.max(4, Math.round(Math.max(photo.width, photo.height) / 96)),
): LightMap {
  const columns = Math.ceil(photo.width / cell);
  const rows = Math.ceil(photo.height / cell);
  const sums = new Float32Array(columns * rows);
  const reds = new Float32Array(columns * rows);
  const greens = new Float32Array(columns * rows);
  const blues = new Float32Array(columns * rows);
  const counts = new Float32Array(columns * rows);
  for (let y = 0; y < photo.height; y += 2) {
    for (let x = 0; x < photo.width; x += 2) {
      const at = Math.floor(y / cell) * columns + Math.floor(x / cell);
      const index = (y * photo.width + x) * 4;
      sums[at] = (sums[at] ?? 0) + luminance(photo.data, index);
      reds[at] = (reds[at] ?? 0) + (photo.data[index] ?? 0);
      greens[at] = (greens[at] ?? 0) + (photo.data[index + 1] ?? 0);
      blues[at] = (blues[at] ?? 0) + (photo.data[index + 2] ?? 0);
      counts[at] = (counts[at] ?? 0) + 1;
    }
  }
  const mean = (values: Float32Array) => values.map((sum, index) => sum / Math.max(1, counts[index] ?? 1));
  return { columns, rows, cell, values: mean(sums), colours: [mean(reds), mean(greens), mean(blues)] };
}

/**
 * The light map of a photo: mean brightness and colour per cell, then blurred over three cells
 * each way. Cells on or next to `exclude` (the reference sheet, white paper the rug will cover)
 * take the brightness and colour of the floor around them instead: a sheet's glare is not light
 * falling on the rug. Works on the brightness grid alone, so moving the sheet's corners (a key
 * press each) never reads the photo again.
 */
export function lightFromBrightness(brightness: LightMap, exclude?: Quad): LightMap {
  const { columns, rows, cell } = brightness;
  const grids = [brightness.values, ...brightness.colours].map((grid) => grid.slice());
  if (exclude) {
    const known = new Uint8Array(columns * rows).fill(1);
    for (let row = 0; row < rows; row++) {
      for (let column = 0; column < columns; column++) {
        if (nearQuad(exclude, [(column + 0.5) * cell, (row + 0.5) * cell], cell)) known[row * columns + column] = 0;
      }
    }
    fillFromNeighbours(grids, known, columns, rows);
  }
  const [values, red, green, blue] = grids.map((grid) => boxBlur(grid, columns, rows, 3)) as [
    Float32Array,
    Float32Array,
    Float32Array,
    Float32Array,
  ];
  return { columns, rows, cell, values, colours: [red, green, blue] };
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

/** Gives each unknown cell the mean of its known neighbours (in every grid), ring by ring, until none is left. */
function fillFromNeighbours(grids: Float32Array[], known: Uint8Array, columns: number, rows: number) {
  for (let pass = 0; pass < columns + rows && known.includes(0); pass++) {
    const filled: [number, number[]][] = [];
    for (let row = 0; row < rows; row++) {
      for (let column = 0; column < columns; column++) {
        const at = row * columns + column;
        if (known[at]) continue;
        const sums = grids.map(() => 0);
        let count = 0;
        for (let r = Math.max(0, row - 1); r <= Math.min(rows - 1, row + 1); r++) {
          for (let c = Math.max(0, column - 1); c <= Math.min(columns - 1, column + 1); c++) {
            if (!known[r * columns + c]) continue;
            grids.forEach((grid, index) => {
              sums[index] = (sums[index] ?? 0) + (grid[r * columns + c] ?? 0);
            });
            count++;
          }
        }
        if (count > 0) filled.push([at, sums.map((sum) => sum / count)]);
      }
    }
    if (filled.length === 0) return;
    for (const [at, values] of filled) {
      grids.forEach((grid, index) => {
        grid[at] = values[index] ?? 0;
      });
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

/** A grid of the light map (its brightness by default) at photo pixel (x, y), interpolated between cell centres (no visible cells). */
function lightAt(light: LightMap, x: number, y: number, grid = light.values): number {
  const fx = Math.min(light.columns - 1, Math.max(0, x / light.cell - 0.5));
  const fy = Math.min(light.rows - 1, Math.max(0, y / light.cell - 0.5));
  const c0 = Math.floor(fx);
  const r0 = Math.floor(fy);
  const c1 = Math.min(light.columns - 1, c0 + 1);
  const r1 = Math.min(light.rows - 1, r0 + 1);
  const tx = fx - c0;
  const ty = fy - r0;
  const at = (c: number, r: number) => grid[r * light.columns + c] ?? 128;
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

/** The contact shadow: darkest at the edge, fading over about `contactCm`, with a wider, faint shade. */
const contactCm = 1.2;
const ambientCm = 5;
/** How much the colour of the light around and under the rug tints it (0: none, 1: all of it). */
const castStrength = 0.2;

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
  if (texture.rugLength <= 0 || texture.rugWidth <= 0) return;
  const turn = (placement.angle * Math.PI) / 180;
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  const halfLength = texture.rugLength / 2;
  const halfWidth = texture.rugWidth / 2;
  const [ha, hb, hc, hd, he, hf, hg, hh, hi] = toFloor;
  const left = Math.max(0, Math.floor(region.left / scale));
  const top = Math.max(0, Math.floor(region.top / scale));
  const right = Math.min(out.width - 1, Math.ceil(region.right / scale));
  const bottom = Math.min(out.height - 1, Math.ceil(region.bottom / scale));
  const onRug = (u: number, v: number) => u >= 0 && v >= 0 && u <= texture.rugLength && v <= texture.rugWidth;
  /** Photo pixel to the rug's centimetres (0..length, 0..width inside it). */
  const toRug = (px: number, py: number): Point | null => {
    const floor = project(toFloor, [px, py]);
    if (!floor) return null;
    const dx = floor[0] - placement.x;
    const dy = floor[1] - placement.y;
    return [dx * cos + dy * sin + halfLength, -dx * sin + dy * cos + halfWidth];
  };

  // The light under the rug, on average: the rug is as bright as its drawing where the floor is
  // as bright as that average, brighter in the sun and darker in the shade. The light's colour
  // is taken under the rug and round it (the whole region), where the room's light falls.
  let lightSum = 0;
  let lightCount = 0;
  const tint = [0, 0, 0];
  let tintCount = 0;
  const step = Math.max(1, Math.floor((right - left) / 64));
  for (let y = top; y <= bottom; y += step) {
    for (let x = left; x <= right; x += step) {
      const px = x * scale;
      const py = y * scale;
      const rug = toRug(px + 0.5 * scale, py + 0.5 * scale);
      if (!rug) continue;
      for (let channel = 0; channel < 3; channel++)
        tint[channel] = (tint[channel] ?? 0) + lightAt(light, px, py, light.colours[channel]);
      tintCount++;
      if (!onRug(rug[0], rug[1])) continue;
      lightSum += lightAt(light, px, py);
      lightCount++;
    }
  }
  const meanLight = lightCount > 0 ? Math.max(8, lightSum / lightCount) : 128;
  // The light's colour, as a multiplier of each channel around 1 (a grey floor in white light: 1, 1, 1).
  const tintLuminance = Math.max(1, 0.2126 * (tint[0] ?? 0) + 0.7152 * (tint[1] ?? 0) + 0.0722 * (tint[2] ?? 0));
  const cast = tint.map((channel) =>
    tintCount > 0 ? Math.min(1.2, Math.max(0.8, 1 + castStrength * (channel / tintLuminance - 1))) : 1,
  ) as [number, number, number];
  // A dim photo (a dark room, a photo taken at dusk) dims the rug with it; a bright one leaves it as drawn.
  const exposure = Math.min(1, Math.max(0.55, Math.sqrt(meanLight / 120)));
  const surface = surfaceOf(texture);
  const colour = new Float32Array(4);
  const [groundR, groundG, groundB] = texture.ground;

  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const px = (x + 0.5) * scale;
      const py = (y + 0.5) * scale;
      if (mask?.[Math.floor(py) * photo.width + Math.floor(px)]) continue;
      // The floor under the pixel, and how the floor stretches there (its derivatives by photo pixel).
      const w = hg * px + hh * py + hi;
      if (w <= 1e-9) continue;
      const fu = (ha * px + hb * py + hc) / w;
      const fv = (hd * px + he * py + hf) / w;
      const dx = fu - placement.x;
      const dy = fv - placement.y;
      const u = dx * cos + dy * sin + halfLength;
      const v = -dx * sin + dy * cos + halfWidth;
      const tx = (u + texture.margin) * texture.pxPerCm;
      const ty = (v + texture.margin) * texture.pxPerCm;
      if (tx < 0 || ty < 0 || tx > texture.width || ty > texture.height) continue;
      const across = Math.hypot(ha - fu * hg, hd - fv * hg) * (scale / w);
      const down = Math.hypot(hb - fu * hh, he - fv * hh) * (scale / w);
      const cmPerPixel = Math.sqrt(across * down);
      sample(texture, tx, ty, colour);
      const alpha = colour[3] ?? 0;
      const at = (y * out.width + x) * 4;
      // Contact: the floor is shaded under the rug's edge, most where they meet.
      if (alpha < 0.999) {
        const off = Math.max(0, -surfaceAt(texture, surface.distance, tx, ty, -texture.margin));
        const fade = Math.max(0, 1 - off / texture.margin);
        const shade = (0.42 * Math.exp(-off / contactCm) + 0.14 * Math.exp(-off / ambientCm)) * fade;
        const keep = 1 - shade * (1 - alpha);
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
      const factor = exposure * lit * surfaceAt(texture, surface.shade, tx, ty, 1) * pileShade(kind, u, v, cmPerPixel);
      // Seen at a grazing angle (the floor foreshortened), cut wool takes a faint sheen of the light.
      const sheen = Math.min(0.07, Math.max(0, (down / Math.max(1e-6, across) - 1.3) * 0.025)) * lit;
      for (let channel = 0; channel < 3; channel++) {
        const drawn = channel === 0 ? r : channel === 1 ? g : b;
        const seen = drawn * factor * (cast[channel] ?? 1);
        const shone = shoulder(seen + (255 * (cast[channel] ?? 1) - seen) * sheen);
        out.data[at + channel] = (out.data[at + channel] ?? 0) * (1 - alpha) + shone * alpha;
      }
    }
  }
}

/**
 * A film's shoulder: values above 200 bend smoothly towards 255 instead of clipping, so a light
 * rug in the sun keeps the light's gradient across it and its colour (a clipped channel would
 * flatten both).
 */
function shoulder(value: number): number {
  return value <= 200 ? value : 200 + 55 * (1 - Math.exp(-(value - 200) / 55));
}
