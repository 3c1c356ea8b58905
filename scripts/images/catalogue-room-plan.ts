/**
 * How a catalogue room is set: the plan it is drawn from (the picture's size, the rug and the
 * project's other rugs, the viewpoint, the seed's draws, the palette), the room it gives (its scene
 * and the rugs laid on its floor), and the camera framing the rug as an interior photographer would.
 */
import type { CatalogueRug } from "../../app/content/collection-images.ts";
import type { Palette } from "./catalogue-furniture.ts";
import type { Camera, Scene } from "./collection-3d.ts";
import type { Rand } from "./kit.ts";

/** A rug on the floor: its centre (metres) and its turn (degrees; 0 lays its length away from the camera). */
export type Laid = { rug: CatalogueRug; x: number; z: number; angle: number };

/** A room drawn: its scene and the rugs laid on its floor (the first one the subject). */
export type Room = { scene: Scene; laid: Laid[] };

/** The camera: standing at (x, z), eyes at `y`, turned and tilted down (degrees), a lens of `fov` degrees across. */
function camera(
  w: number,
  h: number,
  x: number,
  y: number,
  z: number,
  yawDeg: number,
  pitchDeg: number,
  fov: number,
): Camera {
  return {
    pos: [x, y, z],
    yaw: (yawDeg * Math.PI) / 180,
    pitch: (pitchDeg * Math.PI) / 180,
    f: w / 2 / Math.tan((fov * Math.PI) / 360),
    cx: w / 2,
    cy: h / 2,
  };
}

/** The rug's extent on the floor laid across (angle 90): its length across the picture, its width in depth. */
export const rugSize = (rug: CatalogueRug) => ({ across: rug.length / 100, deep: rug.width / 100 });

/**
 * A camera framing a spot on the floor: `distance` metres back from it along the direction it
 * looks (`yawDeg`), eyes at `eye`, tilted so the spot sits a little below the middle of the picture.
 */
export function framing(
  w: number,
  h: number,
  target: [number, number],
  distance: number,
  eye: number,
  yawDeg: number,
  fov: number,
  below = 13,
): Camera {
  const yaw = (yawDeg * Math.PI) / 180;
  const [x, z] = [target[0] - Math.sin(yaw) * distance, target[1] - Math.cos(yaw) * distance];
  // Kept nearly level, as an interior photographer keeps the walls upright.
  const pitch = Math.min(12, Math.max(3, (Math.atan2(eye, distance) * 180) / Math.PI - below));
  return camera(w, h, x, eye, z, yawDeg, pitch, fov);
}

/** What a room is drawn from: the picture's size, the rug and the project's others, the viewpoint, the draws, the palette. */
export type Plan = {
  w: number;
  h: number;
  rug: CatalogueRug;
  others: CatalogueRug[];
  view: number;
  rand: Rand;
  p: Palette;
};

/** How far back the camera stands to take in a rug this wide and the room round it. */
export const backFrom = (across: number, deep: number) => Math.max(across, deep * 1.2) * 0.85 + 1.3;
