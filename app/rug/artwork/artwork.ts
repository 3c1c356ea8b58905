import { rangeColourByCode } from "../colour-range.ts";
import type { Motif, Technique } from "../options.ts";
import { drawPattern, type Pattern } from "./patterns.ts";
import { mulberry32 } from "./seeded.ts";

/**
 * A design's artwork: the one drawing of its pattern every picture of it is made from (the
 * collection's pictures drawn at build, the configurator's drawing and so the room view, the
 * e-mail's and specification sheet's picture, the specifier's textures and 3D object). Plain
 * code with no dependency, so the browser draws it as the server does.
 *
 * What makes a design's pattern its own: its collection, its place there (which of the
 * collection's layouts) and its seed (how the layout falls). The rug's size lays the pattern out
 * anew (a larger rug is not a stretched smaller one), the colourway only colours it.
 */
export type DesignArtwork = {
  collection: Motif;
  /** Its place in its collection, by order: which of the collection's layouts it is drawn with. */
  variant: number;
  /** The design's own seed: its colourways and sizes share it. */
  seed: number;
};

export type ArtworkRug = DesignArtwork & {
  technique: Technique;
  /** Centimetres: the artwork stands upright, `width` across and `length` down. */
  width: number;
  length: number;
  /** The colourway's colours as hex, the ground first. */
  colours: readonly string[];
};

/** A colour code's hex, as every picture of the rug paints it (an unknown code a neutral sand). */
export function artworkColours(codes: readonly string[]): string[] {
  return codes.map((code) => rangeColourByCode(code)?.hex ?? "#c8b89f");
}

/** The design's pattern over its rug's box, in centimetres: its colours and, for a carved design, its relief. */
export function drawArtwork(rug: ArtworkRug): Pattern {
  return drawPattern(rug.collection, rug.variant, {
    W: rug.width,
    H: rug.length,
    c: rug.colours,
    rand: mulberry32(rug.seed * 7919 + 101),
    robot: rug.technique === "robotuft",
  });
}

/** A drawing of the artwork (its colours or its relief) as an SVG document, `pxPerCm` pixels a centimetre. */
export function artworkSvg(body: string, rug: Pick<ArtworkRug, "width" | "length">, pxPerCm: number): string {
  const [w, h] = [Math.round(rug.width * pxPerCm), Math.round(rug.length * pxPerCm)];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${rug.width} ${rug.length}" preserveAspectRatio="none">${body}</svg>`;
}

export type { Pattern };
