import { describe, expect, it } from "vitest";
import { areaSquareMetres, outline, polygonArea, svgPath } from "./geometry";
import { shapes } from "./options";

const bounds = (shape: (typeof shapes)[number], length: number, width: number) => {
  const points = outline(shape, length, width).flat();
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
};

describe("the shapes' outlines", () => {
  it.each(shapes)("%s stays inside its size and fills it across", (shape) => {
    const box = bounds(shape, 300, 200);
    expect(box.minX).toBeGreaterThanOrEqual(-0.01);
    expect(box.minY).toBeGreaterThanOrEqual(-0.01);
    expect(box.maxX).toBeLessThanOrEqual(300.01);
    expect(box.maxY).toBeLessThanOrEqual(200.01);
    expect(box.maxX - box.minX).toBeGreaterThan(300 * 0.95);
    expect(box.maxY - box.minY).toBeGreaterThan(200 * 0.9);
  });

  it("gives a rectangle its exact area: 3 m × 2 m is 6 m²", () => {
    expect(areaSquareMetres("rectangular", 300, 200)).toBe(6);
    expect(areaSquareMetres("square", 250, 250)).toBe(6.25);
  });

  it("gives a circle and an oval the area of the true curve, to the hundredth", () => {
    expect(areaSquareMetres("circular", 200, 200)).toBeCloseTo(Math.PI, 1);
    expect(areaSquareMetres("oval", 300, 200)).toBeCloseTo(Math.PI * 1.5, 1);
  });

  it("gives a triangle half its box, and a hexagon three quarters of it or less", () => {
    expect(areaSquareMetres("triangular", 300, 200)).toBe(3);
    const hexagon = areaSquareMetres("hexagonal", 300, 200);
    expect(hexagon).toBeGreaterThan(4.5);
    expect(hexagon).toBeLessThan(6);
  });

  it("draws fragmented and loose-piece rugs as several pieces, less than their box", () => {
    expect(outline("fragmented", 300, 200)).toHaveLength(4);
    expect(outline("loose-pieces", 300, 200)).toHaveLength(3);
    expect(areaSquareMetres("fragmented", 300, 200)).toBeLessThan(6);
    expect(areaSquareMetres("fragmented", 300, 200)).toBeGreaterThan(5.5);
  });

  it("scales with the size: twice as long, twice the area (shapes drawn in proportion to both sides)", () => {
    for (const shape of ["rectangular", "oval", "irregular", "triangular"] as const) {
      const small = areaSquareMetres(shape, 200, 200);
      expect(areaSquareMetres(shape, 400, 200), shape).toBeCloseTo(small * 2, 0);
    }
  });

  it("measures a polygon whichever way round it is drawn", () => {
    const square = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ] as const;
    expect(polygonArea(square)).toBe(100);
    expect(polygonArea([...square].reverse())).toBe(100);
  });

  it("writes an SVG path of closed pieces", () => {
    expect(svgPath(outline("rectangular", 300, 200))).toBe("M0 0L300 0L300 200L0 200Z");
    expect(svgPath(outline("fragmented", 300, 200)).match(/Z/g)).toHaveLength(4);
  });
});
