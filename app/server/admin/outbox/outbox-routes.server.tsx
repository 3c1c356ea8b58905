import { Router } from "express";
import { failedDeliveries, outboxSummary, retryNow } from "~/leads/server/outbox-monitor.server";
import {
  type AdminServices,
  formField,
  handle,
  recordId,
  sectionContext,
  sendPage,
  staffOf,
} from "~/server/admin/kit.server";
import { outboxPage } from "./outbox-page.server";

/**
 * The outbox monitor at /admin/outbox: every lead's e-mails and CRM deliveries by state, and a
 * retry of a failed one or of them all (the worker is woken at once). The router lets only the
 * roles that may open the section reach it.
 */
export function outboxRoutes(services: AdminServices): Router {
  const { storage } = services;
  const router = Router();

  router.get(
    "/outbox",
    handle(async (request, response) => {
      const now = services.now();
      const [summary, failed] = await Promise.all([outboxSummary(storage, now), failedDeliveries(storage)]);
      const retried = /^\d+$/.test(String(request.query.retried ?? "")) ? Number(request.query.retried) : null;
      sendPage(response, 200, outboxPage(sectionContext(response, "outbox"), { summary, failed, retried }));
    }),
  );

  router.post(
    "/outbox/retry",
    handle(async (request, response) => {
      const target = formField(request, "target");
      const valid = target === "all-failed" || recordId(target) !== null;
      const count = valid ? await retryNow(storage, target, staffOf(response).session.staff.email, services.now()) : 0;
      if (count > 0) services.outbox.wake();
      response.redirect(303, `/admin/outbox?retried=${count}`);
    }),
  );

  return router;
}
