import { describe, expect, it } from "vitest";
import { homeFrom } from "~/content/context";
import { contentNames, properNames } from "~/content/copy-rules";
import { seedSnapshot } from "~/content/documents";
import { eventSchema, events } from "~/content/events";
import { homeContent } from "~/content/home";
import { blockSchema, pageContentSchema } from "~/content/page-schema";
import { pageSources, sectionSources } from "~/content/pages";
import { homeContentSchema } from "~/content/schemas";
import { languages } from "./languages";
import { keyDifferences, spanishLeftovers } from "./translation-check";

const translations = languages.filter((lang) => lang !== "es");

const names = properNames;

// The interface messages are checked with every other words module in words.test.ts.
describe.each(translations)("the %s translation", (lang) => {
  it("has the whole home page, valid against its schema, with no Spanish left", () => {
    // Its words over the Spanish structure (the pictures' names are written in Spanish only).
    const shown = homeFrom(seedSnapshot, lang);
    expect(keyDifferences(homeContent.es, shown)).toEqual({ missing: [], extra: [] });
    expect(() => homeContentSchema.parse(shown)).not.toThrow();
    expect(spanishLeftovers(homeContent.es, homeContent[lang])).toEqual([]);
  });

  it("has every event and news item, with no Spanish left", () => {
    for (const item of events) {
      expect(item.text[lang], `event ${item.id}`).toBeDefined();
      expect(spanishLeftovers(item.text.es, item.text[lang], names)).toEqual([]);
    }
  });
});

describe.each([...pageSources.entries()])("the %s page", (id, byLanguage) => {
  it.each(languages)("is complete and valid in %s, with no Spanish left", (lang) => {
    const page = byLanguage[lang];
    expect(page, `${id} has no ${lang} module`).toBeDefined();
    expect(() => pageContentSchema.parse(page)).not.toThrow();
    if (lang === "es") return;
    expect(keyDifferences(byLanguage.es, page)).toEqual({ missing: [], extra: [] });
    expect(spanishLeftovers(byLanguage.es, page, contentNames)).toEqual([]);
  });
});

describe.each([...sectionSources.entries()])("the shared %s section", (id, byLanguage) => {
  it.each(languages)("is complete and valid in %s, with no Spanish left", (lang) => {
    const section = byLanguage[lang];
    expect(section, `${id} has no ${lang} module`).toBeDefined();
    expect(() => blockSchema.array().parse(section)).not.toThrow();
    if (lang === "es") return;
    expect(keyDifferences(byLanguage.es, section)).toEqual({ missing: [], extra: [] });
    expect(spanishLeftovers(byLanguage.es, section, contentNames)).toEqual([]);
  });
});

describe("the checks themselves", () => {
  it("catch a missing key and Spanish left in a translation", () => {
    const source = { a: "Hola", b: { c: "Nuestra fábrica" } };
    expect(keyDifferences(source, { a: "Hello" })).toEqual({ missing: ["b.c"], extra: [] });
    expect(spanishLeftovers(source, { a: "Hola", b: { c: "Our alfombras" } })).toHaveLength(2);
  });

  it("reject an event without a date", () => {
    expect(() => eventSchema.parse({ ...events[0], date: "soon" })).toThrow();
  });
});

it("the Spanish home page is valid against its schema", () => {
  expect(() => homeContentSchema.parse(homeContent.es)).not.toThrow();
});
