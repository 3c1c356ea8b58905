import { beforeEach, expect, it } from "vitest";
import { collectionFrom } from "~/content/collection/shown";
import { type Language, languages } from "~/i18n/languages";
import { liveVersions, loadSnapshot, snapshotOf } from "~/server/content/store/live.server";
import { seedContent } from "~/server/content/store/seed.server";
import { documentState, history } from "~/server/content/store/state.server";
import { exportTranslations } from "~/server/content/translations.server";
import { backOffice } from "../../../../../tests/support/back-office";
import { newDesignWords as words } from "../../../../../tests/support/new-design-words";
import { describeStorage } from "../../../../../tests/support/storage";

/** What the site shows now, in a language: what every process's live pages read (live-pages.server.ts). */
async function liveCatalogue(storage: Parameters<typeof liveVersions>[0], lang: Language = "en") {
  const snapshot = snapshotOf(await loadSnapshot(storage, await liveVersions(storage, new Date())));
  return collectionFrom(snapshot, lang);
}

const html = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

describeStorage("designs and projects in the content studio on $name", (test) => {
  beforeEach(() => seedContent(test.storage));
  const { signedIn } = backOffice(test);
  type Studio = Awaited<ReturnType<typeof signedIn>>;

  /** A design's words in six languages, its colours and pictures, for colourway `colourway` (0 or 1). */
  const colourwayFields = (colourway: 0 | 1, colours: string): [string, string][] => [
    ...languages.map((lang): [string, string] => [
      `t.${lang}.colourways.${colourway}.label`,
      words.colourways[colourway][lang],
    ]),
    ...(["flat", "detail", "room"] as const).flatMap((view) =>
      languages.map((lang): [string, string] => [
        `t.${lang}.colourways.${colourway}.images.${view}.alt`,
        words.alts[view][lang],
      ]),
    ),
    [`s.colourways.${colourway}.colours`, colours],
    [`s.colourways.${colourway}.images.room.name`, "collection-creativa"],
  ];

  /** Adds a design named `name` through the form, fills it with two colourways and publishes it (hidden). */
  async function addDesign(studio: Studio, name: string) {
    const created = await studio.post("/admin/content/new/design", { name });
    expect(created.status).toBe(303);
    const location = created.headers.get("location") ?? "";
    const id = /\/admin\/content\/(design\.[a-z0-9-]+)\?notice=created$/.exec(location)?.[1] ?? "";
    expect(id).not.toBe("");
    const base = `/admin/content/${id}`;
    const added = await studio.post(base, [
      ["revision", await studio.revision(id)],
      ...languages.flatMap((lang): [string, string][] => [
        [`t.${lang}.summary`, words.summary[lang]],
        [`t.${lang}.story.0`, words.story[lang]],
      ]),
      ...colourwayFields(0, "BL14 SA04 IV02"),
      ["s.sizes", "200 × 300, 250 × 350"],
      ["s.techniques.handtuft", "false"],
      ["s.techniques.handtuft", "true"],
      ["s.techniques.robotuft", "false"],
      ["list", "add:colourways"],
    ]);
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toContain("open=colourways.1");
    const published = await studio.post(base, [
      ["revision", await studio.revision(id)],
      ...colourwayFields(1, "SA06 TE10"),
      ["intent", "publish"],
    ]);
    expect(published.status, await published.clone().text()).toBe(303);
    expect(published.headers.get("location")).toContain("notice=publishedHidden");
    return { id, base, slug: id.slice("design.".length) };
  }

  /** Confirms showing (or taking off) a design or project, as the confirmation page's form does. */
  async function setShown(studio: Studio, id: string, shown: boolean) {
    const page = await studio.get(`/admin/content/${id}/site?show=${shown ? 1 : 0}`);
    const text = await page.text();
    const revision = /name="revision" value="(\d+)"/.exec(text)?.[1] ?? "";
    const done = await studio.post(`/admin/content/${id}/site`, { revision, show: shown ? "1" : "0" });
    return { page: text, status: page.status, done };
  }

  it("adds a design from its name: listed, hidden, filled in, published, shown, and live in every language", async () => {
    const ana = await signedIn("editor");
    const form = await (await ana.get("/admin/content/new/design")).text();
    expect(form).toContain("Nuevo diseño");
    expect(form).toContain('<label for="new-name">Nombre del diseño</label>');

    const { id, base, slug } = await addDesign(ana, "Brisa Ñandú");
    expect(slug).toBe("brisa-nandu");
    // Its first version is hidden and audited; nothing reaches the site.
    const versions = await history(test.storage, id);
    expect(versions.map((version) => version.note)).toEqual(["publish", "create"]);
    const created = await test.storage.db
      .selectFrom("content_events")
      .select(["kind", "actor"])
      .where("document_id", "=", id)
      .orderBy("at")
      .execute();
    expect(created[0]).toEqual({ kind: "create", actor: "editor@nudo.example" });
    expect((await liveCatalogue(test.storage)).design.has(slug)).toBe(false);

    const list = await (await ana.get("/admin/content")).text();
    const row = list.slice(
      list.indexOf(`id="row-design-${slug}"`),
      list.indexOf("</tr>", list.indexOf(`id="row-design-${slug}"`)),
    );
    expect(row).toContain("Brisa Ñandú");
    expect(row).toContain("No se muestra");
    // Found by its name, accents or not.
    const found = await (await ana.get(`/admin/content?q=${encodeURIComponent("brisa nandu")}`)).text();
    expect(found).toContain(`<a href="/admin/content/${id}">Diseño: Brisa Ñandú</a>`);
    expect(found).toContain("Coincide el nombre");

    const editor = await (await ana.get(base)).text();
    expect(editor).toContain("<h1>Diseño: Brisa Ñandú</h1>");
    expect(editor).toContain("Mostrar en el sitio");
    // The facts first, then the words, then each colourway, in the contents.
    const contents = editor.slice(
      editor.indexOf('class="toc-side"'),
      editor.indexOf("</nav>", editor.indexOf('class="toc-side"')),
    );
    const order = ["Ficha del diseño", "Textos", "Colorido · Azul marino", "Colorido · Arena"].map((title) =>
      contents.indexOf(title),
    );
    expect(order.every((at, index) => at >= 0 && (index === 0 || at > (order[index - 1] ?? 0)))).toBe(true);

    const shown = await setShown(ana, id, true);
    expect(shown.page).toContain("¿Mostrar «Brisa Ñandú» en el sitio?");
    expect(shown.done.status).toBe(303);
    expect(shown.done.headers.get("location")).toBe(`${base}?notice=shownOnSite`);
    for (const lang of languages) {
      const design = (await liveCatalogue(test.storage, lang)).design.get(slug);
      expect(design?.summary, lang).toBe(words.summary[lang]);
      expect(
        design?.colourways.map((colourway) => colourway.label),
        lang,
      ).toEqual([words.colourways[0][lang], words.colourways[1][lang]]);
      expect(design?.colourways[0]?.colours).toEqual(["BL14", "SA04", "IV02"]);
      expect(design?.colourways[0]?.images.room.name).toBe("collection-creativa");
      expect(design?.sizes).toEqual([
        { width: 200, length: 300 },
        { width: 250, length: 350 },
      ]);
    }
    expect((await history(test.storage, id))[0]?.note).toBe("show");
    // Its texts travel to the translators like a page's.
    const xliff = (await exportTranslations(test.storage, "de", new Date())) ?? "";
    expect(xliff).toContain(`<file id="${id}" original="Design: ${slug}" xml:space="preserve">`);
    expect(xliff).toContain(`<target>${words.summary.de}</target>`);
  });

  it("proposes a free address when the name's is taken, and refuses an empty or marked-up name", async () => {
    const ana = await signedIn("editor");
    // Another name ("Marea" itself is the seeded design's: catalogue-names' test), the same address.
    const taken = await ana.post("/admin/content/new/design", { name: "Marea!" });
    expect(taken.status).toBe(409);
    const page = html(await taken.text());
    expect(page).toContain("La dirección /colecciones/marea ya es de otro diseño. Te proponemos marea-2");
    expect(page).toMatch(/id="new-slug"[^>]*value="marea-2"|value="marea-2"[^>]*id="new-slug"/);
    const again = await ana.post("/admin/content/new/design", { name: "Marea!", slug: "marea-2" });
    expect(again.headers.get("location")).toBe("/admin/content/design.marea-2?notice=created");

    for (const [fields, said] of [
      [{ name: "   " }, "Escribe el nombre."],
      [{ name: "<script>alert(1)</script>" }, "Solo texto: sin &lt; ni &gt; ni caracteres de control."],
      [{ name: "x".repeat(61) }, "Como mucho 60 caracteres."],
      [{ name: "¿?" }, "Con ese nombre no se puede formar una dirección"],
      [{ name: "Ola", slug: "Ola Azul" }, "por ejemplo, ola-azul."],
      [{ name: "Ola", slug: "../../etc" }, "Solo minúsculas sin tildes"],
    ] as const) {
      const refused = await ana.post("/admin/content/new/design", fields);
      expect(refused.status, JSON.stringify(fields)).toBe(422);
      const text = await refused.text();
      expect(text, JSON.stringify(fields)).toContain(said);
      expect(text).not.toContain("<script>alert(1)</script>");
    }
    const designs = await test.storage.db
      .selectFrom("content_documents")
      .select("id")
      .where("id", "like", "design.%")
      .execute();
    expect(designs).toHaveLength(25);
  });

  it("lets only editors and admins add a design", async () => {
    const sales = await signedIn("sales");
    expect((await sales.get("/admin/content/new/design")).status).toBe(403);
    expect((await sales.post("/admin/content/new/design", { name: "Ventas" })).status).toBe(403);
    const admin = await signedIn("admin");
    expect((await admin.post("/admin/content/new/design", { name: "Administra" })).status).toBe(303);
  });

  it("refuses to publish a project naming a design the site does not show, beside the field, until the design is shown", async () => {
    const ana = await signedIn("editor");
    const { id: designId, slug } = await addDesign(ana, "Brisa");
    const created = await ana.post("/admin/content/new/project", { name: "Hotel Brisa, Jávea", design: slug });
    expect(created.status).toBe(303);
    const id = "project.hotel-brisa-javea";
    expect(created.headers.get("location")).toBe(`/admin/content/${id}?notice=created`);
    const fill = async (intent: string) =>
      ana.post(`/admin/content/${id}`, [
        ["revision", await ana.revision(id)],
        ...languages.flatMap((lang): [string, string][] => [
          [`t.${lang}.title`, lang === "es" ? "Hotel Brisa, Jávea" : "Hotel Brisa, Xàbia"],
          [`t.${lang}.city`, lang === "es" ? "Jávea" : "Xàbia"],
          [`t.${lang}.summary`, words.summary[lang]],
          [`t.${lang}.story.0`, words.story[lang]],
          ...[0, 1, 2].flatMap((photo): [string, string][] => [
            [`t.${lang}.photos.${photo}.caption`, words.alts.room[lang]],
            [`t.${lang}.photos.${photo}.image.alt`, words.alts.flat[lang]],
          ]),
        ]),
        ["s.credits.0.role", "interiorDesigner"],
        ["s.credits.0.person", "Estudio Marés"],
        ["intent", intent],
      ]);
    const refused = await fill("publish");
    expect(refused.status).toBe(422);
    const page = html(await refused.text());
    const beside = page.slice(
      page.indexOf('id="f-s-designs-errors"'),
      page.indexOf("</ul>", page.indexOf('id="f-s-designs-errors"')),
    );
    expect(beside).toContain("El diseño «Brisa» no se muestra en el sitio");
    expect(page).toContain('href="#f-s-designs"');
    expect((await documentState(test.storage, id, new Date()))?.liveVersion.number).toBe(1);

    expect((await setShown(ana, designId, true)).done.status).toBe(303);
    const published = await fill("publish");
    expect(published.status).toBe(303);
    expect(published.headers.get("location")).toContain("notice=publishedHidden");
    expect((await setShown(ana, id, true)).done.status).toBe(303);
    expect((await liveCatalogue(test.storage)).project.get("hotel-brisa-javea")?.designs).toEqual([slug]);

    // Taking the design off: asked first, naming the shown project that uses it; then done, and undone from the history.
    const hide = await setShown(ana, designId, false);
    expect(html(hide.page)).toContain("Lo usan proyectos que se muestran en el sitio: Hotel Brisa, Jávea.");
    expect(hide.done.headers.get("location")).toBe(`/admin/content/${designId}?notice=hiddenFromSite`);
    let live = await liveCatalogue(test.storage);
    expect(live.design.has(slug)).toBe(false);
    expect(live.project.has("hotel-brisa-javea")).toBe(false);
    const versions = await history(test.storage, designId);
    expect(versions[0]?.note).toBe("hide");
    const restore = await ana.post(`/admin/content/${designId}/rollback`, {
      version: String(versions[1]?.number),
      revision: await ana.revision(designId),
    });
    expect(restore.status).toBe(303);
    live = await liveCatalogue(test.storage);
    expect(live.design.has(slug)).toBe(true);
    expect(live.project.has("hotel-brisa-javea")).toBe(true);
  });

  it("says why a design cannot be shown while what is published of it is incomplete, and shows nothing", async () => {
    const ana = await signedIn("editor");
    await ana.post("/admin/content/new/design", { name: "Vacío" });
    const { status, page, done } = await setShown(ana, "design.vacio", true);
    expect(status).toBe(422);
    expect(page).toContain("Aún no se puede mostrar");
    expect(page).not.toContain("Sí, mostrar en el sitio");
    expect(done.status).toBe(422);
    expect((await history(test.storage, "design.vacio")).map((version) => version.note)).toEqual(["create"]);
  });

  it("moves a design up the collection, published at once, and keeps a draft's order in step", async () => {
    const ana = await signedIn("editor");
    const before = (await liveCatalogue(test.storage, "es")).designs.map((design) => design.slug);
    expect(before.slice(0, 2)).toEqual(["alcazar", "marea"]);
    await ana.post("/admin/content/design.marea", [
      ["revision", await ana.revision("design.marea")],
      ["s.designer", "Lucía Vidal"],
    ]);
    const moved = await ana.post("/admin/content/order", { id: "design.marea", dir: "up" });
    expect(moved.status).toBe(303);
    expect(moved.headers.get("location")).toBe("/admin/content?notice=moved#row-design-marea");
    const after = (await liveCatalogue(test.storage, "es")).designs.map((design) => design.slug);
    expect(after.slice(0, 2)).toEqual(["marea", "alcazar"]);
    const state = await documentState(test.storage, "design.marea", new Date());
    expect(state?.draft?.content.written.es).toMatchObject({ order: 10, designer: "Lucía Vidal" });
    expect((await history(test.storage, "design.alcazar"))[0]?.note).toBe("order");
    // The first cannot go higher; an unknown one is not found.
    expect((await ana.post("/admin/content/order", { id: "design.marea", dir: "up" })).status).toBe(303);
    expect((await liveCatalogue(test.storage, "es")).designs[0]?.slug).toBe("marea");
    expect((await ana.post("/admin/content/order", { id: "page.faq", dir: "up" })).status).toBe(404);
  });

  it("autosaves a design's facts posted as parts, as the form's script sends them", async () => {
    const ana = await signedIn("editor");
    const autosave = async (fields: Record<string, unknown>) =>
      ana.send("/admin/content/design.marea/autosave", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ _token: ana.formToken, revision: await ana.revision("design.marea"), ...fields }),
      });
    const response = await autosave({
      "s.techniques.handtuft": "true",
      "s.techniques.robotuft": "true",
      "s.colourways.0.colours": "te10 sa04",
      "s.cutHeight": "18",
    });
    expect(response.status).toBe(200);
    const es = (await documentState(test.storage, "design.marea", new Date()))?.draft?.content.written.es as Record<
      string,
      unknown
    >;
    expect(es.techniques).toEqual(["handtuft", "robotuft"]);
    expect(es.cutHeight).toBe(18);
    expect((es.colourways as { colours: string[] }[])[0]?.colours).toEqual(["TE10", "SA04"]);
    // A part that is not a string is not what the form sends.
    const forged = await autosave({ "s.techniques.handtuft": ["true"] });
    expect(forged.status).toBe(400);
  });

  it("shows a code not in the range beside its field as soon as the draft is saved", async () => {
    const ana = await signedIn("editor");
    await ana.post("/admin/content/new/design", { name: "Prueba" });
    const saved = await ana.post("/admin/content/design.prueba", [
      ["revision", await ana.revision("design.prueba")],
      ["s.colourways.0.colours", "SA04 QQ77"],
    ]);
    expect(saved.headers.get("location")).toContain("open=colourways.0.colours#f-s-colourways-0-colours");
    const page = await (await ana.get("/admin/content/design.prueba", "en-GB,en")).text();
    const input = /<input[^>]*id="f-s-colourways-0-colours"[^>]*>/.exec(page)?.[0] ?? "";
    expect(input).toContain('value="SA04 QQ77"');
    expect(input).toContain('aria-describedby="f-s-colourways-0-colours-hint f-s-colourways-0-colours-errors"');
    expect(input).toContain('aria-invalid="true"');
    expect(page).toContain("Not in the colour range: QQ77.");
    // Not a refusal: nothing was published.
    expect(page).not.toContain("Not published:");
  });
});
