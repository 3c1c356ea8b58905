import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { designArtwork } from "~/content/collection-images";
import type { Language } from "~/i18n/languages";
import type { TopViewArtwork, TopViewPicture } from "~/rug/artwork/top-view-artwork";
import type { Configuration } from "~/rug/configuration";
import { RugPreview } from "~/rug/drawing";
import { describeRug } from "~/rug/summary";
import { rugVocabulary } from "~/rug/words";

/**
 * The rug's preview as a PNG `widthPx` pixels wide, its height following the drawing's
 * proportions; with `maxHeightPx`, a drawing taller than that (a long runner stands upright) is
 * made narrower instead, so it fits the box it is shown in and costs no more pixels. The same
 * `RugPreview` the configurator page shows, rasterised on the server, because e-mail clients
 * and react-pdf do not draw SVG reliably. The sales e-mail, the visitor's confirmation and the
 * specification sheet all embed it, so all three show the rug the visitor saw (a design's with
 * its artwork; a studio design's with its picture from above, `topView`, read by the caller).
 */
export async function rugPreviewPng(
  configuration: Configuration,
  lang: Language,
  widthPx = 1120,
  options: { maxHeightPx?: number; topView?: TopViewPicture | undefined } = {},
): Promise<Buffer> {
  const copy = rugVocabulary(lang);
  const picture = configuration.design && options.topView ? await embedded(options.topView) : undefined;
  const markup = renderToStaticMarkup(
    <RugPreview
      configuration={configuration}
      artwork={picture ?? (configuration.design ? designArtwork(configuration.design) : undefined)}
      text={{
        title: copy.preview.title,
        description: describeRug(configuration, copy, lang),
        lang,
      }}
    />,
  );
  // The drawing is flat colour: a 256-colour palette keeps it intact at a quarter of the bytes,
  // and dithering would only add noise (and bytes) to its edges. A photograph is not: full colour.
  return sharp(Buffer.from(sizedSvg(markup, widthPx, options.maxHeightPx ?? Number.POSITIVE_INFINITY)))
    .png(picture ? { compressionLevel: 9 } : { palette: true, quality: 90, compressionLevel: 9, dither: 0 })
    .toBuffer();
}

/** Pixels across the picture from above as the drawing embeds it: enough for the sheet's and e-mail's picture. */
const embeddedWidthPx = 1200;

/**
 * The picture from above inside the drawing, as a data: address of a JPEG (the rasteriser loads
 * nothing from outside the SVG, and reads JPEG where it may not read WebP); none when its bytes
 * are no image, and the rug is drawn without it.
 */
async function embedded({ view, bytes }: TopViewPicture): Promise<TopViewArtwork | undefined> {
  try {
    const jpeg = await sharp(bytes, { limitInputPixels: 40_000_000, failOn: "error" })
      .resize({ width: embeddedWidthPx, withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85 })
      .toBuffer();
    return { ...view, src: `data:image/jpeg;base64,${jpeg.toString("base64")}` };
  } catch {
    return undefined;
  }
}

/**
 * The preview's markup with a pixel size on its root `<svg>`: the drawing has only a viewBox in
 * centimetres, which a rasteriser would otherwise read as that many pixels.
 */
function sizedSvg(markup: string, widthPx: number, maxHeightPx: number): string {
  const viewBox = /^<svg[^>]*\sviewBox="([^"]+)"/.exec(markup)?.[1];
  const [, , boxWidth = 0, boxHeight = 0] = (viewBox ?? "").split(/[\s,]+/).map(Number);
  if (!(boxWidth > 0 && boxHeight > 0)) throw new Error("The rug preview has no usable viewBox");
  const scale = Math.min(widthPx / boxWidth, maxHeightPx / boxHeight);
  const width = Math.max(1, Math.round(boxWidth * scale));
  const height = Math.max(1, Math.round(boxHeight * scale));
  return markup.replace(/^<svg/, `<svg width="${width}" height="${height}"`);
}
