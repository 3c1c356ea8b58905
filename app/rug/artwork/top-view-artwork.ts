import type { Motif } from "../options.ts";
import type { DesignArtwork } from "./artwork.ts";

/**
 * The artwork of a design an editor added in the studio: the picture of one colourway seen from
 * above, uploaded, and the real size it shows (width × length in centimetres, upright: its width
 * across the picture, its length down). Every picture of the rug is made from it as from a drawn
 * design's artwork (./artwork.ts): the configurator's drawing and so the room view, the e-mail's
 * and specification sheet's picture, the pack's textures and 3D object; laid at its real size
 * and repeated over a larger rug, so a 450 × 350 rug from a 300 × 200 picture shows it at true
 * scale, and a rug of the picture's size shows it once.
 *
 * `src` is always a URL the server made from a stored upload's name (`/media/<name>-<w>.webp`),
 * never anything a visitor sent. Plain types and functions, for the browser as for the server.
 */
export type TopViewArtwork = {
  kind: "picture";
  /** The upload's name (`m-<hash>-<W>x<H>`): the server reads its pixels by it. */
  media: string;
  /** The picture's public URL at a width a drawing needs. */
  src: string;
  /** Centimetres: what the picture shows, width across and length down. */
  width: number;
  length: number;
};

/** A picture from above with its bytes (the upload's largest file), as the server's pictures of the rug read it. */
export type TopViewPicture = { view: TopViewArtwork; bytes: Uint8Array };

/**
 * A design's artworks as the configurator's page gets them: a drawn design's (its colours the
 * configuration's), or the pictures from above of the colourways that have one uploaded (their
 * colours say which), over the design's drawing if it has one (a sample whose pictures an editor
 * replaced) for the other colours; without one, the visitor's own colours are drawn with the motif.
 */
export type TopViews = {
  kind: "pictures";
  collection: Motif;
  colourways: { colours: string[]; view: TopViewArtwork }[];
  drawn?: DesignArtwork;
};
export type PageArtwork = DesignArtwork | TopViews;

export function isTopViews(artwork: PageArtwork | undefined): artwork is TopViews {
  return artwork !== undefined && "kind" in artwork && artwork.kind === "pictures";
}

/** The picture from above for these colours (in this order), else the design's drawing, if it has either. */
export function topViewFor(views: TopViews, colours: readonly string[]): TopViewArtwork | DesignArtwork | undefined {
  const asked = colours.join(" ");
  return views.colourways.find((colourway) => colourway.colours.join(" ") === asked)?.view ?? views.drawn;
}
