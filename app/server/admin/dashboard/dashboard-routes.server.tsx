import { Router } from "express";
import { parseDimension, salesDashboard } from "~/leads/server/dashboard.server";
import { type AdminServices, handle, sendPage, staffOf } from "~/server/admin/kit.server";
import { dashboardPage } from "./dashboard-page.server";

/**
 * The sales dashboard at /admin/leads/dashboard (`?by=form|sector|country|language|campaign`; any
 * other is the form), counted anew on every request so every instance shows the database's
 * figures. The router's guard of the leads section lets only sales and admins reach it.
 */
export function dashboardRoutes(services: AdminServices): Router {
  const router = Router();
  router.get(
    "/leads/dashboard",
    handle(async (request, response) => {
      const dimension = parseDimension(request.query.by);
      const dashboard = await salesDashboard(services.storage, { dimension, now: services.now() });
      sendPage(response, 200, dashboardPage({ ...staffOf(response).context, section: "leads" }, dashboard));
    }),
  );
  return router;
}
