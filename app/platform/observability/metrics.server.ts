import { timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * The server's Prometheus metrics. Each server process keeps its own; /metrics answers the sum
 * of every process of the instance (the primary gathers them: app/server/process/main.server.ts),
 * with the gauges read from the shared database taken once (`aggregator: "max"`), not added up
 * per process.
 */
export const registry = new Registry();

/** Node's own: event-loop lag (`nodejs_eventloop_lag_*`), heap, CPU, open handles. */
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

export const httpRequestSeconds = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer a request, by route family (page, data, form_post, static, api, health, metrics), method and status class",
  labelNames: ["family", "method", "status"] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const emailSendSeconds = new Histogram({
  name: "email_send_duration_seconds",
  help: "Time to hand one e-mail to the SMTP server (or write its .eml file), successful sends only",
  buckets: [0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

export const formPostsShed = new Counter({
  name: "form_posts_shed_total",
  help: "Form posts answered 503 with Retry-After because the process was busy (in_flight, event_loop_lag, shutting_down)",
  labelNames: ["reason"] as const,
  registers: [registry],
});

export const postBodiesRefused = new Counter({
  name: "post_bodies_refused_total",
  help: "Post bodies not read to their end: memory (too many bytes held at once: 503), too_slow (408), aborted (the client hung up), too_long (more than declared: 413)",
  labelNames: ["reason"] as const,
  registers: [registry],
});

export const requestsRefused = new Counter({
  name: "requests_refused_total",
  help: "Requests answered in a few bytes without reaching a page: options (204), method (405), no_form (a post to a page that shows no form: 405, or no page: 404), unknown_form (a post naming no form of its page: 400), posts_limit (either of the last two past the address's posts limit: 429)",
  labelNames: ["reason"] as const,
  registers: [registry],
});

export const unhandledRejections = new Counter({
  name: "unhandled_rejections_total",
  help: "Promise rejections no code handled (each a defect, logged with its stack; the process goes on)",
  registers: [registry],
});

export const pageRenders = new Counter({
  name: "page_renders_total",
  help: "Pages rendered on request (not pre-rendered: the configurator with a rug in its address, a form's success state, the 404 page), page or data",
  registers: [registry],
});

export const pageRenderCacheHits = new Counter({
  name: "page_render_cache_hits_total",
  help: "Requests for a page rendered on request answered from the render cache, without rendering",
  registers: [registry],
});

export const pageRendersShed = new Counter({
  name: "page_renders_shed_total",
  help: "Requests for a page rendered on request answered 503 with Retry-After because the process was busy (queue_full, event_loop_lag)",
  labelNames: ["reason"] as const,
  registers: [registry],
});

/** Where the outbox gauges read from: the process's storage, set when services start. */
let outboxSource: (() => Promise<{ pending: number; failed: number; oldestAgeSeconds: number }>) | undefined;
export function watchOutbox(source: typeof outboxSource) {
  outboxSource = source;
}

let outboxSnapshot: Promise<{ pending: number; failed: number; oldestAgeSeconds: number } | undefined> | undefined;
/** One database read per scrape for the three gauges. */
function readOutbox() {
  outboxSnapshot ??= (outboxSource?.() ?? Promise.resolve(undefined)).finally(() => {
    setTimeout(() => {
      outboxSnapshot = undefined;
    }, 500).unref();
  });
  return outboxSnapshot;
}

const outboxGauge = (name: string, help: string, pick: "pending" | "failed" | "oldestAgeSeconds") =>
  new Gauge({
    name,
    help,
    aggregator: "max",
    registers: [registry],
    async collect() {
      const state = await readOutbox().catch(() => undefined);
      if (state) this.set(state[pick]);
    },
  });

outboxGauge("outbox_pending", "E-mails waiting to be sent", "pending");
outboxGauge("outbox_failed", "E-mails waiting that failed at least once (kept and retried with back-off)", "failed");
outboxGauge("outbox_oldest_pending_age_seconds", "How long the oldest e-mail waiting has waited", "oldestAgeSeconds");

export const leadsStored = new Counter({
  name: "leads_stored_total",
  help: "Leads stored, by form",
  labelNames: ["form"] as const,
  registers: [registry],
});

export const leadPostsDiscarded = new Counter({
  name: "lead_posts_discarded_total",
  help: "Form posts answered as a success but discarded as automated, by form and reason (honeypot, too_fast, started_missing, started_invalid, started_empty, started_future)",
  labelNames: ["form", "reason"] as const,
  registers: [registry],
});

export const roomPicturesRefused = new Counter({
  name: "room_pictures_refused_total",
  help: "Quote requests refused because their room picture was not a PNG or JPEG within the limits, by reason",
  labelNames: ["reason"] as const,
  registers: [registry],
});

export const leadPostsRefused = new Counter({
  name: "lead_posts_refused_total",
  help: "Form posts refused with 429, by the limit that refused them (posts, leads)",
  labelNames: ["limit"] as const,
  registers: [registry],
});

export const confirmationsWithheld = new Counter({
  name: "lead_confirmations_withheld_total",
  help: "Leads stored without a confirmation e-mail because their recipient had reached the daily limit",
  registers: [registry],
});

export const retentionDeleted = new Counter({
  name: "retention_deleted_total",
  help: "What the retention job removed: leads, emails, eml_files, blanked_bodies, rate_hits, selection_shares",
  labelNames: ["what"] as const,
  registers: [registry],
});

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` in Prometheus' text format, for a scraper holding `METRICS_TOKEN` as a bearer
 * token. Without a configured token the endpoint does not exist (404): metrics are never public.
 */
export function metricsHandler(
  token: string | undefined,
  gather: () => Promise<string> = () => registry.metrics(),
): RequestHandler {
  return async (request, response) => {
    response.set("Cache-Control", "no-store");
    if (!token) return void response.status(404).type("text/plain").send("Not found");
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
    if (!sameSecret(given, token)) {
      return void response.status(401).set("WWW-Authenticate", "Bearer").type("text/plain").send("Unauthorized");
    }
    response.type(registry.contentType).send(await gather());
  };
}
