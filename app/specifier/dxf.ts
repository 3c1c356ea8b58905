import type { Configuration } from "~/rug/configuration";
import type { Point } from "~/rug/geometry";
import { type DxfEntity, type DxfPoint, dxfFile } from "./dxf-file";
import { joinSegments } from "./join-segments";
import { outlineBounds, rugOutline } from "./rug-outline";

/**
 * The rug's outline as a DXF drawing at 1:1 in millimetres, for an architect's or interior
 * designer's CAD program: the outline closed on its own layer (a circle as a CIRCLE, an oval as
 * an ELLIPSE, every other shape as one closed polyline per piece), and the joins of a rug made in
 * several pieces as lines on another layer, red and dashed, cut to the outline. The drawing's
 * origin is the corner of the rug's bounding box and its y runs up, as in every CAD program: the
 * configurator's drawing runs down, so it is flipped (not mirrored: a triangle still points up).
 */

/** The drawing's layers, by what they hold. */
export const dxfLayers = { outline: "RUG-OUTLINE", joins: "RUG-JOINS" } as const;

/** The joins' dashes, in millimetres: long enough to read on a plan of a room at 1:50. */
const joinDashes = { name: "DASHED", description: "Dashed __ __ __", pattern: [100, -50] } as const;

export function rugDxf(configuration: Pick<Configuration, "shape" | "length" | "width">): string {
  const rug = rugOutline(configuration);
  // Centimetres, y down from the top edge, to millimetres, y up from the bottom one.
  const drawn = ([x, y]: Point): DxfPoint => [x * 10, (configuration.width - y) * 10];
  const outline: DxfEntity[] = [];
  if (rug.ellipse) {
    const { centre, radii } = rug.ellipse;
    const [rx, ry] = radii;
    const layer = dxfLayers.outline;
    if (rx === ry) outline.push({ type: "CIRCLE", layer, centre: drawn(centre), radius: rx * 10 });
    else {
      // The major axis is the longer one; the ratio is the minor's length over it.
      const majorAxis: DxfPoint = rx > ry ? [rx * 10, 0] : [0, ry * 10];
      outline.push({
        type: "ELLIPSE",
        layer,
        centre: drawn(centre),
        majorAxis,
        ratio: Math.min(rx, ry) / Math.max(rx, ry),
      });
    }
  } else {
    for (const piece of rug.pieces)
      outline.push({ type: "LWPOLYLINE", layer: dxfLayers.outline, points: piece.map(drawn) });
  }
  const joins = joinSegments(configuration).map(
    ({ from, to }): DxfEntity => ({ type: "LINE", layer: dxfLayers.joins, from: drawn(from), to: drawn(to) }),
  );
  const [minX, minY, maxX, maxY] = outlineBounds(rug);
  return dxfFile({
    linetypes: [joinDashes],
    // The outline in the background's contrast colour (7: black on white, white on black).
    layers: [
      { name: dxfLayers.outline, colour: 7, linetype: "Continuous", lineweight: 50 },
      { name: dxfLayers.joins, colour: 1, linetype: joinDashes.name, lineweight: 25 },
    ],
    entities: [...outline, ...joins],
    extents: { min: drawn([minX, maxY]), max: drawn([maxX, minY]) },
  });
}
