import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import { rugWords } from "~/rug/words";
import { configuratorPageWords } from ".";

/*
 * What the configurator's words must say beyond being complete in every language (every words
 * module's keys, placeholders and Spanish left behind are checked in app/i18n/words.test.ts).
 */

describe.each(languages.filter((lang) => lang !== "es"))("the configurator in %s", (lang) => {
  it("names no price", () => {
    // Its page's own words and the rug's, as the page shows them together.
    const words = { ...rugWords[lang], ...configuratorPageWords[lang] };
    expect(JSON.stringify(words)).not.toMatch(/€|\bEUR\b/);
  });
});
