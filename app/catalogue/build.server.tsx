import { createHash } from "node:crypto";
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { catalogueFileName } from "~/content/catalogue-file-name";
import {
  type CatalogueFile,
  type CatalogueManifest,
  catalogueFolder,
  manifestName,
} from "~/content/catalogue-manifest";
import { type Language, languages } from "~/i18n/languages";
import { catalogueCover, renderCatalogue } from "./catalogue-render.server";

/** A PDF as a reader sees it: its pages and its title and subject metadata. */
export async function readPdf(data: Uint8Array): Promise<{ pages: number; title: string; subject: string }> {
  const document = await getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
  try {
    const { info } = (await document.getMetadata()) as { info: { Title?: string; Subject?: string } };
    return { pages: document.numPages, title: info.Title ?? "", subject: info.Subject ?? "" };
  } finally {
    await document.destroy();
  }
}

/**
 * Renders every language's catalogue into `public/catalogues/`, named by a hash of its bytes (so
 * it can be cached for a year), removes the files of earlier builds, and writes the manifest.
 */
export async function buildCatalogues(options: {
  siteUrl: string;
  publicDir?: string;
  onProgress?: (line: string) => void;
}): Promise<CatalogueManifest> {
  const folder = path.join(options.publicDir ?? path.resolve("public"), catalogueFolder);
  await mkdir(folder, { recursive: true });
  const manifest: CatalogueManifest = {};
  const keep = new Set<string>([manifestName]);
  for (const [index, lang] of languages.entries()) {
    const started = performance.now();
    const { pdf, plannedPages } = await renderCatalogue(lang as Language, options.siteUrl);
    const hash = createHash("sha256").update(pdf).digest("hex").slice(0, 10);
    const name = catalogueFileName(lang as Language, hash);
    const read = await readPdf(pdf);
    if (!read.title || !read.subject) throw new Error(`The ${lang} catalogue has no title or subject in its metadata`);
    // Every page is laid out to fit one sheet, and the contents page states page numbers: a text
    // that outgrew its page would have pushed it onto a second sheet, so the build stops here.
    if (read.pages !== plannedPages) {
      throw new Error(
        `The ${lang} catalogue has ${read.pages} pages, not ${plannedPages}: a page's text no longer fits it`,
      );
    }
    await writeFile(path.join(folder, name), pdf);
    keep.add(name);
    const entry: CatalogueFile = {
      lang,
      path: `/${catalogueFolder}/${name}`,
      title: read.title,
      description: read.subject,
      pages: read.pages,
      bytes: pdf.length,
      cover: catalogueCover,
    };
    manifest[lang] = entry;
    options.onProgress?.(
      `${lang} (${index + 1} of ${languages.length}): ${entry.pages} pages, ${(entry.bytes / 1024 / 1024).toFixed(2)} MB, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  for (const file of await readdir(folder)) if (!keep.has(file)) await rm(path.join(folder, file));
  await writeFile(path.join(folder, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
