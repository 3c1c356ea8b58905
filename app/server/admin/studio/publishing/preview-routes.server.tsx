import type { Router } from "express";
import { documentDef, pathsShowing } from "~/content/documents";
import { isLanguage, languages } from "~/i18n/languages";
import { handle } from "~/server/admin/kit.server";
import { documentName } from "~/server/admin/studio/names.server";
import type { StudioKit } from "~/server/admin/studio/studio-kit.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import { documentState } from "~/server/content/store/state.server";
import { previewPage, previewPagePolicy, previewWidth } from "./preview-bar.server";
import { renderPreview, sendFramedPreview } from "./preview-render.server";

export function previewRoutes(router: Router, kit: StudioKit) {
  const { storage, services } = kit;
  const base = (id: string) => `/admin/content/${encodeURIComponent(id)}`;

  /**
   * A draft's preview in a language, for signed-in staff only (the back office's session), never
   * cached or indexed: the preview bar (document, language, state, phone or desktop width, back to
   * the editor, share for review) above the page in a frame.
   */
  router.get(
    "/:id/preview/:lang",
    handle(async (request, response) => {
      const id = String(request.params.id);
      const lang = String(request.params.lang);
      const now = services.now();
      const state = documentDef(id) && isLanguage(lang) ? await documentState(storage, id, now) : null;
      if (!state || !isLanguage(lang) || !services.livePages) return kit.notFound(response);
      const written = (state.draft?.content ?? state.live).written;
      if (pathsShowing(id, new Map([[id, written]])).length === 0) return kit.notFound(response);
      const context = kit.contextOf(response);
      const width = previewWidth(request.query.width);
      const at = (pageLang: string, chosen = width) =>
        `${base(id)}/preview/${pageLang}${chosen === "phone" ? "?width=phone" : ""}`;
      response
        .status(200)
        .set("Content-Security-Policy", previewPagePolicy)
        .type("text/html; charset=utf-8")
        .send(
          previewPage({
            lang: context.lang,
            name: documentName(state.def, studioCopy[context.lang], context.lang, written.es),
            pageLang: lang,
            state: {
              draft: state.draft !== null,
              scheduledAt: state.scheduled.map((version) => version.liveAt).sort()[0],
            },
            width,
            frame: `${base(id)}/preview/${lang}/frame`,
            at: (chosen) => at(lang, chosen),
            staff: {
              languages: languages.map((choice) => ({ lang: choice, href: at(choice) })),
              editor: base(id),
              share: `${base(id)}/review?lang=${lang}`,
            },
          }),
        );
    }),
  );

  /** The previewed page itself: the draft (or what is live) rendered by the site's own code. */
  router.get(
    "/:id/preview/:lang/frame",
    handle(async (request, response) => {
      const id = String(request.params.id);
      const lang = String(request.params.lang);
      const state = documentDef(id) && isLanguage(lang) ? await documentState(storage, id, services.now()) : null;
      if (!state || !isLanguage(lang) || !services.livePages) return kit.notFound(response);
      const rendered = await renderPreview(services.livePages, id, (state.draft?.content ?? state.live).written, lang);
      if (!rendered) return kit.notFound(response);
      sendFramedPreview(response, services.env, rendered.status, rendered.html);
    }),
  );
}
