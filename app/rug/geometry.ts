import type { Shape } from "./options";

/**
 * The outline of each shape at its true size, in centimetres: one or more closed polygons
 * (fragmented and loose-piece rugs are several pieces) inside a box `length` wide and `width`
 * high, drawn with the length across. Curves are sampled finely enough that the area computed
 * from the polygons is within a fraction of a percent of the exact one.
 */
export type Point = readonly [number, number];
export type Polygon = readonly Point[];

const curveSteps = 144;

function ellipse(cx: number, cy: number, rx: number, ry: number, steps = curveSteps): Polygon {
  return Array.from({ length: steps }, (_, index) => {
    const angle = (index / steps) * Math.PI * 2;
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)] as const;
  });
}

function box(x: number, y: number, w: number, h: number): Polygon {
  return [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ];
}

/** Scales a polygon so its bounding box is exactly `length` × `width` at the origin. */
function fitToBox(polygon: Polygon, length: number, width: number): Polygon {
  const xs = polygon.map(([x]) => x);
  const ys = polygon.map(([, y]) => y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const spanX = Math.max(...xs) - minX || 1;
  const spanY = Math.max(...ys) - minY || 1;
  return polygon.map(([x, y]) => [((x - minX) / spanX) * length, ((y - minY) / spanY) * width] as const);
}

/** An organic outline: a circle whose radius swells and narrows gently, stretched to the box. */
function organic(length: number, width: number): Polygon {
  const points = Array.from({ length: curveSteps }, (_, index) => {
    const angle = (index / curveSteps) * Math.PI * 2;
    const radius = 1 + 0.09 * Math.sin(2 * angle + 0.6) + 0.06 * Math.sin(3 * angle + 2.1) + 0.03 * Math.sin(5 * angle);
    return [radius * Math.cos(angle), radius * Math.sin(angle)] as const;
  });
  return fitToBox(points, length, width);
}

/** A rectangle whose long sides ripple: whole waves of about the rug's short side. */
function wavy(length: number, width: number): Polygon {
  const amplitude = Math.min(length, width) * 0.045;
  const waves = Math.max(1, Math.round(length / Math.max(width * 0.6, 1)));
  const top: Point[] = [];
  const bottom: Point[] = [];
  for (let index = 0; index <= curveSteps; index++) {
    const x = (index / curveSteps) * length;
    const offset = amplitude * (1 - Math.cos((2 * Math.PI * waves * x) / length)) * 0.5;
    top.push([x, offset]);
    bottom.push([length - x, width - amplitude + offset]);
  }
  return [...top, ...bottom];
}

/** A rectangle with two steps cut into each corner. */
function stepped(length: number, width: number): Polygon {
  const step = Math.min(length, width) * 0.09;
  const corner = (x: number, y: number, dx: number, dy: number): Point[] => [
    [x, y + 2 * step * dy],
    [x + step * dx, y + 2 * step * dy],
    [x + step * dx, y + step * dy],
    [x + 2 * step * dx, y + step * dy],
    [x + 2 * step * dx, y],
  ];
  const reverse = (points: Point[]) => points.reverse();
  return [
    ...corner(0, 0, 1, 1),
    ...reverse(corner(length, 0, -1, 1)),
    ...corner(length, width, -1, -1),
    ...reverse(corner(0, width, 1, -1)),
  ];
}

/** A hexagon with flat top and bottom, its points on the long axis. */
function hexagon(length: number, width: number): Polygon {
  const inset = Math.min(width / (2 * Math.sqrt(3)), length / 3);
  return [
    [inset, 0],
    [length - inset, 0],
    [length, width / 2],
    [length - inset, width],
    [inset, width],
    [0, width / 2],
  ];
}

/** A rectangle with a half circle at each end of its long axis (a stadium). */
function composite(length: number, width: number): Polygon {
  const across = length >= width;
  const long = across ? length : width;
  const short = across ? width : length;
  const radius = Math.min(short / 2, long / 2);
  const points: Point[] = [];
  const half = curveSteps / 2;
  for (let index = 0; index <= half; index++) {
    const angle = -Math.PI / 2 + (index / half) * Math.PI;
    points.push([long - radius + radius * Math.cos(angle), short / 2 + radius * Math.sin(angle)]);
  }
  for (let index = 0; index <= half; index++) {
    const angle = Math.PI / 2 + (index / half) * Math.PI;
    points.push([radius + radius * Math.cos(angle), short / 2 + radius * Math.sin(angle)]);
  }
  return across ? points : points.map(([x, y]) => [y, x] as const);
}

/** Four pieces of one rectangle cut on slants, laid a hand's breadth apart. */
function fragmented(length: number, width: number): Polygon[] {
  const gap = Math.min(length, width) * 0.035;
  const cuts = [0.27, 0.52, 0.76].map((at, index) => ({
    top: at * length + (index % 2 === 0 ? 1 : -1) * length * 0.05,
    bottom: at * length - (index % 2 === 0 ? 1 : -1) * length * 0.05,
  }));
  const edges = [{ top: 0, bottom: 0 }, ...cuts, { top: length, bottom: length }];
  return edges.slice(0, -1).map((left, index) => {
    const right = edges[index + 1] ?? left;
    const leftGap = index === 0 ? 0 : gap / 2;
    const rightGap = index === edges.length - 2 ? 0 : gap / 2;
    return [
      [left.top + leftGap, 0],
      [right.top - rightGap, 0],
      [right.bottom - rightGap, width],
      [left.bottom + leftGap, width],
    ] as Polygon;
  });
}

/** Three separate pieces: a large rounded one, a circle and a small oval, inside the box. */
function loosePieces(length: number, width: number): Polygon[] {
  const large = organic(length * 0.58, width * 0.92).map(([x, y]) => [x, y + width * 0.04] as const);
  const circle = Math.min(length * 0.36, width * 0.52);
  return [
    large,
    ellipse(length - circle / 2, circle / 2, circle / 2, circle / 2),
    ellipse(length * 0.8, width * 0.8, length * 0.16, width * 0.18),
  ];
}

/** A shape's outline for a rug `length` across and `width` high (both in centimetres). */
export function outline(shape: Shape, length: number, width: number): Polygon[] {
  switch (shape) {
    case "square":
    case "rectangular":
      return [box(0, 0, length, width)];
    case "circular":
    case "oval":
      return [ellipse(length / 2, width / 2, length / 2, width / 2)];
    case "irregular":
      return [organic(length, width)];
    case "hexagonal":
      return [hexagon(length, width)];
    case "triangular":
      return [
        [
          [0, width],
          [length / 2, 0],
          [length, width],
        ],
      ];
    case "wavy":
      return [wavy(length, width)];
    case "stepped":
      return [stepped(length, width)];
    case "composite":
      return [composite(length, width)];
    case "fragmented":
      return fragmented(length, width);
    case "loose-pieces":
      return loosePieces(length, width);
  }
}

/** A polygon's area (shoelace formula), always positive. */
export function polygonArea(polygon: Polygon): number {
  let twice = 0;
  polygon.forEach(([x1, y1], index) => {
    const [x2, y2] = polygon[(index + 1) % polygon.length] ?? [x1, y1];
    twice += x1 * y2 - x2 * y1;
  });
  return Math.abs(twice) / 2;
}

/** The rug's area in square metres, to two decimals (all its pieces). */
export function areaSquareMetres(shape: Shape, length: number, width: number): number {
  const squareCentimetres = outline(shape, length, width).reduce((sum, polygon) => sum + polygonArea(polygon), 0);
  return Math.round(squareCentimetres / 100) / 100;
}

/** An SVG path of the polygons, coordinates to a tenth of a centimetre. */
export function svgPath(polygons: readonly Polygon[], offsetX = 0, offsetY = 0): string {
  const round = (value: number) => Math.round(value * 10) / 10;
  return polygons
    .map((polygon) => `M${polygon.map(([x, y]) => `${round(x + offsetX)} ${round(y + offsetY)}`).join("L")}Z`)
    .join("");
}
