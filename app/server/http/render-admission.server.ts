import type { OutgoingHttpHeaders } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { localizePath, splitLanguage } from "~/i18n/languages";
import { maxEventLoopLagMs } from "~/platform/env.server";
import { log } from "~/platform/observability/log.server";
import { pageRenderCacheHits, pageRenders, pageRendersShed } from "~/platform/observability/metrics.server";
import { busyRetryAfterSeconds } from "./admission.server";
import { onceAnswered } from "./answered.server";
import { renderBusyPage } from "./busy-pages.server";
import { dataPage } from "./data-requests.server";
import { pageMatcher, type RouteTable } from "./page-matcher.server";
import { AnswerCache, compressAnswer, type KeptAnswer, recordAnswer, sendAnswer } from "./render-cache.server";

export type RenderShedReason = "queue_full" | "event_loop_lag";

/** What one request asks to be rendered: its cache key, and the address rendered for it (its page's, or the 404 page's). */
type RenderTarget = { key: string; notFound: boolean; renderUrl: string };

/**
 * The cache key of a request: method, path and the query its page reads (`renderedQuery`: a
 * stranger's junk parameters are dropped, so they never make another render), its parameters
 * sorted by name (the order of one name's values kept: the configurator's first colour is the
 * ground); the page is rendered from that query alone. Every unknown address of a language
 * shares one key, and is rendered for that language's `/404`: one body for all of them, and no
 * visitor's address kept and shown to the next (the 404 page links to its own address in the
 * six languages).
 */
function renderTarget(
  request: Request,
  isPage: (pathname: string) => boolean,
  routeIds: Set<string>,
  renderedQuery: (requestPath: string, query: URLSearchParams) => string,
): RenderTarget {
  const data = request.path.endsWith(".data");
  const page = data ? dataPage(request.path) : request.path;
  const at = request.originalUrl.indexOf("?");
  const query = new URLSearchParams(at < 0 ? "" : request.originalUrl.slice(at + 1));
  if (isPage(page)) {
    const read = new URLSearchParams(renderedQuery(request.path, query));
    read.sort();
    const search = read.toString();
    const url = `${request.path}${search ? `?${search}` : ""}`;
    return { key: `${request.method} ${url}`, notFound: false, renderUrl: url };
  }
  const { lang } = splitLanguage(page);
  // A data request names the routes whose data it wants; only those of this build count.
  const routes = query.has("_routes")
    ? `?_routes=${(query.get("_routes") ?? "")
        .split(",")
        .filter((id) => routeIds.has(id))
        .sort()
        .join(",")}`
    : "";
  const canonical = localizePath("/404", lang);
  return {
    key: `${request.method} 404 ${lang}${data ? ` data${routes}` : ""}`,
    notFound: true,
    renderUrl: data ? `${canonical}.data${routes}` : canonical,
  };
}

/**
 * May an answer be sent to everyone who asks for the same address? A page or its data, or the
 * 404 page of an unknown address, that sets no cookie and does not say it is private or depends
 * on a request header. A route whose answer depends on who asks (a draft, a preview) says so
 * with `Cache-Control: private` or `no-store`, `Vary` or a cookie, and is never kept.
 */
function shareable(target: RenderTarget, status: number, headers: OutgoingHttpHeaders): boolean {
  if (status !== (target.notFound ? 404 : 200)) return false;
  if (headers["set-cookie"] !== undefined || headers.vary !== undefined) return false;
  return !/\b(private|no-store|no-cache)\b/i.test(String(headers["cache-control"] ?? ""));
}

/**
 * The share of a process's time renders may take while others wait: renders are paced so that,
 * over time, a render is in flight at most `share` of the time (counted from the first render
 * that starts to the last that ends, whatever else the process did meanwhile), with up to
 * `burstMs` of renders at once after a quiet moment. The rest of the time the event loop is
 * left to pre-rendered pages and everything else.
 */
function renderBudget(share: number, burstMs: number, now: () => number) {
  let credit = burstMs;
  let since = now();
  let busy = false;
  const settle = () => {
    const at = now();
    const elapsed = at - since;
    since = at;
    credit = Math.min(burstMs, credit + elapsed * share - (busy ? elapsed : 0));
  };
  return {
    available() {
      settle();
      return credit > 0;
    },
    setBusy(value: boolean) {
      settle();
      busy = value;
    },
    /** Milliseconds until renders may start again, with none in flight. */
    untilAvailable() {
      settle();
      return credit > 0 ? 0 : -credit / share;
    },
  };
}

/**
 * A `render_shed` warning with the counts by reason: the first shed request is logged at once,
 * the next ones at most once a second.
 */
function shedLog(state: () => { inFlight: number; queued: number }) {
  const counts: Record<RenderShedReason, number> = { queue_full: 0, event_loop_lag: 0 };
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    const total = counts.queue_full + counts.event_loop_lag;
    if (total === 0) return false;
    log.warn({ event: "render_shed", shed: { ...counts }, ...state() });
    counts.queue_full = 0;
    counts.event_loop_lag = 0;
    return true;
  };
  const tick = () => {
    timer = flush() ? setTimeout(tick, 1000).unref() : undefined;
  };
  return (reason: RenderShedReason) => {
    counts[reason]++;
    if (timer) return;
    flush();
    timer = setTimeout(tick, 1000).unref();
  };
}

export type RenderAdmissionOptions = {
  /** Renders one process works on at once. */
  maxInFlight?: number;
  /** Renders waiting for their turn; past this a request is answered 503. */
  maxQueued?: number;
  /** The share of the process's time renders may take while others wait (renderBudget). */
  share?: number;
  /** Milliseconds of renders allowed at once after a quiet moment. */
  burstMs?: number;
  /** Event-loop lag past which renders are shed (default `maxEventLoopLagMs`). */
  maxLagMs?: number;
  lagMs: () => number;
  /** The build's routes: which addresses are pages, which are the 404 page. */
  routes: RouteTable;
  /** Whether published content has a page at an address of a route with parameters (see pageMatcher). */
  shown?: (pathname: string) => boolean;
  /** What a page reads of its address's query (page-addresses.server.ts `pageQuery`); default: all of it. */
  renderedQuery?: (requestPath: string, query: URLSearchParams) => string;
  cache?: Partial<typeof defaultCache>;
  /**
   * What the pages show (the published content): when it is another object, every kept answer
   * is dropped, so a publish reaches the pages rendered on request at once.
   */
  content?: (() => unknown) | undefined;
  /** The Content-Security-Policy of a page with no inline script (its inline style is allowed). */
  pagePolicy: string;
  now?: () => number;
};

/** Renders in flight per process: each is one long task for the event loop, so a few are enough. */
export const defaultMaxInFlight = 4;
export const defaultMaxQueued = 16;
/**
 * Renders may keep a process busy a sixth of the time while others wait. Under a flood of
 * configurator renders on the 2-core development machine a pre-rendered page kept 51-57% of its
 * idle throughput with a third, 63-72% with a quarter, 2% with no bound (docs/performance.md,
 * Benchmark), while React rendered with its development build. With its production build
 * (2026-12-07) a render takes a third of the time, three times as many fit in the same share, and
 * the work after each (compressing, sending) is outside it: a quarter left the page 47-56%.
 */
export const defaultRenderShare = 1 / 6;
/** A few configurator renders after a quiet moment (each about 11 ms on the 2-core development machine). */
export const defaultBurstMs = 100;
/** About 170 configurator pages (190 KB each) per process, each for ten minutes at most. */
export const defaultCache = { maxEntries: 500, maxBytes: 32 * 1024 * 1024, maxAgeMs: 10 * 60_000 };

/**
 * Bounds the pages rendered on request (GET and HEAD requests React Router answers: the
 * configurator with a rug in its address, a form's success state, the 404 page) so that a flood
 * of them cannot take the process from the pre-rendered pages:
 *
 * 1. What repeats is rendered once: an answer everyone may share (`shareable`) is kept in a cache
 *    bounded by entries and bytes, keyed by method, path and sorted query (`renderTarget`; one
 *    key per language for every unknown address), and sent again from memory, even while
 *    renders are shed. Its Content-Security-Policy is kept with it: a rendered page's policy
 *    allows its inline scripts by their hashes (entry.server.tsx), never by a per-response
 *    nonce, so the same body and the same policy always go together. Requests for an address
 *    being rendered wait for that render instead of starting their own.
 * 2. The rest waits its turn: at most `maxInFlight` renders at once, paced to `share` of the
 *    process's time (renderBudget), `maxQueued` more waiting. Past that, or while the event loop
 *    lags more than `maxLagMs`, a request is answered 503 with `Retry-After` and a few lines in
 *    its language (`render_shed` is logged at most once a second, with counts).
 */
export function renderAdmission(options: RenderAdmissionOptions): RequestHandler {
  const maxInFlight = options.maxInFlight ?? defaultMaxInFlight;
  const maxQueued = options.maxQueued ?? defaultMaxQueued;
  const maxLagMs = options.maxLagMs ?? maxEventLoopLagMs;
  const now = options.now ?? (() => performance.now());
  const limits = { ...defaultCache, ...options.cache };
  const cache = new AnswerCache(limits.maxEntries, limits.maxBytes, limits.maxAgeMs, now);
  let content = options.content?.();
  const budget = renderBudget(options.share ?? defaultRenderShare, options.burstMs ?? defaultBurstMs, now);
  const isPage = pageMatcher(options.routes, options.shown);
  const routeIds = new Set(Object.keys(options.routes));
  const renderedQuery = options.renderedQuery ?? ((_path: string, query: URLSearchParams) => query.toString());
  /** Addresses being rendered (or waiting to be): whoever asks for one meanwhile waits for it. */
  const rendering = new Map<string, Promise<void>>();
  const queue: { response: Response; start: () => void }[] = [];
  let inFlight = 0;
  let wake: NodeJS.Timeout | undefined;
  const noteShed = shedLog(() => ({ inFlight, queued: queue.length }));

  const canStart = () => inFlight < maxInFlight && budget.available();

  const begin = (response: Response, start: () => void) => {
    if (inFlight === 0) budget.setBusy(true);
    inFlight++;
    onceAnswered(response, () => {
      inFlight--;
      if (inFlight === 0) budget.setBusy(false);
      drain();
    });
    pageRenders.inc();
    start();
  };

  const drain = () => {
    while (queue.length > 0 && canStart()) {
      // A visitor who left while waiting is no longer in the queue (see admit).
      const next = queue.shift();
      if (next) begin(next.response, next.start);
    }
    if (queue.length > 0 && inFlight === 0 && !wake) {
      wake = setTimeout(
        () => {
          wake = undefined;
          drain();
        },
        Math.max(1, Math.ceil(budget.untilAvailable())),
      );
      wake.unref();
    }
  };

  const shed = (request: Request, response: Response, reason: RenderShedReason) => {
    pageRendersShed.inc({ reason });
    noteShed(reason);
    const { lang } = splitLanguage(request.path.endsWith(".data") ? dataPage(request.path) : request.path);
    response
      .status(503)
      .set("Retry-After", String(busyRetryAfterSeconds))
      .set("Cache-Control", "no-store")
      .set("Content-Security-Policy", options.pagePolicy)
      .type("html")
      .send(renderBusyPage(lang));
  };

  const admit = (request: Request, response: Response, start: () => void) => {
    if (options.lagMs() > maxLagMs) return shed(request, response, "event_loop_lag");
    if (queue.length === 0 && canStart()) return begin(response, start);
    if (queue.length >= maxQueued) return shed(request, response, "queue_full");
    const waiting = { response, start };
    queue.push(waiting);
    response.once("close", () => {
      const at = queue.indexOf(waiting);
      if (at >= 0) queue.splice(at, 1);
    });
    drain();
  };

  /** Registers a render of `key` that others asking for it may wait for; returns its end. */
  const lead = (key: string) => {
    let resolve = () => {};
    const done = new Promise<void>((settle) => {
      resolve = settle;
    });
    rendering.set(key, done);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      if (rendering.get(key) === done) rendering.delete(key);
      resolve();
    };
  };

  const serve = (request: Request, response: Response, next: () => void, target: RenderTarget, wait: boolean) => {
    const current = options.content?.();
    if (current !== content) {
      content = current;
      cache.clear();
    }
    const kept = cache.get(target.key);
    if (kept) {
      pageRenderCacheHits.inc();
      return sendAnswer(kept, request, response);
    }
    const pending = rendering.get(target.key);
    if (pending && wait) {
      let left = false;
      response.once("close", () => {
        left = true;
      });
      // Once it is rendered: from the cache, or (an answer not kept) rendered in turn.
      return void pending.then(() => {
        if (!left) serve(request, response, next, target, false);
      });
    }
    const end = pending ? () => {} : lead(target.key);
    // Shed, or gone while waiting: whoever waits for this address tries in turn.
    response.once("close", end);
    admit(request, response, () => {
      const renderedFrom = options.content?.();
      recordAnswer(
        response,
        { maxBytes: cache.maxBytes, keep: (status, headers) => shareable(target, status, headers) },
        (answer: KeptAnswer | null) => {
          // Rendered from content replaced meanwhile: sent, not kept.
          if (answer && options.content?.() === renderedFrom) cache.set(target.key, compressAnswer(answer));
          end();
        },
      );
      // Our request handler (request-handler.server.ts) builds the request React Router sees from `originalUrl`.
      request.originalUrl = target.renderUrl;
      next();
    });
  };

  return (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    serve(request, response, next, renderTarget(request, isPage, routeIds, renderedQuery), true);
  };
}
