import { createHash } from "node:crypto";
import type { Request, Response } from "express";
import { isMediaName, mediaWidths } from "~/content/media-names";
import type { Storage } from "~/platform/db/db.server";
import { log } from "~/platform/observability/log.server";
import { mediaFile } from "../content/media.server";

/** `<media name>-<width>.<avif|webp>`: the address `mediaUrl` makes; nothing else is looked up. */
const fileNamePattern = /^(m-[0-9a-f]{16}-\d{2,5}x\d{2,5})-([1-9]\d{1,4})\.(avif|webp)$/;

/** Files kept in memory, by total size: a page's images are read from the database once. */
export const mediaCacheBytes = 64 * 1024 * 1024;

type CachedFile = { contentType: string; data: Buffer; etag: string };

/**
 * `GET /media/:name`: an uploaded image's file, from the database. The name carries a hash of
 * the upload, so a name always means the same bytes: browsers and CDNs keep it for a year.
 */
export function mediaHandler(storage: Storage, options: { cacheBytes?: number } = {}) {
  const cache = new ByteLru<CachedFile>(options.cacheBytes ?? mediaCacheBytes);
  // Requests for a file already being read wait for that read instead of starting another.
  const reading = new Map<string, Promise<CachedFile | null>>();

  const load = (id: string, file: string): Promise<CachedFile | null> => {
    const key = `${id}/${file}`;
    const cached = cache.get(key);
    if (cached) return Promise.resolve(cached);
    let pending = reading.get(key);
    if (!pending) {
      pending = mediaFile(storage, id, file)
        .then((found) => {
          if (!found) return null;
          const etag = `"${createHash("sha256").update(found.data).digest("base64url").slice(0, 22)}"`;
          const entry = { ...found, etag };
          cache.set(key, entry, found.data.length);
          return entry;
        })
        .finally(() => reading.delete(key));
      reading.set(key, pending);
    }
    return pending;
  };

  return async (request: Request, response: Response): Promise<void> => {
    const match = fileNamePattern.exec(String(request.params.name ?? ""));
    const [, id = "", widthText = "", format = ""] = match ?? [];
    const width = Number(widthText);
    if (!match || !isMediaName(id) || !mediaWidths(id).includes(width)) return notFound(response);
    let found: CachedFile | null;
    try {
      found = await load(id, `${width}.${format}`);
    } catch (error) {
      log.error({ event: "media_read_failed", id, file: `${width}.${format}`, error: (error as Error).message });
      response.status(500).set("Cache-Control", "no-store").type("text/plain").send("Internal error");
      return;
    }
    if (!found) return notFound(response);
    response.set({
      "Content-Type": found.contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: found.etag,
      "X-Content-Type-Options": "nosniff",
    });
    if (request.fresh) {
      response.status(304).end();
      return;
    }
    response.set("Content-Length", String(found.data.length));
    response.status(200).end(found.data);
  };
}

function notFound(response: Response): void {
  // Not cached: the name may be an upload that is still being stored.
  response.status(404).set({ "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" });
  response.type("text/plain").send("Not found");
}

/** Least recently used entries leave first, once their sizes add up to more than `maxBytes`. */
export class ByteLru<T> {
  private readonly entries = new Map<string, { value: T; bytes: number }>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get bytes(): number {
    return this.total;
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // A Map iterates in insertion order: re-inserting makes this the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: T, bytes: number): void {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= entry.bytes;
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }
}
