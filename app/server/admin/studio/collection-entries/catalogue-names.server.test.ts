import { beforeEach, expect, it } from "vitest";
import { nameKey } from "~/server/content/store/collection-names.server";
import { seedContent } from "~/server/content/store/seed.server";
import { documentState } from "~/server/content/store/state.server";
import { backOffice } from "../../../../../tests/support/back-office";
import { describeStorage } from "../../../../../tests/support/storage";

/** The page's text with its tags taken off and its entities read. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");

it("reads a name as a person does: case, accents, spaces aside", () => {
  expect(nameKey("Marea")).toBe(nameKey("marea "));
  expect(nameKey("Marea")).toBe(nameKey("Maréa"));
  expect(nameKey("  Marea   Azul ")).toBe(nameKey("MAREA AZUL"));
  expect(nameKey("Marea")).not.toBe(nameKey("Mareas"));
});

describeStorage("one name, one design or project, on $name", (test) => {
  beforeEach(() => seedContent(test.storage));
  const { signedIn } = backOffice(test);
  const designs = async () =>
    (await test.storage.db.selectFrom("content_documents").select("id").where("id", "like", "design.%").execute())
      .length;

  it("refuses a new design named as one that exists, however it is written, naming and linking the holder", async () => {
    const ana = await signedIn("editor");
    const before = await designs();
    for (const name of ["Marea", "marea ", "Maréa", "  MAREA"]) {
      // A forged post too: its own free address, the name alone taken.
      const refused = await ana.post("/admin/content/new/design", { name, slug: "otra-marea" });
      expect(refused.status, name).toBe(409);
      const html = await refused.text();
      expect(text(html), name).toContain(
        "Ya hay un diseño que se llama «Marea»: cada nombre es de uno solo. Elige otro.",
      );
      expect(html, name).toContain('href="/admin/content/design.marea"');
    }
    const english = await ana.post("/admin/content/new/design", { name: "marea" }, "en-GB,en");
    expect(english.status).toBe(409);
    expect(text(await english.text())).toContain("There is already a design called “Marea”");
    expect(await designs()).toBe(before);
    // A name of its own is welcome.
    expect((await ana.post("/admin/content/new/design", { name: "Mareas" })).status).toBe(303);
  });

  it("refuses a second project titled as another", async () => {
    const ana = await signedIn("editor");
    const first = await ana.post("/admin/content/new/project", { name: "Hotel Brisa, Jávea", design: "marea" });
    expect(first.status).toBe(303);
    const second = await ana.post("/admin/content/new/project", {
      name: "hotel brisa, javea",
      design: "marea",
      slug: "hotel-brisa-2",
    });
    expect(second.status).toBe(409);
    const html = await second.text();
    expect(text(html)).toContain("Ya hay un proyecto que se llama «Hotel Brisa, Jávea»");
    expect(html).toContain('href="/admin/content/project.hotel-brisa-javea"');
  });

  it("refuses a rename to a held name, from the form and from the autosave, and keeps the old name", async () => {
    const ana = await signedIn("editor");
    const created = await ana.post("/admin/content/new/design", { name: "Ola" });
    expect(created.headers.get("location")).toBe("/admin/content/design.ola?notice=created");
    const saved = await ana.post("/admin/content/design.ola", [
      ["revision", await ana.revision("design.ola")],
      ["s.name", "Maréa "],
      ["intent", "save"],
    ]);
    expect(saved.status).toBe(409);
    const html = await saved.text();
    expect(text(html)).toContain("Ya hay un diseño que se llama «Marea»");
    expect(html).toContain('href="/admin/content/design.marea"');
    const state = await documentState(test.storage, "design.ola", new Date());
    expect((state?.draft?.content ?? state?.live)?.written.es).toMatchObject({ name: "Ola" });

    // The editor's script saves as it goes: refused the same way, in words it shows.
    const autosave = await ana.send("/admin/content/design.ola/autosave", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "en-GB,en" },
      body: JSON.stringify({
        _token: ana.formToken,
        revision: await ana.revision("design.ola"),
        "s.name": "MAREA",
      }),
    });
    expect(autosave.status).toBe(422);
    expect(await autosave.json()).toMatchObject({
      ok: false,
      error: "nameTaken",
      holder: { id: "design.marea", name: "Marea" },
      message: "There is already a design called “Marea”: each name belongs to one only. Choose another.",
    });
    const after = await documentState(test.storage, "design.ola", new Date());
    expect((after?.draft?.content ?? after?.live)?.written.es).toMatchObject({ name: "Ola" });

    // Its own name in other letters is still its own.
    const own = await ana.post("/admin/content/design.ola", [
      ["revision", await ana.revision("design.ola")],
      ["s.name", "OLA"],
      ["intent", "save"],
    ]);
    expect(own.status).toBe(303);
  });
});
