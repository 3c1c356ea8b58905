import { get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { crc32, deflateSync } from "node:zlib";
import express from "express";
import sharp from "sharp";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type MediaName, mediaUrl } from "~/content/media-names";
import type { Storage } from "~/platform/db/db.server";
import { describeStorage } from "../../../tests/support/storage";
import { ByteLru, mediaHandler } from "../http/media-files.server";
import {
  altErrors,
  listMedia,
  maxInputPixels,
  maxUploadBytes,
  mediaExists,
  mediaFile,
  mediaSummary,
  type ProcessedImage,
  processImage,
  saveMedia,
} from "./media.server";

const alt = {
  es: "Alfombra azul en un vestíbulo",
  en: "Blue rug in a lobby",
  de: "Blauer Teppich in einer Lobby",
  it: "Tappeto blu in una hall",
  fr: "Tapis bleu dans un hall",
  nl: "Blauw tapijt in een lobby",
};

/** A camera's JPEG: stored 700x1000 on its side (EXIF orientation 6), top half red, bottom half blue, with GPS. */
async function cameraJpeg(): Promise<Buffer> {
  const blue = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#1f3a93" } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 700, height: 1000, channels: 3, background: "#b03a2e" } })
    .composite([{ input: blue, top: 500, left: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "NudoCam", Model: "Test 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 25/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "3/1 42/1 0/1" },
    })
    .toBuffer();
}

/** A PNG declaring 30000x30000 pixels (900 megapixels, 1 bit grey, all black): valid, and ~110 KB. */
function pngBomb(size = 30_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(size / 8)) * size); // each row: filter 0, then zeros
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const solid = (width: number, height: number, options: { alpha?: number } = {}) =>
  sharp({
    create: {
      width,
      height,
      channels: options.alpha === undefined ? 3 : 4,
      background: { r: 180, g: 140, b: 90, alpha: options.alpha ?? 1 },
    },
  });

async function processed(bytes: Buffer): Promise<ProcessedImage> {
  const result = await processImage(bytes);
  if ("error" in result) throw new Error(`refused: ${result.error}`);
  return result;
}

let jpeg: Buffer;
let photo: ProcessedImage;
beforeAll(async () => {
  jpeg = await cameraJpeg();
  photo = await processed(jpeg);
});

describe("an uploaded photograph", () => {
  it("is made upright into AVIF and WebP at the site's widths up to its own, named by its bytes and size", async () => {
    const input = await sharp(jpeg).metadata();
    expect(input.exif?.includes("NudoCam")).toBe(true);
    expect(input.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD's tag, 0x8825

    expect(photo.id).toMatch(/^m-[0-9a-f]{16}-1000x700$/);
    expect([photo.width, photo.height]).toEqual([1000, 700]);
    expect(photo.files.map((file) => [file.file, file.contentType])).toEqual([
      ["480.avif", "image/avif"],
      ["480.webp", "image/webp"],
      ["800.avif", "image/avif"],
      ["800.webp", "image/webp"],
      ["1000.avif", "image/avif"],
      ["1000.webp", "image/webp"],
    ]);
    for (const file of photo.files) {
      const meta = await sharp(file.data).metadata();
      const width = Number.parseInt(file.file, 10);
      expect([meta.width, meta.height], file.file).toEqual([width, Math.round((width * 700) / 1000)]);
      expect(meta.format).toBe(file.file.endsWith(".avif") ? "heif" : "webp");
      // Nothing of the camera's metadata is left: no EXIF (GPS, make), no XMP, no IPTC, no profile.
      expect([meta.exif, meta.xmp, meta.iptc, meta.icc], file.file).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(meta.orientation ?? 1).toBe(1);
      expect(file.data.includes("NudoCam")).toBe(false);
    }
    // Turned as the camera meant: what was the top (red) is now on the right.
    const webp = photo.files.find((file) => file.file === "480.webp")?.data;
    const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(pixel(info.width - 20, 160)[0]).toBeGreaterThan(150);
    expect(pixel(20, 160)[2]).toBeGreaterThan(100);
  });

  it("takes a PNG (keeping real transparency) and a WebP", async () => {
    const png = await processed(await solid(640, 480, { alpha: 0.5 }).png().toBuffer());
    expect(png.id).toMatch(/-640x480$/);
    expect(png.files.map((file) => file.file)).toEqual(["480.avif", "480.webp", "640.avif", "640.webp"]);
    expect((await sharp(png.files[3]?.data).metadata()).hasAlpha).toBe(true);
    // An alpha channel with nothing transparent in it is dropped: it would only cost bytes.
    const opaque = await processed(await solid(500, 300, { alpha: 1 }).png().toBuffer());
    expect((await sharp(opaque.files[1]?.data).metadata()).hasAlpha).toBe(false);
    const webp = await processed(await solid(520, 390).webp().toBuffer());
    expect(webp.id).toMatch(/-520x390$/);
    expect(webp.files).toHaveLength(4);
  });

  it("is refused when it is no image, an image of another kind, too small or too large", async () => {
    const text = Buffer.from("This is a price list, renamed precios.jpg.\n".repeat(20));
    expect(await processImage(text)).toEqual({ error: "notAnImage" });
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    expect(await processImage(truncated)).toEqual({ error: "notAnImage" });
    expect(await processImage(await solid(600, 400).gif().toBuffer())).toEqual({ error: "unsupportedFormat" });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600"/></svg>',
    );
    expect(await processImage(svg)).toEqual({ error: "unsupportedFormat" });
    expect(await processImage(await solid(479, 800).jpeg().toBuffer())).toEqual({ error: "tooSmall" });

    // One byte over the limit is refused before anything reads it, though it starts as a good JPEG.
    const oversized = Buffer.alloc(maxUploadBytes + 1);
    jpeg.copy(oversized);
    expect(await processImage(oversized)).toEqual({ error: "tooLarge" });
  });

  it("is refused when a small file declares a huge image (a decompression bomb), from its header", async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(200_000);
    expect(await processImage(bomb)).toEqual({ error: "tooManyPixels" });
  });

  it("is refused when one side is more than four times the other, however few its pixels", async () => {
    // 480 x 83000 is under the pixel limit; its files could not be made (WebP stops at 16383 a side).
    expect(480 * 83_000).toBeLessThan(maxInputPixels);
    expect(await processImage(await solid(480, 83_000).png().toBuffer())).toEqual({ error: "outOfProportion" });
    expect(await processImage(await solid(83_000, 480).png().toBuffer())).toEqual({ error: "outOfProportion" });
    expect(await processImage(await solid(481, 1925).png().toBuffer())).toEqual({ error: "outOfProportion" });
    // Four to one, the longest a photograph may be, is taken.
    const strip = await processed(await solid(480, 1920).png().toBuffer());
    expect([strip.width, strip.height]).toEqual([480, 1920]);
  });
});

describe("alternative texts", () => {
  it("are required in Spanish, may wait in the other languages, and are trimmed, at most 200 characters and plain text", () => {
    expect(altErrors(alt)).toEqual({});
    expect(altErrors({ ...alt, de: "   ", fr: undefined, it: "x".repeat(201), nl: "<b>Tapijt</b>", en: 42 })).toEqual({
      it: "tooLong",
      nl: "markup",
    });
    expect(altErrors({ ...alt, es: "  " })).toEqual({ es: "required" });
    expect(altErrors({ es: "Alfombra", en: "Rug\u0007" })).toEqual({ en: "markup" });
    expect(altErrors({ ...alt, es: `  ${"ñ".repeat(200)}  ` })).toEqual({});
  });
});

describe("ByteLru", () => {
  it("keeps the most recently used entries within its size", () => {
    const lru = new ByteLru<string>(100);
    lru.set("a", "A", 40);
    lru.set("b", "B", 40);
    expect(lru.get("a")).toBe("A");
    lru.set("c", "C", 40); // over 100: the least recently used (b) leaves
    expect([lru.get("a"), lru.get("b"), lru.get("c")]).toEqual(["A", undefined, "C"]);
    expect(lru.bytes).toBe(80);
    lru.set("huge", "H", 101);
    expect([lru.get("huge"), lru.bytes]).toEqual([undefined, 80]);
  });
});

describeStorage("uploaded images on $name", (test) => {
  let storage: Storage;
  const t0 = new Date("2026-11-25T09:00:00Z");
  beforeEach(() => {
    storage = test.storage;
  });

  const details = (now: Date) => ({
    alt,
    originalName: "C:\\fotos\\vestíbulo\u0007.jpg",
    createdBy: "ana@nudo.example",
    now,
  });

  it("are stored once with their texts and files, and listed newest first", async () => {
    expect(await mediaExists(storage, photo.id)).toBe(false);
    expect(await saveMedia(storage, photo, details(t0))).toEqual({ id: photo.id, created: true });
    const again = { ...details(new Date(t0.getTime() + 1000)), alt: { ...alt, en: "Another text" } };
    expect(await saveMedia(storage, photo, again)).toEqual({ id: photo.id, created: false });
    expect(await mediaExists(storage, photo.id)).toBe(true);

    const file = await mediaFile(storage, photo.id, "800.avif");
    expect(file?.contentType).toBe("image/avif");
    expect(file?.data.equals(photo.files.find((f) => f.file === "800.avif")?.data ?? Buffer.alloc(0))).toBe(true);
    expect(await mediaFile(storage, photo.id, "1200.avif")).toBeNull();

    const webp = await processed(await solid(520, 390).webp().toBuffer());
    await saveMedia(storage, webp, details(new Date(t0.getTime() + 60_000)));
    const listed = await listMedia(storage);
    expect(listed.map((media) => media.id)).toEqual([webp.id, photo.id]);
    expect(listed[1]).toEqual({
      id: photo.id,
      width: 1000,
      height: 700,
      alt,
      originalName: "vestíbulo.jpg",
      bytes: photo.files.reduce((sum, f) => sum + f.data.length, 0),
      createdAt: t0.toISOString(),
      createdBy: "ana@nudo.example",
    });
    // The same image again keeps its texts, and takes the new upload's only where one was missing.
    const strip = await processed(await solid(600, 400).png().toBuffer());
    await saveMedia(storage, strip, { ...details(t0), alt: { ...alt, it: "" } });
    expect((await mediaSummary(storage, strip.id))?.alt.it).toBe("");
    await saveMedia(storage, strip, { ...details(t0), alt: { ...alt, it: "Tappeto in una hall", es: "Otra" } });
    expect((await mediaSummary(storage, strip.id))?.alt).toEqual({ ...alt, it: "Tappeto in una hall" });
  });

  describe("served at /media", () => {
    let server: Server;
    let base: string;
    beforeEach(async () => {
      await saveMedia(storage, photo, details(t0));
      const app = express();
      app.get("/media/:name", mediaHandler(storage));
      app.use((_request, response) => response.status(404).send("fell through"));
      server = app.listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterEach(() => new Promise((resolve) => server.close(resolve)));

    it("as the stored bytes, kept by browsers for a year, and from memory once read", async () => {
      const response = await fetch(`${base}${mediaUrl(photo.id, 800, "webp")}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      const etag = response.headers.get("etag");
      expect(etag).toMatch(/^"[\w-]+"$/);
      const expected = photo.files.find((file) => file.file === "800.webp")?.data;
      expect(Buffer.from(await response.arrayBuffer()).equals(expected ?? Buffer.alloc(0))).toBe(true);

      // Revalidation (node:http: fetch would add `Cache-Control: no-cache` to the request).
      const revalidated = await new Promise<number | undefined>((resolve, reject) => {
        get(`${base}${mediaUrl(photo.id, 800, "webp")}`, { headers: { "if-none-match": etag ?? "" } }, (answer) => {
          answer.resume();
          resolve(answer.statusCode);
        }).on("error", reject);
      });
      expect(revalidated).toBe(304);

      // Served from memory: gone from the database, still answered.
      await storage.db.deleteFrom("media_files").execute();
      expect((await fetch(`${base}${mediaUrl(photo.id, 800, "webp")}`)).status).toBe(200);
      expect((await fetch(`${base}${mediaUrl(photo.id, 800, "avif")}`)).status).toBe(404);
    });

    it("and nothing else: a bad name, an unknown image, a width not made or a way out of the folder is 404", async () => {
      const unknown: MediaName = "m-ffffffffffffffff-1000x700";
      for (const path of [
        mediaUrl(unknown, 800, "avif"),
        mediaUrl(photo.id, 1200, "avif"),
        mediaUrl(photo.id, 800, "avif").replace(".avif", ".png"),
        mediaUrl(photo.id, 800, "avif").replace("-800", "-0800"),
        mediaUrl(photo.id, 800, "avif").toUpperCase(),
        `/media/${photo.id}`,
        "/media/..%2F..%2Fsite.db",
        "/media/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
        `/media/${photo.id}-800.avif%00.png`,
      ]) {
        const response = await fetch(`${base}${path}`);
        expect(response.status, path).toBe(404);
        expect(await response.text(), path).toBe("Not found");
      }
    });
  });
});
