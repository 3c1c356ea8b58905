import type { Router } from "express";
import { isPictureName } from "~/content/media-names";
import { log } from "~/platform/observability/log.server";
import { handle } from "~/server/admin/kit.server";
import { counted } from "~/server/admin/plural.server";
import type { StudioKit } from "~/server/admin/studio/studio-kit.server";
import { altErrors, parseAlt, setMediaAlt } from "~/server/content/media.server";
import { deleteMedia } from "~/server/content/media-uses.server";
import { libraryImage, libraryImages } from "./media-library.server";
import { editorHref, withPick } from "./media-page.server";
import { type PickProblem, pickImage, pickTarget } from "./media-pick.server";
import { mediaWordsOf, pickOf, refuse, showImage, showLibrary } from "./media-replies.server";
import { postedAlt, uploadIntoSlots, uploadToLibrary } from "./media-uploads.server";

/** The library, an upload to it or into a slot (media-uploads.server.ts), and choosing an image for a slot. */
function libraryRoutes(router: Router, kit: StudioKit) {
  const { storage, services } = kit;
  router.get(
    "/media",
    handle(async (request, response) => {
      const pick = await pickOf(kit, request, response);
      if (pick !== undefined) await showLibrary(kit, request, response, pick);
    }),
  );

  router.post(
    "/media",
    handle(async (request, response) => {
      const pick = await pickOf(kit, request, response);
      if (pick === undefined) return;
      if (pick) return uploadIntoSlots(kit, request, response, pick);
      return uploadToLibrary(kit, request, response);
    }),
  );

  /** Choosing an image for a slot without a script: saved in the document's draft, back to the slot. */
  router.post(
    "/media/pick",
    handle(async (request, response) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const target = await pickTarget(storage, body.document, body.slot, services.now());
      const refused = (problem: PickProblem) => {
        log.warn({ event: "studio_pick_refused", problem, document: String(body.document ?? "").slice(0, 80) });
        refuse(kit, response, 400, mediaWordsOf(kit, response).refusals[problem]);
      };
      if ("problem" in target) return refused(target.problem);
      const result = await pickImage(storage, target, body.image, { actor: kit.actor(response), now: services.now() });
      if (!result.ok) return refused(result.problem);
      response.redirect(303, editorHref(target.state.def.id, target.slot, "?notice=saved"));
    }),
  );
}

/** An image's page, an upload's alternative texts, and deleting an upload. */
function imageRoutes(router: Router, kit: StudioKit) {
  const { storage, services } = kit;
  router.get(
    "/media/:name",
    handle(async (request, response) => {
      const pick = await pickOf(kit, request, response);
      if (pick !== undefined) await showImage(kit, request, response, String(request.params.name), pick);
    }),
  );

  /** An upload's alternative texts: Spanish required, the others checked when written. */
  router.post(
    "/media/:name/alt",
    handle(async (request, response) => {
      const pick = await pickOf(kit, request, response);
      if (pick === undefined) return;
      const name = String(request.params.name);
      const mediaWords = mediaWordsOf(kit, response);
      const all = await libraryImages(storage, "es");
      const image = isPictureName(name) ? libraryImage(all, name) : null;
      if (!image?.upload) return refuse(kit, response, 404, mediaWords.notFound);
      const alt = postedAlt((request.body ?? {}) as Record<string, unknown>);
      const texts = parseAlt(alt);
      if (!texts)
        return showImage(kit, request, response, name, pick, {
          status: 422,
          alert: mediaWords.alt.refused,
          altForm: { values: alt, errors: altErrors(alt) },
        });
      if (!(await setMediaAlt(storage, name, texts))) return refuse(kit, response, 404, mediaWords.notFound);
      log.info({ event: "media_alt_saved", media: name, actor: kit.actor(response) });
      response.redirect(303, withPick(`/admin/content/media/${name}?saved=1`, pick));
    }),
  );

  /** Deleting an upload no live, draft or scheduled version uses (asked first: the button is on `?delete=1`). */
  router.post(
    "/media/:name/delete",
    handle(async (request, response) => {
      const pick = await pickOf(kit, request, response);
      if (pick === undefined) return;
      const name = String(request.params.name);
      const mediaWords = mediaWordsOf(kit, response);
      if (!isPictureName(name)) return refuse(kit, response, 404, mediaWords.notFound);
      const result = await deleteMedia(storage, name, services.now());
      if (result.deleted) {
        log.info({ event: "media_deleted", media: name, actor: kit.actor(response) });
        return response.redirect(303, withPick("/admin/content/media?deleted=1", pick));
      }
      if (result.reason === "missing") {
        const site = libraryImage(await libraryImages(storage, "es"), name);
        if (site)
          return showImage(kit, request, response, name, pick, { status: 400, alert: mediaWords.remove.siteImage });
        return showLibrary(kit, request, response, pick, { status: 404, alert: mediaWords.remove.gone });
      }
      return showImage(kit, request, response, name, pick, {
        status: 409,
        alert: counted(kit.contextOf(response).lang, mediaWords.remove.inUse, result.uses.length),
      });
    }),
  );
}

/**
 * The media library at /admin/content/media: every image (the site's and the uploads) with search,
 * each image's page (sizes, alternative texts, uses, delete when unused), uploads, and pick mode
 * (`?pick=<document>&slot=<path>`), in which choosing an image saves it in that slot of the
 * document's draft and goes back to the slot in the editor.
 */
export function mediaRoutes(router: Router, kit: StudioKit) {
  libraryRoutes(router, kit);
  imageRoutes(router, kit);
}
