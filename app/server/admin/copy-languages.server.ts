/** The languages the back office speaks: Spanish, and English. */
export const adminLanguages = ["es", "en"] as const;
export type AdminLanguage = (typeof adminLanguages)[number];
