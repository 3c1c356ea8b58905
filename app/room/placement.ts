import type { Polygon } from "~/rug/geometry";
import { type Homography, type Point, project } from "./homography";

/**
 * Where the rug lies on the floor, in the floor's centimetres (the reference rectangle's first
 * corner is the origin): its centre and its turn in degrees. The rug's size never changes here:
 * it is the configured one, so moving or turning it keeps it true to scale.
 */
export type Placement = { x: number; y: number; angle: number };

/** A known object on the floor, in centimetres: A4 by default. */
export type Reference = { width: number; length: number };
export const a4: Reference = { width: 21, length: 29.7 };

/** The rug starts centred on the reference object, its length along the reference's width. */
export function initialPlacement(reference: Reference): Placement {
  return { x: reference.width / 2, y: reference.length / 2, angle: 0 };
}

/**
 * The rug's outline on the floor: `polygons` are the configurator's outline (centimetres, in a
 * box `length` across and `width` down), centred on the placement and turned by its angle.
 */
export function onFloor(polygons: readonly Polygon[], length: number, width: number, placement: Placement): Point[][] {
  const turn = (placement.angle * Math.PI) / 180;
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  return polygons.map((polygon) =>
    polygon.map(([x, y]) => {
      const dx = x - length / 2;
      const dy = y - width / 2;
      return [placement.x + dx * cos - dy * sin, placement.y + dx * sin + dy * cos] as const;
    }),
  );
}

/** Floor points to photo pixels; a point beyond the horizon is dropped. */
export function toPhoto(h: Homography, polygons: readonly (readonly Point[])[]): Point[][] {
  return polygons.map((polygon) => polygon.map((point) => project(h, point)).filter((point) => point !== null));
}

/** The photo point to floor point the rug's handle moves by: `step` centimetres along x or y, turned to the rug. */
export function moved(placement: Placement, dx: number, dy: number): Placement {
  return { ...placement, x: placement.x + dx, y: placement.y + dy };
}

export function turned(placement: Placement, degrees: number): Placement {
  return { ...placement, angle: (((placement.angle + degrees) % 360) + 360) % 360 };
}
