import type { Router } from "express";
import { type AdminLanguage, adminLanguages } from "./admin-words.server";
import type { AdminServices } from "./kit.server";
import { formField, handle, homeLink, sendPage, staffOf } from "./kit.server";
import { languageWords } from "./layout.server";
import { messagePage } from "./sign-in-pages.server";

/** Whether a value is one of the back office's languages. */
export const isAdminLanguage = (value: unknown): value is AdminLanguage =>
  typeof value === "string" && (adminLanguages as readonly string[]).includes(value);

/** Only a path of the back office is a place to go back to (no open redirect). */
function backTo(value: unknown): string {
  return typeof value === "string" &&
    /^\/admin\/[\w\-./?=&%+#]*$/.test(value) &&
    !value.includes("//") &&
    !value.startsWith("/admin/sign-") &&
    value.length <= 500
    ? value
    : "/admin/";
}

/**
 * POST /admin/language: the signed-in staff member's language for the back office, kept on their
 * account (`staff.language`); until they choose, their browser's Accept-Language decides. Anything
 * but a language of the back office is refused with 400, nothing changed.
 */
export function languageRoutes(router: Router, services: AdminServices) {
  router.post(
    "/language",
    handle(async (request, response) => {
      const { session, context } = staffOf(response);
      const language = formField(request, "language");
      if (!isAdminLanguage(language))
        return sendPage(response, 400, messagePage(context, languageWords[context.lang].unknown, homeLink(context)));
      await services.storage.db.updateTable("staff").set({ language }).where("id", "=", session.staff.id).execute();
      response.redirect(303, backTo(formField(request, "back")));
    }),
  );
}
