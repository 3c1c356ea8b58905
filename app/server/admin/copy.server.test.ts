import { describe, expect, it } from "vitest";
import { adminCopy, adminLanguage } from "./copy.server";

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );

describe("back-office copy", () => {
  const es = Object.fromEntries(leaves(adminCopy.es as unknown as Tree));
  const en = Object.fromEntries(leaves(adminCopy.en as unknown as Tree));

  it("has the same keys and placeholders in English as in Spanish", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
    for (const [key, text] of Object.entries(es)) {
      const names = (value: string) => [...value.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
      expect(names(en[key] ?? ""), key).toEqual(names(text));
    }
  });

  it("leaves no Spanish in English (only the words both languages share)", () => {
    // "{{leads}}, {{emails}}": two counts, each worded in its language, joined alike in both.
    const shared = new Set(["title", "states.spam", "none", "privacy.leadsFound"]);
    for (const [key, text] of Object.entries(en)) {
      if (!shared.has(key)) expect(text, key).not.toBe(es[key]);
      expect(text, key).not.toMatch(/[ñ¿¡áéíóú]|\b(el|la|los|las|de|del|para|una?)\b/i);
    }
  });

  it("speaks the staff member's browser language: English or Spanish, Spanish otherwise", () => {
    expect(adminLanguage("en-GB,en;q=0.9")).toBe("en");
    expect(adminLanguage("de-DE,de;q=0.9,en;q=0.8,es;q=0.7")).toBe("en");
    expect(adminLanguage("es-ES,es;q=0.9,en;q=0.8")).toBe("es");
    expect(adminLanguage("fr-FR")).toBe("es");
    expect(adminLanguage("en;q=0.2, es;q=0.8")).toBe("es");
    expect(adminLanguage(undefined)).toBe("es");
  });
});
