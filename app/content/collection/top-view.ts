import type { Colourway, Design } from "~/content/collection/schema";
import { isMediaName, mediaUrl, mediaWidths } from "~/content/media-names";
import type { DesignArtwork } from "~/rug/artwork/artwork";
import type { TopViewArtwork, TopViews } from "~/rug/artwork/top-view-artwork";

/**
 * A studio design's artwork: each colourway's uploaded picture from above, at the real size the
 * studio asked for (`flatSize`). A declared picture (the samples', drawn by the image pipeline,
 * whose artwork is their drawing: app/content/collection-images.ts) or an upload with no size is
 * none. Where a colourway has one, it is the artwork of every picture of the rug, a sample's
 * drawing included (an editor who uploads a photograph of the real rug replaces the drawing).
 */

/** The width of the picture's file a drawing of the rug uses: enough for a wide screen, not the largest. */
const drawingWidth = 1600;

/** The colourway's picture from above as its artwork, or none. */
export function topViewArtwork(colourway: Pick<Colourway, "images" | "flatSize"> | null): TopViewArtwork | undefined {
  const name = colourway?.images.flat.name;
  const size = colourway?.flatSize;
  if (!name || !size || !isMediaName(name)) return undefined;
  const widths = mediaWidths(name);
  const width = widths.filter((candidate) => candidate <= drawingWidth).at(-1) ?? widths[0];
  if (width === undefined) return undefined;
  return { kind: "picture", media: name, src: mediaUrl(name, width, "webp"), width: size.width, length: size.length };
}

/**
 * A design's pictures from above, by colourway, for the configurator's page, over its drawing
 * (`drawn`, a sample's) for the colours that have none; none when no colourway has one.
 */
export function designTopViews(
  design: Pick<Design, "collection" | "colourways">,
  drawn?: DesignArtwork,
): TopViews | undefined {
  const colourways = design.colourways.flatMap((colourway) => {
    const view = topViewArtwork(colourway);
    return view ? [{ colours: [...colourway.colours], view }] : [];
  });
  if (colourways.length === 0) return undefined;
  return { kind: "pictures", collection: design.collection, colourways, ...(drawn ? { drawn } : {}) };
}
