import { timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
import { Counter, Registry } from "prom-client";

/** The server's Prometheus metrics: what the intake accepted, refused and discarded, and what retention removed. */
export const registry = new Registry();

export const leadsStored = new Counter({
  name: "leads_stored_total",
  help: "Leads stored, by form",
  labelNames: ["form"] as const,
  registers: [registry],
});

export const leadPostsDiscarded = new Counter({
  name: "lead_posts_discarded_total",
  help: "Form posts answered as a success but discarded as automated, by form and reason (honeypot, too_fast)",
  labelNames: ["form", "reason"] as const,
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
  help: "What the retention job removed: leads, emails, eml_files, blanked_bodies, rate_hits",
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
export function metricsHandler(token: string | undefined): RequestHandler {
  return async (request, response) => {
    response.set("Cache-Control", "no-store");
    if (!token) return void response.status(404).type("text/plain").send("Not found");
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
    if (!sameSecret(given, token)) {
      return void response.status(401).set("WWW-Authenticate", "Bearer").type("text/plain").send("Unauthorized");
    }
    response.type(registry.contentType).send(await registry.metrics());
  };
}
