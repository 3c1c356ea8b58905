import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { languageScript } from "./language-redirect";

/** Runs the inline <head> script as a browser would, and tells where it sent the visitor. */
function visit(options: { path?: string; stored?: string | null; browser?: string[]; userAgent?: string }) {
  let target: string | null = null;
  const style: Record<string, string> = {};
  const storage = new Map<string, string>();
  if (options.stored) storage.set("language", options.stored);
  let onClick: ((event: { target: unknown }) => void) | undefined;
  runInNewContext(languageScript, {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
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
    document: {
      documentElement: { style },
      addEventListener: (type: string, listener: typeof onClick) => {
        if (type === "click") onClick = listener;
      },
    },
  });
  /** A click on an element inside a link to the given language (null: not inside any such link). */
  const click = (hreflang: string | null) =>
    onClick?.({
      target: { closest: () => (hreflang ? { getAttribute: () => hreflang } : null) },
    });
  return { target, hidden: style.visibility === "hidden", click, stored: () => storage.get("language") ?? null };
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
    const visited = visit({ stored: "fr" });
    expect([visited.target, visited.hidden]).toEqual(["/fr", true]);
  });

  it("never moves a page that already names its language", () => {
    expect(visit({ stored: "de", path: "/en" }).target).toBeNull();
    expect(visit({ stored: null, browser: ["fr-FR"], path: "/it/faq" }).target).toBeNull();
  });

  it("never moves a crawler, which reads each language at its own address", () => {
    expect(visit({ browser: ["en-US"], userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1)" }).target).toBeNull();
  });
});

describe("choosing a language", () => {
  it("stores the language of the link clicked, on any page, before hydration", () => {
    const visited = visit({ path: "/en/contact", stored: "en" });
    visited.click("de");
    expect(visited.stored()).toBe("de");
  });

  it("leaves the stored choice alone for clicks outside language links", () => {
    const visited = visit({ path: "/en", stored: "en" });
    visited.click(null);
    expect(visited.stored()).toBe("en");
  });
});
