import { pageField, referrerField, visitField } from "~/leads/forms/hidden-fields";
import { campaignAddress, campaignOf, visitSourceKey } from "~/leads/forms/lead-source";

/*
 * Where a lead came from, as the browser knows it. Every form post carries the page it was sent
 * from and the site that led the visitor here; the visit's first page is kept in session storage
 * only while the visitor allows analytics. The server checks all of it again
 * (app/leads/server/posted-source.server.ts): nothing here is trusted.
 */

// The page this visit's script started on and the site that led there, read once when the page
// loads: a later client-side navigation changes `location` but it is still the same visit.
const start =
  typeof location === "undefined"
    ? null
    : { url: new URL(location.href), referrer: document.referrer, at: new Date().toISOString() };

/** A referrer as its origin and path (never its query), only when it is another site. */
function otherSite(referrer: string): string | null {
  try {
    const url = new URL(referrer);
    return url.host !== location.host && url.protocol.startsWith("http") ? url.origin + url.pathname : null;
  } catch {
    return null;
  }
}

/** Keeps the visit's first page while analytics is allowed (once per visit); removes it when it is not. */
export function keepVisitSource(allowed: boolean) {
  try {
    if (!allowed) sessionStorage.removeItem(visitSourceKey);
    else if (start && !sessionStorage.getItem(visitSourceKey))
      sessionStorage.setItem(
        visitSourceKey,
        JSON.stringify({
          landing: campaignAddress(start.url.pathname, start.url.searchParams),
          referrer: otherSite(start.referrer),
          utm: campaignOf(start.url.searchParams),
          at: start.at,
        }),
      );
  } catch {
    // Storage blocked: the lead goes without the visit's first page.
  }
}

/** Adds to a form's post the page it is sent from, the site that led here and the kept visit. */
export function appendSourceFields(data: FormData) {
  data.set(pageField, campaignAddress(location.pathname, new URLSearchParams(location.search)));
  const referrer = otherSite(document.referrer);
  if (referrer) data.set(referrerField, referrer);
  try {
    const visit = sessionStorage.getItem(visitSourceKey);
    if (visit) data.set(visitField, visit);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
