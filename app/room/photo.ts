import type { Raster, RugTexture } from "./compose";

/** A photo is read at most this many pixels on its longer side. */
export const maxPhotoSide = 2048;

function canvas(width: number, height: number) {
  const element = document.createElement("canvas");
  element.width = width;
  element.height = height;
  const context = element.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("No 2D canvas");
  return { element, context };
}

/** The image's pixels, downscaled so its longer side is at most `maxPhotoSide`. */
function rasterOf(source: CanvasImageSource, width: number, height: number): Raster {
  const scale = Math.min(1, maxPhotoSide / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const { context } = canvas(w, h);
  context.imageSmoothingQuality = "high";
  context.drawImage(source, 0, 0, w, h);
  const { data } = context.getImageData(0, 0, w, h);
  return { width: w, height: h, data };
}

/**
 * A photo the visitor took or chose, read in the browser (nothing is uploaded). Null when the
 * browser cannot decode it (not an image, or a format it does not read, such as HEIC outside
 * Safari). The camera's orientation is applied.
 */
export async function readPhoto(file: Blob): Promise<Raster | null> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const raster = rasterOf(bitmap, bitmap.width, bitmap.height);
    bitmap.close();
    return raster;
  } catch {
    return null;
  }
}

/** An image at an address of this site (the sample room). */
export async function loadPhoto(src: string): Promise<Raster | null> {
  const response = await fetch(src);
  if (!response.ok) return null;
  return readPhoto(await response.blob());
}

/** The configurator's drawing of the rug (an SVG document) as the room view's texture. */
export async function textureOf(
  svg: string,
  rug: Pick<RugTexture, "pxPerCm" | "margin" | "rugLength" | "rugWidth" | "ground">,
): Promise<RugTexture> {
  // A data: address, which the site's Content-Security-Policy allows for images (blob: it does not).
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const width = Math.round((rug.rugLength + 2 * rug.margin) * rug.pxPerCm);
  const height = Math.round((rug.rugWidth + 2 * rug.margin) * rug.pxPerCm);
  const { context } = canvas(width, height);
  context.drawImage(image, 0, 0, width, height);
  return { ...rug, width, height, data: context.getImageData(0, 0, width, height).data };
}

/** A raster as an encoded picture: PNG to download, JPEG (smaller) to send. */
export function encode(raster: Raster, type: "image/png" | "image/jpeg"): Promise<Blob> {
  const { element, context } = canvas(raster.width, raster.height);
  context.putImageData(new ImageData(new Uint8ClampedArray(raster.data), raster.width, raster.height), 0, 0);
  return new Promise((resolve, reject) =>
    element.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The picture could not be encoded"))),
      type,
      0.88,
    ),
  );
}
