import { describe, expect, it } from "vitest";
import { type PileTileInput, pileTile } from "./pile-tile";
import { tileDesign } from "./tile-design";

const rug = { width: 200, length: 300 };
const palette = [
  [230, 215, 190],
  [190, 90, 60],
  [30, 35, 50],
  [120, 140, 90],
] as const;

function tile(overrides: Partial<PileTileInput> & { motif?: "large-pattern" | "small-pattern" | "relief" }) {
  return pileTile({
    design: tileDesign({ motif: overrides.motif ?? "large-pattern", ...rug }),
    palette,
    rug: { pile: "cut", cutHeight: 20, loopHeight: 10, technique: "handtuft" },
    size: 512,
    seed: 3,
    ...overrides,
  });
}

/** The palette entry each pixel's colour is nearest to. */
function inksOf(colour: Uint8ClampedArray): Uint8Array {
  const inks = new Uint8Array(colour.length / 3);
  for (let i = 0; i < inks.length; i++) {
    let best = Number.POSITIVE_INFINITY;
    palette.forEach(([r, g, b], ink) => {
      const d =
        ((colour[i * 3] as number) - r) ** 2 +
        ((colour[i * 3 + 1] as number) - g) ** 2 +
        ((colour[i * 3 + 2] as number) - b) ** 2;
      if (d < best) {
        best = d;
        inks[i] = ink;
      }
    });
  }
  return inks;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const lowest = (values: Float32Array) => values.reduce((low, value) => Math.min(low, value), Number.POSITIVE_INFINITY);
const highest = (values: Float32Array) => values.reduce((high, value) => Math.max(high, value), 0);

describe("the pile on a tile", () => {
  it("a cut pile stands at its cut height, tuft ends a millimetre or so above the creases", () => {
    const { heightMm } = tile({});
    expect(lowest(heightMm)).toBeGreaterThanOrEqual(20);
    expect(highest(heightMm)).toBeLessThanOrEqual(21.7);
    expect(mean([...heightMm])).toBeGreaterThan(20.3);
  });

  it("cut and loop: the second colour is tufted in loops, lower than the cut ground", () => {
    const { colour, heightMm } = tile({
      rug: { pile: "cut-loop", cutHeight: 20, loopHeight: 10, technique: "handtuft" },
    });
    const inks = inksOf(colour);
    const byInk = (ink: number) => [...heightMm].filter((_, i) => inks[i] === ink);
    expect(mean(byInk(1))).toBeLessThan(13);
    expect(mean(byInk(0))).toBeGreaterThan(19);
    expect(mean(byInk(2))).toBeGreaterThan(19);
  });

  it("relief: channels are carved into the pile where bands meet the ground, and the colour darkens there", () => {
    const carved = tile({ motif: "relief" });
    const plain = tile({ motif: "large-pattern" });
    expect(lowest(carved.heightMm)).toBeLessThan(20 * 0.6);
    expect(lowest(plain.heightMm)).toBeGreaterThanOrEqual(20);
    // In one colour throughout, the channels are darker than the pile standing whole.
    const oneColour = tile({
      motif: "relief",
      palette: [palette[0], palette[0], palette[0], palette[0], palette[0], palette[0]],
    });
    const green = (keep: (heightMm: number) => boolean) =>
      mean(
        [...oneColour.heightMm].flatMap((height, i) => (keep(height) ? [oneColour.colour[i * 3 + 1] as number] : [])),
      );
    expect(green((height) => height < 13)).toBeLessThan(green((height) => height >= 20) * 0.85);
  });

  it("loop pile lies in rows: its relief repeats from row to row down the tile", () => {
    // 50 cm over 1024 px: rows of loops about 5 mm (10.7 px) apart.
    const { heightMm, size } = tile({
      motif: "small-pattern",
      size: 1024,
      rug: { pile: "loop", cutHeight: 20, loopHeight: 10, technique: "robotuft" },
    });
    const correlation = (lag: number) => {
      let sum = 0;
      let count = 0;
      const m = mean([...heightMm]);
      for (let x = 0; x < size; x += 7) {
        for (let y = 0; y < size; y++) {
          sum += ((heightMm[y * size + x] as number) - m) * ((heightMm[((y + lag) % size) * size + x] as number) - m);
          count++;
        }
      }
      return sum / count;
    };
    const rowPx = 1024 / 96;
    expect(correlation(Math.round(rowPx * 2))).toBeGreaterThan(0);
    expect(correlation(Math.round(rowPx * 2))).toBeGreaterThan(correlation(Math.round(rowPx * 2.5)));
  });

  it("the same rug gives the same tile", () => {
    const a = tile({ motif: "relief" });
    const b = tile({ motif: "relief" });
    expect(Buffer.from(a.colour).equals(Buffer.from(b.colour))).toBe(true);
    expect(Buffer.from(a.heightMm.buffer).equals(Buffer.from(b.heightMm.buffer))).toBe(true);
  });
});
