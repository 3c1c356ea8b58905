import { type Language, languageLocales } from "./languages";

/** Dates in the page's language, long format ("22 de octubre de 2024"). */
export function formatLongDate(isoDate: string, lang: Language): string {
  return new Intl.DateTimeFormat(languageLocales[lang], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
