import sharp from "sharp";
import type { DesignArtwork } from "~/rug/artwork/artwork";
import type { TopViewPicture } from "~/rug/artwork/top-view-artwork";
import type { Configuration } from "~/rug/configuration";
import { rugInks } from "~/rug/drawn-colours";
import { type DrawnMaps, halfSize } from "../drawn-maps";
import { normalMap } from "../normal-map";
import { pileTile } from "../pile-tile";
import type { TextureCover } from "../texture-cover";
import { tileDesign } from "../tile-design";
import { artworkTextures } from "./artwork-textures.server";
import { pictureTextures } from "./picture-textures.server";

/**
 * The textures of the specifier's pack: the rug's pattern in its colours and its pile's relief
 * at real scale. A design's are its artwork over the whole rug, at the rug's size (the
 * collection's pictures are drawn from the same artwork); a studio design's, its colourway's
 * uploaded picture from above as a repeat of the real size it shows; a free configuration's are
 * its motif on a square tile that repeats without a seam. The read-me says what they cover; the
 * file names say it too.
 */
export type RugTextures = {
  /** What the maps cover: a tile's side, or the whole rug's width and length. */
  cover: TextureCover;
  /** Pixels across and down the full-size maps. */
  px: { width: number; height: number };
  /**
   * The colour (albedo) map, a JPEG of quality 90 without chroma subsampling: the pile's grain
   * is noise a PNG cannot compress (about 5 MB for a 2048-pixel tile, against about 1 MB).
   */
  colour: { bytes: Uint8Array; mimeType: "image/png" | "image/jpeg"; extension: "png" | "jpg" };
  /** The matching tangent-space normal map, OpenGL's convention (+Y up, as glTF), 8-bit PNG. */
  normal: Uint8Array;
  /**
   * Light copies of the colour map (half its pixels each way, JPEG) and of the normal map (PNG)
   * for the 3D object's material.
   */
  preview: { bytes: Uint8Array; mimeType: "image/jpeg"; normal: Uint8Array };
};

/**
 * Pixels on a texture's longer side: a free configuration's tile is this square, a design's
 * artwork and a studio design's picture have at most this many on the rug's (the repeat's) longer
 * side. 2048 puts a 5 mm tuft on 10 pixels of a metre's tile and on 20 of a 50 cm one, enough to
 * see each tuft. A test draws the same textures on fewer pixels (`px` below); the full size's
 * time is the pack bench's (pack.bench.ts).
 */
export const texturePx = 2048;
/** The pile's noise is seeded, so a configuration always gives the same bytes (a pack can be cached). */
const seed = 20_24;

/**
 * What a rug's textures depend on: its motif, colours, pile and heights, technique, and (for the
 * small pattern only, whose repeat follows the rug) its size; a design's, its artwork and size;
 * a picture from above, its upload (whose name is its bytes' hash) and the size it shows. Rugs
 * alike in these share them.
 */
function textureKey(
  configuration: Configuration,
  artwork: DesignArtwork | undefined,
  picture: TopViewPicture | undefined,
  px: number,
): string {
  const { motif, colours, pile, cutHeight, loopHeight, technique, width, length } = configuration;
  const size = motif === "small-pattern" || artwork ? [width, length] : null;
  const view = picture ? [picture.view.media, picture.view.width, picture.view.length] : null;
  return JSON.stringify([motif, colours, pile, cutHeight, loopHeight, technique, size, artwork ?? null, view, px]);
}

/**
 * Textures made lately, the most recently used last: packs of one design in several sizes (the
 * usual way an architect asks) draw and encode them once. About 3 MB each.
 */
const made = new Map<string, Promise<RugTextures>>();
const madeKept = 6;

/**
 * The rug's colour and normal maps and their light copies (kept for rugs alike in them): a
 * studio design's picture from above when it has one, a design's artwork when it has one, else
 * the configuration's motif on a tile. A picture whose bytes are no image is left out (the rug
 * is drawn as it would be without it): the pack is made all the same. `px`: pixels on the
 * textures' longer side (`texturePx`).
 */
export function rugTextures(
  configuration: Configuration,
  artwork?: DesignArtwork,
  picture?: TopViewPicture,
  { px = texturePx }: { px?: number } = {},
): Promise<RugTextures> {
  const key = textureKey(configuration, artwork, picture, px);
  const kept = made.get(key);
  if (kept) {
    made.delete(key);
    made.set(key, kept);
    return kept;
  }
  const without = () =>
    artwork ? artworkTextures(configuration, artwork, px).then(encoded) : drawTextures(configuration, px);
  const making = picture
    ? pictureTextures(configuration, picture.view, picture.bytes, px).then(encoded, without)
    : without();
  made.set(key, making);
  making.catch(() => made.delete(key));
  for (const oldest of made.keys()) {
    if (made.size <= madeKept) break;
    made.delete(oldest);
  }
  return making;
}

/** Forgets the textures made: what a new process starts from (a test draws the same rug as it would). */
export function forgetTextures(): void {
  made.clear();
}

async function drawTextures(configuration: Configuration, tilePx: number): Promise<RugTextures> {
  const design = tileDesign(configuration);
  const { ground, inks } = rugInks(configuration);
  const palette = [
    ground,
    ...Array.from({ length: design.inks }, (_, index) => inks[index % inks.length] ?? ground),
  ].map(rgbOf);
  const tile = pileTile({ design, palette, rug: configuration, size: tilePx, seed });
  const normal = normalMap(tile.heightMm, tilePx, (design.tileCm * 10) / tilePx);
  const size = { width: tilePx, height: tilePx };
  return encoded({
    cover: { kind: "tile", tileCm: design.tileCm },
    size,
    colour: tile.colour,
    normal,
    half: {
      size: { width: tilePx / 2, height: tilePx / 2 },
      colour: halfSize(tile.colour, size),
      normal: halfSize(normal, size),
    },
  });
}

async function encoded(maps: DrawnMaps): Promise<RugTextures> {
  const raw = (data: Uint8Array | Uint8ClampedArray, size: { width: number; height: number }) =>
    sharp(data, { raw: { ...size, channels: 3 } });
  // Adaptive filtering predicts each row of smooth slopes from the one above: a third of the
  // bytes of sharp's default (no filter). Past level 4, zlib saves little and costs time.
  const png = { compressionLevel: 4, adaptiveFiltering: true } as const;
  const [colourBytes, normalBytes, previewBytes, previewNormalBytes] = await Promise.all([
    raw(maps.colour, maps.size).jpeg({ quality: 90, chromaSubsampling: "4:4:4" }).toBuffer(),
    raw(maps.normal, maps.size).png(png).toBuffer(),
    raw(maps.half.colour, maps.half.size).jpeg({ quality: 85 }).toBuffer(),
    raw(maps.half.normal, maps.half.size).png(png).toBuffer(),
  ]);
  return {
    cover: maps.cover,
    px: maps.size,
    colour: { bytes: new Uint8Array(colourBytes), mimeType: "image/jpeg", extension: "jpg" },
    normal: new Uint8Array(normalBytes),
    preview: {
      bytes: new Uint8Array(previewBytes),
      mimeType: "image/jpeg",
      normal: new Uint8Array(previewNormalBytes),
    },
  };
}

function rgbOf(hex: string): readonly [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [value >> 16, (value >> 8) & 255, value & 255];
}
