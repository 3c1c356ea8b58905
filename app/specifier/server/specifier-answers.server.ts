import type { Request, Response } from "express";
import { addressSubject } from "~/leads/server/limits.server";
import { log } from "~/platform/observability/log.server";
import { clientAddress } from "~/platform/region.server";
import { busyRetryAfterSeconds } from "~/platform/request-info.server";
import type { TopViewArtwork, TopViewPicture } from "~/rug/artwork/top-view-artwork";
import type { DocumentWorkers } from "./workers/worker-pool.server";

/**
 * Who asks for a document, as the document thread shares its places (fair-queue.server.ts): the
 * client's address behind the proxies we trust, an IPv6 client by its /64.
 */
export function askedBy(request: Pick<Request, "ip">): string {
  return addressSubject(clientAddress(request));
}

/** A document endpoint's answer in words (a refusal, a failure): plain text, never kept. */
export function answerText(response: Response, status: number, text: string): void {
  response.status(status).set("Cache-Control", "no-store").type("text/plain; charset=utf-8").send(text);
}

/**
 * How a document endpoint (the specification sheet, the specifier's pack) sheds a request its
 * document thread has no room for: 503 with `Retry-After`, answered after a pause, so a flood's
 * client asking again at once is held to a few requests a second per connection rather than
 * thousands of refusals the pages would pay for. Logged as `event` with the count shed: the first
 * at once, then at most once a second.
 */
export function documentShedding(
  event: string,
  documents: DocumentWorkers,
  options: { pauseMs?: number | undefined } = {},
) {
  const pauseMs = options.pauseMs ?? 500;
  let shed = 0;
  let logged = Number.NEGATIVE_INFINITY;
  return async (response: Response, text: string): Promise<void> => {
    shed++;
    if (performance.now() - logged >= 1000) {
      logged = performance.now();
      log.warn({ event, shed, pending: documents.pending() });
      shed = 0;
    }
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    if (response.destroyed) return;
    response.set("Retry-After", String(busyRetryAfterSeconds));
    answerText(response, 503, text);
  };
}

/** An upload's largest file by its name (a studio design's picture from above), or null when there is none. */
export type ReadMedia = (name: string) => Promise<Uint8Array | null>;

/**
 * The picture from above's bytes, read from storage by the name the published content gives (never
 * by anything the request said); none when it cannot be read, and the pack is made without it
 * (the visitor is told nothing wrong: the rug is drawn with its motif). The specifier's pack and
 * the specification sheet read it so, and hand it to the document thread with the job.
 */
export async function topViewPicture(
  view: TopViewArtwork | undefined,
  read: ReadMedia | undefined,
): Promise<TopViewPicture | undefined> {
  if (!view || !read) return undefined;
  try {
    const bytes = await read(view.media);
    if (bytes) return { view, bytes };
    log.warn({ event: "top_view_missing", media: view.media });
  } catch (error) {
    log.warn({ event: "top_view_missing", media: view.media, error: (error as Error).message });
  }
  return undefined;
}
