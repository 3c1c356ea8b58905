import { createHash } from "node:crypto";
import type { Metadata, OutputInfo, default as Sharp } from "sharp";
import { widthsUpTo } from "~/content/images";
import { isMediaName, type MediaName, mediaName, mediaSize } from "~/content/media-names";
import { type Language, languages } from "~/i18n/languages";
import type { Storage } from "~/platform/db/db.server";
import type { Database } from "~/platform/db/schema.server";

/**
 * Uploaded images for the content studio. An upload is checked by decoding it (never by its
 * name or declared type), turned upright, stripped of its metadata (EXIF, GPS, camera) and made
 * into the site's responsive files, AVIF and WebP at each width, which are stored in the
 * database so every instance serves them and backups carry them.
 */

export const maxUploadBytes = 20 * 1024 * 1024;
/** Decoding is refused above this (a small file can declare a huge image: a decompression bomb). */
export const maxInputPixels = 40_000_000;
/**
 * An image's long side at most this many times its short side. The site's own pictures go from
 * 4:5 to 3.2:1 (the factory panorama); a longer strip suits no image slot, and an extreme one
 * cannot be made at all (480 x 83000 has fewer pixels than the limit, but WebP files stop at
 * 16383 pixels a side). Within it, the largest file made is 2400 x 9600.
 */
export const maxAspectRatio = 4;
/** Narrower than the site's smallest width, an image would be stretched wherever it is shown. */
export const minUploadWidth = 480;
/** The largest file is the original's size, made at most this wide (the site's largest width). */
export const maxMediaWidth = 2400;

const acceptedFormats = new Set(["jpeg", "png", "webp"]);

/**
 * The build's settings (scripts/images.ts), except AVIF effort 3 instead of 4: measured on this
 * 2-core machine, a 2400x1600 photograph takes ~1.5 s instead of ~6-9 s, for AVIF files 0-18%
 * larger. Lanczos3 as in the build.
 */
const encoding = {
  avif: { quality: 50, effort: 3, chromaSubsampling: "4:2:0" },
  webp: { quality: 72, effort: 4 },
} as const;
/**
 * Files encoded at once in this process, whatever the number of uploads: one per core. sharp
 * runs on libuv's pool (four threads); taking all four would stall everyone else's file reads
 * and password hashes meanwhile.
 */
const encodeSlots = slots(2);

export type MediaFile = { file: string; contentType: string; data: Buffer };
export type ProcessedImage = { id: MediaName; width: number; height: number; files: MediaFile[] };
export type UploadError =
  | "tooLarge"
  | "tooManyPixels"
  | "outOfProportion"
  | "notAnImage"
  | "unsupportedFormat"
  | "tooSmall";

const decodeOptions = { limitInputPixels: maxInputPixels, failOn: "error" } as const;

/**
 * sharp, loaded by the first upload: most processes and tests that import this module never
 * decode a picture, and loading the library costs each of them about 0.3 s.
 */
let sharpLoaded: Promise<typeof Sharp> | undefined;
const loadSharp = () => {
  sharpLoaded ??= import("sharp").then((module) => module.default);
  return sharpLoaded;
};

export async function processImage(bytes: Buffer): Promise<ProcessedImage | { error: UploadError }> {
  if (bytes.length > maxUploadBytes) return { error: "tooLarge" };
  const sharp = await loadSharp();
  const rawImage = ({ data, info }: { data: Buffer; info: OutputInfo }) =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, decodeOptions).metadata();
  } catch (error) {
    return { error: isPixelLimit(error) ? "tooManyPixels" : "notAnImage" };
  }
  if (!acceptedFormats.has(metadata.format)) return { error: "unsupportedFormat" };
  // The size as shown: EXIF orientation 5-8 swaps width and height.
  const upright = metadata.autoOrient ?? metadata;
  if (upright.width * upright.height > maxInputPixels) return { error: "tooManyPixels" };
  const [short, long] = [upright.width, upright.height].sort((a, b) => a - b) as [number, number];
  if (long > short * maxAspectRatio) return { error: "outOfProportion" };
  if (upright.width < minUploadWidth) return { error: "tooSmall" };

  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(bytes, decodeOptions)
      .rotate()
      .resize({ width: Math.min(upright.width, maxMediaWidth), withoutEnlargement: true, kernel: "lanczos3" })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    // A header that reads well over data that does not (truncated, corrupt) is no image either.
    return { error: isPixelLimit(error) ? "tooManyPixels" : "notAnImage" };
  }
  const { width, height } = pixels.info;
  const opaque = pixels.info.channels === 4 ? (await rawImage(pixels).stats()).isOpaque : true;
  const source =
    opaque && pixels.info.channels === 4
      ? await rawImage(pixels).removeAlpha().raw().toBuffer({ resolveWithObject: true })
      : pixels;

  // Largest first, so the upload does not end on one large file encoding alone.
  const outputs = widthsUpTo(width)
    .reverse()
    .flatMap((fileWidth) => (["avif", "webp"] as const).map((format) => ({ fileWidth, format })));
  const files = await Promise.all(
    outputs.map(({ fileWidth, format }) =>
      encodeSlots(async (): Promise<MediaFile> => {
        const image = rawImage(source);
        const sized =
          fileWidth === width
            ? image
            : image.resize(fileWidth, Math.round((fileWidth * height) / width), { kernel: "lanczos3" });
        const data = await (format === "avif" ? sized.avif(encoding.avif) : sized.webp(encoding.webp)).toBuffer();
        return { file: `${fileWidth}.${format}`, contentType: `image/${format}`, data };
      }),
    ),
  );
  files.sort((a, b) => Number.parseInt(a.file, 10) - Number.parseInt(b.file, 10) || a.file.localeCompare(b.file));
  const hash = createHash("sha256").update(bytes).digest("hex");
  return { id: mediaName(hash, width, height), width, height, files };
}

function isPixelLimit(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/** Runs each job given when one of `count` slots is free, in the order given. */
function slots(count: number) {
  let free = count;
  const waiting: (() => void)[] = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}

/** An upload's alternative text per language; "" where it is not written yet (only Spanish is required). */
export type AltText = Record<Language, string>;
export type AltError = "required" | "tooLong" | "markup";
export const maxAltLength = 200;

/**
 * What is wrong with each language's alternative text, for the form to show beside its field;
 * empty when all are right. Spanish is required; a translation may wait (the upload is kept and
 * its missing languages asked for), but what is written is checked. Values are trimmed before
 * validation; plain text only, since the text goes into `alt` attributes and the studio's lists.
 */
export function altErrors(alt: Partial<Record<string, unknown>>): Partial<Record<Language, AltError>> {
  const errors: Partial<Record<Language, AltError>> = {};
  for (const lang of languages) {
    const value = alt[lang];
    const text = typeof value === "string" ? value.trim() : "";
    if (text.length === 0) {
      if (lang === "es") errors[lang] = "required";
    } else if ([...text].length > maxAltLength) errors[lang] = "tooLong";
    else if (/[<>]/.test(text) || /\p{Cc}/u.test(text)) errors[lang] = "markup";
  }
  return errors;
}

/** The alternative texts trimmed, or null when any is wrong (see `altErrors`). */
export function parseAlt(alt: Partial<Record<string, unknown>>): AltText | null {
  if (Object.keys(altErrors(alt)).length > 0) return null;
  return Object.fromEntries(
    languages.map((lang) => [lang, typeof alt[lang] === "string" ? String(alt[lang]).trim() : ""]),
  ) as AltText;
}

/** The texts of `alt` that are right, "" for the others: what an upload keeps of a form with mistakes. */
export function validAlt(alt: Partial<Record<string, unknown>>): AltText {
  const errors = altErrors(alt);
  return Object.fromEntries(
    languages.map((lang) => [lang, errors[lang] || typeof alt[lang] !== "string" ? "" : String(alt[lang]).trim()]),
  ) as AltText;
}

/** The languages whose alternative text is still to be written. */
export const missingAlt = (alt: AltText): Language[] => languages.filter((lang) => !alt[lang]);

/**
 * Stores an upload and its files, with the alternative texts that are right (the others wait for
 * the form that asks for them). The same image uploaded again (the same id) keeps what was stored
 * first, and takes this upload's texts only for the languages still missing: `created` says
 * whether this call stored it. `bytes` is what its files take in the database.
 */
export async function saveMedia(
  storage: Storage,
  processed: ProcessedImage,
  details: { alt: AltText; originalName: string; createdBy: string; now: Date },
): Promise<{ id: MediaName; created: boolean }> {
  const alt = validAlt(details.alt);
  const bytes = processed.files.reduce((sum, file) => sum + file.data.length, 0);
  const created = await storage.write(async (trx) => {
    const inserted = await trx
      .insertInto("media")
      .values({
        id: processed.id,
        width: processed.width,
        height: processed.height,
        alt: JSON.stringify(alt),
        original_name: fileLabel(details.originalName),
        bytes,
        created_at: details.now.toISOString(),
        created_by: details.createdBy,
      })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      const row = await trx.selectFrom("media").select("alt").where("id", "=", processed.id).executeTakeFirst();
      const stored = row ? parseStoredAlt(row.alt) : alt;
      const merged = Object.fromEntries(languages.map((lang) => [lang, stored[lang] || alt[lang]])) as AltText;
      await trx
        .updateTable("media")
        .set({ alt: JSON.stringify(merged) })
        .where("id", "=", processed.id)
        .execute();
      return false;
    }
    await trx
      .insertInto("media_files")
      .values(
        processed.files.map((file) => ({
          media_id: processed.id,
          file: file.file,
          content_type: file.contentType,
          data: file.data.toString("base64"),
        })),
      )
      .execute();
    return true;
  });
  return { id: processed.id, created };
}

/**
 * The name the file had on the editor's computer, for the studio's list only: its last path
 * segment, without control characters, at most 255 characters (the column's size).
 */
function fileLabel(originalName: string): string {
  const base = originalName.split(/[\\/]/).pop() ?? "";
  const clean = [...base.replace(/\p{Cc}/gu, "").trim()].slice(0, 255).join("");
  return clean || "upload";
}

export async function mediaFile(
  storage: Storage,
  id: string,
  file: string,
): Promise<{ contentType: string; data: Buffer } | null> {
  const row = await storage.db
    .selectFrom("media_files")
    .select(["content_type", "data"])
    .where("media_id", "=", id)
    .where("file", "=", file)
    .executeTakeFirst();
  return row ? { contentType: row.content_type, data: Buffer.from(row.data, "base64") } : null;
}

/**
 * An upload's largest file (its WebP at the upload's own width, at most 2400 px), or null when
 * the name is no upload's or its file is gone: what a picture made from it on the server reads.
 */
export async function largestMediaFile(storage: Storage, id: string): Promise<Uint8Array | null> {
  if (!isMediaName(id)) return null;
  const found = await mediaFile(storage, id, `${mediaSize(id).width}.webp`);
  return found ? new Uint8Array(found.data) : null;
}

export type MediaSummary = {
  id: MediaName;
  width: number;
  height: number;
  alt: AltText;
  originalName: string;
  bytes: number;
  createdAt: string;
  createdBy: string;
};

/** An upload's stored texts, every language present ("" where none is written). */
export function parseStoredAlt(json: string): AltText {
  const stored = JSON.parse(json) as Partial<Record<string, unknown>>;
  return Object.fromEntries(
    languages.map((lang) => [lang, typeof stored[lang] === "string" ? stored[lang] : ""]),
  ) as AltText;
}

type MediaRow = Database["media"];

/** Every upload, newest first. */
export async function listMedia(storage: Storage): Promise<MediaSummary[]> {
  const rows = await storage.db
    .selectFrom("media")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "asc")
    .execute();
  return rows.map(summaryOf);
}

/** One upload, or null when there is none of that name. */
export async function mediaSummary(storage: Storage, id: string): Promise<MediaSummary | null> {
  const row = await storage.db.selectFrom("media").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? summaryOf(row) : null;
}

/** The widths stored for an upload (its `<W>.webp` files), smallest first. */
export async function mediaFileWidths(storage: Storage, id: string): Promise<number[]> {
  const rows = await storage.db
    .selectFrom("media_files")
    .select("file")
    .where("media_id", "=", id)
    .where("file", "like", "%.webp")
    .execute();
  return rows.map((row) => Number.parseInt(row.file, 10)).sort((a, b) => a - b);
}

/** Replaces an upload's alternative texts (checked with `parseAlt` first); false when it no longer exists. */
export async function setMediaAlt(storage: Storage, id: string, alt: AltText): Promise<boolean> {
  const result = await storage.write((trx) =>
    trx
      .updateTable("media")
      .set({ alt: JSON.stringify(alt) })
      .where("id", "=", id)
      .executeTakeFirst(),
  );
  return Number(result.numUpdatedRows) > 0;
}

function summaryOf(row: MediaRow): MediaSummary {
  return {
    id: row.id as MediaName,
    width: row.width,
    height: row.height,
    alt: parseStoredAlt(row.alt),
    originalName: row.original_name,
    bytes: Number(row.bytes),
    createdAt: row.created_at,
    createdBy: row.created_by,
  };
}

export async function mediaExists(storage: Storage, id: string): Promise<boolean> {
  const row = await storage.db.selectFrom("media").select("id").where("id", "=", id).executeTakeFirst();
  return row !== undefined;
}
