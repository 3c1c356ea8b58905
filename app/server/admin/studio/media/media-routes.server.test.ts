import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { beforeEach, expect, it } from "vitest";
import { valueAt } from "~/content/text-units";
import { validateDocument } from "~/content/validate";
import { listMedia, mediaSummary } from "~/server/content/media.server";
import { seedContent } from "~/server/content/store/seed.server";
import { documentState } from "~/server/content/store/state.server";
import { backOffice } from "../../../../../tests/support/back-office";
import { describeStorage } from "../../../../../tests/support/storage";

/** The FAQ's opening picture: an image slot of a content page. */
const slot = "blocks.0.image.name";
const altPath = "blocks.0.image.alt";
const anchor = "f-s-blocks-0-image-name";
const pickQuery = `pick=page.faq&slot=${encodeURIComponent(slot)}`;

/** A photograph-like picture of a colour, small enough to be made quickly (520 px wide). */
const picture = (background: string, format: "jpeg" | "png" = "jpeg") =>
  sharp({ create: { width: 520, height: 390, channels: 3, background } })
    [format]()
    .toBuffer();

/** A PNG declaring 10000 x 10000 pixels (100 megapixels) in a file of about 20 KB. */
function pngBomb(size = 10_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([1, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc((1 + Math.ceil(size / 8)) * size), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** An upload's alternative texts in six languages, as the publish checks accept them. */
const described = {
  es: "Alfombra terracota en un salón",
  en: "Terracotta rug in a living room",
  de: "Terrakottafarbener Teppich in einem Wohnzimmer",
  it: "Tappeto terracotta in un soggiorno",
  fr: "Tapis terre cuite dans un salon",
  nl: "Terracotta vloerkleed in een woonkamer",
};

describeStorage("the media library and the image slot on $name", (test) => {
  beforeEach(() => seedContent(test.storage));
  const { signedIn } = backOffice(test);

  const editor = async () => {
    const staff = await signedIn("editor");
    /** An upload from the library's form: the file and the alternative texts given. */
    const upload = (
      file: { bytes: Buffer; name: string; type?: string },
      alt: Partial<Record<string, string>>,
      options: { query?: string; lang?: string } = {},
    ) =>
      staff.postMultipart(
        `/admin/content/media${options.query ? `?${options.query}` : ""}`,
        (form) => {
          for (const [lang, text] of Object.entries(alt)) form.append(`alt.${lang}`, text ?? "");
          form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/jpeg" }), file.name);
        },
        options.lang,
      );
    return { ...staff, upload };
  };

  const faq = async () => {
    const state = await documentState(test.storage, "page.faq", new Date());
    if (!state) throw new Error("no FAQ document");
    return state;
  };

  /** Uploads a picture with only its Spanish text and answers its name. */
  const uploadedWithSpanish = async (studio: Awaited<ReturnType<typeof editor>>, colour = "#8a5a3c") => {
    const response = await studio.upload(
      { bytes: await picture(colour), name: "salón.jpg" },
      { es: "Alfombra terracota en un salón" },
    );
    expect(response.status).toBe(303);
    return /\/media\/(m-[0-9a-f]{16}-\d+x\d+)/.exec(response.headers.get("location") ?? "")?.[1] ?? "";
  };

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

  it("keeps an upload with only its Spanish text and asks for the five others by name, in the staff member's language", async () => {
    const studio = await editor();
    const id = await uploadedWithSpanish(studio);
    expect(id).toMatch(/^m-[0-9a-f]{16}-520x390$/);
    const stored = await mediaSummary(test.storage, id);
    expect(stored?.alt).toEqual({ es: "Alfombra terracota en un salón", en: "", de: "", it: "", fr: "", nl: "" });
    expect(stored?.originalName).toBe("salón.jpg");

    const asked = await (await studio.get(`/admin/content/media/${id}?uploaded=1`)).text();
    expect(asked).toContain("Falta su texto alternativo en: inglés, alemán, italiano, francés, neerlandés");
    expect(asked).toContain(`src="/media/${id}-480.webp"`);
    const inEnglish = await (await studio.get(`/admin/content/media/${id}?uploaded=1`, "en")).text();
    expect(inEnglish).toContain("missing in: English, German, Italian, French, Dutch");

    const saved = await studio.post(`/admin/content/media/${id}/alt`, {
      "alt.es": "Alfombra terracota en un salón",
      "alt.en": "Terracotta rug in a living room",
      "alt.it": "Tappeto terracotta in un soggiorno",
    });
    expect(saved.status).toBe(303);
    const after = await (await studio.get(saved.headers.get("location") ?? "")).text();
    expect(after).toContain("Textos alternativos guardados.");
    expect(after).toContain("Falta su texto alternativo en: alemán, francés, neerlandés");
    expect((await mediaSummary(test.storage, id))?.alt.it).toBe("Tappeto terracotta in un soggiorno");
  });

  it("keeps a good file uploaded without any alternative text, and asks for the Spanish one", async () => {
    const studio = await editor();
    const response = await studio.upload({ bytes: await picture("#335577"), name: "azul.jpg" }, {});
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).toContain("falta su texto alternativo en español, que es obligatorio");
    expect(page).toContain("Obligatorio en español.");
    const [stored] = await listMedia(test.storage);
    expect(stored?.originalName).toBe("azul.jpg");
    expect(stored?.alt.es).toBe("");
  });

  it("finds images by what they show in any language, site images and uploads together", async () => {
    const studio = await editor();
    const id = await uploadedWithSpanish(studio);
    await studio.post(`/admin/content/media/${id}/alt`, {
      "alt.es": "Alfombra terracota en un salón",
      "alt.it": "Tappeto terracotta in un soggiorno",
    });
    const all = await (await studio.get("/admin/content/media")).text();
    expect(all).toContain("Alfombra terracota en un salón");
    expect(all).toContain("Evento Hábitat: muestras de color");
    expect(all).toContain("Faltan traducciones");

    const italian = await (await studio.get("/admin/content/media?q=tappeto+soggiorno")).text();
    expect(italian).toContain("Alfombra terracota en un salón");
    expect(italian).not.toContain("Evento Hábitat");
    // The residential project's picture is a rug in a living room too, and so are the collection's rooms.
    expect(italian).toContain("/admin/content/media/project-residencial");
    // Without its accent, and by the site image's name in English.
    expect(await (await studio.get("/admin/content/media?q=habitat")).text()).toContain("Evento Hábitat");
    expect(await (await studio.get("/admin/content/media?q=lobby")).text()).toContain("Hotel: vestíbulo");
    const none = await (await studio.get("/admin/content/media?q=%3Cscript%3Ex")).text();
    expect(none).toContain("Ninguna imagen coincide con «&lt;script&gt;x»");
    expect(none).not.toContain("<script>x");
  });

  it("refuses files that are not what they claim, bombs and empty files, keeping the texts typed", async () => {
    const studio = await editor();
    const alt = { es: "Texto escrito antes", en: "Written before" };
    const refused = async (file: { bytes: Buffer; name: string; type?: string }, message: string) => {
      const response = await studio.upload(file, alt);
      expect(response.status, file.name).toBe(422);
      const page = await response.text();
      expect(page, file.name).toContain(message);
      expect(page, file.name).toContain('value="Texto escrito antes"');
    };
    await refused(
      { bytes: Buffer.from("Lista de precios 2026\n".repeat(50)), name: "precios.jpg" },
      "El archivo no es una imagen",
    );
    await refused(
      {
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><script>alert(1)</script><rect width="800" height="600"/></svg>',
        ),
        name: "alfombra.webp",
        type: "image/webp",
      },
      "Formato no admitido",
    );
    await refused(
      { bytes: Buffer.from("<!doctype html><title>x</title><img src=x onerror=alert(1)>"), name: "foto.png" },
      "El archivo no es una imagen",
    );
    await refused({ bytes: pngBomb(), name: "bomba.png", type: "image/png" }, "demasiados píxeles");
    await refused({ bytes: Buffer.alloc(0), name: "vacío.jpg" }, "El archivo está vacío.");
    expect(await listMedia(test.storage)).toEqual([]);

    // A PNG named .webp is a PNG: decoded, it is accepted for what it is.
    const png = await studio.upload(
      { bytes: await picture("#557733", "png"), name: "verde.webp", type: "image/webp" },
      { es: "Alfombra verde" },
    );
    expect(png.status).toBe(303);
    expect(await listMedia(test.storage)).toHaveLength(1);
  });

  it("never stores markup in an alternative text, and shows what was typed as text", async () => {
    const studio = await editor();
    const response = await studio.upload(
      { bytes: await picture("#aa7744"), name: "x.jpg" },
      { es: "<script>alert(1)</script>", en: "Rug <img src=x>" },
    );
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).not.toContain("<script>alert(1)");
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).toContain("Solo texto, sin &lt; ni &gt;");
    const [stored] = await listMedia(test.storage);
    expect(stored?.alt).toEqual({ es: "", en: "", de: "", it: "", fr: "", nl: "" });
    const fixed = await studio.post(`/admin/content/media/${stored?.id}/alt`, { "alt.es": "Alfombra <b>" });
    expect(fixed.status).toBe(422);
    expect((await mediaSummary(test.storage, stored?.id ?? ""))?.alt.es).toBe("");
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

  it("shows where an image is used, refuses to delete it while used, deletes it once asked and unused, and says so twice", async () => {
    const studio = await editor();
    const id = await uploadedWithSpanish(studio);
    const unused = await (await studio.get(`/admin/content/media/${id}`)).text();
    expect(unused).toContain("No se usa en ninguna página ni evento.");
    expect(unused).toContain(`href="/admin/content/media/${id}?delete=1"`);

    await studio.post("/admin/content/media/pick", { document: "page.faq", slot, image: id });
    const used = await (await studio.get(`/admin/content/media/${id}`)).text();
    expect(used).toContain(`href="/admin/content/page.faq#${anchor}"`);
    expect(used).toContain("Preguntas frecuentes › Cabecera › Imagen");
    expect(used).toContain("En el borrador");
    expect(used).not.toContain("Eliminar la imagen");
    const refused = await studio.post(`/admin/content/media/${id}/delete`);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("No se puede eliminar: se usa en 1 lugar.");
    expect(await mediaSummary(test.storage, id)).not.toBeNull();

    // Published, then the draft gone: still used by the live version.
    await studio.post(`/admin/content/media/${id}/alt`, {
      "alt.es": "Alfombra",
      "alt.en": "Rug",
      "alt.de": "Teppich",
      "alt.it": "Tappeto",
      "alt.fr": "Tapis",
      "alt.nl": "Vloerkleed",
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
    expect(await (await studio.get(`/admin/content/media/${id}`)).text()).toContain("Publicada");
    expect((await studio.post(`/admin/content/media/${id}/delete`)).status).toBe(409);

    // Back to the site's picture, live: unused, and deleted only from the confirmation.
    await studio.post("/admin/content/media/pick", { document: "page.faq", slot, image: "hero-care" });
    expect(
      (
        await studio.post("/admin/content/page.faq", [
          ["revision", await studio.revision("page.faq")],
          ["intent", "publish"],
        ])
      ).status,
    ).toBe(303);
    const asked = await (await studio.get(`/admin/content/media/${id}?delete=1`)).text();
    expect(asked).toContain("¿Eliminar esta imagen?");
    expect(asked).toContain(`action="/admin/content/media/${id}/delete"`);
    const deleted = await studio.post(`/admin/content/media/${id}/delete`);
    expect(deleted.status).toBe(303);
    expect(await (await studio.get(deleted.headers.get("location") ?? "")).text()).toContain("Imagen eliminada.");
    expect(await listMedia(test.storage)).toEqual([]);
    const files = await test.storage.db.selectFrom("media_files").select("file").execute();
    expect(files).toEqual([]);

    const twice = await studio.post(`/admin/content/media/${id}/delete`);
    expect(twice.status).toBe(404);
    expect(await twice.text()).toContain("Esta imagen ya no existe");
    expect((await studio.get(`/admin/content/media/${id}`)).status).toBe(404);
    const site = await studio.post("/admin/content/media/hero-care/delete");
    expect(site.status).toBe(400);
    expect(await site.text()).toContain("Las imágenes del sitio no se eliminan");
  });

  it("counts a scheduled version's picture as a use", async () => {
    const studio = await editor();
    const id = await uploadedWithSpanish(studio);
    await studio.post(
      `/admin/content/media/${id}/alt`,
      Object.fromEntries(Object.entries(described).map(([lang, text]) => [`alt.${lang}`, text])),
    );
    await studio.post("/admin/content/media/pick", { document: "page.faq", slot, image: id });
    const tomorrow = new Date(Date.now() + 36 * 3600_000);
    const madrid = new Intl.DateTimeFormat("sv-SE", {
      timeZone: "Europe/Madrid",
      dateStyle: "short",
      timeStyle: "short",
    })
      .format(tomorrow)
      .replace(" ", "T");
    const scheduled = await studio.post("/admin/content/page.faq", [
      ["revision", await studio.revision("page.faq")],
      ["intent", "schedule"],
      ["liveAt", madrid],
    ]);
    expect(scheduled.status).toBe(303);
    expect((await faq()).draft).toBeNull();
    const page = await (await studio.get(`/admin/content/media/${id}`)).text();
    expect(page).toContain("Programada para el");
    expect((await studio.post(`/admin/content/media/${id}/delete`)).status).toBe(409);
  });
});
