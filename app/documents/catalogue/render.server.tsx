import { renderToBuffer } from "@react-pdf/renderer";
import type { ImageName } from "~/content/images";
import type { Language } from "~/i18n/languages";
import { catalogueContent } from "./content";
import { CatalogueDocument, cataloguePlan } from "./document/catalogue";
import { registerFonts } from "./document/fonts";

/** The image on the catalogue's cover (and the card on the catalogues page). */
export const catalogueCover: ImageName = "home-hero";

/**
 * One language's catalogue as a PDF: the site's content for that language, laid out as the
 * brand's printed catalogue (app/documents/catalogue/document/), with our fonts embedded, real
 * text and a QR code to the site in that language.
 */
export async function renderCatalogue(lang: Language, siteUrl: string): Promise<Buffer> {
  registerFonts();
  const content = catalogueContent(lang, siteUrl, { cover: catalogueCover });
  const pdf = await renderToBuffer(<CatalogueDocument content={content} />);
  // Every page is laid out to fit one sheet, and the contents page states page numbers: a text
  // that outgrew its page would have pushed it onto a second sheet, so the build stops here.
  const planned = cataloguePlan(content).length;
  const pages = pdf.toString("latin1").match(/\/Type \/Page\b/g)?.length ?? 0;
  if (pages !== planned)
    throw new Error(`The ${lang} catalogue has ${pages} pages, not ${planned}: a page's text no longer fits it`);
  return pdf;
}
