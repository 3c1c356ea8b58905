import type { Router } from "express";
import { isLanguage } from "~/i18n/languages";
import { uploadsOf } from "~/server/admin/body.server";
import { handle } from "~/server/admin/kit.server";
import type { ShowList } from "~/server/admin/studio/list/list-routes.server";
import type { StudioKit } from "~/server/admin/studio/studio-kit.server";
import {
  exportTranslations,
  importTranslations,
  nothingToTranslate,
  type TranslationLanguage,
} from "~/server/content/translations.server";
import { XliffError } from "~/server/content/xliff/model.server";

/** XLIFF 2.0 for the translation agency: a language's texts out, a returned file in. */
export function translationRoutes(router: Router, kit: StudioKit, showList: ShowList) {
  const { storage, services } = kit;

  router.get(
    "/translations.xlf",
    handle(async (request, response) => {
      const lang = String(request.query.lang ?? "");
      if (!isLanguage(lang) || lang === "es") return kit.notFound(response);
      // Every text, or only what changed; from the drafts unless only what is published is asked for.
      const outdated = request.query.scope === "outdated";
      const found = await exportTranslations(storage, lang as TranslationLanguage, services.now(), {
        outdated,
        draft: request.query.draft !== "no",
      });
      // The studio's form says so at the top of the page; a link that says it exports gives a
      // file all the same: an empty, valid XLIFF one.
      if (found === null && request.query.from === "studio") return showList(response, 200, { nothingOutdated: lang });
      const xml = found ?? nothingToTranslate(lang as TranslationLanguage);
      const suffix = outdated ? "-outdated" : "";
      response
        .status(200)
        .type("application/xliff+xml; charset=utf-8")
        .set("Content-Disposition", `attachment; filename="content-es-${lang}${suffix}.xlf"`)
        .send(xml);
    }),
  );

  router.post(
    "/translations",
    handle(async (request, response) => {
      const file = uploadsOf(request).get("file");
      if (!file || file.data.length === 0 || file.truncated)
        return showList(response, 422, { error: file?.truncated ? "tooLarge" : "missing" });
      try {
        const result = await importTranslations(storage, file.data.toString("utf8"), {
          actor: kit.actor(response),
          now: services.now(),
          publish: (request.body as Record<string, unknown>).publish === "yes",
        });
        if (!result.ok) return showList(response, 422, { error: "unknownUnits", units: result.units });
        if (result.documents.some((doc) => doc.published)) await services.livePages?.refresh();
        return showList(response, 200, { imported: result.documents, lang: result.lang });
      } catch (error) {
        if (error instanceof XliffError) return showList(response, 422, { error: "invalid", message: error.message });
        throw error;
      }
    }),
  );
}
