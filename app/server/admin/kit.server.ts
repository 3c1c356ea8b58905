import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Services } from "../services.server";
import type { Session } from "../staff/sessions.server";
import type { PageContext } from "./layout.server";

/** What the back office needs of the process. */
export type AdminServices = Pick<Services, "env" | "storage" | "now"> & { outbox: Pick<Services["outbox"], "wake"> };

/** Locals of a signed-in request. */
export type StaffLocals = { session: Session; context: PageContext };

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
