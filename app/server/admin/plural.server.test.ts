import { describe, expect, it } from "vitest";
import { adminLanguages } from "./admin-languages.server";
import { dashboardWords } from "./dashboard/dashboard-words.server";
import { exportsWords } from "./exports/exports-words.server";
import { inboxWords } from "./inbox/inbox-words.server";
import { outboxWords } from "./outbox/outbox-words.server";
import { counted } from "./plural.server";

describe("a count in words", () => {
  const leads = { one: "{{count}} solicitud", other: "{{count}} solicitudes", many: "{{count}} de solicitudes" };

  it("writes one and many as Spanish does", () => {
    expect(counted("es", leads, 1)).toBe("1 solicitud");
    expect(counted("es", leads, 0)).toBe("0 solicitudes");
    expect(counted("es", leads, 2)).toBe("2 solicitudes");
    expect(counted("es", leads, 1_000_000, {}, "1.000.000")).toBe("1.000.000 de solicitudes");
    // `many` left out reads as `other`.
    expect(counted("es", { one: "{{count}} texto", other: "{{count}} textos" }, 1_000_000)).toBe("1000000 textos");
  });

  it("picks the form from the count in each of the site's six languages", () => {
    const forms = { one: "one", other: "other" };
    for (const lang of ["es", "en", "de", "it", "fr", "nl"]) {
      expect(counted(lang, forms, 1)).toBe("one");
      expect(counted(lang, forms, 5)).toBe("other");
    }
    // French counts 0 as one ("0 demande"), the others as other.
    expect(counted("fr", forms, 0)).toBe("one");
    expect(counted("de", forms, 0)).toBe("other");
  });

  it("the back office's counts never read '(s)' or '1 solicitudes'", () => {
    for (const lang of adminLanguages) {
      const one = [
        counted(lang, inboxWords[lang].count, 1),
        counted(lang, exportsWords[lang].hint, 1),
        counted(lang, dashboardWords[lang].medianOf, 1),
        counted(lang, dashboardWords[lang].pending, 1),
        counted(lang, outboxWords[lang].retried, 1),
      ];
      for (const text of one) {
        expect(text).not.toMatch(/\(s\)|\(es\)|solicitudes|leads\b|envíos|deliveries/);
      }
    }
    expect(counted("es", inboxWords.es.count, 1)).toBe("1 solicitud");
    expect(counted("es", inboxWords.es.count, 3)).toBe("3 solicitudes");
    expect(counted("es", dashboardWords.es.medianOf, 1)).toBe("de 1 solicitud respondida");
    expect(counted("en", inboxWords.en.count, 1)).toBe("1 lead");
  });
});
