import { pageField, referrerField, visitField } from "~/leads/forms/hidden-fields";
import { type Campaign, campaignParameters, type LeadSource } from "~/leads/forms/lead-source";

/*
 * Where a posted lead came from, read from what the browser sent (app/leads/forms/visit-source.ts)
 * and never trusted: a page is a path of this site only (a foreign or schemeless address is
 * dropped), the site that led there an http(s) address of another site kept as origin and path,
 * every value cut to a length and stripped of markup and control characters; of a query only
 * the five `utm_*` are kept, as other parameters may hold personal data. Without JavaScript the
 * page is the post's own Referer, when it is of this site.
 */

/** The longest value of each kind kept; a longer posted address is dropped rather than cut. */
const limits = { address: 2000, path: 300, referrer: 300, utm: 100, visit: 4000 } as const;

/** A browser writes `at` as `toISOString` does. */
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** A visit begins at most this long before its lead (a tab kept open for days) and never after it, give or take a clock. */
const maxVisitAgeMs = 30 * 24 * 60 * 60 * 1000;
const maxClockSkewMs = 5 * 60 * 1000;

/** Text as it may be shown and exported: no control or direction characters, no markup, trimmed and cut. */
export function cleanText(value: string, max: number): string {
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, "")
      .replace(/<[^>]*>?/g, "")
      .replace(/[<>]/g, "")
      .trim()
      .slice(0, max)
      .trim()
  );
}

/** The `utm_*` of a posted campaign (an object of strings) or of a query, cleaned; empty values left out. */
function cleanCampaign(read: (key: keyof Campaign, parameter: string) => unknown): Campaign {
  const campaign: Campaign = {};
  for (const [key, parameter] of Object.entries(campaignParameters) as [keyof Campaign, string][]) {
    const raw = read(key, parameter);
    if (typeof raw !== "string") continue;
    const value = cleanText(raw, limits.utm);
    if (value) campaign[key] = value;
  }
  return campaign;
}

/** A page of this site as a path with its cleaned `utm_*` (`/en/contacto?utm_source=x`); null when it is not one. */
export function sitePage(value: unknown, origin: string): { page: string; utm: Campaign } | null {
  if (typeof value !== "string" || value.length > limits.address) return null;
  // Only a path: `//other.example/x`, `/\other.example` and `https:...` name other sites.
  if (!/^\/(?![/\\])/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname.length > limits.path) return null;
  const utm = cleanCampaign((_, parameter) => url.searchParams.get(parameter));
  const query = new URLSearchParams();
  for (const [key, text] of Object.entries(utm)) query.set(campaignParameters[key as keyof Campaign], text);
  const search = query.toString();
  return { page: search ? `${url.pathname}?${search}` : url.pathname, utm };
}

/** Another site's http(s) address as its origin and path (no query, no credentials); null for this site or anything else. */
export function otherSite(value: unknown, host: string): string | null {
  if (typeof value !== "string" || value.length > limits.address) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.host === host) return null;
  const address = `${url.origin}${url.pathname}`;
  return address.length <= limits.referrer ? address : url.origin;
}

/** The visit the browser kept (JSON), checked; undefined when absent or not as the browser writes it. */
function visitOf(value: unknown, origin: string, host: string, now: Date): LeadSource["visit"] {
  if (typeof value !== "string" || value === "" || value.length > limits.visit) return undefined;
  let posted: unknown;
  try {
    posted = JSON.parse(value);
  } catch {
    return undefined;
  }
  if (typeof posted !== "object" || posted === null || Array.isArray(posted)) return undefined;
  const { landing, referrer, utm, at } = posted as Record<string, unknown>;
  const page = sitePage(landing, origin);
  if (!page || typeof at !== "string" || !isoTime.test(at)) return undefined;
  const began = Date.parse(at);
  if (Number.isNaN(began) || began > now.getTime() + maxClockSkewMs || began < now.getTime() - maxVisitAgeMs)
    return undefined;
  const kept =
    typeof utm === "object" && utm !== null && !Array.isArray(utm)
      ? cleanCampaign((key) => (utm as Record<string, unknown>)[key])
      : {};
  return {
    landing: page.page,
    referrer: otherSite(referrer, host),
    // What the browser kept under `utm`, else what the landing page's address says.
    utm: Object.keys(kept).length > 0 ? kept : page.utm,
    at: new Date(began).toISOString(),
  };
}

/**
 * Where a lead posted to `request` came from: the page named in the post, else the post's
 * Referer when it is of this site (a page posted without JavaScript), its `utm_*`, the site
 * that led to it and, when sent, the visit the browser kept with analytics consent.
 */
export function leadSourceOf(formData: FormData, request: Request, now: Date): LeadSource {
  const { origin, host } = new URL(request.url);
  const referer = request.headers.get("referer");
  let fromHeader: unknown = null;
  if (referer && referer.length <= limits.address) {
    try {
      const url = new URL(referer);
      // Compared by host, as the post guard does: behind a TLS proxy the scheme we see may differ.
      if (url.host === host) fromHeader = url.pathname + url.search;
    } catch {
      fromHeader = null;
    }
  }
  const page = sitePage(formData.get(pageField), origin) ?? sitePage(fromHeader, origin);
  const visit = visitOf(formData.get(visitField), origin, host, now);
  return {
    page: page?.page ?? null,
    referrer: otherSite(formData.get(referrerField), host),
    utm: page?.utm ?? {},
    ...(visit ? { visit } : {}),
  };
}
