import { beforeEach, expect, it } from "vitest";
import { valueAt } from "~/content/text-units";
import { saveDraft } from "~/server/content/store/drafts.server";
import { publish } from "~/server/content/store/publishing.server";
import { RevisionConflict } from "~/server/content/store/revision.server";
import { seedContent } from "~/server/content/store/seed.server";
import { documentState } from "~/server/content/store/state.server";
import { backOffice } from "../../../../../tests/support/back-office";
import { describeStorage } from "../../../../../tests/support/storage";

/** Two texts of the FAQ's first question. */
const question = "blocks.1.items.0.question";
const answer = "blocks.1.items.0.answer";
const faq = "/admin/content/page.faq";

describeStorage("keeping every edit in the content studio on $name", (test) => {
  beforeEach(() => seedContent(test.storage));
  const { signedIn } = backOffice(test);

  const faqNow = async () => {
    const state = await documentState(test.storage, "page.faq", new Date());
    if (!state) throw new Error("no FAQ document");
    return state;
  };
  const shown = (state: Awaited<ReturnType<typeof faqNow>>) => (state.draft?.content ?? state.live).written;
  /** The revision the editor's form carries, as a browser would post it back. */
  const revisionOf = async (studio: Awaited<ReturnType<typeof signedIn>>, path = faq) => {
    const html = await (await studio.get(path)).text();
    const revision = /name="revision" value="(\d+)"/.exec(html)?.[1];
    if (!revision) throw new Error(`no revision in the form of ${path}`);
    return revision;
  };
  /** The revision and the base (three-way.server.ts) the editor's form carries, as a browser posts them back. */
  const formOf = async (studio: Awaited<ReturnType<typeof signedIn>>, path = faq) => {
    const html = await (await studio.get(path)).text();
    const revision = /name="revision" value="(\d+)"/.exec(html)?.[1];
    const base = /name="base" value="([^"]*)"/.exec(html)?.[1]?.replace(/&quot;/g, '"');
    if (!revision || !base) throw new Error(`no revision or base in the form of ${path}`);
    return { revision, base };
  };
  const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

  /** A publish or schedule that asked first (its Spanish left translations out of date), confirmed as the editor would. */
  const confirmed = async (ana: Awaited<ReturnType<typeof signedIn>>, response: Response) => {
    const location = response.headers.get("location") ?? "";
    if (!location.includes("/confirm")) return response;
    const page = await (await ana.get(location)).text();
    const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1] ?? "";
    const liveAt = field("liveAt");
    return ana.post(faq, {
      confirm: field("confirm"),
      revision: field("revision"),
      intent: liveAt ? "schedule" : "publish",
      ...(liveAt ? { liveAt } : {}),
    });
  };

  it("refuses a save over someone else's newer one, shows both versions, and saves nothing", async () => {
    const ana = await signedIn("editor");
    const berta = await signedIn("admin");
    const opened = await formOf(ana);
    const theirs = await berta.post(faq, {
      revision: await revisionOf(berta),
      [`t.es.${question}`]: "¿Quién fabrica? (Berta)",
    });
    expect(theirs.status).toBe(303);
    const stored = shown(await faqNow());

    const mine = await ana.post(faq, {
      ...opened,
      [`t.es.${question}`]: "¿Quién fabrica? (Ana) <script>alert(1)</script>",
      [`t.en.${answer}`]: "Ana's answer",
      intent: "publish",
    });
    expect(mine.status).toBe(409);
    const page = await mine.text();
    expect(page).toContain("Otra persona ha cambiado este documento");
    expect(page).not.toContain("otra pestaña");
    expect(page).toContain("Pediste publicar");
    // Both versions of the field both changed, the markup shown as text.
    expect(page).toContain("<mark>(Berta)</mark>");
    expect(page).toContain(`value="${escaped("¿Quién fabrica? (Ana) <script>alert(1)</script>")}"`);
    expect(page).not.toContain("<script>alert(1)</script>");
    // Ana's English answer, which Berta did not touch, is carried without a question.
    expect(page).toContain("Ana&#x27;s answer");
    expect(page).toContain("Se guarda lo tuyo en estos campos, que nadie más cambió:");
    expect(page).toContain("Un campo que cambiasteis los dos: elige una versión.");
    expect(page).toContain("Conservar todo lo mío");

    const after = await faqNow();
    expect(shown(after)).toEqual(stored);
    expect(after.liveVersion.number).toBe(1);
  });

  it("refuses a form without a revision or with a made-up one, keeping its words on the page", async () => {
    const ana = await signedIn("editor");
    for (const revision of [undefined, "abc", "-1", "99999999999999", "1e3"]) {
      const response = await ana.post(faq, {
        ...(revision === undefined ? {} : { revision }),
        [`t.es.${question}`]: "Sin revisión",
      });
      expect(response.status, String(revision)).toBe(409);
      expect(await response.text()).toContain("Sin revisión");
    }
    expect((await faqNow()).draft).toBeNull();
  });

  it("lets only one of two saves at the same revision through, in the database itself", async () => {
    const state = await faqNow();
    const content = state.live;
    const results = await Promise.allSettled(
      ["a", "b"].map((who) =>
        saveDraft(test.storage, "page.faq", content, { actor: who, now: new Date(), revision: state.revision }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((result) => result.status === "rejected");
    expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(RevisionConflict);
    expect((await faqNow()).revision).toBe(state.revision + 1);
    // A publish naming the old revision is refused the same way, nothing published.
    await expect(
      publish(test.storage, "page.faq", content, { actor: "c", now: new Date(), revision: state.revision }),
    ).rejects.toBeInstanceOf(RevisionConflict);
    expect((await faqNow()).liveVersion.number).toBe(1);
  });

  it("merges field by field as chosen, against the revision the conflict page showed", async () => {
    const ana = await signedIn("editor");
    const opened = await formOf(ana);
    await ana.post(faq, {
      ...opened,
      [`t.es.${question}`]: "Pregunta de Berta",
      [`t.es.${answer}`]: "Respuesta de Berta",
    });
    const conflict = await ana.post(faq, {
      ...opened,
      [`t.es.${question}`]: "Pregunta de Ana",
      [`t.es.${answer}`]: "Respuesta de Ana",
    });
    expect(conflict.status).toBe(409);
    const page = await conflict.text();
    const current = /name="revision" value="(\d+)"/.exec(page)?.[1] ?? "";
    expect(Number(current)).toBe((await faqNow()).revision);
    // The page carries Ana's words under their own names, and asks: neither side is chosen for her.
    expect(page).toContain(`name="t.es.${answer}" value="Respuesta de Ana"`);
    expect(page).toContain(`name="ask" value="t.es.${answer}"`);
    expect(page).toContain(`required="" name="pick.t.es.${answer}" value="mine"`);
    expect(page).not.toContain('checked=""');

    // A merge posted with a question unanswered (the page requires one) is asked again, nothing saved.
    const revisionBefore = (await faqNow()).revision;
    const unanswered = await ana.post(faq, [
      ["merge", "1"],
      ["revision", current],
      ["ask", `t.es.${question}`],
      ["ask", `t.es.${answer}`],
      [`t.es.${question}`, "Pregunta de Ana"],
      [`t.es.${answer}`, "Respuesta de Ana"],
      [`pick.t.es.${answer}`, "mine"],
    ]);
    expect(unanswered.status).toBe(422);
    expect(await unanswered.text()).toContain("Falta elegir una versión en algún campo: no se ha guardado nada.");
    expect((await faqNow()).revision).toBe(revisionBefore);

    const merged = await ana.post(faq, [
      ["merge", "1"],
      ["revision", current],
      ["ask", `t.es.${question}`],
      ["ask", `t.es.${answer}`],
      [`t.es.${question}`, "Pregunta de Ana"],
      [`pick.t.es.${question}`, "theirs"],
      [`t.es.${answer}`, "Respuesta de Ana"],
      [`pick.t.es.${answer}`, "mine"],
    ]);
    expect(merged.status).toBe(303);
    const written = shown(await faqNow());
    expect(valueAt(written.es, question)).toBe("Pregunta de Berta");
    expect(valueAt(written.es, answer)).toBe("Respuesta de Ana");

    // "Keep all the saved ones" saves nothing of Ana's.
    const before = await faqNow();
    const kept = await ana.post(faq, [
      ["merge", "1"],
      ["revision", String(before.revision)],
      ["ask", `t.es.${question}`],
      [`t.es.${question}`, "Otra de Ana"],
      ["all", "theirs"],
    ]);
    expect(kept.status).toBe(303);
    expect(kept.headers.get("location")).toContain("notice=keptTheirs");
    expect((await faqNow()).revision).toBe(before.revision);
  });

  it("keeps both when two tabs of one editor change different fields: no question, with the autosave or the form", async () => {
    const ana = await signedIn("editor");
    const original = shown(await faqNow());
    const originalQuestion = String(valueAt(original.es, question));
    const originalAnswer = String(valueAt(original.en, answer));
    const tabA = await formOf(ana);
    const tabB = await formOf(ana);

    // Tab A saves a new English answer.
    const saved = await ana.post(faq, {
      ...tabA,
      [`t.es.${question}`]: originalQuestion,
      [`t.en.${answer}`]: "Tab A's answer",
    });
    expect(saved.status).toBe(303);
    // Tab B's autosave still names the revision both opened at, and carries tab A's field as it was.
    const autosave = await ana.send(`${faq}/autosave`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        _token: ana.formToken,
        ...tabB,
        [`t.es.${question}`]: "Tab B's question",
        [`t.en.${answer}`]: originalAnswer,
      }),
    });
    expect(autosave.status).toBe(200);
    const answered = (await autosave.json()) as { ok: boolean; merged: string; revision: number; base: string };
    expect(answered).toMatchObject({ ok: true, merged: "self" });
    let written = shown(await faqNow());
    expect(valueAt(written.en, answer)).toBe("Tab A's answer");
    expect(valueAt(written.es, question)).toBe("Tab B's question");

    // Tab B goes on typing: its next autosave names the new revision and base, and still keeps tab A's answer.
    const next = await ana.send(`${faq}/autosave`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        _token: ana.formToken,
        revision: answered.revision,
        base: answered.base,
        [`t.es.${question}`]: "Tab B's question, again",
        [`t.en.${answer}`]: originalAnswer,
      }),
    });
    expect(next.status).toBe(200);
    // Tab B's page still shows the answer as it was: said again, until it is reloaded.
    expect(await next.json()).toMatchObject({ ok: true, merged: "self" });
    written = shown(await faqNow());
    expect(valueAt(written.en, answer)).toBe("Tab A's answer");

    // The same with the form's own save: through at once, both kept, and the notice says so.
    const tabC = await formOf(ana);
    await ana.post(faq, { ...tabA, ...(await formOf(ana)), [`t.es.${answer}`]: "Respuesta de la pestaña A" });
    const form = await ana.post(faq, {
      ...tabC,
      [`t.es.${question}`]: "Pregunta de la pestaña C",
      [`t.es.${answer}`]: String(valueAt(written.es, answer)),
    });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toContain("notice=mergedSelf");
    written = shown(await faqNow());
    expect(valueAt(written.es, answer)).toBe("Respuesta de la pestaña A");
    expect(valueAt(written.es, question)).toBe("Pregunta de la pestaña C");
    const editor = await (await ana.get(form.headers.get("location") ?? faq)).text();
    expect(editor).toContain("Borrador guardado, junto con lo que guardaste mientras tanto en otra pestaña o ventana.");
  });

  it("asks about a field both tabs changed, and says it was the same person in another tab", async () => {
    const ana = await signedIn("editor");
    const tabA = await formOf(ana);
    const tabB = await formOf(ana);
    await ana.post(faq, { ...tabA, [`t.en.${answer}`]: "Tab A's answer" });
    const autosave = await ana.send(`${faq}/autosave`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ _token: ana.formToken, ...tabB, [`t.en.${answer}`]: "Tab B's answer" }),
    });
    expect(autosave.status).toBe(409);
    expect(await autosave.json()).toMatchObject({ ok: false, error: "conflict", self: true });
    expect(valueAt(shown(await faqNow()).en, answer)).toBe("Tab A's answer");

    const conflict = await ana.post(faq, { ...tabB, [`t.en.${answer}`]: "Tab B's answer" });
    expect(conflict.status).toBe(409);
    const page = await conflict.text();
    expect(page).toContain("Has cambiado este documento en otra pestaña");
    expect(page).toContain("Versión guardada por ti en otra pestaña o ventana,");
    expect(page).not.toContain("Otra persona");
    expect(page).toContain("Un campo que cambiasteis los dos: elige una versión.");
    expect(page).toContain(`name="ask" value="t.en.${answer}"`);
    // Both versions, the words that differ marked.
    expect(page).toContain("<mark>A&#x27;s</mark>");
    expect(page).toContain("<mark>B&#x27;s</mark>");
    // In English too.
    const english = await (
      await ana.post(faq, { ...tabB, [`t.en.${answer}`]: "Tab B's answer" }, "en-GB,en;q=0.9")
    ).text();
    expect(english).toContain("You changed this document in another tab");
  });

  it("treats a forged or malformed base as knowing nothing: every differing field is asked, nothing saved", async () => {
    const ana = await signedIn("editor");
    const opened = await formOf(ana);
    const originalAnswer = String(valueAt(shown(await faqNow()).en, answer));
    await ana.post(faq, { ...opened, [`t.en.${answer}`]: "Saved first" });
    const revision = (await faqNow()).revision;
    // The form as it was opened: its English answer as it was then, its question changed.
    const post = { revision: opened.revision, [`t.en.${answer}`]: originalAnswer, [`t.es.${question}`]: "Sin base" };
    const forgedBases = [
      "not json",
      "[1,2]",
      JSON.stringify({ [`t.en.${answer}`]: 42 }),
      JSON.stringify({ "<script>": "aaaaaaaaaaaa" }),
      JSON.stringify({ [`t.en.${answer}`]: "short" }),
      `{"${"t.x".repeat(200)}":"aaaaaaaaaaaa"}`,
      "x".repeat(1_600_000),
    ];
    for (const base of forgedBases) {
      const response = await ana.post(faq, { ...post, base });
      expect(response.status, base.slice(0, 20)).toBe(409);
      const page = await response.text();
      // Two fields differ (the answer saved first, the question posted): both asked.
      expect(page, base.slice(0, 20)).toContain("Campos que cambiasteis los dos: 2.");
      const autosave = await ana.send(`${faq}/autosave`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ _token: ana.formToken, ...post, base }),
      });
      expect(autosave.status, base.slice(0, 20)).toBe(409);
    }
    expect((await faqNow()).revision).toBe(revision);
    expect(valueAt(shown(await faqNow()).es, question)).not.toBe("Sin base");
    // With the base the form carried, the same post goes through and keeps the answer saved first.
    expect((await ana.post(faq, { ...post, base: opened.base })).status).toBe(303);
    expect(valueAt(shown(await faqNow()).en, answer)).toBe("Saved first");
    expect(valueAt(shown(await faqNow()).es, question)).toBe("Sin base");
  });

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
