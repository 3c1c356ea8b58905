import type { Router } from "express";
import { fromMadridTime } from "~/content/context";
import { handle, sendPage } from "~/server/admin/kit.server";
import type { StudioKit } from "~/server/admin/studio/studio-kit.server";
import { collectionIssues } from "~/server/content/store/collection-checks.server";
import { publishChecks } from "~/server/content/store/publish-checks.server";
import { documentState } from "~/server/content/store/state.server";
import { confirmationPage } from "./publish-confirm-page.server";

/** A scheduled time as the editor's form writes it (Madrid time). */
const madridTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** Where a publish with warnings or outdated translations asks first (the draft holds the words). */
export const confirmationPath = (id: string, liveAt?: string) =>
  `/admin/content/${id}/confirm${liveAt && madridTime.test(liveAt) ? `?liveAt=${encodeURIComponent(liveAt)}` : ""}`;

/**
 * The confirmation step of a publish: the document's draft (or live content) as it would be
 * published, its style warnings and the translations it leaves out of date, checked anew on every
 * request, with a form that publishes anyway (the editor's own publish, with the token).
 */
export function publishConfirmRoutes(router: Router, kit: StudioKit) {
  router.get(
    "/:id/confirm",
    handle(async (request, response) => {
      const state = await documentState(kit.storage, String(request.params.id), kit.services.now());
      if (!state) return kit.notFound(response);
      const liveAt = typeof request.query.liveAt === "string" ? request.query.liveAt : "";
      const content = state.draft?.content ?? state.live;
      const at = madridTime.test(liveAt) ? fromMadridTime(liveAt) : kit.services.now();
      const checks = publishChecks(state.def, content, await collectionIssues(kit.storage, state.def, content, at));
      sendPage(
        response,
        200,
        confirmationPage(kit.contextOf(response), {
          state,
          checks,
          liveAt: madridTime.test(liveAt) ? liveAt : null,
        }),
      );
    }),
  );
}
