import { beforeEach, expect, it } from "vitest";
import { valueAt } from "~/content/text-units";
import { validateDocument } from "~/content/validate";
import { seedContent } from "~/server/content/store/seed.server";
import { documentState } from "~/server/content/store/state.server";
import { backOffice } from "../../../../../tests/support/back-office";
import { describeStorage } from "../../../../../tests/support/storage";
import { faqState } from "../../../../../tests/support/studio-forms";
import {
  altPath,
  anchor,
  pickQuery,
  slot,
  uploadedWithSpanish,
  withUpload,
} from "../../../../../tests/support/studio-media";

describeStorage("an image slot and the library choosing for it on $name", (test) => {
  beforeEach(() => seedContent(test.storage));
  const { signedIn } = backOffice(test);
  const editor = async () => withUpload(await signedIn("editor"));
  const faq = () => faqState(test.storage);

  it("shows an image slot as its picture named in words, with a link to the library choosing for it", async () => {
    const studio = await editor();
    const page = await (await studio.get("/admin/content/page.faq")).text();
    expect(page).toContain("Portada de cuidados: patrón pequeño");
    expect(page).toContain('src="/img/hero-care-480.webp"');
    expect(page).toContain(`data-href="/admin/content/media?pick=page.faq&amp;slot=blocks.0.image.name"`);
    expect(page).toContain('value="pick:blocks.0.image.name"');
    expect(page).toContain(`id="${anchor}"`);
    expect(page).toContain('name="s.blocks.0.image.name" value="hero-care"');
    expect(page).not.toContain('<select id="f-s-blocks-0-image-name"');
    expect(page).toContain("Cambiar imagen");
    const english = await (await studio.get("/admin/content/page.faq", "en-GB,en")).text();
    expect(english).toContain("Care opening: small pattern");
    expect(english).toContain("Change image");
  });

  it("saves the editor's words before opening the library without a script, and ignores a slot that is not one", async () => {
    const studio = await editor();
    const revision = await studio.revision("page.faq");
    const picking = await studio.post("/admin/content/page.faq", [
      ["revision", revision],
      ["t.es.blocks.1.items.0.question", "¿Fabricáis vosotros? (escrito antes de cambiar la imagen)"],
      ["intent", "pick:blocks.0.image.name"],
    ]);
    expect(picking.status).toBe(303);
    expect(picking.headers.get("location")).toBe("/admin/content/media?pick=page.faq&slot=blocks.0.image.name");
    const saved = await documentState(test.storage, "page.faq", new Date());
    expect(valueAt(saved?.draft?.content.written.es, "blocks.1.items.0.question")).toBe(
      "¿Fabricáis vosotros? (escrito antes de cambiar la imagen)",
    );
    // A made-up slot saves the words and goes back to the editor, never to a library for it.
    const forged = await studio.post("/admin/content/page.faq", [
      ["revision", await studio.revision("page.faq")],
      ["intent", "pick:blocks.1.closing.action.href"],
    ]);
    expect(forged.status).toBe(303);
    expect(forged.headers.get("location")).toMatch(/^\/admin\/content\/page\.faq\?notice=saved/);
  });

  it("chooses an upload for a slot without a script: saved in the draft with its texts, back at the slot", async () => {
    const studio = await editor();
    const id = await uploadedWithSpanish(studio);
    await studio.post(`/admin/content/media/${id}/alt`, {
      "alt.es": "Alfombra terracota en un salón",
      "alt.it": "Tappeto terracotta in un soggiorno",
    });
    const picking = await (await studio.get(`/admin/content/media?${pickQuery}`)).text();
    expect(picking).toContain("Eligiendo la imagen de «Cabecera › Imagen» en Preguntas frecuentes");
    expect(picking).toContain("Usar esta imagen");
    expect(picking).toContain('action="/admin/content/media/pick"');

    const chosen = await studio.post("/admin/content/media/pick", { document: "page.faq", slot, image: id });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("location")).toBe(`/admin/content/page.faq?notice=saved#${anchor}`);
    const draft = (await faq()).draft?.content.written;
    expect(valueAt(draft?.es, slot)).toBe(id);
    expect(valueAt(draft?.es, altPath)).toBe("Alfombra terracota en un salón");
    expect(valueAt(draft?.it, altPath)).toBe("Tappeto terracotta in un soggiorno");
    // The previous picture's description is not kept for another picture: asked for at publish.
    expect(valueAt(draft?.en, altPath)).toBe("");
    const editorPage = await (await studio.get("/admin/content/page.faq")).text();
    expect(editorPage).toContain(`src="/media/${id}-480.webp"`);
    expect(editorPage).toContain("Alfombra terracota en un salón");

    const publish = await studio.post("/admin/content/page.faq", [
      ["revision", await studio.revision("page.faq")],
      ["intent", "publish"],
    ]);
    expect(publish.status).toBe(422);
    const state = await faq();
    const issues = validateDocument(state.def, state.draft?.content.written ?? state.live.written);
    expect(issues.filter((issue) => issue.path === altPath).map((issue) => `${issue.lang}:${issue.code}`)).toEqual([
      "en:required",
      "de:required",
      "fr:required",
      "nl:required",
    ]);
    expect(valueAt(state.live.written.es, slot)).toBe("hero-care");

    // The texts completed in the library, chosen again: the same picture takes them, and it publishes.
    await studio.post(`/admin/content/media/${id}/alt`, {
      "alt.es": "Alfombra terracota en un salón",
      "alt.en": "Terracotta rug in a living room",
      "alt.de": "Terrakottafarbener Teppich in einem Wohnzimmer",
      "alt.it": "Tappeto terracotta in un soggiorno",
      "alt.fr": "Tapis terre cuite dans un salon",
      "alt.nl": "Terracotta vloerkleed in een woonkamer",
    });
    await studio.post("/admin/content/media/pick", { document: "page.faq", slot, image: id });
    expect(
      (
        await studio.post("/admin/content/page.faq", [
          ["revision", await studio.revision("page.faq")],
          ["intent", "publish"],
        ])
      ).status,
    ).toBe(303);
    const live = (await faq()).live.written;
    expect(valueAt(live.es, slot)).toBe(id);
    expect(valueAt(live.de, altPath)).toBe("Terrakottafarbener Teppich in einem Wohnzimmer");
  });

  it("refuses a forged document, slot or image in pick mode, saving nothing", async () => {
    const studio = await editor();
    for (const [query, message] of [
      ["pick=page.nope&slot=blocks.0.image.name", "Ese documento no existe"],
      ["pick=page.faq&slot=blocks.1.closing.action.href", "Ese hueco de imagen no existe"],
      ["pick=page.faq&slot=blocks.0.image.alt", "Ese hueco de imagen no existe"],
      ["pick=page.faq&slot=__proto__.name", "Ese hueco de imagen no existe"],
      ["pick=page.faq", "Ese hueco de imagen no existe"],
    ] as const) {
      const response = await studio.get(`/admin/content/media?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.text(), query).toContain(message);
    }
    for (const [fields, message] of [
      [{ document: "page.nope", slot, image: "hero-jets" }, "Ese documento no existe"],
      [{ document: "page.faq", slot: "blocks.1.kind", image: "hero-jets" }, "Ese hueco de imagen no existe"],
      [{ document: "page.faq", slot, image: "../../etc/passwd" }, "Esa imagen no existe"],
      [{ document: "page.faq", slot, image: "m-0123456789abcdef-800x600" }, "Esa imagen no existe"],
      [{ document: "page.faq", slot, image: "toString" }, "Esa imagen no existe"],
    ] as const) {
      const response = await studio.post("/admin/content/media/pick", fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(await response.text()).toContain(message);
    }
    expect((await faq()).draft).toBeNull();
    const unsigned = await fetch(
      `${new URL((await studio.get("/admin/content/media")).url).origin}/admin/content/media/pick`,
      {
        method: "POST",
        body: new URLSearchParams({ document: "page.faq", slot, image: "hero-jets" }),
        redirect: "manual",
      },
    );
    expect(unsigned.status).toBeGreaterThanOrEqual(400);
    expect((await faq()).draft).toBeNull();
  });
});
