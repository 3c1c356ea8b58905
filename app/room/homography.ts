/**
 * The floor's perspective: a homography (a 3 × 3 projective matrix) from floor centimetres to
 * photo pixels, found from the four corners of a rectangle of known size lying on the floor.
 * A flat floor photographed by any camera is mapped exactly by one; nothing else is assumed.
 */
export type Point = readonly [number, number];
/** Row-major, the last entry 1. */
export type Homography = readonly [number, number, number, number, number, number, number, number, number];
export type Quad = readonly [Point, Point, Point, Point];

/** Solves `a x = b` by Gaussian elimination with partial pivoting; null when singular. */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, index) => [...row, b[index] ?? 0]);
  for (let column = 0; column < n; column++) {
    let pivot = column;
    for (let row = column + 1; row < n; row++) {
      if (Math.abs(m[row]?.[column] ?? 0) > Math.abs(m[pivot]?.[column] ?? 0)) pivot = row;
    }
    const pivotRow = m[pivot] as number[];
    if (Math.abs(pivotRow[column] ?? 0) < 1e-12) return null;
    [m[column], m[pivot]] = [pivotRow, m[column] as number[]];
    const current = m[column] as number[];
    for (let row = 0; row < n; row++) {
      if (row === column) continue;
      const target = m[row] as number[];
      const factor = (target[column] ?? 0) / (current[column] ?? 1);
      for (let k = column; k <= n; k++) target[k] = (target[k] ?? 0) - factor * (current[k] ?? 0);
    }
  }
  return m.map((row, index) => (row[n] ?? 0) / (row[index] ?? 1));
}

/** The homography taking each `from` point to the `to` point at the same index; null if degenerate. */
export function homographyBetween(from: Quad, to: Quad): Homography | null {
  const a: number[][] = [];
  const b: number[] = [];
  for (let index = 0; index < 4; index++) {
    const [x, y] = from[index] as Point;
    const [u, v] = to[index] as Point;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  const h = solve(a, b);
  if (!h || h.some((value) => !Number.isFinite(value))) return null;
  return [h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7], 1] as unknown as Homography;
}

/**
 * The floor's homography from a rectangle `width` × `length` cm whose corners, in order around
 * it, were placed at `corners` in the photo: floor point (0, 0) is the first corner, the x axis
 * runs to the second (along `width`), the y axis to the fourth (along `length`).
 * Null when the corners cannot be a rectangle seen in perspective (three in a line, crossed).
 */
export function floorHomography(width: number, length: number, corners: Quad): Homography | null {
  if (!isConvex(corners)) return null;
  return homographyBetween(
    [
      [0, 0],
      [width, 0],
      [width, length],
      [0, length],
    ],
    corners,
  );
}

/** Where `h` takes `point`; null for a point on or behind the horizon. */
export function project(h: Homography, [x, y]: Point): Point | null {
  const w = h[6] * x + h[7] * y + h[8];
  if (w <= 1e-9) return null;
  return [(h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w];
}

/** The inverse mapping (photo pixels to floor centimetres). */
export function invert(h: Homography): Homography | null {
  const [a, b, c, d, e, f, g, i, j] = h;
  const A = e * j - f * i;
  const B = -(d * j - f * g);
  const C = d * i - e * g;
  const determinant = a * A + b * B + c * C;
  if (Math.abs(determinant) < 1e-12) return null;
  const inverse = [
    A,
    -(b * j - c * i),
    b * f - c * e,
    B,
    a * j - c * g,
    -(a * f - c * d),
    C,
    -(a * i - b * g),
    a * e - b * d,
  ].map((value) => value / determinant);
  const scale = inverse[8] ?? 1;
  return inverse.map((value) => value / scale) as unknown as Homography;
}

/**
 * The inverse of a floor homography (photo pixels to floor centimetres), signed so that pixels on
 * the floor's side of the horizon, such as `onFloor` (a corner of the reference), have a positive
 * w. A matrix is only defined up to its scale: normalised at the photo's top-left corner, which
 * lies above the horizon in most photos, every floor pixel would look like sky.
 */
export function photoToFloor(h: Homography, onFloor: Point): Homography | null {
  const inverse = invert(h);
  if (!inverse) return null;
  const w = inverse[6] * onFloor[0] + inverse[7] * onFloor[1] + inverse[8];
  return w > 0 ? inverse : (inverse.map((value) => -value) as unknown as Homography);
}

/** True when the four points, in order, make a convex quadrilateral (no three in a line). */
export function isConvex(quad: Quad): boolean {
  let sign = 0;
  for (let index = 0; index < 4; index++) {
    const [ax, ay] = quad[index] as Point;
    const [bx, by] = quad[(index + 1) % 4] as Point;
    const [cx, cy] = quad[(index + 2) % 4] as Point;
    const cross = (bx - ax) * (cy - by) - (by - ay) * (cx - bx);
    if (Math.abs(cross) < 1e-6) return false;
    const current = Math.sign(cross);
    if (sign === 0) sign = current;
    else if (current !== sign) return false;
  }
  return true;
}

/** The area of a polygon (shoelace), whatever its winding. */
export function polygonArea(points: readonly Point[]): number {
  let twice = 0;
  for (let index = 0; index < points.length; index++) {
    const [x1, y1] = points[index] as Point;
    const [x2, y2] = points[(index + 1) % points.length] as Point;
    twice += x1 * y2 - x2 * y1;
  }
  return Math.abs(twice) / 2;
}
