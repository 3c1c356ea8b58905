import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "react-router";
import { contentContext, nextEventEnd } from "~/content/context";
import { type ContentSnapshot, pathsShowing, seedSnapshot } from "~/content/documents";
import { languages, localizePath } from "~/i18n/languages";
import type { Storage } from "~/platform/db/db.server";
import { log } from "~/platform/observability/log.server";
import { ensureCatalogues } from "../content/catalogue-files.server";
import { catalogueContext } from "../content/catalogues.server";
import type { StoredDocument } from "../content/store/document.server";
import { liveVersions, loadSnapshot, snapshotOf } from "../content/store/live.server";
import type { Services } from "../services.server";
import { type RequestInfo, requestContext } from "./request-context.server";
import { inlineScriptHashes } from "./security-headers.server";

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

/** A pre-rendered file of a page: its address, its file path and its type. */
type PageFile = { url: string; file: string; contentType: string };

/** The pre-rendered files a Spanish site path has: the page and its data, in every language. */
export function filesOfPath(path: string): PageFile[] {
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

/**
 * A page whose pre-rendered file is not served: React Router renders it on request. Either the
 * published content no longer has it (a case study made hidden: the 404 page), or a publish
 * changed it and this process has not rendered it again yet, so the change shows at once.
 */
export type OnRequestFile = { onRequest: true };
const onRequest: OnRequestFile = { onRequest: true };

const equalJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export type LivePages = {
  /** What the site shows now (route loaders of pages rendered on request read it). */
  snapshot: () => ContentSnapshot;
  /** A page rendered from published content that differs from the build's, or one rendered on request, by file path. */
  file: (filePath: string) => RenderedFile | OnRequestFile | undefined;
  /** Renders one path with other content (a draft's preview), without keeping it. */
  render: (url: string, snapshot: ContentSnapshot) => Promise<Response>;
  /** Looks for published changes now (the studio after a publish; the timer every `pollMs`). */
  refresh: () => Promise<void>;
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
  requestInfo: Omit<RequestInfo, "clientAddress" | "services"> & { services: Services };
  pagePolicy: (scriptHashes: string[]) => string;
  pollMs?: number;
  now?: () => Date;
  /**
   * "development" (`npm run dev`): nothing is pre-rendered and every page is rendered on request
   * from the current sources, so no page is rendered ahead and held; what is published is
   * followed all the same (pages rendered on request and the studio's previews show it).
   */
  mode?: "production" | "development";
}): LivePages & { ready: Promise<void> } {
  const now = options.now ?? (() => new Date());
  const mode = options.mode ?? "production";
  const handler = createRequestHandler(options.build, mode);
  let versions = new Map<string, number>();
  let documents = new Map<string, StoredDocument>();
  let snapshot: ContentSnapshot = seedSnapshot;
  /** When an event shown now ends: the home page is rendered again then. */
  let eventsChangeAt = Number.POSITIVE_INFINITY;
  const files = new Map<string, RenderedFile | OnRequestFile>();
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

  /** The paths whose pages `content` draws otherwise than the build did (its documents, or the catalogues they link). */
  const differingPaths = (content: ContentSnapshot) => {
    const differing = new Set(
      [...content.keys()]
        .filter((id) => !equalJson(content.get(id), seedSnapshot.get(id)))
        .flatMap((id) => pathsShowing(id, content)),
    );
    // The pages that link the catalogues differ too once a catalogue was redrawn.
    if (!equalJson(catalogues.current, catalogues.built)) for (const path of cataloguePaths) differing.add(path);
    return differing;
  };

  /**
   * Takes the files of each path out of service at once: dropped where `content` draws the page
   * as the build did (its pre-rendered file serves again), rendered on request where it does not
   * (`onRequest`: React Router renders it from the content now live) until it is rendered again
   * here. Answers the files to render.
   */
  const release = (paths: Iterable<string>, content: ContentSnapshot) => {
    if (mode === "development") return [];
    const differing = differingPaths(content);
    const toRender: PageFile[] = [];
    for (const path of paths)
      for (const entry of filesOfPath(path)) {
        files.delete(entry.file);
        if (!differing.has(path)) continue;
        files.set(entry.file, onRequest);
        toRender.push(entry);
      }
    return toRender;
  };

  /** Renders each file with `content` and serves it from memory from then on; answers how many were kept. */
  const renderFiles = async (toRender: PageFile[], content: ContentSnapshot) => {
    let rendered = 0;
    for (const { url, file, contentType } of toRender) {
      const response = await render(url, content);
      const body = Buffer.from(await response.arrayBuffer());
      // Gone from the published content: answered 404 on request from now on.
      if (response.status === 404) continue;
      if (response.status !== 200) throw new Error(`${url} answered ${response.status} when rendered`);
      const html = contentType.startsWith("text/html");
      files.set(file, {
        body,
        br: await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: await gzipAsync(body, { level: 9 }),
        etag: `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`,
        contentType,
        ...(html ? { policy: options.pagePolicy(inlineScriptHashes(body.toString("utf8"))) } : {}),
        lastModified: now(),
      });
      rendered++;
    }
    return rendered;
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

  /**
   * Takes what is live at `now`: renders the paths the edited documents show (before and after:
   * a section may have left a page) and the home page when an event ended; then the catalogues a
   * change may alter (drawn once site-wide, about a second a language) and the pages that link
   * them. An event that ended changes no document (the build's seed has no end times), so only
   * the home page; an unchanged site renders nothing.
   */
  const refresh = async (first = false) => {
    const at = now();
    const live = await liveVersions(options.storage, at);
    const changed = [...live].filter(([id, number]) => versions.get(id) !== number).map(([id]) => id);
    const eventEnded = at.getTime() >= eventsChangeAt;
    if (changed.length === 0 && !eventEnded) return;
    const started = performance.now();
    const loaded = await loadSnapshot(options.storage, new Map(changed.map((id) => [id, live.get(id) ?? 0])));
    const nextDocuments = new Map([...documents, ...loaded]);
    const next: ContentSnapshot = new Map([...seedSnapshot, ...snapshotOf(nextDocuments)]);
    // Documents whose content moved (a new version can hold the same content: a rollback).
    const edited = changed.filter((id) => !equalJson(next.get(id), snapshot.get(id)));
    const paths = new Set<string>(eventEnded ? ["/"] : []);
    for (const id of edited)
      for (const path of [...pathsShowing(id, snapshot), ...pathsShowing(id, next)]) paths.add(path);
    // What is published shows at once: the sitemap, the search and every page rendered on request
    // read the new content, and the pages it changed are rendered on request until each is held
    // again. Before, a process went on serving the old pages until it had rendered them all
    // (24 files for a case study: 7 s on an idle 2-core machine, over 30 s on a loaded one).
    const toRender = release(paths, next);
    versions = live;
    documents = nextDocuments;
    snapshot = next;
    // A quote's e-mails read the design's picture from above in what is published (services.server.ts).
    if (options.requestInfo.services.content) options.requestInfo.services.content.snapshot = next;
    eventsChangeAt = nextEventEnd(next, at);
    let rendered = await renderFiles(toRender, next);
    if (edited.length > 0 && (await followCatalogues(next)))
      rendered += await renderFiles(release(cataloguePaths, next), next);
    log.info({
      event: first ? "content_loaded" : "content_live",
      // Which process took which versions: an operator (and a test) can tell when every process
      // of every instance serves a publish.
      process: process.pid,
      versions: Object.fromEntries(changed.map((id) => [id, live.get(id)])),
      documents: edited,
      paths: [...paths],
      rendered,
      ms: Math.round(performance.now() - started),
    });
  };

  const tick = () => {
    if (stopped || running) return;
    running = refresh()
      .catch((error: Error) => log.error({ event: "content_refresh_failed", error: error.message }))
      .finally(() => {
        running = null;
      });
  };
  // The first look: every document is a change from the seed the build rendered.
  const ready = refresh(true);
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
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
