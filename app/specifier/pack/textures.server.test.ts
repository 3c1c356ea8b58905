import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { rangeColourByCode } from "~/rug/colour-range";
import { type Configuration, parseConfiguration } from "~/rug/configuration";
import { type Motif, motifs } from "~/rug/options";
import { textureFileNames } from "../texture-cover";
import { forgetTextures, type RugTextures, rugTextures, texturePx } from "./textures.server";

const colours = ["SA04", "TE11", "CH15"];

/**
 * The textures are drawn here on a tile of 1024 pixels, half the pack's each way: the same
 * drawing, its tufts on fewer pixels, in a quarter of the time (the full size's time is the pack
 * bench's, pack.bench.ts). Fewer would blur what expectSeamless compares: a tile's neighbouring
 * columns grow as far apart as its distant ones, and a seam could no longer be told from them.
 */
const px = 1024;
const drawn = (configuration: Configuration, size = px) =>
  rugTextures(configuration, undefined, undefined, { px: size });

function rug(motif: Motif, pile = "cut"): Configuration {
  const query = `shape=rectangular&w=300&l=200&motif=${motif}&pile=${pile}&${colours.map((code) => `c=${code}`).join("&")}`;
  return parseConfiguration(new URLSearchParams(query)).configuration;
}

type Raster = { data: Buffer; width: number; height: number; channels: number };

async function decode(bytes: Uint8Array): Promise<Raster> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/**
 * How different each column of a tile is from the next, the last from the first included (the
 * seam a renderer shows when it repeats the tile); and each row from the next.
 */
function gaps({ data, width, height, channels }: Raster) {
  const at = (x: number, y: number, c: number) => data[(y * width + x) * channels + c] as number;
  const columnGap = (a: number, b: number) => {
    let sum = 0;
    for (let y = 0; y < height; y++) for (let c = 0; c < 3; c++) sum += Math.abs(at(a, y, c) - at(b, y, c));
    return sum / (height * 3);
  };
  const rowGap = (a: number, b: number) => {
    let sum = 0;
    for (let x = 0; x < width; x++) for (let c = 0; c < 3; c++) sum += Math.abs(at(x, a, c) - at(x, b, c));
    return sum / (width * 3);
  };
  return {
    columns: Array.from({ length: width - 1 }, (_, x) => columnGap(x, x + 1)),
    acrossSeam: columnGap(width - 1, 0),
    // Not a multiple of the pile's patch (a quarter of the tile), whose relief repeats.
    farColumns: columnGap(0, Math.round(width * 0.37)),
    rows: Array.from({ length: height - 1 }, (_, y) => rowGap(y, y + 1)),
    downSeam: rowGap(height - 1, 0),
  };
}

/**
 * The seam is no rougher than the tile inside: its gap is no larger than the largest between
 * neighbouring columns (rows), where a tile that did not repeat would jump far above them, as
 * two columns a third of a tile apart do.
 */
function expectSeamless(raster: Raster) {
  const { columns, acrossSeam, farColumns, rows, downSeam } = gaps(raster);
  expect(acrossSeam).toBeLessThanOrEqual(Math.max(...columns));
  expect(downSeam).toBeLessThanOrEqual(Math.max(...rows));
  expect(farColumns).toBeGreaterThan(Math.max(...columns) * 1.2);
}

/** Pixels further than 60 from every configured colour: edges between colours, and relief's shaded channel floors. */
const offColourAllowance: Record<Motif, number> = {
  "large-pattern": 0.03,
  "small-pattern": 0.04,
  relief: 0.16,
  creative: 0.03,
  unique: 0.03,
};

const textures = new Map<Motif, RugTextures>();

beforeAll(async () => {
  for (const motif of motifs) textures.set(motif, await drawn(rug(motif)));
});

describe("the specifier's textures", () => {
  for (const motif of motifs) {
    it(`${motif}: a colour map of the pixels asked for (the pack's at least 2048) that repeats without a seam`, async () => {
      const texture = textures.get(motif);
      if (!texture) throw new Error("no texture");
      const colour = await decode(texture.colour.bytes);
      expect(texture.colour.mimeType).toBe("image/jpeg");
      expect([colour.width, colour.height]).toEqual([texture.px.width, texture.px.height]);
      expect(texture.px.width).toBe(texture.px.height);
      expect(texture.px.width).toBe(px);
      expect(texturePx).toBeGreaterThanOrEqual(2048);
      expectSeamless(colour);
    });

    it(`${motif}: a normal map as large, level on average, repeating without a seam`, async () => {
      const texture = textures.get(motif);
      if (!texture) throw new Error("no texture");
      const normal = await decode(texture.normal);
      expect((await sharp(texture.normal).metadata()).format).toBe("png");
      expect([normal.width, normal.height]).toEqual([texture.px.width, texture.px.height]);
      expectSeamless(normal);
      const sums = [0, 0, 0];
      for (let i = 0; i < normal.data.length; i += normal.channels) {
        for (let c = 0; c < 3; c++) sums[c] = (sums[c] as number) + (normal.data[i + c] as number);
      }
      const [red, green, blue] = sums.map((sum) => sum / (normal.width * normal.height));
      expect(Math.abs((red ?? 0) - 128)).toBeLessThan(3);
      expect(Math.abs((green ?? 0) - 128)).toBeLessThan(3);
      expect(blue).toBeGreaterThan(215);
    });

    it(`${motif}: in the configuration's colours, each of them showing`, async () => {
      const texture = textures.get(motif);
      if (!texture) throw new Error("no texture");
      const { data, channels } = await decode(texture.preview.bytes);
      const rgb = colours.map((code) => {
        const value = Number.parseInt((rangeColourByCode(code)?.hex ?? "#000000").slice(1), 16);
        return [value >> 16, (value >> 8) & 255, value & 255];
      });
      const counts = rgb.map(() => 0);
      let far = 0;
      const pixels = data.length / channels;
      for (let i = 0; i < data.length; i += channels) {
        const distances = rgb.map(([r = 0, g = 0, b = 0]) =>
          Math.hypot((data[i] as number) - r, (data[i + 1] as number) - g, (data[i + 2] as number) - b),
        );
        const nearest = distances.indexOf(Math.min(...distances));
        counts[nearest] = (counts[nearest] ?? 0) + 1;
        if ((distances[nearest] ?? 0) > 60) far++;
      }
      for (const count of counts) expect(count / pixels).toBeGreaterThan(0.02);
      expect(far / pixels).toBeLessThan(offColourAllowance[motif]);
    });
  }

  it("a light copy for the 3D object: a JPEG of half the pixels each way (the pack's 1024) that repeats too", async () => {
    const texture = textures.get("creative");
    if (!texture) throw new Error("no texture");
    const preview = await decode(texture.preview.bytes);
    expect(texture.preview.mimeType).toBe("image/jpeg");
    expect([preview.width, preview.height]).toEqual([px / 2, px / 2]);
    expect(texturePx / 2).toBe(1024);
    expect(texture.preview.bytes.length).toBeLessThan(texture.colour.bytes.length / 2);
    expectSeamless(preview);
  });

  it("the same configuration gives the same bytes, so a pack can be cached", async () => {
    // As a new process draws it, with nothing kept.
    forgetTextures();
    const again = await drawn(rug("small-pattern"));
    // Not the same object (told by identity: toBe's message would compare megabytes byte by byte).
    expect(again === textures.get("small-pattern")).toBe(false);
    const first = textures.get("small-pattern");
    expect(Buffer.from(again.colour.bytes).equals(Buffer.from(first?.colour.bytes ?? []))).toBe(true);
    expect(Buffer.from(again.normal).equals(Buffer.from(first?.normal ?? []))).toBe(true);
    expect(Buffer.from(again.preview.bytes).equals(Buffer.from(first?.preview.bytes ?? []))).toBe(true);
  });

  it("is drawn once for rugs alike but for their size, except the small pattern, whose repeat follows the size", async () => {
    const large = rug("large-pattern");
    expect(await drawn({ ...large, width: 400, length: 600 })).toBe(await drawn(large));
    const small = rug("small-pattern");
    expect((await drawn({ ...small, width: 90, length: 140 })) === (await drawn(small))).toBe(false);
  });

  it("loop and cut-and-loop piles tile without a seam too", async () => {
    for (const pile of ["loop", "cut-loop"]) {
      // At the pack's size: at half of it, loops' neighbouring columns of the normal map are
      // nearly as far apart as distant ones (1.1 times against 1.6), too close to tell a seam.
      const texture = await drawn(rug("relief", pile), texturePx);
      expectSeamless(await decode(texture.colour.bytes));
      expectSeamless(await decode(texture.normal));
    }
  });

  it("names the files by what they are and the tile's size, as the read-me says it", () => {
    expect(textureFileNames({ kind: "tile", tileCm: 50 })).toEqual({
      colour: "texture-colour-50cm-tile.jpg",
      normal: "texture-normal-50cm-tile.png",
    });
    const large = textures.get("large-pattern");
    if (!large) throw new Error("no texture");
    expect(textureFileNames(large.cover).colour).toBe("texture-colour-100cm-tile.jpg");
  });
});
