import type { RequestHandler, Response } from "express";
import { unzipSync, type Zippable, zipSync } from "fflate";
import { fileSlug } from "~/content/catalogue-file-name";
import { namedDesignBuild } from "~/content/collection/design-configuration";
import { collectionFrom } from "~/content/collection/shown";
import { topViewArtwork } from "~/content/collection/top-view";
import type { ContentSnapshot } from "~/content/documents";
import { defaultLanguage, isLanguage, type Language } from "~/i18n/languages";
import { log } from "~/platform/observability/log.server";
import {
  answerText,
  askedBy,
  documentShedding,
  type ReadMedia,
  topViewPicture,
} from "~/specifier/server/specifier-answers.server";
import type { DocumentWorkers } from "~/specifier/server/workers/worker-pool.server";
import { type DownloadFormat, downloadFormats, type Selection } from "../selection";
import { type SelectionRow, selectionRows, selectionTotals } from "../selection-rows";
import { selectionWords } from "../words";
import { scheduleCsv, scheduleFileName, scheduleXlsx } from "./schedule.server";
import { selectionFromCookies } from "./selection-cookie.server";
import { openShare } from "./shares.server";

/** Texture pixels of each rug's pack in a project's ZIP: half the single pack's, so forty rugs stay a download, not a disk. */
const projectTexturePx = 1024;

/** The rug's pack as the document thread draws it, tagged with its code on the schedule. */
async function rowPack(
  row: SelectionRow,
  lang: Language,
  options: { siteUrl: string; documents: DocumentWorkers; media?: ReadMedia | undefined; snapshot: ContentSnapshot },
  from: string,
): Promise<Uint8Array | "busy"> {
  const design = row.design ? collectionFrom(options.snapshot, lang).design.get(row.design.slug) : undefined;
  const colourway = design?.colourways.find((candidate) => candidate.id === row.design?.colourwayId);
  const topView = await topViewPicture(colourway ? topViewArtwork(colourway) : undefined, options.media);
  const subject =
    row.design && design
      ? {
          design: {
            slug: row.design.slug,
            name: row.design.name,
            colourway: row.design.colourway,
            ...namedDesignBuild(row.configuration, design),
          },
        }
      : {};
  return options.documents.run(
    {
      kind: "specifierPack",
      configuration: row.configuration,
      lang,
      siteUrl: options.siteUrl,
      subject,
      tag: row.code,
      texturePx: projectTexturePx,
      ...(topView ? { topView } : {}),
    },
    from,
  );
}

/** "RG-01 Lobby - Alcazar Noche": a folder name every system takes (ASCII, no separators). */
function rowFolder(row: SelectionRow): string {
  const words = fileSlug([row.item.place, row.name].filter(Boolean).join(" "));
  return `${row.code}-${words}`.slice(0, 80);
}

/**
 * `GET /api/project-schedule?lang=en&format=xlsx|csv|zip[&share=<token>]`: the visitor's project
 * (from her cookie) or a shared copy as its FF&E schedule, in Excel or CSV, or as one ZIP holding
 * the schedule (both) and each rug's specifier's pack in a folder named by its code and place.
 *
 * A schedule is a few milliseconds. A ZIP is one pack per rug, each drawn on the document thread
 * in turn like any pack, so a project's packs take their places in the same fair line as the
 * visitors' packs: a request that finds no place gets 503 with `Retry-After`, like a pack.
 * Never kept by a cache: each visitor's project is her own.
 */
export function selectionDownloadHandler(options: {
  siteUrl: string;
  snapshot: () => ContentSnapshot;
  storage: Parameters<typeof openShare>[0];
  documents: DocumentWorkers;
  media?: ReadMedia;
  now?: () => Date;
  /** How long a shed request waits before its 503 (default 500 ms). */
  shedPauseMs?: number;
}): RequestHandler {
  const shedding = documentShedding("project_zip_shed", options.documents, { pauseMs: options.shedPauseMs });
  return async (request, response) => {
    response.set("X-Robots-Tag", "noindex").set("Cache-Control", "private, no-store");
    const query = new URL(request.originalUrl, "http://localhost").searchParams;
    const lang = query.get("lang") || defaultLanguage;
    if (!isLanguage(lang)) return answerText(response, 400, selectionWords[defaultLanguage].downloads.language);
    const copy = selectionWords[lang];
    const format = query.get("format") as DownloadFormat;
    if (!downloadFormats.includes(format)) return answerText(response, 400, copy.downloads.format);
    const now = options.now?.() ?? new Date();
    const token = query.get("share");
    let selection: Selection;
    if (token) {
      const opened = await openShare(options.storage, token, now);
      if (!opened.ok)
        return answerText(response, opened.reason === "expired" ? 410 : 404, copy.gone[`${opened.reason}Title`]);
      selection = opened.selection;
    } else selection = selectionFromCookies(request.headers.cookie);
    const snapshot = options.snapshot();
    const rows = selectionRows(selection, lang, collectionFrom(snapshot, lang));
    if (rows.length === 0) return answerText(response, 404, copy.page.empty);
    const totals = selectionTotals(rows);
    const scheduleOptions = { lang, siteUrl: options.siteUrl, now };
    try {
      if (format === "csv")
        return send(
          response,
          scheduleFileName(lang, now, "csv"),
          "text/csv; charset=utf-8",
          scheduleCsv(rows, totals, scheduleOptions),
        );
      const xlsx = await scheduleXlsx(rows, totals, scheduleOptions);
      const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
      if (format === "xlsx") return send(response, scheduleFileName(lang, now, "xlsx"), xlsxType, xlsx);
      const files: Zippable = {
        [scheduleFileName(lang, now, "xlsx")]: [xlsx, { level: 0 }],
        [scheduleFileName(lang, now, "csv")]: new TextEncoder().encode(scheduleCsv(rows, totals, scheduleOptions)),
      };
      const from = askedBy(request);
      const started = performance.now();
      for (const row of rows) {
        if (response.destroyed) return;
        const pack = await rowPack(row, lang, { ...options, snapshot }, from);
        if (pack === "busy") return await shedding(response, copy.downloads.busy);
        const folder = rowFolder(row);
        for (const [name, bytes] of Object.entries(unzipSync(pack))) files[`${folder}/${name}`] = [bytes, { level: 0 }];
      }
      const zip = zipSync(files, { mtime: new Date(`${now.toISOString().slice(0, 10)}T00:00:00`) });
      log.info({
        event: "project_zip_made",
        lang,
        rugs: rows.length,
        bytes: zip.byteLength,
        ms: Math.round(performance.now() - started),
      });
      return send(response, scheduleFileName(lang, now, "xlsx").replace(/\.xlsx$/, ".zip"), "application/zip", zip);
    } catch (error) {
      log.error({ event: "project_download_failed", format, error: (error as Error).message });
      answerText(response, 500, copy.downloads.failed);
    }
  };
}

function send(response: Response, fileName: string, type: string, body: string | Uint8Array) {
  response
    .status(200)
    .set("Content-Type", type)
    .set("Content-Disposition", `attachment; filename="${fileName}"`)
    .send(typeof body === "string" ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength));
}
