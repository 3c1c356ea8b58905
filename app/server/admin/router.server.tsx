import express, { type NextFunction, type Request, type Response, Router } from "express";
import QRCode from "qrcode";
import type { StaffRole } from "~/platform/db/schema.server";
import { log } from "~/platform/observability/log.server";
import { siteConfig } from "~/site/config";
import { maxUploadBytes } from "../content/media.server";
import { maxBodyBytes, postGuard } from "../http/post-guard.server";
import {
  endSession,
  formToken,
  readSession,
  type Session,
  sessionCookie,
  validFormToken,
} from "../staff/sessions.server";
import { signInWithCode, signInWithPassword } from "../staff/sign-in.server";
import { otpauthUri } from "../staff/totp.server";
import { adminSections, homeSection, mayOpen, sectionOfPath, sectionPath } from "./access.server";
import { maxStudioBodyBytes, readStudioBody } from "./body.server";
import { adminCopy, adminLanguage } from "./copy.server";
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
import { isAdminLanguage, languageRoutes } from "./language.server";
import { adminPolicy, formTokenField, type PageContext } from "./layout.server";
import { leadOwnerRoutes } from "./lead/lead-owner-routes.server";
import { leadReplyRoutes } from "./lead/lead-reply-routes.server";
import { leadRoutes } from "./lead/lead-routes.server";
import { outboxRoutes } from "./outbox/outbox-routes.server";
import { privacyRoutes } from "./privacy/privacy-routes.server";
import { rulesRoutes } from "./rules/rules-routes.server";
import { codePage, messagePage, type SignInNotice, signInPage } from "./sign-in-pages.server";
import { studioRouter } from "./studio/router.server";

/** Only a path of the back office itself is a place to go back to after signing in (no open redirect). */
export function safeNext(value: unknown): string | undefined {
  if (typeof value !== "string" || !value.startsWith("/admin/") || value.startsWith("/admin/sign-")) return undefined;
  return /^\/admin\/[\w\-./?=&%+]*$/.test(value) && !value.includes("//") && value.length <= 500 ? value : undefined;
}

/**
 * Where a signed-in account goes: the page it asked for when its role may open it, otherwise its
 * home section (an editor following an old link to a lead lands in the content studio, not a 403).
 */
export function landingPath(role: StaffRole, next: string | undefined): string {
  const section = next ? sectionOfPath(next) : null;
  return next && (section === null || mayOpen(role, section)) ? next : sectionPath(homeSection(role));
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** The session cookie: the back office's paths only, never readable by a script, sent cross-site only on top-level GETs. */
function setSessionCookie(request: Request, response: Response, token: string | null) {
  const attributes = ["Path=/admin", "HttpOnly", "SameSite=Lax", ...(request.secure ? ["Secure"] : [])];
  response.append(
    "Set-Cookie",
    token === null
      ? [`${sessionCookie}=`, "Max-Age=0", ...attributes].join("; ")
      : [`${sessionCookie}=${token}`, ...attributes].join("; "),
  );
}

/** A page's context: the language the staff member chose (`staff.language`), else their browser's. */
function contextOf(
  request: Request,
  staff: PageContext["staff"] = null,
  section?: PageContext["section"],
  chosen?: string | null,
): PageContext {
  const lang = isAdminLanguage(chosen) ? chosen : adminLanguage(request.headers["accept-language"]);
  return { lang, t: adminCopy[lang], staff, path: request.originalUrl, ...(section ? { section } : {}) };
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * The back office at /admin: every answer `noindex`, never cached, under a policy that allows no
 * script; sign-in with password then TOTP; then the staff pages. Without a session a page
 * redirects to sign-in and an action answers 401; an action without its session's form token
 * answers 403.
 */
export function adminRouter(services: AdminServices): Router {
  const { storage } = services;
  const router = Router();
  router.use((request, response, next) => {
    response.set({
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
      "Content-Security-Policy": adminPolicy,
      "Content-Language": adminLanguage(request.headers["accept-language"]),
      Vary: "Accept-Language, Cookie",
    });
    next();
  });
  // The studio takes pages of six languages and 20 MB images; its bodies are read only once the
  // session is known to be an editor's (below), so nobody else can make the server read one.
  const studioPath = (request: Request) => /^\/content(\/|$)/.test(request.path);
  // The editor's autosave alone posts JSON (studio/draft-routes.server.tsx).
  const autosavePath = (request: Request) => /^\/content\/[^/]+\/autosave$/.test(request.path);
  router.use(postGuard((request) => (studioPath(request) ? maxStudioBodyBytes : maxBodyBytes), autosavePath));
  // The studio's forms (every text of a page in six languages, an image) are read once the
  // session is known (below); every other form is small.
  const smallForm = express.urlencoded({ extended: false, limit: "64kb", parameterLimit: 50 });
  router.use((request, response, next) => (studioPath(request) ? next() : smallForm(request, response, next)));
  const sessionOf = (request: Request) => readSession(storage, cookieValue(request, sessionCookie), services.now());

  router.get(
    ["/", ""],
    handle(async (request, response) => {
      const session = await sessionOf(request);
      response.redirect(
        303,
        session?.stage === "active" ? sectionPath(homeSection(session.staff.role)) : "/admin/sign-in",
      );
    }),
  );

  router.get(
    "/sign-in",
    handle(async (request, response) => {
      const session = await sessionOf(request);
      const next = safeNext(request.query.next);
      if (session?.stage === "active") return response.redirect(303, landingPath(session.staff.role, next));
      const notice: SignInNotice =
        request.query["signed-out"] !== undefined
          ? "signedOut"
          : request.query.expired !== undefined
            ? "expired"
            : null;
      sendPage(response, 200, signInPage(contextOf(request), { notice, next }));
    }),
  );

  router.post(
    "/sign-in",
    handle(async (request, response) => {
      const next = safeNext(request.query.next);
      const email = formField(request, "email");
      const result = await signInWithPassword(storage, {
        email,
        password: formField(request, "password"),
        clientAddress: request.ip ?? null,
        now: services.now(),
      });
      const context = contextOf(request);
      if (result.ok) {
        setSessionCookie(request, response, result.token);
        return response.redirect(303, `/admin/sign-in/code${next ? `?next=${encodeURIComponent(next)}` : ""}`);
      }
      if (result.reason === "locked") {
        response.set("Retry-After", String(result.retryAfterSeconds));
        return sendPage(
          response,
          429,
          signInPage(context, { notice: "locked", email, next, lockedMinutes: minutes(result.retryAfterSeconds) }),
        );
      }
      sendPage(response, 401, signInPage(context, { notice: "invalid", email, next }));
    }),
  );

  const codeStep = async (request: Request) => {
    const session = await sessionOf(request);
    return session?.stage === "password" ? session : null;
  };
  const renderCode = async (
    request: Request,
    session: Session,
    notice: "invalid" | "locked" | null,
    lockedMinutes?: number,
  ) => {
    const context = contextOf(request, {
      email: session.staff.email,
      formToken: formToken(session.token),
      role: session.staff.role,
    });
    const key = session.staff.totpSecret ? null : session.pendingTotpSecret;
    const enrol = key
      ? {
          key,
          qrDataUrl: await QRCode.toDataURL(otpauthUri(key, session.staff.email, siteConfig.brandName), {
            margin: 1,
            width: 384,
            errorCorrectionLevel: "M",
          }),
        }
      : null;
    return codePage(context, {
      email: session.staff.email,
      enrol,
      notice,
      next: safeNext(request.query.next),
      lockedMinutes,
    });
  };

  router.get(
    "/sign-in/code",
    handle(async (request, response) => {
      const session = await codeStep(request);
      if (!session) return response.redirect(303, "/admin/sign-in?expired");
      sendPage(response, 200, await renderCode(request, session, null));
    }),
  );

  router.post(
    "/sign-in/code",
    handle(async (request, response) => {
      const session = await codeStep(request);
      if (!session) return response.redirect(303, "/admin/sign-in?expired");
      if (!validFormToken(session.token, formField(request, formTokenField))) {
        const context = contextOf(request);
        return sendPage(
          response,
          403,
          messagePage(context, context.t.errors.forbidden, { href: "/admin/sign-in", label: context.t.signIn.title }),
        );
      }
      const result = await signInWithCode(storage, session, {
        code: formField(request, "code"),
        clientAddress: request.ip ?? null,
        now: services.now(),
      });
      if (result.ok) {
        setSessionCookie(request, response, result.token);
        return response.redirect(303, landingPath(session.staff.role, safeNext(request.query.next)));
      }
      if (result.reason === "expired") return response.redirect(303, "/admin/sign-in?expired");
      if (result.reason === "locked") {
        response.set("Retry-After", String(result.retryAfterSeconds));
        return sendPage(response, 429, await renderCode(request, session, "locked", minutes(result.retryAfterSeconds)));
      }
      sendPage(response, 401, await renderCode(request, session, "invalid"));
    }),
  );

  // Everything below needs a signed-in staff member.
  router.use(
    handle(async (request, response, next) => {
      const session = await sessionOf(request);
      const context = contextOf(request, null, undefined, session?.stage === "active" ? session.staff.language : null);
      response.set("Content-Language", context.lang);
      if (session?.stage !== "active") {
        if (request.method === "GET" || request.method === "HEAD") {
          const back = safeNext(request.originalUrl);
          return response.redirect(303, `/admin/sign-in${back ? `?next=${encodeURIComponent(back)}` : ""}`);
        }
        return sendPage(
          response,
          401,
          messagePage(context, context.t.errors.unauthorized, {
            href: "/admin/sign-in",
            label: context.t.signIn.title,
          }),
        );
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
        return sendPage(
          response,
          403,
          messagePage(context, context.t.errors.forbidden, homeLink({ ...context, staff })),
        );
      }
      const locals: StaffLocals = { session, context: { ...context, staff } };
      response.locals.staff = locals;
      next();
    }),
  );

  router.post(
    "/sign-out",
    handle(async (request, response) => {
      const { session } = staffOf(response);
      await endSession(storage, session.token);
      setSessionCookie(request, response, null);
      response.redirect(303, "/admin/sign-in?signed-out");
    }),
  );

  // Each section's paths, pages and forms alike, only for the roles that may open it. The content
  // studio mounts its router at /content after this, behind the same guard.
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

  router.use((_request, response) => {
    const { context } = staffOf(response);
    sendPage(response, 404, messagePage(context, context.t.errors.notFound, homeLink(context)));
  });
  // A failure: logged with the request's id, answered with a page that says so (never a stack).
  router.use((error: Error, request: Request, response: Response, _next: NextFunction) => {
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
  });
  return router;
}
