import { readdirSync, readFileSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import send from "send";
import { acceptedEncoding } from "./accept-encoding.server";
import { suffixRangesWithin } from "./byte-ranges.server";
import type { OnRequestFile, RenderedFile } from "./live-pages.server";
import { inlineScriptHashes } from "./security-headers.server";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".mp4": "video/mp4",
  ".pdf": "application/pdf",
  // React Router's pre-rendered data for client-side navigation
  ".data": "text/x-script; charset=utf-8",
};

type FileInfo = {
  size: number;
  mtime: Date;
  etag: string;
  /** A page's Content-Security-Policy, which allows its inline scripts by hash. */
  policy?: string;
};

type PagePolicy = (scriptHashes: string[]) => string;

/**
 * A path with a segment that starts with a dot: never a file of the site, but bookkeeping kept
 * beside it (the image step's `img/.cache.json`), or a trick (`..`). The site serves nothing
 * under `/.well-known/`; a file there would need to be let through here.
 */
const dotSegment = /(^|\/)\./;

/**
 * Every file under `dir`, by URL path: listed at start (what is not listed is not served),
 * each file's size, date and tag read the first time it is asked for, and a page's policy (the
 * hashes of its inline scripts) worked out then from its HTML. Reading all of it at start took
 * about half a second of a new process's time (3,500 files, 380 pages) before it could serve:
 * time a site whose every process was killed at once spends refusing connections.
 */
function indexFiles(dir: string, pagePolicy: PagePolicy) {
  const listed = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const urlPath = `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`;
    if (!dotSegment.test(urlPath)) listed.add(urlPath);
  }
  const known = new Map<string, FileInfo>();
  return {
    has: (urlPath: string) => listed.has(urlPath),
    get(urlPath: string): FileInfo | undefined {
      if (!listed.has(urlPath)) return undefined;
      const kept = known.get(urlPath);
      if (kept) return kept;
      const absolute = path.join(dir, urlPath);
      const stats = statSync(absolute);
      const info: FileInfo = {
        size: stats.size,
        mtime: stats.mtime,
        etag: `W/"${stats.size.toString(16)}-${stats.mtimeMs.toString(16)}"`,
        ...(urlPath.endsWith(".html")
          ? { policy: pagePolicy(inlineScriptHashes(readFileSync(absolute, "utf8"))) }
          : {}),
      };
      known.set(urlPath, info);
      return info;
    },
  };
}

/** A catalogue PDF: its name carries a hash of its bytes (app/catalogue/build.server.tsx). */
const cataloguePdf = /^\/catalogues\/([\w-]+?)-[0-9a-f]{10}\.pdf$/;

function cacheControl(urlPath: string): string {
  // Vite's hashed assets and the hashed catalogues never change under the same name.
  if (urlPath.startsWith("/assets/") || cataloguePdf.test(urlPath)) return "public, max-age=31536000, immutable";
  // Pages and their data are revalidated on every visit (cheap: ETag, 304).
  if (urlPath.endsWith(".html") || urlPath.endsWith(".data")) return "public, max-age=0, must-revalidate";
  return "public, max-age=86400";
}

/**
 * Serves the client build: hashed assets, images, and the pre-rendered HTML of every page
 * (`/en/contacto` -> `en/contacto/index.html`), choosing the precompressed brotli or gzip
 * file when the browser accepts it. Anything else goes on to React Router.
 */
export function staticFiles(
  clientDir: string,
  options: {
    pagePolicy: PagePolicy;
    /** A page rendered after a publish in place of the build's, or one rendered on request instead (live-pages.server.ts). */
    rendered?: (filePath: string) => RenderedFile | OnRequestFile | undefined;
    /** Bytes of files held in memory (HeldFiles). */
    heldBytes?: number;
    /**
     * The query a page is rendered from (page-addresses.server.ts `pageQuery`): empty when its
     * pre-rendered file answers the address whatever its query.
     */
    renderedQuery?: (requestPath: string, query: URLSearchParams) => string;
  },
) {
  const files = indexFiles(clientDir, options.pagePolicy);
  const heldFiles = new HeldFiles(options.heldBytes ?? defaultHeldBytes);

  return function serveStatic(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    // Decoded once, as the index is keyed: `%2e` is a dot here, and `%252e` matches no file.
    if (dotSegment.test(urlPath)) return next();
    if (urlPath.length > 1 && urlPath.endsWith("/") && files.has(`${urlPath}index.html`)) {
      const query = req.originalUrl.slice(req.path.length);
      return res.redirect(308, urlPath.replace(/\/+$/, "") + query);
    }
    // Pages are reached by their clean URL only; compressed twins only through Accept-Encoding.
    if (/\.(html|br|gz)$/.test(urlPath)) return next();
    // A page drawn from what its address's query asks (the collection's filters, a design's
    // colourway, the configurator's rug, a form's success state...) is rendered from that alone,
    // page and data; any other query changes nothing, and the pre-rendered page answers it.
    if (options.renderedQuery && (!path.extname(urlPath) || urlPath.endsWith(".data"))) {
      const at = req.originalUrl.indexOf("?");
      if (at >= 0) {
        const query = options.renderedQuery(req.path, new URLSearchParams(req.originalUrl.slice(at + 1)));
        if (query) {
          req.originalUrl = req.url = `${req.path}?${query}`;
          return next();
        }
      }
    }
    const filePath = path.extname(urlPath) ? urlPath : `${urlPath === "/" ? "" : urlPath}/index.html`;
    const rendered = options.rendered?.(filePath);
    // A page published content no longer has goes on to React Router, which answers 404; one a
    // publish changed, while it is rendered again, goes there too and is rendered on request.
    if (rendered) return "body" in rendered ? sendRendered(req, res, filePath, rendered) : next();
    const file = files.get(filePath);
    if (!file) return next();

    const encoding = acceptedEncoding(req, { br: files.has(`${filePath}.br`), gzip: files.has(`${filePath}.gz`) });
    const servedPath = encoding === "br" ? `${filePath}.br` : encoding === "gzip" ? `${filePath}.gz` : filePath;
    const served = files.get(servedPath) ?? file;

    setFileHeaders(res, filePath, {
      contentType: contentTypes[path.extname(filePath)] ?? "application/octet-stream",
      policy: file.policy,
      etag: served.etag,
      encoding,
      compressed: files.has(`${filePath}.br`) || files.has(`${filePath}.gz`),
    });
    const catalogue = cataloguePdf.exec(filePath);
    if (catalogue) {
      // Opened in the browser's viewer, or saved (the download button asks with ?download)
      // under a readable name without the hash.
      const disposition = "download" in req.query ? "attachment" : "inline";
      res.setHeader("Content-Disposition", `${disposition}; filename="${catalogue[1]}.pdf"`);
    }

    // Small files (every page, its data and compressed twins, scripts, styles, images) are sent
    // from memory once read: an answer then takes one turn of the event loop, as a kept 404 page
    // does. Read from disk each time, a page took several turns (open, stat, read, close), each
    // behind everything else waiting: under a flood of unknown addresses, answered from memory,
    // pages fell to 12% of their idle throughput.
    if (served.size <= heldFiles.maxFileBytes && req.headers.range === undefined) {
      const held = heldFiles.get(servedPath);
      if (held) return sendFromMemory(req, res, held, file.mtime);
      return void readFile(path.join(clientDir, servedPath)).then((body) => {
        heldFiles.set(servedPath, body);
        sendFromMemory(req, res, body, file.mtime);
      }, next);
    }
    // The rest (the video, the catalogues' PDFs) and byte ranges (206, for video and PDF
    // players) are `send`'s, the engine of Express's own static files; it keeps the
    // Content-Type, Cache-Control and ETag set above.
    req.headers.range = suffixRangesWithin(req.headers.range, served.size);
    send(req, servedPath, { root: clientDir, index: false, cacheControl: false, etag: false, dotfiles: "allow" })
      .on("error", next)
      .pipe(res);
  };
}

/**
 * The headers of a file of the site, pre-rendered or rendered after a publish alike: its type,
 * cache rule, page policy, an ETag per encoding, and `Vary` where a compressed twin exists.
 */
function setFileHeaders(
  res: Response,
  filePath: string,
  file: {
    contentType: string;
    policy?: string | undefined;
    etag: string;
    encoding: "br" | "gzip" | null;
    compressed: boolean;
  },
): void {
  const etag = file.encoding ? file.etag.replace(/"$/, `-${file.encoding}"`) : file.etag;
  res.setHeader("Content-Type", file.contentType);
  res.setHeader("Cache-Control", cacheControl(filePath));
  if (file.policy) res.setHeader("Content-Security-Policy", file.policy);
  res.setHeader("ETag", etag);
  if (file.compressed) res.setHeader("Vary", "Accept-Encoding");
  if (file.encoding) res.setHeader("Content-Encoding", file.encoding);
}

/**
 * Every page in six languages with its compressed twins and data is about 40 MB; the pages people
 * open, and every script, style and picture they load, fit in far less.
 */
const defaultHeldBytes = 64 * 1024 * 1024;

/** Files of the build held in memory, the least recently sent dropped first past `maxBytes`. */
class HeldFiles {
  readonly maxFileBytes = 1024 * 1024;
  readonly #files = new Map<string, Buffer>();
  #bytes = 0;
  constructor(private readonly maxBytes: number) {}
  get(filePath: string): Buffer | undefined {
    const body = this.#files.get(filePath);
    if (!body) return undefined;
    this.#files.delete(filePath);
    this.#files.set(filePath, body);
    return body;
  }
  set(filePath: string, body: Buffer) {
    if (this.#files.has(filePath) || body.length > this.maxBytes) return;
    this.#files.set(filePath, body);
    this.#bytes += body.length;
    for (const [oldest, dropped] of this.#files) {
      if (this.#bytes <= this.maxBytes) break;
      this.#files.delete(oldest);
      this.#bytes -= dropped.length;
    }
  }
}

/**
 * A file from memory (one of the build's, or a page rendered after a publish), with the headers
 * set for it: a 304 when the browser has it (its ETag, or its date), else the body.
 */
function sendFromMemory(req: Request, res: Response, body: Buffer, modified: Date) {
  res.setHeader("Last-Modified", modified.toUTCString());
  if (req.fresh) return void res.status(304).end();
  res.setHeader("Content-Length", String(body.length));
  res.status(200).end(req.method === "HEAD" ? undefined : body);
}

/** A page rendered after a publish, from memory, with the same headers as a pre-rendered file. */
function sendRendered(req: Request, res: Response, filePath: string, file: RenderedFile) {
  const encoding = acceptedEncoding(req, { br: true, gzip: true });
  const body = encoding === "br" ? file.br : encoding === "gzip" ? file.gzip : file.body;
  setFileHeaders(res, filePath, { ...file, encoding, compressed: true });
  sendFromMemory(req, res, body, file.lastModified);
}
