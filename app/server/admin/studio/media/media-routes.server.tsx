import type { Request, Response, Router } from "express";
import { isPictureName } from "~/content/media-names";
import { valueAt } from "~/content/text-units";
import { type Language, languages } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import { log } from "~/platform/observability/log.server";
import { filesOf, type UploadedFile, uploadsOf } from "~/server/admin/body.server";
import { handle, sendPage } from "~/server/admin/kit.server";
import { counted } from "~/server/admin/plural.server";
import { messagePage } from "~/server/admin/sign-in-pages.server";
import { pathLabel } from "~/server/admin/studio/editor/editor-fields.server";
import type { StudioKit } from "~/server/admin/studio/kit.server";
import { documentName } from "~/server/admin/studio/names.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import { altErrors, parseAlt, processImage, saveMedia, setMediaAlt, validAlt } from "~/server/content/media.server";
import { deleteMedia, imageUses } from "~/server/content/media-uses.server";
import { type AltForm, mediaDetailPage } from "./media-detail-page.server";
import { libraryImage, libraryImages, searchLibrary } from "./media-library.server";
import {
  blankUpload,
  editorHref,
  mediaLibraryPage,
  type PickMode,
  type UploadForm,
  withPick,
} from "./media-page.server";
import { type PickProblem, type PickTarget, pickImage, pickImages, pickTarget } from "./media-pick.server";
import { mediaCopy } from "./media-words.server";

/** What is wrong with a sent file before it is decoded, if anything. */
const fileProblem = (file: UploadedFile | undefined): "missing" | "empty" | "tooLarge" | null =>
  !file || (file.data.length === 0 && !file.name)
    ? "missing"
    : file.data.length === 0
      ? "empty"
      : file.truncated
        ? "tooLarge"
        : null;

/** A slot's place in words, for the upload's hint ("Colorido Arena › Desde arriba"). */
const slotName = (slot: string, es: unknown, words: (typeof studioCopy)[keyof typeof studioCopy]) =>
  pathLabel(slot.replace(/\.name$/, ""), es, words);

const postedAlt = (body: Record<string, unknown>): Partial<Record<Language, string>> =>
  Object.fromEntries(
    languages.flatMap((lang) => {
      const value = body[`alt.${lang}`];
      return typeof value === "string" ? [[lang, value]] : [];
    }),
  );

/**
 * The media library at /admin/content/media: every image (the site's and the uploads) with search,
 * each image's page (sizes, alternative texts, uses, delete when unused), uploads, and pick mode
 * (`?pick=<document>&slot=<path>`), in which choosing an image saves it in that slot of the
 * document's draft and goes back to the slot in the editor.
 */
export function mediaRoutes(router: Router, kit: StudioKit) {
  const { storage, services } = kit;
  const copy = (response: Response) => mediaCopy[kit.contextOf(response).lang];

  /** A refusal in words, nothing changed: a page of its own with the way back. */
  const refuse = (response: Response, status: number, message: string) => {
    const context = kit.contextOf(response);
    sendPage(response, status, messagePage(context, message, { href: "/admin/content", label: context.t.nav.content }));
  };

  /**
   * The pick mode a request asks for, in words, or null when it asks for none; a document or slot
   * that does not exist (a forged or stale link) is refused here with 400 and answers `undefined`.
   */
  const pickOf = async (request: Request, response: Response): Promise<PickMode | null | undefined> => {
    const { pick, slot } = request.query;
    if (pick === undefined && slot === undefined) return null;
    const target = await pickTarget(storage, pick, slot, services.now());
    if ("problem" in target) {
      refuse(response, 400, copy(response).refusals[target.problem]);
      return undefined;
    }
    const { lang } = kit.contextOf(response);
    const words = studioCopy[lang];
    return {
      documentId: target.state.def.id,
      slot: target.slot,
      documentName: documentName(target.state.def, words, lang, target.current.written.es),
      slotLabel: pathLabel(target.slot.replace(/\.name$/, ""), target.current.written.es, words),
      current: String(valueAt(target.current.written.es, target.slot) ?? ""),
      fills: target.fills.map((slot) => slotName(slot, target.current.written.es, words)),
      target,
    };
  };

  const showLibrary = async (
    request: Request,
    response: Response,
    pick: PickMode | null,
    options: { status?: number; upload?: UploadForm; alert?: string } = {},
  ) => {
    const mediaWords = copy(response);
    const query = typeof request.query.q === "string" ? request.query.q.slice(0, 200) : "";
    const all = await libraryImages(storage, kit.contextOf(response).lang);
    sendPage(
      response,
      options.status ?? 200,
      mediaLibraryPage(kit.contextOf(response), {
        images: searchLibrary(all, query),
        total: all.length,
        query,
        uses: await imageUses(storage.db, services.now()),
        pick,
        notice: request.query.deleted === "1" ? mediaWords.remove.deleted : null,
        upload: options.upload ?? blankUpload,
        ...(options.alert ? { status: options.alert } : {}),
      }),
    );
  };

  const showImage = async (
    request: Request,
    response: Response,
    name: string,
    pick: PickMode | null,
    options: { status?: number; notice?: string; alert?: string; altForm?: AltForm } = {},
  ) => {
    const mediaWords = copy(response);
    const all = await libraryImages(storage, kit.contextOf(response).lang);
    const image = isPictureName(name) ? libraryImage(all, name) : null;
    if (!image) return refuse(response, 404, mediaWords.notFound);
    const missing = image.missing.map((lang) => mediaWords.languages[lang]).join(", ");
    const notice =
      options.notice ??
      (request.query.uploaded === "1"
        ? image.missing.length === 0
          ? mediaWords.alt.complete
          : fill(mediaWords.alt.askMissing, { languages: missing })
        : request.query.saved === "1"
          ? image.missing.length === 0
            ? mediaWords.alt.saved
            : `${mediaWords.alt.saved} ${fill(mediaWords.alt.askMissing, { languages: missing })}`
          : request.query.same === "1"
            ? mediaWords.alt.sameImage
            : null);
    sendPage(
      response,
      options.status ?? 200,
      mediaDetailPage(kit.contextOf(response), {
        image,
        uses: (await imageUses(storage.db, services.now())).get(image.name) ?? [],
        pick,
        notice,
        alert: options.alert ?? null,
        altForm: options.altForm ?? null,
        confirmDelete: request.query.delete === "1",
      }),
    );
  };

  router.get(
    "/media",
    handle(async (request, response) => {
      const pick = await pickOf(request, response);
      if (pick !== undefined) await showLibrary(request, response, pick);
    }),
  );

  /**
   * An upload: checked by decoding (type, size, pixels, proportion; metadata stripped). A file
   * that is not a usable image is refused with the texts kept in the form; a usable one is stored
   * whatever its texts, so the file is never asked for twice, and its page asks for what is
   * missing (Spanish is required, the translations may follow).
   *
   * From a slot (pick mode) the upload fills it: several files fill it and the slots after it in
   * its group (a colourway's three pictures), saved in the draft, and the editor opens there,
   * where each picture's descriptions are written beside it. The editor's script sends one file
   * at a time asking for JSON: the picture is stored and described back, and the script puts it
   * in the slot of the form, which saves it with everything else.
   */
  router.post(
    "/media",
    handle(async (request, response) => {
      const pick = await pickOf(request, response);
      if (pick === undefined) return;
      if (pick) return uploadIntoSlots(request, response, pick);
      const alt = postedAlt((request.body ?? {}) as Record<string, unknown>);
      const file = uploadsOf(request).get("file");
      const form: UploadForm = { alt, altErrors: {}, fileError: null };
      form.fileError = fileProblem(file);
      const processed = file && !form.fileError ? await processImage(file.data) : null;
      if (!file || !processed || "error" in processed) {
        if (processed && "error" in processed) form.fileError = processed.error;
        const altMistakes = altErrors(alt);
        // Only what is wrong with the texts written: a missing translation is no mistake.
        form.altErrors = Object.fromEntries(
          Object.entries(altMistakes).filter(([lang, error]) => !(error === "required" && !alt[lang as Language])),
        );
        return showLibrary(request, response, pick, { status: 422, upload: form });
      }
      const saved = await saveMedia(storage, processed, {
        alt: validAlt(alt),
        originalName: file.name,
        createdBy: kit.actor(response),
        now: services.now(),
      });
      log.info({ event: "media_uploaded", media: saved.id, created: saved.created, actor: kit.actor(response) });
      const errors = altErrors(alt);
      if (Object.keys(errors).length > 0) {
        const mediaWords = copy(response);
        return showImage(request, response, saved.id, pick, {
          status: 422,
          alert: errors.es === "required" && !alt.es?.trim() ? mediaWords.alt.askSpanish : mediaWords.alt.refused,
          altForm: { values: alt, errors },
        });
      }
      response.redirect(
        303,
        withPick(`/admin/content/media/${saved.id}?${saved.created ? "uploaded=1" : "same=1"}`, pick),
      );
    }),
  );

  /** Stores one sent file, or says what is wrong with it. */
  const storeFile = async (
    file: UploadedFile | undefined,
    response: Response,
  ): Promise<{ name: string } | { error: UploadForm["fileError"] & string }> => {
    const problem = fileProblem(file);
    if (problem || !file) return { error: problem ?? "missing" };
    const processed = await processImage(file.data);
    if ("error" in processed) return { error: processed.error };
    const saved = await saveMedia(storage, processed, {
      alt: validAlt({}),
      originalName: file.name,
      createdBy: kit.actor(response),
      now: services.now(),
    });
    log.info({ event: "media_uploaded", media: saved.id, created: saved.created, actor: kit.actor(response) });
    return { name: saved.id };
  };

  /** An upload from a slot: see POST /media. */
  const uploadIntoSlots = async (request: Request, response: Response, pick: PickMode) => {
    const mediaWords = copy(response);
    const lang = kit.contextOf(response).lang;
    if (request.get("accept")?.includes("application/json")) {
      const stored = await storeFile(uploadsOf(request).get("file"), response);
      if ("error" in stored) return response.status(422).json({ error: mediaWords.fileErrors[stored.error] });
      const image = libraryImage(await libraryImages(storage, lang), stored.name);
      if (!image) return response.status(404).json({ error: mediaWords.notFound });
      return response.json({ name: image.name, label: image.label, thumb: image.thumb, alt: image.alt });
    }
    const files = filesOf(request, "file");
    const sent = files.length === 0 ? [undefined] : files;
    const results: { file: string; result: Awaited<ReturnType<typeof storeFile>> }[] = [];
    // One after another: a decode holds a whole picture in memory.
    for (const file of sent.slice(0, pick.fills.length))
      results.push({ file: file?.name ?? "", result: await storeFile(file, response) });
    const names = results.flatMap(({ result }) => ("name" in result ? [result.name] : []));
    const failed = results.filter(({ result }) => "error" in result);
    const extra = sent.slice(pick.fills.length).map((file) => file?.name ?? "");
    if (names.length > 0) {
      const target: PickTarget = {
        ...pick.target,
        fills: pick.target.fills.filter((_fill, index) => "name" in (results[index]?.result ?? {})),
      };
      const placed = await pickImages(storage, target, names, { actor: kit.actor(response), now: services.now() });
      if (!placed.ok) return refuse(response, 400, mediaWords.refusals[placed.problem]);
    }
    if (failed.length === 0 && extra.length === 0)
      // The editor open at the first picture's descriptions, its Spanish one in focus (no
      // fragment: a page opened at one does not focus its autofocus field).
      return response.redirect(
        303,
        `/admin/content/${encodeURIComponent(pick.documentId)}?notice=picturesPlaced&open=${pick.slot.replace(/\.name$/, ".alt")}`,
      );
    // What could not be used is said by file; what could is already in its slot.
    const reasons = [
      ...failed.map(({ file, result }) =>
        fill(mediaWords.upload.fileRefused, {
          file: file || "—",
          reason: "error" in result ? mediaWords.fileErrors[result.error] : "",
        }),
      ),
      ...extra.map((file) => fill(mediaWords.upload.noPlace, { file, count: pick.fills.length })),
    ];
    const alert = [
      names.length > 0 ? counted(lang, mediaWords.upload.placed, names.length) : mediaWords.upload.refused,
      ...reasons,
    ].join(" ");
    // The page after: the slot's new picture marked as current (what was placed is saved).
    const after = names.length > 0 ? await pickOf(request, response) : pick;
    if (!after) return;
    const only = failed.length === 1 && extra.length === 0 ? failed[0]?.result : undefined;
    return showLibrary(request, response, after, {
      status: 422,
      upload: { ...blankUpload, fileError: only && "error" in only ? only.error : null },
      alert,
    });
  };

  /** Choosing an image for a slot without a script: saved in the document's draft, back to the slot. */
  router.post(
    "/media/pick",
    handle(async (request, response) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const target = await pickTarget(storage, body.document, body.slot, services.now());
      const refused = (problem: PickProblem) => {
        log.warn({ event: "studio_pick_refused", problem, document: String(body.document ?? "").slice(0, 80) });
        refuse(response, 400, copy(response).refusals[problem]);
      };
      if ("problem" in target) return refused(target.problem);
      const result = await pickImage(storage, target, body.image, { actor: kit.actor(response), now: services.now() });
      if (!result.ok) return refused(result.problem);
      response.redirect(303, editorHref(target.state.def.id, target.slot, "?notice=saved"));
    }),
  );

  router.get(
    "/media/:name",
    handle(async (request, response) => {
      const pick = await pickOf(request, response);
      if (pick !== undefined) await showImage(request, response, String(request.params.name), pick);
    }),
  );

  /** An upload's alternative texts: Spanish required, the others checked when written. */
  router.post(
    "/media/:name/alt",
    handle(async (request, response) => {
      const pick = await pickOf(request, response);
      if (pick === undefined) return;
      const name = String(request.params.name);
      const mediaWords = copy(response);
      const all = await libraryImages(storage, "es");
      const image = isPictureName(name) ? libraryImage(all, name) : null;
      if (!image?.upload) return refuse(response, 404, mediaWords.notFound);
      const alt = postedAlt((request.body ?? {}) as Record<string, unknown>);
      const texts = parseAlt(alt);
      if (!texts)
        return showImage(request, response, name, pick, {
          status: 422,
          alert: mediaWords.alt.refused,
          altForm: { values: alt, errors: altErrors(alt) },
        });
      if (!(await setMediaAlt(storage, name, texts))) return refuse(response, 404, mediaWords.notFound);
      log.info({ event: "media_alt_saved", media: name, actor: kit.actor(response) });
      response.redirect(303, withPick(`/admin/content/media/${name}?saved=1`, pick));
    }),
  );

  /** Deleting an upload no live, draft or scheduled version uses (asked first: the button is on `?delete=1`). */
  router.post(
    "/media/:name/delete",
    handle(async (request, response) => {
      const pick = await pickOf(request, response);
      if (pick === undefined) return;
      const name = String(request.params.name);
      const mediaWords = copy(response);
      if (!isPictureName(name)) return refuse(response, 404, mediaWords.notFound);
      const result = await deleteMedia(storage, name, services.now());
      if (result.deleted) {
        log.info({ event: "media_deleted", media: name, actor: kit.actor(response) });
        return response.redirect(303, withPick("/admin/content/media?deleted=1", pick));
      }
      if (result.reason === "missing") {
        const site = libraryImage(await libraryImages(storage, "es"), name);
        if (site) return showImage(request, response, name, pick, { status: 400, alert: mediaWords.remove.siteImage });
        return showLibrary(request, response, pick, { status: 404, alert: mediaWords.remove.gone });
      }
      return showImage(request, response, name, pick, {
        status: 409,
        alert: counted(kit.contextOf(response).lang, mediaWords.remove.inUse, result.uses.length),
      });
    }),
  );
}
