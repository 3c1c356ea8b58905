import { type Request, type Response, Router } from "express";
import { type ContentSnapshot, documentDef, pathsShowing } from "~/content/documents";
import { fromMadridTime } from "~/content/live";
import { changeList, type ListChange, type Written } from "~/content/text-units";
import { validateDocument } from "~/content/validate";
import { isLanguage, localizePath } from "~/i18n/languages";
import { altErrors, listMedia, parseAlt, processImage, saveMedia } from "../../content/media.server";
import { needsTranslation, type StoredDocument, withNewWords } from "../../content/store/document.server";
import { discardDraft, saveDraft } from "../../content/store/drafts.server";
import { cancelScheduled, publish, rollBack } from "../../content/store/publishing.server";
import { documentState, listDocuments, orphans } from "../../content/store/state.server";
import { exportTranslations, importTranslations, type TranslationLanguage } from "../../content/translations.server";
import { XliffError } from "../../content/xliff/model.server";
import { pagePolicyFor } from "../../http/security-headers.server";
import { log } from "../../observability/log.server";
import { uploadsOf } from "../body.server";
import { type AdminServices, handle, type StaffLocals, sendPage } from "../kit.server";
import { messagePage } from "../sign-in-pages.server";
import { postedContent } from "./editor-form.server";
import { type EditorNotice, editorPage } from "./editor-page.server";
import { listPage, type XliffNotice } from "./list-page.server";
import { type MediaForm, mediaPage } from "./media-page.server";

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

/**
 * The content studio at /admin/content, for editors and admins (the back office's accounts,
 * sessions, form tokens and audit): the list of documents, the editor with six languages side
 * by side, preview, publish now or at a time, history and rollback. No script: plain forms.
 */
export function studioRouter(services: AdminServices): Router {
  const { storage } = services;
  const router = Router();
  const locals = (response: Response) => response.locals.staff as StaffLocals;
  const actor = (response: Response) => locals(response).session.staff.email;
  const contextOf = (response: Response) =>
    ({ ...locals(response).context, section: "content" }) as StaffLocals["context"];

  const showList = async (response: Response, status = 200, xliff: XliffNotice = null) => {
    const now = services.now();
    sendPage(
      response,
      status,
      listPage(contextOf(response), await listDocuments(storage, now), await orphans(storage), xliff),
    );
  };

  router.get(
    ["/", ""],
    handle(async (_request, response) => {
      await showList(response);
    }),
  );

  const showMedia = async (response: Response, status: number, form: MediaForm, uploaded: string | null) =>
    sendPage(
      response,
      status,
      mediaPage(contextOf(response), await listMedia(storage), form, uploaded ? { uploaded } : null),
    );

  router.get(
    "/media",
    handle(async (request, response) => {
      const uploaded = typeof request.query.uploaded === "string" ? request.query.uploaded : null;
      await showMedia(response, 200, { alt: {}, altErrors: {}, fileError: null }, uploaded);
    }),
  );

  /** An upload: checked by decoding, alternative texts in all six languages, nothing stored if refused. */
  router.post(
    "/media",
    handle(async (request, response) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const alt = Object.fromEntries(
        Object.entries(body)
          .filter(([key]) => key.startsWith("alt."))
          .map(([key, value]) => [key.slice(4), String(value)]),
      );
      const file = uploadsOf(request).get("file");
      const errors = altErrors(alt);
      const form: MediaForm = { alt, altErrors: errors, fileError: null };
      if (!file || file.data.length === 0) form.fileError = "missing";
      else if (file.truncated) form.fileError = "tooLarge";
      const texts = parseAlt(alt);
      if (form.fileError || !texts || !file) return showMedia(response, 422, form, null);
      const processed = await processImage(file.data);
      if ("error" in processed) return showMedia(response, 422, { ...form, fileError: processed.error }, null);
      const saved = await saveMedia(storage, processed, {
        alt: texts,
        originalName: file.name,
        createdBy: actor(response),
        now: services.now(),
      });
      response.redirect(303, `/admin/content/media?uploaded=${encodeURIComponent(saved.id)}`);
    }),
  );

  /** A language's texts as XLIFF 2.0, for the translation agency. */
  router.get(
    "/translations.xlf",
    handle(async (request, response) => {
      const lang = String(request.query.lang ?? "");
      if (!isLanguage(lang) || lang === "es") return notFound(response);
      const xml = await exportTranslations(storage, lang as TranslationLanguage, services.now());
      response
        .status(200)
        .type("application/xliff+xml; charset=utf-8")
        .set("Content-Disposition", `attachment; filename="content-es-${lang}.xlf"`)
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
          actor: actor(response),
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

  const notFound = (response: Response) => {
    const context = contextOf(response);
    sendPage(
      response,
      404,
      messagePage(context, context.t.errors.notFound, { href: "/admin/content", label: "Contenido" }),
    );
  };

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
    if (!state) return notFound(response);
    const stored = options.stored ?? state.draft?.content ?? state.live;
    const written = options.written ?? stored.written;
    const noticeQuery = String(request.query.notice ?? "");
    const media = await storage.db
      .selectFrom("media")
      .select(["id", "alt"])
      .orderBy("created_at", "desc")
      .limit(200)
      .execute();
    const lang = contextOf(response).lang;
    sendPage(
      response,
      options.status ?? 200,
      editorPage(contextOf(response), {
        state,
        written,
        stale: needsTranslation(state.def, { ...stored, written }),
        issues: options.refused ? validateDocument(state.def, written) : [],
        history: state.history,
        notice: notices.has(noticeQuery) ? (noticeQuery as EditorNotice) : null,
        ...(typeof request.query.n === "string" ? { noticeDetail: request.query.n } : {}),
        media: media.map((item) => ({
          id: item.id,
          alt: (JSON.parse(item.alt) as Record<string, string>)[lang] ?? item.id,
        })),
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
      if (!def || !state) return notFound(response);
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
            await saveDraft(storage, id, stored, { actor: actor(response), now });
            return showEditor(request, response, id, { status: 422, written, stored, invalidDate: true });
          }
        }
        const result = await publish(storage, id, stored, {
          actor: actor(response),
          now,
          ...(liveAt ? { liveAt } : {}),
        });
        if (result.ok) {
          if (!liveAt) await services.livePages?.refresh();
          return response.redirect(303, `${base}?notice=${liveAt ? "scheduled" : "published"}`);
        }
        // Refused: the draft keeps every word, the form shows each finding beside its field.
        await saveDraft(storage, id, stored, {
          actor: actor(response),
          now,
          detail: { refused: result.issues.length },
        });
        return showEditor(request, response, id, { status: 422, written, stored, refused: true });
      }
      await saveDraft(storage, id, stored, {
        actor: actor(response),
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
      if (!documentDef(id) || !Number.isInteger(version)) return notFound(response);
      const next = await rollBack(storage, id, version, { actor: actor(response), now: services.now() });
      if (next === null) return notFound(response);
      await services.livePages?.refresh();
      response.redirect(303, `/admin/content/${id}?notice=rolledBack&n=${version}`);
    }),
  );

  router.post(
    "/:id/discard",
    handle(async (request, response) => {
      const id = String(request.params.id);
      if (!documentDef(id)) return notFound(response);
      await discardDraft(storage, id, { actor: actor(response), now: services.now() });
      response.redirect(303, `/admin/content/${id}?notice=discarded`);
    }),
  );

  router.post(
    "/:id/cancel",
    handle(async (request, response) => {
      const id = String(request.params.id);
      const version = Number((request.body as Record<string, unknown>).version);
      if (!documentDef(id) || !Number.isInteger(version)) return notFound(response);
      await cancelScheduled(storage, id, version, { actor: actor(response), now: services.now() });
      response.redirect(303, `/admin/content/${id}?notice=cancelled`);
    }),
  );

  /**
   * A draft as its page will look, in a language: rendered by the site's own code with the draft
   * in place of the published document, for signed-in staff only (the back office's session),
   * never cached or indexed, and without the page's scripts (its address is not the page's).
   */
  router.get(
    "/:id/preview/:lang",
    handle(async (request, response) => {
      const id = String(request.params.id);
      const lang = String(request.params.lang);
      const now = services.now();
      const state = documentDef(id) ? await documentState(storage, id, now) : null;
      if (!state || !isLanguage(lang) || !services.livePages) return notFound(response);
      const written = (state.draft?.content ?? state.live).written;
      const snapshot: ContentSnapshot = new Map([...services.livePages.snapshot(), [id, written]]);
      const path = pathsShowing(id, snapshot)[0];
      if (!path) return notFound(response);
      const rendered = await services.livePages.render(localizePath(path, lang), snapshot);
      const html = (await rendered.text())
        .replace(/<script\b[\s\S]*?<\/script>/gi, "")
        .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "")
        .replace("<head>", '<head><meta name="robots" content="noindex, nofollow"/>');
      response.set("Content-Security-Policy", pagePolicyFor(services.env)([]));
      sendPage(response, rendered.status === 200 ? 200 : 500, html);
    }),
  );

  return router;
}
