import type { Router } from "express";
import { documentDef } from "~/content/documents";
import type { Language } from "~/i18n/languages";
import { isLanguage } from "~/i18n/languages";
import { log } from "~/platform/observability/log.server";
import { handle, sendPage } from "~/server/admin/kit.server";
import { messagePage } from "~/server/admin/sign-in-pages.server";
import { fieldId } from "~/server/admin/studio/editor/editor-fields.server";
import { postedContent } from "~/server/admin/studio/editor/editor-form.server";
import type { StudioKit } from "~/server/admin/studio/studio-kit.server";
import { confirmTranslations } from "~/server/content/store/confirm.server";
import { needsTranslation, withNewWords } from "~/server/content/store/document.server";
import { RevisionConflict } from "~/server/content/store/revision.server";
import { documentState } from "~/server/content/store/state.server";
import { translatorsCopy } from "./translations-words.server";

/**
 * What a confirmation names: `en:blocks.1.items.0.answer` (one translation), `*:path` (every
 * language of a text), `en:*` (every text of a language in the document). Sent as the `confirm`
 * field (a button of the editor's form), or as `lang` and `path` fields.
 */
function parseConfirmation(body: Record<string, unknown>): { lang: Language | "*"; path: string } | null {
  const value =
    typeof body.confirm === "string"
      ? body.confirm
      : typeof body.lang === "string" && typeof body.path === "string"
        ? `${body.lang}:${body.path}`
        : "";
  const at = value.indexOf(":");
  if (at < 0 || value.length > 300) return null;
  const lang = value.slice(0, at);
  const path = value.slice(at + 1);
  if (lang !== "*" && (!isLanguage(lang) || lang === "es")) return null;
  if (path === "" || (lang === "*" && path === "*")) return null;
  return { lang: lang as Language | "*", path };
}

/**
 * "Translation still valid": clears the needs-translation mark of translations an editor read and
 * found right for the new Spanish, without retyping them. The editor's own words posted with it
 * (the button sits in the editor's form) are kept as a save would keep them.
 */
export function confirmRoutes(router: Router, kit: StudioKit) {
  const { storage, services } = kit;
  router.post(
    "/:id/confirm-translation",
    handle(async (request, response) => {
      const id = String(request.params.id);
      const def = documentDef(id);
      const now = services.now();
      const state = def ? await documentState(storage, id, now) : null;
      if (!def || !state) return kit.notFound(response);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const context = kit.contextOf(response);
      const refuse = () =>
        sendPage(
          response,
          400,
          messagePage(context, translatorsCopy[context.lang].confirm.refused, {
            href: `/admin/content/${id}`,
            label: context.t.nav.content,
          }),
        );
      const revision = /^\d{1,9}$/.test(String(body.revision ?? "")) ? Number(body.revision) : undefined;
      // Words from a form older than the document are never laid over a newer change (the conflict page).
      if (revision !== undefined && revision !== state.revision) throw new RevisionConflict(id);
      const wanted = parseConfirmation(body);
      if (!wanted) return refuse();
      const base = state.draft?.content ?? state.live;
      const posted = postedContent(def, base.written, body);
      if (posted.readOnly.length > 0) return refuse();
      const written = posted.written;
      const stale = needsTranslation(def, { ...base, written });
      const confirmed = Object.entries(stale).flatMap(([lang, paths]) =>
        (paths ?? [])
          .filter(
            (path) => (wanted.lang === "*" || wanted.lang === lang) && (wanted.path === "*" || wanted.path === path),
          )
          .map((path) => ({ lang: lang as Language, path })),
      );
      if (confirmed.length === 0) {
        log.warn({
          event: "studio_confirm_refused",
          document: id,
          confirm: `${wanted.lang}:${wanted.path}`.slice(0, 100),
        });
        return refuse();
      }
      const changedWords = JSON.stringify(written) !== JSON.stringify(base.written);
      await confirmTranslations(storage, id, withNewWords(def, base, written, confirmed), {
        actor: kit.actor(response),
        now,
        into: state.draft || changedWords ? "draft" : "live",
        confirmed,
        // The editor's form carries the revision it was opened at: its words never overwrite a newer change.
        ...(revision === undefined ? {} : { revision }),
      });
      if (!state.draft && !changedWords) await services.livePages?.refresh();
      const first = confirmed[0];
      const anchor = wanted.path !== "*" && first ? `#${fieldId(first.lang, first.path)}` : "";
      response.redirect(303, `/admin/content/${id}${anchor}`);
    }),
  );
}
