import type { Request, Response } from "express";
import type { Storage } from "~/platform/db/db.server";
import { readSession, sessionCookie } from "~/server/staff/sessions.server";
import { adminCopy, adminLanguage } from "./admin-words.server";
import { isAdminLanguage } from "./language.server";
import type { PageContext } from "./layout.server";

/*
 * What a request to the back office carries: its session cookie, read and written, and the
 * context its page is written in (the staff member's language).
 */

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** The request's session, at whichever step of signing in it stands; null without one. */
export const sessionOf = (storage: Storage, request: Request, now: Date) =>
  readSession(storage, cookieValue(request, sessionCookie), now);

/** The session cookie: the back office's paths only, never readable by a script, sent cross-site only on top-level GETs. */
export function setSessionCookie(request: Request, response: Response, token: string | null) {
  const attributes = ["Path=/admin", "HttpOnly", "SameSite=Lax", ...(request.secure ? ["Secure"] : [])];
  response.append(
    "Set-Cookie",
    token === null
      ? [`${sessionCookie}=`, "Max-Age=0", ...attributes].join("; ")
      : [`${sessionCookie}=${token}`, ...attributes].join("; "),
  );
}

/** A page's context: the language the staff member chose (`staff.language`), else their browser's. */
export function contextOf(
  request: Request,
  staff: PageContext["staff"] = null,
  section?: PageContext["section"],
  chosen?: string | null,
): PageContext {
  const lang = isAdminLanguage(chosen) ? chosen : adminLanguage(request.headers["accept-language"]);
  return { lang, t: adminCopy[lang], staff, path: request.originalUrl, ...(section ? { section } : {}) };
}
