import type { Request, RequestHandler, Response } from "express";
import { splitLanguage } from "~/i18n/languages";
import { startedField } from "~/leads/forms/hidden-fields";
import { maxEventLoopLagMs } from "~/platform/env.server";
import { log } from "~/platform/observability/log.server";
import { formPostsShed } from "~/platform/observability/metrics.server";
import { type Admission, busyRetryAfterSeconds, type ShedReason } from "~/platform/request-info.server";
import { onceAnswered } from "./answered.server";
import { postedBody } from "./body-intake.server";
import { formBusyPage } from "./busy-pages.server";

export { type Admission, busyRetryAfterSeconds, maxEventLoopLagMs, type ShedReason };

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
      response.set("Content-Security-Policy", options.pagePolicy);
      return busyPage(request, response);
    }
    inFlight++;
    onceAnswered(response, () => {
      inFlight--;
    });
    response.locals.admission = { admitted: true } satisfies Admission;
    next();
  };
}

/** The posted fields of a url-encoded form (read whole by bodyIntake); empty for anything else. */
function postedFields(request: Request, response: Response): [string, string][] {
  const body = postedBody(response);
  if (!body || !/^application\/x-www-form-urlencoded\b/i.test(request.headers["content-type"] ?? "")) return [];
  return [...new URLSearchParams(body.toString("utf8"))];
}

/** The busy page of a shed post without JavaScript, with the visitor's values to send again. */
export function busyPage(request: Request, response: Response) {
  const { lang } = splitLanguage(request.path);
  // Their own values, the start time emptied as a page without JavaScript posts it: a resend
  // moments after this page must not read as a script's instant post.
  const fields = postedFields(request, response).map(([name, value]): [string, string] =>
    name === startedField ? [name, ""] : [name, value],
  );
  const action = request.originalUrl.startsWith("/") ? request.originalUrl : "/";
  response
    .status(503)
    .set("Retry-After", String(busyRetryAfterSeconds))
    .set("Cache-Control", "no-store")
    .set("X-Robots-Tag", "noindex")
    .type("html")
    .send(formBusyPage(lang, action, fields));
}
