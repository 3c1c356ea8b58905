import { renderToBuffer } from "@react-pdf/renderer";
import { registerFonts } from "~/catalogue/pdf/fonts";
import type { Language } from "~/i18n/languages";
import type { Configuration } from "~/rug/configuration";
import { type DataSheetDesign, dataSheetContent } from "./data-sheet-content";
import { DataSheetDocument } from "./data-sheet-document";

/**
 * The specifier's data sheet of a configured rug, or of a design of the collection in one of its
 * colourways, as an A4 PDF in `lang`: made from the configuration and the table of constructions
 * alone, drawn with no picture (the pack beside it carries the rug's drawing, 3D object and
 * textures), so it takes a fraction of the specification sheet's time.
 */
export async function renderDataSheet(
  configuration: Configuration,
  lang: Language,
  options: { siteUrl: string; now: Date; design?: DataSheetDesign },
): Promise<Uint8Array> {
  registerFonts();
  const content = dataSheetContent(configuration, lang, options);
  return renderToBuffer(<DataSheetDocument content={content} />);
}
