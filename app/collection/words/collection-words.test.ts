import { describe, expect, it } from "vitest";
import { collections } from "~/content/collection/schema";
import { copyRuleBreaches } from "~/content/copy-rules";
import { homeContent } from "~/content/home";
import { languages } from "~/i18n/languages";
import { keyDifferences, spanishLeftovers } from "~/i18n/translation-check";
import { rugWords } from "~/rug/words";
import { collectionWords } from ".";

/** Every `{{placeholder}}` of every string, by its key. */
function placeholders(value: unknown, prefix = ""): string[] {
  if (typeof value === "string") return [...value.matchAll(/\{\{(\w+)\}\}/g)].map((match) => `${prefix}:${match[1]}`);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => placeholders(inner, prefix ? `${prefix}.${key}` : key));
  return [];
}

/** Every string with its key. */
function texts(value: unknown, prefix = ""): { where: string; text: string }[] {
  if (typeof value === "string") return [{ where: prefix, text: value }];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => texts(inner, prefix ? `${prefix}.${key}` : key));
  return [];
}

/** Words spelled the same in Spanish and the language, and values that are only placeholders and a unit. */
const sameWord = {
  en: ["Handtuft", "Robotuft"],
  de: ["Design", "Designs", "Hotels"],
  it: ["Tecnica", "Design", "Hotel", "fondo"],
  fr: ["Collection", "Technique", "Design", "Aviation", "Architecture", "Collections"],
  nl: ["Hotels"],
} as const;
const onlyPlaceholders = /^"(\{\{\w+\}\}[, ]*)+"$|"\{\{width\}\} × \{\{length\}\} cm"/;

describe.each(languages.filter((lang) => lang !== "es"))("the collection's words in %s", (lang) => {
  const copy = collectionWords[lang];

  it("have every key Spanish has, and no other", () => {
    expect(keyDifferences(collectionWords.es, copy)).toEqual({ missing: [], extra: [] });
  });

  it("fill the same placeholders as Spanish", () => {
    expect(placeholders(copy).sort()).toEqual(placeholders(collectionWords.es).sort());
  });

  it("have no Spanish left", () => {
    const leftovers = spanishLeftovers(collectionWords.es, copy, sameWord[lang as keyof typeof sameWord]).filter(
      (leftover) => !onlyPlaceholders.test(leftover.slice(leftover.indexOf('"'))),
    );
    expect(leftovers).toEqual([]);
  });
});

describe.each(languages)("the collection's words in %s", (lang) => {
  it("keep to the copy rules (claims, the glossary, Italian headings in sentence case)", () => {
    const spanish = new Map(texts(collectionWords.es).map(({ where, text }) => [where, text]));
    const breaches = texts(collectionWords[lang]).flatMap(({ where, text }) =>
      copyRuleBreaches(text, lang, `collection.${where}`, spanish.get(where)).map(
        (breach) => `${where}: ${breach.rule} (${breach.words.join(", ")})`,
      ),
    );
    expect(breaches).toEqual([]);
  });

  it("name the five collections as the home page's collections section does", () => {
    const titles = homeContent[lang].collections.categories.map((category) => category.title);
    expect(collections.map((id) => rugWords[lang].names.motifs[id])).toEqual(titles);
  });
});
