import type { Router } from "express";
import { type AdminLanguage, adminLanguages } from "./copy.server";
import type { AdminServices } from "./kit.server";
import { formField, handle, homeLink, sendPage, staffOf } from "./kit.server";
import { type PageContext, StaffForm } from "./layout.server";
import { messagePage } from "./sign-in-pages.server";

/** The switch's own words, in both languages (each button names its language in that language). */
const words: Record<AdminLanguage, { label: string; names: Record<AdminLanguage, string>; unknown: string }> = {
  es: {
    label: "Idioma del panel",
    names: { es: "Gestión en español", en: "Back office in English" },
    unknown: "Ese idioma no existe en el panel: elige español o inglés. No se ha cambiado nada.",
  },
  en: {
    label: "Back office language",
    names: { es: "Gestión en español", en: "Back office in English" },
    unknown: "The back office has no such language: choose Spanish or English. Nothing was changed.",
  },
};

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

/** The bar's language switch: a small form, one button per language, the current one pressed. */
export function LanguageSwitch({ context }: { context: PageContext }) {
  const w = words[context.lang];
  return (
    <StaffForm context={context} action="/admin/language" className="lang-switch">
      <input type="hidden" name="back" value={context.path ?? "/admin/"} />
      <span className="sr">{w.label}</span>
      {adminLanguages.map((code) => (
        <button
          key={code}
          type="submit"
          name="language"
          value={code}
          lang={code}
          aria-pressed={context.lang === code}
          aria-label={w.names[code]}
        >
          {code.toUpperCase()}
        </button>
      ))}
    </StaffForm>
  );
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
        return sendPage(response, 400, messagePage(context, words[context.lang].unknown, homeLink(context)));
      await services.storage.db.updateTable("staff").set({ language }).where("id", "=", session.staff.id).execute();
      response.redirect(303, backTo(formField(request, "back")));
    }),
  );
}
