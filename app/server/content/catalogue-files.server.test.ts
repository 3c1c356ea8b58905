import { get, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogueManifest } from "~/content/catalogue-manifest";
import { type ContentSnapshot, seedSnapshot } from "~/content/documents";
import { mediaName } from "~/content/media-names";
import { type Written, withValueAt } from "~/content/text-units";
import { type Language, languages } from "~/i18n/languages";
import type { Storage } from "~/platform/db/db.server";
import { backends, type TestStorage } from "../../../tests/support/storage";
import { generatedCatalogueHandler } from "../http/generated-catalogues.server";
import { catalogueFingerprint, ensureCatalogues, generatedFile, pdfPageCount } from "./catalogue-files.server";

const siteUrl = "https://nudo.example";

/** What the build wrote (only the entries matter here: a language that keeps its built file gets this back). */
const built: CatalogueManifest = Object.fromEntries(
  languages.map((lang, index) => [
    lang,
    {
      lang,
      path: `/catalogues/nudo-catalogue-${lang}-${String(index).repeat(10)}.pdf`,
      title: `Built ${lang}`,
      description: `Built ${lang}`,
      pages: 21,
      bytes: 2_000_000,
      cover: "home-hero",
    },
  ]),
);

/** The seed with one value of the Spanish structure or words of a page changed, as a publish would. */
function published(id: string, path: string, value: unknown): ContentSnapshot {
  const written = seedSnapshot.get(id) as Written;
  return new Map([...seedSnapshot, [id, { ...written, es: withValueAt(written.es, path, value) }]]);
}

/** Every word of a PDF, pages joined, spaces collapsed. */
async function pdfText(data: Buffer): Promise<{ pages: number; title: string; text: string }> {
  const document = await getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
  try {
    const { info } = (await document.getMetadata()) as { info: { Title?: string } };
    const texts: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      texts.push(content.items.map((item) => ("str" in item ? `${item.str}${item.hasEOL ? " " : ""}` : "")).join(""));
    }
    return { pages: document.numPages, title: info.Title ?? "", text: texts.join(" ").replace(/\s+/g, " ") };
  } finally {
    await document.destroy();
  }
}

async function ensure(storage: Storage, snapshot: ContentSnapshot) {
  const drawn: string[] = [];
  const manifest = await ensureCatalogues(storage, {
    snapshot,
    siteUrl,
    built,
    onProgress: (line) => drawn.push(line),
  });
  return { manifest, drawn };
}

const others = (lang: Language) => languages.filter((other) => other !== lang);

describe.each(backends)("catalogues of the published content, on $name", (backend) => {
  let test: TestStorage;
  const storedNames = async () =>
    (await test.storage.db.selectFrom("generated_files").select("name").execute()).map((row) => row.name);

  beforeAll(async () => {
    test = await backend.open();
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it("are the built files, drawn by nobody, while the content is the seed's", async () => {
    const { manifest, drawn } = await ensure(test.storage, seedSnapshot);
    expect(manifest).toEqual(built);
    expect(drawn).toEqual([]);
    expect(await storedNames()).toEqual([]);
  });

  it("stay the built files when an editor puts an upload in an image slot the catalogue shows", async () => {
    // The PDF cannot embed an upload: it shows the seed's image there, so it says what the build's says.
    const snapshot = published("page.personalizacion", "blocks.0.image.name", mediaName("ab".repeat(8), 2400, 1600));
    for (const lang of languages)
      expect(catalogueFingerprint(snapshot, lang, siteUrl)).toBe(catalogueFingerprint(seedSnapshot, lang, siteUrl));
    const { manifest, drawn } = await ensure(test.storage, snapshot);
    expect(manifest).toEqual(built);
    expect(drawn).toEqual([]);
  });

  it("draw the Spanish catalogue again, once, with the published words, and keep the other five", async () => {
    const snapshot = published("page.sobreNosotros", "blocks.0.title", "Tejedores de horizontes");
    const first = await ensure(test.storage, snapshot);
    expect(first.drawn).toHaveLength(1);
    expect(first.drawn[0]).toMatch(/^es: 21 pages/);
    for (const lang of others("es")) expect(first.manifest[lang]).toEqual(built[lang]);

    const entry = first.manifest.es;
    expect(entry?.path).toMatch(/^\/catalogues\/nudo-catalogue-es-[0-9a-f]{10}\.pdf$/);
    expect(entry?.path).not.toBe(built.es?.path);
    const name = entry?.path.split("/").pop() ?? "";
    const file = await generatedFile(test.storage, name);
    if (!file || !entry) throw new Error("The drawn catalogue was not stored");
    expect(file.contentType).toBe("application/pdf");
    expect(file.data.length).toBe(entry.bytes);
    const read = await pdfText(file.data);
    expect(read.text).toContain("Tejedores de horizontes");
    expect(read.text).not.toContain("Fabricantes, no distribuidores");
    expect(read.pages).toBe(entry.pages);
    expect(pdfPageCount(file.data)).toBe(read.pages);
    expect(read.title).toBe(entry.title);
    // The claim its process held while drawing is gone: one row, the file.
    expect(await storedNames()).toEqual([name]);

    const again = await ensure(test.storage, snapshot);
    expect(again.drawn).toEqual([]);
    expect(again.manifest).toEqual(first.manifest);
  }, 60_000);

  it("are drawn once when two processes see the same publish at the same time", async () => {
    const second = await test.reopen();
    try {
      const snapshot = published("page.sobreNosotros", "blocks.0.title", "Artesanos del nudo");
      const [a, b] = await Promise.all([ensure(test.storage, snapshot), ensure(second, snapshot)]);
      expect([...a.drawn, ...b.drawn]).toHaveLength(1);
      expect(b.manifest).toEqual(a.manifest);
      expect(a.manifest.es?.path).not.toBe(built.es?.path);
      expect((await storedNames()).filter((name) => name.endsWith(".drawing"))).toEqual([]);
    } finally {
      await second.close();
    }
  }, 60_000);

  it("keep the built file of a language whose published text no longer fits its page", async () => {
    const long = Array.from({ length: 80 }, () => "Una frase larga que ya no cabe en su página.").join(" ");
    const snapshot = published("page.sobreNosotros", "blocks.0.lead", long);
    const { manifest, drawn } = await ensure(test.storage, snapshot);
    expect(drawn).toEqual([]);
    expect(manifest).toEqual(built);
    // Its claim holds the reason for a while, so other processes do not draw it only to fail too.
    const claims = await test.storage.db
      .selectFrom("generated_files")
      .select("meta")
      .where("name", "like", "%.drawing")
      .execute();
    expect(claims.map((claim) => JSON.parse(claim.meta).error)).toEqual([expect.stringMatching(/no longer fits/)]);
  }, 60_000);

  it("are served like the built files, from any instance", async () => {
    const snapshot = published("page.sobreNosotros", "blocks.0.title", "Tejedores de horizontes");
    const path = (await ensure(test.storage, snapshot)).manifest.es?.path ?? "";
    const app = express();
    app.get("/catalogues/:name", generatedCatalogueHandler(test.storage));
    app.use((_request, response) => response.status(404).send("Not found"));
    const server: Server = await new Promise((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    const { port } = server.address() as AddressInfo;
    // node:http, not fetch: fetch adds `Cache-Control: no-cache` to a revalidation.
    const request = (url: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        get({ host: "127.0.0.1", port, path: url, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        }).on("error", reject);
      });
    try {
      const opened = await request(path);
      expect(opened.status).toBe(200);
      expect(opened.headers["content-type"]).toBe("application/pdf");
      expect(opened.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(opened.headers["content-disposition"]).toBe('inline; filename="nudo-catalogue-es.pdf"');
      expect(opened.body.subarray(0, 5).toString()).toBe("%PDF-");

      const saved = await request(`${path}?download`);
      expect(saved.headers["content-disposition"]).toBe('attachment; filename="nudo-catalogue-es.pdf"');

      const revalidated = await request(path, { "If-None-Match": String(opened.headers.etag) });
      expect(revalidated.status).toBe(304);

      const part = await request(path, { Range: "bytes=100-199" });
      expect(part.status).toBe(206);
      expect(part.headers["content-range"]).toBe(`bytes 100-199/${opened.body.length}`);
      expect(part.body).toEqual(opened.body.subarray(100, 200));

      expect((await request("/catalogues/nudo-catalogue-es-0000000000.pdf")).status).toBe(404);
      expect((await request(`${path}.drawing`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
