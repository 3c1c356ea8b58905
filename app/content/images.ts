import { type CollectionImageName, type CollectionImageSpec, collectionImages } from "./collection-images.ts";
import { type ImageSpec, siteImages, widthsUpTo } from "./site-images.ts";

/**
 * Every image the site shows, by name. Until real photographs exist, `npm run images` draws
 * deterministic tufted-rug art for each name in the brand palette; a photograph placed at
 * `assets/photos/<name>.jpg` (or .png/.webp) replaces the art under the same name, with no code change.
 *
 * `motif` steers the generated art only: the pattern a rug of that name would show. The
 * collection's and the portfolio's pictures are declared from their facts
 * (./collection-images.ts) and drawn from them: a design's rug from above, its pile and the rug
 * in a room, and each project's photographs.
 */
export type { ImageMotif, ImageSpec } from "./site-images.ts";

/** Any declared image: one drawn from a motif, or a catalogue picture (with its own widths). */
export type DeclaredImage = ImageSpec | CollectionImageSpec;

export type ImageName = keyof typeof siteImages | CollectionImageName;

/** The site's own images first, then the catalogue's (the media library lists them in this order). */
export const images: Readonly<Record<ImageName, DeclaredImage>> = { ...siteImages, ...collectionImages };

export { imageWidths, widthsUpTo } from "./site-images.ts";

/** The widths generated for a declared image: its own list, or the site's widths up to its width. */
export function widthsFor(name: ImageName): number[] {
  const spec: DeclaredImage = images[name];
  return "widths" in spec ? [...spec.widths] : widthsUpTo(spec.width);
}

export function isImageName(value: unknown): value is ImageName {
  return typeof value === "string" && Object.hasOwn(images, value);
}

/** Public URL of one generated file. */
export function imageUrl(name: ImageName, width: number, format: "avif" | "webp"): string {
  return `/img/${name}-${width}.${format}`;
}
