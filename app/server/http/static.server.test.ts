import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedSnapshot } from "~/content/documents";
import type { RenderedFile } from "./live-pages.server";
import { pageAddress, pageQuery } from "./page-addresses.server";
import { contentSecurityPolicy } from "./security-headers.server";
import { staticFiles } from "./static.server";

let server: Server;
let base: string;
const inlineScript = "window.__context = {};";
const page = `<!doctype html><title>Contacto</title><script>${inlineScript}</script>${"<p>Texto</p>".repeat(20)}`;
const pageOf = (name: string) => page.replace("Contacto", name);
/** A page rendered after a publish, served from memory in place of the build's. */
const renderedPage = page.replace("Contacto", "Nuevo");
const rendered: RenderedFile = {
  body: Buffer.from(renderedPage),
  br: brotliCompressSync(renderedPage),
  gzip: gzipSync(renderedPage),
  etag: 'W/"rendered"',
  contentType: "text/html; charset=utf-8",
  lastModified: new Date("2026-11-24T09:00:00Z"),
};

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "static-"));
  mkdirSync(path.join(dir, "en/contacto"), { recursive: true });
  mkdirSync(path.join(dir, "proyectos/gone"), { recursive: true });
  writeFileSync(path.join(dir, "proyectos/index.html"), page);
  writeFileSync(path.join(dir, "proyectos/gone/index.html"), page);
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), page);
  writeFileSync(path.join(dir, "en/contacto/index.html"), page);
  mkdirSync(path.join(dir, "en/retirado"), { recursive: true });
  writeFileSync(path.join(dir, "en/retirado/index.html"), page);
  writeFileSync(path.join(dir, "en/contacto/index.html.br"), brotliCompressSync(page));
  writeFileSync(path.join(dir, "en/contacto/index.html.gz"), gzipSync(page));
  // The collection and two of its designs, one since taken off.
  for (const page of ["colecciones", "en/colecciones", "colecciones/alcazar", "colecciones/oculto"]) {
    mkdirSync(path.join(dir, page), { recursive: true });
    writeFileSync(path.join(dir, page, "index.html"), pageOf(page));
  }
  writeFileSync(path.join(dir, "assets/app-abc123.js"), "console.log(1)");
  mkdirSync(path.join(dir, "catalogues"));
  writeFileSync(path.join(dir, "catalogues/nudo-catalogue-es-0123456789.pdf"), "%PDF-1.3 test");
  mkdirSync(path.join(dir, "video"));
  writeFileSync(path.join(dir, "video/personalizacion.mp4"), Buffer.alloc(4096, 7));
  // What the image step keeps beside the images (its cache and digest), and a hidden folder.
  mkdirSync(path.join(dir, "img"));
  writeFileSync(path.join(dir, "img/hero-800.webp"), "RIFF webp");
  const bookkeeping = JSON.stringify({ version: 2, entries: { hero: "0123456789abcdef0123" } }).repeat(10);
  writeFileSync(path.join(dir, "img/.cache.json"), bookkeeping);
  writeFileSync(path.join(dir, "img/.cache.json.br"), brotliCompressSync(bookkeeping));
  writeFileSync(path.join(dir, "img/.cache.json.gz"), gzipSync(bookkeeping));
  mkdirSync(path.join(dir, ".hidden"));
  writeFileSync(path.join(dir, ".hidden/notes.txt"), "not for visitors");
  const app = express();
  app.use(
    staticFiles(dir, {
      pagePolicy: (hashes) => contentSecurityPolicy(hashes),
      rendered: (filePath) =>
        filePath === "/en/nuevo/index.html"
          ? rendered
          : filePath === "/colecciones/oculto/index.html" ||
              filePath === "/en/retirado/index.html" ||
              filePath === "/proyectos/gone/index.html"
            ? { onRequest: true as const }
            : undefined,
      renderedQuery: (requestPath, query) => pageQuery(pageAddress(requestPath), query, seedSnapshot),
    }),
  );
  app.use((req, res) => res.status(404).send(`fell through ${req.originalUrl}`));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("static files", () => {
  it("leave a page the published content no longer has (a design taken off the site) to what answers unknown addresses", async () => {
    const gone = await fetch(`${base}/en/retirado`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toBe("fell through /en/retirado");
  });

  it("answer byte ranges with 206, as video and PDF players ask, and an impossible one with 416", async () => {
    const pdf = await fetch(`${base}/catalogues/nudo-catalogue-es-0123456789.pdf`, { headers: { range: "bytes=0-3" } });
    expect(pdf.status).toBe(206);
    expect(pdf.headers.get("content-range")).toBe("bytes 0-3/13");
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await pdf.text()).toBe("%PDF");
    const video = await fetch(`${base}/video/personalizacion.mp4`, { headers: { range: "bytes=1024-" } });
    expect(video.status).toBe(206);
    expect(video.headers.get("accept-ranges")).toBe("bytes");
    expect(video.headers.get("content-type")).toBe("video/mp4");
    expect((await video.arrayBuffer()).byteLength).toBe(3072);
    const beyond = await fetch(`${base}/video/personalizacion.mp4`, { headers: { range: "bytes=9000-9100" } });
    expect(beyond.status).toBe(416);
    // A suffix longer than the file asks for all of it (RFC 9110).
    const longSuffix = await fetch(`${base}/video/personalizacion.mp4`, {
      headers: { range: "bytes=-99999999999999" },
    });
    expect(longSuffix.status).toBe(206);
    expect(longSuffix.headers.get("content-range")).toBe("bytes 0-4095/4096");
    expect((await longSuffix.arrayBuffer()).byteLength).toBe(4096);
    // A range of an older version (If-Range with another ETag) gets the whole current file.
    const stale = await fetch(`${base}/video/personalizacion.mp4`, {
      headers: { range: "bytes=0-9", "if-range": 'W/"stale"' },
    });
    expect(stale.status).toBe(200);
    expect((await stale.arrayBuffer()).byteLength).toBe(4096);
  });

  it("serve a catalogue as a PDF cached for a year, shown in the browser or, asked to, downloaded by its name", async () => {
    const view = await fetch(`${base}/catalogues/nudo-catalogue-es-0123456789.pdf`);
    expect(view.status).toBe(200);
    expect(view.headers.get("content-type")).toBe("application/pdf");
    expect(view.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(view.headers.get("content-disposition")).toBe('inline; filename="nudo-catalogue-es.pdf"');
    const download = await fetch(`${base}/catalogues/nudo-catalogue-es-0123456789.pdf?download`);
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="nudo-catalogue-es.pdf"');
    expect(await download.text()).toBe("%PDF-1.3 test");
  });

  it("serve a pre-rendered page at its clean URL, brotli-compressed when accepted", async () => {
    const response = await fetch(`${base}/en/contacto`, { headers: { "accept-encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(await response.text()).toBe(page);
  });

  it("give a page a Content-Security-Policy that allows its own inline script by hash, and no other", async () => {
    const response = await fetch(`${base}/en/contacto`);
    const policy = response.headers.get("content-security-policy") ?? "";
    const hash = createHash("sha256").update(inlineScript).digest("base64");
    expect(policy).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, "\\$&")}'(;|$)`));
    expect(policy).not.toContain("unsafe-inline'; script");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("fall back to gzip, then to the plain file", async () => {
    const gzip = await fetch(`${base}/en/contacto`, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const plain = await fetch(`${base}/`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(page);
  });

  it("answer a repeated request with 304 Not Modified", async () => {
    const first = await fetch(`${base}/en/contacto`, { headers: { "accept-encoding": "br" } });
    const etag = first.headers.get("etag") ?? "";
    // node:http, as a browser revalidating its cache would ask: fetch() adds Cache-Control: no-cache
    // to conditional requests, which rightly asks for the whole file again.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      get(`${base}/en/contacto`, { headers: { "accept-encoding": "br", "if-none-match": etag } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      }).on("error", reject);
    });
    expect(status).toBe(304);
  });

  it("answer HEAD with the headers only", async () => {
    const response = await fetch(`${base}/en/contacto`, { method: "HEAD", headers: { "accept-encoding": "br" } });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get("content-length"))).toBeGreaterThan(0);
  });

  it("mark hashed assets immutable for a year", async () => {
    const response = await fetch(`${base}/assets/app-abc123.js`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
  });

  it("redirect a trailing slash to the page's one URL", async () => {
    const response = await fetch(`${base}/en/contacto/`, { redirect: "manual" });
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("/en/contacto");
  });

  it("leave unknown paths, file names of pages and path tricks to the app", async () => {
    for (const url of [
      "/nope",
      "/en/contacto/index.html",
      "/en/contacto/index.html.br",
      "/%2e%2e/etc/passwd",
      "/%E0%A4%A",
    ]) {
      const response = await fetch(`${base}${url}`);
      expect(await response.text(), url).toMatch(/^fell through /);
    }
  });

  it("never serve a file or folder whose name starts with a dot, however the path is written", async () => {
    expect((await fetch(`${base}/img/hero-800.webp`)).status).toBe(200);
    for (const url of [
      "/img/.cache.json",
      "/img/%2ecache.json",
      "/img/%2Ecache.json",
      "/img/%252ecache.json",
      "/img/.cache.json.br",
      "/.hidden/notes.txt",
      "/%2ehidden/notes.txt",
      "/%252ehidden/notes.txt",
      "/img/%2e%2e/.hidden/notes.txt",
    ]) {
      for (const encoding of ["br", "gzip", "identity"]) {
        const response = await fetch(`${base}${url}`, { headers: { "accept-encoding": encoding } });
        expect(await response.text(), `${url} (${encoding})`).toMatch(/^fell through /);
      }
    }
  });
});

/** A request without fetch()'s own Accept-Encoding: exactly the headers given, or none. */
function request(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const encoding = response.headers["content-encoding"];
        const raw = Buffer.concat(chunks);
        const body = encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
        resolve({ encoding, vary: response.headers.vary, body });
      });
    }).on("error", reject);
  });
}

describe.each([
  { name: "a pre-rendered page", url: "/en/contacto", body: page },
  { name: "a page rendered after a publish", url: "/en/nuevo", body: renderedPage },
])("the compression of $name", ({ url, body }) => {
  it.each([
    ["br", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0, gzip", "gzip"],
    ["gzip, br;q=0", "gzip"],
    ["BR;Q=0, gzip", "gzip"],
    ["gzip;q=0", "identity"],
    ["gzip;q=0, br", "br"],
    ["*", "br"],
    ["*;q=0", "identity"],
    ["br;q=0, gzip;q=0", "identity"],
    ["identity", "identity"],
    ["(none)", "identity"],
  ])("answers Accept-Encoding: %s with %s, and says it varies with it", async (accept, expected) => {
    const response = await request(`${base}${url}`, accept === "(none)" ? {} : { "accept-encoding": accept });
    expect(response.encoding ?? "identity").toBe(expected);
    expect(response.vary).toBe("Accept-Encoding");
    expect(response.body.toString()).toBe(body);
  });
});

describe("the collection's addresses", () => {
  const status = async (address: string) => {
    const response = await fetch(`${base}${address}`);
    const text = await response.text();
    return text.startsWith("fell through") ? "rendered" : response.status;
  };

  it("are served pre-rendered without filters, and rendered with one, in any language", async () => {
    expect(await status("/colecciones")).toBe(200);
    expect(await status("/en/colecciones")).toBe(200);
    for (const filtered of ["coleccion=relief", "tecnica=handtuft", "color=blue", "forma=oval"])
      expect(await status(`/colecciones?${filtered}`), filtered).toBe("rendered");
    expect(await status("/en/colecciones?forma=oval")).toBe("rendered");
  });

  it("serve the pre-rendered page for a query that filters nothing (a campaign's, a value no filter offers)", async () => {
    expect(await status("/colecciones?utm_source=news&utm_medium=email")).toBe(200);
    expect(await status("/colecciones/alcazar?utm_source=news")).toBe(200);
    for (const junk of ["color=", "color=%3Cb%3E", "forma=hexagon", "u=1&v=2"])
      expect(await status(`/colecciones?${junk}`), junk).toBe(200);
    expect(await status("/colecciones/alcazar?color=no-such-colourway")).toBe(200);
  });

  it("go to be rendered from what the page reads alone: a stranger's junk parameters are dropped", async () => {
    for (const [address, rendered] of [
      ["/colecciones?color=blue&u=1", "/colecciones?color=blue"],
      ["/colecciones?u=2&color=blue&color=red", "/colecciones?color=blue"],
      ["/colecciones/alcazar?color=noche&u=3", "/colecciones/alcazar?color=noche"],
      ["/configurador?w=300&junk=1&l=200", "/configurador?w=300&l=200"],
      ["/solicitud-muestrario?diseno=alcazar&c=BL17&c=ZZ99&x=1", "/solicitud-muestrario?diseno=alcazar&c=BL17"],
    ]) {
      const answer = await fetch(`${base}${address}`);
      expect(await answer.text(), address).toBe(`fell through ${rendered}`);
    }
  });

  it("render a design in the colourway its address names", async () => {
    expect(await status("/colecciones/alcazar")).toBe(200);
    expect(await status("/colecciones/alcazar?color=noche")).toBe("rendered");
  });

  it("pass a design taken off since the build on, to be answered as unknown", async () => {
    expect(await status("/colecciones/oculto")).toBe("rendered");
  });
});

describe("the portfolio filtered by sector", () => {
  it("goes to be rendered from the sector alone, whatever else the address carries", async () => {
    for (const [address, rendered] of [
      ["/proyectos?sector=hotels", "/proyectos?sector=hotels"],
      ["/proyectos?utm_source=news&sector=yachts&sector=retail", "/proyectos?sector=yachts"],
      [
        "/en/proyectos.data?sector=retail&_routes=root,proyectos.en&x=1",
        "/en/proyectos.data?sector=retail&_routes=root%2Cproyectos.en",
      ],
    ]) {
      const answer = await fetch(`${base}${address}`);
      expect(await answer.text(), address).toBe(`fell through ${rendered}`);
    }
  });

  it("is the pre-rendered page for a query that names no sector, which is never shown back", async () => {
    for (const address of [
      "/proyectos?sector=junk",
      "/proyectos?sector=%3Cscript%3E",
      "/proyectos?sector=",
      "/proyectos?x=1",
    ]) {
      const answer = await fetch(`${base}${address}`);
      expect(answer.status, address).toBe(200);
      const body = await answer.text();
      expect(body, address).toBe(page);
    }
  });

  it("sends a page published content no longer has on to be answered as unknown", async () => {
    expect(await (await fetch(`${base}/proyectos/gone`)).text()).toBe("fell through /proyectos/gone");
  });
});
