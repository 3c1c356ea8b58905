// Supported languages; Spanish is the default and lives at the unprefixed routes.
export const languages = ["es", "en", "de", "it", "fr", "nl"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "es";

/** Names are written in their own language: a visitor looks for the one they read. */
export const languageNames: Record<Language, string> = {
  es: "Español",
  en: "English",
  de: "Deutsch",
  it: "Italiano",
  fr: "Français",
  nl: "Nederlands",
};

/** BCP 47 tags for `Intl` and `og:locale`. */
export const languageLocales: Record<Language, string> = {
  es: "es-ES",
  en: "en-GB",
  de: "de-DE",
  it: "it-IT",
  fr: "fr-FR",
  nl: "nl-NL",
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/**
 * Splits a URL path into its language and the Spanish-slug path it names:
 * `/en/contacto` -> { lang: "en", path: "/contacto" }, `/contacto` -> { lang: "es", path: "/contacto" }.
 */
export function splitLanguage(pathname: string): { lang: Language; path: string } {
  // Pre-rendering asks for `/proyectos/`; a page has one path, without the trailing slash.
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(normalized);
  const prefix = match?.[1];
  if (prefix && prefix !== defaultLanguage && isLanguage(prefix)) {
    return { lang: prefix, path: match?.[2] || "/" };
  }
  return { lang: defaultLanguage, path: normalized || "/" };
}

/** The URL of a Spanish-slug path in a language: `("/contacto", "de")` -> `/de/contacto`. */
export function localizePath(path: string, lang: Language): string {
  if (lang === defaultLanguage) return path;
  return path === "/" ? `/${lang}` : `/${lang}${path}`;
}
