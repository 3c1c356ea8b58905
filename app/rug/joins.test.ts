import { describe, expect, it } from "vitest";
import { joinLayout } from "./joins";

describe("a rug's joins", () => {
  it("has none up to 6 × 4 m, either way round", () => {
    expect(joinLayout({ length: 600, width: 400 })).toEqual({ pieces: 1, grid: { along: 1, across: 1 }, lines: [] });
    expect(joinLayout({ length: 400, width: 600 }).pieces).toBe(1);
  });

  it("joins a 10 × 3.5 m runner across its length into two pieces, the join at its middle", () => {
    const layout = joinLayout({ length: 1000, width: 350 });
    expect(layout.pieces).toBe(2);
    expect(layout.lines).toEqual([{ from: [500, 0], to: [500, 350] }]);
  });

  it("turns the pieces when that needs fewer: 8 × 6 m is two pieces of 4 × 6 m, not four", () => {
    const layout = joinLayout({ length: 800, width: 600 });
    expect(layout.pieces).toBe(2);
    expect(layout.grid).toEqual({ along: 2, across: 1 });
  });

  it("makes a 30 × 30 m hall in a grid whose every piece fits 6 × 4 m", () => {
    const layout = joinLayout({ length: 3000, width: 3000 });
    expect(layout.pieces).toBe(5 * 8);
    expect(3000 / layout.grid.along).toBeLessThanOrEqual(600);
    expect(3000 / layout.grid.across).toBeLessThanOrEqual(400);
    expect(layout.lines).toHaveLength(4 + 7);
  });
});
