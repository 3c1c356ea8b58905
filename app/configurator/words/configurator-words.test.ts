import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import { keyDifferences, spanishLeftovers } from "~/i18n/translation-check";
import { rugWords } from "~/rug/words";
import { configuratorPageWords } from ".";

/** The configurator's words: the rug's and the page's own, as the page shows them together. */
const configuratorCopy = Object.fromEntries(
  languages.map((lang) => [lang, { ...rugWords[lang], ...configuratorPageWords[lang] }]),
) as Record<(typeof languages)[number], object>;

/** Every `{{placeholder}}` of every string, by its key. */
function placeholders(value: unknown, prefix = ""): string[] {
  if (typeof value === "string") return [...value.matchAll(/\{\{(\w+)\}\}/g)].map((match) => `${prefix}:${match[1]}`);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => placeholders(inner, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}

/**
 * Words spelled the same in Spanish and the language, and values that are only a placeholder and
 * a unit ("{{height}} mm"): not Spanish left behind.
 */
const sameWord = {
  en: ["Material", "Rectangular", "Irregular", "Hexagonal", "Triangular", "Handtuft", "Robotuft"],
  de: ["Material", "Handtuft", "Robotuft"],
  it: ["Motivo", "Superficie", "Irregolare", "Handtuft", "Robotuft"],
  fr: ["Handtuft", "Robotuft", "Irrégulière"],
  nl: ["Handtuft", "Robotuft"],
} as const;

describe.each(languages.filter((lang) => lang !== "es"))("the configurator in %s", (lang) => {
  const copy = configuratorCopy[lang];

  it("has every key Spanish has, and no other", () => {
    expect(keyDifferences(configuratorCopy.es, copy)).toEqual({ missing: [], extra: [] });
  });

  it("fills the same placeholders as Spanish", () => {
    expect(placeholders(copy).sort()).toEqual(placeholders(configuratorCopy.es).sort());
  });

  it("has no Spanish left", () => {
    const leftovers = spanishLeftovers(configuratorCopy.es, copy, sameWord[lang as keyof typeof sameWord]).filter(
      (leftover) =>
        !/"\{\{\w+\}\}( \w+)?"|"Ø \{\{\w+\}\} cm"|"\{\{\w+\}\} × \{\{\w+\}\} cm"|"\{\{\w+\}\}, \{\{\w+\}\}"/.test(
          leftover,
        ),
    );
    expect(leftovers).toEqual([]);
  });

  it("names no price", () => {
    expect(JSON.stringify(copy)).not.toMatch(/€|\bEUR\b/);
  });
});
