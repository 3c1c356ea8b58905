import sharp from "sharp";
import { beforeEach, expect, it } from "vitest";
import type { ContentSnapshot } from "~/content/documents";
import { pageContent } from "~/content/pages";
import { valueAt } from "~/content/text-units";
import { languages } from "~/i18n/languages";
import { backOffice } from "../../../../tests/support/back-office";
import { describeStorage } from "../../../../tests/support/storage";
import { listMedia } from "../../content/media.server";
import { seedContent } from "../../content/store/seed.server";
import { documentState } from "../../content/store/state.server";

/** The FAQ's closing link and opening picture (structure, read only in the studio), and a text of it. */
const link = "blocks.1.closing.action.href";
const picture = "blocks.0.image.name";
const question = "blocks.1.items.0.question";

describeStorage("the content studio on $name", (test) => {
  beforeEach(() => seedContent(test.storage));
  const { signedIn } = backOffice(test);
  const editor = async () => {
    const staff = await signedIn("editor");
    return {
      ...staff,
      upload: (file: { bytes: Buffer; name: string; type: string }, lang = "es") =>
        staff.postMultipart(
          "/admin/content/media",
          (form) => {
            for (const code of languages) form.append(`alt.${code}`, `Alfombra (${code})`);
            form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
          },
          lang,
        ),
    };
  };

  const faqNow = async () => {
    const state = await documentState(test.storage, "page.faq", new Date());
    if (!state) throw new Error("no FAQ document");
    return state;
  };

  /** The FAQ as its preview shows it in every language: the draft if there is one, else what is live. */
  const previewOfFaq = async () => {
    const state = await faqNow();
    const snapshot: ContentSnapshot = new Map([["page.faq", (state.draft?.content ?? state.live).written]]);
    return languages.map((lang) => pageContent("faq", lang, undefined, snapshot));
  };

  it("publishes no link or picture posted as a text of the FAQ, and says nothing was saved", async () => {
    const studio = await editor();
    const before = await faqNow();
    const response = await studio.post("/admin/content/page.faq", [
      [`t.es.${question}`, "¿Fabricáis vosotros mismos?"],
      [`t.es.${link}`, "/solicitud-catalogo"],
      [`t.es.${picture}`, "hero-jets"],
      ["intent", "publish"],
    ]);
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("No se ha guardado nada");
    expect(page).toContain(`t.es.${link}`);
    // The words the editor did write are still in the form, to save again.
    expect(page).toContain("¿Fabricáis vosotros mismos?");

    const after = await faqNow();
    expect(after.liveVersion.number).toBe(before.liveVersion.number);
    expect(after.draft).toBeNull();
    expect(valueAt(after.live.written.es, link)).toBe("/contacto");
    expect(valueAt(after.live.written.es, picture)).toBe("hero-care");
  });

  it("keeps the FAQ's blocks when a post names a block's kind as a text, and its preview still renders", async () => {
    const studio = await editor();
    const response = await studio.post("/admin/content/page.faq", [
      ["t.es.blocks.1.kind", "hero"],
      ["t.en.blocks.0.kind", "faq"],
      ["intent", "save"],
    ]);
    expect(response.status).toBe(400);
    expect((await faqNow()).draft).toBeNull();
    for (const content of await previewOfFaq()) {
      expect(content.blocks.slice(0, 2).map((block) => block.kind)).toEqual(["hero", "faq"]);
    }
  });

  it("saves what the editor's own form sends, every field it shows, even from a form older than the document", async () => {
    const studio = await editor();
    // A text of an entry another editor removed since the form was opened: it has no place now.
    const gone: Record<string, string> = {
      "page.faq": "t.es.blocks.1.items.99.answer",
      events: "t.es.items.99.title",
      home: "t.en.collections.99.name",
      "section.contact": "t.es.0.items.99.title",
    };
    for (const [id, goneField] of Object.entries(gone)) {
      const form = await (await studio.get(`/admin/content/${id}`)).text();
      const names = [...new Set([...form.matchAll(/name="([ts]\.[^"]+)"/g)].map((match) => match[1] ?? ""))];
      expect(names.length, id).toBeGreaterThan(10);
      const state = await documentState(test.storage, id, new Date());
      if (!state) throw new Error(`no document ${id}`);
      const written = state.live.written as Record<string, unknown>;
      const changed = names.find((name) => name.startsWith("t.es.")) ?? "";
      // Each field sent back as the form shows it (a checkbox's hidden twin once), one text changed.
      const fields = names.map((name): [string, string] => {
        const [kind = "", lang = "", ...rest] = name.split(".");
        const value =
          kind === "t" ? valueAt(written[lang], rest.join(".")) : valueAt(written.es, [lang, ...rest].join("."));
        return [name, name === changed ? "Texto cambiado" : typeof value === "string" ? value : String(value ?? "")];
      });
      const revision = /name="revision" value="(\d+)"/.exec(form)?.[1] ?? "";
      const response = await studio.post(`/admin/content/${id}`, [
        ...fields,
        [goneField, "Ya no existe"],
        ["revision", revision],
        ["intent", "save"],
      ]);
      expect(response.status, id).toBe(303);
      const saved = (await documentState(test.storage, id, new Date()))?.draft?.content.written;
      expect(valueAt(saved?.es, changed.slice("t.es.".length)), id).toBe("Texto cambiado");
    }
  });

  it("refuses a very tall picture with a message in the editor's language, storing nothing", async () => {
    const studio = await editor();
    const tall = await sharp({ create: { width: 480, height: 83_000, channels: 3, background: "#b07a4a" } })
      .png()
      .toBuffer();
    const spanish = await studio.upload({ bytes: tall, name: "tira.png", type: "image/png" });
    expect(spanish.status).toBe(422);
    expect(await spanish.text()).toContain("La imagen es demasiado alargada");
    const english = await studio.upload({ bytes: tall, name: "strip.png", type: "image/png" }, "en-GB,en;q=0.9");
    expect(english.status).toBe(422);
    expect(await english.text()).toContain("The image is too elongated");
    expect(await listMedia(test.storage)).toEqual([]);
  });

  it("refuses a text file named as a photograph, storing nothing", async () => {
    const studio = await editor();
    const text = Buffer.from("Lista de precios 2026, renombrada precios.jpg.\n".repeat(40));
    const response = await studio.upload({ bytes: text, name: "precios.jpg", type: "image/jpeg" });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain("El archivo no es una imagen");
    expect(await listMedia(test.storage)).toEqual([]);
  });
});
