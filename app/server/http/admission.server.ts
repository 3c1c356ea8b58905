import type { Request, RequestHandler, Response } from "express";
import { buttonStyles } from "~/components/ui/button";
import { startedField } from "~/forms/hidden-fields";
import { localizePath, splitLanguage } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { siteConfig } from "~/site/config";
import siteStyles from "~/styles/app.css?inline";
import { maxEventLoopLagMs } from "../env.server";
import { log } from "../observability/log.server";
import { formPostsShed } from "../observability/metrics.server";
import { maxBodyBytes } from "./post-guard.server";

export { maxEventLoopLagMs };

/** What a shed post's visitor is told to wait, in seconds. */
export const busyRetryAfterSeconds = 10;

export type ShedReason = "in_flight" | "event_loop_lag" | "shutting_down";

/**
 * How late this process's event loop runs: a timer due every 50 ms notes by how much it fired
 * late, and the lag is the smaller of its last two notes. A loop kept busy (a flood of renders,
 * say) makes every timer late; one pause (a garbage collection, the machine busy elsewhere for
 * a moment) makes one late, and the loop that answers the next post is no longer behind.
 */
export function watchEventLoopLag(intervalMs = 50, clock: LagClock = realClock) {
  let last = 0;
  let before = 0;
  let expected = clock.now() + intervalMs;
  const stop = clock.every(intervalMs, () => {
    const now = clock.now();
    before = last;
    last = Math.max(0, now - expected);
    expected = now + intervalMs;
  });
  return { lagMs: () => Math.min(last, before), stop };
}

/** The time and the repeating timer the lag is read with; tests hand in their own. */
export type LagClock = { now: () => number; every: (ms: number, run: () => void) => () => void };

const realClock: LagClock = {
  now: () => performance.now(),
  every: (ms, run) => {
    const timer = setInterval(run, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};

/** What the form post admission tells the page's action (data requests only: see formAdmission). */
export type Admission = { admitted: true } | { admitted: false; reason: ShedReason };

/**
 * Bounds the form posts this process works on at once. A post past `maxInFlight`, or while the
 * event loop lags more than `maxLagMs`, or while the server shuts down, is shed before
 * anything is read from or written to the database: 503 with `Retry-After`, nothing stored.
 * Pages (GET) are never shed; they are what the bound protects.
 *
 * A post from a page without JavaScript is answered here with a small page in the visitor's
 * language that carries their values back in a form to send again (rendering the whole page
 * is the cost being shed). A post from JavaScript (a `.data` request) goes on to the page's
 * action marked not admitted, which answers the form's own 'busy' state in a few bytes.
 */
export function formAdmission(options: {
  maxInFlight: number;
  /** Event-loop lag past which posts are shed (default `maxEventLoopLagMs`). */
  maxLagMs?: number;
  lagMs: () => number;
  shuttingDown: () => boolean;
  /** The Content-Security-Policy of a page with no inline script (its inline style is allowed). */
  pagePolicy: string;
}): RequestHandler {
  let inFlight = 0;
  return (request, response, next) => {
    if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return next();
    const reason: ShedReason | null = options.shuttingDown()
      ? "shutting_down"
      : inFlight >= options.maxInFlight
        ? "in_flight"
        : options.lagMs() > (options.maxLagMs ?? maxEventLoopLagMs)
          ? "event_loop_lag"
          : null;
    if (reason) {
      formPostsShed.inc({ reason });
      log.warn({ event: "form_post_shed", reason, inFlight });
      if (request.path.endsWith(".data")) {
        // The action answers, Retry-After included (a header set here would be sent twice).
        response.locals.admission = { admitted: false, reason } satisfies Admission;
        return next();
      }
      response.set("Retry-After", String(busyRetryAfterSeconds));
      response.set("Content-Security-Policy", options.pagePolicy);
      return void busyPage(request, response);
    }
    inFlight++;
    onceAnswered(response, () => {
      inFlight--;
    });
    response.locals.admission = { admitted: true } satisfies Admission;
    next();
  };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The posted fields (a url-encoded form of at most 64 KB); empty for anything else. */
async function postedFields(request: Request): Promise<[string, string][]> {
  if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers["content-type"] ?? "")) {
    request.resume();
    return [];
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) return [];
    chunks.push(chunk);
  }
  return [...new URLSearchParams(Buffer.concat(chunks).toString("utf8"))];
}

/**
 * The visitor's values, back in a form that posts them to the same page again, on a page with
 * the site's stylesheet (written into it, as on every page) and its name.
 */
async function busyPage(request: Request, response: Response) {
  const { lang } = splitLanguage(request.path);
  const copy = messages[lang].forms.busy;
  // Their own values, the start time emptied as a page without JavaScript posts it: a resend
  // moments after this page must not read as a script's instant post.
  const fields = (await postedFields(request)).map(([name, value]): [string, string] =>
    name === startedField ? [name, ""] : [name, value],
  );
  const hidden = fields
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  const page = request.originalUrl.startsWith("/") ? request.originalUrl : "/";
  const back = page.replace(/\?.*$/, "");
  response
    .status(503)
    .set("Cache-Control", "no-store")
    .set("X-Robots-Tag", "noindex")
    .type("html")
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(copy.title)} · ${escapeHtml(siteConfig.brandName)}</title>` +
        `<style>${siteStyles}</style></head><body class="min-h-dvh bg-sand/40 text-ink">` +
        `<main class="container-content flex min-h-dvh flex-col justify-center gap-10 py-16">` +
        `<a href="${escapeHtml(localizePath("/", lang))}" class="font-display text-2xl tracking-[0.3em] uppercase">${escapeHtml(siteConfig.brandName)}</a>` +
        `<div class="flex max-w-2xl flex-col gap-6 rounded-sm bg-ivory p-6 shadow-sm ring-1 ring-line sm:p-10">` +
        `<h1 class="font-display text-4xl leading-tight text-balance sm:text-5xl">${escapeHtml(copy.title)}</h1>` +
        `<p role="alert" class="max-w-prose text-lg leading-relaxed text-muted">${escapeHtml(copy.text)}</p>` +
        `<form method="post" action="${escapeHtml(page)}" class="flex flex-wrap items-center gap-x-8 gap-y-4">${hidden}` +
        `<button type="submit" class="${buttonStyles.solid}">${escapeHtml(copy.sendAgain)}</button>` +
        `<a href="${escapeHtml(back)}" class="underline underline-offset-4 hover:text-charcoal">${escapeHtml(copy.back)}</a>` +
        `</form></div></main></body></html>`,
    );
}

/** Calls `done` once, when the answer has gone out or the connection closed before it did. */
export function onceAnswered(response: Response, done: () => void) {
  let called = false;
  const finish = () => {
    if (called) return;
    called = true;
    done();
  };
  response.once("finish", finish);
  response.once("close", finish);
}
