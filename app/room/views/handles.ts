// Where the room view's handles sit on the photo, and what the arrow keys move them by.
import type { CSSProperties } from "react";
import type { Raster } from "~/room/compose";
import type { Point, Quad } from "~/room/homography";

/** How far (CSS pixels) a corner's button sits from its corner. */
export const handleReach = 26;

/** The unit direction from the reference's middle to one of its corners, in the photo. */
export function outward([x, y]: Point, corners: Quad): Point {
  const cx = corners.reduce((sum, [px]) => sum + px, 0) / 4;
  const cy = corners.reduce((sum, [, py]) => sum + py, 0) / 4;
  const length = Math.hypot(x - cx, y - cy);
  return length > 0 ? [(x - cx) / length, (y - cy) / length] : [0, -1];
}

/**
 * Where the rug's move button sits: on the rug's centre, unless the reference's corners are there
 * too (the rug starts centred on the reference, and on a phone its button would cover the corners
 * being placed); then just right of the rightmost corner's button, inside the photo.
 */
export function moveButtonAt(centre: Point, corners: Quad, { width, height }: Raster): CSSProperties {
  const left = (x: number) => (x / width) * 100;
  const top = `${(centre[1] / height) * 100}%`;
  const crowded = corners.some(([x, y]) => Math.hypot(x - centre[0], y - centre[1]) < width * 0.08);
  if (!crowded) return { left: `${left(centre[0])}%`, top };
  const buttons = corners.map((corner) => `calc(${left(corner[0])}% + ${outward(corner, corners)[0] * handleReach}px)`);
  return { left: `min(calc(max(${buttons.join(", ")}) + 2.75rem), calc(100% - 1.5rem))`, top };
}

/** The unit step an arrow key stands for, in the photo; null for any other key. */
export function arrow(key: string): Point | null {
  if (key === "ArrowLeft") return [-1, 0];
  if (key === "ArrowRight") return [1, 0];
  if (key === "ArrowUp") return [0, -1];
  if (key === "ArrowDown") return [0, 1];
  return null;
}
