import { beforeEach, expect, it } from "vitest";
import { documentDef } from "~/content/documents";
import { valueAt, withText } from "~/content/text-units";
import { needsTranslation, withNewWords } from "~/server/content/store/document.server";
import { publish } from "~/server/content/store/publishing.server";
import { seedContent } from "~/server/content/store/seed.server";
import { documentState } from "~/server/content/store/state.server";
import { backOffice } from "../../../../../tests/support/back-office";
import { describeStorage } from "../../../../../tests/support/storage";

const answer = "blocks.1.items.1.answer";
const other = "blocks.1.items.2.answer";

describeStorage("'translation still valid' on $name", (test) => {
  beforeEach(async () => {
    await seedContent(test.storage);
    // The Spanish of two answers changes; their five translations are now marked.
    const def = documentDef("page.faq");
    const state = await documentState(test.storage, "page.faq", new Date());
    if (!def || !state) throw new Error("no FAQ");
    let written = withText(state.live.written, "es", answer, "En cualquier lugar del mundo: vamos nosotros.");
    written = withText(written, "es", other, "Sí: partimos de tu boceto o de tu logotipo.");
    const result = await publish(test.storage, "page.faq", withNewWords(def, state.live, written), {
      actor: "editora@nudo.example",
      now: new Date(),
      // Published anyway, its translations left out of date: what the marks are for.
      askOutdated: false,
    });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
  });
  const { signedIn } = backOffice(test);

  const faq = async () => {
    const state = await documentState(test.storage, "page.faq", new Date());
    const def = documentDef("page.faq");
    if (!state || !def) throw new Error("no FAQ");
    const current = state.draft?.content ?? state.live;
    return { state, stale: needsTranslation(def, current), current };
  };
  const events = () => test.storage.db.selectFrom("content_events").selectAll().where("kind", "=", "confirm").execute();

  it("shows a 'still valid' button beside each marked translation, part of the editor's form", async () => {
    const editor = await signedIn("editor");
    const page = await (await editor.get("/admin/content/page.faq")).text();
    expect(page.match(/Necesita traducción/g)).toHaveLength(10);
    // A button of the editor's form, sent to the confirmation with the form's words.
    const button = page.match(new RegExp(`<button[^>]*value="en:${answer}"[^>]*>`))?.[0] ?? "";
    expect(button).toContain('name="confirm"');
    expect(button).toContain('formAction="/admin/content/page.faq/confirm-translation"');
    expect(button).toContain('aria-label="Traducción en Inglés: sigue siendo válida');
    expect(page).toContain("Todas sus traducciones siguen siendo válidas");
    expect(page).toContain("Inglés: marcar como válidas (2)");
  });

  it("clears one translation's mark without retyping it, on what is published when there is no draft", async () => {
    const editor = await signedIn("editor");
    const before = await faq();
    const response = await editor.post("/admin/content/page.faq/confirm-translation", { confirm: `en:${answer}` });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/admin/content/page.faq#f-en-${answer.replace(/\./g, "-")}`);
    const after = await faq();
    expect(after.state.draft).toBeNull();
    expect(after.state.liveVersion.number).toBe(before.state.liveVersion.number + 1);
    expect(after.current.written).toEqual(before.current.written);
    expect(after.stale.en).toEqual([other]);
    expect(after.stale.de).toEqual([answer, other]);
    const [line] = await events();
    expect(line?.actor).toBe("editor@nudo.example");
    expect(JSON.parse(line?.detail ?? "{}")).toMatchObject({ into: "live", texts: [`en:${answer}`] });
  });

  it("clears every language of a text, and every text of a language", async () => {
    const editor = await signedIn("editor");
    expect((await editor.post("/admin/content/page.faq/confirm-translation", { confirm: `*:${answer}` })).status).toBe(
      303,
    );
    let now = await faq();
    for (const lang of ["en", "de", "it", "fr", "nl"] as const) expect(now.stale[lang]).toEqual([other]);
    expect((await editor.post("/admin/content/page.faq/confirm-translation", { lang: "it", path: "*" })).status).toBe(
      303,
    );
    now = await faq();
    expect(now.stale.it).toBeUndefined();
    expect(now.stale.nl).toEqual([other]);
  });

  it("keeps the words the editor's form brought with it, in the draft", async () => {
    const editor = await signedIn("editor");
    const response = await editor.post("/admin/content/page.faq/confirm-translation", [
      [`t.en.${other}`, "Yes: we start from your sketch or your logo."],
      [`t.es.${answer}`, "En cualquier lugar del mundo: vamos nosotros."],
      ["confirm", `de:${answer}`],
    ]);
    expect(response.status).toBe(303);
    const now = await faq();
    expect(now.state.draft).not.toBeNull();
    expect(valueAt(now.current.written.en, other)).toBe("Yes: we start from your sketch or your logo.");
    expect(now.stale.de).toEqual([other]);
    expect(now.stale.en).toEqual([answer]);
  });

  it("refuses what names no marked translation, Spanish, markup, a huge value, a read-only field or no form token", async () => {
    const editor = await signedIn("editor");
    const before = await faq();
    for (const confirm of [
      `es:${answer}`,
      "en:blocks.1.items.42.answer",
      "en:meta.title",
      "xx:*",
      "*:*",
      "<script>alert(1)</script>:*",
      `en:${"a".repeat(5000)}`,
      "",
    ]) {
      const response = await editor.post("/admin/content/page.faq/confirm-translation", { confirm });
      expect(response.status, confirm.slice(0, 40)).toBe(400);
      expect(await response.text()).toContain("No se ha marcado nada");
    }
    const readOnly = await editor.post("/admin/content/page.faq/confirm-translation", [
      ["t.es.blocks.1.closing.action.href", "/otra"],
      ["confirm", `en:${answer}`],
    ]);
    expect(readOnly.status).toBe(400);
    expect(
      (await editor.post("/admin/content/no-such-page/confirm-translation", { confirm: `en:${answer}` })).status,
    ).toBe(404);
    const forged = await fetch(
      (await editor.get("/admin/content/page.faq")).url.replace(
        "/admin/content/page.faq",
        "/admin/content/page.faq/confirm-translation",
      ),
      { method: "POST", body: new URLSearchParams({ confirm: `en:${answer}` }), redirect: "manual" },
    );
    expect(forged.status).toBe(401);
    const after = await faq();
    expect(after.state.liveVersion.number).toBe(before.state.liveVersion.number);
    expect(after.stale).toEqual(before.stale);
    expect(await events()).toHaveLength(0);
  });

  it("keeps another tab's newer save: a confirmation sent from an older form is shown as a conflict, nothing stored", async () => {
    const editor = await signedIn("editor");
    const form = await (await editor.get("/admin/content/page.faq")).text();
    const opened = form.match(/name="revision" value="(\d+)"/)?.[1] ?? "";
    expect(opened).not.toBe("");
    // Another tab saves a new English answer in the meantime.
    const saved = await editor.post("/admin/content/page.faq", [
      ["revision", opened],
      [`t.en.${answer}`, "Anywhere in the world: we come to you."],
      ["intent", "save"],
    ]);
    expect(saved.status).toBe(303);
    // The first tab's 'still valid' brings its old words with the revision it was opened at.
    const stale = await editor.post("/admin/content/page.faq/confirm-translation", [
      ["revision", opened],
      [`t.en.${answer}`, "Old English words"],
      ["confirm", `en:${answer}`],
    ]);
    expect(stale.status).toBe(409);
    const after = await faq();
    expect(valueAt(after.state.draft?.content.written.en, answer)).toBe("Anywhere in the world: we come to you.");
    expect(await events()).toEqual([]);
  });
});
