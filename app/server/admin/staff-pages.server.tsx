import { type Request, type Response, Router } from "express";
import { listLeads, parseInboxFilter, stateCounts } from "~/leads/server/inbox.server";
import { addNote, changeState, leadRecord, resendDelivery } from "~/leads/server/lead-record.server";
import { loadRoomPicture } from "~/leads/server/stored-lead.server";
import { leadStates } from "~/platform/db/schema.server";
import { inboxPage, type LeadNotice, leadPage } from "./inbox-pages.server";
import { type AdminServices, formField, handle, sendPage, staffOf } from "./kit.server";
import type { PageContext } from "./layout.server";
import { messagePage } from "./sign-in-pages.server";

const withSection = (response: Response, section: PageContext["section"]): PageContext => ({
  ...staffOf(response).context,
  section,
});
const queryOf = (request: Request) => new URLSearchParams(request.originalUrl.split("?")[1] ?? "");
export const leadId = (value: string | string[] | undefined) =>
  typeof value === "string" && /^[\w-]{1,36}$/.test(value) ? value : null;

/**
 * The sales workflow's pages: inbox, a lead and its actions. The router lets only roles that may open each section reach them.
 */
export function staffPages(services: AdminServices): Router {
  const { storage } = services;
  const router = Router();

  router.get(
    "/leads",
    handle(async (request, response) => {
      const filter = parseInboxFilter(queryOf(request));
      const [page, counts] = await Promise.all([listLeads(storage, filter), stateCounts(storage, filter)]);
      sendPage(response, 200, inboxPage(withSection(response, "leads"), { filter, page, counts }));
    }),
  );

  const showLead = async (request: Request, response: Response, status: number, notice: LeadNotice, note?: string) => {
    const id = leadId(request.params.id);
    const lead = id ? await leadRecord(storage, id) : null;
    const context = withSection(response, "leads");
    if (!lead) {
      return sendPage(
        response,
        404,
        messagePage(context, context.t.lead.notFound, { href: "/admin/leads", label: context.t.lead.back }),
      );
    }
    sendPage(response, status, leadPage(context, lead, { notice, note }));
  };

  router.get(
    "/leads/:id",
    handle(async (request, response) => {
      const notice = request.query.saved !== undefined ? "saved" : null;
      await showLead(request, response, 200, notice);
    }),
  );

  // The room picture a quote request came with, for staff only, never cached.
  router.get(
    "/leads/:id/picture",
    handle(async (request, response) => {
      const id = leadId(request.params.id);
      const picture = id ? await loadRoomPicture(storage, id) : null;
      if (!picture) {
        const context = withSection(response, "leads");
        return sendPage(
          response,
          404,
          messagePage(context, context.t.lead.notFound, { href: "/admin/leads", label: context.t.lead.back }),
        );
      }
      response
        .status(200)
        .set({
          "Content-Type": picture.contentType,
          "Cache-Control": "private, no-store",
          "Content-Disposition": `inline; filename="${id}.${picture.contentType === "image/png" ? "png" : "jpg"}"`,
          "X-Content-Type-Options": "nosniff",
        })
        .send(picture.data);
    }),
  );

  router.post(
    "/leads/:id/state",
    handle(async (request, response) => {
      const id = leadId(request.params.id);
      const state = formField(request, "state");
      const actor = staffOf(response).session.staff.email;
      const changed =
        id && (leadStates as readonly string[]).includes(state)
          ? await changeState(storage, id, state as (typeof leadStates)[number], actor, services.now())
          : false;
      if (!changed) return showLead(request, response, id ? 400 : 404, null);
      response.redirect(303, `/admin/leads/${id}?saved#state`);
    }),
  );

  router.post(
    "/leads/:id/notes",
    handle(async (request, response) => {
      const id = leadId(request.params.id);
      const text = formField(request, "note");
      const result = id
        ? await addNote(storage, id, text, staffOf(response).session.staff.email, services.now())
        : null;
      if (result?.ok) return response.redirect(303, `/admin/leads/${id}?saved#notes`);
      if (!result || result.reason === "not-found") return showLead(request, response, 404, null);
      await showLead(request, response, 400, "noteRefused", text);
    }),
  );

  router.post(
    "/leads/:id/deliveries/:delivery/resend",
    handle(async (request, response) => {
      const id = leadId(request.params.id);
      const deliveryId = leadId(request.params.delivery);
      const lead = id ? await leadRecord(storage, id) : null;
      if (!lead || !deliveryId || !lead.deliveries.some((delivery) => delivery.id === deliveryId)) {
        return showLead(request, response, 404, null);
      }
      const result = await resendDelivery(storage, deliveryId, staffOf(response).session.staff.email, services.now());
      if (!result.ok) return showLead(request, response, 409, "resendRefused");
      services.outbox.wake();
      response.redirect(303, `/admin/leads/${id}?saved#deliveries`);
    }),
  );

  return router;
}
