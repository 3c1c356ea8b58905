import { type Request, type Response, Router } from "express";
import { eraseSubject, erasureLog, exportSubject, findSubject } from "~/leads/server/privacy.server";
import { parseEmail } from "~/platform/db/email-address.server";
import { log } from "~/platform/observability/log.server";
import { type AdminServices, formField, handle, sectionContext, sendPage, staffOf } from "~/server/admin/kit.server";
import { type PrivacyView, privacyPage } from "./privacy-page.server";

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Privacy requests at /admin/privacy: find what is kept of an e-mail address, download it (JSON),
 * or erase it after a confirmation, each logged. The router lets only the roles that may open the
 * section reach it.
 */
export function privacyRoutes(services: AdminServices): Router {
  const { storage } = services;
  const router = Router();

  const privacy = async (response: Response, status: number, view: PrivacyView) =>
    sendPage(response, status, privacyPage(sectionContext(response, "privacy"), view, await erasureLog(storage)));

  router.get(
    "/privacy",
    handle(async (_request, response) => privacy(response, 200, { step: "start" })),
  );

  /** The address of a privacy form, normalised; null (answered 400 with the message) when it is not one. */
  const subjectEmail = async (request: Request, response: Response) => {
    const typed = formField(request, "email");
    const email = parseEmail(typed);
    if (!email) await privacy(response, 400, { step: "start", email: typed.slice(0, 255), invalid: true });
    return email;
  };

  router.post(
    "/privacy/find",
    handle(async (request, response) => {
      const email = await subjectEmail(request, response);
      if (!email) return;
      await privacy(response, 200, { step: "found", subject: await findSubject(storage, email) });
    }),
  );

  router.post(
    "/privacy/export",
    handle(async (request, response) => {
      const email = await subjectEmail(request, response);
      if (!email) return;
      const exported = await exportSubject(storage, email, services.now());
      log.info({ event: "privacy_export", leads: exported.leads.length, by: staffOf(response).session.staff.email });
      response
        .status(200)
        .type("application/json; charset=utf-8")
        .set("Content-Disposition", `attachment; filename="privacy-export-${today(services.now())}.json"`)
        .send(JSON.stringify(exported, null, 2));
    }),
  );

  router.post(
    "/privacy/erase",
    handle(async (request, response) => {
      const email = await subjectEmail(request, response);
      if (!email) return;
      if (formField(request, "confirm") !== "yes") {
        return privacy(response, 200, { step: "confirm", subject: await findSubject(storage, email) });
      }
      const by = staffOf(response).session.staff.email;
      const record = await eraseSubject(storage, services.env.DATA_DIR, email, by, services.now());
      log.info({ event: "privacy_erasure", leads: record.leads, emails: record.emails, by });
      await privacy(response, 200, { step: "start", erased: { email, leads: record.leads, emails: record.emails } });
    }),
  );

  return router;
}
