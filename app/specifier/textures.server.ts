import sharp from "sharp";
import type { Configuration } from "~/configurator/configuration";
import { rugInks } from "~/configurator/preview";
import { normalMap } from "./normal-map";
import { pileTile } from "./pile-tile";
import { tileDesign } from "./tile-design";

/**
 * The textures of the specifier's pack: the rug's design in its colours and its pile's relief,
 * on a square tile at real scale that repeats without a seam, for a renderer to cover the rug
 * with (the read-me says how many centimetres a tile covers; the file names say it too).
 */
export type RugTextures = {
  /** Centimetres one tile covers on each side (square tiles): the scale a renderer needs. */
  tileCm: number;
  /** Pixels on each side of the full-size maps. */
  px: number;
  /**
   * The colour (albedo) map, a JPEG of quality 90 without chroma subsampling: the pile's grain
   * is noise a PNG cannot compress (about 5 MB for a 2048-pixel tile, against about 1 MB).
   */
  colour: { bytes: Uint8Array; mimeType: "image/png" | "image/jpeg"; extension: "png" | "jpg" };
  /** The matching tangent-space normal map, OpenGL's convention (+Y up, as glTF), 8-bit PNG. */
  normal: Uint8Array;
  /** A light copy of the colour map (half its pixels each way, JPEG) for the 3D object's embedded texture. */
  preview: { bytes: Uint8Array; mimeType: "image/jpeg" };
};

/**
 * Pixels on each side of a tile: 2048 puts a 5 mm tuft on 10 pixels of a metre's tile and on 20
 * of a 50 cm one, enough to see each tuft.
 */
const tilePx = 2048;
/** The pile's noise is seeded, so a configuration always gives the same bytes (a pack can be cached). */
const seed = 20_24;

/**
 * What a rug's textures depend on: its motif, colours, pile and heights, technique, and (for the
 * small pattern only, whose repeat follows the rug) its size. Rugs alike in these share them.
 */
function textureKey(configuration: Configuration): string {
  const { motif, colours, pile, cutHeight, loopHeight, technique, width, length } = configuration;
  const size = motif === "small-pattern" ? [width, length] : null;
  return JSON.stringify([motif, colours, pile, cutHeight, loopHeight, technique, size]);
}

/**
 * Textures made lately, the most recently used last: packs of one design in several sizes (the
 * usual way an architect asks) draw and encode them once. About 3 MB each.
 */
const made = new Map<string, Promise<RugTextures>>();
const madeKept = 6;

/** The rug's colour and normal maps, and the colour map's light copy (kept for rugs alike in them). */
export function rugTextures(configuration: Configuration): Promise<RugTextures> {
  const key = textureKey(configuration);
  const kept = made.get(key);
  if (kept) {
    made.delete(key);
    made.set(key, kept);
    return kept;
  }
  const making = drawTextures(configuration);
  made.set(key, making);
  making.catch(() => made.delete(key));
  for (const oldest of made.keys()) {
    if (made.size <= madeKept) break;
    made.delete(oldest);
  }
  return making;
}

async function drawTextures(configuration: Configuration): Promise<RugTextures> {
  const design = tileDesign(configuration);
  const { ground, inks } = rugInks(configuration);
  const palette = [
    ground,
    ...Array.from({ length: design.inks }, (_, index) => inks[index % inks.length] ?? ground),
  ].map(rgbOf);
  const tile = pileTile({ design, palette, rug: configuration, size: tilePx, seed });
  const normal = normalMap(tile.heightMm, tilePx, (design.tileCm * 10) / tilePx);
  const raw = (data: Uint8Array | Uint8ClampedArray, size: number) =>
    sharp(data, { raw: { width: size, height: size, channels: 3 } });
  const half = halfSize(tile.colour, tilePx);
  const [colourBytes, normalBytes, previewBytes] = await Promise.all([
    raw(tile.colour, tilePx).jpeg({ quality: 90, chromaSubsampling: "4:4:4" }).toBuffer(),
    // Adaptive filtering predicts each row of smooth slopes from the one above: a third of the
    // bytes of sharp's default (no filter). Past level 4, zlib saves little and costs time.
    raw(normal, tilePx).png({ compressionLevel: 4, adaptiveFiltering: true }).toBuffer(),
    raw(half, tilePx / 2)
      .jpeg({ quality: 85 })
      .toBuffer(),
  ]);
  return {
    tileCm: design.tileCm,
    px: tilePx,
    colour: { bytes: new Uint8Array(colourBytes), mimeType: "image/jpeg", extension: "jpg" },
    normal: new Uint8Array(normalBytes),
    preview: { bytes: new Uint8Array(previewBytes), mimeType: "image/jpeg" },
  };
}

/** The textures' file names in the pack, saying the tile's size: `texture-colour-50cm-tile.jpg`. */
export function textureFileNames(
  tileCm: number,
  colourExtension: RugTextures["colour"]["extension"] = "jpg",
): { colour: string; normal: string } {
  const size = `${Math.round(tileCm)}cm-tile`;
  return { colour: `texture-colour-${size}.${colourExtension}`, normal: `texture-normal-${size}.png` };
}

function rgbOf(hex: string): readonly [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [value >> 16, (value >> 8) & 255, value & 255];
}

/**
 * An RGB tile at half its size, each pixel the mean of four: it still repeats without a seam,
 * which a resampling filter that clamps at the edges would not promise.
 */
function halfSize(rgb: Uint8ClampedArray, size: number): Uint8ClampedArray {
  const half = size / 2;
  const out = new Uint8ClampedArray(half * half * 3);
  for (let y = 0; y < half; y++) {
    for (let x = 0; x < half; x++) {
      const a = (2 * y * size + 2 * x) * 3;
      const b = a + size * 3;
      const o = (y * half + x) * 3;
      for (let c = 0; c < 3; c++) {
        out[o + c] =
          ((rgb[a + c] as number) + (rgb[a + 3 + c] as number) + (rgb[b + c] as number) + (rgb[b + 3 + c] as number)) /
          4;
      }
    }
  }
  return out;
}
