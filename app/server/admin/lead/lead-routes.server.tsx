import { type Request, type Response, Router } from "express";
import { addNote, changeState, leadRecord, resendDelivery } from "~/leads/server/lead-record.server";
import { loadRoomPicture } from "~/leads/server/stored-lead.server";
import { leadStates } from "~/platform/db/schema.server";
import {
  type AdminServices,
  formField,
  handle,
  recordId,
  sectionContext,
  sendPage,
  staffOf,
} from "~/server/admin/kit.server";
import type { PageContext } from "~/server/admin/layout.server";
import { messagePage } from "~/server/admin/sign-in-pages.server";
import { type LeadNotice, leadPage } from "./lead-page.server";
import { leadWords } from "./lead-words.server";

/** The answer for a lead that is not there (erased, or never was): 404, with the way back to the leads. */
export function sendLeadNotFound(response: Response, context: PageContext) {
  const words = leadWords[context.lang];
  sendPage(response, 404, messagePage(context, words.notFound, { href: "/admin/leads", label: words.back }));
}

type ShowLead = (
  request: Request,
  response: Response,
  status: number,
  notice: LeadNotice,
  note?: string,
) => Promise<void>;

/** The lead's page, with what a change did (saved, or why not); the not-found page for a lead that is not there. */
function leadShower(services: AdminServices): ShowLead {
  return async (request, response, status, notice, note) => {
    const id = recordId(request.params.id);
    const lead = id ? await leadRecord(services.storage, id) : null;
    const context = sectionContext(response, "leads");
    if (!lead) return sendLeadNotFound(response, context);
    sendPage(response, status, leadPage(context, lead, { notice, note }));
  };
}

/** What the staff member reads: the lead's page, and the room picture a quote request came with. */
function leadViews(router: Router, services: AdminServices, showLead: ShowLead) {
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
      const id = recordId(request.params.id);
      const picture = id ? await loadRoomPicture(services.storage, id) : null;
      if (!picture) return sendLeadNotFound(response, sectionContext(response, "leads"));
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
}

/** What the staff member does from the page: a change of state, a note, a delivery sent again. */
function leadActions(router: Router, services: AdminServices, showLead: ShowLead) {
  const { storage } = services;
  router.post(
    "/leads/:id/state",
    handle(async (request, response) => {
      const id = recordId(request.params.id);
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
      const id = recordId(request.params.id);
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
      const id = recordId(request.params.id);
      const deliveryId = recordId(request.params.delivery);
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
}

/**
 * A lead's page and what it does from there: its room picture, a change of state, a note, a
 * delivery sent again. The router lets only roles that may open the leads reach them.
 */
export function leadRoutes(services: AdminServices): Router {
  const router = Router();
  const showLead = leadShower(services);
  leadViews(router, services, showLead);
  leadActions(router, services, showLead);
  return router;
}
