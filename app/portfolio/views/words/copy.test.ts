import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import { keyDifferences, spanishLeftovers } from "~/i18n/translation-check";
import { portfolioWords } from ".";

const placeholders = (value: unknown): string[] =>
  [...JSON.stringify(value).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? "");

/** Words written the same in Spanish and the language: not Spanish left behind. */
const sameWord = {
  en: ["Retail", "Sector"],
  de: ["Hotels"],
  it: ["Retail", "Hotel", "Yacht"],
  fr: ["Retail", "Yachts", "Client", "Aviation", "Architecture", "Secteur"],
  nl: ["Retail", "Hotels", "Sector"],
} as const;

describe.each(languages.filter((lang) => lang !== "es"))("the portfolio's words in %s", (lang) => {
  const copy = portfolioWords[lang];

  it("have every key Spanish has, and no other", () => {
    expect(keyDifferences(portfolioWords.es, copy)).toEqual({ missing: [], extra: [] });
  });

  it("fill the same placeholders as Spanish", () => {
    expect(placeholders(copy).sort()).toEqual(placeholders(portfolioWords.es).sort());
  });

  it("have no Spanish left", () => {
    expect(spanishLeftovers(portfolioWords.es, copy, sameWord[lang as keyof typeof sameWord])).toEqual([]);
  });
});
