import { describe, expect, it } from "vitest";
import { documentDef } from "~/content/documents";
import { pageContent } from "~/content/pages";
import { valueAt } from "~/content/text-units";
import { languages } from "~/i18n/languages";
import { editorFields, postedContent, structureFieldName, textFieldName } from "./editor-form.server";

const faq = documentDef("page.faq");
const events = documentDef("events");
if (!faq || !events) throw new Error("no FAQ or events document");

describe("a post of the studio's editor", () => {
  it("changes the texts and the structure fields the editor offers", () => {
    const { written, readOnly } = postedContent(events, events.seed, {
      "t.en.items.0.title": "Trade fair in Las Vegas",
      "t.es.items.0.location": "Las Vegas\r\n(Nevada)",
      "s.items.0.date": " 2026-10-14 ",
      "s.items.0.image.name": "event-yecla",
      "s.items.0.restricted": ["false", "true"],
      "s.items.0.link": "",
    });
    expect(readOnly).toEqual([]);
    expect(valueAt(written.en, "items.0.title")).toBe("Trade fair in Las Vegas");
    expect(valueAt(written.es, "items.0.location")).toBe("Las Vegas\n(Nevada)");
    expect(valueAt(written.es, "items.0.date")).toBe("2026-10-14");
    expect(valueAt(written.es, "items.0.image.name")).toBe("event-yecla");
    expect(valueAt(written.es, "items.0.restricted")).toBe(true);
    expect(valueAt(written.es, "items.0.link")).toBeUndefined();
  });

  it("names a link, an image's name and a block's kind posted as texts of the FAQ as read only, changing none", () => {
    const forged = {
      "t.es.blocks.1.closing.action.href": "/solicitud-catalogo",
      "t.es.blocks.0.image.name": "hero-jets",
      "t.es.blocks.1.kind": "hero",
      "t.en.blocks.0.kind": "faq",
      "s.blocks.1.closing.action.href": "https://attacker.example/",
    };
    const { written, readOnly } = postedContent(faq, faq.seed, {
      ...forged,
      "t.es.blocks.1.items.0.question": "¿Fabricáis vosotros mismos?",
    });
    expect(readOnly.sort()).toEqual(Object.keys(forged).sort());
    expect(valueAt(written.es, "blocks.1.closing.action.href")).toBe("/contacto");
    expect(valueAt(written.es, "blocks.0.image.name")).toBe("hero-care");
    expect(valueAt(written.es, "blocks.1.kind")).toBe("faq");
    expect(valueAt(written.en, "blocks.0.kind")).toBe("hero");
    // The editor's own words are kept, for the form shown with the refusal.
    expect(valueAt(written.es, "blocks.1.items.0.question")).toBe("¿Fabricáis vosotros mismos?");
    for (const lang of languages)
      expect(() => pageContent("faq", lang, undefined, new Map([["page.faq", written]]))).not.toThrow();
  });

  it("drops without a word the texts of a form older than the document (an entry removed since)", () => {
    const { written, readOnly } = postedContent(faq, faq.seed, {
      "t.es.blocks.1.items.99.answer": "Una respuesta de una pregunta ya quitada",
      "t.es.blocks.1.items.0.answer.more": "Más",
      "t.xx.blocks.1.kind": "hero",
      intent: "save",
      _token: "…",
    });
    expect(readOnly).toEqual([]);
    expect(written).toBe(faq.seed);
  });

  it("offers every text in every language and the image slots, and no other structure", () => {
    const { units, structure } = editorFields(faq, faq.seed);
    const texts = units.flatMap((unit) => languages.map((lang) => textFieldName(lang, unit.path)));
    expect(texts).toContain("t.de.blocks.1.items.0.answer");
    expect(texts).toContain("t.es.blocks.0.image.alt");
    for (const name of texts) expect(name).not.toMatch(/\.(href|kind|id|name)$/);
    expect(structure.map((field) => structureFieldName(field.path))).toEqual(["s.blocks.0.image.name"]);
  });
});
