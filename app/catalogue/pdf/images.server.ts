import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { type ImageName, images, widthsFor } from "~/content/images";

export type PdfImage = { data: Buffer; format: "jpg" };

/** Pixels per point: about 180 dpi, sharp on screen and in an office print, light in bytes. */
const density = 2.5;
const maxWidth = 1600;
const quality = 80;

/**
 * One conversion per image and crop for the whole build: the six languages share them, so each
 * photograph is decoded and encoded once.
 */
const cache = new Map<string, Promise<PdfImage>>();

/**
 * A site image as a JPEG for react-pdf (which embeds JPEG and PNG only), cropped to the box it
 * fills (`width` x `height` points, cover) from the generated `public/img/<name>-<w>.webp`.
 */
export function pdfImage(name: ImageName, box: { width: number; height: number }): Promise<PdfImage> {
  const aspect = box.width / box.height;
  const wanted = Math.min(maxWidth, Math.round(box.width * density));
  const key = `${name}:${wanted}:${aspect.toFixed(3)}`;
  let found = cache.get(key);
  if (!found) {
    found = convert(name, wanted, aspect);
    cache.set(key, found);
  }
  return found;
}

async function convert(name: ImageName, wanted: number, aspect: number): Promise<PdfImage> {
  const spec = images[name];
  // The crop needs this much source width: the box's width, or its height at the source's aspect.
  const sourceAspect = spec.width / spec.height;
  const needed = Math.max(wanted, (wanted / aspect) * sourceAspect);
  const widths = widthsFor(name);
  const sourceWidth = widths.find((width) => width >= needed) ?? widths.at(-1) ?? spec.width;
  const file = path.resolve("public", "img", `${name}-${sourceWidth}.webp`);
  if (!existsSync(file)) throw new Error(`The catalogue needs ${file}: run \`npm run images\` first`);

  const { width = sourceWidth, height = Math.round(sourceWidth / sourceAspect) } = await sharp(file).metadata();
  // The largest region of the box's aspect, centred; scaled down to the wanted width, never up.
  const regionWidth = Math.min(width, Math.round(height * aspect));
  const regionHeight = Math.min(height, Math.round(regionWidth / aspect));
  const outWidth = Math.min(wanted, regionWidth);
  const data = await sharp(file)
    .extract({
      left: Math.floor((width - regionWidth) / 2),
      top: Math.floor((height - regionHeight) / 2),
      width: regionWidth,
      height: regionHeight,
    })
    .resize(outWidth, Math.round(outWidth / aspect))
    .flatten({ background: "#ffffff" })
    .jpeg({ quality, mozjpeg: true })
    .toBuffer();
  return { data, format: "jpg" };
}
