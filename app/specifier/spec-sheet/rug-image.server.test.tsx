import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { type Configuration, defaultConfiguration } from "~/rug/configuration";
import { topViewPhoto } from "../../../tests/support/top-view-photo";
import { rugPreviewPng } from "./rug-image.server";

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe("the rug's picture for e-mails and the specification sheet", () => {
  it("is a PNG at the width asked for, as tall as the drawing's proportions make it", async () => {
    const png = await rugPreviewPng(defaultConfiguration, "es", 640);
    expect(png.subarray(0, 8).equals(pngSignature)).toBe(true);
    const { width, height, format } = await sharp(png).metadata();
    expect(format).toBe("png");
    expect(width).toBe(640);
    // A 200 × 300 cm rug, with its dimension lines below and beside it: wider than tall.
    expect(height).toBeGreaterThan(0);
    expect(height).toBeLessThan(640);
  });

  it("is 1120 pixels wide unless told otherwise, and a long narrow runner stands tall", async () => {
    const runner: Configuration = { ...defaultConfiguration, width: 900, length: 80 };
    const { width, height = 0 } = await sharp(await rugPreviewPng(runner, "en")).metadata();
    expect(width).toBe(1120);
    expect(height).toBeGreaterThan(1120 * 2);
  });

  it("fits a box when given its height: the runner is drawn narrower, not taller", async () => {
    const runner: Configuration = { ...defaultConfiguration, width: 900, length: 80 };
    const { width = 0, height } = await sharp(await rugPreviewPng(runner, "en", 1200, { maxHeightPx: 460 })).metadata();
    expect(height).toBe(460);
    expect(width).toBeLessThan(460);
    const wide = await sharp(await rugPreviewPng(defaultConfiguration, "en", 400, { maxHeightPx: 460 })).metadata();
    expect(wide.width).toBe(400);
  });

  it("shows each configuration as itself: another shape or other colours give another picture", async () => {
    const pixels = async (configuration: Configuration) =>
      (
        await sharp(await rugPreviewPng(configuration, "en", 320))
          .raw()
          .toBuffer()
      ).toString("base64");
    const base = await pixels(defaultConfiguration);
    const oval = await pixels({ ...defaultConfiguration, shape: "oval" });
    const recoloured = await pixels({ ...defaultConfiguration, colours: ["CH15", "SA04"] });
    expect(oval).not.toBe(base);
    expect(recoloured).not.toBe(base);
    expect(recoloured).not.toBe(oval);
  });

  it("lays a studio design's picture from above over the rug, turned as the configurator draws it; a picture that is no image is left out", async () => {
    // The picture: red on its left half, blue on its right, showing 300 × 200 cm (width across).
    const bytes = new Uint8Array(await topViewPhoto(600, 200, "webp", 80));
    const view = {
      kind: "picture" as const,
      media: "m-0123456789abcdef-600x200",
      src: "/media/x.webp",
      width: 300,
      length: 200,
    };
    // A rug of the picture's size: drawn with its length (200) across and its width (300) down.
    const rug: Configuration = { ...defaultConfiguration, width: 300, length: 200, design: "nuevo-diseno" };
    const at = async (png: Buffer, x: number, y: number) => {
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      // The drawing's box starts 0.6 of its gap (5% of the longer side) before the rug, in centimetres.
      const scale = info.width / (200 + 15 + 15 * 2.2 + 9);
      const o = (Math.round((y + 9) * scale) * info.width + Math.round((x + 9) * scale)) * info.channels;
      return [data[o] ?? 0, data[o + 1] ?? 0, data[o + 2] ?? 0];
    };
    const png = await rugPreviewPng(rug, "en", 640, { topView: { view, bytes } });
    // The picture's left (red) is the rug's near side, down the drawing; its right (blue) the far one.
    const [r1 = 0, , b1 = 0] = await at(png, 100, 225);
    expect(r1).toBeGreaterThan(2 * b1);
    const [r2 = 0, , b2 = 0] = await at(png, 100, 75);
    expect(b2).toBeGreaterThan(2 * r2);

    // No image, or a free configuration: the rug as it is drawn without it.
    const broken = await rugPreviewPng(rug, "en", 640, {
      topView: { view, bytes: new Uint8Array([60, 115, 118, 103]) },
    });
    expect(broken.equals(await rugPreviewPng(rug, "en", 640))).toBe(true);
    const free = { ...rug, design: undefined };
    expect(
      (await rugPreviewPng(free, "en", 640, { topView: { view, bytes } })).equals(await rugPreviewPng(free, "en", 640)),
    ).toBe(true);
  });
});
