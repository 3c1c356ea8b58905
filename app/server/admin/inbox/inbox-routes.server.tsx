import { Router } from "express";
import { listLeads, parseInboxFilter, stateCounts } from "~/leads/server/inbox.server";
import { type AdminServices, handle, sectionContext, sendPage, staffOf } from "~/server/admin/kit.server";
import { inboxPage } from "./inbox-page.server";

/**
 * The inbox at /admin/leads, its filters in the query string. "My leads" is a link anyone can
 * keep: `owner=me` becomes the signed-in staff member's id, on the inbox and its exports alike.
 * The router lets only roles that may open the leads reach it.
 */
export function inboxRoutes(services: AdminServices): Router {
  const { storage } = services;
  const router = Router();

  router.get(["/leads", "/leads/export.csv", "/leads/export.xlsx"], (request, response, next) => {
    const [path, query = ""] = request.originalUrl.split("?");
    const params = new URLSearchParams(query);
    if (params.get("owner") !== "me") return next();
    params.set("owner", staffOf(response).session.staff.id);
    response.redirect(303, `${path}?${params}`);
  });

  router.get(
    "/leads",
    handle(async (request, response) => {
      const filter = parseInboxFilter(new URLSearchParams(request.originalUrl.split("?")[1] ?? ""));
      const [page, counts] = await Promise.all([listLeads(storage, filter), stateCounts(storage, filter)]);
      sendPage(response, 200, inboxPage(sectionContext(response, "leads"), { filter, page, counts }));
    }),
  );

  return router;
}
