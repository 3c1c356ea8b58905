/*
 * Where a lead came from, as it is stored with it (`leads.source`, JSON) and shown on its page, in
 * the exports, the webhook event and the privacy export. The page a form was sent from is sent
 * with every lead; the visit's first page only where the visitor allowed analytics.
 */

/** The `utm_*` parameters of an address, each present only when it had one. */
export type Campaign = { source?: string; medium?: string; campaign?: string; term?: string; content?: string };

/** The five `utm_*` parameters, by the key `Campaign` keeps each under. */
export const campaignParameters = {
  source: "utm_source",
  medium: "utm_medium",
  campaign: "utm_campaign",
  term: "utm_term",
  content: "utm_content",
} as const satisfies Record<keyof Campaign, string>;

export type LeadSource = {
  /** The page the form was sent from: its path and query (`/en/contacto?utm_source=newsletter`); null: unknown. */
  page: string | null;
  /** The address of the site that led to that page (never this site's); null: none or unknown. */
  referrer: string | null;
  /** The `utm_*` of that page's address. */
  utm: Campaign;
  /** The visit's first page, its referrer, its `utm_*` and when it began: kept only with analytics consent. */
  visit?: { landing: string; referrer: string | null; utm: Campaign; at: string };
};

/** A stored `leads.source` read back; null when the lead has none (stored before it was kept) or it is unreadable. */
export function readLeadSource(json: string | null): LeadSource | null {
  if (json === null || json === "") return null;
  try {
    const value = JSON.parse(json) as LeadSource;
    return typeof value === "object" && value !== null && "utm" in value ? value : null;
  } catch {
    return null;
  }
}

/** The campaign a lead counts under: the form page's `utm_*` when it had any, else the visit's. */
export function leadCampaign(source: LeadSource | null): Campaign {
  if (!source) return {};
  return Object.keys(source.utm).length > 0 ? source.utm : (source.visit?.utm ?? {});
}

/**
 * Where the browser keeps the visit's first page for the forms (session storage, like the consent
 * keys' names): written only while the visitor allows analytics, removed when they withdraw it.
 */
export const visitSourceKey = "visitSource";

/** The `utm_*` of a query, the first value of each, other parameters dropped (they may hold personal data). */
export function campaignOf(query: URLSearchParams): Campaign {
  const campaign: Campaign = {};
  for (const [key, parameter] of Object.entries(campaignParameters) as [keyof Campaign, string][]) {
    const value = query.get(parameter);
    if (value) campaign[key] = value;
  }
  return campaign;
}

/** A page's path with only its `utm_*` parameters: `/contacto?utm_source=newsletter`. */
export function campaignAddress(path: string, query: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const [key, value] of Object.entries(campaignOf(query)))
    kept.set(campaignParameters[key as keyof Campaign], value);
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}
