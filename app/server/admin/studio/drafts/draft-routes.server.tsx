import type { ErrorRequestHandler, Request, Response, Router } from "express";
import type { Written } from "~/content/text-units";
import { fill } from "~/i18n/translate";
import { log } from "~/platform/observability/log.server";
import { handle, sendPage } from "~/server/admin/kit.server";
import { catalogueCopy } from "~/server/admin/studio/collection-entries/catalogue-words.server";
import { type PostedContent, postedContent } from "~/server/admin/studio/editor/editor-form.server";
import type { StudioKit } from "~/server/admin/studio/studio-kit.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import { familyOf } from "~/server/content/store/collection.server";
import { nameHolder, nameKey, ownName } from "~/server/content/store/collection-names.server";
import { withNewWords } from "~/server/content/store/document.server";
import { discardDraft, saveDraft } from "~/server/content/store/drafts.server";
import { loadSnapshot } from "~/server/content/store/live.server";
import { cancelScheduled, rollBack } from "~/server/content/store/publishing.server";
import { RevisionConflict } from "~/server/content/store/revision.server";
import { type DocumentState, documentState } from "~/server/content/store/state.server";
import { undoTrash } from "~/server/content/store/undo.server";
import { confirmPage } from "./confirm-page.server";
import { conflictPage, lastSave } from "./conflict-page.server";
import { fieldChanges } from "./field-changes.server";
import { baseMarks, parseBaseMarks, postOf, threeWay } from "./three-way.server";

/** A posted revision: a whole number the server handed out; anything else names none (null). */
export function postedRevision(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : value;
  return typeof text === "string" && /^\d{1,12}$/.test(text) ? Number(text) : null;
}

/**
 * Answers a save refused because the document changed since its form was opened (409): the
 * conflict page with every posted word beside what is stored now, nothing saved. The fields are
 * sorted three ways against the base the form carried (three-way.server.ts); with `asked` (a
 * merge posted with those fields unanswered, 422) the page asks about those again.
 */
export async function showConflict(
  kit: StudioKit,
  response: Response,
  id: string,
  body: Record<string, unknown>,
  options: { listChange: boolean; published: boolean; asked?: string[] },
) {
  const state = await documentState(kit.storage, id, kit.services.now());
  if (!state) return kit.notFound(response);
  const theirs = (state.draft?.content ?? state.live).written;
  const posted = postedContent(state.def, theirs, body);
  const changes = fieldChanges(state.def, theirs, posted.written);
  const { asked, ...notices } = options;
  const merge = asked
    ? {
        both: changes.filter((change) => asked.includes(change.name)),
        mine: changes.filter((change) => !asked.includes(change.name)),
        theirs: [],
      }
    : threeWay(changes, parseBaseMarks(body.base));
  const self = lastSave(state).who === kit.actor(response);
  log.info({
    event: "studio_save_conflict",
    document: id,
    posted: postedRevision(body.revision),
    stored: state.revision,
    fields: merge.both.length,
    kept: merge.mine.length + merge.theirs.length,
    self,
    by: kit.actor(response),
  });
  sendPage(
    response,
    asked ? 422 : 409,
    conflictPage(kit.contextOf(response), {
      state,
      changes: merge.both,
      mine: merge.mine,
      theirs: merge.theirs,
      base: baseMarks(state.def, theirs),
      self,
      dropped: posted.dropped,
      ...notices,
      ...(asked ? { unanswered: true } : {}),
    }),
  );
}

/**
 * The answer to a save of the editor's form (POST /:id) refused for its revision, thrown as
 * RevisionConflict by the check before it or by the write itself: the conflict page, built
 * from the post. Mounted after the studio's routes; any other failure goes on.
 */
export function conflictAnswer(kit: StudioKit): ErrorRequestHandler {
  return (error, request, response, next) => {
    if (
      !(error instanceof RevisionConflict) ||
      request.method !== "POST" ||
      !/^\/[^/]+(\/confirm-translation)?\/?$/.test(request.path)
    )
      return next(error);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const listChange = typeof body.list === "string";
    showConflict(kit, response, error.documentId, body, {
      listChange,
      published: !listChange && (body.intent === "publish" || body.intent === "schedule"),
    }).catch(next);
  };
}

const versionOf = (value: unknown) => {
  const text = String(value ?? "");
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
};

/** The confirmation of a discard (no version) or a restore, or null when there is nothing to confirm. */
async function confirmationOf(storage: StudioKit["storage"], state: DocumentState, version: number | null) {
  const id = state.def.id;
  if (version === null) {
    if (!state.draft) return null;
    const before = state.draft.content.written;
    return {
      action: { kind: "discard" as const },
      before,
      changes: fieldChanges(state.def, before, state.live.written),
    };
  }
  if (!state.history.some((entry) => entry.number === version)) return null;
  const restored = (await loadSnapshot(storage, new Map([[id, version]]))).get(id);
  if (!restored) return null;
  const before = state.live.written;
  return {
    action: { kind: "restore" as const, version },
    before,
    changes: fieldChanges(state.def, before, restored.written),
  };
}

/** Shows the confirmation of a discard (no version) or a restore; `stale` when the document changed since it was shown. */
type ShowConfirmation = (
  response: Response,
  id: string,
  version: number | null,
  options?: { stale?: boolean },
) => Promise<void>;

function confirmationShower(kit: StudioKit): ShowConfirmation {
  return async (response, id, version, options = {}) => {
    const state = await documentState(kit.storage, id, kit.services.now());
    const found = state ? await confirmationOf(kit.storage, state, version) : null;
    if (!state || !found) return kit.notFound(response);
    sendPage(
      response,
      options.stale ? 409 : 200,
      confirmPage(kit.contextOf(response), { state, ...found, ...(options.stale ? { stale: true } : {}) }),
    );
  };
}

/** The confirmation pages of a discard and a restore: they show what would change, and do nothing. */
function confirmationViews(router: Router, kit: StudioKit, showConfirmation: ShowConfirmation) {
  router.get(
    "/:id/discard",
    handle(async (request, response) => {
      await showConfirmation(response, String(request.params.id), null);
    }),
  );

  router.get(
    "/:id/rollback",
    handle(async (request, response) => {
      const version = versionOf(request.query.version);
      if (version === null) return kit.notFound(response);
      await showConfirmation(response, String(request.params.id), version);
    }),
  );
}

/**
 * A discard and a restore, as their confirmation posts them. A confirmation names the revision it
 * showed the changes at: if another change came since, what it showed is no longer what would
 * happen, so it is shown again, nothing done.
 */
function confirmedActions(router: Router, kit: StudioKit, showConfirmation: ShowConfirmation) {
  const { storage, services } = kit;
  router.post(
    "/:id/discard",
    handle(async (request, response) => {
      const id = String(request.params.id);
      const body = request.body as Record<string, unknown>;
      const revision = postedRevision(body.revision);
      if (revision === null) return showConfirmation(response, id, null);
      try {
        const done = await discardDraft(storage, id, { actor: kit.actor(response), now: services.now(), revision });
        if (!done) return kit.notFound(response);
      } catch (error) {
        if (error instanceof RevisionConflict) return showConfirmation(response, id, null, { stale: true });
        throw error;
      }
      response.redirect(303, `/admin/content/${id}?notice=discarded`);
    }),
  );

  router.post(
    "/:id/rollback",
    handle(async (request, response) => {
      const id = String(request.params.id);
      const body = request.body as Record<string, unknown>;
      const version = versionOf(body.version);
      const revision = postedRevision(body.revision);
      const state = await documentState(storage, id, services.now());
      if (!state || version === null) return kit.notFound(response);
      if (revision === null) return showConfirmation(response, id, version);
      try {
        const next = await rollBack(storage, id, version, {
          actor: kit.actor(response),
          now: services.now(),
          revision,
        });
        if (next === null) return kit.notFound(response);
      } catch (error) {
        if (error instanceof RevisionConflict) return showConfirmation(response, id, version, { stale: true });
        throw error;
      }
      await services.livePages?.refresh();
      response.redirect(303, `/admin/content/${id}?notice=rolledBack&n=${version}`);
    }),
  );
}

/** A schedule cancelled (its change goes to the draft, or to the history), and what the history takes back. */
function historyActions(router: Router, kit: StudioKit) {
  const { storage, services } = kit;
  router.post(
    "/:id/cancel",
    handle(async (request, response) => {
      const id = String(request.params.id);
      const version = versionOf((request.body as Record<string, unknown>).version);
      const state = await documentState(storage, id, services.now());
      if (!state || version === null) return kit.notFound(response);
      const went = await cancelScheduled(storage, id, version, { actor: kit.actor(response), now: services.now() });
      if (went === null) return kit.notFound(response);
      response.redirect(
        303,
        `/admin/content/${id}?notice=${went === "draft" ? "cancelledToDraft" : "cancelledToTrash"}`,
      );
    }),
  );

  router.post(
    "/:id/undo",
    handle(async (request, response) => {
      const id = String(request.params.id);
      const trash = String((request.body as Record<string, unknown>).trash ?? "");
      const state = await documentState(storage, id, services.now());
      if (!state || !/^[\w-]{1,64}$/.test(trash)) return kit.notFound(response);
      const result = await undoTrash(storage, id, trash, { actor: kit.actor(response), now: services.now() });
      if (!result.ok && result.reason === "gone") return kit.notFound(response);
      if (!result.ok) return response.redirect(303, `/admin/content/${id}?notice=alreadyUndone#trash`);
      if (result.kind === "published") await services.livePages?.refresh();
      response.redirect(
        303,
        `/admin/content/${id}?notice=${result.kind === "published" ? "undonePublished" : "undoneDraft"}`,
      );
    }),
  );
}

/**
 * Keeping every edit: the confirmation pages of a discard and a restore (GET, they show what
 * changes), the discard, restore, cancel and undo themselves, and the editor's autosave (JSON,
 * the same fields and checks as a save, the revision too).
 */
export function draftRoutes(router: Router, kit: StudioKit) {
  const showConfirmation = confirmationShower(kit);
  confirmationViews(router, kit, showConfirmation);
  confirmedActions(router, kit, showConfirmation);
  historyActions(router, kit);
  router.post(
    "/:id/autosave",
    handle(async (request, response) => autosave(kit, request, response)),
  );
}

/**
 * What a save of the editor's form writes, merged three ways (three-way.server.ts) against the
 * base the form carried: the stored value where only the other side changed a field (a save
 * since, or one the page has not shown yet: after a merged autosave it still shows the fields as
 * they were, and the base says so), the posted one elsewhere. Null (ask the editor) when the
 * document changed since the form's revision and a field was changed by both, or posted words lost
 * their place. Without a base, what was posted, at the form's revision only.
 */
export function mergeOrRefuse(
  state: DocumentState,
  posted: PostedContent,
  body: Record<string, unknown>,
  revision: number | null,
): { written: Written; keptTheirs: number } | null {
  const before = (state.draft?.content ?? state.live).written;
  const base = parseBaseMarks(body.base);
  const stale = revision !== state.revision;
  if (!stale && !base) return { written: posted.written, keptTheirs: 0 };
  const merge = threeWay(fieldChanges(state.def, before, posted.written), base);
  if (stale && (merge.both.length > 0 || posted.dropped.length > 0)) return null;
  if (merge.theirs.length === 0) return { written: posted.written, keptTheirs: 0 };
  // At the form's own revision nobody saved since, so a field "both" changed is the form's (a base older than it).
  const taken = stale ? merge.mine : [...merge.mine, ...merge.both];
  return { written: postedContent(state.def, before, postOf(taken)).written, keptTheirs: merge.theirs.length };
}

/**
 * The editor's autosave: a JSON object of the form's fields (`t.*`, `s.*`), its token, the
 * revision the page holds and the base its fields started from. Saved as a draft by the same
 * rules as the form's save (postedContent: structure posted as a text refuses the whole post).
 * When another save came since the page's revision, merged three ways (three-way.server.ts):
 * saved with the other change kept when no field was changed by both, else refused (409, and
 * whether the other change was the same staff member's). Answers the new revision, the time and
 * the page's new base, or why not, as JSON the page's script reads.
 */
async function autosave(kit: StudioKit, request: Request, response: Response) {
  const id = String(request.params.id);
  const refuse = (status: number, error: string, extra: Record<string, unknown> = {}) =>
    response.status(status).json({ ok: false, error, ...extra });
  if (!request.is("application/json")) return refuse(415, "notJson");
  const body = request.body as unknown;
  if (!body || typeof body !== "object" || Array.isArray(body)) return refuse(400, "invalid");
  const fields = body as Record<string, unknown>;
  const now = kit.services.now();
  const state = await documentState(kit.storage, id, now);
  if (!state) return refuse(404, "notFound");
  // A field of the form is a string: anything else was not sent by it.
  const wrong = Object.keys(fields).filter((name) => /^[ts]\./.test(name) && typeof fields[name] !== "string");
  if (wrong.length > 0) return refuse(400, "invalid", { fields: wrong.slice(0, 10) });
  const revision = postedRevision(fields.revision);
  const self = lastSave(state).who === kit.actor(response);
  if (revision === null) return refuse(409, "conflict", { revision: state.revision, self });
  const before = state.draft?.content ?? state.live;
  const posted = postedContent(state.def, before.written, fields);
  if (posted.readOnly.length > 0) {
    log.warn({ event: "studio_read_only_refused", document: id, fields: posted.readOnly.slice(0, 10) });
    return refuse(400, "readOnly", { fields: posted.readOnly.slice(0, 10) });
  }
  const merge = mergeOrRefuse(state, posted, fields, revision);
  if (!merge) return refuse(409, "conflict", { revision: state.revision, self });
  const merged = merge.keptTheirs > 0 ? { by: self ? ("self" as const) : ("other" as const) } : null;
  if (merged) log.info({ event: "studio_save_merged", document: id, posted: revision, stored: state.revision, self });
  const written = merge.written;
  // A rename to a name another design (or project) holds is refused, as the form's save refuses it.
  const family = familyOf(id);
  const renamed = family ? ownName(family, written.es) : "";
  if (family && nameKey(renamed) !== nameKey(ownName(family, before.written.es))) {
    const holder = await nameHolder(kit.storage, now, family, renamed, id);
    if (holder) {
      const lang = kit.contextOf(response).lang;
      const message = fill(catalogueCopy[lang].create.errors.nameTaken, {
        what: studioCopy[lang].kinds[family].toLowerCase(),
        name: holder.name,
      });
      return refuse(422, "nameTaken", { holder, message });
    }
  }
  try {
    const next = await saveDraft(kit.storage, id, withNewWords(state.def, before, written), {
      actor: kit.actor(response),
      now,
      detail: { autosave: true, ...(merged ? { merged: merge.keptTheirs } : {}) },
      revision: state.revision,
    });
    const lang = kit.contextOf(response).lang;
    const time = new Intl.DateTimeFormat(lang === "es" ? "es-ES" : "en-GB", {
      timeStyle: "short",
      timeZone: "Europe/Madrid",
    }).format(now);
    // The page's fields are what it sent: a later save is merged against them.
    response.json({
      ok: true,
      revision: next,
      savedAt: now.toISOString(),
      time,
      base: baseMarks(state.def, posted.written),
      ...(merged ? { merged: merged.by } : {}),
    });
  } catch (error) {
    if (error instanceof RevisionConflict) return refuse(409, "conflict");
    throw error;
  }
}
