import { type Response, Router } from "express";
import { assignLead, setFollowUp } from "~/leads/server/ownership.server";
import { type AdminServices, formField, handle, recordId, sendPage, staffOf } from "~/server/admin/kit.server";
import { messagePage } from "~/server/admin/sign-in-pages.server";
import { leadOwnerWords } from "./lead-owner-words.server";
import { sendLeadNotFound } from "./lead-routes.server";

/*
 * A lead's owner and next step, posted from the card on its page. Mounted under /admin after the
 * leads section's role check, so only sales and admins reach it.
 */

type Refusal = "not-assignable" | "invalid-day" | "past" | "too-far" | "too-long";

export function leadOwnerRoutes(services: AdminServices): Router {
  const { storage } = services;
  const router = Router();

  /** A refused change of a lead's owner or follow-up: what was wrong, and the way back (400). */
  const refused = (response: Response, leadId: string, reason: Refusal) => {
    const { context } = staffOf(response);
    const words = leadOwnerWords[context.lang].refused;
    sendPage(
      response,
      400,
      messagePage(context, words[reason], { href: `/admin/leads/${leadId}#owner`, label: words.back }),
    );
  };
  const notFound = (response: Response) => sendLeadNotFound(response, staffOf(response).context);

  router.post(
    "/leads/:id/owner",
    handle(async (request, response) => {
      const id = recordId(request.params.id);
      if (!id) return notFound(response);
      const { session } = staffOf(response);
      // "Assign to me" is a button of the same form as the select: it wins over the select.
      const me = formField(request, "me") !== "";
      const chosen = formField(request, "owner");
      if (!me && chosen !== "none" && !recordId(chosen)) return refused(response, id, "not-assignable");
      const ownerId = me ? session.staff.id : chosen === "none" ? null : chosen;
      const result = await assignLead(storage, id, ownerId, session.staff.email, services.now());
      if (!result.ok) return result.reason === "not-found" ? notFound(response) : refused(response, id, result.reason);
      response.redirect(303, `/admin/leads/${id}?saved#owner`);
    }),
  );

  router.post(
    "/leads/:id/follow-up",
    handle(async (request, response) => {
      const id = recordId(request.params.id);
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
