import type { Response, Router } from "express";
import { documentDef } from "~/content/documents";
import { isLanguage, type Language } from "~/i18n/languages";
import { handle, sendPage } from "~/server/admin/kit.server";
import { documentName } from "~/server/admin/studio/names.server";
import type { StudioKit } from "~/server/admin/studio/studio-kit.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import {
  activeReviewLinks,
  createReviewLink,
  type ReviewDays,
  reviewDays,
  revokeReviewLink,
} from "~/server/content/review-links.server";
import { documentState } from "~/server/content/store/state.server";
import { type ReviewNotice, reviewPage } from "./review-page.server";

/** Review links of a document: made from its draft (or what is live) as it is now, listed, revoked. */
export function reviewRoutes(router: Router, kit: StudioKit) {
  const { storage, services } = kit;
  const secret = services.env.REVIEW_LINK_SECRET;

  const show = async (
    response: Response,
    id: string,
    lang: Language,
    status: number,
    notice: ReviewNotice,
    created = "",
  ) => {
    const def = documentDef(id);
    if (!def) return kit.notFound(response);
    const context = kit.contextOf(response);
    const links = await activeReviewLinks(storage, secret, id, services.now());
    const made = links.find((link) => link.id === created);
    sendPage(
      response,
      status,
      reviewPage(context, {
        id,
        name: documentName(def, studioCopy[context.lang], context.lang),
        lang,
        links,
        siteUrl: services.env.SITE_URL,
        notice: made ? { created: made } : notice,
      }),
    );
  };

  router.get(
    "/:id/review",
    handle(async (request, response) => {
      const id = String(request.params.id);
      const lang = isLanguage(request.query.lang) ? request.query.lang : "es";
      const created = String(request.query.created ?? "");
      await show(response, id, lang, 200, request.query.revoked !== undefined ? "revoked" : null, created);
    }),
  );

  router.post(
    "/:id/review",
    handle(async (request, response) => {
      const id = String(request.params.id);
      const now = services.now();
      const state = documentDef(id) ? await documentState(storage, id, now) : null;
      if (!state) return kit.notFound(response);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const days = Number(body.days);
      if (!isLanguage(body.lang) || !reviewDays.includes(days as ReviewDays))
        return show(response, id, "es", 422, "invalid");
      const link = await createReviewLink(storage, secret, {
        documentId: id,
        lang: body.lang,
        written: (state.draft?.content ?? state.live).written,
        shows: state.draft ? "draft" : "published",
        days: days as ReviewDays,
        actor: kit.actor(response),
        now,
      });
      if (!link) return show(response, id, body.lang, 422, "tooMany");
      response.redirect(303, `/admin/content/${id}/review?lang=${link.lang}&created=${link.id}`);
    }),
  );

  router.post(
    "/:id/review/:link/revoke",
    handle(async (request, response) => {
      const id = String(request.params.id);
      if (!documentDef(id)) return kit.notFound(response);
      const revoked = await revokeReviewLink(storage, id, String(request.params.link), {
        actor: kit.actor(response),
        now: services.now(),
      });
      if (!revoked) return kit.notFound(response);
      response.redirect(303, `/admin/content/${id}/review?revoked`);
    }),
  );
}
