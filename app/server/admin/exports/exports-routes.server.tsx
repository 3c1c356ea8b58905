import { type Request, Router } from "express";
import { writeInboxCsv } from "~/leads/server/csv.server";
import { parseInboxFilter } from "~/leads/server/inbox.server";
import { writeInboxXlsx } from "~/leads/server/xlsx.server";
import { log } from "~/platform/observability/log.server";
import { type AdminServices, handle, staffOf } from "~/server/admin/kit.server";

/** The media type of an Excel workbook (.xlsx). */
const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const filterOf = (request: Request) => parseInboxFilter(new URLSearchParams(request.originalUrl.split("?")[1] ?? ""));
const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The inbox's exports, `/admin/leads/export.csv` and `/admin/leads/export.xlsx`, with the inbox's
 * filters from their query string. Mounted after the sign-in check and the sections' guard: only
 * roles that may open the leads reach them. Each streams to the answer as it is written, and is
 * logged (`leads_exported`).
 */
export function exportsRoutes(services: AdminServices): Router {
  const { storage } = services;
  const router = Router();

  router.get(
    "/leads/export.csv",
    handle(async (request, response) => {
      const filter = filterOf(request);
      response
        .status(200)
        .type("text/csv; charset=utf-8")
        .set("Content-Disposition", `attachment; filename="leads-${today(services.now())}.csv"`);
      const rows = await writeInboxCsv(storage, filter, (chunk) =>
        response.write(chunk) ? undefined : new Promise<void>((resolve) => response.once("drain", () => resolve())),
      );
      response.end();
      log.info({ event: "leads_exported", rows, by: staffOf(response).session.staff.email });
    }),
  );

  router.get(
    "/leads/export.xlsx",
    handle(async (request, response) => {
      const filter = filterOf(request);
      response
        .status(200)
        .type(xlsxType)
        .set("Content-Disposition", `attachment; filename="leads-${today(services.now())}.xlsx"`)
        .set("X-Content-Type-Options", "nosniff");
      const rows = await writeInboxXlsx(storage, filter, response);
      log.info({ event: "leads_exported", format: "xlsx", rows, by: staffOf(response).session.staff.email });
    }),
  );

  return router;
}
