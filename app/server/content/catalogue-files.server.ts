import { createHash } from "node:crypto";
import { catalogueContent, catalogueCover } from "~/catalogue/catalogue-content";
import type { CatalogueContent } from "~/catalogue/model";
import { catalogueFileName } from "~/content/catalogue-file-name";
import { type CatalogueFile, type CatalogueManifest, catalogueFolder } from "~/content/catalogue-manifest";
import type { ContentSnapshot } from "~/content/documents";
import { type Language, languages } from "~/i18n/languages";
import type { Storage } from "~/platform/db/db.server";
import { log } from "~/platform/observability/log.server";

/**
 * The catalogue PDFs of the published content. The build draws one per language from the seed
 * (decision 008); when a publish changes what a language's catalogue says, that language's PDF
 * is drawn again by one process of one instance and stored in `generated_files`, where every
 * other process and instance finds it. A language whose catalogue says what the seed's says
 * keeps the built file.
 */

/** Fingerprints are taken in one year: the catalogue's words decide, not the year it is drawn in. */
const fingerprintYear = 2000;

const digest = (text: string) => createHash("sha256").update(text).digest("hex");

const fingerprintOf = (content: CatalogueContent) => digest(JSON.stringify(content));

/** A digest of what a language's catalogue says with `snapshot`'s content: equal digests, equal catalogues. */
export function catalogueFingerprint(snapshot: ContentSnapshot, lang: Language, siteUrl: string): string {
  return fingerprintOf(catalogueContent(lang, siteUrl, { year: fingerprintYear, cover: catalogueCover }, snapshot));
}

const builtFingerprints = new Map<string, string>();

/** The fingerprint of what the build drew: the content modules. */
function builtFingerprint(lang: Language, siteUrl: string): string {
  const key = `${lang} ${siteUrl}`;
  let found = builtFingerprints.get(key);
  if (found === undefined) {
    found = fingerprintOf(catalogueContent(lang, siteUrl, { year: fingerprintYear, cover: catalogueCover }));
    builtFingerprints.set(key, found);
  }
  return found;
}

export type EnsureCataloguesOptions = {
  /** The content the site shows. */
  snapshot: ContentSnapshot;
  siteUrl: string;
  /** The build's catalogues (its catalogues/manifest.json): what the seed's content says. */
  built: CatalogueManifest;
  /** A line for each catalogue drawn (`es: 21 pages, 2.03 MB, 1.6 s`). */
  onProgress?: (line: string) => void;
};

/**
 * The catalogue of each language for `snapshot`: the built file where its catalogue says what
 * the seed's says, else the file drawn for its content, drawn now (one language after another,
 * a second or two each) if no process has drawn it yet. A language the build has no catalogue
 * for has none here either. A catalogue that cannot be drawn (a text that no longer fits its
 * page) is logged and the language keeps its built file.
 */
export async function ensureCatalogues(storage: Storage, options: EnsureCataloguesOptions): Promise<CatalogueManifest> {
  const manifest: CatalogueManifest = {};
  for (const lang of languages) {
    const built = options.built[lang];
    if (!built) continue;
    try {
      manifest[lang] = await catalogueFor(storage, lang, built, options);
    } catch (error) {
      log.error({ event: "catalogue_draw_failed", lang, error: (error as Error).message });
      manifest[lang] = built;
    }
  }
  return manifest;
}

async function catalogueFor(
  storage: Storage,
  lang: Language,
  built: CatalogueFile,
  options: EnsureCataloguesOptions,
): Promise<CatalogueFile> {
  const fingerprint = catalogueFingerprint(options.snapshot, lang, options.siteUrl);
  if (fingerprint === builtFingerprint(lang, options.siteUrl)) return built;
  // The built file is part of the name: a deploy that draws catalogues differently draws the
  // edited ones again instead of serving the earlier layout.
  const name = catalogueFileName(lang, digest(`${fingerprint} ${built.path}`));
  return (await storedCatalogue(storage, name)) ?? (await drawOnce(storage, { name, lang, fingerprint, options }));
}

type Drawing = { name: string; lang: Language; fingerprint: string; options: EnsureCataloguesOptions };

/** How long the process drawing a catalogue keeps the others waiting before they draw it themselves. */
const claimMs = 60_000;
/** A claim is a row of its own beside the file it is for: `<name>.drawing`. */
const claimSuffix = ".drawing";
const pollMs = 200;

/**
 * Every process of every instance sees a publish within a second: the first to claim a
 * catalogue draws it while the others wait for its file, so the site draws it once. A claim
 * left by a process that died lapses after `claimMs`; one whose drawing failed holds the error
 * for as long, so the others give up at once instead of failing the same way.
 */
async function drawOnce(storage: Storage, drawing: Drawing): Promise<CatalogueFile> {
  const claim = `${drawing.name}${claimSuffix}`;
  for (;;) {
    if (await claimName(storage, claim)) {
      try {
        return await draw(storage, drawing, claim);
      } catch (error) {
        const message = (error as Error).message;
        await storage.write((trx) =>
          trx
            .updateTable("generated_files")
            .set({ meta: JSON.stringify({ error: message }) })
            .where("name", "=", claim)
            .execute(),
        );
        throw error;
      }
    }
    for (;;) {
      const rows = await storage.db
        .selectFrom("generated_files")
        .select(["name", "meta", "created_at"])
        .where("name", "in", [drawing.name, claim])
        .execute();
      const file = rows.find((row) => row.name === drawing.name);
      if (file) return catalogueEntry(file.meta);
      const held = rows.find((row) => row.name === claim);
      if (!held || Date.parse(held.created_at) <= Date.now() - claimMs) break;
      const { error } = JSON.parse(held.meta) as { error?: string };
      if (error) throw new Error(`Another process could not draw ${drawing.name}: ${error}`);
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }
}

/** Whether this process now holds `claim` (a lapsed one is taken over). */
async function claimName(storage: Storage, claim: string): Promise<boolean> {
  const now = new Date();
  return storage.write(async (trx) => {
    await trx
      .deleteFrom("generated_files")
      .where("name", "=", claim)
      .where("created_at", "<=", new Date(now.getTime() - claimMs).toISOString())
      .execute();
    const inserted = await trx
      .insertInto("generated_files")
      .values({ name: claim, content_type: "application/json", data: "", meta: "{}", created_at: now.toISOString() })
      .onConflict((oc) => oc.column("name").doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  });
}

async function draw(storage: Storage, { name, lang, fingerprint, options }: Drawing, claim: string) {
  const started = performance.now();
  // The PDF library and its fonts load with the first catalogue drawn, not with every process.
  const { renderCatalogue } = await import("~/catalogue/catalogue-render.server");
  const { pdf, plannedPages, content } = await renderCatalogue(lang, options.siteUrl, options.snapshot);
  const pages = pdfPageCount(pdf);
  // As at build (build.server.tsx): the contents page states page numbers, so a text that
  // pushed its page onto a second sheet makes a wrong catalogue.
  if (pages !== plannedPages)
    throw new Error(`The ${lang} catalogue has ${pages} pages, not ${plannedPages}: a page's text no longer fits it`);
  const entry: CatalogueFile = {
    lang,
    path: `/${catalogueFolder}/${name}`,
    title: content.meta.title,
    description: content.meta.subject,
    pages,
    bytes: pdf.length,
    cover: content.cover.image,
  };
  // Two processes that drew the same catalogue at once (a lapsed claim) keep the first's file.
  await storage.write(async (trx) => {
    await trx
      .insertInto("generated_files")
      .values({
        name,
        content_type: "application/pdf",
        data: pdf.toString("base64"),
        meta: JSON.stringify({ ...entry, fingerprint }),
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column("name").doNothing())
      .execute();
    await trx.deleteFrom("generated_files").where("name", "=", claim).execute();
  });
  const ms = Math.round(performance.now() - started);
  log.info({ event: "catalogue_drawn", lang, name, ms, bytes: pdf.length });
  options.onProgress?.(
    `${lang}: ${pages} pages, ${(pdf.length / 1024 / 1024).toFixed(2)} MB, ${(ms / 1000).toFixed(1)} s`,
  );
  return (await storedCatalogue(storage, name)) ?? entry;
}

/**
 * The pages of a PDF react-pdf wrote: its page objects, which pdfkit writes uncompressed
 * (pdf.js, which the build reads them with, is a development tool).
 */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
}

function catalogueEntry(meta: string): CatalogueFile {
  const { lang, path, title, description, pages, bytes, cover } = JSON.parse(meta) as CatalogueFile;
  return { lang, path, title, description, pages, bytes, cover };
}

async function storedCatalogue(storage: Storage, name: string): Promise<CatalogueFile | null> {
  const row = await storage.db.selectFrom("generated_files").select("meta").where("name", "=", name).executeTakeFirst();
  return row ? catalogueEntry(row.meta) : null;
}

/** A stored file by name, for serving (a claim is not a file). */
export async function generatedFile(
  storage: Storage,
  name: string,
): Promise<{ contentType: string; data: Buffer; createdAt: Date } | null> {
  if (name.endsWith(claimSuffix)) return null;
  const row = await storage.db
    .selectFrom("generated_files")
    .select(["content_type", "data", "created_at"])
    .where("name", "=", name)
    .executeTakeFirst();
  if (!row) return null;
  return { contentType: row.content_type, data: Buffer.from(row.data, "base64"), createdAt: new Date(row.created_at) };
}
