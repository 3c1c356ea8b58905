import { describe, expect, it } from "vitest";
import { adminCopy, adminLanguage } from "./admin-words.server";
import { dashboardWords } from "./dashboard/dashboard-words.server";
import { exportsWords } from "./exports/exports-words.server";
import { inboxWords } from "./inbox/inbox-words.server";
import { leadOwnerWords } from "./lead/lead-owner-words.server";
import { leadReplyWords } from "./lead/lead-reply-words.server";
import { leadSourceWords } from "./lead/lead-source-words.server";
import { leadWords } from "./lead/lead-words.server";
import { outboxWords } from "./outbox/outbox-words.server";
import { privacyWords } from "./privacy/privacy-words.server";
import { signInWords } from "./sign-in/sign-in-words.server";

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );

/** Every table of the back office's own words outside the studio: the shared ones, then each feature's. */
const tables = {
  adminCopy,
  dashboardWords,
  exportsWords,
  inboxWords,
  leadWords,
  leadOwnerWords,
  leadReplyWords,
  leadSourceWords,
  outboxWords,
  privacyWords,
  signInWords,
};

/** Words both languages write alike: "{{leads}}, {{emails}}" is two counts, each in its language, joined alike. */
const sharedWords = new Set([
  "adminCopy.title",
  "adminCopy.states.spam",
  "adminCopy.none",
  "adminCopy.privacy.leadsFound",
  "privacyWords.leadsFound",
]);

describe("back-office copy", () => {
  const all = (lang: "es" | "en") =>
    Object.fromEntries(
      Object.entries(tables).flatMap(([name, table]) => leaves(table[lang] as unknown as Tree, `${name}.`)),
    );
  const es = all("es");
  const en = all("en");

  it("has the same keys and placeholders in English as in Spanish", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
    for (const [key, text] of Object.entries(es)) {
      const names = (value: string) => [...value.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
      expect(names(en[key] ?? ""), key).toEqual(names(text));
    }
  });

  it("leaves no Spanish in English (only the words both languages share)", () => {
    for (const [key, text] of Object.entries(en)) {
      if (!sharedWords.has(key)) expect(text, key).not.toBe(es[key]);
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
