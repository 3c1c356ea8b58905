import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { languageRedirectScript } from "./language-redirect";

/** Runs the inline <head> script as a browser would, and tells where it sent the visitor. */
function visit(options: { path?: string; stored?: string | null; browser?: string[]; userAgent?: string }) {
  let target: string | null = null;
  const style: Record<string, string> = {};
  runInNewContext(languageRedirectScript, {
    localStorage: { getItem: () => options.stored ?? null },
    navigator: {
      languages: options.browser ?? ["es-ES"],
      language: options.browser?.[0] ?? "es-ES",
      userAgent: options.userAgent ?? "Mozilla/5.0 Chrome/140",
    },
    location: {
      pathname: options.path ?? "/",
      search: "",
      hash: "",
      replace: (url: string) => {
        target = url;
      },
    },
    document: { documentElement: { style } },
  });
  return { target, hidden: style.visibility === "hidden" };
}

describe("the language chosen on an unprefixed page", () => {
  it("is the stored choice when it is supported", () => {
    expect(visit({ stored: "en", browser: ["de-DE"] }).target).toBe("/en");
    expect(visit({ stored: "it", path: "/contacto" }).target).toBe("/it/contacto");
  });

  it("stays Spanish when Spanish was chosen, whatever the browser says", () => {
    expect(visit({ stored: "es", browser: ["fr-FR"] }).target).toBeNull();
  });

  it("is the browser's language when nothing usable is stored", () => {
    expect(visit({ stored: null, browser: ["de-AT", "en"] }).target).toBe("/de");
    expect(visit({ stored: "pt", browser: ["nl-BE"], path: "/faq" }).target).toBe("/nl/faq");
  });

  it("is Spanish when neither is supported", () => {
    expect(visit({ stored: null, browser: ["ja-JP"] }).target).toBeNull();
  });

  it("hides the Spanish page while it moves, so it never flashes", () => {
    expect(visit({ stored: "fr" })).toEqual({ target: "/fr", hidden: true });
  });

  it("never moves a crawler, which reads each language at its own address", () => {
    expect(visit({ browser: ["en-US"], userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1)" }).target).toBeNull();
  });
});
