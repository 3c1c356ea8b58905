/**
 * A catalogue room drawn: its scene's layers rasterised, and each rug laid on its floor by the
 * room view's own composer (app/room/compose.ts): the floor's homography from the camera
 * (app/room/homography.ts), the rug as its texture, the floor's light carried onto the pile, a
 * contact shadow round it. The furniture standing on a rug is drawn after it, so the rug lies
 * under the legs.
 */
import sharp from "sharp";
import { brightnessGrid, compose, lightFromBrightness, type Raster, type RugTexture } from "../../app/room/compose.ts";
import { homographyBetween, photoToFloor, type Quad } from "../../app/room/homography.ts";
import type { Room } from "./catalogue-room-plan.ts";
import { rugModel, rugTexture } from "./catalogue-rug.ts";
import { type Camera, project, type V3 } from "./collection-3d.ts";
import { rgb } from "./kit.ts";
import { blur } from "./texture.ts";

/**
 * The floor's homography (floor centimetres, x and z, to picture pixels) from the camera, found
 * from a square metre of floor at `[x, z]` (metres; the rug's centre, in front of the camera).
 */
function floorToPicture(cam: Camera, [x, z]: [number, number]): ReturnType<typeof homographyBetween> {
  const floor: Quad = [
    [x * 100 - 50, z * 100 - 50],
    [x * 100 + 50, z * 100 - 50],
    [x * 100 + 50, z * 100 + 50],
    [x * 100 - 50, z * 100 + 50],
  ];
  const picture = floor.map(([u, v]) => project(cam, [u / 100, 0, v / 100]));
  const [a, b, c, d] = picture;
  if (!a || !b || !c || !d) return null;
  return homographyBetween(floor, [a, b, c, d]);
}

async function rasterRgba(svg: string): Promise<Uint8ClampedArray> {
  const data = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
  return new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
}

async function greyLayer(svg: string, w: number, h: number, radius: number): Promise<Float32Array> {
  const data = await sharp(Buffer.from(svg)).removeAlpha().toColourspace("b-w").raw().toBuffer();
  const out = new Float32Array(w * h);
  for (let i = 0; i < out.length; i++) out[i] = (data[i] ?? 0) / 255;
  if (radius > 0) blur(out, w, h, radius);
  return out;
}

const doc = (w: number, h: number, body: string, defs = "", background = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${background}${body}</svg>`;

/**
 * The room as raw RGB: its layers drawn, the room's light and soft shadows, each rug laid on the
 * floor by the room view's composer, then the contact shadows, the furniture over the rugs and a
 * soft vignette.
 */
export async function renderRoom(room: Room, seed: number): Promise<Buffer> {
  const { scene } = room;
  const { w, h } = scene;
  const defs = scene.defs.join("");
  const [bg, soft, contact, light, fg] = await Promise.all([
    rasterRgba(doc(w, h, scene.bg.join(""), defs)),
    greyLayer(doc(w, h, scene.soft.join(""), "", `<rect width="${w}" height="${h}" fill="#fff"/>`), w, h, w * 0.018),
    greyLayer(doc(w, h, scene.contact.join(""), "", `<rect width="${w}" height="${h}" fill="#fff"/>`), w, h, w * 0.003),
    greyLayer(doc(w, h, scene.light.join(""), "", `<rect width="${w}" height="${h}" fill="#000"/>`), w, h, w * 0.02),
    rasterRgba(doc(w, h, scene.foreground(), defs)),
  ]);
  // The room's light and soft shadows, before the rug: the composer carries them onto it.
  // And the window's side of the picture a little brighter than the far side.
  const towards = scene.sun[0] < 0 ? 1 : -1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const falloff = 1 + 0.1 * towards * (0.5 - x / w);
      const k = (1 - 0.42 * (1 - (soft[i] ?? 1))) * (1 + 0.3 * (light[i] ?? 0)) * falloff;
      bg[i * 4] = (bg[i * 4] ?? 0) * k;
      bg[i * 4 + 1] = (bg[i * 4 + 1] ?? 0) * k;
      bg[i * 4 + 2] = (bg[i * 4 + 2] ?? 0) * k * 0.985;
    }
  }
  let picture: Raster = { width: w, height: h, data: bg };
  const light0 = lightFromBrightness(brightnessGrid(picture));
  const first = room.laid[0];
  const toPicture = floorToPicture(scene.cam, first ? [first.x, first.z] : [0, 3]);
  if (!toPicture) throw new Error("the floor is not in the picture");
  let layer = 0;
  for (const laid of room.laid) {
    const model = rugModel(laid.rug);
    const margin = 4;
    const pxPerCm = Math.min(3, 1100 / (Math.max(model.W, model.H) + 2 * margin));
    const made = await rugTexture(model, pxPerCm, margin, seed + layer++);
    const texture: RugTexture = {
      ...made,
      pxPerCm,
      margin,
      rugLength: model.W,
      rugWidth: model.H,
      ground: rgb(model.hex[0] ?? "#c8b89f"),
    };
    const centre: V3 = [laid.x, 0, laid.z];
    const toFloor = photoToFloor(toPicture, project(scene.cam, centre) ?? [w / 2, h * 0.8]);
    if (!toFloor) throw new Error("the floor's homography cannot be inverted");
    const reach = (Math.hypot(model.W, model.H) / 200) * 1.1;
    const corners = [
      [-reach, -reach],
      [reach, -reach],
      [reach, reach],
      [-reach, reach],
    ].map(([dx, dz]) => project(scene.cam, [laid.x + (dx as number), 0, laid.z + (dz as number)]));
    const seen = corners.filter((p) => p !== null);
    const region =
      seen.length < 4
        ? { left: 0, top: 0, right: w, bottom: h }
        : {
            left: Math.min(...seen.map((p) => p[0])),
            top: Math.min(...seen.map((p) => p[1])),
            right: Math.max(...seen.map((p) => p[0])),
            bottom: Math.max(...seen.map((p) => p[1])),
          };
    const out: Raster = { width: w, height: h, data: new Uint8ClampedArray(w * h * 4) };
    compose(
      {
        photo: picture,
        light: light0,
        texture,
        toFloor,
        placement: { x: laid.x * 100, y: laid.z * 100, angle: laid.angle },
        pile: laid.rug.pile,
        region,
      },
      out,
    );
    picture = out;
  }
  // Contact shadows, then the furniture over the rug, then the lens: a soft vignette.
  const data = picture.data;
  const result = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const k = 1 - 0.5 * (1 - (contact[i] ?? 1));
      const a = (fg[i * 4 + 3] ?? 0) / 255;
      const du = x / w - 0.5;
      const dv = y / h - 0.5;
      const vignette = 1 - 0.28 * (du * du + dv * dv) ** 1.2 * 2.2;
      for (let c = 0; c < 3; c++) {
        const under = (data[i * 4 + c] ?? 0) * k;
        result[i * 3 + c] = Math.max(0, Math.min(255, (under * (1 - a) + (fg[i * 4 + c] ?? 0) * a) * vignette));
      }
    }
  }
  return result;
}
