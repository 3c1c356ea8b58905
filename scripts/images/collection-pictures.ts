/**
 * The collection's and the portfolio's pictures (app/content/collection-images.ts), drawn from
 * their facts: a design's rug from above on a pale floor (catalogue-rug.ts) and a close-up of its
 * pile (catalogue-close-up.ts), both with the tufting pass of texture.ts; the rug in a room and a
 * project's photographs (catalogue-rooms.ts, laid with the room view's composer in
 * catalogue-room-render.ts). Raw RGB at the declared size, as the site's other drawings (art.ts).
 *
 * Bump COLLECTION_PICTURES_VERSION when the look changes on purpose (the cache also hashes these sources).
 */
import type { CollectionImageSpec } from "../../app/content/collection-images.ts";
import { detailPicture } from "./catalogue-close-up.ts";
import { casePicture, designRoomPicture } from "./catalogue-rooms.ts";
import { flatPicture, rugModel } from "./catalogue-rug.ts";

export const COLLECTION_PICTURES_VERSION = 1;

/** The app's modules the collection's drawing is made of, besides scripts/images/ (for the cache). */
export const collectionPictureSources = [
  "app/rug/colour-range.ts",
  "app/rug/geometry.ts",
  "app/room/compose.ts",
  "app/room/homography.ts",
  "app/room/pile.ts",
  "app/room/surface.ts",
  // The designs' patterns, which the product pictures and the configurator draw alike.
  "app/rug/artwork/artwork.ts",
  "app/rug/artwork/colour.ts",
  "app/rug/artwork/creative-patterns.ts",
  "app/rug/artwork/large-patterns.ts",
  "app/rug/artwork/pattern-kit.ts",
  "app/rug/artwork/patterns.ts",
  "app/rug/artwork/relief-patterns.ts",
  "app/rug/artwork/seeded.ts",
  "app/rug/artwork/small-patterns.ts",
  "app/rug/artwork/svg-path.ts",
  "app/rug/artwork/unique-patterns.ts",
];

export async function renderCollectionPicture(spec: CollectionImageSpec): Promise<Buffer> {
  const { width: w, height: h, seed } = spec;
  switch (spec.motif) {
    case "design-flat":
      return flatPicture(rugModel(spec.rug), w, h, seed);
    case "design-detail":
      return detailPicture(rugModel(spec.rug), w, h, seed);
    case "design-room":
      return designRoomPicture(w, h, spec.sector, spec.rug, seed);
    case "case":
      return casePicture(w, h, spec.sector, spec.rugs, spec.photo, seed);
  }
}
