import type { TextureCover } from "./texture-cover";

/** The maps as pixels, full size and half (each pixel of the half the mean of four: a tile's repeats still meet). */
export type DrawnMaps = {
  cover: TextureCover;
  size: { width: number; height: number };
  colour: Uint8Array | Uint8ClampedArray;
  normal: Uint8Array;
  half: { size: { width: number; height: number }; colour: Uint8ClampedArray; normal: Uint8ClampedArray };
};

/**
 * An RGB picture at half its size (an odd last row or column left out), each pixel the mean of
 * four: a tile still repeats without a seam, which a resampling filter that clamps at the edges
 * would not promise. A normal map's means are a little shorter than a unit: a renderer normalises.
 */
export function halfSize(
  rgb: Uint8Array | Uint8ClampedArray,
  size: { width: number; height: number },
): Uint8ClampedArray {
  const [halfWidth, halfHeight] = [Math.floor(size.width / 2), Math.floor(size.height / 2)];
  const out = new Uint8ClampedArray(halfWidth * halfHeight * 3);
  for (let y = 0; y < halfHeight; y++) {
    for (let x = 0; x < halfWidth; x++) {
      const a = (2 * y * size.width + 2 * x) * 3;
      const b = a + size.width * 3;
      const o = (y * halfWidth + x) * 3;
      for (let c = 0; c < 3; c++) {
        out[o + c] =
          ((rgb[a + c] as number) + (rgb[a + 3 + c] as number) + (rgb[b + c] as number) + (rgb[b + 3 + c] as number)) /
          4;
      }
    }
  }
  return out;
}
