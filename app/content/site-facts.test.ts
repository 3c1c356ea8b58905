import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import { siteConfig } from "~/site/config";
import { pageContent } from "./pages";
import { fillSiteFacts } from "./site-facts";

describe("site facts in content", () => {
  it('end a sentence on the legal name ("…, S.L.") with one period, in every page of every language', () => {
    const name = siteConfig.legalName;
    expect(fillSiteFacts("Anbieter ist die {{legalName}}.", "de")).toBe(
      `Anbieter ist die ${name.endsWith(".") ? name : `${name}.`}`,
    );
    for (const lang of languages)
      for (const id of ["avisoLegal", "politicaPrivacidad", "garantia"] as const)
        expect(JSON.stringify(pageContent(id, lang)), `${id} (${lang})`).not.toMatch(/S\.L\.\./);
  });

  it("are filled from site config in the page's language", () => {
    expect(fillSiteFacts({ text: "Más de {{factoryArea}} desde {{foundedYear}}" }, "es").text).toBe(
      `Más de 8.000\u00a0m² desde ${siteConfig.foundedYear}`,
    );
    expect(fillSiteFacts(["over {{factoryArea}}"], "en")[0]).toBe("over 8,000\u00a0m²");
  });

  it("reach the pages that state them", () => {
    const faq = JSON.stringify(pageContent("faq", "fr"));
    expect(faq).toContain("8\u202f000\u00a0m²");
    expect(faq).not.toContain("{{");
  });

  it("refuse a fact that does not exist, so a typo never reaches a page", () => {
    expect(() => fillSiteFacts("{{factoryAera}}", "es")).toThrow(/factoryAera/);
  });

  it("are never written out by hand: no content module states the factory area itself", () => {
    const root = path.resolve(import.meta.dirname);
    const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
      (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && file !== "site-facts.ts",
    );
    const handWritten = files.filter((file) =>
      /\d[.,\s\u202f]?\d{3}\s?m²/.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(handWritten).toEqual([]);
  });
});

describe("the privacy policy's retention periods", () => {
  it("state what the server enforces, from its configuration, in every language", () => {
    for (const lang of languages) {
      const text = JSON.stringify(
        pageContent("politicaPrivacidad", lang, { leadRetentionDays: 365, outboxKeepDays: 14 }),
      );
      expect(text, lang).toContain("365");
      expect(text, lang).toContain("14");
      expect(text, lang).toContain("48");
      expect(text, lang).not.toContain("{{");
      const defaults = JSON.stringify(pageContent("politicaPrivacidad", lang));
      expect(defaults, lang).toContain("730");
    }
  });
});
