import { beforeEach, expect, it } from "vitest";
import { seedContent } from "~/server/content/store/seed.server";
import { documentState } from "~/server/content/store/state.server";
import { backOffice } from "../../../../../tests/support/back-office";
import { describeStorage } from "../../../../../tests/support/storage";

/** The ids an editor's page has, and the `open` disclosures each holds. */
const idsOf = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
const fieldCount = (html: string) => (html.match(/<(input(?! type="hidden")|textarea|select)\b/g) ?? []).length;

describeStorage("the document editor's layout on $name", (test) => {
  beforeEach(() => seedContent(test.storage));
  const { signedIn } = backOffice(test);

  it("opens the home page as its sections, listed in a contents column, and leads to the events", async () => {
    const editor = await signedIn("editor");
    const html = await (await editor.get("/admin/content/home")).text();
    for (const section of [
      "Buscadores (título y descripción)",
      "Portada",
      "Tres accesos",
      "Experiencia 360",
      "Colecciones",
      "Técnicas",
    ])
      expect(html).toContain(`<h2>${section}</h2>`);
    expect(html).toContain('href="/admin/content/events"');
    // Every TOC link lands on an element the page has.
    const ids = idsOf(html);
    const targets = [...html.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]);
    expect(targets.length).toBeGreaterThan(6);
    for (const target of targets) expect(ids.has(target), target).toBe(true);
    // No section is open until asked: the page is its outline.
    expect(html).not.toMatch(/<details class="section" open/);
    // Every text of the six languages is still in the form (a closed disclosure's fields are sent too).
    expect(fieldCount(html)).toBeGreaterThanOrEqual(457);
    // The home page's pictures are image slots, named in words, no internal name in a label.
    expect(html).toContain('name="s.hero.image.name"');
    expect(html).not.toMatch(/<legend>[^<]*(imageAlt|eyebrow|cta|hero)[^<]*<\/legend>/);
  });

  it("names each event by its title and date, newest first, in the staff member's language", async () => {
    const editor = await signedIn("editor");
    const spanish = await (await editor.get("/admin/content/events")).text();
    const titles = [...spanish.matchAll(/<h2>([^<]+)<\/h2>/g)].map((match) => match[1] ?? "");
    expect(titles[0]).toMatch(/^Hábitat Valencia, 22 sept 2026$/);
    const years = titles.map((title) => Number(title.slice(-4)));
    expect(years).toEqual([...years].sort((first, second) => second - first));
    expect(spanish).not.toContain("Elemento 1");
    const english = await (await editor.get("/admin/content/events", "en")).text();
    expect(english).toMatch(/<h2>Hábitat Valencia, 22 Sept? 2026<\/h2>/);
  });

  it("names each question of the FAQ by its words, not 'Elemento 1'", async () => {
    const editor = await signedIn("editor");
    const html = await (await editor.get("/admin/content/page.faq")).text();
    expect(html).toContain("<h2>Preguntas frecuentes</h2>");
    expect(html).toMatch(/<h3>¿[^<]+<\/h3>/);
    expect(html).not.toContain("Elemento 1");
  });

  it("opens a new event where it was added, its anchor in the page, open and its title focused", async () => {
    const editor = await signedIn("editor");
    const response = await editor.post("/admin/content/events", {
      revision: await editor.revision("events"),
      list: "add:items",
    });
    expect(response.status).toBe(303);
    const location = response.headers.get("location") ?? "";
    const state = await documentState(test.storage, "events", new Date());
    const count = ((state?.draft?.content.written.es as { items?: unknown[] } | undefined)?.items ?? []).length;
    expect(location).toBe(`/admin/content/events?notice=saved&open=items.${count - 1}#g-items-${count - 1}`);
    const html = await (await editor.get(location.split("#")[0] ?? "")).text();
    expect(idsOf(html).has(`g-items-${count - 1}`)).toBe(true);
    // Its section is open and its Spanish title takes the focus.
    const section = html.slice(html.lastIndexOf("<details", html.indexOf(`id="g-items-${count - 1}"`)));
    expect(section.startsWith('<details class="section" open=""')).toBe(true);
    expect(section).toMatch(
      new RegExp(
        `id="f-es-items-${count - 1}-title"[^>]*autofocus=""|autofocus=""[^>]*id="f-es-items-${count - 1}-title"`,
      ),
    );
  });

  it("returns a save to the first text it changed, its section open", async () => {
    const editor = await signedIn("editor");
    const response = await editor.post("/admin/content/home", {
      revision: await editor.revision("home"),
      "t.en.collections.categories.2.title": "Relief 3D",
      intent: "save",
    });
    expect(response.headers.get("location")).toBe(
      "/admin/content/home?notice=saved&open=collections.categories.2.title#f-en-collections-categories-2-title",
    );
  });

  it("lists each problem of a refused publish as a link to its field, naming its place and language", async () => {
    const editor = await signedIn("editor");
    const response = await editor.post("/admin/content/page.faq", {
      revision: await editor.revision("page.faq"),
      "t.en.blocks.1.items.0.answer": "",
      intent: "publish",
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toMatch(/<a href="#f-en-blocks-1-items-0-answer">Preguntas frecuentes › ¿[^<]+ › Respuesta<\/a>/);
    expect(idsOf(html).has("f-en-blocks-1-items-0-answer")).toBe(true);
    // The section and the entry holding it are open, and so are the answer's translations.
    expect(html).toMatch(/<details class="section" open="">(?:(?!<\/details>).)*<h2>Preguntas frecuentes<\/h2>/s);
  });

  it("ignores a place to open that is not a path, and shows the editor as usual", async () => {
    const editor = await signedIn("editor");
    for (const open of ['"><script>alert(1)</script>', "../../etc", "a".repeat(5000), "items.999"]) {
      const response = await editor.get(`/admin/content/events?open=${encodeURIComponent(open)}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).not.toContain("<script>alert(1)");
      expect(html).not.toContain("autofocus");
    }
  });
});

describeStorage("the back office's language on $name", (test) => {
  const { signedIn } = backOffice(test);

  it("follows the browser until the staff member chooses, then keeps their choice", async () => {
    const staff = await signedIn("editor");
    const english = await (await staff.get("/admin/content", "en")).text();
    expect(english).toContain('<html lang="en"');
    expect(english).toContain("<small>Back office</small>");
    const spanish = await (await staff.get("/admin/content", "es")).text();
    expect(spanish).toContain("<small>Gestión</small>");
    expect(spanish).toContain("<title>Contenido · Gestión · ");
    expect(spanish).toContain('aria-pressed="true" aria-label="Gestión en español"');

    const chosen = await staff.post("/admin/language", { language: "en", back: "/admin/content/page.faq" });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("location")).toBe("/admin/content/page.faq");
    const after = await staff.get("/admin/content", "es");
    expect(after.headers.get("content-language")).toBe("en");
    expect(await after.text()).toContain('<html lang="en"');
    const stored = await test.storage.db
      .selectFrom("staff")
      .select("language")
      .where("email", "=", staff.email)
      .executeTakeFirst();
    expect(stored?.language).toBe("en");
  });

  it("refuses a language the back office does not have, and a way back outside it, changing nothing", async () => {
    const staff = await signedIn("sales");
    for (const language of ["de", "", "<b>es</b>", "x".repeat(10_000)]) {
      const refused = await staff.post("/admin/language", { language });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("No se ha cambiado nada");
    }
    const stored = await test.storage.db
      .selectFrom("staff")
      .select("language")
      .where("email", "=", staff.email)
      .executeTakeFirst();
    expect(stored?.language).toBeNull();
    for (const back of ["https://evil.example/", "//evil.example", "/admin//evil", "/admin/sign-out"]) {
      const response = await staff.post("/admin/language", { language: "es", back });
      expect(response.headers.get("location")).toBe("/admin/");
    }
  });

  it("refuses a language switch without the form's token or a session", async () => {
    const staff = await signedIn("editor");
    const forged = await fetch(new URL("/admin/language", (await staff.get("/admin/content")).url), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "language=en",
      redirect: "manual",
    });
    expect(forged.status).toBe(401);
  });
});
