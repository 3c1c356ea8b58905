import { crc32, deflateSync } from "node:zlib";
import { beforeEach, expect, it } from "vitest";
import { listMedia, mediaSummary } from "~/server/content/media.server";
import { seedContent } from "~/server/content/store/seed.server";
import { backOffice } from "../../../../../tests/support/back-office";
import { describeStorage } from "../../../../../tests/support/storage";
import { faqState } from "../../../../../tests/support/studio-forms";
import { anchor, picture, slot, uploadedWithSpanish, withUpload } from "../../../../../tests/support/studio-media";

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

describeStorage("the media library on $name", (test) => {
  beforeEach(() => seedContent(test.storage));
  const { signedIn } = backOffice(test);
  const editor = async () => withUpload(await signedIn("editor"));
  const faq = () => faqState(test.storage);

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
