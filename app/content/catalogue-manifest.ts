import type { ImageName } from "~/content/images";
import type { Language } from "~/i18n/languages";

/**
 * What the build wrote for each language's catalogue (public/catalogues/manifest.json): the
 * catalogues page, the e-mails and the server read it, so the page count and size shown are the
 * generated file's own.
 */
export type CatalogueFile = {
  lang: Language;
  /** Public path, with a content hash in the name: `/catalogues/<brand>-catalogue-es-1a2b3c4d.pdf`. */
  path: string;
  /** The PDF's own title and subject (its metadata), shown on the catalogues page. */
  title: string;
  description: string;
  pages: number;
  bytes: number;
  /** The image on the PDF's cover, shown on the catalogues page. */
  cover: ImageName;
};

export type CatalogueManifest = Partial<Record<Language, CatalogueFile>>;

export const catalogueFolder = "catalogues";
export const manifestName = "manifest.json";
