/** The countries where the private aviation content is offered (ISO 3166-1). */
export const allowedCountries = ["US", "DE", "CH", "GB"] as const;

/** The local-storage flag that, set to 'true', forces the region check to 'allowed' (country DEV). */
export const geoDevModeKey = "geo-dev-mode";

/** The session-storage key under which a visit keeps the region check's answer. */
export const regionAnswerKey = "region-answer";

/** What GET /api/region answers. */
export type RegionAnswer = { country: string | null; allowed: boolean };
