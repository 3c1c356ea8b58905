import type { default as Sharp } from "sharp";

/** The largest room picture accepted with a quote request, and its longest side. */
export const roomPictureLimits = { bytes: 5 * 1024 * 1024, side: 4096 } as const;

/** A room picture as stored with its lead: decoded, checked, and written again without metadata. */
export type RoomPicture = { contentType: "image/jpeg" | "image/png"; width: number; height: number; data: Buffer };

export type RoomPictureCheck =
  | { ok: true; picture: RoomPicture }
  | { ok: false; reason: "tooLarge" | "notAnImage" | "format" | "dimensions" };

/**
 * sharp, loaded by the first room picture: the processes and tests that import the intake but
 * never see a picture do not pay for loading the library.
 */
let sharpLoaded: Promise<typeof Sharp> | undefined;
function loadSharp() {
  sharpLoaded ??= import("sharp").then((module) => module.default);
  return sharpLoaded;
}

/**
 * Checks a posted room picture by decoding it, whatever its name or declared type says: a PNG or
 * JPEG of at most 5 MB and 4096 pixels a side. The picture kept is written again from its pixels
 * (JPEG or PNG as sent), so no metadata of the visitor's camera (its place, its owner) is stored.
 */
export async function checkRoomPicture(file: Blob): Promise<RoomPictureCheck> {
  if (file.size > roomPictureLimits.bytes) return { ok: false, reason: "tooLarge" };
  const bytes = Buffer.from(await file.arrayBuffer());
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    // The header first: a decompression bomb is refused before any pixel is decoded.
    const metadata = await (await loadSharp())(bytes).metadata();
    format = metadata.format;
    width = metadata.width ?? 0;
    height = metadata.height ?? 0;
  } catch {
    return { ok: false, reason: "notAnImage" };
  }
  if (format !== "jpeg" && format !== "png") return { ok: false, reason: "format" };
  if (width < 1 || height < 1 || width > roomPictureLimits.side || height > roomPictureLimits.side)
    return { ok: false, reason: "dimensions" };
  try {
    const image = (await loadSharp())(bytes, {
      limitInputPixels: roomPictureLimits.side ** 2,
      failOn: "error",
    }).rotate();
    const data =
      format === "jpeg"
        ? await image.jpeg({ quality: 88, mozjpeg: true }).toBuffer()
        : await image.png({ compressionLevel: 8 }).toBuffer();
    return {
      ok: true,
      picture: { contentType: format === "jpeg" ? "image/jpeg" : "image/png", width, height, data },
    };
  } catch {
    return { ok: false, reason: "notAnImage" };
  }
}
