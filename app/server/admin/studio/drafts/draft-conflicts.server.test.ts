import { beforeEach, expect, it } from "vitest";
import { valueAt } from "~/content/text-units";
import { saveDraft } from "~/server/content/store/drafts.server";
import { publish } from "~/server/content/store/publishing.server";
import { RevisionConflict } from "~/server/content/store/revision.server";
import { seedContent } from "~/server/content/store/seed.server";
import { backOffice } from "../../../../../tests/support/back-office";
import { describeStorage } from "../../../../../tests/support/storage";
import { answer, faq, faqState, formOf, question, revisionOf, shown } from "../../../../../tests/support/studio-forms";

describeStorage("two saves of one document in the content studio on $name", (test) => {
  beforeEach(() => seedContent(test.storage));
  const { signedIn } = backOffice(test);
  const faqNow = () => faqState(test.storage);
  const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

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
});
