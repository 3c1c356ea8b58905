import { beforeEach, expect, it } from "vitest";
import { seedContent } from "~/server/content/store/seed.server";
import { backOffice } from "../../../../../tests/support/back-office";
import { describeStorage } from "../../../../../tests/support/storage";

describeStorage("the studio's list on $name", (test) => {
  beforeEach(() => seedContent(test.storage));
  const { signedIn } = backOffice(test);

  it("finds the Valencia fair by any word of it, in any language, accents or not, and links to the text", async () => {
    const studio = await signedIn("editor");
    for (const query of ["Valencia", "habitat valencia", "Valencia, Spanien"]) {
      const page = await (await studio.get(`/admin/content?q=${encodeURIComponent(query)}`)).text();
      expect(page, query).toMatch(/(?:1 documento|\d+ documentos) con «/);
      // The events document, with a link straight to a text that holds the words.
      expect(page, query).toContain('href="/admin/content/events"');
      expect(page, query).toMatch(/href="\/admin\/content\/events#f-(es|en|fr|de|it|nl)-items-\d+-(title|location)"/);
      expect(page, query).toContain("<mark>");
    }
    const german = await (await studio.get("/admin/content?q=Spanien")).text();
    expect(german).toContain("Alemán");
  });

  it("finds a document by its name in the staff member's language, and says so when nothing matches", async () => {
    const studio = await signedIn("editor");
    const byName = await (await studio.get("/admin/content?q=preguntas%20frecuentes")).text();
    expect(byName).toContain('href="/admin/content/page.faq"');
    const none = await (await studio.get("/admin/content?q=zzxxqq")).text();
    expect(none).toContain("Ningún documento tiene «zzxxqq»");
    const english = await (await studio.get("/admin/content?q=zzxxqq", "en-GB,en")).text();
    expect(english).toContain("No document has “zzxxqq”");
  });

  it("shows what a hostile search sends as text, cut to 100 characters, and takes no repeated or empty query as one", async () => {
    const studio = await signedIn("editor");
    const markup = await studio.get(`/admin/content?q=${encodeURIComponent('<img src=x onerror="alert(1)">')}`);
    expect(markup.status).toBe(200);
    const html = await markup.text();
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x");
    const long = await studio.get(`/admin/content?q=${"a".repeat(5_000)}`);
    expect(long.status).toBe(200);
    const shown = (await long.text()).match(/value="(a+)"/)?.[1] ?? "";
    expect(shown.length).toBe(100);
    for (const odd of ["?q=a&q=b", "?q[]=x", "?q=%20%20%20"]) {
      const response = await studio.get(`/admin/content${odd}`);
      expect(response.status, odd).toBe(200);
      // No search: the dashboard and the whole list.
      expect(await response.text(), odd).toContain("Páginas y secciones");
    }
  });

  it("opens on a dashboard: drafts, scheduled publishes, texts to translate per language, recent changes by whom", async () => {
    const studio = await signedIn("editor");
    const empty = await (await studio.get("/admin/content")).text();
    expect(empty).toContain("Ningún borrador pendiente");
    expect(empty).toContain("Nada programado.");
    expect(empty).toContain("Todas las traducciones están al día.");

    // A Spanish answer changed and saved: a draft, and five languages with one text to translate.
    const saved = await studio.post("/admin/content/page.faq", [
      ["revision", await studio.revision("page.faq")],
      ["t.es.blocks.1.items.0.answer", "Sí: diseñamos, tejemos y acabamos cada alfombra en nuestra fábrica."],
      ["intent", "save"],
    ]);
    expect(saved.status).toBe(303);
    // The home page scheduled for tomorrow.
    const tomorrow = new Date(Date.now() + 86_400_000);
    const at = new Intl.DateTimeFormat("sv-SE", {
      timeZone: "Europe/Madrid",
      dateStyle: "short",
      timeStyle: "short",
    })
      .format(tomorrow)
      .replace(" ", "T");
    const scheduled = await studio.post("/admin/content/home", [
      ["revision", await studio.revision("home")],
      ["intent", "schedule"],
      ["liveAt", at],
    ]);
    expect(scheduled.status).toBe(303);

    const page = await (await studio.get("/admin/content")).text();
    const card = (title: string) => {
      const start = page.indexOf(`${title} <span class="count">`);
      return page.slice(start, page.indexOf('class="card"', start));
    };
    expect(card("Borradores")).toContain("Preguntas frecuentes");
    expect(card("Borradores")).toContain("de editor@nudo.example");
    expect(card("Publicaciones programadas")).toContain('href="/admin/content/home"');
    const translations = card("Por traducir");
    for (const language of ["Inglés", "Francés", "Alemán", "Italiano", "Neerlandés"])
      expect(translations).toContain(language);
    expect(translations).toContain("1 texto<");
    const recent = page.slice(
      page.indexOf("Cambios recientes"),
      page.indexOf("</section>", page.indexOf("Cambios recientes")),
    );
    expect(recent).toContain("editor@nudo.example programó");
    expect(recent).toContain("editor@nudo.example guardó");
  });
});
