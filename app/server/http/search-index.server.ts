import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { RequestHandler } from "express";
import { collectionFrom } from "~/content/collection/shown";
import type { ContentSnapshot } from "~/content/documents";
import { isLanguage, type Language } from "~/i18n/languages";
import { collectionSearchIndex } from "~/server/http/collection-search-index";
import { acceptedEncoding } from "./accept-encoding.server";

type Answer = { body: Buffer; br: Buffer; gzip: Buffer; etag: string };

/**
 * `GET /api/search-index/<lang>`: the designs and case studies the search palette finds, as the
 * published content shows them in that language. Worked out and compressed once per published
 * snapshot and language and sent from memory; revalidated on every use (ETag, 304), so a publish
 * reaches the palette at once. Any other language is 404, and nothing of the address is sent back.
 */
export function searchIndexHandler(snapshot: () => ContentSnapshot): RequestHandler {
  const answers = new WeakMap<ContentSnapshot, Map<Language, Answer>>();
  const answerFor = (content: ContentSnapshot, lang: Language): Answer => {
    const perLanguage = answers.get(content) ?? new Map<Language, Answer>();
    answers.set(content, perLanguage);
    const kept = perLanguage.get(lang);
    if (kept) return kept;
    const body = Buffer.from(JSON.stringify(collectionSearchIndex(collectionFrom(content, lang), lang)));
    const answer = {
      body,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(body, { level: 9 }),
      etag: `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`,
    };
    perLanguage.set(lang, answer);
    return answer;
  };
  return (request, response) => {
    const lang = request.params.lang;
    if (!isLanguage(lang)) {
      response.status(404).set("Cache-Control", "no-store").type("application/json").send('{"error":"not found"}');
      return;
    }
    const answer = answerFor(snapshot(), lang);
    const encoding = acceptedEncoding(request, { br: true, gzip: true });
    response.setHeader("Content-Type", "application/json; charset=utf-8");
    response.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    response.setHeader("Vary", "Accept-Encoding");
    response.setHeader("ETag", encoding ? answer.etag.replace(/"$/, `-${encoding}"`) : answer.etag);
    if (request.fresh) return void response.status(304).end();
    const body = encoding === "br" ? answer.br : encoding === "gzip" ? answer.gzip : answer.body;
    if (encoding) response.setHeader("Content-Encoding", encoding);
    response.setHeader("Content-Length", String(body.length));
    response.status(200).end(request.method === "HEAD" ? undefined : body);
  };
}
