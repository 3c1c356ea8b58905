import { type Request, type Response, Router } from "express";
import {
  addRule,
  changeRule,
  deskEvents,
  listRules,
  moveRule,
  type RuleInput,
  type RuleResult,
  removeRule,
} from "~/leads/server/assignment-rules.server";
import { assignLead, setFollowUp, teammates } from "~/leads/server/ownership.server";
import { log } from "~/platform/observability/log.server";
import { type AdminServices, formField, handle, homeLink, sendPage, staffOf } from "./kit.server";
import { type RulesNotice, rulesPage } from "./rules-page.server";
import { messagePage } from "./sign-in-pages.server";

/*
 * The sales desk's owners and next steps: a lead's owner and follow-up (posted from its page),
 * the assignment rules (admins only), and the inbox's "my leads" (`?owner=me`). Mounted under
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

  // The rules: their page for admins; anyone else of the leads section gets the 403 page.
  router.use("/leads/rules", (request, response, next) => {
    const { session, context } = staffOf(response);
    if (session.staff.role === "admin") return next();
    log.warn({ event: "staff_section_refused", section: "rules", path: request.originalUrl, by: session.staff.email });
    sendPage(response, 403, messagePage(context, context.t.desk.owners.rules.forbidden, homeLink(context)));
  });

  const showRules = async (response: Response, status: number, notice: RulesNotice) => {
    const [rules, team, audit] = await Promise.all([listRules(storage), teammates(storage), deskEvents(storage)]);
    sendPage(
      response,
      status,
      rulesPage({ ...staffOf(response).context, section: "leads" }, { rules, team, audit, notice }),
    );
  };
  router.get(
    "/leads/rules",
    handle(async (request, response) => showRules(response, 200, request.query.saved !== undefined ? "saved" : null)),
  );

  const ruleInput = (request: Request): RuleInput => ({
    form: formField(request, "form"),
    sector: formField(request, "sector"),
    country: formField(request, "country"),
    ownerId: formField(request, "owner"),
  });
  /** After a change: back to the rules (303), or the page again saying what was wrong (400, 404). */
  const answer = async (response: Response, result: RuleResult) => {
    if (result.ok) return response.redirect(303, "/admin/leads/rules?saved");
    await showRules(
      response,
      result.reason === "invalid" ? 400 : 404,
      result.reason === "invalid" ? "invalid" : "notFound",
    );
  };
  const actor = (response: Response) => staffOf(response).session.staff.email;

  router.post(
    "/leads/rules",
    handle(async (request, response) =>
      answer(response, await addRule(storage, ruleInput(request), actor(response), services.now())),
    ),
  );
  router.post(
    "/leads/rules/:rule",
    handle(async (request, response) => {
      const id = idOf(request.params.rule);
      const result = id
        ? await changeRule(storage, id, ruleInput(request), actor(response), services.now())
        : ({ ok: false, reason: "not-found" } as const);
      await answer(response, result);
    }),
  );
  router.post(
    "/leads/rules/:rule/remove",
    handle(async (request, response) => {
      const id = idOf(request.params.rule);
      const result = id
        ? await removeRule(storage, id, actor(response), services.now())
        : ({ ok: false, reason: "not-found" } as const);
      await answer(response, result);
    }),
  );
  router.post(
    "/leads/rules/:rule/move",
    handle(async (request, response) => {
      const id = idOf(request.params.rule);
      const direction = formField(request, "direction");
      const result =
        id && (direction === "up" || direction === "down")
          ? await moveRule(storage, id, direction, actor(response), services.now())
          : ({ ok: false, reason: "not-found" } as const);
      await answer(response, result);
    }),
  );

  return router;
}
