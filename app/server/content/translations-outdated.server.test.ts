import { beforeEach, expect, it } from "vitest";
import { documentDef } from "~/content/documents";
import { valueAt, withText } from "~/content/text-units";
import { describeStorage } from "../../../tests/support/storage";
import { needsTranslation, withNewWords } from "./store/document.server";
import { saveDraft } from "./store/drafts.server";
import { publish } from "./store/publishing.server";
import { seedContent } from "./store/seed.server";
import { documentState } from "./store/state.server";
import { exportTranslations, importTranslations, outdatedCounts } from "./translations.server";
import { readXliff } from "./xliff/read.server";

const answer = "blocks.1.items.1.answer";
const homeText = "meta.description";

/** Publishes new Spanish for one text of a document, its translations left as they were. */
async function changeSpanish(storage: Parameters<typeof documentState>[0], id: string, path: string, text: string) {
  const state = await documentState(storage, id, new Date());
  const def = documentDef(id);
  if (!state || !def) throw new Error(`no document ${id}`);
  const stored = withNewWords(def, state.live, withText(state.live.written, "es", path, text));
  // Leaving the translations out of date is the point here, as an editor does by publishing anyway.
  const result = await publish(storage, id, stored, {
    actor: "editora@nudo.example",
    now: new Date(),
    askOutdated: false,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
}

const units = (xml: string | null) =>
  readXliff(xml ?? "").files.flatMap((file) => file.units.map((unit) => ({ ...unit, id: `${file.id}/${unit.id}` })));

describeStorage("the export of what changed on $name", (test) => {
  beforeEach(() => seedContent(test.storage));

  it("writes exactly the texts whose Spanish changed, each with its old translation and marked to translate", async () => {
    const faq = await documentState(test.storage, "page.faq", new Date());
    const oldAnswer = String(valueAt(faq?.live.written.en, answer));
    await changeSpanish(test.storage, "page.faq", answer, "Sí: fabricamos cada alfombra a mano en nuestro taller.");
    await changeSpanish(
      test.storage,
      "home",
      homeText,
      "Alfombras hechas a mano en España para proyectos de interiorismo.",
    );

    const outdated = await exportTranslations(test.storage, "en", new Date(), { outdated: true });
    const written = units(outdated);
    expect(written.map((unit) => unit.id).sort()).toEqual([`home/${homeText}`, `page.faq/${answer}`]);
    const faqUnit = written.find((unit) => unit.id === `page.faq/${answer}`);
    expect(faqUnit).toMatchObject({
      source: "Sí: fabricamos cada alfombra a mano en nuestro taller.",
      target: oldAnswer,
      state: "initial",
    });
    expect(faqUnit?.note).toContain("Spanish changed");

    // The whole site: every text, those two marked the same way, the others translated (or
    // initial without a target: never translated).
    const full = await exportTranslations(test.storage, "en", new Date());
    const all = units(full);
    expect(all.length).toBeGreaterThan(1000);
    expect(
      all
        .filter((unit) => unit.state === "initial" && unit.target !== "")
        .map((unit) => unit.id)
        .sort(),
    ).toEqual(written.map((unit) => unit.id).sort());
    // Measured on 2026-11-26: 1,305 texts in 411,868 bytes against 2 texts in 1,314 bytes.
    expect(Buffer.byteLength(outdated ?? "")).toBeLessThan(Buffer.byteLength(full ?? "") / 100);
    expect((await outdatedCounts(test.storage, new Date())).en).toEqual({ live: 2, draft: 2 });
  });

  it("exports what is published unless the drafts are asked for, and nothing when nothing changed", async () => {
    expect(await exportTranslations(test.storage, "de", new Date(), { outdated: true })).toBeNull();
    const state = await documentState(test.storage, "page.faq", new Date());
    const def = documentDef("page.faq");
    if (!state || !def) throw new Error("no FAQ");
    const draft = withNewWords(def, state.live, withText(state.live.written, "es", answer, "Borrador sin publicar."));
    await saveDraft(test.storage, "page.faq", draft, { actor: "editora@nudo.example", now: new Date() });

    expect(await exportTranslations(test.storage, "de", new Date(), { outdated: true })).toBeNull();
    expect(await exportTranslations(test.storage, "de", new Date())).not.toContain("Borrador sin publicar.");
    const fromDrafts = units(await exportTranslations(test.storage, "de", new Date(), { outdated: true, draft: true }));
    expect(fromDrafts.map((unit) => [unit.id, unit.source])).toEqual([
      [`page.faq/${answer}`, "Borrador sin publicar."],
    ]);
    expect((await outdatedCounts(test.storage, new Date())).de).toEqual({ live: 0, draft: 1 });
  });

  it("takes back both kinds of file: an untouched one changes nothing, a translation or a confirmation clears the mark", async () => {
    await changeSpanish(test.storage, "page.faq", answer, "Sí: fabricamos cada alfombra a mano en nuestro taller.");
    await changeSpanish(test.storage, "page.faq", "blocks.1.items.2.answer", "Sí, a partir de tu boceto.");
    const outdated = (await exportTranslations(test.storage, "fr", new Date(), { outdated: true })) ?? "";
    expect(await importTranslations(test.storage, outdated, { actor: "agence", now: new Date() })).toEqual({
      ok: true,
      lang: "fr",
      documents: [],
    });
    const full = (await exportTranslations(test.storage, "fr", new Date())) ?? "";
    expect((await importTranslations(test.storage, full, { actor: "agence", now: new Date() })).ok).toBe(true);

    // The translator rewrites one and confirms the other as still right (state translated, same target).
    const returned = outdated
      .replace(/(<unit id="blocks\.1\.items\.1\.answer">[\s\S]*?<target>)[\s\S]*?(<\/target>)/, "$1Oui : à la main.$2")
      .replace(
        /(<unit id="blocks\.1\.items\.2\.answer">[\s\S]*?)<segment state="initial">/,
        '$1<segment state="translated">',
      );
    const result = await importTranslations(test.storage, returned, { actor: "agence", now: new Date() });
    expect(result).toMatchObject({ ok: true, documents: [{ id: "page.faq", changed: 2 }] });
    const after = await documentState(test.storage, "page.faq", new Date());
    const def = documentDef("page.faq");
    if (!after?.draft || !def) throw new Error("no draft");
    expect(valueAt(after.draft.content.written.fr, answer)).toBe("Oui : à la main.");
    expect(needsTranslation(def, after.draft.content).fr).toBeUndefined();
  });

  it("never tells the translator of an old translation a brand-new text does not have", async () => {
    const state = await documentState(test.storage, "page.faq", new Date());
    const def = documentDef("page.faq");
    if (!state || !def) throw new Error("no page.faq");
    // New Spanish, no German for it and never translated: what a text an editor just added looks like.
    const stored = withNewWords(def, state.live, withText(state.live.written, "es", answer, "Un texto nuevo."));
    const { [answer]: _never, ...translatedFrom } = stored.translatedFrom.de ?? {};
    const added = {
      ...stored,
      written: withText(stored.written, "de", answer, ""),
      translatedFrom: { ...stored.translatedFrom, de: translatedFrom },
    };
    await saveDraft(test.storage, "page.faq", added, {
      actor: "editora@nudo.example",
      now: new Date(),
    });
    const unit = units(await exportTranslations(test.storage, "de", new Date(), { outdated: true, draft: true })).find(
      (found) => found.id === `page.faq/${answer}`,
    );
    expect(unit).toMatchObject({ source: "Un texto nuevo.", target: "", state: "initial" });
    expect(unit?.note).toBe("A new text: it has no translation yet.");
    expect(unit?.note).not.toContain("old translation");
  });
});
