/**
 * How the pack's textures lie on the rug. A free configuration's motif is a seamless tile at its
 * real repeat, laid again every `tileCm`; a design's artwork is the whole rug at its real size,
 * upright (its width across the picture, its length down), laid once.
 */
export type TextureCover = { kind: "tile"; tileCm: number } | { kind: "rug"; widthCm: number; lengthCm: number };

/**
 * The textures' file names in the pack, saying the size they cover (ASCII, no language):
 * `texture-colour-50cm-tile.jpg` for a tile, `texture-colour-350x450cm.jpg` (width x length)
 * for the whole rug.
 */
export function textureFileNames(cover: TextureCover, colourExtension: "jpg" | "png" = "jpg") {
  const size =
    cover.kind === "tile"
      ? `${Math.round(cover.tileCm)}cm-tile`
      : `${Math.round(cover.widthCm)}x${Math.round(cover.lengthCm)}cm`;
  return { colour: `texture-colour-${size}.${colourExtension}`, normal: `texture-normal-${size}.png` };
}
