import type { RequestHandler, Response } from "express";
import { parseConfiguration } from "~/configurator/configuration";
import { configuratorCopy } from "~/configurator/copy/index";
import { renderSpecSheet } from "~/documents/spec-sheet/render.server";
import { defaultLanguage, isLanguage, type Language } from "~/i18n/languages";
import { log } from "../observability/log.server";
import { busyRetryAfterSeconds } from "./admission.server";

function answerText(response: Response, status: number, text: string): void {
  response.status(status).set("Cache-Control", "no-store").type("text/plain; charset=utf-8").send(text);
}

/**
 * `GET /api/configurator/sheet?lang=en&shape=oval&w=240…` → the configuration's specification
 * sheet, a PDF in `lang` (Spanish when not given), downloaded as a file. The configurator links
 * only to configurations it can make, so one with a problem is answered 400 rather than drawn
 * as its nearest neighbour. Each sheet takes a few hundred milliseconds of work: past
 * `maxInFlight` at once in this process, a request is answered 503 with `Retry-After` straight
 * away, so a flood of them costs little and the pages keep being served.
 */
export function specSheetHandler(options: { siteUrl: string; maxInFlight?: number }): RequestHandler {
  const maxInFlight = options.maxInFlight ?? 2;
  let inFlight = 0;
  return async (request, response) => {
    response.set("X-Robots-Tag", "noindex");
    const query = new URL(request.originalUrl, "http://localhost").searchParams;
    const lang = query.get("lang") || defaultLanguage;
    if (!isLanguage(lang)) return answerText(response, 400, "This language is not offered.");
    const { configuration, problems } = parseConfiguration(query);
    if (problems.length > 0) return answerText(response, 400, "This rug cannot be made as configured.");
    if (inFlight >= maxInFlight) {
      log.warn({ event: "spec_sheet_shed", inFlight });
      response.set("Retry-After", String(busyRetryAfterSeconds));
      return answerText(response, 503, "Too many specification sheets are being made; try again in a few seconds.");
    }
    inFlight++;
    try {
      const pdf = await renderSpecSheet(configuration, lang, { siteUrl: options.siteUrl });
      response
        .set({
          "Content-Type": "application/pdf",
          "Content-Disposition": `attachment; filename="${sheetFileName(lang)}"`,
          "Cache-Control": "public, max-age=3600",
        })
        .send(pdf);
    } catch (error) {
      log.error({ event: "spec_sheet_failed", lang, error: (error as Error).message });
      answerText(response, 500, "The specification sheet could not be made.");
    } finally {
      inFlight--;
    }
  };
}

/** The file a sheet downloads as, named in the visitor's language (`rug-specification.pdf`). */
function sheetFileName(lang: Language): string {
  return `${configuratorCopy[lang].sheet.file}.pdf`;
}
