import { describe, expect, it } from "vitest";
import { contentDocuments, documentDef } from "~/content/documents";
import { textUnits, valueAt } from "~/content/text-units";
import { adminLanguages } from "~/server/admin/admin-words.server";
import { entryName, entryOf, keyLabel, placeLabel, sectionOf, sectionTitle } from "./editor-outline.server";
import { editorCopy } from "./editor-words.server";

/** Every place a document offers an editor: its texts and its editable structure. */
const placesOf = (def: (typeof contentDocuments)[number]) => [
  ...textUnits(def.seed, def.structure).map((unit) => unit.path),
  ...def.editable(def.seed.es).map((field) => field.path),
];

describe.each(adminLanguages)("the editor's labels in %s", (lang) => {
  const words = editorCopy[lang];

  it("name every key of every document in words, never by its internal name", () => {
    const unnamed: string[] = [];
    for (const def of contentDocuments)
      for (const path of placesOf(def)) {
        const parts = path.split(".");
        parts.forEach((part, index) => {
          if (/^\d+$/.test(part) || part === "blocks") return;
          if (keyLabel(part, parts[index - 1], words) === undefined) unnamed.push(`${def.id}: ${path} (${part})`);
        });
      }
    expect(unnamed).toEqual([]);
  });

  it("name every kind of block a section can be", () => {
    const kinds = new Set<string>();
    for (const def of contentDocuments)
      for (const path of placesOf(def)) {
        const kind = (valueAt(def.seed.es, sectionOf(path)) as { kind?: unknown } | undefined)?.kind;
        if (typeof kind === "string") kinds.add(kind);
      }
    expect([...kinds].filter((kind) => !words.blockKinds[kind])).toEqual([]);
  });

  it("show no internal name in any field's whole place", () => {
    const internal =
      /\b(imageAlt|eyebrow|cta|ctaNote|hero|tiles|handTuft|robotTuft|items|blocks|paragraphs|opensInNewTab|tourLabel|tourHint|mapLink|hoursTitle|meta|alt|Label)\b/;
    const raw: string[] = [];
    for (const def of contentDocuments)
      for (const path of placesOf(def)) {
        const label = placeLabel(def.seed.es, path, lang);
        // Words of the document itself (an entry's title) may say anything: only our labels are checked.
        const ours = label
          .split(" › ")
          .filter((part) => {
            const entry = entryOf(def.seed.es, path);
            return !(entry && part === entryName(def.seed.es, entry, lang));
          })
          .join(" › ");
        if (internal.test(ours)) raw.push(`${def.id}: ${path} → ${label}`);
      }
    expect(raw).toEqual([]);
  });
});

describe("the editor's outline", () => {
  const es = (id: string) => documentDef(id)?.seed.es;

  it("opens the home page as its parts, each named in words", () => {
    expect(sectionTitle(es("home"), "hero", "es").title).toBe("Portada");
    expect(sectionTitle(es("home"), "collections", "en").title).toBe("Collections");
    expect(placeLabel(es("home"), "hero.image.alt", "es")).toBe("Portada › Imagen › Texto alternativo");
    expect(placeLabel(es("home"), "hero.paragraphs.1", "es")).toBe("Portada › Párrafo 2");
  });

  it("names a repeated entry by its own title: a collection, a question, an event with its date", () => {
    expect(placeLabel(es("home"), "collections.categories.2.features.0", "es")).toBe(
      "Colecciones › Relieve 3D › Característica 1",
    );
    const faq = es("page.faq");
    const question = valueAt(faq, "blocks.1.items.0.question") as string;
    expect(placeLabel(faq, "blocks.1.items.0.answer", "es")).toBe(
      `Preguntas frecuentes › ${question.length > 60 ? `${question.slice(0, 59).trimEnd()}…` : question} › Respuesta`,
    );
    const events = es("events") as { items: { title: string; date: string }[] };
    const valencia = events.items.findIndex((item) => item.date === "2026-09-22");
    expect(sectionTitle(events, `items.${valencia}`, "en").title).toMatch(/, 22 Sept? 2026$/);
    expect(sectionTitle(events, `items.${valencia}`, "es").title).toMatch(/, 22 sept 2026$/);
  });

  it("names a link's words apart from a figure's label", () => {
    const faq = es("page.faq");
    expect(placeLabel(faq, "blocks.1.closing.action.label", "es")).toBe(
      "Preguntas frecuentes › Cierre › Enlace › Texto del enlace",
    );
  });
});
