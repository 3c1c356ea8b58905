import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { type Configuration, defaultConfiguration } from "~/rug/configuration";
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
});
