import type { Configuration } from "~/rug/configuration";
import type { Point, Polygon } from "~/rug/geometry";
import { joinLayout } from "~/rug/joins";
import { type RugOutline, rugOutline } from "./rug-outline";

/**
 * The joins as they lie on the rug: each join line of the grid (`joinLayout`) cut to the rug's
 * outline, so a join across an oval stops at its edge and a join across a fragmented rug is
 * broken at the gaps between the pieces. A circle or an oval is cut at its exact curve, where its
 * drawing at 1:1 has it, not at the polygon that samples it. Centimetres, in the geometry's frame.
 */
export type JoinSegment = { from: Point; to: Point };

/** Shorter than this (a thousandth of a millimetre), a stretch of join is a touch, not a join. */
const shortest = 1e-4;

/** The stretches `[from, to]` of the line `axis = at` inside one closed polygon (even-odd). */
function insidePolygon(polygon: Polygon, axis: 0 | 1, at: number): [number, number][] {
  const other = axis === 0 ? 1 : 0;
  const crossings: number[] = [];
  polygon.forEach((start, index) => {
    const end = polygon[(index + 1) % polygon.length] ?? start;
    // Half-open on the edge's ends: a corner lying on the line is counted once, or not at all
    // where the outline only touches the line there.
    if (start[axis] > at === end[axis] > at) return;
    const t = (at - start[axis]) / (end[axis] - start[axis]);
    crossings.push(start[other] + t * (end[other] - start[other]));
  });
  crossings.sort((a, b) => a - b);
  const stretches: [number, number][] = [];
  for (let index = 0; index + 1 < crossings.length; index += 2) {
    stretches.push([crossings[index] ?? 0, crossings[index + 1] ?? 0]);
  }
  return stretches;
}

/** The stretch of the line `axis = at` inside the ellipse, if it meets it. */
function insideEllipse(ellipse: NonNullable<RugOutline["ellipse"]>, axis: 0 | 1, at: number): [number, number][] {
  const other = axis === 0 ? 1 : 0;
  const offset = (at - ellipse.centre[axis]) / ellipse.radii[axis];
  if (Math.abs(offset) >= 1) return [];
  const half = ellipse.radii[other] * Math.sqrt(1 - offset * offset);
  return [[ellipse.centre[other] - half, ellipse.centre[other] + half]];
}

export function joinSegments(configuration: Pick<Configuration, "shape" | "length" | "width">): JoinSegment[] {
  const rug = rugOutline(configuration);
  return joinLayout(configuration).lines.flatMap(({ from, to }) => {
    // The grid's joins run along an axis: a vertical line is `x = at`, a horizontal one `y = at`.
    const axis = from[0] === to[0] ? 0 : 1;
    const other = axis === 0 ? 1 : 0;
    const at = from[axis];
    const lineStart = Math.min(from[other], to[other]);
    const lineEnd = Math.max(from[other], to[other]);
    const stretches = rug.ellipse
      ? insideEllipse(rug.ellipse, axis, at)
      : rug.pieces.flatMap((piece) => insidePolygon(piece, axis, at));
    const point = (along: number): Point => (axis === 0 ? [at, along] : [along, at]);
    return stretches
      .map(([start, end]) => [Math.max(start, lineStart), Math.min(end, lineEnd)] as const)
      .filter(([start, end]) => end - start > shortest)
      .map(([start, end]) => ({ from: point(start), to: point(end) }));
  });
}
