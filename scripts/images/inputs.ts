/**
 * What the site's images are drawn from, shared by scripts/images.ts and scripts/social-images.ts:
 * the photographs, the art generator, the per-output caches and the digest of all of it.
 *
 * public/img/.manifest.json holds `drawingDigest()` of the sources that drew the files beside it,
 * and a copy of every full drawing is kept by that digest under node_modules/.cache: a build whose
 * sources match draws nothing. (The files are not committed: about 17 MB, and as much again in
 * the history at every change of the art.) Everything hashed here is file content, never file
 * times, so a checkout, a copy or another machine with the same sharp agrees.
 */
import { createHash } from "node:crypto";
import { cp, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { isCollectionSpec } from "../../app/content/collection-images.ts";
import type { DeclaredImage } from "../../app/content/images.ts";
import { ART_VERSION, renderArt } from "./art.ts";
import {
  COLLECTION_PICTURES_VERSION,
  collectionPictureSources,
  renderCollectionPicture,
} from "./collection-pictures.ts";

export const root = path.resolve(import.meta.dirname, "../..");
export const publicDir = path.join(root, "public");
export const imgDir = path.join(publicDir, "img");
const photoDir = path.join(root, "assets", "photos");
const artDir = import.meta.dirname;
const manifestPath = path.join(imgDir, ".manifest.json");
/** Full drawings kept between builds, one folder per digest (IMAGES_CACHE_DIR to keep them elsewhere). */
const keptDir = process.env.IMAGES_CACHE_DIR ?? path.join(root, "node_modules", ".cache", "site-images");
/** How many drawings are kept: a few, so switching between branches does not draw again. */
const keptDrawings = 3;
const photoExts = ["jpg", "jpeg", "png", "webp", "avif"];

/** The brand serif the share images are set in (see scripts/social-images.ts). */
export const fontWoff = path.join(
  root,
  "node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff",
);

/**
 * Every file the drawing reads or is made of: its code, the image list, the copy and logo on the
 * share images, the font. Photographs (assets/photos/) are added by `drawingDigest`.
 */
const drawingFiles = [
  "scripts/images.ts",
  "scripts/social-images.ts",
  "app/content/images.ts",
  "app/content/collection-images.ts",
  "app/content/sample-facts.ts",
  ...collectionPictureSources,
  "app/site/social.ts",
  "app/site/config.ts",
  "public/favicon.svg",
  path.relative(root, fontWoff),
];

export type Source = { kind: "photo"; file: string; hash: string } | { kind: "art" };

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

export async function findPhoto(name: string): Promise<Source> {
  for (const ext of photoExts) {
    const file = path.join(photoDir, `${name}.${ext}`);
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile()) return { kind: "photo", file, hash: sha256(await readFile(file)) };
  }
  return { kind: "art" };
}

/**
 * The collection pictures' own files in scripts/images/: collection-*.ts (the pictures, the 3D
 * kit) and catalogue-*.ts (the rooms, their furniture, the rug).
 */
const isCollectionDrawing = (file: string) => file.startsWith("collection-") || file.startsWith("catalogue-");

/**
 * Hash of everything a kind of drawing is made of, so editing it invalidates the cache: the
 * motifs' art (art.ts and what it uses), or the collection's pictures (isCollectionDrawing, the
 * kit and the tufting pass they share, and the app's modules they draw with). Each kind leaves
 * out the other's files, so changing the collection's drawing does not draw the site's images again.
 */
export async function artFingerprint(kind: "motif" | "collection" = "motif"): Promise<string> {
  const collection = kind === "collection";
  const hash = createHash("sha256").update(
    collection ? `collection-v${COLLECTION_PICTURES_VERSION}` : `art-v${ART_VERSION}`,
  );
  // This file only loads and keeps drawings: editing it draws no picture differently.
  const artFiles = (await readdir(artDir)).filter(
    (f) =>
      f.endsWith(".ts") &&
      f !== path.basename(import.meta.filename) &&
      (collection ? isCollectionDrawing(f) || f === "kit.ts" || f === "texture.ts" : !isCollectionDrawing(f)),
  );
  for (const file of artFiles.sort()) {
    hash.update(file).update(await readFile(path.join(artDir, file)));
  }
  if (collection) {
    for (const file of collectionPictureSources) hash.update(file).update(await readFile(path.join(root, file)));
  }
  return hash.digest("hex");
}

export async function loadPixels(spec: DeclaredImage, source: Source): Promise<Buffer> {
  if (source.kind === "art") return isCollectionSpec(spec) ? renderCollectionPicture(spec) : renderArt(spec);
  const meta = await sharp(source.file).metadata();
  const w = meta.autoOrient?.width ?? meta.width ?? 0;
  const h = meta.autoOrient?.height ?? meta.height ?? 0;
  if (w < spec.width || h < spec.height) {
    console.warn(
      `images: warning: ${path.relative(root, source.file)} is ${w}x${h}, smaller than ${spec.width}x${spec.height}; upscaling`,
    );
  }
  return sharp(source.file)
    .rotate()
    .resize(spec.width, spec.height, { fit: "cover", position: "centre" })
    .flatten({ background: "#F4EFE7" })
    .toColourspace("srgb")
    .removeAlpha()
    .raw()
    .toBuffer();
}

export type Cache = { version: 2; entries: Record<string, string> };

/** A build cache of input hashes by output name; empty when missing, unreadable or of file times (v1). */
export async function readCache(file: string): Promise<Cache> {
  try {
    const parsed = JSON.parse(await readFile(file, "utf8")) as Cache;
    if (parsed.version === 2 && parsed.entries) return parsed;
  } catch {}
  return { version: 2, entries: {} };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** One hash of every input of every drawn file, and of the sharp (libvips, encoders) that draws them. */
export async function drawingDigest(): Promise<string> {
  const files = [...drawingFiles, ...(await filesUnder(artDir)), ...(await filesUnder(photoDir))];
  const hash = createHash("sha256").update(`${JSON.stringify(sharp.versions)}\n`);
  for (const file of files) hash.update(`${file}:${sha256(await readFile(path.join(root, file)))}\n`);
  return hash.digest("hex");
}

type Manifest = { digest: string; sharp: string };

export async function readManifest(): Promise<Manifest | undefined> {
  try {
    return JSON.parse(await readFile(manifestPath, "utf8")) as Manifest;
  } catch {
    return undefined;
  }
}

export async function writeManifest(digest: string): Promise<void> {
  const manifest: Manifest = { digest, sharp: sharp.versions.sharp };
  await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Puts the drawing kept for `digest` in public/img, in place of what is there; false if none is kept. */
export async function restoreDrawing(digest: string): Promise<boolean> {
  const kept = path.join(keptDir, digest);
  if (!(await stat(kept).catch(() => undefined))?.isDirectory()) return false;
  await rm(imgDir, { recursive: true, force: true });
  await cp(kept, imgDir, { recursive: true });
  return true;
}

/** Keeps a copy of public/img, drawn from sources of `digest`, and forgets the oldest drawings. */
export async function keepDrawing(digest: string): Promise<void> {
  const kept = path.join(keptDir, digest);
  if (await stat(kept).catch(() => undefined)) {
    const now = new Date();
    await utimes(kept, now, now); // the drawings kept are the ones used last
    return;
  }
  await mkdir(keptDir, { recursive: true });
  // Copied aside and renamed, so a folder named by a digest is always complete.
  const partial = `${kept}.partial-${process.pid}`;
  await cp(imgDir, partial, { recursive: true });
  // Another build may have kept the same drawing meanwhile: then this copy is not needed.
  await rename(partial, kept).catch(() => rm(partial, { recursive: true, force: true }));
  const drawings = await Promise.all(
    (await readdir(keptDir, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory() && /^[0-9a-f]{64}$/.test(entry.name))
      .map(async (entry) => ({
        dir: path.join(keptDir, entry.name),
        at: (await stat(path.join(keptDir, entry.name))).mtimeMs,
      })),
  );
  for (const { dir } of drawings.sort((a, b) => b.at - a.at).slice(keptDrawings))
    await rm(dir, { recursive: true, force: true });
}
