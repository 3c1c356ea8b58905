import { walkedShade } from "./pile.ts";
import type { RugTexture } from "./raster.ts";

/**
 * The rug's surface, worked out once per drawing at the drawing's pixels (at most a million, kept
 * for as long as the drawing is), so that each photo pixel only reads it:
 * - `distance`: how far each pixel lies from the rug's outline, in centimetres, positive on the
 *   rug and negative on its transparent border, so the edge's roll and the contact shadow follow
 *   any shape the configurator draws (a circle, an organic outline); a two-pass chamfer distance
 *   (3-4 weights) over the drawing's alpha;
 * - `shade`: what the surface does to the light on the rug: its edge rolling down to the floor
 *   over `rollCm` (darker towards the outline, as a rounded pile turns away from the light), and
 *   the slow unevenness of a pile that has been walked on.
 */
export type RugSurface = { distance: Float32Array; shade: Float32Array };

/** How far the rug's edge rolls down to the floor, in centimetres (the pile's height and the binding). */
export const rollCm = 1.4;

const kept = new WeakMap<RugTexture, RugSurface>();

export function surfaceOf(texture: RugTexture): RugSurface {
  const known = kept.get(texture);
  if (known) return known;
  const { width, height, data, pxPerCm, margin } = texture;
  const size = width * height;
  const onRug = new Uint8Array(size);
  for (let at = 0; at < size; at++) onRug[at] = (data[at * 4 + 3] ?? 0) >= 128 ? 1 : 0;
  // The distance to the nearest pixel of the other side: off the rug for a rug pixel, and back.
  const inside = chamfer(onRug, width, height, 1);
  const outside = chamfer(onRug, width, height, 0);
  const distance = new Float32Array(size);
  const shade = new Float32Array(size);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * width + x;
      // Chamfer units are thirds of a pixel; half a pixel puts the outline between the two sides.
      const pixels = onRug[at] ? (inside[at] ?? 0) / 3 - 0.5 : -((outside[at] ?? 0) / 3 - 0.5);
      const centimetres = pixels / pxPerCm;
      distance[at] = centimetres;
      const roll = Math.min(1, Math.max(0, centimetres / rollCm));
      shade[at] =
        (0.66 + 0.34 * (1 - (1 - roll) * (1 - roll))) *
        walkedShade((x + 0.5) / pxPerCm - margin, (y + 0.5) / pxPerCm - margin);
    }
  }
  const surface = { distance, shade };
  kept.set(texture, surface);
  return surface;
}

/** For every pixel where `mask` is `side`, the chamfer distance to the nearest pixel where it is not. */
function chamfer(mask: Uint8Array, width: number, height: number, side: 0 | 1): Float32Array {
  const far = 3 * (width + height);
  const d = new Float32Array(width * height);
  for (let at = 0; at < d.length; at++) d[at] = mask[at] === side ? far : 0;
  const relax = (at: number, from: number, cost: number) => {
    const through = (d[from] ?? far) + cost;
    if (through < (d[at] ?? far)) d[at] = through;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * width + x;
      if (d[at] === 0) continue;
      if (x > 0) relax(at, at - 1, 3);
      if (y > 0) {
        relax(at, at - width, 3);
        if (x > 0) relax(at, at - width - 1, 4);
        if (x < width - 1) relax(at, at - width + 1, 4);
      }
    }
  }
  for (let y = height - 1; y >= 0; y--) {
    for (let x = width - 1; x >= 0; x--) {
      const at = y * width + x;
      if (d[at] === 0) continue;
      if (x < width - 1) relax(at, at + 1, 3);
      if (y < height - 1) {
        relax(at, at + width, 3);
        if (x < width - 1) relax(at, at + width + 1, 4);
        if (x > 0) relax(at, at + width - 1, 4);
      }
    }
  }
  return d;
}

/** A field of the surface at texture pixel (x, y), interpolated; `outside` beyond the drawing. */
export function surfaceAt(texture: RugTexture, field: Float32Array, x: number, y: number, outside: number): number {
  const fx = x - 0.5;
  const fy = y - 0.5;
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  const tx = fx - x0;
  const ty = fy - y0;
  const { width, height } = texture;
  const at = (px: number, py: number) =>
    px < 0 || py < 0 || px >= width || py >= height ? outside : (field[py * width + px] ?? outside);
  return (
    (at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx) * (1 - ty) +
    (at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx) * ty
  );
}
