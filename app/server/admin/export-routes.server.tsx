import { Router } from "express";
import { parseInboxFilter } from "~/leads/server/inbox.server";
import { writeInboxXlsx } from "~/leads/server/xlsx.server";
import { log } from "~/platform/observability/log.server";
import { type AdminServices, handle, staffOf } from "./kit.server";

/** The media type of an Excel workbook (.xlsx). */
const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * The inbox's Excel export, `/admin/leads/export.xlsx`, with the inbox's filters from its query
 * string (the CSV beside it is in staff-pages.server.tsx). Mounted after the sign-in check and the
 * sections' guard: only roles that may open the leads reach it. The workbook streams to the
 * answer as it is written; the export is logged as the CSV's is (`leads_exported`).
 */
export function exportRoutes(services: AdminServices): Router {
  const { storage } = services;
  const router = Router();

  router.get(
    "/leads/export.xlsx",
    handle(async (request, response) => {
      const filter = parseInboxFilter(new URLSearchParams(request.originalUrl.split("?")[1] ?? ""));
      const day = services.now().toISOString().slice(0, 10);
      response
        .status(200)
        .type(xlsxType)
        .set("Content-Disposition", `attachment; filename="leads-${day}.xlsx"`)
        .set("X-Content-Type-Options", "nosniff");
      const rows = await writeInboxXlsx(storage, filter, response);
      log.info({ event: "leads_exported", format: "xlsx", rows, by: staffOf(response).session.staff.email });
    }),
  );

  return router;
}
