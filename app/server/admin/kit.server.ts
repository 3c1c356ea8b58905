import type { NextFunction, Request, RequestHandler, Response } from "express";
import { log } from "~/platform/observability/log.server";
import type { LivePages } from "../http/live-pages.server";
import type { Services } from "../services.server";
import type { Session } from "../staff/sessions.server";
import { type AdminSection, homeSection, mayOpen, sectionPath } from "./access.server";
import type { PageContext } from "./layout.server";
import { messagePage } from "./sign-in-pages.server";

/** What the back office needs of the process. */
export type AdminServices = Pick<Services, "env" | "storage" | "now" | "writeReply"> & {
  outbox: Pick<Services["outbox"], "wake">;
  /** Published content and its pages: the studio's previews render with it. */
  livePages?: LivePages | undefined;
};

/** The page context of a signed-in request: its staff member is known (`context.staff.role`). */
export type StaffContext = PageContext & { staff: NonNullable<PageContext["staff"]> };

/** Locals of a signed-in request: its session (`session.staff.role`) and page context. */
export type StaffLocals = { session: Session; context: StaffContext };

/** The signed-in staff member of a request; a handler mounted before sign-in is checked fails (500), never opens. */
export function staffOf(response: Response): StaffLocals {
  const staff = response.locals.staff as StaffLocals | undefined;
  if (!staff) throw new Error("A staff page was mounted before the sign-in check");
  return staff;
}

/** The signed-in staff member's page context on a page of `section` (marked in the navigation). */
export const sectionContext = (response: Response, section: AdminSection): StaffContext => ({
  ...staffOf(response).context,
  section,
});

/** Runs an async handler, passing its failure to Express (answered 500, logged). */
export const handle =
  (fn: (request: Request, response: Response, next: NextFunction) => Promise<unknown>): RequestHandler =>
  (request, response, next) => {
    fn(request, response, next).catch(next);
  };

/** A back-office page's answer. */
export const sendPage = (response: Response, status: number, html: string) =>
  response.status(status).type("text/html; charset=utf-8").send(html);

/** A field of a posted form, "" when absent or not text. */
export const formField = (request: Request, name: string) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : "";
};

/** A record's id as a path or a form names it (a lead's, a delivery's, a rule's); null for anything else. */
export const recordId = (value: unknown) => (typeof value === "string" && /^[\w-]{1,36}$/.test(value) ? value : null);

/** The way out of an error page: the account's own home section (the leads when nobody is signed in). */
export function homeLink(context: PageContext): { href: string; label: string } {
  const home = context.staff ? homeSection(context.staff.role) : "leads";
  return { href: sectionPath(home), label: context.t.nav[home] };
}

/**
 * Lets through only an account whose role may open `section` (access.server.ts); any other gets a
 * 403 page that says so, linking to the section it may open. Mount it after the sign-in check and
 * before the section's handlers: `router.use("/content", requireSection("content"), studioRouter)`.
 */
export function requireSection(section: AdminSection): RequestHandler {
  return (request, response, next) => {
    const { session, context } = staffOf(response);
    if (mayOpen(session.staff.role, section)) return next();
    log.warn({
      event: "staff_section_refused",
      section,
      path: request.baseUrl + request.path,
      by: session.staff.email,
    });
    sendPage(response, 403, messagePage(context, context.t.errors.noAccess, homeLink(context)));
  };
}
