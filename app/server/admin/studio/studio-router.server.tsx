import { Router } from "express";
import type { AdminServices } from "../kit.server";
import { catalogueRoutes } from "./collection-entries/catalogue-routes.server";
import { conflictAnswer, draftRoutes } from "./drafts/draft-routes.server";
import { documentRoutes } from "./editor/document-routes.server";
import { listRoutes } from "./list/list-routes.server";
import { mediaRoutes } from "./media/media-routes.server";
import { previewRoutes } from "./publishing/preview-routes.server";
import { publishConfirmRoutes } from "./publishing/publish-confirm-routes.server";
import { reviewRoutes } from "./publishing/review-routes.server";
import { siteRoutes } from "./publishing/site-routes.server";
import { studioKit } from "./studio-kit.server";
import { confirmRoutes } from "./translations/confirm-routes.server";
import { translationRoutes } from "./translations/translation-routes.server";

/**
 * The content studio at /admin/content, for editors and admins (the back office's accounts,
 * sessions, form tokens and audit): the list of documents, the editor with six languages side
 * by side, preview, publish now or at a time, history and rollback; designs and projects added,
 * ordered, shown and taken off the site. Plain forms that work without a script; each concern's
 * routes in its own file. Fixed paths are mounted before `/:id`.
 */
export function studioRouter(services: AdminServices): Router {
  const router = Router();
  const kit = studioKit(services);
  const showList = listRoutes(router, kit);
  catalogueRoutes(router, kit);
  mediaRoutes(router, kit);
  translationRoutes(router, kit, showList);
  previewRoutes(router, kit);
  confirmRoutes(router, kit);
  reviewRoutes(router, kit);
  draftRoutes(router, kit);
  publishConfirmRoutes(router, kit);
  siteRoutes(router, kit);
  documentRoutes(router, kit);
  router.use(conflictAnswer(kit));
  return router;
}
