import sharp from "sharp";
import { expect } from "vitest";

/**
 * The content studio's media library as its tests use it (app/server/admin/studio/media/): the
 * FAQ's image slot, a picture to upload, and an upload through the library's form.
 */

/** The FAQ's opening picture: an image slot of a content page. */
export const slot = "blocks.0.image.name";
export const altPath = "blocks.0.image.alt";
export const anchor = "f-s-blocks-0-image-name";
export const pickQuery = `pick=page.faq&slot=${encodeURIComponent(slot)}`;

/** A photograph-like picture of a colour, small enough to be made quickly (520 px wide). */
export const picture = (background: string, format: "jpeg" | "png" = "jpeg") =>
  sharp({ create: { width: 520, height: 390, channels: 3, background } })
    [format]()
    .toBuffer();

/** A signed-in staff member, as far as an upload needs one (tests/support/back-office.ts). */
type Staff = {
  postMultipart: (path: string, fill: (form: FormData) => void, lang?: string) => Promise<Response>;
};

/** A staff member who also uploads from the library's form: the file and the alternative texts given. */
export function withUpload<Member extends Staff>(staff: Member) {
  const upload = (
    file: { bytes: Buffer; name: string; type?: string },
    alt: Partial<Record<string, string>>,
    options: { query?: string; lang?: string } = {},
  ) =>
    staff.postMultipart(
      `/admin/content/media${options.query ? `?${options.query}` : ""}`,
      (form) => {
        for (const [lang, text] of Object.entries(alt)) form.append(`alt.${lang}`, text ?? "");
        form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/jpeg" }), file.name);
      },
      options.lang,
    );
  return { ...staff, upload };
}

/** Uploads a picture with only its Spanish text and answers its name. */
export async function uploadedWithSpanish(studio: ReturnType<typeof withUpload>, colour = "#8a5a3c") {
  const response = await studio.upload(
    { bytes: await picture(colour), name: "salón.jpg" },
    { es: "Alfombra terracota en un salón" },
  );
  expect(response.status).toBe(303);
  return /\/media\/(m-[0-9a-f]{16}-\d+x\d+)/.exec(response.headers.get("location") ?? "")?.[1] ?? "";
}
