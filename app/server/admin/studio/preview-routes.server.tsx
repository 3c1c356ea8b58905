import type { Router } from "express";
import { type ContentSnapshot, documentDef, pathsShowing } from "~/content/documents";
import { isLanguage, localizePath } from "~/i18n/languages";
import { documentState } from "../../content/store/state.server";
import { pagePolicyFor } from "../../http/security-headers.server";
import { handle, sendPage } from "../kit.server";
import type { StudioKit } from "./kit.server";

export function previewRoutes(router: Router, kit: StudioKit) {
  const { storage, services } = kit;
  /**
   * A draft as its page will look, in a language: rendered by the site's own code with the draft
   * in place of the published document, for signed-in staff only (the back office's session),
   * never cached or indexed, and without the page's scripts (its address is not the page's).
   */
  router.get(
    "/:id/preview/:lang",
    handle(async (request, response) => {
      const id = String(request.params.id);
      const lang = String(request.params.lang);
      const now = services.now();
      const state = documentDef(id) ? await documentState(storage, id, now) : null;
      if (!state || !isLanguage(lang) || !services.livePages) return kit.notFound(response);
      const written = (state.draft?.content ?? state.live).written;
      const snapshot: ContentSnapshot = new Map([...services.livePages.snapshot(), [id, written]]);
      const path = pathsShowing(id, snapshot)[0];
      if (!path) return kit.notFound(response);
      const rendered = await services.livePages.render(localizePath(path, lang), snapshot);
      const html = (await rendered.text())
        .replace(/<script\b[\s\S]*?<\/script>/gi, "")
        .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "")
        .replace("<head>", '<head><meta name="robots" content="noindex, nofollow"/>');
      response.set("Content-Security-Policy", pagePolicyFor(services.env)([]));
      sendPage(response, rendered.status === 200 ? 200 : 500, html);
    }),
  );
}
