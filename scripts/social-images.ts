/**
 * Build-time share images and app icons: `node scripts/social-images.ts [--force]`, also run at
 * the end of scripts/images.ts.
 *
 * - public/img/og/<family>.jpg, 1200x630, one per family of app/site/social.ts: a site image
 *   (photograph or generated art, exactly as images.ts renders it) cover-cropped, darkened on the
 *   left, with the brand's knot, name and tagline (app/site/config.ts) set in Cormorant Garamond.
 * - public/img/icons/: favicon-48.png, icon-192.png, icon-512.png (public/favicon.svg as is), icon-maskable-512.png
 *   and apple-touch-icon.png (the favicon centred on brand ivory, opaque), for public/site.webmanifest.
 *
 * Incremental: public/img/.social-cache.json keeps a hash of every output's inputs.
 *
 * Text: librsvg ignores @font-face in SVG, and the woff files of @fontsource are not readable by
 * fontconfig, so the woff is unpacked to a plain TrueType file in the temp dir and the text is
 * set by Pango (sharp's text input, `fontfile`), then composited over the SVG gradient and shapes.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { inflateSync } from "node:zlib";
import sharp from "sharp";
import { type DeclaredImage, type ImageName, images } from "../app/content/images.ts";
import { siteConfig } from "../app/site/config.ts";
import { type OgFamily, ogFamilies, ogImage, ogImagePath } from "../app/site/social.ts";
import {
  artFingerprint,
  findPhoto,
  fontWoff,
  imgDir,
  loadPixels,
  publicDir,
  readCache,
  type Source,
} from "./images/inputs.ts";

const ogDir = path.join(imgDir, "og");
const iconDir = path.join(imgDir, "icons");
const cachePath = path.join(imgDir, ".social-cache.json");
const faviconPath = path.join(publicDir, "favicon.svg");
/** The family name inside that font file (its name table), as fontconfig knows it. */
const fontFamily = "Cormorant Garamond Medium";
const fallbackFamily = "DejaVu Serif";

/** The site image each family's card is made from (see app/content/images.ts). */
const ogSource: Record<OgFamily, ImageName> = {
  home: "home-hero",
  brand: "hero-craft",
  products: "hero-muestrarios",
  sectors: "hero-hoteles",
  services: "hero-contract",
  legal: "hero-yates",
};

const palette = { ivory: "#f6f1ea", brass: "#c2a06b", ink: "#1e1b18" } as const;
const jpeg = { quality: 82, progressive: true, mozjpeg: true, chromaSubsampling: "4:2:0" } as const;
const maxOgBytes = 150 * 1024;

type Icon = { file: string; size: number; padding: number; background?: string };
const icons: Icon[] = [
  // The public pages' tab icon: a PNG, decoded in a moment, where the SVG favicon made the phone's
  // main thread build a whole SVG document while the page loaded.
  { file: "favicon-48.png", size: 48, padding: 0 },
  { file: "icon-192.png", size: 192, padding: 0 },
  { file: "icon-512.png", size: 512, padding: 0 },
  // Maskable: everything that matters inside the central 80% circle (20% safe padding each side).
  { file: "icon-maskable-512.png", size: 512, padding: 0.2, background: palette.ivory },
  // iOS rounds the corners itself and shows transparency as black: opaque ivory.
  { file: "apple-touch-icon.png", size: 180, padding: 0.2, background: palette.ivory },
];

const sha = (...parts: (string | Buffer)[]) => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest("hex").slice(0, 20);
};

const escapeMarkup = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

async function writeAtomic(file: string, data: Buffer): Promise<void> {
  await writeFile(`${file}.tmp`, data);
  await rename(`${file}.tmp`, file);
}

/** WOFF 1.0 to the TrueType/OpenType file it wraps: inflate each table, lay them out again. */
function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 file");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    header.writeUInt32BE(table.tag, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const pad = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(pad));
    offset += table.data.length + pad;
  });
  return Buffer.concat(parts);
}

type Font = { file?: string; family: string };

/** Sets one line of text with Pango; returns an RGBA image cropped to the ink. */
async function setText(
  font: Font,
  text: string,
  { size, color, tracking = 0 }: { size: number; color: string; tracking?: number },
): Promise<{ data: Buffer; width: number; height: number }> {
  const spacing = Math.round(tracking * size * 1024);
  const markup = `<span foreground="${color}" letter_spacing="${spacing}">${escapeMarkup(text)}</span>`;
  const { data, info } = await sharp({
    text: { text: markup, font: `${font.family}, ${size}`, fontfile: font.file, dpi: 72, rgba: true },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The brand serif as a file Pango can load; DejaVu Serif if that fails (checked, not assumed). */
async function loadFont(): Promise<Font & { hash: string }> {
  const woff = await readFile(fontWoff);
  const hash = sha(woff);
  const file = path.join(os.tmpdir(), "nudo-social-fonts", `cormorant-garamond-500-${hash}.ttf`);
  if (!existsSync(file)) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeAtomic(file, woffToSfnt(woff));
  }
  const probe = async (family: string) =>
    (await setText({ file, family }, "NUDO Qg", { size: 60, color: "#000" })).data;
  const missing = await probe("No Such Font Family");
  if (!(await probe(fontFamily)).equals(missing)) return { file, family: fontFamily, hash };
  console.warn(`social-images: warning: ${fontFamily} did not load; falling back to ${fallbackFamily}`);
  return { family: fallbackFamily, hash: `fallback-${hash}` };
}

/** A soft dark halo the shape of `text`, `pad` pixels bigger on every side: keeps it legible on any image. */
async function shadow(text: { data: Buffer; width: number; height: number }, pad: number): Promise<Buffer> {
  const width = text.width + 2 * pad;
  const height = text.height + 2 * pad;
  const padded = await sharp(text.data)
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .extractChannel(3)
    .raw()
    .toBuffer();
  const alpha = await sharp(padded, { raw: { width, height, channels: 1 } })
    .blur(pad / 2)
    .linear(0.6, 0)
    .toColourspace("b-w")
    .raw()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#0d0b09" } })
    .joinChannel(alpha, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

/** The knot of the logo (as in favicon.svg and the header), drawn in a 32-unit box. */
const knot = (x: number, y: number, size: number, color: string) =>
  `<g transform="translate(${x} ${y}) scale(${size / 32})" fill="none" stroke="${color}" stroke-width="1.2" stroke-linecap="round">` +
  `<circle cx="16" cy="16" r="15"/><path d="M9 21c0-6 3-10 7-10s7 4 7 10M11.5 21c0-4 2-7 4.5-7s4.5 3 4.5 7"/></g>`;

async function buildOg(family: OgFamily, name: ImageName, source: Source, font: Font): Promise<Buffer> {
  const spec: DeclaredImage = images[name];
  const { width, height } = ogImage;
  const pixels = await loadPixels(spec, source);
  const photo = await sharp(pixels, { raw: { width: spec.width, height: spec.height, channels: 3 } })
    .resize(width, height, { fit: "cover", position: "centre", kernel: "lanczos3" })
    .png()
    .toBuffer();

  const left = 96;
  const markSize = 60;
  // The text keeps to the darkened left 60%; a longer brand name or tagline is set smaller.
  const maxWidth = Math.round(width * 0.6) - left;
  const fitted = async (text: string, style: { size: number; color: string; tracking: number }) => {
    const first = await setText(font, text, style);
    if (first.width <= maxWidth) return first;
    return setText(font, text, { ...style, size: Math.floor((style.size * maxWidth) / first.width) });
  };
  const brand = await fitted(siteConfig.brandName.toUpperCase(), { size: 148, color: palette.ivory, tracking: 0.2 });
  const tagline = await fitted(siteConfig.brandTagline.toUpperCase(), {
    size: 26,
    color: palette.brass,
    tracking: 0.3,
  });
  const gaps = { mark: 40, rule: 40, tagline: 34 };
  const block = markSize + gaps.mark + brand.height + gaps.rule + 1 + gaps.tagline + tagline.height;
  const top = Math.round((height - block) / 2);
  const brandTop = top + markSize + gaps.mark;
  const ruleY = brandTop + brand.height + gaps.rule;
  const taglineTop = ruleY + 1 + gaps.tagline;
  if (Math.max(brand.width, tagline.width) > maxWidth + 2 || top < 40) {
    throw new Error(`${family}: the text does not fit the card`);
  }

  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="side" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#14110e" stop-opacity="0.92"/>
      <stop offset="0.42" stop-color="#14110e" stop-opacity="0.82"/>
      <stop offset="0.66" stop-color="#14110e" stop-opacity="0.42"/>
      <stop offset="0.92" stop-color="#14110e" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="base" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.6" stop-color="#14110e" stop-opacity="0"/>
      <stop offset="1" stop-color="#14110e" stop-opacity="0.35"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#side)"/>
  <rect width="${width}" height="${height}" fill="url(#base)"/>
  <rect x="24.5" y="24.5" width="${width - 49}" height="${height - 49}" fill="none" stroke="${palette.brass}" stroke-opacity="0.45"/>
  ${knot(left, top, markSize, palette.brass)}
  <rect x="${left + 2}" y="${ruleY}" width="72" height="1.5" fill="${palette.brass}"/>
</svg>`;

  return sharp(photo)
    .composite([
      { input: Buffer.from(overlay), left: 0, top: 0 },
      { input: await shadow(brand, 18), left: left - 2 - 18, top: brandTop - 18 + 4 },
      // Pango's ink box starts at the glyphs' left bearing; nudge optically onto the rule's edge.
      { input: brand.data, left: left - 2, top: brandTop },
      { input: tagline.data, left: left + 2, top: taglineTop },
    ])
    .removeAlpha()
    .jpeg(jpeg)
    .toBuffer();
}

/** Every file this script draws, relative to public/img. */
export function socialFiles(): string[] {
  return [
    ...ogFamilies.map((family) => path.relative(imgDir, path.join(publicDir, ogImagePath(family)))),
    ...icons.map((icon) => path.relative(imgDir, path.join(iconDir, icon.file))),
  ];
}

async function buildIcon(icon: Icon, favicon: Buffer): Promise<Buffer> {
  const logo = Math.round(icon.size * (1 - 2 * icon.padding));
  // favicon.svg is a 32-unit square: render it at the density that makes it `logo` pixels.
  const rendered = await sharp(favicon, { density: (72 * logo) / 32 })
    .resize(logo, logo)
    .png()
    .toBuffer();
  const offset = Math.round((icon.size - logo) / 2);
  const canvas = sharp({
    create: {
      width: icon.size,
      height: icon.size,
      channels: 4,
      background: icon.background ?? { r: 0, g: 0, b: 0, alpha: 0 },
    },
  }).composite([{ input: rendered, left: offset, top: offset }]);
  const flat = icon.background ? canvas.flatten({ background: icon.background }) : canvas;
  return flat.png({ compressionLevel: 9, effort: 10 }).toBuffer();
}

export async function buildSocialImages({ force = false }: { force?: boolean } = {}): Promise<void> {
  const started = performance.now();
  await mkdir(ogDir, { recursive: true });
  await mkdir(iconDir, { recursive: true });
  const cache = await readCache(cachePath);
  // The code that draws an output is part of its inputs.
  const code = sha(
    await readFile(import.meta.filename),
    await readFile(path.join(import.meta.dirname, "images.ts")),
    await readFile(path.join(import.meta.dirname, "images/inputs.ts")),
  );
  const versions = JSON.stringify(sharp.versions);
  let font: (Font & { hash: string }) | undefined;
  const art = await artFingerprint();
  const fontHash = sha(await readFile(fontWoff));
  const written: string[] = [];
  let upToDate = 0;

  const expectedOg = new Set<string>();
  for (const family of ogFamilies) {
    const out = path.join(publicDir, ogImagePath(family));
    const rel = path.relative(imgDir, out);
    expectedOg.add(path.basename(out));
    const name = ogSource[family];
    const source = await findPhoto(name);
    const what = source.kind === "photo" ? { photo: path.basename(source.file), hash: source.hash } : art;
    const key = sha(
      JSON.stringify({ family, name, spec: images[name], what, brand: siteConfig.brandName }),
      JSON.stringify({ tagline: siteConfig.brandTagline, jpeg, ogImage, fontHash, code, versions }),
    );
    if (!force && cache.entries[rel] === key && existsSync(out)) {
      upToDate++;
      continue;
    }
    font ??= await loadFont();
    const data = await buildOg(family, name, source, font);
    if (data.length > maxOgBytes) {
      console.warn(`social-images: warning: ${rel} is ${(data.length / 1024).toFixed(0)} KB (over 150 KB)`);
    }
    await writeAtomic(out, data);
    cache.entries[rel] = key;
    written.push(rel);
  }
  for (const file of await readdir(ogDir)) {
    if (!expectedOg.has(file)) {
      await rm(path.join(ogDir, file));
      delete cache.entries[`og/${file}`];
    }
  }

  const favicon = await readFile(faviconPath);
  for (const icon of icons) {
    const out = path.join(iconDir, icon.file);
    const rel = path.relative(imgDir, out);
    const key = sha(favicon, JSON.stringify({ icon, code, versions }));
    if (!force && cache.entries[rel] === key && existsSync(out)) {
      upToDate++;
      continue;
    }
    await writeAtomic(out, await buildIcon(icon, favicon));
    cache.entries[rel] = key;
    written.push(rel);
  }

  await writeFile(cachePath, `${JSON.stringify(cache, null, 2)}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const fontNote = font ? `, font ${font.family}` : "";
  console.log(
    `social-images: ${written.length} written${written.length ? ` (${written.join(", ")})` : ""}, ${upToDate} up to date${fontNote}, ${seconds}s`,
  );
}

if (import.meta.main) {
  buildSocialImages({ force: process.argv.includes("--force") }).catch((error: unknown) => {
    console.error(`social-images: error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
