import { describe, expect, it } from "vitest";
import { formatLongDate } from "./format";
import { localizePath, splitLanguage } from "./languages";

describe("language URLs", () => {
  it("reads Spanish from unprefixed paths and the language from a prefix", () => {
    expect(splitLanguage("/")).toEqual({ lang: "es", path: "/" });
    expect(splitLanguage("/contacto")).toEqual({ lang: "es", path: "/contacto" });
    expect(splitLanguage("/en")).toEqual({ lang: "en", path: "/" });
    expect(splitLanguage("/de/muestrarios")).toEqual({ lang: "de", path: "/muestrarios" });
  });

  it("reads a path the same with or without a trailing slash", () => {
    expect(splitLanguage("/proyectos/")).toEqual({ lang: "es", path: "/proyectos" });
    expect(splitLanguage("/en/faq/")).toEqual({ lang: "en", path: "/faq" });
    expect(splitLanguage("/en/")).toEqual({ lang: "en", path: "/" });
  });

  it("does not take an unknown or Spanish prefix for a language", () => {
    expect(splitLanguage("/es/contacto")).toEqual({ lang: "es", path: "/es/contacto" });
    expect(splitLanguage("/pt/contacto")).toEqual({ lang: "es", path: "/pt/contacto" });
    expect(splitLanguage("/faq")).toEqual({ lang: "es", path: "/faq" });
  });

  it("puts a page in each language under the same slug", () => {
    expect(localizePath("/", "es")).toBe("/");
    expect(localizePath("/", "fr")).toBe("/fr");
    expect(localizePath("/contacto", "es")).toBe("/contacto");
    expect(localizePath("/contacto", "nl")).toBe("/nl/contacto");
  });
});

describe("long dates", () => {
  it("are written in the page's language", () => {
    expect(formatLongDate("2024-10-22", "es")).toBe("22 de octubre de 2024");
    expect(formatLongDate("2025-11-06", "en")).toBe("6 November 2025");
    expect(formatLongDate("2026-09-22", "de")).toBe("22. September 2026");
    expect(formatLongDate("2025-05-26", "fr")).toBe("26 mai 2025");
  });
});
