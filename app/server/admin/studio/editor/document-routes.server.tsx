import type { Request, Response, Router } from "express";
import { fromMadridTime } from "~/content/context";
import { type DocumentDef, documentDef, pathsShowing } from "~/content/documents";
import { changeList, type ListChange, type Written } from "~/content/text-units";
import { type ContentIssue, validateDocument } from "~/content/validate";
import { log } from "~/platform/observability/log.server";
import { handle, sendPage } from "~/server/admin/kit.server";
import { lastSave, mergedPost } from "~/server/admin/studio/drafts/conflict-page.server";
import { mergeOrRefuse, postedRevision, showConflict } from "~/server/admin/studio/drafts/draft-routes.server";
import { pickHref } from "~/server/admin/studio/media/image-slot.server";
import { confirmationField } from "~/server/admin/studio/publishing/publish-confirm-page.server";
import { confirmationPath } from "~/server/admin/studio/publishing/publish-confirm-routes.server";
import { siteStateOf } from "~/server/admin/studio/publishing/site-routes.server";
import type { StudioKit } from "~/server/admin/studio/studio-kit.server";
import { listMedia } from "~/server/content/media.server";
import { type CollectionDirectory, collectionDirectory, familyOf } from "~/server/content/store/collection.server";
import { collectionIssues, topViewIssues } from "~/server/content/store/collection-checks.server";
import { nameHolder, nameKey, ownName } from "~/server/content/store/collection-names.server";
import { needsTranslation, type StoredDocument, withNewWords } from "~/server/content/store/document.server";
import { saveDraft } from "~/server/content/store/drafts.server";
import { publish } from "~/server/content/store/publishing.server";
import { RevisionConflict } from "~/server/content/store/revision.server";
import { type DocumentState, documentState } from "~/server/content/store/state.server";
import { trashOf } from "~/server/content/store/trash.server";
import { postedContent } from "./editor-form.server";
import { placeParam } from "./editor-outline.server";
import { type EditorNotice, editorPage } from "./editor-page.server";
import { editorAddress, returnPlace } from "./editor-return.server";
import { partedKinds } from "./structure-values.server";

const notices = new Set([
  "saved",
  "published",
  "scheduled",
  "rolledBack",
  "discarded",
  "cancelled",
  "cancelledToDraft",
  "cancelledToTrash",
  "undoneDraft",
  "undonePublished",
  "alreadyUndone",
  "keptTheirs",
  "mergedSelf",
  "mergedOther",
  "picturesPlaced",
  "created",
  "hiddenFromSite",
  "shownOnSite",
  "publishedHidden",
]);

/** The kinds of a design's and project's facts, whose findings show beside them from the first look (a code not in the range). */
const factKinds = new Set(["text", "number", "choice", "codes", "sizes", "size", ...partedKinds]);

function parseListChange(value: unknown): ListChange | null {
  if (typeof value !== "string") return null;
  const [op, path = "", index, to] = value.split(":");
  if (op === "add") return { op, path };
  if (op === "remove" && index !== undefined) return { op, path, index: Number(index) };
  if (op === "move" && index !== undefined && to !== undefined)
    return { op, path, index: Number(index), to: Number(to) };
  return null;
}

/** How the editor is shown again after a post: its status, what the form holds, and what was refused. */
type EditorOptions = {
  status?: number;
  written?: Written;
  stored?: StoredDocument;
  refused?: boolean;
  invalidDate?: boolean;
  readOnly?: string[];
  nameTaken?: { id: string; name: string };
};

type ShowEditor = (request: Request, response: Response, id: string, options?: EditorOptions) => Promise<void>;

/**
 * The findings the editor shows: a refused publish shows every finding; otherwise the facts' own
 * (what was typed cannot be used), from the first look.
 */
async function editorIssues(
  storage: StudioKit["storage"],
  state: DocumentState,
  stored: StoredDocument,
  written: Written,
  options: { refused: boolean; directory: CollectionDirectory | null; now: Date },
): Promise<ContentIssue[]> {
  const found = validateDocument(state.def, written);
  if (options.refused)
    return [
      ...found,
      ...(await collectionIssues(
        storage,
        state.def,
        { ...stored, written },
        options.now,
        options.directory ?? undefined,
      )),
    ];
  const facts = state.def.editable(written.es).filter((field) => factKinds.has(field.kind));
  return [...found, ...(familyOf(state.def.id) ? topViewIssues(written.es) : [])].filter(
    (issue) =>
      issue.severity === "error" &&
      issue.lang === null &&
      facts.some((field) => issue.path === field.path || issue.path.startsWith(`${field.path}.`)),
  );
}

function editorShower(kit: StudioKit): ShowEditor {
  const { storage, services } = kit;
  return async (request, response, id, options = {}) => {
    const now = services.now();
    const state = await documentState(storage, id, now);
    if (!state) return kit.notFound(response);
    const stored = options.stored ?? state.draft?.content ?? state.live;
    const written = options.written ?? stored.written;
    const noticeQuery = String(request.query.notice ?? "");
    const trash = await trashOf(storage, id);
    const uploads = new Map((await listMedia(storage)).map((upload) => [upload.id, upload]));
    // A design or project: the designs a project may name, and where it stands on the site.
    const directory = familyOf(id) ? await collectionDirectory(storage, now) : null;
    const refused = options.refused === true;
    const issues = await editorIssues(storage, state, stored, written, { refused, directory, now });
    sendPage(
      response,
      options.status ?? 200,
      editorPage(kit.contextOf(response), {
        state,
        written,
        stale: needsTranslation(state.def, { ...stored, written }),
        issues,
        refused,
        ...(directory
          ? {
              catalogue: {
                designs: directory.designs.map(({ slug, name, shown }) => ({ slug, name, shown })),
                site: siteStateOf(state.def, state, directory),
              },
            }
          : {}),
        history: state.history,
        trash,
        notice: notices.has(noticeQuery) ? (noticeQuery as EditorNotice) : null,
        ...(typeof request.query.n === "string" ? { noticeDetail: request.query.n } : {}),
        media: { documentId: id, lang: kit.contextOf(response).lang, uploads },
        previewPaths: pathsShowing(id, new Map([[id, written]])),
        ...(options.invalidDate ? { invalidDate: true } : {}),
        ...(options.readOnly ? { readOnly: options.readOnly } : {}),
        ...(options.nameTaken ? { nameTaken: options.nameTaken } : {}),
        ...(placeParam(request.query.open) ? { open: placeParam(request.query.open) } : {}),
      }),
    );
  };
}

/** A save of the editor's form, as far as it is read: the document, what it held and what it will hold. */
type EditorSave = {
  request: Request;
  response: Response;
  id: string;
  def: DocumentDef;
  state: DocumentState;
  body: Record<string, unknown>;
  /** What the document held: its draft, else what is live. */
  before: StoredDocument;
  /** What it will hold: the posted words merged, a list change made. */
  stored: StoredDocument;
  written: Written;
  change: ListChange | null;
  /** The revision the write checks again: a change landing now is refused there. */
  revision: number;
  now: Date;
};

/** The editor's address; a notice and the place to open follow it (editorAddress). */
const editorBase = (id: string) => `/admin/content/${id}`;

/**
 * A publish now or at a time. Style warnings or translations left out of date keep every word in
 * the draft and ask first; findings keep every word too and show each beside its field.
 */
async function publishSave(kit: StudioKit, showEditor: ShowEditor, save: EditorSave, intent: "publish" | "schedule") {
  const { request, response, id, def, state, body, stored, written, revision, now } = save;
  const { storage, services } = kit;
  let liveAt: Date | undefined;
  if (intent === "schedule") {
    const value = String(body.liveAt ?? "");
    liveAt = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? fromMadridTime(value) : undefined;
    if (!liveAt || liveAt <= now) {
      await saveDraft(storage, id, stored, { actor: kit.actor(response), now, revision });
      return showEditor(request, response, id, { status: 422, written, stored, invalidDate: true });
    }
  }
  const confirmation = body[confirmationField];
  const result = await publish(storage, id, stored, {
    actor: kit.actor(response),
    now,
    revision,
    ...(liveAt ? { liveAt } : {}),
    ...(typeof confirmation === "string" ? { confirmation } : {}),
  });
  if (result.ok) {
    if (!liveAt) await services.livePages?.refresh();
    // A design or project published while hidden: said so, with the way to show it.
    const hidden = !liveAt && familyOf(id) && (stored.written.es as { visible?: unknown }).visible === false;
    return response.redirect(
      303,
      editorAddress(
        editorBase(id),
        `notice=${liveAt ? "scheduled" : hidden ? "publishedHidden" : "published"}`,
        // Against what was live: the words may have been saved as a draft already (autosave, the confirmation).
        returnPlace(state.live.written, stored.written, def.structure, null, def.editable(stored.written.es)),
      ),
    );
  }
  // Style warnings or translations left out of date: the draft keeps every word, and the
  // editor is asked first, on one page listing both (publish-confirm-page.server.tsx).
  if (result.confirm) {
    await saveDraft(storage, id, stored, { actor: kit.actor(response), now, revision, detail: { confirm: true } });
    return response.redirect(303, confirmationPath(id, liveAt ? String(body.liveAt) : undefined));
  }
  // Refused: the draft keeps every word, the form shows each finding beside its field.
  await saveDraft(storage, id, stored, {
    actor: kit.actor(response),
    now,
    revision,
    detail: { refused: result.issues.length },
  });
  return showEditor(request, response, id, { status: 422, written, stored, refused: true });
}

/** A save as a draft; then the editor where the save changed, or the library choosing for a slot. */
async function draftSave(kit: StudioKit, save: EditorSave, savedNotice: string) {
  const { response, id, def, body, before, stored, written, change, revision, now } = save;
  await saveDraft(kit.storage, id, stored, {
    actor: kit.actor(response),
    now,
    revision,
    ...(change ? { detail: { list: change.op } } : {}),
  });
  // "Change image" without a script: the words are saved, then the library chooses for that slot.
  const picking = typeof body.intent === "string" && body.intent.startsWith("pick:") ? body.intent.slice(5) : null;
  if (picking && def.editable(written.es).some((field) => field.kind === "image" && field.path === picking))
    return response.redirect(303, pickHref(id, picking));
  response.redirect(
    303,
    editorAddress(
      editorBase(id),
      savedNotice,
      returnPlace(before.written, stored.written, def.structure, change, def.editable(stored.written.es)),
    ),
  );
}

/**
 * The post of the editor's form: the conflict page's merge first, then the words read against
 * what the form may change, merged three ways, a list change made and a rename checked; then a
 * publish, a schedule or a save.
 */
async function saveEditor(kit: StudioKit, showEditor: ShowEditor, request: Request, response: Response) {
  const { storage, services } = kit;
  const id = String(request.params.id);
  const def = documentDef(id);
  const now = services.now();
  const state = def ? await documentState(storage, id, now) : null;
  if (!def || !state) return kit.notFound(response);
  let body = (request.body ?? {}) as Record<string, unknown>;
  // The conflict page's merge: the posted words kept where the editor chose them, as a save.
  if (body.merge !== undefined) {
    const merged = mergedPost(body);
    // A field asked about and left unanswered (the page requires an answer): asked again.
    if (!merged.ok)
      return showConflict(kit, response, id, body, { listChange: false, published: false, asked: merged.unanswered });
    if (!merged.post) return response.redirect(303, `${editorBase(id)}?notice=keptTheirs`);
    request.body = body = merged.post;
  }
  const before = state.draft?.content ?? state.live;
  const posted = postedContent(def, before.written, body);
  // Structure posted as text changes nothing, not even the words beside it (see postedContent).
  if (posted.readOnly.length > 0) {
    log.warn({ event: "studio_read_only_refused", document: id, fields: posted.readOnly.slice(0, 10) });
    return showEditor(request, response, id, { status: 400, written: posted.written, readOnly: posted.readOnly });
  }
  // Saved only over the revision the form was opened at (the write checks it again): a later
  // change by someone else is shown beside these words (draft-routes' conflict answer).
  // Merged three ways against the base the form carried (draft-routes' mergeOrRefuse): a field
  // only the other side changed keeps its saved value, one only this editor changed is taken,
  // and the editor is asked (the conflict page) only where both changed a field. A publish, a
  // schedule or a list change is never made over another's change this page has not shown.
  const merge = mergeOrRefuse(state, posted, body, postedRevision(body.revision));
  const asked = String(body.intent ?? "save");
  const more = typeof body.list === "string" || asked === "publish" || asked === "schedule";
  if (!merge || (more && merge.keptTheirs > 0)) throw new RevisionConflict(id);
  const savedNotice =
    merge.keptTheirs > 0
      ? `notice=${lastSave(state).who === kit.actor(response) ? "mergedSelf" : "mergedOther"}`
      : "notice=saved";
  let written = merge.written;
  const change = parseListChange(body.list);
  const place = change ? def.lists(written.es).find((list) => list.path === change.path) : undefined;
  if (change && place) written = changeList(written, place, change);
  // A rename to a name another design (or project) holds: refused, nothing saved, the holder named.
  const family = familyOf(id);
  const renamed = family ? ownName(family, written.es) : "";
  if (family && nameKey(renamed) !== nameKey(ownName(family, before.written.es))) {
    const holder = await nameHolder(storage, now, family, renamed, id);
    if (holder) return showEditor(request, response, id, { status: 409, written, nameTaken: holder });
  }
  const stored = withNewWords(def, before, written);
  const save: EditorSave = {
    request,
    response,
    id,
    def,
    state,
    body,
    before,
    stored,
    written,
    change,
    revision: state.revision,
    now,
  };
  const intent = change ? "save" : String(body.intent ?? "save");
  if (intent === "publish" || intent === "schedule") return publishSave(kit, showEditor, save, intent);
  return draftSave(kit, save, savedNotice);
}

/** A document: its editor, a save, publish or schedule, and the history's actions. */
export function documentRoutes(router: Router, kit: StudioKit) {
  const showEditor = editorShower(kit);
  router.get(
    "/:id",
    handle(async (request, response) => {
      await showEditor(request, response, String(request.params.id));
    }),
  );
  router.post(
    "/:id",
    handle(async (request, response) => saveEditor(kit, showEditor, request, response)),
  );
}
