import { beforeEach, expect, it } from "vitest";
import { valueAt } from "~/content/text-units";
import { listMedia } from "~/server/content/media.server";
import { seedContent } from "~/server/content/store/seed.server";
import { documentState } from "~/server/content/store/state.server";
import { backOffice } from "../../../../../tests/support/back-office";
import { describeStorage } from "../../../../../tests/support/storage";
import { picture } from "../../../../../tests/support/studio-media";

const id = "design.brisa-azul";
const slots = ["flat", "detail", "room"].map((view) => `colourways.0.images.${view}.name`);
const pickQuery = (slot: string) => `pick=${id}&slot=${encodeURIComponent(slot)}`;

/** The `<input …>` tag of a page holding `needle` (its attributes in any order). */
const inputTag = (page: string, needle: string) =>
  page.match(/<input [^>]*>/g)?.find((tag) => tag.includes(needle)) ?? "";

const html = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'");

/**
 * A colourway's three pictures in one step: from its first slot, several files fill it and the
 * slots after it in order, saved in the draft at once, the editor opening at the first
 * description; the editor's script sends them one at a time and is answered in JSON. What cannot
 * be used is named by file, and what could is kept.
 */
describeStorage("a colourway's pictures in one step on $name", (test) => {
  beforeEach(() => seedContent(test.storage));
  const { signedIn } = backOffice(test);

  const newDesign = async () => {
    const ana = await signedIn("editor");
    expect((await ana.post("/admin/content/new/design", { name: "Brisa azul" })).status).toBe(303);
    const files = (slot: string, sent: { bytes: Buffer; name: string; type?: string }[]) =>
      ana.postMultipart(`/admin/content/media?${pickQuery(slot)}`, (form) => {
        for (const file of sent)
          form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/jpeg" }), file.name);
      });
    /** What the editor holds now: the draft, else what is live. */
    const draft = async () => {
      const state = await documentState(test.storage, id, new Date());
      return (state?.draft?.content ?? state?.live)?.written;
    };
    return { ana, files, draft };
  };

  it("shows a colourway's drop zone whose button, without a script, is the first slot's library taking three files", async () => {
    const { ana } = await newDesign();
    const editor = html(await (await ana.get(`/admin/content/${id}?open=colourways.0`)).text());
    expect(editor).toContain(`data-picture-drop="${id}"`);
    expect(editor).toContain(`data-slots="${JSON.stringify(slots).replace(/"/g, '"')}"`);
    expect(editor).toContain(`value="pick:${slots[0]}"`);
    expect(editor).toContain("Subir hasta 3 fotos");

    const library = html(await (await ana.get(`/admin/content/media?${pickQuery(slots[0] ?? "")}`)).text());
    expect(inputTag(library, 'id="file"')).toContain('multiple=""');
    expect(library).toContain("Puedes elegir hasta 3 fotos a la vez");
    expect(library).toContain("«Vista cenital», «Detalle del pelo» y «En una estancia»");
    // The descriptions are the slot's, written in the editor: the upload does not ask for them.
    expect(library).not.toContain('name="alt.es"');
    expect(library).toContain("Subir y colocar");
  });

  it("places three files in the whole rug, detail and room, in the order sent, saved in the draft at once", async () => {
    const { ana, files, draft } = await newDesign();
    const before = (await listMedia(test.storage)).length;
    const sent = await files(slots[0] ?? "", [
      { bytes: await picture("#c8b89a"), name: "arriba.jpg" },
      { bytes: await picture("#6b4f3a"), name: "detalle.jpg" },
      { bytes: await picture("#3d5a6c"), name: "salón.jpg" },
    ]);
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(
      `/admin/content/${id}?notice=picturesPlaced&open=colourways.0.images.flat.alt`,
    );
    const uploads = await listMedia(test.storage);
    expect(uploads.length).toBe(before + 3);
    const written = await draft();
    const placed = slots.map((slot) => String(valueAt(written?.es, slot)));
    const byName = new Map<string, string>(uploads.map((upload) => [upload.id, upload.originalName]));
    expect(placed.map((name) => byName.get(name))).toEqual(["arriba.jpg", "detalle.jpg", "salón.jpg"]);

    // The editor opens there, saying so, the first description in focus.
    const editor = await (await ana.get(sent.headers.get("location") ?? "")).text();
    expect(editor).toContain("Fotos colocadas y guardadas en el borrador");
    expect(inputTag(editor, 'name="t.es.colourways.0.images.flat.alt"')).toContain("autofocus");
  });

  it("from the second slot, two files fill the detail and the room and leave the whole rug as it was", async () => {
    const { files, draft } = await newDesign();
    const flatBefore = valueAt((await draft())?.es, slots[0] ?? "");
    const sent = await files(slots[1] ?? "", [
      { bytes: await picture("#6b4f3a"), name: "detalle.jpg" },
      { bytes: await picture("#3d5a6c"), name: "salón.jpg" },
    ]);
    expect(sent.status).toBe(303);
    const written = await draft();
    expect(valueAt(written?.es, slots[0] ?? "")).toBe(flatBefore);
    expect(String(valueAt(written?.es, slots[1] ?? ""))).toMatch(/^m-/);
    expect(String(valueAt(written?.es, slots[2] ?? ""))).toMatch(/^m-/);
  });

  it("keeps the good files when one is not a picture and one is too many, naming each that was not used", async () => {
    const { files, draft } = await newDesign();
    const sent = await files(slots[0] ?? "", [
      { bytes: await picture("#c8b89a"), name: "arriba.jpg" },
      { bytes: Buffer.from("<?php system($_GET['c']); ?>"), name: "detalle.jpg" },
      { bytes: await picture("#3d5a6c"), name: "salón.jpg" },
      { bytes: await picture("#111111"), name: "sobra.jpg" },
    ]);
    expect(sent.status).toBe(422);
    const page = html(await sent.text());
    expect(page).toContain("2 fotos colocadas y guardadas en el borrador.");
    expect(page).toContain("«detalle.jpg» no se ha subido: El archivo no es una imagen");
    expect(page).toContain("«sobra.jpg» no se ha usado: aquí caben 3.");
    const written = await draft();
    expect(String(valueAt(written?.es, slots[0] ?? ""))).toMatch(/^m-/);
    expect(String(valueAt(written?.es, slots[1] ?? ""))).not.toMatch(/^m-/);
    expect(String(valueAt(written?.es, slots[2] ?? ""))).toMatch(/^m-/);
  });

  it("answers the editor's script in JSON: the picture stored and described, the draft left to the form", async () => {
    const { ana, draft } = await newDesign();
    const before = await draft();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await picture("#c8b89a"))], { type: "image/jpeg" }), "arriba.jpg");
    const answer = await ana.postMultipart(
      `/admin/content/media?${pickQuery(slots[0] ?? "")}`,
      (sent) => sent.append("file", form.get("file") as Blob, "arriba.jpg"),
      "es",
      { Accept: "application/json" },
    );
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { name: string; label: string; thumb: string; alt: Record<string, string> };
    expect(body.name).toMatch(/^m-[0-9a-f]{16}-520x390$/);
    expect(body.thumb).toBe(`/media/${body.name}-480.webp`);
    expect(body.label).toContain("arriba.jpg");
    expect(body.alt.es).toBe("");
    expect(await draft()).toEqual(before);

    const wrong = await ana.postMultipart(
      `/admin/content/media?${pickQuery(slots[0] ?? "")}`,
      (sent) =>
        sent.append("file", new Blob([new TextEncoder().encode("GIF89a not really")], { type: "image/gif" }), "x.gif"),
      "es",
      { Accept: "application/json" },
    );
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as { error: string }).error).toMatch(/no es una imagen|Formato no admitido/);
  });

  it("refuses an upload into a slot the design does not have, storing nothing", async () => {
    const { files } = await newDesign();
    const before = (await listMedia(test.storage)).length;
    const sent = await files("colourways.9.images.flat.name", [{ bytes: await picture("#c8b89a"), name: "a.jpg" }]);
    expect(sent.status).toBe(400);
    expect(await sent.text()).toContain("Ese hueco de imagen no existe");
    expect((await listMedia(test.storage)).length).toBe(before);
  });
});
