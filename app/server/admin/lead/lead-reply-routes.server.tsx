import { type Request, type Response, Router } from "express";
import { leadRecord } from "~/leads/server/lead-record.server";
import { queueReply, type ReplyRefusal } from "~/leads/server/reply.server";
import { isReplyTemplateId } from "~/leads/server/reply-templates/templates.server";
import { log } from "~/platform/observability/log.server";
import {
  type AdminServices,
  formField,
  handle,
  recordId,
  sectionContext,
  sendPage,
  staffOf,
} from "~/server/admin/kit.server";
import { leadPage } from "./lead-page.server";
import { sendLeadNotFound } from "./lead-routes.server";

/** How a refused reply is answered: a lead gone is 404, a lead that may not be answered 409, the rest 400. */
const refusalStatus = (reason: ReplyRefusal) =>
  reason === "not-found" ? 404 : reason === "spam" || reason === "no-email" ? 409 : 400;

/**
 * A reply from a lead's page (POST /admin/leads/:id/reply): queued to the lead's own address, from
 * the sales address (SALES_FROM) with the sales mailbox (LEADS_TO) as Reply-To; the lead's page
 * again when refused, with the words as typed and why. The leads section's guard lets only sales
 * and admin accounts reach it.
 */
export function leadReplyRoutes(services: AdminServices): Router {
  const { storage, env } = services;
  const router = Router();

  const notFound = (response: Response) => sendLeadNotFound(response, sectionContext(response, "leads"));

  router.post(
    "/leads/:id/reply",
    handle(async (request: Request, response: Response) => {
      const id = recordId(request.params.id);
      if (!id) return notFound(response);
      const { session } = staffOf(response);
      const template = formField(request, "template");
      const to = formField(request, "to");
      const input = {
        subject: formField(request, "subject"),
        text: formField(request, "text"),
        template: isReplyTemplateId(template) ? template : null,
        // The form always names the lead's address; a post without one is answered to it too.
        ...(to === "" ? {} : { to }),
      };
      const result = await queueReply(storage, id, input, session.staff.email, services.now(), {
        from: env.SALES_FROM,
        replyTo: { ...(env.SALES_FROM.name ? { name: env.SALES_FROM.name } : {}), address: env.LEADS_TO },
        siteUrl: env.SITE_URL,
        write: services.writeReply,
      });
      if (result.ok) {
        services.outbox.wake();
        log.info({ event: "lead_replied", lead: id, by: session.staff.email });
        return response.redirect(303, `/admin/leads/${id}?replied#reply`);
      }
      if (result.reason === "not-found") return notFound(response);
      if (result.reason === "other-recipient") {
        log.warn({ event: "lead_reply_other_recipient", lead: id, by: session.staff.email });
      }
      const lead = await leadRecord(storage, id);
      if (!lead) return notFound(response);
      const context = sectionContext(response, "leads");
      sendPage(
        response,
        refusalStatus(result.reason),
        leadPage(context, lead, {
          notice: null,
          reply: {
            subject: input.subject.slice(0, 1000),
            text: input.text.slice(0, 20_000),
            template: input.template,
            refused: result.reason,
          },
        }),
      );
    }),
  );

  return router;
}
