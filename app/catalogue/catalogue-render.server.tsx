import { renderToBuffer } from "@react-pdf/renderer";
import type { ContentSnapshot } from "~/content/documents";
import type { Language } from "~/i18n/languages";
import { catalogueContent, catalogueCover } from "./catalogue-content";
import type { CatalogueContent } from "./model";
import { CatalogueDocument, cataloguePlan } from "./pdf/catalogue";
import { registerFonts } from "./pdf/fonts";

export { catalogueCover } from "./catalogue-content";

/**
 * One language's catalogue as a PDF: the site's content for that language (the modules, or the
 * published `snapshot`), laid out as the brand's printed catalogue
 * (app/catalogue/pdf/), with our fonts embedded, real text and a QR code to the
 * site in that language. `plannedPages` is how many sheets the layout plans; the caller compares
 * it with the pages the PDF really has.
 */
export async function renderCatalogue(
  lang: Language,
  siteUrl: string,
  snapshot?: ContentSnapshot,
): Promise<{ pdf: Buffer; plannedPages: number; content: CatalogueContent }> {
  registerFonts();
  const content = catalogueContent(lang, siteUrl, { cover: catalogueCover }, snapshot);
  const pdf = await renderToBuffer(<CatalogueDocument content={content} />);
  return { pdf, plannedPages: cataloguePlan(content).length, content };
}
