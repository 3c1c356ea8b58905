import { describe, expect, it } from "vitest";
import { normalMap } from "./normal-map";

const size = 64;
const pixel = (map: Uint8Array, x: number, y: number) => [...map.subarray((y * size + x) * 3, (y * size + x) * 3 + 3)];

/** A round hill in the middle of the tile, `peakMm` high. */
function hill(peakMm: number): Float32Array {
  const height = new Float32Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      height[y * size + x] = peakMm * Math.exp(-((x - 32) ** 2 + (y - 32) ** 2) / 60);
    }
  }
  return height;
}

describe("the normal map a renderer reads", () => {
  it("is (128, 128, 255) everywhere on a flat pile", () => {
    const map = normalMap(new Float32Array(size * size).fill(12), size, 0.5);
    for (let i = 0; i < size * size; i++) expect([map[i * 3], map[i * 3 + 1], map[i * 3 + 2]]).toEqual([128, 128, 255]);
  });

  it("follows OpenGL's convention: a hill's right flank faces +X (red up), its upper flank +Y (green up)", () => {
    const map = normalMap(hill(3), size, 0.5);
    const [rightRed, rightGreen] = pixel(map, 36, 32);
    const [leftRed] = pixel(map, 28, 32);
    const [upperRed, upperGreen] = pixel(map, 32, 28);
    const [, lowerGreen] = pixel(map, 32, 36);
    expect(rightRed).toBeGreaterThan(160);
    expect(leftRed).toBeLessThan(96);
    expect(Math.abs((rightGreen ?? 0) - 128)).toBeLessThanOrEqual(1);
    expect(upperGreen).toBeGreaterThan(160);
    expect(lowerGreen).toBeLessThan(96);
    expect(Math.abs((upperRed ?? 0) - 128)).toBeLessThanOrEqual(1);
    // The top of the hill is level.
    expect(pixel(map, 32, 32)).toEqual([128, 128, 255]);
  });

  it("tilts more on a steeper pile: the same heights over smaller pixels", () => {
    const coarse = normalMap(hill(3), size, 1);
    const fine = normalMap(hill(3), size, 0.25);
    expect(pixel(fine, 36, 32)[0]).toBeGreaterThan(pixel(coarse, 36, 32)[0] ?? 255);
  });

  it("wraps round the tile: a hill across the corner is whole on both sides of the seam", () => {
    const centred = hill(3);
    const shifted = new Float32Array(size * size);
    // The same hill moved by half the tile, so it lies across all four edges.
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++)
        shifted[((y + 32) % size) * size + ((x + 32) % size)] = centred[y * size + x] as number;
    }
    const a = normalMap(centred, size, 0.5);
    const b = normalMap(shifted, size, 0.5);
    for (const [x, y] of [
      [32, 32],
      [31, 32],
      [32, 31],
      [36, 28],
    ] as const) {
      expect(pixel(b, (x + 32) % size, (y + 32) % size)).toEqual(pixel(a, x, y));
    }
  });
});
