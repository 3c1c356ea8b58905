import { createHash } from "node:crypto";
import type { RequestHandler } from "express";
import { designConfiguration, namedDesignBuild } from "~/content/collection/design-configuration";
import { designedRug, freeConfiguration, rugDesignName } from "~/content/collection/rug-name";
import { collectionFrom } from "~/content/collection/shown";
import { topViewArtwork } from "~/content/collection/top-view";
import type { ContentSnapshot } from "~/content/documents";
import { defaultLanguage, isLanguage, type Language } from "~/i18n/languages";
import { log } from "~/platform/observability/log.server";
import type { TopViewArtwork } from "~/rug/artwork/top-view-artwork";
import { type Configuration, configurationQuery, type Problem, params, parseConfiguration } from "~/rug/configuration";
import { problemMessage } from "~/rug/summary";
import { rugWords } from "~/rug/words";
import { packFileName } from "~/specifier/pack/file-name";
import { packDesignParams } from "~/specifier/pack-addresses";
import type { PackSubject } from "~/specifier/readme";
import { specifierWords } from "~/specifier/words";
import { answerText, askedBy, documentShedding, type ReadMedia, topViewPicture } from "./specifier-answers.server";
import { type DocumentWorkers, documentWorkers } from "./workers/worker-pool.server";

/** Why a configuration cannot be made, one line per field, in the visitor's language. */
function problemLines(problems: Problem[], lang: Language): string[] {
  const copy = rugWords[lang];
  return problems.map((problem) => `- ${copy.fields[problem.field]}: ${problemMessage(problem, copy)}`);
}

/**
 * What a request asks for: a rug to pack (with its colourway's picture from above, a studio
 * design's artwork), or the reason (status and text) it is refused.
 */
type Asked =
  | { configuration: Configuration; subject: PackSubject; topView?: TopViewArtwork | undefined }
  | { refused: { status: number; text: string } };

function asked(query: URLSearchParams, lang: Language, snapshot: ContentSnapshot): Asked {
  const copy = specifierWords[lang].refused;
  const slug = query.get(packDesignParams.design);
  // A design's page asks by design and colourway; the configurator by its whole configuration
  // (its shape first), which may name the design it started from.
  if (slug !== null && (query.has(packDesignParams.colourway) || !query.has(params.shape))) {
    const design = collectionFrom(snapshot, lang).design.get(slug);
    const colourway = design?.colourways.find((candidate) => candidate.id === query.get(packDesignParams.colourway));
    if (!design || !colourway) return { refused: { status: 404, text: copy.noDesign } };
    const configuration = designConfiguration(design, colourway);
    return {
      configuration,
      topView: topViewArtwork(colourway),
      subject: {
        design: {
          slug: design.slug,
          name: design.name,
          colourway: colourway.label,
          ...namedDesignBuild(configuration, design),
        },
      },
    };
  }
  const { configuration, problems } = parseConfiguration(query);
  if (problems.length > 0)
    return { refused: { status: 400, text: [copy.notMade, ...problemLines(problems, lang)].join("\n") } };
  const rug = designedRug(configuration, collectionFrom(snapshot, lang));
  const design = rugDesignName(rug, rugWords[lang].design);
  // A design the collection no longer shows leaves the rug a free configuration, named so.
  if (!design || !rug) return { configuration: freeConfiguration(configuration), subject: {} };
  const build = namedDesignBuild(configuration, rug.design);
  return {
    configuration,
    topView: topViewArtwork(rug.colourway),
    subject: { design: { slug: design.slug, name: design.name, colourway: design.colourway, ...build } },
  };
}

/**
 * A made pack and its entity tag, a digest of its bytes, worked out once: a pack is the same bytes
 * whenever the same rug is drawn on the same day, so a browser asking again with the tag it has is
 * answered 304 whether this pack was kept or drawn again.
 */
type Pack = { zip: Uint8Array; etag: string };

function madePack(zip: Uint8Array): Pack {
  return { zip, etag: `"${createHash("sha256").update(zip).digest("base64url").slice(0, 27)}"` };
}

/** Packs kept in memory, the most recently used last: a few, bounded by their bytes too. */
function packCache(maxEntries: number, maxBytes: number) {
  const kept = new Map<string, Pack>();
  let bytes = 0;
  return {
    get(key: string) {
      const pack = kept.get(key);
      if (pack) {
        kept.delete(key);
        kept.set(key, pack);
      }
      return pack;
    },
    set(key: string, pack: Pack) {
      if (pack.zip.byteLength > maxBytes || kept.has(key)) return;
      kept.set(key, pack);
      bytes += pack.zip.byteLength;
      for (const [oldest, old] of kept) {
        if (kept.size <= maxEntries && bytes <= maxBytes) break;
        kept.delete(oldest);
        bytes -= old.zip.byteLength;
      }
    },
  };
}

/**
 * `GET /api/specifier-pack?lang=en&shape=rectangular&w=300&l=200…` (a configuration) or
 * `?lang=en&design=alcazar&colourway=noche` (a design of the published collection in one of its
 * colourways) → the rug's specifier pack, a ZIP downloaded as a file named in `lang`.
 *
 * Bounded like the specification sheet: a pack is half a second or so of work on the process's
 * document thread at the lowest priority, whose places are shared between the addresses that ask
 * (workers/fair-queue.server.ts); a request refused a place, or that lost it to a visitor drawn
 * for less recently, is answered 503 with `Retry-After` after a short pause (a flood's clients are
 * slowed, not served refusals as fast as they ask). Packs already made are kept (a few, by the rug they describe, so
 * junk parameters or a reordered address ask for the same one) and the same pack asked for twice
 * at once is made once. A configuration the factory cannot make is answered 400 with the reasons,
 * an unknown design or colourway 404, each in the visitor's language; never a ZIP.
 */
export function specifierPackHandler(options: {
  siteUrl: string;
  snapshot: () => ContentSnapshot;
  documents?: DocumentWorkers;
  /** How long a shed request waits before its 503 (default 500 ms). */
  shedPauseMs?: number;
  /** Packs kept in memory (default 12, about 3 MB each, 48 MB at most). */
  cache?: { entries: number; bytes: number };
  /** An upload's largest file by its name (a studio design's picture from above), or null when there is none. */
  media?: ReadMedia;
}): RequestHandler {
  const documents = options.documents ?? documentWorkers({ maxPending: 4 });
  const cache = packCache(options.cache?.entries ?? 12, options.cache?.bytes ?? 48 * 1024 * 1024);
  const making = new Map<string, Promise<Pack | "busy">>();
  const shedding = documentShedding("specifier_pack_shed", documents, { pauseMs: options.shedPauseMs });
  return async (request, response) => {
    response.set("X-Robots-Tag", "noindex");
    const query = new URL(request.originalUrl, "http://localhost").searchParams;
    const lang = query.get("lang") || defaultLanguage;
    if (!isLanguage(lang)) return answerText(response, 400, specifierWords[defaultLanguage].refused.language);
    const copy = specifierWords[lang].refused;
    const rug = asked(query, lang, options.snapshot());
    if ("refused" in rug) return answerText(response, rug.refused.status, rug.refused.text);
    const { configuration, subject, topView } = rug;
    // The picture from above by its upload (its bytes' hash) and size: a new one is a new pack.
    const picture = topView ? `${topView.media}@${topView.width}x${topView.length}` : "";
    const key = [
      lang,
      subject.design?.slug,
      subject.design?.colourway,
      configurationQuery(configuration),
      picture,
    ].join("|");
    try {
      let pack: Pack | "busy" | undefined = cache.get(key);
      if (!pack) {
        let pending = making.get(key);
        if (!pending) {
          const started = performance.now();
          const from = askedBy(request);
          pending = topViewPicture(topView, options.media)
            .then((read) =>
              documents.run(
                {
                  kind: "specifierPack",
                  configuration,
                  lang,
                  siteUrl: options.siteUrl,
                  subject,
                  ...(read ? { topView: read } : {}),
                },
                from,
              ),
            )
            .then((made) => (made === "busy" ? made : madePack(made)));
          making.set(key, pending);
          pending
            .then((made) => {
              if (made === "busy") return;
              cache.set(key, made);
              log.info({
                event: "specifier_pack_made",
                lang,
                design: subject.design?.slug ?? null,
                bytes: made.zip.byteLength,
                ms: Math.round(performance.now() - started),
              });
            })
            .catch(() => undefined)
            .finally(() => making.delete(key));
        }
        pack = await pending;
      }
      if (pack === "busy") return await shedding(response, copy.busy);
      const { zip, etag } = pack;
      // Express answers 304 to a request whose If-None-Match holds this tag, without the body.
      response
        .set({
          "Content-Type": "application/zip",
          "Content-Disposition": `attachment; filename="${packFileName(configuration, lang, subject)}"`,
          "Cache-Control": "public, max-age=3600",
          ETag: etag,
        })
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    } catch (error) {
      log.error({ event: "specifier_pack_failed", lang, error: (error as Error).message });
      answerText(response, 500, copy.failed);
    }
  };
}
