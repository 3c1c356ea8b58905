import { describe, expect, it } from "vitest";
import { motifs } from "~/rug/options";
import { tileDesign } from "./tile-design";

const rug = { width: 200, length: 300 };
const steps = 400;

/** How often the ink changes from one sample to the next along the tile, and across its seam. */
function inkChanges(inkAt: (u: number, v: number) => number) {
  let interior = 0;
  let seam = 0;
  for (let j = 0; j < steps; j++) {
    const v = (j + 0.5) / steps;
    for (let i = 0; i < steps - 1; i++) if (inkAt((i + 0.5) / steps, v) !== inkAt((i + 1.5) / steps, v)) interior++;
    if (inkAt((steps - 0.5) / steps, v) !== inkAt(0.5 / steps, v)) seam++;
  }
  return { interior: interior / (steps - 1), seam };
}

describe("a motif on a repeating tile", () => {
  for (const motif of motifs) {
    it(`${motif}: continues across the tile's edges as it does inside it`, () => {
      const design = tileDesign({ motif, ...rug });
      const across = inkChanges((u, v) => design.inkAt(u, v));
      const down = inkChanges((u, v) => design.inkAt(v, u));
      // A seam would change ink all along the edge: here it changes no more than inside.
      expect(across.seam).toBeLessThanOrEqual(Math.ceil(across.interior * 2) + 2);
      expect(down.seam).toBeLessThanOrEqual(Math.ceil(down.interior * 2) + 2);
    });

    it(`${motif}: shows the ground and the first three motif colours`, () => {
      const design = tileDesign({ motif, ...rug });
      const shares = new Map<number, number>();
      for (let j = 0; j < 200; j++) {
        for (let i = 0; i < 200; i++) {
          const ink = design.inkAt((i + 0.5) / 200, (j + 0.5) / 200);
          shares.set(ink, (shares.get(ink) ?? 0) + 1 / 40_000);
        }
      }
      for (const ink of [0, 1, 2, 3]) expect(shares.get(ink) ?? 0).toBeGreaterThan(0.005);
      expect(Math.max(...shares.keys())).toBe(design.inks);
    });
  }

  it("repeats at the pattern's natural scale: a metre for the large motifs, 50 cm for the small repeat", () => {
    expect(tileDesign({ motif: "large-pattern", ...rug }).tileCm).toBe(100);
    expect(tileDesign({ motif: "small-pattern", ...rug }).tileCm).toBe(50);
  });

  it("small pattern: as many repeats across the tile as the rug's own repeat fits", () => {
    const count = (width: number) => {
      const design = tileDesign({ motif: "small-pattern", width, length: width });
      // Dots of the second colour sit at the corners of each repeat: count them along the top row
      // (starting from the row's end, so the dot on the seam counts once).
      let dots = 0;
      let previous = design.inkAt(0.999, 0.001);
      for (let i = 0; i < 1000; i++) {
        const ink = design.inkAt(i / 1000, 0.001);
        if (ink === 2 && previous !== 2) dots++;
        previous = ink;
      }
      return dots;
    };
    // A seventh of 200 cm is about 29 cm: two repeats of 25 cm. A 3 m rug's is 40 cm: one of 50.
    expect(count(200)).toBe(2);
    expect(count(300)).toBe(1);
  });

  it("relief: channels carved where bands meet the ground, none in the middle of a band or of the ground", () => {
    const design = tileDesign({ motif: "relief", ...rug });
    const carve = design.carveAt;
    expect(carve).toBeDefined();
    if (!carve) return;
    // Along the middle row, from the left edge inwards: ground, then the outer band from 0.07 to 0.105.
    const inkAlong = (u: number) => design.inkAt(u, 0.5);
    const edge = Array.from({ length: 1000 }, (_, i) => i / 1000).find((u) => inkAlong(u) !== 0) ?? 0;
    expect(carve(edge, 0.5)).toBeGreaterThan(0.9);
    expect(carve(edge + 0.0175, 0.5)).toBe(0);
    expect(carve(0.02, 0.5)).toBe(0);
    for (const other of ["large-pattern", "small-pattern", "creative", "unique"] as const) {
      expect(tileDesign({ motif: other, ...rug }).carveAt).toBeUndefined();
    }
  });
});
