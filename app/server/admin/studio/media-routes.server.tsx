import type { Response, Router } from "express";
import { altErrors, listMedia, parseAlt, processImage, saveMedia } from "../../content/media.server";
import { uploadsOf } from "../body.server";
import { handle, sendPage } from "../kit.server";
import type { StudioKit } from "./kit.server";
import { type MediaForm, mediaPage } from "./media-page.server";

/** The media library at /admin/content/media: the uploads, and a new one. */
export function mediaRoutes(router: Router, kit: StudioKit) {
  const { storage, services } = kit;
  const showMedia = async (response: Response, status: number, form: MediaForm, uploaded: string | null) =>
    sendPage(
      response,
      status,
      mediaPage(kit.contextOf(response), await listMedia(storage), form, uploaded ? { uploaded } : null),
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
        createdBy: kit.actor(response),
        now: services.now(),
      });
      response.redirect(303, `/admin/content/media?uploaded=${encodeURIComponent(saved.id)}`);
    }),
  );
}
