import { renderToBuffer } from "@react-pdf/renderer";
import { registerFonts } from "~/catalogue/pdf/fonts";
import type { Language } from "~/i18n/languages";
import type { TopViewPicture } from "~/rug/artwork/top-view-artwork";
import type { Configuration } from "~/rug/configuration";
import { rugPreviewPng } from "~/specifier/spec-sheet/rug-image.server";
import { specSheetContent } from "./spec-sheet-content";
import { pictureBox, type SheetPicture, SpecSheetDocument } from "./spec-sheet-document";

/** Pixels per point of the picture: about 180 dpi, as the catalogue's photographs. */
const density = 2.5;

/** A PNG's width and height in pixels, from its header (the first chunk, IHDR, always). */
function pngPicture(data: Buffer): SheetPicture {
  return { data, width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/**
 * The visitor's rug as a one-page A4 PDF in their language: the brand, the picture the
 * configurator drew, every choice, the notes, the address (and QR code) back to this
 * configuration, the date and the company's details. Made on request from the configuration
 * alone, with the catalogue's typefaces and palette, so it reads as the brand's own document.
 */
export async function renderSpecSheet(
  configuration: Configuration,
  lang: Language,
  options: { siteUrl: string; now?: Date; name?: string; topView?: TopViewPicture | undefined },
): Promise<Buffer> {
  registerFonts();
  const content = specSheetContent(configuration, lang, {
    siteUrl: options.siteUrl,
    now: options.now ?? new Date(),
    ...(options.name ? { name: options.name } : {}),
  });
  const png = await rugPreviewPng(configuration, lang, Math.round(pictureBox.width * density), {
    maxHeightPx: Math.round(pictureBox.height * density),
    topView: options.topView,
  });
  const picture = pngPicture(png);
  return renderToBuffer(<SpecSheetDocument content={content} picture={picture} />);
}
