import { describe, expect, it } from "vitest";
import { contentDocuments, documentDef } from "./documents";
import { changeList, valueAt, withText } from "./text-units";
import { blocking, linkProblem, validateDocument } from "./validate";

describe("the content checks", () => {
  it.each(contentDocuments.map((def) => [def.id, def] as const))("pass the seed of %s", (_id, def) => {
    expect(validateDocument(def, def.seed)).toEqual([]);
  });

  const faq = documentDef("page.faq");
  if (!faq) throw new Error("no FAQ document");
  const answer = "blocks.1.items.0.answer";

  it("name the language and field of Spanish left in a translation", () => {
    const written = withText(faq.seed, "en", answer, "Somos fabricantes de alfombras, {{factoryArea}}.");
    expect(validateDocument(faq, written)).toEqual([
      expect.objectContaining({ lang: "en", path: answer, code: "spanishLeft" }),
    ]);
  });

  it("ask about a short text that reads as Spanish, and let a proper name through", () => {
    const design = documentDef("design.alcazar");
    if (!design) throw new Error("no design document");
    const same = withText(
      withText(design.seed, "es", "colourways.0.label", "arena clara"),
      "en",
      "colourways.0.label",
      "arena clara",
    );
    expect(validateDocument(design, same)).toContainEqual(
      expect.objectContaining({ lang: "en", path: "colourways.0.label", code: "spanishLeft", severity: "warning" }),
    );
    // A proper name (every word capitalised) reads the same everywhere: no question asked.
    const city = documentDef("project.hotel-mirador-valencia");
    if (!city) throw new Error("no project document");
    expect(validateDocument(city, city.seed).filter((issue) => issue.path === "city")).toEqual([]);
    const sentence = withText(design.seed, "en", "summary", valueAt(design.seed.es, "summary") as string);
    expect(validateDocument(design, sentence)).toContainEqual(
      expect.objectContaining({ lang: "en", path: "summary", code: "spanishLeft", severity: "error" }),
    );
  });

  it("refuse markup and script in a text", () => {
    const written = withText(faq.seed, "de", answer, 'Wir sind Hersteller <script>alert("x")</script>');
    expect(validateDocument(faq, written)).toEqual([
      expect.objectContaining({ lang: "de", path: answer, code: "markup" }),
    ]);
  });

  it("refuse an empty required text, naming its language", () => {
    const written = withText(faq.seed, "fr", answer, "");
    expect(validateDocument(faq, written)).toEqual([
      expect.objectContaining({ lang: "fr", path: answer, code: "required" }),
    ]);
  });

  it("refuse a claim the company cannot stand behind, naming the rule and the word", () => {
    const written = withText(faq.seed, "en", answer, "Our eco-friendly rugs are made in our own factory.");
    expect(validateDocument(faq, written)).toContainEqual(
      expect.objectContaining({
        lang: "en",
        code: "claim",
        severity: "error",
        rule: "genericGreen",
        detail: "eco-friendly",
      }),
    );
  });

  it("only warn of house style: a word the glossary replaces", () => {
    const written = withText(faq.seed, "nl", answer, "Wij maken elk tapijt in onze eigen fabriek van {{factoryArea}}.");
    const issues = validateDocument(faq, written);
    expect(issues).toEqual([
      expect.objectContaining({
        lang: "nl",
        code: "claim",
        severity: "warning",
        rule: "terminology",
        detail: "tapijt",
      }),
    ]);
    expect(blocking(issues)).toEqual([]);
  });

  it("publish an Italian event title with a city and a fair's brand, and a care tip with a time in it", () => {
    const events = documentDef("events");
    if (!events) throw new Error("no events document");
    const withCity = withText(
      withText(events.seed, "es", "items.0.title", "Maison&Objet París 2027"),
      "it",
      "items.0.title",
      "Maison&Objet Parigi 2027",
    );
    expect(validateDocument(events, withCity).filter((issue) => issue.lang === "it")).toEqual([]);
    const care = withText(faq.seed, "es", answer, "Deja secar la alfombra 24 horas antes de volver a pisarla.");
    expect(validateDocument(faq, care).filter((issue) => issue.lang === "es")).toEqual([]);
  });

  it("refuse a placeholder a translation dropped or invented", () => {
    const dropped = withText(faq.seed, "it", answer, "Siamo produttori, nella nostra fabbrica di Crevillente.");
    expect(validateDocument(faq, dropped)).toEqual([
      expect.objectContaining({ lang: "it", code: "placeholder", detail: "{{factoryArea}}" }),
    ]);
  });

  it("let a new FAQ entry be saved empty, but report each language's empty texts", () => {
    const list = faq.lists(faq.seed.es)[0];
    if (!list) throw new Error("no FAQ list");
    const written = changeList(faq.seed, list, { op: "add", path: list.path });
    const issues = validateDocument(faq, written);
    expect(issues.filter((issue) => issue.code === "required")).toHaveLength(12);
  });

  it("allow links to the site's pages and https addresses only", () => {
    expect(linkProblem("/contacto")).toBeNull();
    expect(linkProblem("/contacto?proyecto=hotel#contact")).toBeNull();
    expect(linkProblem("https://www.nbaa.org/")).toBeNull();
    expect(linkProblem("javascript:alert(1)")).not.toBeNull();
    expect(linkProblem("http://example.com")).not.toBeNull();
    expect(linkProblem("//evil.example")).not.toBeNull();
    expect(linkProblem("/no-such-page")).not.toBeNull();
  });

  it("refuse a javascript: link on an event", () => {
    const events = documentDef("events");
    if (!events) throw new Error("no events document");
    const es = events.seed.es as { items: Record<string, unknown>[] };
    const written = {
      ...events.seed,
      es: { items: [{ ...es.items[0], link: "javascript:alert(1)" }, ...es.items.slice(1)] },
    };
    expect(validateDocument(events, written)).toContainEqual(
      expect.objectContaining({ lang: null, path: "items.0.link", code: "link" }),
    );
  });
});
