import { type Request, Router } from "express";
import QRCode from "qrcode";
import { type AdminServices, formField, handle, sendPage, staffOf } from "~/server/admin/kit.server";
import { formTokenField } from "~/server/admin/layout.server";
import { messagePage } from "~/server/admin/sign-in-pages.server";
import { contextOf, sessionOf, setSessionCookie } from "~/server/admin/staff-request.server";
import { endSession, formToken, type Session, validFormToken } from "~/server/staff/sessions.server";
import { signInWithCode, signInWithPassword } from "~/server/staff/sign-in.server";
import { otpauthUri } from "~/server/staff/totp.server";
import { siteConfig } from "~/site/config";
import { codePage, type Enrolment } from "./sign-in-code-page.server";
import { landingPath, safeNext } from "./sign-in-next.server";
import { type SignInNotice, signInPage } from "./sign-in-password-page.server";
import { signInWords } from "./sign-in-words.server";

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** The notice of the first step from its address: signed out, or sent back because the session expired. */
const noticeOf = (request: Request): SignInNotice =>
  request.query["signed-out"] !== undefined ? "signedOut" : request.query.expired !== undefined ? "expired" : null;

/** At the first sign-in, the secret the session keeps until a code proves it, as a QR code and a key. */
async function enrolmentOf(session: Session): Promise<Enrolment | null> {
  const key = session.staff.totpSecret ? null : session.pendingTotpSecret;
  if (!key) return null;
  const qrDataUrl = await QRCode.toDataURL(otpauthUri(key, session.staff.email, siteConfig.brandName), {
    margin: 1,
    width: 384,
    errorCorrectionLevel: "M",
  });
  return { key, qrDataUrl };
}

/** The code step's page for a session past its password, with what the last code did. */
async function renderCode(
  request: Request,
  session: Session,
  notice: "invalid" | "locked" | null,
  lockedMinutes?: number,
) {
  const context = contextOf(request, {
    email: session.staff.email,
    formToken: formToken(session.token),
    role: session.staff.role,
  });
  return codePage(context, {
    email: session.staff.email,
    enrol: await enrolmentOf(session),
    notice,
    next: safeNext(request.query.next),
    lockedMinutes,
  });
}

/** The password step at /admin/sign-in: its page, and the password checked (then on to the code). */
function passwordStep(router: Router, services: AdminServices) {
  const { storage } = services;
  router.get(
    "/sign-in",
    handle(async (request, response) => {
      const session = await sessionOf(storage, request, services.now());
      const next = safeNext(request.query.next);
      if (session?.stage === "active") return response.redirect(303, landingPath(session.staff.role, next));
      sendPage(response, 200, signInPage(contextOf(request), { notice: noticeOf(request), next }));
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
}

/** The code step at /admin/sign-in/code: its page (with enrolment at the first sign-in), and the code checked. */
function codeStep(router: Router, services: AdminServices) {
  const { storage } = services;
  const passwordSession = async (request: Request) => {
    const session = await sessionOf(storage, request, services.now());
    return session?.stage === "password" ? session : null;
  };

  router.get(
    "/sign-in/code",
    handle(async (request, response) => {
      const session = await passwordSession(request);
      if (!session) return response.redirect(303, "/admin/sign-in?expired");
      sendPage(response, 200, await renderCode(request, session, null));
    }),
  );

  router.post(
    "/sign-in/code",
    handle(async (request, response) => {
      const session = await passwordSession(request);
      if (!session) return response.redirect(303, "/admin/sign-in?expired");
      if (!validFormToken(session.token, formField(request, formTokenField))) {
        const context = contextOf(request);
        const back = { href: "/admin/sign-in", label: signInWords[context.lang].title };
        return sendPage(response, 403, messagePage(context, context.t.errors.forbidden, back));
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
}

/**
 * Signing in, before any session is active: a password, then a code from the authenticator app
 * (enrolled at the first sign-in). Mounted before the back office's sign-in check.
 */
export function signInRoutes(services: AdminServices): Router {
  const router = Router();
  passwordStep(router, services);
  codeStep(router, services);
  return router;
}

/** Signing out (POST /admin/sign-out): the session ended, its cookie cleared. Mounted after the sign-in check. */
export function signOutRoutes(services: AdminServices): Router {
  const router = Router();
  router.post(
    "/sign-out",
    handle(async (request, response) => {
      const { session } = staffOf(response);
      await endSession(services.storage, session.token);
      setSessionCookie(request, response, null);
      response.redirect(303, "/admin/sign-in?signed-out");
    }),
  );
  return router;
}
