import { createHash } from "node:crypto";
import type { RequestHandler } from "express";
import type { Env } from "~/platform/env.server";

/** The OpenStreetMap frame of the contact section (loaded only with third-party consent). */
const mapOrigin = "https://www.openstreetmap.org";
/** Two years, with subdomains: what the HSTS preload list asks for. */
const hstsMaxAge = 63_072_000;

/**
 * The `'sha256-...'` sources of a document's inline scripts. React Router writes its context and
 * module loader inline, and our language script runs in <head>; pre-rendered HTML cannot carry a
 * per-request nonce, so every inline script is allowed by its hash (JSON-LD data is not run).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export type PolicyOptions = { analyticsScriptUrl?: string | undefined };

/**
 * The Content-Security-Policy of a page: nothing by default, our own files, the page's inline
 * scripts by hash, the map frame and, when configured, the analytics server. Styles allow inline
 * `style` attributes (animation delays, the banner's offsets); no script is ever inline-allowed.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], options: PolicyOptions = {}): string {
  const analytics = options.analyticsScriptUrl ? new URL(options.analyticsScriptUrl).origin : null;
  const directives: Record<string, string[]> = {
    "default-src": ["'none'"],
    "script-src": ["'self'", ...scriptHashes, ...(analytics ? [analytics] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "media-src": ["'self'"],
    "manifest-src": ["'self'"],
    "connect-src": ["'self'", ...(analytics ? [analytics] : [])],
    "frame-src": [mapOrigin],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** The policy of this site's pages, from their inline scripts' hashes (static and rendered alike). */
export function pagePolicyFor(env: Pick<Env, "ANALYTICS_SCRIPT_URL">): (scriptHashes: readonly string[]) => string {
  const options = { analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL };
  return (scriptHashes) => contentSecurityPolicy(scriptHashes, options);
}

/** What any response that is not a page gets: nothing may run, nothing may frame it. */
const resourcePolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * Headers every response carries (MDN HTTP Observatory's rules): a strict CSP (pages replace it
 * with their own, see `contentSecurityPolicy`), no MIME sniffing, no framing, a private referrer,
 * no powerful features, a browsing context of our own, and HSTS when the visitor came over HTTPS.
 * Behind a trusted proxy, a visitor who came over plain HTTP is sent to the HTTPS site URL.
 * Cross-origin embedder policy is left out: it would block the OpenStreetMap frame.
 */
export function securityHeaders(options: { siteUrl: string; trustProxy: boolean }): RequestHandler {
  const httpsSite = options.siteUrl.startsWith("https://");
  return (request, response, next) => {
    const forwardedProto = options.trustProxy
      ? String(request.headers["x-forwarded-proto"] ?? "")
          .split(",")[0]
          ?.trim()
          .toLowerCase()
      : "";
    const secure = request.secure || forwardedProto === "https";
    if (forwardedProto === "http" && httpsSite && request.path !== "/healthz") {
      return response.redirect(301, `${options.siteUrl}${request.originalUrl}`);
    }
    // Pages set their own policy (static files, React Router's documents, which it appends);
    // whatever answers without one gets the strict default just before its headers leave.
    const writeHead = response.writeHead;
    response.writeHead = function withPolicy(this: typeof response, ...args: Parameters<typeof writeHead>) {
      if (!this.hasHeader("Content-Security-Policy")) this.setHeader("Content-Security-Policy", resourcePolicy);
      return writeHead.apply(this, args);
    } as typeof writeHead;
    response.setHeader("X-Content-Type-Options", "nosniff");
    response.setHeader("X-Frame-Options", "DENY");
    response.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    response.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    response.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    response.setHeader("Cross-Origin-Resource-Policy", "same-site");
    if (secure) response.setHeader("Strict-Transport-Security", `max-age=${hstsMaxAge}; includeSubDomains; preload`);
    next();
  };
}
