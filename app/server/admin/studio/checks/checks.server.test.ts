import { beforeEach, expect, it } from "vitest";
import { valueAt } from "~/content/text-units";
import { seedContent } from "~/server/content/store/seed.server";
import { documentState } from "~/server/content/store/state.server";
import { backOffice } from "../../../../../tests/support/back-office";
import { describeStorage } from "../../../../../tests/support/storage";

/** The FAQ's first answer and the events' first title, as the editor's form names them. */
const answer = "blocks.1.items.0.answer";
const field = (lang: string, path: string) => `t.${lang}.${path}`;
/** The list of findings beside a text's field in the editor (its `aria-describedby`). */
const findingsOf = (page: string, lang: string, path: string) =>
  new RegExp(`<ul class="errors" id="f-${lang}-${path.replace(/\./g, "-")}-errors">(.*?)</ul>`).exec(page)?.[1] ?? "";
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ");

/** A post of the editor's form, which carries the revision it was opened at (the document's now). */
const save = async (
  editor: {
    post: (path: string, fields: [string, string][], lang?: string) => Promise<Response>;
    revision: (id: string) => Promise<string>;
  },
  id: string,
  fields: Record<string, string> | [string, string][],
  lang?: string,
) =>
  editor.post(
    `/admin/content/${id}`,
    [["revision", await editor.revision(id)], ...(Array.isArray(fields) ? fields : Object.entries(fields))],
    lang,
  );

describeStorage("the publish checks in the studio on $name", (test) => {
  beforeEach(() => seedContent(test.storage));
  const { signedIn } = backOffice(test);

  const state = async (id: string) => {
    const found = await documentState(test.storage, id, new Date());
    if (!found) throw new Error(`no document ${id}`);
    return found;
  };
  const versionRow = (id: string, number: number) =>
    test.storage.db
      .selectFrom("content_versions")
      .select(["warnings", "note"])
      .where("document_id", "=", id)
      .where("number", "=", number)
      .executeTakeFirstOrThrow();
  /** The confirmation page's token, as its form carries it. */
  const tokenIn = (page: string) => /name="confirm" value="([^"]+)"/.exec(page)?.[1] ?? "";

  it("publishes an Italian event title with a city and a fair's brand: Maison&Objet Parigi 2027", async () => {
    const editor = await signedIn("editor");
    const response = await save(editor, "events", [
      [field("it", "items.2.title"), "Maison&Objet Parigi 2027"],
      ["intent", "publish"],
    ]);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/^\/admin\/content\/events\?notice=published(&|$)/);
    const events = await state("events");
    expect(events.liveVersion.number).toBe(2);
    expect(valueAt(events.live.written.it, "items.2.title")).toBe("Maison&Objet Parigi 2027");
    expect((await versionRow("events", 2)).warnings).toBeNull();
  });

  it("publishes a care tip with a time in it, which promises nothing", async () => {
    const editor = await signedIn("editor");
    const response = await save(editor, "page.faq", [
      [field("en", answer), "Let the rug dry for 24 hours before walking on it; we make it in our {{factoryArea}}."],
      ["intent", "publish"],
    ]);
    expect(response.headers.get("location")).toMatch(/^\/admin\/content\/page\.faq\?notice=published(&|$)/);
  });

  it("refuses a claim the company cannot stand behind, naming field, language and word in Spanish and in English", async () => {
    const editor = await signedIn("editor");
    const claim = [
      [field("en", answer), "Our eco-friendly rugs are made in our own factory of {{factoryArea}}."],
      ["intent", "publish"],
    ] as [string, string][];
    const spanish = await save(editor, "page.faq", claim);
    expect(spanish.status).toBe(422);
    const page = await spanish.text();
    expect(text(page)).toContain("No se ha publicado: hay 1 problema, señalado junto a su campo");
    expect(text(findingsOf(page, "en", answer))).toContain(
      "Inglés: Afirmación ambiental genérica: «eco-friendly». La normativa europea",
    );
    expect(page).toContain('aria-describedby="f-en-blocks-1-items-0-answer-errors"');

    const english = await save(editor, "page.faq", claim, "en-GB,en;q=0.9");
    expect(english.status).toBe(422);
    const englishPage = await english.text();
    expect(text(findingsOf(englishPage, "en", answer))).toContain(
      "English: Generic environmental claim: “eco-friendly”. EU law allows",
    );
    expect(englishPage).not.toContain("Afirmación");
    expect((await state("page.faq")).liveVersion.number).toBe(1);
  });

  it("asks before a style warning, and a publish anyway keeps the warning in the history", async () => {
    const editor = await signedIn("editor");
    const glossary = "Wij maken elk tapijt in onze eigen fabriek van {{factoryArea}}.";
    const first = await save(editor, "page.faq", [
      [field("nl", answer), glossary],
      ["intent", "publish"],
    ]);
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/admin/content/page.faq/confirm");
    // Nothing is published yet; the words wait in the draft.
    const asked = await state("page.faq");
    expect(asked.liveVersion.number).toBe(1);
    expect(valueAt(asked.draft?.content.written.nl, answer)).toBe(glossary);

    const confirm = await editor.get("/admin/content/page.faq/confirm");
    expect(confirm.status).toBe(200);
    const page = await confirm.text();
    expect(text(page)).toContain("¿Publicar de todos modos?");
    expect(text(page)).toContain("Avisos de estilo (1)");
    expect(text(page)).toContain("Neerlandés: Aviso de estilo · Palabra del glosario: «tapijt»");
    expect(page).toContain('href="/admin/content/page.faq#f-nl-blocks-1-items-0-answer"');
    expect(text(page)).toContain("Preguntas frecuentes › ¿Sois fabricantes o distribuidores? › Respuesta");

    const anyway = await save(editor, "page.faq", [
      ["confirm", tokenIn(page)],
      ["intent", "publish"],
    ]);
    expect(anyway.headers.get("location")).toMatch(/^\/admin\/content\/page\.faq\?notice=published(&|$)/);
    const published = await state("page.faq");
    expect(published.liveVersion.number).toBe(2);
    expect(published.draft).toBeNull();
    expect(valueAt(published.live.written.nl, answer)).toBe(glossary);
    expect(JSON.parse((await versionRow("page.faq", 2)).warnings ?? "[]")).toEqual([
      {
        kind: "rule",
        issue: expect.objectContaining({ lang: "nl", path: answer, rule: "terminology", severity: "warning" }),
      },
    ]);
    const history = text(await (await editor.get("/admin/content/page.faq")).text());
    expect(history).toContain("Publicada con 1 aviso de estilo");
    expect(history).toContain(
      "Preguntas frecuentes › ¿Sois fabricantes o distribuidores? › Respuesta · Neerlandés: Aviso de estilo · Palabra del glosario: «tapijt»",
    );
    const englishHistory = text(await (await editor.get("/admin/content/page.faq", "en-GB")).text());
    expect(englishHistory).toContain("Published with 1 style warning");
  });

  it("asks before a Spanish change leaves five translations out of date, listing them, and records a publish anyway", async () => {
    const editor = await signedIn("editor");
    const first = await save(editor, "page.faq", [
      [field("es", answer), "Somos fabricantes, con fábrica propia de {{factoryArea}} en Crevillente (Alicante)."],
      ["intent", "publish"],
    ]);
    expect(first.headers.get("location")).toBe("/admin/content/page.faq/confirm");
    const page = await (await editor.get("/admin/content/page.faq/confirm")).text();
    const words = text(page);
    expect(words).toContain("Traducciones sin actualizar (5)");
    for (const language of ["Inglés", "Alemán", "Italiano", "Francés", "Neerlandés"])
      expect(words).toContain(`${language}: 1 texto`);
    expect(page).toContain('href="/admin/content/page.faq#f-de-blocks-1-items-0-answer"');
    expect(words).not.toContain("Avisos de estilo");
    expect((await state("page.faq")).liveVersion.number).toBe(1);

    const anyway = await save(editor, "page.faq", [
      ["confirm", tokenIn(page)],
      ["intent", "publish"],
    ]);
    expect(anyway.headers.get("location")).toMatch(/^\/admin\/content\/page\.faq\?notice=published(&|$)/);
    const warnings = JSON.parse((await versionRow("page.faq", 2)).warnings ?? "[]");
    expect(warnings.map((warning: { lang: string }) => warning.lang)).toEqual(["en", "de", "it", "fr", "nl"]);
    expect(warnings[0]).toEqual({ kind: "outdated", lang: "en", paths: [answer] });
    expect(text(await (await editor.get("/admin/content/page.faq")).text())).toContain(
      "Publicada con 5 traducciones sin actualizar",
    );
  });

  it("asks the same before a scheduled publish, and schedules it with what it was asked", async () => {
    const editor = await signedIn("editor");
    const first = await save(editor, "page.faq", [
      [field("es", answer), "Somos fabricantes, con fábrica propia de {{factoryArea}} en Crevillente (Alicante)."],
      ["intent", "schedule"],
      ["liveAt", "2099-05-04T10:30"],
    ]);
    expect(first.headers.get("location")).toBe("/admin/content/page.faq/confirm?liveAt=2099-05-04T10%3A30");
    const page = await (await editor.get("/admin/content/page.faq/confirm?liveAt=2099-05-04T10%3A30")).text();
    expect(text(page)).toContain("¿Programar de todos modos?");
    expect(page).toContain('name="liveAt" value="2099-05-04T10:30"');
    const anyway = await save(editor, "page.faq", [
      ["confirm", tokenIn(page)],
      ["liveAt", "2099-05-04T10:30"],
      ["intent", "schedule"],
    ]);
    expect(anyway.headers.get("location")).toMatch(/^\/admin\/content\/page\.faq\?notice=scheduled(&|$)/);
    const scheduled = await state("page.faq");
    expect(scheduled.scheduled.map((version) => version.number)).toEqual([2]);
    expect(scheduled.scheduled[0]?.warnings).toHaveLength(5);
  });

  it("refuses a forged confirmation: an error still blocks, and a token for other words asks again", async () => {
    const editor = await signedIn("editor");
    const withError = await save(editor, "page.faq", [
      [field("en", answer), "Free shipping: we deliver within 5 days from our {{factoryArea}}."],
      ["confirm", "yes"],
      ["intent", "publish"],
    ]);
    expect(withError.status).toBe(422);
    expect(text(await withError.text())).toContain("Promesa de plazo o de envío");
    // Its confirmation page lists the error and offers no way to publish.
    const blocked = await (await editor.get("/admin/content/page.faq/confirm")).text();
    expect(text(blocked)).toContain("No se puede publicar");
    expect(tokenIn(blocked)).toBe("");

    // A warning confirmed with a made-up token, or one shown for other words, is asked again.
    expect(
      (await editor.post("/admin/content/page.faq/discard", [["revision", await editor.revision("page.faq")]])).status,
    ).toBe(303);
    const glossary = [[field("nl", answer), "Wij maken elk tapijt in onze fabriek van {{factoryArea}}."]] as [
      string,
      string,
    ][];
    const forged = await save(editor, "page.faq", [...glossary, ["confirm", "yes"], ["intent", "publish"]]);
    expect(forged.headers.get("location")).toBe("/admin/content/page.faq/confirm");
    const token = tokenIn(await (await editor.get("/admin/content/page.faq/confirm")).text());
    expect(token).not.toBe("");
    const otherWords = await save(editor, "page.faq", [
      [field("nl", answer), "Wij maken elk tapijt op maat in onze fabriek van {{factoryArea}}."],
      ["confirm", token],
      ["intent", "publish"],
    ]);
    expect(otherWords.headers.get("location")).toBe("/admin/content/page.faq/confirm");
    const huge = await save(editor, "page.faq", [
      ["confirm", "x".repeat(20_000)],
      ["intent", "publish"],
    ]);
    expect(huge.headers.get("location")).toBe("/admin/content/page.faq/confirm");
    const fresh = tokenIn(await (await editor.get("/admin/content/page.faq/confirm")).text());
    const twice = await save(editor, "page.faq", [
      ["confirm", fresh],
      ["confirm", "yes"],
      ["intent", "publish"],
    ]);
    expect(twice.headers.get("location")).toBe("/admin/content/page.faq/confirm");
    expect((await state("page.faq")).liveVersion.number).toBe(1);
    // The words shown, confirmed with their own token, publish: nothing was lost on the way.
    const confirmed = await save(editor, "page.faq", [
      ["confirm", fresh],
      ["intent", "publish"],
    ]);
    expect(confirmed.headers.get("location")).toMatch(/^\/admin\/content\/page\.faq\?notice=published(&|$)/);
    expect(valueAt((await state("page.faq")).live.written.nl, answer)).toBe(
      "Wij maken elk tapijt op maat in onze fabriek van {{factoryArea}}.",
    );
  });

  it("shows markup in a finding as text, answers 404 for a document that does not exist, and ignores a malformed time", async () => {
    const editor = await signedIn("editor");
    await save(editor, "page.faq", [
      [field("de", answer), 'Wir <img src=x onerror="alert(1)"> {{factoryArea}}'],
      ["intent", "save"],
    ]);
    const page = await (await editor.get("/admin/content/page.faq/confirm?liveAt=<script>")).text();
    expect(page).not.toContain("<img src=x");
    expect(page).not.toContain('value="<script>');
    expect(page).not.toContain("=<script>");
    expect(text(page)).toContain("Alemán: Solo texto");
    expect(text(page)).toContain("¿Publicar de todos modos?");
    expect((await editor.get("/admin/content/page.nothing/confirm")).status).toBe(404);
  });
});
