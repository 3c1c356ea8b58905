import sharp from "sharp";
import type { TopViewArtwork } from "~/rug/artwork/top-view-artwork";
import type { Configuration } from "~/rug/configuration";
import type { DrawnMaps } from "../drawn-maps";
import { normalMap } from "../normal-map";
import { pileTile } from "../pile-tile";

/**
 * A studio design's textures: its colourway's uploaded picture from above, resized to the
 * texture's pixels, as one repeat of the real size it shows (`width` × `length` cm, upright), with
 * the pack's own pile under it as a drawn design's artwork has (artwork-textures.server.ts): each
 * pixel shaded by the pile's tufts or loops, and the normal map their relief. Each side of the
 * repeat is a whole number of the pile's tiles, so the pile meets itself where the picture
 * repeats (the picture's own edges meet as the photograph does). The 3D object's light copies are
 * a power of two each way, as a texture repeated in WebGL 1 must be (the Khronos validator says so
 * of any other size): about half the size, their pixels a little longer one way than the other,
 * which the object's texture coordinates undo.
 */

/** Pixels a centimetre at most (a small picture), as a drawn design's. */
const maxPxPerCm = 10;
/** The pile's tile, in pixels: some 40-50 cm of pile at the usual scale. */
const pileTilePx = 256;
/** The pile's noise is seeded, so a design always gives the same bytes (a pack can be cached). */
const seed = 20_24;
/** The pile's own shade in its tile: the tile is drawn in this grey, its shading read back against it. */
const pileGrey = 200;
/** What an upload may be decoded as: no more than the studio accepts (a decompression bomb is refused). */
const decodeOptions = { limitInputPixels: 40_000_000, failOn: "error" } as const;

/**
 * The repeat's pixels: about `longSidePx` on its longer side (the pack's `texturePx`), at most
 * `maxPxPerCm` a centimetre, each side rounded to whole pile tiles.
 */
export function pictureTexturePx(
  view: Pick<TopViewArtwork, "width" | "length">,
  longSidePx: number,
): { width: number; height: number } {
  const pxPerCm = Math.min(maxPxPerCm, longSidePx / Math.max(view.width, view.length));
  const side = (cm: number) => Math.max(1, Math.round((cm * pxPerCm) / pileTilePx)) * pileTilePx;
  return { width: side(view.width), height: side(view.length) };
}

/** The maps of one repeat of the picture, of `pictureTexturePx` pixels; throws when its bytes are no image. */
export async function pictureTextures(
  configuration: Configuration,
  view: TopViewArtwork,
  bytes: Uint8Array,
  longSidePx: number,
): Promise<DrawnMaps> {
  const size = pictureTexturePx(view, longSidePx);
  const { width, height } = size;
  const { data: colour, info } = await sharp(bytes, decodeOptions)
    .resize(width, height, { fit: "fill", kernel: "lanczos3" })
    .toColourspace("srgb")
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3 || info.width !== width || info.height !== height)
    throw new Error("The picture from above could not be read as an RGB picture");

  // Pixels a centimetre, the mean of the two sides (rounded to whole tiles, they differ a little).
  const pxPerCm = (width / view.width + height / view.length) / 2;
  const tile = pileTile({
    design: { tileCm: pileTilePx / pxPerCm, inks: 0, inkAt: () => 0 },
    palette: [[pileGrey, pileGrey, pileGrey]],
    rug: { ...configuration, pile: configuration.pile === "loop" ? "loop" : "cut" },
    size: pileTilePx,
    seed,
  });
  const heightMm = new Float32Array(width * height);
  const shaded = new Uint8ClampedArray(width * height * 3);
  for (let y = 0; y < height; y++) {
    const tileRow = (y % pileTilePx) * pileTilePx;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const o = i * 3;
      const t = tileRow + (x % pileTilePx);
      heightMm[i] = tile.heightMm[t] as number;
      const shade = (tile.colour[t * 3] as number) / pileGrey;
      shaded[o] = (colour[o] as number) * shade;
      shaded[o + 1] = (colour[o + 1] as number) * shade;
      shaded[o + 2] = (colour[o + 2] as number) * shade;
    }
  }
  const normal = normalMap(heightMm, size, 10 / pxPerCm);
  const light = { width: powerOfTwo(width / 2), height: powerOfTwo(height / 2) };
  const [lightColour, lightNormal] = await Promise.all(
    [shaded, normal].map(async (map) => {
      const pixels = await sharp(Buffer.from(map.buffer, map.byteOffset, map.byteLength), {
        raw: { width, height, channels: 3 },
      })
        .resize(light.width, light.height, { fit: "fill", kernel: "lanczos3" })
        .raw()
        .toBuffer();
      return new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.byteLength);
    }),
  );
  return {
    cover: { kind: "repeat", widthCm: view.width, lengthCm: view.length },
    size,
    colour: shaded,
    normal,
    half: { size: light, colour: lightColour as Uint8ClampedArray, normal: lightNormal as Uint8ClampedArray },
  };
}

/** The power of two nearest `n` (by ratio): 640 → 512, 1024 → 1024. */
function powerOfTwo(n: number): number {
  return 2 ** Math.max(0, Math.round(Math.log2(n)));
}
