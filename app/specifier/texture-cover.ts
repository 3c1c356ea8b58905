/**
 * How the pack's textures lie on the rug. A free configuration's motif is a seamless tile at its
 * real repeat, laid again every `tileCm`; a design's artwork is the whole rug at its real size,
 * upright (its width across the picture, its length down), laid once; a studio design's picture
 * from above is a repeat of the real size it shows, upright too, laid again every `widthCm`
 * across and `lengthCm` along the rug (from the corner the configurator's drawing starts it at).
 */
export type TextureCover =
  | { kind: "tile"; tileCm: number }
  | { kind: "rug"; widthCm: number; lengthCm: number }
  | { kind: "repeat"; widthCm: number; lengthCm: number };

/**
 * The textures' file names in the pack, saying the size they cover (ASCII, no language):
 * `texture-colour-50cm-tile.jpg` for a tile, `texture-colour-350x450cm.jpg` (width x length)
 * for the whole rug or for one repeat of a picture from above (`texture-colour-300x200cm.jpg`).
 */
export function textureFileNames(cover: TextureCover, colourExtension: "jpg" | "png" = "jpg") {
  const size =
    cover.kind === "tile"
      ? `${Math.round(cover.tileCm)}cm-tile`
      : `${Math.round(cover.widthCm)}x${Math.round(cover.lengthCm)}cm`;
  return { colour: `texture-colour-${size}.${colourExtension}`, normal: `texture-normal-${size}.png` };
}
