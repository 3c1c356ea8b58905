import type { RequestHandler } from "express";
import { designedRug, freeConfiguration, rugDesignName, rugTitle } from "~/content/collection/rug-name";
import { collectionFrom } from "~/content/collection/shown";
import { topViewArtwork } from "~/content/collection/top-view";
import type { ContentSnapshot } from "~/content/documents";
import { defaultLanguage, isLanguage, type Language } from "~/i18n/languages";
import { log } from "~/platform/observability/log.server";
import { parseConfiguration } from "~/rug/configuration";
import { rugWords } from "~/rug/words";
import { answerText, askedBy, documentShedding, type ReadMedia, topViewPicture } from "./specifier-answers.server";
import { type DocumentWorkers, documentWorkers } from "./workers/worker-pool.server";

/**
 * `GET /api/configurator/sheet?lang=en&shape=oval&w=240…` → the configuration's specification
 * sheet, a PDF in `lang` (Spanish when not given), downloaded as a file. The configurator links
 * only to configurations it can make, so one with a problem is answered 400 rather than drawn
 * as its nearest neighbour. Each sheet takes a few hundred milliseconds of drawing, done on the
 * process's document thread (workers/worker-pool.server.ts) at the lowest priority, its places
 * shared between the addresses that ask, with the specifier's packs (fair-queue.server.ts): a
 * request refused a place, or whose place a visitor drawn for less recently took, is answered 503
 * with `Retry-After` after a short pause, so a flood of them costs the pages little and shuts no
 * visitor out.
 */
export function specSheetHandler(options: {
  siteUrl: string;
  /** The published content: the collection whose design a configuration may name. */
  snapshot: () => ContentSnapshot;
  /** Where sheets are drawn (default: in this process, four at most drawn or waiting). */
  documents?: DocumentWorkers;
  maxInFlight?: number;
  /** An upload's largest file by its name: a studio design's picture from above, which its sheet's picture shows. */
  media?: ReadMedia;
}): RequestHandler {
  const documents = options.documents ?? documentWorkers({ maxPending: options.maxInFlight ?? 4 });
  const shedding = documentShedding("spec_sheet_shed", documents);
  return async (request, response) => {
    response.set("X-Robots-Tag", "noindex");
    const query = new URL(request.originalUrl, "http://localhost").searchParams;
    const lang = query.get("lang") || defaultLanguage;
    if (!isLanguage(lang)) return answerText(response, 400, "This language is not offered.");
    const parsed = parseConfiguration(query);
    if (parsed.problems.length > 0) return answerText(response, 400, "This rug cannot be made as configured.");
    // The design it started from, while the collection shows it; else a free configuration.
    const words = rugWords[lang].design;
    const rug = designedRug(parsed.configuration, collectionFrom(options.snapshot(), lang));
    const design = rugDesignName(rug, words);
    const configuration = design ? parsed.configuration : freeConfiguration(parsed.configuration);
    try {
      const topView = await topViewPicture(design ? topViewArtwork(rug?.colourway ?? null) : undefined, options.media);
      const pdf = await documents.run(
        {
          kind: "specSheet",
          configuration,
          lang,
          siteUrl: options.siteUrl,
          name: rugTitle(design, words),
          ...(topView ? { topView } : {}),
        },
        askedBy(request),
      );
      if (pdf === "busy")
        return await shedding(response, "Too many specification sheets are being made; try again in a few seconds.");
      response
        .set({
          "Content-Type": "application/pdf",
          "Content-Disposition": `attachment; filename="${sheetFileName(lang)}"`,
          "Cache-Control": "public, max-age=3600",
        })
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    } catch (error) {
      log.error({ event: "spec_sheet_failed", lang, error: (error as Error).message });
      answerText(response, 500, "The specification sheet could not be made.");
    }
  };
}

/** The file a sheet downloads as, named in the visitor's language (`rug-specification.pdf`). */
function sheetFileName(lang: Language): string {
  return `${rugWords[lang].sheet.file}.pdf`;
}
