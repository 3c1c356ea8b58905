import { beforeEach, expect, it } from "vitest";
import { valueAt } from "~/content/text-units";
import { seedContent } from "~/server/content/store/seed.server";
import { backOffice } from "../../../../../tests/support/back-office";
import { describeStorage } from "../../../../../tests/support/storage";
import {
  answer,
  confirmed,
  faq,
  faqState,
  question,
  revisionOf,
  shown,
} from "../../../../../tests/support/studio-forms";

describeStorage("keeping every edit in the content studio on $name", (test) => {
  beforeEach(() => seedContent(test.storage));
  const { signedIn } = backOffice(test);
  const faqNow = () => faqState(test.storage);

  it("puts a cancelled schedule's change in the draft, and keeps it in the history when a draft was there", async () => {
    const ana = await signedIn("editor");
    const later = "2099-05-01T10:00";
    const scheduled = await confirmed(
      ana,
      await ana.post(faq, {
        revision: await revisionOf(ana),
        [`t.es.${question}`]: "Programada para mayo",
        intent: "schedule",
        liveAt: later,
      }),
    );
    expect(scheduled.status).toBe(303);
    const state = await faqNow();
    const version = state.scheduled[0]?.number;
    expect(version).toBe(2);
    expect(state.draft).toBeNull();

    const cancelled = await ana.post(`${faq}/cancel`, { version: String(version) });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toContain("notice=cancelledToDraft");
    const after = await faqNow();
    expect(after.scheduled).toEqual([]);
    expect(valueAt(after.draft?.content.written.es, question)).toBe("Programada para mayo");
    const editor = await (await ana.get(`${faq}?notice=cancelledToDraft`)).text();
    expect(editor).toContain("Programación cancelada: su cambio está ahora en el borrador.");
    expect(editor).toContain("Programación de la versión 2 cancelada");
    expect(editor).toContain('value="Programada para mayo"');

    // With a draft already there, the draft stays and the cancelled change waits in the history.
    await confirmed(
      ana,
      await ana.post(faq, {
        revision: await revisionOf(ana),
        [`t.es.${question}`]: "Programada otra vez",
        intent: "schedule",
        liveAt: later,
      }),
    );
    await ana.post(faq, { revision: await revisionOf(ana), [`t.es.${question}`]: "Borrador de hoy" });
    const again = (await faqNow()).scheduled[0]?.number;
    const kept = await ana.post(`${faq}/cancel`, { version: String(again) });
    expect(kept.headers.get("location")).toContain("notice=cancelledToTrash");
    expect(valueAt((await faqNow()).draft?.content.written.es, question)).toBe("Borrador de hoy");
    const history = await (await ana.get(faq)).text();
    const trash = /name="trash" value="([^"]+)"/.exec(history)?.[1] ?? "";
    expect(history).toContain("Recuperar como borrador");
    // Put back: the cancelled change is the draft, and today's draft is kept in its turn.
    expect((await ana.post(`${faq}/undo`, { trash })).status).toBe(303);
    expect(valueAt((await faqNow()).draft?.content.written.es, question)).toBe("Programada otra vez");
    expect(await (await ana.get(faq)).text()).toContain("Recuperar este borrador");
    // A version that is not scheduled (the live one, one that does not exist) is not cancelled.
    expect((await ana.post(`${faq}/cancel`, { version: "1" })).status).toBe(404);
    expect((await ana.post(`${faq}/cancel`, { version: "x" })).status).toBe(404);
    expect((await faqNow()).liveVersion.number).toBe(1);
  });

  it("asks before discarding a draft, showing what changes, and the history undoes the discard", async () => {
    const ana = await signedIn("editor");
    await ana.post(faq, { revision: await revisionOf(ana), [`t.en.${answer}`]: "A draft answer worth keeping" });
    const live = valueAt((await faqNow()).live.written.en, answer) as string;

    const asked = await ana.get(`${faq}/discard`);
    expect(asked.status).toBe(200);
    const page = await asked.text();
    expect(page).toContain("¿Descartar el borrador?");
    expect(page).toContain("Campos que cambian: 1");
    expect(page).toContain("English");
    expect(page).toContain("A draft answer worth keeping");
    expect(page).toContain("<del>");
    expect(page).toContain("Sí, descartar el borrador");
    expect((await faqNow()).draft).not.toBeNull();

    // A post without the revision the page showed only asks again.
    expect((await ana.post(`${faq}/discard`)).status).toBe(200);
    expect((await faqNow()).draft).not.toBeNull();
    const revision = /name="revision" value="(\d+)"/.exec(page)?.[1] ?? "";
    const done = await ana.post(`${faq}/discard`, { revision });
    expect(done.status).toBe(303);
    expect((await faqNow()).draft).toBeNull();
    expect(valueAt(shown(await faqNow()).en, answer)).toBe(live);

    const history = await (await ana.get(faq)).text();
    expect(history).toContain("Borrador descartado");
    const trash = /name="trash" value="([^"]+)"/.exec(history)?.[1] ?? "";
    const undone = await ana.post(`${faq}/undo`, { trash });
    expect(undone.headers.get("location")).toContain("notice=undoneDraft");
    expect(valueAt((await faqNow()).draft?.content.written.en, answer)).toBe("A draft answer worth keeping");
    // Once: a second undo (another tab, a double click) changes nothing.
    const twice = await ana.post(`${faq}/undo`, { trash });
    expect(twice.headers.get("location")).toContain("notice=alreadyUndone");
    expect(await (await ana.get(faq)).text()).toMatch(/Deshecho <time/);
    // Nothing to undo by a made-up or another document's entry.
    expect((await ana.post(`${faq}/undo`, { trash: "no-such-entry" })).status).toBe(404);
    expect((await ana.post("/admin/content/events/undo", { trash })).status).toBe(404);
    expect((await ana.post(`${faq}/undo`, { trash: "<b>" })).status).toBe(404);
  });

  it("refuses a discard confirmed on a page older than the draft, showing the changes again", async () => {
    const ana = await signedIn("editor");
    await ana.post(faq, { revision: await revisionOf(ana), [`t.es.${answer}`]: "Primer borrador" });
    const shownAt = /name="revision" value="(\d+)"/.exec(await (await ana.get(`${faq}/discard`)).text())?.[1] ?? "";
    await ana.post(faq, { revision: await revisionOf(ana), [`t.es.${answer}`]: "Borrador más nuevo" });
    const stale = await ana.post(`${faq}/discard`, { revision: shownAt });
    expect(stale.status).toBe(409);
    const page = await stale.text();
    expect(page).toContain("El documento ha cambiado mientras mirabas esta página");
    expect(page).toContain("Borrador más nuevo");
    expect(valueAt((await faqNow()).draft?.content.written.es, answer)).toBe("Borrador más nuevo");
  });

  it("asks before restoring a version, showing what changes, and the history undoes the restore", async () => {
    const ana = await signedIn("editor");
    const seeded = valueAt((await faqNow()).live.written.es, answer) as string;
    await confirmed(
      ana,
      await ana.post(faq, {
        revision: await revisionOf(ana),
        [`t.es.${answer}`]: `${seeded} Con una frase nueva.`,
        intent: "publish",
      }),
    );
    expect((await faqNow()).liveVersion.number).toBe(2);

    const editor = await (await ana.get(faq)).text();
    expect(editor).toContain(`href="${faq}/rollback?version=1"`);
    const asked = await ana.get(`${faq}/rollback?version=1`);
    expect(asked.status).toBe(200);
    const page = await asked.text();
    expect(page).toContain("¿Restaurar la versión 1?");
    expect(page).toContain("proyecto.</span><del> Con una frase nueva.</del>");
    expect((await faqNow()).liveVersion.number).toBe(2);
    expect((await ana.get(`${faq}/rollback?version=9`)).status).toBe(404);
    expect((await ana.get(`${faq}/rollback?version=abc`)).status).toBe(404);

    const revision = /name="revision" value="(\d+)"/.exec(page)?.[1] ?? "";
    const restored = await ana.post(`${faq}/rollback`, { version: "1", revision });
    expect(restored.status).toBe(303);
    const after = await faqNow();
    expect(after.liveVersion.number).toBe(3);
    expect(valueAt(after.live.written.es, answer)).toBe(seeded);

    const history = await (await ana.get(faq)).text();
    expect(history).toContain("Restaurada una versión anterior sobre la versión 2");
    expect(history).toContain("Restauración de la versión 1");
    const trash = /name="trash" value="([^"]+)"/.exec(history)?.[1] ?? "";
    const undone = await ana.post(`${faq}/undo`, { trash });
    expect(undone.headers.get("location")).toContain("notice=undonePublished");
    const back = await faqNow();
    expect(back.liveVersion.number).toBe(4);
    expect(valueAt(back.live.written.es, answer)).toBe(`${seeded} Con una frase nueva.`);
    expect(await (await ana.get(faq)).text()).toContain("Restauración deshecha: vuelve la versión 2");
  });

  it("autosaves the editor's fields as JSON at its revision, and refuses anything else with nothing saved", async () => {
    const ana = await signedIn("editor");
    const revision = Number(await revisionOf(ana));
    const autosave = (body: unknown, headers: Record<string, string> = { "Content-Type": "application/json" }) =>
      ana.send(`${faq}/autosave`, {
        method: "POST",
        headers,
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
    const token = ana.formToken;

    // A read-only field (the FAQ's closing link) posted as a text: refused whole.
    const forged = await autosave({
      _token: token,
      revision,
      [`t.es.${question}`]: "Con un enlace cambiado",
      "t.es.blocks.1.closing.action.href": "https://evil.example",
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ ok: false, error: "readOnly" });
    // A field that is not a text.
    const wrongType = await autosave({ _token: token, revision, [`t.es.${question}`]: { text: "x" } });
    expect(wrongType.status).toBe(400);
    // No token, a wrong one.
    expect((await autosave({ revision, [`t.es.${question}`]: "Sin token" })).status).toBe(403);
    expect((await autosave({ _token: "forged", revision, [`t.es.${question}`]: "Token falso" })).status).toBe(403);
    // An older revision.
    const stale = await autosave({ _token: token, revision: revision - 1, [`t.es.${question}`]: "Vieja" });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ ok: false, error: "conflict", revision });
    // Not JSON: a form, broken JSON, a body over 2 MB.
    const form = await ana.send(`${faq}/autosave`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ _token: token, revision: String(revision), [`t.es.${question}`]: "Formulario" }),
    });
    expect(form.status).toBe(415);
    const broken = await autosave(`{"_token": "${token}", "revision": ${revision}, `);
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ ok: false });
    const huge = await autosave({ _token: token, revision, [`t.es.${question}`]: "x".repeat(3 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ ok: false, error: "tooLarge" });
    const array = await autosave([{ _token: token }]);
    expect(array.status).toBe(403);
    expect((await faqNow()).draft).toBeNull();
    expect((await faqNow()).revision).toBe(revision);

    const saved = await autosave({ _token: token, revision, [`t.es.${question}`]: "Guardada sola" });
    expect(saved.status).toBe(200);
    const answer = (await saved.json()) as { ok: boolean; revision: number; time: string };
    expect(answer).toMatchObject({ ok: true, revision: revision + 1 });
    expect(answer.time).toMatch(/^\d{1,2}:\d{2}$/);
    expect(valueAt((await faqNow()).draft?.content.written.es, question)).toBe("Guardada sola");
    // The editor's form is told the new revision; the next save names it.
    const next = await autosave({ _token: token, revision: answer.revision, [`t.es.${question}`]: "Y otra vez" });
    expect(next.status).toBe(200);
    expect(
      (await autosave({ _token: token, revision: 0, "t.es.x": "y" }, { "Content-Type": "text/plain" })).status,
    ).toBe(415);
    expect(
      (
        await ana.send("/admin/content/page.noSuchPage/autosave", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ _token: token, revision: 0 }),
        })
      ).status,
    ).toBe(404);
  });

  it("shows the editor's revision, autosave line and the way to the confirmation pages", async () => {
    const ana = await signedIn("editor");
    await ana.post(faq, { revision: await revisionOf(ana), [`t.es.${question}`]: "Con borrador" });
    const page = await (await ana.get(faq)).text();
    expect(page).toContain(`data-autosave="${faq}/autosave"`);
    expect(page).toContain('data-dirty="Cambios sin guardar"');
    expect(page).toMatch(/Guardado <time/);
    expect(page).toContain(`href="${faq}/discard"`);
    expect(page).not.toContain(`action="${faq}/discard"`);
    const english = await (await ana.get(faq, "en-GB,en;q=0.9")).text();
    expect(english).toContain('data-dirty="Unsaved changes"');
  });
});
