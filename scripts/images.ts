/**
 * Build-time image pipeline: `node scripts/images.ts [--force] [name ...]`.
 *
 * For every name in app/content/images.ts, takes the photograph at assets/photos/<name>.<ext>
 * (cover-cropped to the declared size) or else draws deterministic tufted-rug art from its motif
 * and seed, and writes public/img/<name>-<width>.avif and .webp for each of widthsFor(name).
 * When public/img/.manifest.json holds the digest of the sources as they are now
 * (scripts/images/inputs.ts) and every file is there, nothing is drawn; when a drawing of that
 * digest is kept under node_modules/.cache, it is copied in. Otherwise public/img/.cache.json, a
 * hash per name, tells which names changed; only those are drawn again, then
 * scripts/social-images.ts (share images, app icons) does the same for its files, and the
 * manifest takes the new digest and the drawing is kept.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { isCollectionSpec } from "../app/content/collection-images.ts";
import { type DeclaredImage, type ImageName, images, imageUrl, widthsFor } from "../app/content/images.ts";
import {
  artFingerprint,
  drawingDigest,
  findPhoto,
  imgDir,
  keepDrawing,
  loadPixels,
  publicDir,
  readCache,
  readManifest,
  restoreDrawing,
  type Source,
  writeManifest,
} from "./images/inputs.ts";
import { buildSocialImages, socialFiles } from "./social-images.ts";

const cachePath = path.join(imgDir, ".cache.json");
const encoding = {
  avif: { quality: 50, effort: 4, chromaSubsampling: "4:2:0" },
  webp: { quality: 72, effort: 4 },
} as const;
/**
 * The collection's pictures (180 names, 822 files with the sample facts): AVIF at a lower effort, a
 * third of the time for a few per cent more bytes, and the WebP fallback (for the few browsers
 * without AVIF) lighter, so that all of them draw in minutes and weigh under 25 MB
 * (docs/developing.md, "The collection's and the portfolio's pictures").
 */
const collectionEncoding = {
  avif: { quality: 50, effort: 3, chromaSubsampling: "4:2:0" },
  webp: { quality: 50, effort: 4 },
} as const;
const encodingFor = (spec: DeclaredImage) => (isCollectionSpec(spec) ? collectionEncoding : encoding);
const CONCURRENCY = 2;
// Two images at a time, and let each encoder use the cores too (sharp defaults to 1 thread on glibc).
sharp.concurrency(Math.min(4, Math.max(2, os.availableParallelism())));

function keyFor(name: string, spec: DeclaredImage, source: Source, art: string): string {
  const what = source.kind === "photo" ? { photo: path.basename(source.file), hash: source.hash } : { art };
  return createHash("sha256")
    .update(
      JSON.stringify({
        name,
        spec,
        widths: widthsFor(name as ImageName),
        encoding: encodingFor(spec),
        sharp: sharp.versions,
        what,
      }),
    )
    .digest("hex")
    .slice(0, 20);
}

const outFile = (name: ImageName, width: number, format: "avif" | "webp") =>
  path.join(publicDir, imageUrl(name, width, format));

async function build(name: ImageName, spec: DeclaredImage, source: Source): Promise<number> {
  const pixels = await loadPixels(spec, source);
  const raw = { raw: { width: spec.width, height: spec.height, channels: 3 as const } };
  let files = 0;
  for (const width of widthsFor(name)) {
    const height = Math.round((width * spec.height) / spec.width);
    const base = sharp(pixels, raw);
    const sized = width === spec.width ? base : base.resize(width, height, { kernel: "lanczos3" });
    await Promise.all(
      (["avif", "webp"] as const).map(async (format) => {
        const file = outFile(name, width, format);
        const tmp = `${file}.tmp`;
        const pipeline = sized.clone();
        const { avif, webp } = encodingFor(spec);
        await (format === "avif" ? pipeline.avif(avif) : pipeline.webp(webp)).toFile(tmp);
        await rename(tmp, file);
        files++;
      }),
    );
  }
  return files;
}

/** Removes generated files for names or widths that no longer exist. */
async function prune(expected: Set<string>): Promise<number> {
  let removed = 0;
  for (const file of await readdir(imgDir)) {
    if (/\.(avif|webp)(\.tmp)?$/.test(file) && !expected.has(file)) {
      await rm(path.join(imgDir, file));
      removed++;
    }
  }
  return removed;
}

async function main(): Promise<void> {
  const started = performance.now();
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const only = args.filter((a) => !a.startsWith("--"));
  const names = Object.keys(images) as ImageName[];
  for (const name of only) if (!names.includes(name as ImageName)) throw new Error(`unknown image name "${name}"`);

  const digest = await drawingDigest();
  const expected = new Set(
    names.flatMap((name) => widthsFor(name).flatMap((w) => [`${name}-${w}.avif`, `${name}-${w}.webp`])),
  );
  const all = [...expected, ...socialFiles()].map((file) => path.join(imgDir, file));
  const complete = () => all.every((file) => existsSync(file));
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)}s`;
  if (!force && only.length === 0) {
    if ((await readManifest())?.digest === digest && complete()) {
      await keepDrawing(digest);
      console.log(`images: sources unchanged (digest ${digest.slice(0, 12)}), nothing drawn, ${elapsed()}`);
      return;
    }
    if ((await restoreDrawing(digest)) && (await readManifest())?.digest === digest && complete()) {
      console.log(`images: sources unchanged (digest ${digest.slice(0, 12)}), kept drawing restored, ${elapsed()}`);
      return;
    }
  }

  await mkdir(imgDir, { recursive: true });
  const cache = await readCache(cachePath);
  const art = { motif: await artFingerprint("motif"), collection: await artFingerprint("collection") };
  const todo: { name: ImageName; spec: DeclaredImage; source: Source; key: string }[] = [];
  let upToDate = 0;
  let skipped = 0;
  for (const name of names) {
    const spec: DeclaredImage = images[name];
    const source = await findPhoto(name);
    const key = keyFor(name, spec, source, isCollectionSpec(spec) ? art.collection : art.motif);
    const complete = widthsFor(name).every(
      (w) => existsSync(outFile(name, w, "avif")) && existsSync(outFile(name, w, "webp")),
    );
    if (only.length > 0 && !only.includes(name)) skipped++;
    else if (force || cache.entries[name] !== key || !complete) todo.push({ name, spec, source, key });
    else upToDate++;
  }

  let files = 0;
  let photos = 0;
  let done = 0;
  const failures: string[] = [];
  // Biggest first, so the run does not end on one large image encoding alone.
  const queue = [...todo].sort((a, b) => b.spec.width * b.spec.height - a.spec.width * a.spec.height);
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      try {
        const written = await build(job.name, job.spec, job.source);
        files += written;
        cache.entries[job.name] = job.key;
        if (job.source.kind === "photo") photos++;
        done++;
        console.log(`images: ${done} of ${todo.length} drawn (${job.name})`);
      } catch (error) {
        delete cache.entries[job.name];
        failures.push(`${job.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } finally {
    for (const name of Object.keys(cache.entries)) if (!names.includes(name as ImageName)) delete cache.entries[name];
    await writeFile(cachePath, `${JSON.stringify(cache, null, 2)}\n`);
  }
  if (failures.length > 0) throw new Error(`failed to build ${failures.length} image(s):\n  ${failures.join("\n  ")}`);

  const removed = only.length === 0 ? await prune(expected) : 0;
  let bytes = 0;
  for (const file of expected) bytes += (await stat(path.join(imgDir, file)).catch(() => ({ size: 0 }))).size;
  const generated = todo.length;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `images: ${names.length} names, ${generated} generated${photos ? ` (${photos} from photos)` : ""}, ${upToDate} up to date${skipped ? `, ${skipped} skipped` : ""}, ` +
      `${expected.size} files (${files} written${removed ? `, ${removed} stale removed` : ""}), ${(bytes / 1024 / 1024).toFixed(1)} MB, ${seconds}s`,
  );
  await buildSocialImages({ force });
  // Only a full run vouches for every file; a run for some names leaves the manifest as it was.
  if (only.length === 0) {
    await writeManifest(digest);
    await keepDrawing(digest);
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(`images: error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
