import type { Request, Response } from "express";
import { type Language, languages } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import { log } from "~/platform/observability/log.server";
import { filesOf, type UploadedFile, uploadsOf } from "~/server/admin/body.server";
import { counted } from "~/server/admin/plural.server";
import type { StudioKit } from "~/server/admin/studio/studio-kit.server";
import { altErrors, processImage, saveMedia, validAlt } from "~/server/content/media.server";
import { libraryImage, libraryImages } from "./media-library.server";
import { blankUpload, type PickMode, type UploadForm, withPick } from "./media-page.server";
import { type PickTarget, pickImages } from "./media-pick.server";
import { mediaWordsOf, pickOf, refuse, showImage, showLibrary } from "./media-replies.server";

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

/** What is wrong with a sent file before it is decoded, if anything. */
const fileProblem = (file: UploadedFile | undefined): "missing" | "empty" | "tooLarge" | null =>
  !file || (file.data.length === 0 && !file.name)
    ? "missing"
    : file.data.length === 0
      ? "empty"
      : file.truncated
        ? "tooLarge"
        : null;

export const postedAlt = (body: Record<string, unknown>): Partial<Record<Language, string>> =>
  Object.fromEntries(
    languages.flatMap((lang) => {
      const value = body[`alt.${lang}`];
      return typeof value === "string" ? [[lang, value]] : [];
    }),
  );

/** An upload to the library (no slot): stored when usable, then its page asks for the texts it lacks. */
export async function uploadToLibrary(kit: StudioKit, request: Request, response: Response) {
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
    return showLibrary(kit, request, response, null, { status: 422, upload: form });
  }
  const saved = await saveMedia(kit.storage, processed, {
    alt: validAlt(alt),
    originalName: file.name,
    createdBy: kit.actor(response),
    now: kit.services.now(),
  });
  log.info({ event: "media_uploaded", media: saved.id, created: saved.created, actor: kit.actor(response) });
  const errors = altErrors(alt);
  if (Object.keys(errors).length > 0) {
    const mediaWords = mediaWordsOf(kit, response);
    return showImage(kit, request, response, saved.id, null, {
      status: 422,
      alert: errors.es === "required" && !alt.es?.trim() ? mediaWords.alt.askSpanish : mediaWords.alt.refused,
      altForm: { values: alt, errors },
    });
  }
  response.redirect(303, withPick(`/admin/content/media/${saved.id}?${saved.created ? "uploaded=1" : "same=1"}`, null));
}

type Stored = { name: string } | { error: UploadForm["fileError"] & string };

/** Stores one sent file, or says what is wrong with it. */
async function storeFile(kit: StudioKit, file: UploadedFile | undefined, response: Response): Promise<Stored> {
  const problem = fileProblem(file);
  if (problem || !file) return { error: problem ?? "missing" };
  const processed = await processImage(file.data);
  if ("error" in processed) return { error: processed.error };
  const saved = await saveMedia(kit.storage, processed, {
    alt: validAlt({}),
    originalName: file.name,
    createdBy: kit.actor(response),
    now: kit.services.now(),
  });
  log.info({ event: "media_uploaded", media: saved.id, created: saved.created, actor: kit.actor(response) });
  return { name: saved.id };
}

/** The editor's script, one file at a time: the picture stored and described back in JSON, the draft left to the form. */
async function uploadForScript(kit: StudioKit, request: Request, response: Response) {
  const mediaWords = mediaWordsOf(kit, response);
  const stored = await storeFile(kit, uploadsOf(request).get("file"), response);
  if ("error" in stored) return response.status(422).json({ error: mediaWords.fileErrors[stored.error] });
  const image = libraryImage(await libraryImages(kit.storage, kit.contextOf(response).lang), stored.name);
  if (!image) return response.status(404).json({ error: mediaWords.notFound });
  return response.json({ name: image.name, label: image.label, thumb: image.thumb, alt: image.alt });
}

/** An upload from a slot: see the top of this file. */
export async function uploadIntoSlots(kit: StudioKit, request: Request, response: Response, pick: PickMode) {
  if (request.get("accept")?.includes("application/json")) return uploadForScript(kit, request, response);
  const mediaWords = mediaWordsOf(kit, response);
  const files = filesOf(request, "file");
  const sent = files.length === 0 ? [undefined] : files;
  const results: { file: string; result: Stored }[] = [];
  // One after another: a decode holds a whole picture in memory.
  for (const file of sent.slice(0, pick.fills.length))
    results.push({ file: file?.name ?? "", result: await storeFile(kit, file, response) });
  const names = results.flatMap(({ result }) => ("name" in result ? [result.name] : []));
  const failed = results.filter(({ result }) => "error" in result);
  const extra = sent.slice(pick.fills.length).map((file) => file?.name ?? "");
  if (names.length > 0) {
    const target: PickTarget = {
      ...pick.target,
      fills: pick.target.fills.filter((_fill, index) => "name" in (results[index]?.result ?? {})),
    };
    const now = kit.services.now();
    const placed = await pickImages(kit.storage, target, names, { actor: kit.actor(response), now });
    if (!placed.ok) return refuse(kit, response, 400, mediaWords.refusals[placed.problem]);
  }
  if (failed.length === 0 && extra.length === 0)
    // The editor open at the first picture's descriptions, its Spanish one in focus (no
    // fragment: a page opened at one does not focus its autofocus field).
    return response.redirect(
      303,
      `/admin/content/${encodeURIComponent(pick.documentId)}?notice=picturesPlaced&open=${pick.slot.replace(/\.name$/, ".alt")}`,
    );
  // The page after: the slot's new picture marked as current (what was placed is saved).
  const after = names.length > 0 ? await pickOf(kit, request, response) : pick;
  if (!after) return;
  const only = failed.length === 1 && extra.length === 0 ? failed[0]?.result : undefined;
  return showLibrary(kit, request, response, after, {
    status: 422,
    upload: { ...blankUpload, fileError: only && "error" in only ? only.error : null },
    alert: uploadAlert(kit, response, { placed: names.length, failed, extra, room: pick.fills.length }),
  });
}

/** What an upload into slots placed, and each file it could not use, by name; what could is already in its slot. */
function uploadAlert(
  kit: StudioKit,
  response: Response,
  upload: { placed: number; failed: { file: string; result: Stored }[]; extra: string[]; room: number },
): string {
  const mediaWords = mediaWordsOf(kit, response);
  const reasons = [
    ...upload.failed.map(({ file, result }) =>
      fill(mediaWords.upload.fileRefused, {
        file: file || "—",
        reason: "error" in result ? mediaWords.fileErrors[result.error] : "",
      }),
    ),
    ...upload.extra.map((file) => fill(mediaWords.upload.noPlace, { file, count: upload.room })),
  ];
  return [
    upload.placed > 0
      ? counted(kit.contextOf(response).lang, mediaWords.upload.placed, upload.placed)
      : mediaWords.upload.refused,
    ...reasons,
  ].join(" ");
}
