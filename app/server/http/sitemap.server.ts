import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { RequestHandler } from "express";
import {
  collectionPath,
  designDocumentId,
  designPath,
  projectDocumentId,
  projectPath,
} from "~/content/collection/schema";
import { collectionFrom } from "~/content/collection/shown";
import type { ContentSnapshot } from "~/content/documents";
import { defaultLanguage, type Language, languages, localizePath } from "~/i18n/languages";
import { log } from "~/platform/observability/log.server";
import { pagePath } from "~/site/pages";
import { routedPages } from "~/site/routed-pages";
import { acceptedEncoding } from "./accept-encoding.server";

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * One address of the sitemap: a Spanish path, the languages that show it (each its own URL and
 * an alternate of the others), and when what it shows was last published, where that is known.
 */
export type SitemapEntry = { path: string; languages: readonly Language[]; lastmod?: Date };

/**
 * Every page of the registry in six languages, the collection, and every design and case study
 * published content shows (in each language that shows it), each dated by its document's live
 * version; the collection by its latest design.
 */
export function sitemapEntries(snapshot: ContentSnapshot, published: ReadonlyMap<string, Date>): SitemapEntry[] {
  const pages: SitemapEntry[] = routedPages.map(({ id }) => ({ path: pagePath(id), languages }));
  const shown = new Map<string, { languages: Language[]; lastmod?: Date }>();
  for (const lang of languages) {
    const { designs, projects } = collectionFrom(snapshot, lang);
    for (const [path, id] of [
      ...designs.map((design) => [designPath(design.slug), designDocumentId(design.slug)] as const),
      ...projects.map((project) => [projectPath(project.slug), projectDocumentId(project.slug)] as const),
    ]) {
      const entry = shown.get(path) ?? { languages: [] };
      const lastmod = published.get(id);
      shown.set(path, { languages: [...entry.languages, lang], ...(lastmod ? { lastmod } : {}) });
    }
  }
  const designDates = collectionFrom(snapshot, defaultLanguage).designs.flatMap((design) => {
    const date = published.get(designDocumentId(design.slug));
    return date ? [date.getTime()] : [];
  });
  const collectionDate = designDates.length > 0 ? { lastmod: new Date(Math.max(...designDates)) } : {};
  // The collection's page is registered like any page; it is dated by its latest design.
  const dated = pages.map((page) => (page.path === collectionPath ? { ...page, ...collectionDate } : page));
  return [...dated, ...[...shown].map(([path, entry]) => ({ path, ...entry }))];
}

/**
 * sitemap.xml: each address in each of its languages, with its alternates in those languages and
 * x-default (the unprefixed URL, where the visitor's language is chosen), as Google documents,
 * and its `lastmod` where known.
 */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap(({ path, languages: shownIn, lastmod }) => {
    const url = (lang: Language) => escapeXml(`${siteUrl}${localizePath(path, lang)}`);
    const alternates = [
      ...shownIn.map((lang) => ({ hreflang: lang, href: url(lang) })),
      ...(shownIn.includes(defaultLanguage) ? [{ hreflang: "x-default", href: url(defaultLanguage) }] : []),
    ]
      .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
      .join("\n");
    const modified = lastmod ? `\n    <lastmod>${lastmod.toISOString().replace(/\.\d{3}Z$/, "Z")}</lastmod>` : "";
    return shownIn.map((lang) => `  <url>\n    <loc>${url(lang)}</loc>${modified}\n${alternates}\n  </url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** A generated file kept to be sent again: its bytes, compressed once, and its tag. */
type KeptFile = { body: Buffer; br: Buffer; gzip: Buffer; etag: string };

function keptFile(text: string): KeptFile {
  const body = Buffer.from(text);
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  return {
    body,
    br,
    gzip: gzipSync(body, { level: 9 }),
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
  };
}

/**
 * Serves sitemap.xml from published content: written and compressed once per published snapshot
 * (its dates read in one query) and sent from memory, brotli or gzip to whoever accepts them
 * (290 KB of XML is about 12 KB brotli), 304 to a crawler that has it; caches may keep it for an
 * hour. Without its dates (the database out of reach) it is sent without `lastmod`, and written
 * again on the next request.
 */
export function sitemapHandler(options: {
  siteUrl: string;
  snapshot: () => ContentSnapshot;
  publishedAt?: (ids: string[]) => Promise<ReadonlyMap<string, Date>>;
}): RequestHandler {
  const written = new WeakMap<ContentSnapshot, Promise<KeptFile>>();
  const write = (snapshot: ContentSnapshot): Promise<KeptFile> => {
    const kept = written.get(snapshot);
    if (kept) return kept;
    const ids = [...snapshot.keys()].filter((id) => id.startsWith("design.") || id.startsWith("project."));
    const file = (options.publishedAt?.(ids) ?? Promise.resolve(new Map<string, Date>())).then(
      (published) => keptFile(sitemapXml(options.siteUrl, sitemapEntries(snapshot, published))),
      (error: Error) => {
        written.delete(snapshot);
        log.error({ event: "sitemap_dates_failed", error: error.message });
        return keptFile(sitemapXml(options.siteUrl, sitemapEntries(snapshot, new Map())));
      },
    );
    written.set(snapshot, file);
    return file;
  };
  return (request, response, next) => {
    write(options.snapshot()).then((file) => {
      const encoding = acceptedEncoding(request, { br: true, gzip: true });
      response.setHeader("Content-Type", "application/xml; charset=utf-8");
      response.setHeader("Cache-Control", "public, max-age=3600");
      response.setHeader("Vary", "Accept-Encoding");
      response.setHeader("ETag", encoding ? file.etag.replace(/"$/, `-${encoding}"`) : file.etag);
      if (request.fresh) return void response.status(304).end();
      if (encoding) response.setHeader("Content-Encoding", encoding);
      const body = encoding ? file[encoding] : file.body;
      response.setHeader("Content-Length", String(body.length));
      response.end(request.method === "HEAD" ? undefined : body);
    }, next);
  };
}

export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /admin",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

/** Serves a text built once from configuration; caches may keep it for an hour. */
export function generatedFile(contentType: string, body: string): RequestHandler {
  return (_request, response) => {
    response.setHeader("Content-Type", contentType);
    response.setHeader("Cache-Control", "public, max-age=3600");
    response.send(body);
  };
}
