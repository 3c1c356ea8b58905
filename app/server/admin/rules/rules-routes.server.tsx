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
import { teammates } from "~/leads/server/ownership.server";
import { log } from "~/platform/observability/log.server";
import {
  type AdminServices,
  formField,
  handle,
  homeLink,
  recordId,
  sectionContext,
  sendPage,
  staffOf,
} from "~/server/admin/kit.server";
import { messagePage } from "~/server/admin/sign-in-pages.server";
import { type RulesNotice, rulesPage } from "./rules-page.server";
import { rulesWords } from "./rules-words.server";

/**
 * The assignment rules at /admin/leads/rules: their page, and adding, changing, moving and
 * removing one, each audited. Admins only: anyone else of the leads section gets the 403 page.
 */
export function rulesRoutes(services: AdminServices): Router {
  const { storage } = services;
  const router = Router();

  router.use("/leads/rules", (request, response, next) => {
    const { session, context } = staffOf(response);
    if (session.staff.role === "admin") return next();
    log.warn({ event: "staff_section_refused", section: "rules", path: request.originalUrl, by: session.staff.email });
    sendPage(response, 403, messagePage(context, rulesWords[context.lang].forbidden, homeLink(context)));
  });

  const showRules = async (response: Response, status: number, notice: RulesNotice) => {
    const [rules, team, audit] = await Promise.all([listRules(storage), teammates(storage), deskEvents(storage)]);
    sendPage(response, status, rulesPage(sectionContext(response, "leads"), { rules, team, audit, notice }));
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
  const notFound = { ok: false, reason: "not-found" } as const;

  router.post(
    "/leads/rules",
    handle(async (request, response) =>
      answer(response, await addRule(storage, ruleInput(request), actor(response), services.now())),
    ),
  );
  router.post(
    "/leads/rules/:rule",
    handle(async (request, response) => {
      const id = recordId(request.params.rule);
      const result = id ? await changeRule(storage, id, ruleInput(request), actor(response), services.now()) : notFound;
      await answer(response, result);
    }),
  );
  router.post(
    "/leads/rules/:rule/remove",
    handle(async (request, response) => {
      const id = recordId(request.params.rule);
      const result = id ? await removeRule(storage, id, actor(response), services.now()) : notFound;
      await answer(response, result);
    }),
  );
  router.post(
    "/leads/rules/:rule/move",
    handle(async (request, response) => {
      const id = recordId(request.params.rule);
      const direction = formField(request, "direction");
      const result =
        id && (direction === "up" || direction === "down")
          ? await moveRule(storage, id, direction, actor(response), services.now())
          : notFound;
      await answer(response, result);
    }),
  );

  return router;
}
