import type { Configuration } from "~/rug/configuration";
import { outline, type Point, type Polygon } from "~/rug/geometry";

/**
 * The rug's outline as the specifier's files draw it, in centimetres in the geometry's frame
 * (`x` along the length, `y` across the width, downwards): the pieces the configurator draws,
 * without repeated points (a stadium as wide as it is long meets itself at its ends, and a
 * zero-length edge has no direction for a CAD program or a 3D wall). A circle or an oval also
 * carries its exact curve, which the pieces only sample: a drawing at 1:1 draws the curve.
 */
export type RugOutline = {
  pieces: Polygon[];
  ellipse: { centre: Point; radii: readonly [number, number] } | null;
};

/** Points closer than this (a thousandth of a millimetre) are one point. */
const samePoint = 1e-4;

function withoutRepeats(polygon: Polygon): Polygon {
  const kept: Point[] = [];
  for (const point of polygon) {
    const last = kept.at(-1);
    if (!last || Math.hypot(point[0] - last[0], point[1] - last[1]) > samePoint) kept.push(point);
  }
  const [first] = kept;
  const last = kept.at(-1);
  if (first && last && kept.length > 1 && Math.hypot(first[0] - last[0], first[1] - last[1]) <= samePoint) kept.pop();
  return kept;
}

export function rugOutline(configuration: Pick<Configuration, "shape" | "length" | "width">): RugOutline {
  const { shape, length, width } = configuration;
  const pieces = outline(shape, length, width)
    .map(withoutRepeats)
    .filter((piece) => piece.length >= 3);
  const curved = shape === "circular" || shape === "oval";
  return {
    pieces,
    ellipse: curved ? { centre: [length / 2, width / 2], radii: [length / 2, width / 2] } : null,
  };
}

/** The smallest box holding the outline: `[minX, minY, maxX, maxY]`. */
export function outlineBounds(rug: RugOutline): readonly [number, number, number, number] {
  if (rug.ellipse) {
    const { centre, radii } = rug.ellipse;
    return [centre[0] - radii[0], centre[1] - radii[1], centre[0] + radii[0], centre[1] + radii[1]];
  }
  const points = rug.pieces.flat();
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}
