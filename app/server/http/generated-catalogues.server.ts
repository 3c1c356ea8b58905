import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { catalogueFileNamePattern } from "~/content/catalogue-file-name";
import type { Storage } from "~/platform/db/db.server";
import { log } from "~/platform/observability/log.server";
import { generatedFile } from "../content/catalogue-files.server";
import { suffixRangesWithin } from "./byte-ranges.server";
import { ByteLru } from "./media-files.server";

/** Drawn catalogues kept in memory, by total size: each is read from the database once. */
export const catalogueCacheBytes = 32 * 1024 * 1024;

type CachedFile = { contentType: string; data: Buffer; etag: string; lastModified: string };

/**
 * `GET /catalogues/:name` for the catalogues drawn after a publish, with the built ones' headers
 * (static.server.ts): kept for a year (the name changes with the content), opened in the browser
 * or saved with `?download` under the name without its hash, byte ranges for PDF viewers. A name
 * not stored goes on (the built files are served before this; anything else is a 404 page).
 */
export function generatedCatalogueHandler(storage: Storage, options: { cacheBytes?: number } = {}) {
  const cache = new ByteLru<CachedFile>(options.cacheBytes ?? catalogueCacheBytes);
  const load = async (name: string): Promise<CachedFile | null> => {
    const cached = cache.get(name);
    if (cached) return cached;
    const found = await generatedFile(storage, name);
    if (!found) return null;
    const entry = {
      contentType: found.contentType,
      data: found.data,
      etag: `"${createHash("sha256").update(found.data).digest("base64url").slice(0, 22)}"`,
      lastModified: found.createdAt.toUTCString(),
    };
    cache.set(name, entry, found.data.length);
    return entry;
  };

  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    const name = String(request.params.name ?? "");
    const match = catalogueFileNamePattern.exec(name);
    if (!match) return next();
    let found: CachedFile | null;
    try {
      found = await load(name);
    } catch (error) {
      log.error({ event: "catalogue_read_failed", name, error: (error as Error).message });
      response.status(500).set("Cache-Control", "no-store").type("text/plain").send("Internal error");
      return;
    }
    if (!found) return next();
    const disposition = "download" in request.query ? "attachment" : "inline";
    response.set({
      "Content-Type": found.contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Disposition": `${disposition}; filename="${match[1]}.pdf"`,
      ETag: found.etag,
      "Last-Modified": found.lastModified,
      "Accept-Ranges": "bytes",
    });
    if (request.fresh) {
      response.status(304).end();
      return;
    }
    const size = found.data.length;
    const ifRange = request.get("If-Range");
    request.headers.range = suffixRangesWithin(request.headers.range, size);
    const ranges = ifRange === undefined || ifRange === found.etag ? request.range(size) : undefined;
    if (ranges === -1) {
      response.status(416).set("Content-Range", `bytes */${size}`).end();
      return;
    }
    // One range is what PDF viewers ask for; several, or a malformed header, get the whole file.
    const range = Array.isArray(ranges) && ranges.type === "bytes" && ranges.length === 1 ? ranges[0] : undefined;
    const body = range ? found.data.subarray(range.start, range.end + 1) : found.data;
    if (range) response.status(206).set("Content-Range", `bytes ${range.start}-${range.end}/${size}`);
    else response.status(200);
    response.set("Content-Length", String(body.length));
    response.end(request.method === "HEAD" ? undefined : body);
  };
}
