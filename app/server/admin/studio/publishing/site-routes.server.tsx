import type { Response, Router } from "express";
import { designPath, projectPath } from "~/content/collection/schema";
import type { DocumentDef } from "~/content/documents";
import { blocking, validateDocument } from "~/content/validate";
import type { AdminLanguage } from "~/server/admin/admin-words.server";
import { handle, sendPage } from "~/server/admin/kit.server";
import { issueText } from "~/server/admin/studio/checks/issue-text.server";
import { postedRevision } from "~/server/admin/studio/drafts/draft-routes.server";
import { fieldId, pathLabel } from "~/server/admin/studio/editor/editor-fields.server";
import { fieldIssueText, fieldOf } from "~/server/admin/studio/editor/field-issues.server";
import type { StudioKit } from "~/server/admin/studio/studio-kit.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import { type CollectionDirectory, collectionDirectory, familyOf } from "~/server/content/store/collection.server";
import { setShown } from "~/server/content/store/collection-changes.server";
import { collectionIssues } from "~/server/content/store/collection-checks.server";
import type { StoredDocument } from "~/server/content/store/document.server";
import { RevisionConflict } from "~/server/content/store/revision.server";
import { type DocumentState, documentState } from "~/server/content/store/state.server";
import { type SiteState, sitePage } from "./site-page.server";

/** What is live, as it would be published shown. */
const shownVersion = (live: StoredDocument): StoredDocument => ({
  ...live,
  written: { ...live.written, es: { ...(live.written.es as Record<string, unknown>), visible: true } },
});

/**
 * What keeps a design or project from being shown: the errors of its live version as it would be
 * shown (its schema, its words, a project's designs not shown), each with its place in words.
 */
async function showProblems(
  kit: StudioKit,
  state: DocumentState,
  directory: CollectionDirectory,
  lang: AdminLanguage,
): Promise<{ where: string; text: string; anchor: string | null }[]> {
  const content = shownVersion(state.live);
  const es = content.written.es;
  const issues = blocking([
    ...validateDocument(state.def, content.written),
    ...(await collectionIssues(kit.storage, state.def, content, kit.services.now(), directory)),
  ]);
  const fields = state.def.editable(es);
  const words = studioCopy[lang];
  return issues.map((issue) => {
    const field = fieldOf(fields, issue);
    return {
      where: issue.path ? pathLabel(field?.path ?? issue.path, es, words) : "",
      text: field ? fieldIssueText(field, issue, es, lang) : issueText(issue, words),
      anchor: field ? fieldId("s", field.path) : issue.lang && issue.path ? fieldId(issue.lang, issue.path) : null,
    };
  });
}

/** Where a design or project stands on the site, for its editor's card. */
export function siteStateOf(def: DocumentDef, state: DocumentState, directory: CollectionDirectory): SiteState | null {
  const family = familyOf(def.id);
  if (!family) return null;
  const slug = def.id.slice(family.length + 1);
  const entry = (family === "design" ? directory.designs : directory.projects).find((item) => item.id === def.id);
  return {
    visible: entry?.visible ?? false,
    shown: entry?.shown ?? false,
    path: family === "design" ? designPath(slug) : projectPath(slug),
    incomplete: blocking(validateDocument(def, shownVersion(state.live).written)).length > 0,
  };
}

/**
 * Taking a design or project off the site, and showing it again: a confirmation page (GET), then
 * the change itself (POST), published at once on every instance (collection-changes.server.ts).
 * Showing is refused while what is live has errors, or (a project) names a design not shown;
 * taking a design off names the shown projects that use it, and goes ahead.
 */
export function siteRoutes(router: Router, kit: StudioKit) {
  const show = async (response: Response, id: string, shown: boolean, options: { stale?: boolean } = {}) => {
    const now = kit.services.now();
    const state = familyOf(id) ? await documentState(kit.storage, id, now) : null;
    if (!state) return kit.notFound(response);
    const lang = kit.contextOf(response).lang;
    const directory = await collectionDirectory(kit.storage, now);
    const slug = id.slice(id.indexOf(".") + 1);
    const usedBy =
      !shown && state.def.kind === "design"
        ? directory.projects
            .filter((project) => project.shown && project.designs.includes(slug))
            .map((project) => project.name)
        : [];
    const problems = shown ? await showProblems(kit, state, directory, lang) : [];
    const status = options.stale ? 409 : problems.length > 0 ? 422 : 200;
    sendPage(response, status, sitePage(kit.contextOf(response), { state, show: shown, usedBy, problems, ...options }));
    return problems;
  };

  router.get(
    "/:id/site",
    handle(async (request, response) => {
      await show(response, String(request.params.id), request.query.show === "1");
    }),
  );

  router.post(
    "/:id/site",
    handle(async (request, response) => {
      const id = String(request.params.id);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const shown = body.show === "1";
      const revision = postedRevision(body.revision);
      const now = kit.services.now();
      const state = familyOf(id) ? await documentState(kit.storage, id, now) : null;
      if (!state) return kit.notFound(response);
      if (revision === null) return void (await show(response, id, shown));
      if (shown) {
        const directory = await collectionDirectory(kit.storage, now);
        const problems = await showProblems(kit, state, directory, kit.contextOf(response).lang);
        if (problems.length > 0) return void (await show(response, id, shown));
      }
      try {
        const version = await setShown(kit.storage, id, shown, { actor: kit.actor(response), now, revision });
        if (version === null) return kit.notFound(response);
      } catch (error) {
        if (error instanceof RevisionConflict) return void (await show(response, id, shown, { stale: true }));
        throw error;
      }
      await kit.services.livePages?.refresh();
      response.redirect(303, `/admin/content/${id}?notice=${shown ? "shownOnSite" : "hiddenFromSite"}`);
    }),
  );
}
