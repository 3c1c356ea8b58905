import { type ImageName, isImageName, widthsUpTo } from "./images";

/**
 * Names of uploaded images (the content studio's media), shared by the server that makes and
 * serves them and the page that shows them. A name is `m-<16 hex of the upload's SHA-256>-<W>x<H>`,
 * W x H the size of its largest generated file: the name alone gives a `<Picture>` its srcset,
 * width and height, on the server and in the browser, with no lookup.
 */
export type MediaName = `m-${string}`;

/** Either kind of image a page can show: declared in images.ts, or uploaded. */
export type PictureName = ImageName | MediaName;

export const mediaNamePattern = /^m-[0-9a-f]{16}-\d{2,5}x\d{2,5}$/;

export function isMediaName(name: string): name is MediaName {
  return mediaNamePattern.test(name);
}

export function isPictureName(value: unknown): value is PictureName {
  return isImageName(value) || (typeof value === "string" && isMediaName(value));
}

/** The name of an upload whose largest file is `width` x `height`. */
export function mediaName(hash: string, width: number, height: number): MediaName {
  const name = `m-${hash.slice(0, 16)}-${width}x${height}`;
  if (!isMediaName(name)) throw new Error(`not a media name: ${name}`);
  return name;
}

export function mediaSize(name: MediaName): { width: number; height: number } {
  const size = /-(\d+)x(\d+)$/.exec(name);
  if (!isMediaName(name) || !size) throw new Error(`not a media name: ${name}`);
  return { width: Number(size[1]), height: Number(size[2]) };
}

/** The widths generated for an upload, as for a declared image of its size. */
export function mediaWidths(name: MediaName): number[] {
  return widthsUpTo(mediaSize(name).width);
}

/** Public URL of one generated file (app/server/http/media-files.server.ts serves it). */
export function mediaUrl(name: MediaName, width: number, format: "avif" | "webp"): string {
  return `/media/${name}-${width}.${format}`;
}
