import { describe, expect, it } from "vitest";
import { blurPeriodic, periodicValueNoise } from "./periodic-field";

const size = 128;

/** Mean absolute difference between two columns of a square field. */
function columnGap(field: Float32Array, a: number, b: number): number {
  let sum = 0;
  for (let y = 0; y < size; y++) sum += Math.abs((field[y * size + a] as number) - (field[y * size + b] as number));
  return sum / size;
}

describe("fields over a repeating tile", () => {
  it("noise continues from the right edge into the left, and from the bottom into the top", () => {
    const noise = periodicValueNoise(size, 4, 7);
    let interior = 0;
    for (let x = 0; x < size - 1; x++) interior += columnGap(noise, x, x + 1);
    interior /= size - 1;
    expect(columnGap(noise, size - 1, 0)).toBeLessThanOrEqual(interior * 1.5);
    // And it is noise: the far side of the tile is not its neighbour.
    expect(columnGap(noise, 0, size / 2)).toBeGreaterThan(interior * 5);
    let acrossSeam = 0;
    for (let x = 0; x < size; x++)
      acrossSeam += Math.abs((noise[x] as number) - (noise[(size - 1) * size + x] as number));
    expect(acrossSeam / size).toBeLessThanOrEqual(interior * 1.5);
  });

  it("the same seed gives the same noise", () => {
    expect(periodicValueNoise(size, 4, 7)).toEqual(periodicValueNoise(size, 4, 7));
    expect(periodicValueNoise(size, 4, 8)).not.toEqual(periodicValueNoise(size, 4, 7));
  });

  it("blurring spreads a line on the left edge over the right edge too, and keeps the total", () => {
    const field = new Float32Array(size * size);
    for (let y = 0; y < size; y++) field[y * size] = 1;
    blurPeriodic(field, size, 3);
    expect(field[size - 1]).toBeGreaterThan(0.05);
    expect(field[size - 1]).toBeCloseTo(field[1] as number, 5);
    expect(field[size / 2]).toBe(0);
    const total = field.reduce((sum, value) => sum + value, 0);
    expect(total).toBeCloseTo(size, 2);
  });
});
