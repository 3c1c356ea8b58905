import type { Quad } from "./homography";

/**
 * The sample room shipped with the site (drawn by `scripts/draw-sample-room.ts`): an A4 sheet lies on
 * its floor at these corners, so the sample starts calibrated.
 */
export const sampleRoom = {
  src: "/room/sample-room.jpg",
  width: 1600,
  height: 1100,
  reference: { width: 21, length: 29.7 },
  corners: [
    [770, 700],
    [830, 700],
    [831.5, 740],
    [768.5, 740],
  ] as Quad,
};
