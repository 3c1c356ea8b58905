import type { Request, RequestHandler, Response } from "express";
import { collectionPath } from "~/content/collection/schema";
import { portfolioPath } from "~/content/collection/sector-pages";
import type { ContentSnapshot } from "~/content/documents";
import { type Language, localizePath, splitLanguage } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { formField } from "~/leads/forms/hidden-fields";
import { addressSubject, limitKey, limits, takeHit } from "~/leads/server/limits.server";
import type { Storage } from "~/platform/db/db.server";
import { log } from "~/platform/observability/log.server";
import { requestsRefused } from "~/platform/observability/metrics.server";
import { selectionPath } from "~/selection/selection";
import { pagePath } from "~/site/pages";
import { postedBody } from "./body-intake.server";
import { shortPage } from "./busy-pages.server";
import { formsAt, type PageAddress, pageAddress } from "./page-addresses.server";

/** Why a request was answered without reaching a page, as counted (`requests_refused_total`). */
export type Refusal = "options" | "method" | "no_form" | "unknown_form" | "posts_limit";

/** The methods an address answers: a page that shows a form takes its posts too. */
export type AllowedMethods = (requestPath: string) => "GET, HEAD" | "GET, HEAD, POST";

/**
 * The methods the site answers are GET, HEAD and POST. `OPTIONS` is answered 204 with `Allow`,
 * any other method 405 with `Allow`, in a few bytes: never a page, never a render (each of the
 * 76 KB 405 pages React Router rendered cost about 25 ms of a process's time).
 */
export function methodGate(allowed: AllowedMethods): RequestHandler {
  return (request, response, next) => {
    const { method } = request;
    if (method === "GET" || method === "HEAD" || method === "POST") return next();
    const allow = allowed(request.path);
    const refusal: Refusal = method === "OPTIONS" ? "options" : "method";
    requestsRefused.inc({ reason: refusal });
    response.set("Allow", allow).set("Cache-Control", "no-store");
    if (method === "OPTIONS") return void response.status(204).end();
    response.status(405).type("text/plain; charset=utf-8").send(`Method not allowed. Allow: ${allow}\n`);
  };
}

/** Addresses refused by the posts limit, remembered until their place comes back. */
const rememberedAddresses = 10_000;

/**
 * Counts a refused post against its address, in the posts limit every form post counts in (30
 * in 10 minutes, every instance; limits.server.ts), so a flood of posts no page takes is
 * refused 429 like a flood of form posts. An address past the limit is remembered by the
 * process until its place comes back, so the rest of its flood costs no database round trip.
 * Answers the seconds to wait once past the limit, else null.
 */
export function postCounter(storage: Storage, now: () => Date = () => new Date()) {
  const refusedUntil = new Map<string, number>();
  return async (clientAddress: string | null): Promise<number | null> => {
    const subject = addressSubject(clientAddress);
    const at = now().getTime();
    const until = refusedUntil.get(subject);
    if (until !== undefined && until > at) return Math.ceil((until - at) / 1000);
    refusedUntil.delete(subject);
    try {
      const hit = await takeHit(storage, limits.posts, limitKey(limits.posts, subject), now());
      if (hit.allowed) return null;
      refusedUntil.set(subject, at + hit.retryAfterSeconds * 1000);
      if (refusedUntil.size > rememberedAddresses) refusedUntil.delete(refusedUntil.keys().next().value ?? "");
      return hit.retryAfterSeconds;
    } catch (error) {
      // The database out of reach: the post is refused all the same, uncounted.
      log.warn({ event: "post_count_failed", error: (error as Error).message });
      return null;
    }
  };
}

/** The `_form` a url-encoded or multipart body names, if any: read from the bytes, no parser run. */
export function postedFormName(contentType: string, body: Buffer): string | null {
  if (/^application\/x-www-form-urlencoded\b/i.test(contentType))
    return new URLSearchParams(body.toString("utf8")).get(formField);
  if (!/^multipart\/form-data\b/i.test(contentType)) return null;
  const match = new RegExp(
    `content-disposition:[ \\t]*form-data;[ \\t]*name="${formField}"\\r\\n(?:[^\\r\\n]*\\r\\n)*?\\r\\n([^\\r\\n]{0,64})\\r\\n`,
    "i",
  ).exec(body.toString("latin1"));
  return match?.[1] ?? null;
}

/** Where a refused post's visitor is sent back to: the page's own address as the site writes it, else the home page. */
function pageLink(address: PageAddress | null, lang: Language): string {
  if (address?.kind === "page") return localizePath(pagePath(address.id), lang);
  if (address?.kind === "design") return localizePath(collectionPath, lang);
  if (address?.kind === "project") return localizePath(portfolioPath, lang);
  if (address?.kind === "selection" || address?.kind === "sharedSelection") return localizePath(selectionPath, lang);
  return localizePath("/", lang);
}

/**
 * Public form posts go to React Router only for a form the page at their address shows
 * (page-addresses.server.ts `formsAt`). Anything else is answered here, in a few hundred bytes
 * in the visitor's language, never by rendering a page, and counted against the address
 * (postCounter): past 30 in 10 minutes, 429 with `Retry-After`.
 *
 * - `beforeBody`: a post to an address whose page shows no form (405 with `Allow: GET, HEAD`)
 *   or to no page at all (404), before its body is read (Node reads and drops the rest of it,
 *   at most the 64 KB postGuard allows, so the connection carries the next request);
 * - `afterBody`: a post whose body (read whole by bodyIntake) names no form of its page (400).
 */
export function formGate(options: {
  snapshot: () => ContentSnapshot;
  count: (clientAddress: string | null) => Promise<number | null>;
  clientAddress: (request: Request) => string | null;
  /** How long a refusal past the posts limit waits before it is sent (default 500 ms). */
  pauseMs?: number;
}) {
  const refuse = async (
    request: Request,
    response: Response,
    address: PageAddress | null,
    reason: Exclude<Refusal, "options" | "method" | "posts_limit">,
  ) => {
    const retryAfter = await options.count(options.clientAddress(request));
    // Past its limit, an address's flood is answered after a pause, as a shed document is
    // (specifier-answers.server.ts): each of its connections gets two refusals a second, not
    // thousands the pages would pay for.
    if (retryAfter !== null) await new Promise((resolve) => setTimeout(resolve, options.pauseMs ?? 500));
    if (response.headersSent || response.destroyed) return;
    const lang = address?.lang ?? splitLanguage(request.path).lang;
    const copy = messages[lang];
    const status = reason === "unknown_form" ? 400 : address ? 405 : 404;
    requestsRefused.inc({ reason: retryAfter === null ? reason : "posts_limit" });
    response.set("Cache-Control", "no-store").set("X-Robots-Tag", "noindex");
    if (status === 405) response.set("Allow", "GET, HEAD");
    if (retryAfter !== null) response.status(429).set("Retry-After", String(retryAfter));
    else response.status(status);
    const text =
      retryAfter !== null
        ? copy.tooManyRequests
        : reason === "unknown_form"
          ? copy.postRefused.unknownForm
          : copy.postRefused.noForm;
    response.type("html").send(shortPage(lang, text, { href: pageLink(address, lang), label: copy.postRefused.back }));
  };
  const beforeBody: RequestHandler = (request, response, next) => {
    if (request.method !== "POST") return next();
    const address = pageAddress(request.path);
    if (formsAt(address, options.snapshot()).length > 0) return next();
    void refuse(request, response, address, "no_form").catch(next);
  };
  const afterBody: RequestHandler = (request, response, next) => {
    if (request.method !== "POST") return next();
    const body = postedBody(response);
    const name = body ? postedFormName(request.headers["content-type"] ?? "", body) : null;
    const address = pageAddress(request.path);
    if (name !== null && (formsAt(address, options.snapshot()) as readonly string[]).includes(name)) return next();
    void refuse(request, response, address, "unknown_form").catch(next);
  };
  return { beforeBody, afterBody };
}
