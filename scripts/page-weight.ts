// What a page costs a visitor: the compressed bytes of its HTML, its CSS and the JavaScript
// it loads at start (module scripts and every module they import). Shared by `npm run bench` and the
// budget test, so both measure the same thing.
import { request } from "node:http";

export type PageWeight = { html: number; css: number; js: number; files: { url: string; bytes: number }[] };

/** Bytes on the wire for one URL, as a browser accepting brotli receives them. */
export function compressedBytes(url: string): Promise<{ bytes: number; body: Buffer; encoding: string | null }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": "br, gzip" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        if ((res.statusCode ?? 500) >= 400) reject(new Error(`${url} answered ${res.statusCode}`));
        else resolve({ bytes: body.length, body, encoding: (res.headers["content-encoding"] as string) ?? null });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

export async function pageWeight(baseUrl: string, path: string): Promise<PageWeight> {
  const { bytes: html, body, encoding } = await compressedBytes(`${baseUrl}${path}`);
  const { brotliCompressSync, brotliDecompressSync, gunzipSync } = await import("node:zlib");
  const decoded = (bytes: Buffer, contentEncoding: string | null) =>
    (contentEncoding === "br"
      ? brotliDecompressSync(bytes)
      : contentEncoding === "gzip"
        ? gunzipSync(bytes)
        : bytes
    ).toString();
  const text = decoded(body, encoding);
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = text.match(/<(link|script)\b[^>]*>/g) ?? [];
  const css = new Set<string>();
  const entries = new Set<string>();
  for (const tag of tags) {
    if (tag.startsWith("<link") && /rel="stylesheet"/.test(tag)) css.add(attr(tag, "href") ?? "");
    if (tag.startsWith("<link") && /rel="modulepreload"/.test(tag)) entries.add(attr(tag, "href") ?? "");
    if (tag.startsWith("<script") && attr(tag, "src")) entries.add(attr(tag, "src") ?? "");
  }
  // React Router's inline module script: its static imports (the route modules) and the
  // hydration entry it imports at once.
  for (const match of text.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?\(?"(\/assets\/[^"]+\.js)"/g))
    entries.add(match[1] ?? "");
  const files: PageWeight["files"] = [];
  // Every module loaded at start: the entries and, through their static imports, what they need
  // (the page does not list them all). Dynamic imports are loaded later, when used.
  const js = new Set<string>();
  let jsBytes = 0;
  const queue = [...entries].filter(Boolean);
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (js.has(url)) continue;
    js.add(url);
    const { bytes, body: compressed, encoding: moduleEncoding } = await compressedBytes(new URL(url, baseUrl).href);
    files.push({ url, bytes });
    jsBytes += bytes;
    for (const match of decoded(compressed, moduleEncoding).matchAll(/(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+\.js)"/g))
      queue.push(new URL(match[1] ?? "", new URL(url, baseUrl)).pathname);
  }
  const sum = async (urls: Set<string>) => {
    let total = 0;
    for (const url of [...urls].filter(Boolean)) {
      const { bytes } = await compressedBytes(new URL(url, baseUrl).href);
      files.push({ url, bytes });
      total += bytes;
    }
    return total;
  };
  // The stylesheet is written into the page: its bytes are part of the HTML's and are counted
  // as CSS too, compressed on their own, so the CSS budget still holds it.
  const inlineCss = [...text.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? "").join("");
  const inlineBytes = inlineCss ? brotliCompressSync(inlineCss).length : 0;
  return { html, css: inlineBytes + (await sum(css)), js: jsBytes, files };
}
