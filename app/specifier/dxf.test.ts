import DxfParser, {
  type ICircleEntity,
  type IDxf,
  type IEllipseEntity,
  type IEntity,
  type ILineEntity,
  type ILwpolylineEntity,
  type IPoint,
} from "dxf-parser";
import { describe, expect, it } from "vitest";
import type { Configuration } from "~/rug/configuration";
import { shapes } from "~/rug/options";
import { dxfLayers, rugDxf } from "./dxf";

type Rug = Pick<Configuration, "shape" | "length" | "width">;

function read(rug: Rug): IDxf {
  const drawing = new DxfParser().parseSync(rugDxf(rug));
  if (!drawing) throw new Error("the DXF reader read nothing");
  return drawing;
}

const onLayer = (drawing: IDxf, layer: string) => drawing.entities.filter((entity) => entity.layer === layer);
const polylines = (entities: IEntity[]) => entities.filter((e): e is ILwpolylineEntity => e.type === "LWPOLYLINE");
const lines = (entities: IEntity[]) => entities.filter((e): e is ILineEntity => e.type === "LINE");

function span(points: IPoint[]) {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

/** The file's group codes and values, as a CAD program reads them: one code line, one value line. */
function groups(text: string): [number, string][] {
  const rows = text.split("\r\n");
  const pairs: [number, string][] = [];
  for (let index = 0; index + 1 < rows.length; index += 2) pairs.push([Number(rows[index]), rows[index + 1] ?? ""]);
  return pairs;
}

describe("the rug's DXF outline", () => {
  it("is drawn in millimetres, metric, and says so in its header", () => {
    const { header } = read({ shape: "rectangular", length: 300, width: 200 });
    expect(header.$ACADVER).toBe("AC1015");
    expect(header.$INSUNITS).toBe(4);
    expect(header.$MEASUREMENT).toBe(1);
    expect(header.$EXTMIN).toEqual({ x: 0, y: 0, z: 0 });
    expect(header.$EXTMAX).toEqual({ x: 3000, y: 2000, z: 0 });
  });

  it("puts the outline and the joins on layers of their own, the joins red and dashed", () => {
    const { tables } = read({ shape: "rectangular", length: 1200, width: 500 });
    const layers = tables.layer.layers;
    expect(Object.keys(layers).sort()).toEqual(["0", dxfLayers.joins, dxfLayers.outline].sort());
    expect(layers[dxfLayers.joins]?.colorIndex).toBe(1);
    expect(layers[dxfLayers.outline]?.colorIndex).not.toBe(layers[dxfLayers.joins]?.colorIndex);
    expect(tables.lineType.lineTypes.DASHED?.pattern).toEqual([100, -50]);
  });

  it("draws a 200 × 300 cm rectangle as one closed polyline exactly 3000 mm long and 2000 mm wide", () => {
    const outline = polylines(onLayer(read({ shape: "rectangular", length: 300, width: 200 }), dxfLayers.outline));
    expect(outline).toHaveLength(1);
    expect(outline[0]?.shape).toBe(true);
    expect(span(outline[0]?.vertices ?? [])).toEqual({ minX: 0, maxX: 3000, minY: 0, maxY: 2000 });
  });

  it("draws a 250 cm circle as a true circle of radius 1250 mm", () => {
    const outline = onLayer(read({ shape: "circular", length: 250, width: 250 }), dxfLayers.outline);
    expect(outline.map((e) => e.type)).toEqual(["CIRCLE"]);
    const circle = outline[0] as ICircleEntity;
    expect(circle.radius).toBe(1250);
    expect(circle.center).toMatchObject({ x: 1250, y: 1250 });
  });

  it("draws a 240 × 170 cm oval as a true ellipse spanning 2400 × 1700 mm", () => {
    const outline = onLayer(read({ shape: "oval", length: 240, width: 170 }), dxfLayers.outline);
    expect(outline.map((e) => e.type)).toEqual(["ELLIPSE"]);
    const ellipse = outline[0] as IEllipseEntity;
    const major = Math.hypot(ellipse.majorAxisEndPoint.x, ellipse.majorAxisEndPoint.y);
    expect(ellipse.center).toMatchObject({ x: 1200, y: 850 });
    expect(2 * major).toBe(2400);
    expect(2 * major * ellipse.axisRatio).toBeCloseTo(1700, 9);
    // A whole turn, not an arc short of closing.
    expect(ellipse.endAngle - ellipse.startAngle).toBe(2 * Math.PI);
  });

  it("lays an oval longer across than along with its major axis upright", () => {
    const ellipse = onLayer(read({ shape: "oval", length: 170, width: 240 }), dxfLayers.outline)[0] as IEllipseEntity;
    expect(ellipse.majorAxisEndPoint).toMatchObject({ x: 0, y: 1200 });
  });

  it("shows the joins of a 12 × 5 m rug as lines across it, and none on a 3 × 2 m one", () => {
    const joins = lines(onLayer(read({ shape: "rectangular", length: 1200, width: 500 }), dxfLayers.joins));
    expect(joins.map((line) => line.vertices)).toEqual([
      [
        { x: 4000, y: 5000, z: 0 },
        { x: 4000, y: 0, z: 0 },
      ],
      [
        { x: 8000, y: 5000, z: 0 },
        { x: 8000, y: 0, z: 0 },
      ],
    ]);
    expect(onLayer(read({ shape: "rectangular", length: 300, width: 200 }), dxfLayers.joins)).toEqual([]);
  });

  it("stops a join across an oval at the ellipse", () => {
    const joins = lines(onLayer(read({ shape: "oval", length: 1200, width: 500 }), dxfLayers.joins));
    expect(joins.length).toBeGreaterThan(0);
    for (const end of joins.flatMap((line) => line.vertices)) {
      const onCurve = ((end.x - 6000) / 6000) ** 2 + ((end.y - 2500) / 2500) ** 2;
      expect(onCurve).toBeCloseTo(1, 3);
    }
  });

  it("breaks a join that runs across loose pieces where it leaves one piece for the next", () => {
    const joins = lines(onLayer(read({ shape: "loose-pieces", length: 1200, width: 900 }), dxfLayers.joins));
    // 12 × 9 m is joined at a third and two thirds of its width: y = 6000 and 3000 mm up.
    const across = joins.filter((line) => line.vertices.every((end) => end.y === 6000));
    expect(across).toHaveLength(2);
    for (const line of across)
      expect(Math.abs((line.vertices[1]?.x ?? 0) - (line.vertices[0]?.x ?? 0))).toBeLessThan(12000);
  });

  it("keeps the triangle's point at the top, as the configurator draws it (not mirrored)", () => {
    const [triangle] = polylines(onLayer(read({ shape: "triangular", length: 300, width: 200 }), dxfLayers.outline));
    expect(triangle?.vertices).toContainEqual(expect.objectContaining({ x: 1500, y: 2000 }));
    expect(triangle?.vertices.filter((v) => v.y === 0)).toHaveLength(2);
  });

  it.each(shapes)("reads back a %s as a closed outline inside its size", (shape) => {
    const drawing = read({ shape, length: 300, width: 200 });
    const outline = onLayer(drawing, dxfLayers.outline);
    expect(outline.length).toBeGreaterThan(0);
    const pieces = { fragmented: 4, "loose-pieces": 3 } as Partial<Record<typeof shape, number>>;
    expect(outline).toHaveLength(pieces[shape] ?? 1);
    const points: IPoint[] = [];
    for (const entity of outline) {
      if (entity.type === "LWPOLYLINE") {
        const polyline = entity as ILwpolylineEntity;
        expect(polyline.shape).toBe(true);
        expect(polyline.vertices.length).toBeGreaterThanOrEqual(3);
        points.push(...polyline.vertices);
      } else if (entity.type === "CIRCLE") {
        const { center, radius } = entity as ICircleEntity;
        points.push({ ...center, x: center.x - radius, y: center.y - radius });
        points.push({ ...center, x: center.x + radius, y: center.y + radius });
      } else {
        const { center, majorAxisEndPoint: major, axisRatio } = entity as IEllipseEntity;
        expect(entity.type).toBe("ELLIPSE");
        points.push({ ...center, x: center.x - 1500, y: center.y - 1000 });
        expect(Math.hypot(major.x, major.y) * axisRatio).toBeCloseTo(1000, 1);
      }
    }
    const box = span(points);
    const extents = { min: drawing.header.$EXTMIN as IPoint, max: drawing.header.$EXTMAX as IPoint };
    expect(box.minX).toBeGreaterThanOrEqual(0);
    expect(box.minY).toBeGreaterThanOrEqual(0);
    expect(box.maxX).toBeLessThanOrEqual(3000);
    expect(box.maxY).toBeLessThanOrEqual(2000);
    expect(box.minX).toBeGreaterThanOrEqual(extents.min.x);
    expect(box.minY).toBeGreaterThanOrEqual(extents.min.y);
    expect(box.maxX).toBeLessThanOrEqual(extents.max.x);
    expect(box.maxY).toBeLessThanOrEqual(extents.max.y);
  });

  it.each(shapes)("gives a %s's every object its own handle, below the header's next free one", (shape) => {
    const pairs = groups(rugDxf({ shape, length: 1200, width: 500 }));
    const handles = pairs.filter(([code], index) => {
      // 5 is an object's handle (105 a dimension style's); in the header, 5 is $HANDSEED's value.
      const previous = pairs[index - 1];
      return (code === 5 || code === 105) && !(previous?.[0] === 9 && previous[1] === "$HANDSEED");
    });
    const values = handles.map(([, value]) => Number.parseInt(value, 16));
    expect(new Set(values).size).toBe(values.length);
    const seed = pairs.findIndex(([code, value]) => code === 9 && value === "$HANDSEED");
    expect(Number.parseInt(pairs[seed + 1]?.[1] ?? "0", 16)).toBeGreaterThan(Math.max(...values));
    // Every owner named is an object of the file (or 0, the tables' and root dictionary's owner).
    const known = new Set(handles.map(([, value]) => value));
    const owners = pairs.filter(([code]) => code === 330).map(([, value]) => value);
    expect(owners.filter((owner) => owner !== "0" && !known.has(owner))).toEqual([]);
  });

  it("is plain ASCII with CRLF line endings throughout, ending at EOF", () => {
    const text = rugDxf({ shape: "loose-pieces", length: 1200, width: 500 });
    expect(/^[\x20-\x7e\r\n]*$/.test(text)).toBe(true);
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    expect(text.endsWith("0\r\nEOF\r\n")).toBe(true);
  });
});
