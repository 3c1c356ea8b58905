import { request as get } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { describe, expect, it } from "vitest";
import { collectionFrom } from "~/content/collection/shown";
import { type ContentSnapshot, seedSnapshot } from "~/content/documents";
import { languages, localizePath } from "~/i18n/languages";
import { pagePath } from "~/site/pages";
import { routedPages } from "~/site/routed-pages";
import { sitemapEntries, sitemapHandler, sitemapXml } from "./sitemap.server";

const siteUrl = "https://nudo.example";

/** Every `<url>` of a sitemap: its address, its lastmod and its alternates by language. */
function urls(xml: string) {
  return xml
    .split("<url>")
    .slice(1)
    .map((entry) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? "",
      lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(entry)?.[1],
      alternates: Object.fromEntries(
        [...entry.matchAll(/hreflang="([a-z-]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]]),
      ),
    }));
}

describe("the sitemap", () => {
  const published = new Map([
    ["project.villa-ibiza", new Date("2026-10-02T09:30:00.000Z")],
    ["design.alcazar", new Date("2026-09-01T08:00:00.000Z")],
    ["design.marea", new Date("2026-11-20T17:45:12.345Z")],
  ]);
  const listed = urls(sitemapXml(siteUrl, sitemapEntries(seedSnapshot, published)));
  const at = (loc: string) => listed.find((url) => url.loc === `${siteUrl}${loc}`);

  it("lists every page, the collection, and every design and case study shown, in each language that shows it", () => {
    const expected = languages.flatMap((lang) => [
      ...routedPages.map(({ id }) => localizePath(pagePath(id), lang)),
      localizePath("/colecciones", lang),
    ]);
    for (const lang of ["es", "en"] as const) {
      const { designs, projects } = collectionFrom(seedSnapshot, lang);
      const prefix = lang === "es" ? "" : `/${lang}`;
      expected.push(...designs.map((design) => `${prefix}/colecciones/${design.slug}`));
      expected.push(...projects.map((project) => `${prefix}/proyectos/${project.slug}`));
    }
    const locs = listed.map((url) => url.loc.slice(siteUrl.length));
    expect(locs).toEqual(expect.arrayContaining(expected));
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("dates a design or case study by its live version's publication, and the collection by its latest design", () => {
    expect(at("/proyectos/villa-ibiza")?.lastmod).toBe("2026-10-02T09:30:00Z");
    expect(at("/en/proyectos/villa-ibiza")?.lastmod).toBe("2026-10-02T09:30:00Z");
    expect(at("/colecciones/alcazar")?.lastmod).toBe("2026-09-01T08:00:00Z");
    expect(at("/colecciones")?.lastmod).toBe("2026-11-20T17:45:12Z");
    // Where no date is known, none is made up.
    expect(at("/proyectos/yate-aurora")?.lastmod).toBeUndefined();
    expect(at("/hoteles")?.lastmod).toBeUndefined();
  });

  it("gives a case study its alternates in the languages that show it, and x-default", () => {
    const shownIn = ["es", "en", "de", "it", "fr", "nl"].filter((lang) =>
      collectionFrom(seedSnapshot, lang as "es").project.has("villa-ibiza"),
    );
    expect(Object.keys(at("/proyectos/villa-ibiza")?.alternates ?? {}).sort()).toEqual(
      [...shownIn, "x-default"].sort(),
    );
    expect(at("/proyectos/villa-ibiza")?.alternates["x-default"]).toBe(`${siteUrl}/proyectos/villa-ibiza`);
  });

  it("leaves out a case study published content hides", () => {
    const written = seedSnapshot.get("project.villa-ibiza");
    if (!written) throw new Error("no sample project");
    const hidden: ContentSnapshot = new Map([
      ...seedSnapshot,
      ["project.villa-ibiza", { ...written, es: { ...(written.es as object), visible: false } }],
    ]);
    const locs = urls(sitemapXml(siteUrl, sitemapEntries(hidden, published))).map((url) => url.loc);
    expect(locs.some((loc) => loc.includes("villa-ibiza"))).toBe(false);
    expect(locs).toContain(`${siteUrl}/proyectos/yate-aurora`);
  });
});

describe("sitemap.xml as served", () => {
  it("is written once, compressed once, and sent brotli, gzip or plain as the crawler accepts, 304 when it has it", async () => {
    let written = 0;
    const app = express();
    app.get(
      "/sitemap.xml",
      sitemapHandler({
        siteUrl,
        snapshot: () => seedSnapshot,
        publishedAt: async () => {
          written++;
          return new Map();
        },
      }),
    );
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const port = (server.address() as { port: number }).port;
    // node:http, not fetch: fetch decompresses, and adds no-cache to a revalidation.
    const ask = (headers: Record<string, string>) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        get({ host: "127.0.0.1", port, path: "/sitemap.xml", headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        })
          .on("error", reject)
          .end();
      });
    try {
      const plain = await ask({});
      const br = await ask({ "accept-encoding": "gzip, deflate, br" });
      const gzip = await ask({ "accept-encoding": "gzip" });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(br.headers["content-encoding"]).toBe("br");
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
      expect(br.body.length).toBeLessThan(plain.body.length / 10);
      expect(br.headers.vary).toBe("Accept-Encoding");
      const again = await ask({ "accept-encoding": "br", "if-none-match": String(br.headers.etag) });
      expect(again.status).toBe(304);
      expect(written).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
