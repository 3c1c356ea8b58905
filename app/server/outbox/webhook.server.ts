import { createHmac } from "node:crypto";
import { log } from "~/platform/observability/log.server";
import { siteConfig } from "~/site/config";
import type { DeliverWebhook } from "./worker.server";

/** How long one delivery may take; well inside the outbox lease (OUTBOX_LEASE_SECONDS). */
const defaultTimeoutMs = 10_000;

/**
 * The signing key of a secret: a `whsec_` secret is its base64 key (as the Standard Webhooks
 * libraries read it); any other secret is its own UTF-8 bytes.
 */
export function webhookKey(secret: string): Buffer {
  return secret.startsWith("whsec_") ? Buffer.from(secret.slice("whsec_".length), "base64") : Buffer.from(secret);
}

/** `v1,` and the base64 HMAC-SHA256 of `<id>.<timestamp>.<body>`: the Standard Webhooks signature. */
export function webhookSignature(key: Buffer, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

/** Who the CRM sees calling: the site, by name and address. */
export function webhookUserAgent(siteUrl: string): string {
  return `${siteConfig.brandName}-Webhook/1.0 (+${siteUrl})`;
}

/** A delivery that did not reach a 2xx answer; `status` is the answer's, null without one. */
class WebhookFailed extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** What a failed fetch says: its cause (`connect ECONNREFUSED ...`) rather than the bare "fetch failed". */
function fetchError(error: unknown): WebhookFailed {
  const cause = (error as { cause?: { message?: string } }).cause?.message;
  const message = (error as Error).message ?? String(error);
  return new WebhookFailed(cause ? `${message}: ${cause}` : message, null);
}

/**
 * The event's id: the `id` its stored body carries (the row's own, or, for a row queued again
 * from a sent one, the original's), else the row's.
 */
function eventIdOf(row: { id: string; message: string }): string {
  try {
    const id = (JSON.parse(row.message) as { id?: unknown }).id;
    return typeof id === "string" ? id : row.id;
  } catch {
    return row.id;
  }
}

/** POSTs one event, signed at this attempt; resolves on a 2xx answer, throws on anything else. */
async function post(
  target: { url: string; key: Buffer; userAgent: string; timeoutMs: number },
  id: string,
  body: string,
  timestamp: number,
) {
  let response: Response;
  try {
    response = await fetch(target.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": target.userAgent,
        "webhook-id": id,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": webhookSignature(target.key, id, timestamp, body),
      },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(target.timeoutMs),
    });
  } catch (error) {
    throw fetchError(error);
  }
  await response.body?.cancel().catch(() => {});
  if (response.status < 200 || response.status > 299) {
    throw new WebhookFailed(`HTTP ${response.status}`, response.status);
  }
}

/**
 * The outbox's webhook delivery: each row's stored event POSTed as it is to `url`, under the
 * event's id, signed with `secret` (Standard Webhooks headers, the timestamp of this attempt).
 * A 2xx answer is a delivery; any other answer, a redirect (never followed), a network error or
 * `timeoutMs` (10 s) without an answer throws, and the outbox keeps the row for its next
 * attempt. Without a URL every row fails, with "LEADS_WEBHOOK_URL is not set", and waits. Each
 * failure is logged: the event's and the row's ids, the status, the attempt, never the lead.
 */
export function createWebhookDelivery(options: {
  url?: string;
  secret?: string;
  siteUrl: string;
  timeoutMs?: number;
  /** The clock the signature's timestamp is read from (milliseconds). */
  now?: () => number;
}): DeliverWebhook {
  const { url, secret } = options;
  const now = options.now ?? Date.now;
  const target =
    url && secret
      ? {
          url,
          key: webhookKey(secret),
          userAgent: webhookUserAgent(options.siteUrl),
          timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
        }
      : undefined;
  return async (row) => {
    const id = eventIdOf(row);
    try {
      if (!url) throw new WebhookFailed("LEADS_WEBHOOK_URL is not set", null);
      if (!target) throw new WebhookFailed("LEADS_WEBHOOK_SECRET is not set", null);
      await post(target, id, row.message, Math.floor(now() / 1000));
    } catch (error) {
      const failure = error instanceof WebhookFailed ? error : new WebhookFailed(String(error), null);
      log.warn({
        event: "webhook_delivery_failed",
        webhookId: id,
        outboxId: row.id,
        status: failure.status,
        attempt: Number(row.attempts),
        error: failure.message,
      });
      throw failure;
    }
  };
}
