import { describe, expect, it } from "vitest";
import type { Point, Polygon } from "~/rug/geometry";
import { shapes } from "~/rug/options";
import { joinSegments } from "./join-segments";
import { rugOutline } from "./rug-outline";

/** Whether a point lies inside a polygon (even-odd rule). */
function inside(polygon: Polygon, [x, y]: Point): boolean {
  let crossings = 0;
  polygon.forEach(([x1, y1], index) => {
    const [x2, y2] = polygon[(index + 1) % polygon.length] ?? [x1, y1];
    if (y1 > y !== y2 > y && x < x1 + ((y - y1) * (x2 - x1)) / (y2 - y1)) crossings++;
  });
  return crossings % 2 === 1;
}

/** How far a point is from the nearest edge of any of the polygons. */
function distanceToOutline(polygons: readonly Polygon[], [x, y]: Point): number {
  let nearest = Number.POSITIVE_INFINITY;
  for (const polygon of polygons) {
    polygon.forEach(([x1, y1], index) => {
      const [x2, y2] = polygon[(index + 1) % polygon.length] ?? [x1, y1];
      const length2 = (x2 - x1) ** 2 + (y2 - y1) ** 2;
      const t = Math.max(0, Math.min(1, ((x - x1) * (x2 - x1) + (y - y1) * (y2 - y1)) / length2));
      nearest = Math.min(nearest, Math.hypot(x - (x1 + t * (x2 - x1)), y - (y1 + t * (y2 - y1))));
    });
  }
  return nearest;
}

describe("a joined rug's joins, as they lie on it", () => {
  it.each(shapes.filter((shape) => shape !== "circular" && shape !== "oval"))(
    "runs a %s's joins only over the rug, from edge to edge",
    (shape) => {
      const rug = { shape, length: 1200, width: 900 };
      const { pieces } = rugOutline(rug);
      const joins = joinSegments(rug);
      expect(joins.length).toBeGreaterThan(0);
      for (const { from, to } of joins) {
        const middle: Point = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
        expect(pieces.some((piece) => inside(piece, middle))).toBe(true);
        expect(distanceToOutline(pieces, from)).toBeLessThan(1e-6);
        expect(distanceToOutline(pieces, to)).toBeLessThan(1e-6);
      }
    },
  );

  it("ends a circle's joins on the true circle, not on the polygon that samples it", () => {
    const joins = joinSegments({ shape: "circular", length: 1000, width: 1000 });
    expect(joins.length).toBeGreaterThan(0);
    for (const end of joins.flatMap(({ from, to }) => [from, to])) {
      expect(Math.hypot(end[0] - 500, end[1] - 500)).toBeCloseTo(500, 9);
    }
  });

  it("runs a join through a hexagon's side corners from point to point", () => {
    // 12 × 7 m is joined once along its length (x = 6 m) and once across, at half its width,
    // exactly through the two corners on the long axis.
    expect(joinSegments({ shape: "hexagonal", length: 1200, width: 700 })).toContainEqual({
      from: [0, 350],
      to: [1200, 350],
    });
  });

  it("has no joins on a rug made in one piece", () => {
    expect(joinSegments({ shape: "oval", length: 600, width: 400 })).toEqual([]);
  });
});
