import express, { type NextFunction, type Request, type Response, Router } from "express";
import { log } from "~/platform/observability/log.server";
import { maxUploadBytes } from "~/server/content/media.server";
import { maxBodyBytes, postGuard } from "~/server/http/post-guard.server";
import { formToken, validFormToken } from "~/server/staff/sessions.server";
import { adminSections, homeSection, mayOpen, sectionPath } from "./access.server";
import { adminLanguage } from "./admin-words.server";
import { maxStudioBodyBytes, readStudioBody } from "./body.server";
import { dashboardRoutes } from "./dashboard/dashboard-routes.server";
import { exportsRoutes } from "./exports/exports-routes.server";
import { inboxRoutes } from "./inbox/inbox-routes.server";
import {
  type AdminServices,
  formField,
  handle,
  homeLink,
  requireSection,
  type StaffLocals,
  sendPage,
  staffOf,
} from "./kit.server";
import { languageRoutes } from "./language.server";
import { adminPolicy, formTokenField } from "./layout.server";
import { leadOwnerRoutes } from "./lead/lead-owner-routes.server";
import { leadReplyRoutes } from "./lead/lead-reply-routes.server";
import { leadRoutes } from "./lead/lead-routes.server";
import { outboxRoutes } from "./outbox/outbox-routes.server";
import { privacyRoutes } from "./privacy/privacy-routes.server";
import { rulesRoutes } from "./rules/rules-routes.server";
import { safeNext } from "./sign-in/sign-in-next.server";
import { signInRoutes, signOutRoutes } from "./sign-in/sign-in-routes.server";
import { signInWords } from "./sign-in/sign-in-words.server";
import { messagePage } from "./sign-in-pages.server";
import { contextOf, sessionOf } from "./staff-request.server";
import { studioRouter } from "./studio/studio-router.server";

/** Every answer of the back office: `noindex`, never cached, under a policy that allows no script of elsewhere. */
function answerHeaders(request: Request, response: Response, next: NextFunction) {
  response.set({
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex, nofollow",
    "Content-Security-Policy": adminPolicy,
    "Content-Language": adminLanguage(request.headers["accept-language"]),
    Vary: "Accept-Language, Cookie",
  });
  next();
}

// The studio takes pages of six languages and 20 MB images; its bodies are read only once the
// session is known to be an editor's (staffOnly, below), so nobody else can make the server read one.
const studioPath = (request: Request) => /^\/content(\/|$)/.test(request.path);
// The editor's autosave alone posts JSON (studio/drafts/draft-routes.server.tsx).
const autosavePath = (request: Request) => /^\/content\/[^/]+\/autosave$/.test(request.path);

/** The limits of what may be posted, then every form but the studio's read (small: 64 kB, 50 fields). */
function readBodies(router: Router) {
  router.use(postGuard((request) => (studioPath(request) ? maxStudioBodyBytes : maxBodyBytes), autosavePath));
  // The studio's forms (every text of a page in six languages, an image) are read once the
  // session is known (staffOnly); every other form is small.
  const smallForm = express.urlencoded({ extended: false, limit: "64kb", parameterLimit: 50 });
  router.use((request, response, next) => (studioPath(request) ? next() : smallForm(request, response, next)));
}

/**
 * Lets through only a signed-in staff member, in their language, their page context in
 * `response.locals.staff`: without a session a page redirects to sign-in and an action answers
 * 401; an action without its session's form token answers 403. A studio post's body is read here,
 * once the session is known to be an editor's.
 */
function staffOnly(services: AdminServices) {
  return handle(async (request, response, next) => {
    const session = await sessionOf(services.storage, request, services.now());
    const context = contextOf(request, null, undefined, session?.stage === "active" ? session.staff.language : null);
    response.set("Content-Language", context.lang);
    if (session?.stage !== "active") {
      if (request.method === "GET" || request.method === "HEAD") {
        const back = safeNext(request.originalUrl);
        return response.redirect(303, `/admin/sign-in${back ? `?next=${encodeURIComponent(back)}` : ""}`);
      }
      const signIn = { href: "/admin/sign-in", label: signInWords[context.lang].title };
      return sendPage(response, 401, messagePage(context, context.t.errors.unauthorized, signIn));
    }
    const staff = {
      id: session.staff.id,
      email: session.staff.email,
      formToken: formToken(session.token),
      role: session.staff.role,
    };
    if (request.method === "POST" && studioPath(request) && mayOpen(session.staff.role, "content"))
      await readStudioBody(request, response, maxUploadBytes + 1);
    if (request.method === "POST" && !validFormToken(session.token, formField(request, formTokenField))) {
      log.warn({ event: "staff_form_token_refused", path: request.path });
      return sendPage(response, 403, messagePage(context, context.t.errors.forbidden, homeLink({ ...context, staff })));
    }
    const locals: StaffLocals = { session, context: { ...context, staff } };
    response.locals.staff = locals;
    next();
  });
}

/**
 * The staff's sections, each only for the roles that may open it (pages and forms alike): the
 * content studio at /content, then the sales desk's screens. A screen's paths come before those
 * they would otherwise be taken for (`/leads/rules` and `/leads/dashboard` before `/leads/:id`).
 */
function sections(router: Router, services: AdminServices) {
  for (const section of adminSections) router.use(`/${section}`, requireSection(section));
  languageRoutes(router, services);
  router.use("/content", studioRouter(services));
  router.use(inboxRoutes(services));
  router.use(leadOwnerRoutes(services));
  router.use(rulesRoutes(services));
  router.use(exportsRoutes(services));
  router.use(leadReplyRoutes(services));
  router.use(dashboardRoutes(services));
  router.use(leadRoutes(services));
  router.use(outboxRoutes(services));
  router.use(privacyRoutes(services));
}

/** A failure: logged with the request's id, answered with a page that says so (never a stack). */
function failure(error: Error, request: Request, response: Response, _next: NextFunction) {
  // A JSON post (the editor's autosave) is answered in JSON: a body that is not JSON or is too
  // large with the parser's 400 or 413, anything else 500.
  const bodyStatus = (error as { status?: unknown; type?: unknown }).status;
  if (request.is("application/json") && !response.headersSent) {
    const status = typeof bodyStatus === "number" && bodyStatus >= 400 && bodyStatus < 500 ? bodyStatus : 500;
    log[status === 500 ? "error" : "warn"]({
      event: "admin_json_refused",
      path: request.path,
      status,
      error: error.message,
    });
    return response
      .status(status)
      .json({ ok: false, error: status === 413 ? "tooLarge" : status === 500 ? "failed" : "invalid" });
  }
  log.error({ event: "admin_failed", path: request.path, error: error.message });
  if (response.headersSent) return response.end();
  const context = (response.locals.staff as StaffLocals | undefined)?.context ?? contextOf(request);
  sendPage(response, 500, messagePage(context, context.t.errors.failed, homeLink(context)));
}

/**
 * The back office at /admin: every answer `noindex`, never cached, under a policy that allows no
 * script; sign-in with password then TOTP; then the staff pages. Without a session a page
 * redirects to sign-in and an action answers 401; an action without its session's form token
 * answers 403.
 */
export function adminRouter(services: AdminServices): Router {
  const router = Router();
  router.use(answerHeaders);
  readBodies(router);

  router.get(
    ["/", ""],
    handle(async (request, response) => {
      const session = await sessionOf(services.storage, request, services.now());
      response.redirect(
        303,
        session?.stage === "active" ? sectionPath(homeSection(session.staff.role)) : "/admin/sign-in",
      );
    }),
  );
  router.use(signInRoutes(services));

  // Everything below needs a signed-in staff member.
  router.use(staffOnly(services));
  router.use(signOutRoutes(services));
  sections(router, services);

  router.use((_request, response) => {
    const { context } = staffOf(response);
    sendPage(response, 404, messagePage(context, context.t.errors.notFound, homeLink(context)));
  });
  router.use(failure);
  return router;
}
