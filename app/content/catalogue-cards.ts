import type { CatalogueFile, CatalogueManifest } from "~/content/catalogue-manifest";
import type { Language } from "~/i18n/languages";
import type { ImageName } from "./images";

/**
 * The catalogues page's list: the catalogue of the page's language, from the manifest the build
 * writes next to the PDFs (app/catalogue/), so its title, description, page count
 * and size are the generated file's own. With no catalogue built the list is empty and the page
 * says 'Próximamente'.
 */
export type CatalogueCard = {
  id: string;
  cover: ImageName;
  title: string;
  description: string;
  pages: number;
  /** File size as shown, in the page's language ("2,4 MB"). */
  size: string;
  pdfUrl: string;
  /** The same file, answered as a download (Content-Disposition: attachment). */
  downloadUrl: string;
};

export function formatFileSize(bytes: number, lang: Language): string {
  return new Intl.NumberFormat(lang, {
    style: "unit",
    unit: "megabyte",
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  }).format(bytes / 1024 / 1024);
}

export function catalogueCard(file: CatalogueFile, lang: Language): CatalogueCard {
  return {
    id: `catalogue-${file.lang}`,
    cover: file.cover,
    title: file.title,
    description: file.description,
    pages: file.pages,
    size: formatFileSize(file.bytes, lang),
    pdfUrl: file.path,
    downloadUrl: `${file.path}?download`,
  };
}

export function catalogueCards(manifest: CatalogueManifest, lang: Language): CatalogueCard[] {
  const file = manifest[lang];
  return file ? [catalogueCard(file, lang)] : [];
}
