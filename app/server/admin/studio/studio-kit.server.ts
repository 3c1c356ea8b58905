import type { Response } from "express";
import type { AdminServices, StaffLocals } from "../kit.server";
import { sendPage } from "../kit.server";
import { messagePage } from "../sign-in-pages.server";

/**
 * What every studio route needs of its request: who acts, the page context (its words, its
 * form token), the process's services, and the studio's 404. Each concern's routes live in their
 * own file (`*-routes.server.tsx`) and are mounted by router.server.tsx.
 */
export type StudioKit = {
  services: AdminServices;
  storage: AdminServices["storage"];
  /** The signed-in staff member's address, for the audit. */
  actor: (response: Response) => string;
  /** The page context of the request, in the studio's section. */
  contextOf: (response: Response) => StaffLocals["context"];
  notFound: (response: Response) => void;
};

export function studioKit(services: AdminServices): StudioKit {
  const locals = (response: Response) => response.locals.staff as StaffLocals;
  const contextOf = (response: Response) =>
    ({ ...locals(response).context, section: "content" }) as StaffLocals["context"];
  return {
    services,
    storage: services.storage,
    actor: (response) => locals(response).session.staff.email,
    contextOf,
    notFound: (response) => {
      const context = contextOf(response);
      sendPage(
        response,
        404,
        messagePage(context, context.t.errors.notFound, { href: "/admin/content", label: context.t.nav.content }),
      );
    },
  };
}
