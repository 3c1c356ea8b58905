import sharp from "sharp";
import { artworkColours, artworkSvg, type DesignArtwork, drawArtwork } from "~/rug/artwork/artwork";
import { rgb } from "~/rug/artwork/colour";
import type { Configuration } from "~/rug/configuration";
import { type DrawnMaps, halfSize } from "../drawn-maps";
import { normalMap } from "../normal-map";
import { type PileTile, pileTile } from "../pile-tile";

/**
 * A design's textures: its artwork (the drawing its pictures in the collection are made from)
 * over the whole rug at its real size, with its pile. The pile is the pack's own (pile-tile.ts:
 * tufts or loops, their dye and grain, their relief), drawn on a small seamless tile and laid
 * under the artwork; the artwork adds what is its own: cut pile on the ground and loops on the
 * pattern for a cut-and-loop rug, the carving of a carved design, and the groove a hand tufter
 * carves where two colours meet, as the collection's pictures draw them.
 */

/**
 * Pixels a centimetre at most, for a small rug. On the rug's longer side the pack has `texturePx`
 * (textures.server.ts): a 4.5 × 3.5 m rug at 4.5 px a centimetre, its pattern sharp at any
 * distance a renderer shows a whole rug from.
 */
const maxPxPerCm = 10;
/** The pile's tile, in pixels (its patches a power of two): some 50 cm of pile at the usual scale. */
const pileTilePx = 256;
/** The pile's noise is seeded, so a design always gives the same bytes (a pack can be cached). */
const seed = 20_24;
/** The pile's own shade in its tile: the tile is drawn in this grey, its shading read back against it. */
const pileGrey = 200;

/** The artwork's maps, with `longSidePx` pixels on the rug's longer side (fewer for a small rug). */
export async function artworkTextures(
  configuration: Configuration,
  artwork: DesignArtwork,
  longSidePx: number,
): Promise<DrawnMaps> {
  const rug = {
    ...artwork,
    technique: configuration.technique,
    width: configuration.width,
    length: configuration.length,
    colours: artworkColours(configuration.colours),
  };
  const pattern = drawArtwork(rug);
  const pxPerCm = Math.min(maxPxPerCm, longSidePx / Math.max(rug.width, rug.length));
  const width = Math.round(rug.width * pxPerCm);
  const height = Math.round(rug.length * pxPerCm);
  const box = `<rect x="-5" y="-5" width="${rug.width + 10}" height="${rug.length + 10}" fill="#808080"/>`;
  const [colour, relief] = await Promise.all([
    sharp(Buffer.from(artworkSvg(pattern.color, rug, pxPerCm)))
      .removeAlpha()
      .raw()
      .toBuffer(),
    pattern.relief
      ? sharp(Buffer.from(artworkSvg(box + pattern.relief, rug, pxPerCm)))
          .removeAlpha()
          .toColourspace("b-w")
          .raw()
          .toBuffer()
      : Promise.resolve(undefined),
  ]);

  const pile = (kind: Configuration["pile"]): PileTile =>
    pileTile({
      design: { tileCm: pileTilePx / pxPerCm, inks: 0, inkAt: () => 0 },
      palette: [[pileGrey, pileGrey, pileGrey]],
      rug: { ...configuration, pile: kind },
      size: pileTilePx,
      seed,
    });
  // Cut and loop: the ground cut, the pattern in loops (each its own height), as the pictures draw it.
  const both = configuration.pile === "cut-loop";
  const cut = configuration.pile === "loop" ? null : pile("cut");
  const loop = configuration.pile === "cut" ? null : pile("loop");

  const [gr = 0, gg = 0, gb = 0] = rgb(rug.colours[0] ?? "#c8b89f");
  const robot = configuration.technique === "robotuft";
  // A groove a few millimetres wide where the colour changes: deeper by hand than by robot.
  const reach = Math.max(1, Math.round(pxPerCm * 0.35));
  const grooveShare = robot ? 0.1 : 0.25;
  const heightMm = new Float32Array(width * height);
  const shaded = new Uint8ClampedArray(width * height * 3);
  const difference = (a: number, b: number) =>
    Math.abs((colour[a * 3] as number) - (colour[b * 3] as number)) +
    Math.abs((colour[a * 3 + 1] as number) - (colour[b * 3 + 1] as number)) +
    Math.abs((colour[a * 3 + 2] as number) - (colour[b * 3 + 2] as number));
  for (let y = 0; y < height; y++) {
    const tileRow = (y % pileTilePx) * pileTilePx;
    const below = Math.min(height - 1, y + reach) * width;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const o = i * 3;
      const ground =
        Math.abs((colour[o] as number) - gr) +
          Math.abs((colour[o + 1] as number) - gg) +
          Math.abs((colour[o + 2] as number) - gb) <
        24;
      const tile = (both ? (ground ? cut : loop) : (cut ?? loop)) as PileTile;
      const pileMm = tile === loop ? configuration.loopHeight : configuration.cutHeight;
      const t = tileRow + (x % pileTilePx);
      const lift = relief ? (relief[i] as number) / 255 - 0.5 : 0;
      const edge = Math.min(
        1,
        (difference(i, y * width + Math.min(width - 1, x + reach)) + difference(i, below + x)) / 90,
      );
      heightMm[i] = (tile.heightMm[t] as number) + lift * pileMm * 0.9 - edge * grooveShare * pileMm;
      const shade = ((tile.colour[t * 3] as number) / pileGrey) * (1 + lift * 0.3) * (1 - edge * grooveShare);
      shaded[o] = (colour[o] as number) * shade;
      shaded[o + 1] = (colour[o + 1] as number) * shade;
      shaded[o + 2] = (colour[o + 2] as number) * shade;
    }
  }
  const size = { width, height };
  const normal = normalMap(heightMm, size, 10 / pxPerCm);
  return {
    cover: { kind: "rug", widthCm: rug.width, lengthCm: rug.length },
    size,
    colour: shaded,
    normal,
    half: {
      size: { width: Math.floor(width / 2), height: Math.floor(height / 2) },
      colour: halfSize(shaded, size),
      normal: halfSize(normal, size),
    },
  };
}
