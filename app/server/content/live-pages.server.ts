import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "react-router";
import { type ContentSnapshot, pathsShowing, seedSnapshot } from "~/content/documents";
import { contentContext, eventsFrom } from "~/content/live";
import { languages, localizePath } from "~/i18n/languages";
import { catalogueContext } from "../catalogues.server";
import type { Storage } from "../db/db.server";
import { log } from "../log.server";
import { type RequestInfo, requestContext } from "../request-context.server";
import { inlineScriptHashes } from "../security-headers.server";
import { ensureCatalogues } from "./catalogue-files.server";
import { liveVersions, loadSnapshot, type StoredDocument, snapshotOf } from "./store.server";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page (or its data) rendered after a publish, held in memory and served like a pre-rendered file. */
export type RenderedFile = {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  contentType: string;
  /** A page's Content-Security-Policy (its inline scripts by hash). */
  policy?: string;
  lastModified: Date;
};

/** The pre-rendered files a Spanish site path has: the page and its data, in every language. */
export function filesOfPath(path: string): { url: string; file: string; contentType: string }[] {
  return languages.flatMap((lang) => {
    const url = localizePath(path, lang);
    const page = url === "/" ? "/index.html" : `${url}/index.html`;
    const data = url === "/" ? "/_.data" : `${url}.data`;
    return [
      { url, file: page, contentType: "text/html; charset=utf-8" },
      { url: data, file: data, contentType: "text/x-script; charset=utf-8" },
    ];
  });
}

const equalJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The events each language shows now: when one ends, the home page is rendered again. */
const visibleEventsKey = (snapshot: ContentSnapshot, now: Date) =>
  eventsFrom(snapshot, "es", now)
    .map((item) => item.id)
    .join(",");

export type LivePages = {
  /** What the site shows now (route loaders of pages rendered on request read it). */
  snapshot: () => ContentSnapshot;
  /** A page rendered from published content that differs from the build's, by file path. */
  file: (filePath: string) => RenderedFile | undefined;
  /** Renders one path with other content (a draft's preview), without keeping it. */
  render: (url: string, snapshot: ContentSnapshot) => Promise<Response>;
  /** Looks for published changes now (tests; the timer does it every `pollMs`). */
  refresh: () => Promise<void>;
  /** When the last publish was picked up, per site path (sitemap's lastmod). */
  lastModified: (path: string) => Date | undefined;
  stop: () => void;
};

/**
 * Publishing without a build: every process watches the database's live versions (a cheap query
 * every `pollMs`, so each instance and each process of it sees a publish within seconds, on
 * SQLite and PostgreSQL alike) and renders the pages a changed document shows with the server
 * build's own request handler, holding them in memory like pre-rendered files, with their
 * policies and compressed twins. Content that equals the build's needs no render: an unchanged
 * site serves its pre-rendered files from the first request.
 */
export function startLivePages(options: {
  storage: Storage;
  build: ServerBuild;
  siteUrl: string;
  requestInfo: Omit<RequestInfo, "clientAddress">;
  pagePolicy: (scriptHashes: string[]) => string;
  pollMs?: number;
  now?: () => Date;
}): LivePages & { ready: Promise<void> } {
  const now = options.now ?? (() => new Date());
  const handler = createRequestHandler(options.build, "production");
  let versions = new Map<string, number>();
  let documents = new Map<string, StoredDocument>();
  let snapshot: ContentSnapshot = seedSnapshot;
  let eventsKey = visibleEventsKey(seedSnapshot, now());
  let files = new Map<string, RenderedFile>();
  const modified = new Map<string, Date>();
  let running: Promise<void> | null = null;
  let stopped = false;

  const catalogues = options.requestInfo.services.catalogues;
  /** The pages that link the catalogues: drawn again when a published change redraws one. */
  const cataloguePaths = ["/catalogos"];
  const render = async (url: string, content: ContentSnapshot) => {
    const context = requestContext({ ...options.requestInfo, clientAddress: null });
    context.set(contentContext, content);
    context.set(catalogueContext, catalogues.current);
    return handler(new Request(new URL(url, options.siteUrl)), context);
  };

  const renderPath = async (path: string, content: ContentSnapshot, into: Map<string, RenderedFile>) => {
    for (const { url, file, contentType } of filesOfPath(path)) {
      const response = await render(url, content);
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) throw new Error(`${url} answered ${response.status} when rendered`);
      const html = contentType.startsWith("text/html");
      into.set(file, {
        body,
        br: await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: await gzipAsync(body, { level: 9 }),
        etag: `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`,
        contentType,
        ...(html ? { policy: options.pagePolicy(inlineScriptHashes(body.toString("utf8"))) } : {}),
        lastModified: now(),
      });
    }
  };

  /** The documents whose live content is not what the build rendered. */
  const differingFromBuild = (next: ContentSnapshot) =>
    [...next.keys()].filter((id) => !equalJson(next.get(id), seedSnapshot.get(id)));

  const refresh = async () => {
    const at = now();
    const live = await liveVersions(options.storage, at);
    const changed = [...live].filter(([id, number]) => versions.get(id) !== number).map(([id]) => id);
    const nextKey = visibleEventsKey(snapshot, at);
    if (changed.length === 0 && nextKey === eventsKey) return;
    const started = performance.now();
    const loaded = await loadSnapshot(options.storage, new Map(changed.map((id) => [id, live.get(id) ?? 0])));
    const nextDocuments = new Map([...documents, ...loaded]);
    const next = new Map([...seedSnapshot, ...snapshotOf(nextDocuments)]);
    // Paths to render: those the changed documents show, before and after (a section may have
    // left a page), and the home page when an event ended; only where content differs from the
    // build's, or where an earlier render is to be replaced.
    const paths = new Set<string>();
    for (const id of changed)
      for (const path of [...pathsShowing(id, snapshot), ...pathsShowing(id, next)]) paths.add(path);
    if (nextKey !== eventsKey || visibleEventsKey(next, at) !== eventsKey) paths.add("/");
    const differing = new Set(differingFromBuild(next).flatMap((id) => pathsShowing(id, next)));
    const nextFiles = new Map(files);
    for (const path of paths) {
      const asBuilt =
        !differing.has(path) && !(path === "/" && visibleEventsKey(next, at) !== visibleEventsKey(seedSnapshot, at));
      for (const { file } of filesOfPath(path)) nextFiles.delete(file);
      if (!asBuilt) await renderPath(path, next, nextFiles);
      modified.set(path, at);
    }
    versions = live;
    documents = nextDocuments;
    snapshot = next;
    eventsKey = visibleEventsKey(next, at);
    files = nextFiles;
    // Pages first, then the catalogues a change may alter (drawn once site-wide, about a second a
    // language), then the pages that link them.
    if (changed.length > 0 && (await followCatalogues(next))) {
      const relinked = new Map(files);
      for (const path of cataloguePaths) {
        for (const { file } of filesOfPath(path)) relinked.delete(file);
        await renderPath(path, next, relinked);
      }
      files = relinked;
    }
    if (paths.size > 0 || changed.length > 0)
      log.info({
        event: "content_live",
        documents: changed,
        paths: [...paths],
        rendered: [...paths].filter((path) => nextFiles.has(filesOfPath(path)[0]?.file ?? "")).length * 12,
        ms: Math.round(performance.now() - started),
      });
  };

  /** Brings the catalogues in line with `content`; whether the manifest changed. */
  const followCatalogues = async (content: ContentSnapshot): Promise<boolean> => {
    const next = await ensureCatalogues(options.storage, {
      snapshot: content,
      siteUrl: options.siteUrl,
      built: catalogues.built,
    });
    if (equalJson(next, catalogues.current)) return false;
    catalogues.current = next;
    return true;
  };

  const tick = () => {
    if (stopped || running) return;
    running = refresh()
      .catch((error: Error) => log.error({ event: "content_refresh_failed", error: error.message }))
      .finally(() => {
        running = null;
      });
  };
  const ready = (async () => {
    const at = now();
    const live = await liveVersions(options.storage, at);
    const loaded = await loadSnapshot(options.storage, live);
    const first = new Map([...seedSnapshot, ...snapshotOf(loaded)]);
    const started = performance.now();
    const differing = new Set(differingFromBuild(first).flatMap((id) => pathsShowing(id, first)));
    if (visibleEventsKey(first, at) !== visibleEventsKey(seedSnapshot, at)) differing.add("/");
    if (differing.size > 0 && (await followCatalogues(first))) for (const path of cataloguePaths) differing.add(path);
    const firstFiles = new Map<string, RenderedFile>();
    for (const path of differing) await renderPath(path, first, firstFiles);
    versions = live;
    documents = loaded;
    snapshot = first;
    eventsKey = visibleEventsKey(first, at);
    files = firstFiles;
    log.info({
      event: "content_loaded",
      documents: live.size,
      rendered: firstFiles.size,
      ms: Math.round(performance.now() - started),
    });
  })();
  const timer = setInterval(tick, options.pollMs ?? 1_000);
  timer.unref();

  return {
    ready,
    snapshot: () => snapshot,
    file: (filePath) => files.get(filePath),
    render,
    refresh: async () => {
      await ready;
      while (running) await running;
      await refresh();
    },
    lastModified: (path) => modified.get(path),
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
