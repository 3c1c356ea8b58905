import type { Request, Response, Router } from "express";
import { documentDef, pathsShowing } from "~/content/documents";
import { fromMadridTime } from "~/content/live";
import { changeList, type ListChange, type Written } from "~/content/text-units";
import { validateDocument } from "~/content/validate";
import { listMedia } from "../../content/media.server";
import { needsTranslation, type StoredDocument, withNewWords } from "../../content/store/document.server";
import { discardDraft, saveDraft } from "../../content/store/drafts.server";
import { cancelScheduled, publish, rollBack } from "../../content/store/publishing.server";
import { documentState } from "../../content/store/state.server";
import { log } from "../../observability/log.server";
import { handle, sendPage } from "../kit.server";
import { postedContent } from "./editor-form.server";
import { type EditorNotice, editorPage } from "./editor-page.server";
import type { StudioKit } from "./kit.server";

const notices = new Set(["saved", "published", "scheduled", "rolledBack", "discarded", "cancelled"]);

function parseListChange(value: unknown): ListChange | null {
  if (typeof value !== "string") return null;
  const [op, path = "", index, to] = value.split(":");
  if (op === "add") return { op, path };
  if (op === "remove" && index !== undefined) return { op, path, index: Number(index) };
  if (op === "move" && index !== undefined && to !== undefined)
    return { op, path, index: Number(index), to: Number(to) };
  return null;
}

/** A document: its editor, a save, publish or schedule, and the history's actions. */
export function documentRoutes(router: Router, kit: StudioKit) {
  const { storage, services } = kit;
  const showEditor = async (
    request: Request,
    response: Response,
    id: string,
    options: {
      status?: number;
      written?: Written;
      stored?: StoredDocument;
      refused?: boolean;
      invalidDate?: boolean;
      readOnly?: string[];
    } = {},
  ) => {
    const now = services.now();
    const state = await documentState(storage, id, now);
    if (!state) return kit.notFound(response);
    const stored = options.stored ?? state.draft?.content ?? state.live;
    const written = options.written ?? stored.written;
    const noticeQuery = String(request.query.notice ?? "");
    const uploads = new Map((await listMedia(storage)).map((upload) => [upload.id, upload]));
    sendPage(
      response,
      options.status ?? 200,
      editorPage(kit.contextOf(response), {
        state,
        written,
        stale: needsTranslation(state.def, { ...stored, written }),
        issues: options.refused ? validateDocument(state.def, written) : [],
        history: state.history,
        notice: notices.has(noticeQuery) ? (noticeQuery as EditorNotice) : null,
        ...(typeof request.query.n === "string" ? { noticeDetail: request.query.n } : {}),
        media: { documentId: id, lang: kit.contextOf(response).lang, uploads },
        previewPaths: pathsShowing(id, new Map([[id, written]])),
        ...(options.invalidDate ? { invalidDate: true } : {}),
        ...(options.readOnly ? { readOnly: options.readOnly } : {}),
      }),
    );
  };

  router.get(
    "/:id",
    handle(async (request, response) => {
      await showEditor(request, response, String(request.params.id));
    }),
  );

  router.post(
    "/:id",
    handle(async (request, response) => {
      const id = String(request.params.id);
      const def = documentDef(id);
      const now = services.now();
      const state = def ? await documentState(storage, id, now) : null;
      if (!def || !state) return kit.notFound(response);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const before = state.draft?.content ?? state.live;
      const posted = postedContent(def, before.written, body);
      // Structure posted as text changes nothing, not even the words beside it (see postedContent).
      if (posted.readOnly.length > 0) {
        log.warn({ event: "studio_read_only_refused", document: id, fields: posted.readOnly.slice(0, 10) });
        return showEditor(request, response, id, { status: 400, written: posted.written, readOnly: posted.readOnly });
      }
      let written = posted.written;
      const change = parseListChange(body.list);
      const place = change ? def.lists(written.es).find((list) => list.path === change.path) : undefined;
      if (change && place) written = changeList(written, place, change);
      const stored = withNewWords(def, before, written);
      const intent = change ? "save" : String(body.intent ?? "save");
      const base = `/admin/content/${id}`;
      if (intent === "publish" || intent === "schedule") {
        let liveAt: Date | undefined;
        if (intent === "schedule") {
          const value = String(body.liveAt ?? "");
          liveAt = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? fromMadridTime(value) : undefined;
          if (!liveAt || liveAt <= now) {
            await saveDraft(storage, id, stored, { actor: kit.actor(response), now });
            return showEditor(request, response, id, { status: 422, written, stored, invalidDate: true });
          }
        }
        const result = await publish(storage, id, stored, {
          actor: kit.actor(response),
          now,
          ...(liveAt ? { liveAt } : {}),
        });
        if (result.ok) {
          if (!liveAt) await services.livePages?.refresh();
          return response.redirect(303, `${base}?notice=${liveAt ? "scheduled" : "published"}`);
        }
        // Refused: the draft keeps every word, the form shows each finding beside its field.
        await saveDraft(storage, id, stored, {
          actor: kit.actor(response),
          now,
          detail: { refused: result.issues.length },
        });
        return showEditor(request, response, id, { status: 422, written, stored, refused: true });
      }
      await saveDraft(storage, id, stored, {
        actor: kit.actor(response),
        now,
        ...(change ? { detail: { list: change.op } } : {}),
      });
      response.redirect(303, `${base}?notice=saved${change ? `#${encodeURIComponent(change.path)}` : ""}`);
    }),
  );

  router.post(
    "/:id/rollback",
    handle(async (request, response) => {
      const id = String(request.params.id);
      const version = Number((request.body as Record<string, unknown>).version);
      if (!documentDef(id) || !Number.isInteger(version)) return kit.notFound(response);
      const next = await rollBack(storage, id, version, { actor: kit.actor(response), now: services.now() });
      if (next === null) return kit.notFound(response);
      await services.livePages?.refresh();
      response.redirect(303, `/admin/content/${id}?notice=rolledBack&n=${version}`);
    }),
  );

  router.post(
    "/:id/discard",
    handle(async (request, response) => {
      const id = String(request.params.id);
      if (!documentDef(id)) return kit.notFound(response);
      await discardDraft(storage, id, { actor: kit.actor(response), now: services.now() });
      response.redirect(303, `/admin/content/${id}?notice=discarded`);
    }),
  );

  router.post(
    "/:id/cancel",
    handle(async (request, response) => {
      const id = String(request.params.id);
      const version = Number((request.body as Record<string, unknown>).version);
      if (!documentDef(id) || !Number.isInteger(version)) return kit.notFound(response);
      await cancelScheduled(storage, id, version, { actor: kit.actor(response), now: services.now() });
      response.redirect(303, `/admin/content/${id}?notice=cancelled`);
    }),
  );
}
