import { type Response, Router } from "express";
import { assignLead, setFollowUp } from "~/leads/server/ownership.server";
import { type AdminServices, formField, handle, sendPage, staffOf } from "./kit.server";
import { messagePage } from "./sign-in-pages.server";

/*
 * The sales desk's owners and next steps: a lead's owner and follow-up (posted from its page),
 * and the inbox's "my leads" (`?owner=me`). Mounted under
 * /admin after the leads section's role check, so only sales and admins reach it.
 */

type Refusal = "not-assignable" | "invalid-day" | "past" | "too-far" | "too-long";

const idOf = (value: unknown) => (typeof value === "string" && /^[\w-]{1,36}$/.test(value) ? value : null);

export function deskRoutes(services: AdminServices): Router {
  const { storage } = services;
  const router = Router();

  // "My leads" as a link anyone can keep: `owner=me` becomes the signed-in staff member's id, on
  // the inbox and its exports alike.
  router.get(["/leads", "/leads/export.csv", "/leads/export.xlsx"], (request, response, next) => {
    const [path, query = ""] = request.originalUrl.split("?");
    const params = new URLSearchParams(query);
    if (params.get("owner") !== "me") return next();
    params.set("owner", staffOf(response).session.staff.id);
    response.redirect(303, `${path}?${params}`);
  });

  /** A refused change of a lead's owner or follow-up: what was wrong, and the way back (400). */
  const refused = (response: Response, leadId: string, reason: Refusal) => {
    const { context } = staffOf(response);
    const w = context.t.desk.owners.refused;
    sendPage(response, 400, messagePage(context, w[reason], { href: `/admin/leads/${leadId}#owner`, label: w.back }));
  };
  const notFound = (response: Response) => {
    const { context } = staffOf(response);
    sendPage(
      response,
      404,
      messagePage(context, context.t.lead.notFound, { href: "/admin/leads", label: context.t.lead.back }),
    );
  };

  router.post(
    "/leads/:id/owner",
    handle(async (request, response) => {
      const id = idOf(request.params.id);
      if (!id) return notFound(response);
      const { session } = staffOf(response);
      // "Assign to me" is a button of the same form as the select: it wins over the select.
      const me = formField(request, "me") !== "";
      const chosen = formField(request, "owner");
      if (!me && chosen !== "none" && !idOf(chosen)) return refused(response, id, "not-assignable");
      const ownerId = me ? session.staff.id : chosen === "none" ? null : chosen;
      const result = await assignLead(storage, id, ownerId, session.staff.email, services.now());
      if (!result.ok) return result.reason === "not-found" ? notFound(response) : refused(response, id, result.reason);
      response.redirect(303, `/admin/leads/${id}?saved#owner`);
    }),
  );

  router.post(
    "/leads/:id/follow-up",
    handle(async (request, response) => {
      const id = idOf(request.params.id);
      if (!id) return notFound(response);
      const { session } = staffOf(response);
      const followUp = formField(request, "done")
        ? null
        : { on: formField(request, "quick") || formField(request, "on"), note: formField(request, "note") };
      const result = await setFollowUp(storage, id, followUp, session.staff.email, services.now());
      if (!result.ok) return result.reason === "not-found" ? notFound(response) : refused(response, id, result.reason);
      // "And assign it to me", offered while the lead has no owner: taken only if it still has none.
      if (followUp && formField(request, "me") !== "") {
        await assignLead(storage, id, session.staff.id, session.staff.email, services.now(), { onlyIfUnowned: true });
      }
      response.redirect(303, `/admin/leads/${id}?saved#follow-up`);
    }),
  );

  return router;
}
