import type { Request, Response } from "express";
import { isPictureName } from "~/content/media-names";
import { valueAt } from "~/content/text-units";
import { fill } from "~/i18n/translate";
import { sendPage } from "~/server/admin/kit.server";
import { messagePage } from "~/server/admin/sign-in-pages.server";
import { pathLabel } from "~/server/admin/studio/editor/editor-fields.server";
import { documentName } from "~/server/admin/studio/names.server";
import type { StudioKit } from "~/server/admin/studio/studio-kit.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import { imageUses } from "~/server/content/media-uses.server";
import { type AltForm, mediaDetailPage } from "./media-detail-page.server";
import { libraryImage, libraryImages, searchLibrary } from "./media-library.server";
import { blankUpload, mediaLibraryPage, type PickMode, type UploadForm } from "./media-page.server";
import { pickTarget } from "./media-pick.server";
import { type MediaCopy, mediaCopy } from "./media-words.server";

/**
 * How the media routes answer: in the staff member's words, with a refusal, the library's page or
 * an image's page, each in the pick mode the request asks for.
 */

export const mediaWordsOf = (kit: StudioKit, response: Response): MediaCopy => mediaCopy[kit.contextOf(response).lang];

/** A slot's place in words, for the upload's hint ("Colorido Arena › Desde arriba"). */
const slotName = (slot: string, es: unknown, words: (typeof studioCopy)[keyof typeof studioCopy]) =>
  pathLabel(slot.replace(/\.name$/, ""), es, words);

/** A refusal in words, nothing changed: a page of its own with the way back. */
export function refuse(kit: StudioKit, response: Response, status: number, message: string) {
  const context = kit.contextOf(response);
  sendPage(response, status, messagePage(context, message, { href: "/admin/content", label: context.t.nav.content }));
}

/**
 * The pick mode a request asks for, in words, or null when it asks for none; a document or slot
 * that does not exist (a forged or stale link) is refused here with 400 and answers `undefined`.
 */
export async function pickOf(
  kit: StudioKit,
  request: Request,
  response: Response,
): Promise<PickMode | null | undefined> {
  const { pick, slot } = request.query;
  if (pick === undefined && slot === undefined) return null;
  const target = await pickTarget(kit.storage, pick, slot, kit.services.now());
  if ("problem" in target) {
    refuse(kit, response, 400, mediaWordsOf(kit, response).refusals[target.problem]);
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
}

/** The library: every image, or those a search (`?q`) finds, with the upload's form. */
export async function showLibrary(
  kit: StudioKit,
  request: Request,
  response: Response,
  pick: PickMode | null,
  options: { status?: number; upload?: UploadForm; alert?: string } = {},
) {
  const mediaWords = mediaWordsOf(kit, response);
  const query = typeof request.query.q === "string" ? request.query.q.slice(0, 200) : "";
  const all = await libraryImages(kit.storage, kit.contextOf(response).lang);
  sendPage(
    response,
    options.status ?? 200,
    mediaLibraryPage(kit.contextOf(response), {
      images: searchLibrary(all, query),
      total: all.length,
      query,
      uses: await imageUses(kit.storage.db, kit.services.now()),
      pick,
      notice: request.query.deleted === "1" ? mediaWords.remove.deleted : null,
      upload: options.upload ?? blankUpload,
      ...(options.alert ? { status: options.alert } : {}),
    }),
  );
}

/** What an image's page says of what was just done to it (`?uploaded`, `?saved`, `?same`). */
function imageNotice(request: Request, mediaWords: MediaCopy, missingLanguages: string[]): string | null {
  const missing = missingLanguages.join(", ");
  if (request.query.uploaded === "1")
    return missingLanguages.length === 0
      ? mediaWords.alt.complete
      : fill(mediaWords.alt.askMissing, { languages: missing });
  if (request.query.saved === "1")
    return missingLanguages.length === 0
      ? mediaWords.alt.saved
      : `${mediaWords.alt.saved} ${fill(mediaWords.alt.askMissing, { languages: missing })}`;
  return request.query.same === "1" ? mediaWords.alt.sameImage : null;
}

/** An image's page: its sizes, alternative texts and uses, and its delete. */
export async function showImage(
  kit: StudioKit,
  request: Request,
  response: Response,
  name: string,
  pick: PickMode | null,
  options: { status?: number; notice?: string; alert?: string; altForm?: AltForm } = {},
) {
  const mediaWords = mediaWordsOf(kit, response);
  const all = await libraryImages(kit.storage, kit.contextOf(response).lang);
  const image = isPictureName(name) ? libraryImage(all, name) : null;
  if (!image) return refuse(kit, response, 404, mediaWords.notFound);
  const missing = image.missing.map((lang) => mediaWords.languages[lang]);
  sendPage(
    response,
    options.status ?? 200,
    mediaDetailPage(kit.contextOf(response), {
      image,
      uses: (await imageUses(kit.storage.db, kit.services.now())).get(image.name) ?? [],
      pick,
      notice: options.notice ?? imageNotice(request, mediaWords, missing),
      alert: options.alert ?? null,
      altForm: options.altForm ?? null,
      confirmDelete: request.query.delete === "1",
    }),
  );
}
