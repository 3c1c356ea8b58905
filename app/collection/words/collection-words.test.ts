import { describe, expect, it } from "vitest";
import { collections } from "~/content/collection/schema";
import { copyRuleBreaches } from "~/content/copy-rules";
import { homeContent } from "~/content/home";
import { languages } from "~/i18n/languages";
import { rugWords } from "~/rug/words";
import { collectionWords } from ".";

/*
 * What the collection's words must say beyond being complete in every language (every words
 * module's keys, placeholders and Spanish left behind are checked in app/i18n/words.test.ts).
 */

/** Every string with its key. */
function texts(value: unknown, prefix = ""): { where: string; text: string }[] {
  if (typeof value === "string") return [{ where: prefix, text: value }];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => texts(inner, prefix ? `${prefix}.${key}` : key));
  return [];
}

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
