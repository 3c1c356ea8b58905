import { NodeIO, TextureInfo } from "@gltf-transform/core";
import { unzipSync } from "fflate";
import { validateBytes } from "gltf-validator";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { TopViewArtwork } from "~/rug/artwork/top-view-artwork";
import { type Configuration, defaultConfiguration } from "~/rug/configuration";
import { topViewPhoto } from "../../../tests/support/top-view-photo";
import { specifierPack } from "./pack.server";
import { pictureTexturePx } from "./picture-textures.server";
import { forgetTextures, rugTextures, texturePx } from "./textures.server";

/**
 * A design added in the studio: no drawing of its own, its colourway's picture from above
 * uploaded (red on the left half, blue on the right, as the studio stores it: WebP) and its real
 * size 300 × 200 cm, on a 350 × 450 rug.
 */
const view: TopViewArtwork = {
  kind: "picture",
  media: "m-0123456789abcdef-600x400",
  src: "/media/m-0123456789abcdef-600x400-600.webp",
  width: 300,
  length: 200,
};
const rug: Configuration = {
  ...defaultConfiguration,
  motif: "large-pattern",
  width: 350,
  length: 450,
  colours: ["SA04", "TE12"],
  design: "nuevo-diseno",
};
const subject = {
  design: {
    slug: "nuevo-diseno",
    name: "Nuevo Diseño",
    colourway: "Rojo y azul",
    techniques: ["handtuft" as const],
    materials: ["nz-wool" as const],
  },
};
const siteUrl = "https://www.nudo.example";
const now = new Date("2026-06-10T10:00:00Z");
/**
 * The packs are drawn here with 1024 pixels on the repeat's longer side, half the pack's: the
 * same drawing on fewer pixels (the full size's time is the pack bench's, pack.bench.ts).
 */
const px = 1024;

let picture: Uint8Array;
beforeAll(async () => {
  picture = new Uint8Array(await topViewPhoto(600, 400, "webp", 90));
});

/** The RGB of the pixel at (`x`, `y`) as shares of the picture's width and height. */
async function pixelAt(jpeg: Uint8Array, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const o = (Math.floor(y * info.height) * info.width + Math.floor(x * info.width)) * info.channels;
  return [data[o] ?? 0, data[o + 1] ?? 0, data[o + 2] ?? 0];
}

describe("a studio design's pack, from its picture from above", () => {
  it("holds the picture as its colour texture, one repeat named by its real size, with the pile's normal map, and says so in the read-me", async () => {
    const files = unzipSync(
      await specifierPack({
        configuration: rug,
        lang: "en",
        subject,
        siteUrl,
        now,
        topView: { view, bytes: picture },
        texturePx: px,
      }),
    );
    const colour = files["texture-colour-300x200cm.jpg"];
    const normal = files["texture-normal-300x200cm.png"];
    expect(colour).toBeDefined();
    expect(normal).toBeDefined();
    expect(Object.keys(files).filter((name) => name.startsWith("texture-"))).toHaveLength(2);

    // Its pixels are the picture's: red on the left, blue on the right, shaded by the pile.
    const size = await sharp(colour as Uint8Array).metadata();
    expect({ width: size.width, height: size.height }).toEqual(pictureTexturePx(view, px));
    expect(pictureTexturePx(view, px)).toEqual({ width: 1024, height: 768 });
    expect(pictureTexturePx(view, texturePx)).toEqual({ width: 2048, height: 1280 });
    for (const y of [0.1, 0.5, 0.9]) {
      const [r1, , b1] = await pixelAt(colour as Uint8Array, 0.25, y);
      expect(r1).toBeGreaterThan(2 * b1);
      const [r2, , b2] = await pixelAt(colour as Uint8Array, 0.75, y);
      expect(b2).toBeGreaterThan(2 * r2);
    }
    // The normal map has the pile's relief: not flat.
    const normals = await sharp(normal as Uint8Array).stats();
    expect(normals.channels[0]?.stdev).toBeGreaterThan(2);

    const readme = new TextDecoder().decode(files["README.txt"]);
    expect(readme).toContain("texture-colour-300x200cm.jpg");
    expect(readme).toContain("one repeat covers 300 × 200 cm (1,024 × 768 pixels)");
    expect(readme).toContain("Repeat it every 300 cm across and every 200 cm along.");
  });

  it("has a 3D object that passes the Khronos validator and repeats the picture at its real size, its normal map wired", async () => {
    const files = unzipSync(
      await specifierPack({
        configuration: rug,
        lang: "es",
        subject,
        siteUrl,
        now,
        topView: { view, bytes: picture },
        texturePx: px,
      }),
    );
    const glb = files["alfombra.glb"];
    expect(glb).toBeDefined();
    const report = await validateBytes(glb as Uint8Array);
    expect(report.issues.messages).toEqual([]);
    expect(report.issues.numErrors).toBe(0);

    const document = await new NodeIO().readBinary(glb as Uint8Array);
    const material = document.getRoot().listMaterials()[0];
    expect(material?.getBaseColorTexture()?.getImage()?.byteLength).toBeGreaterThan(0);
    expect(material?.getNormalTexture()?.getMimeType()).toBe("image/png");
    for (const info of [material?.getBaseColorTextureInfo(), material?.getNormalTextureInfo()]) {
      expect(info?.getWrapS()).toBe(TextureInfo.WrapMode.REPEAT);
      expect(info?.getWrapT()).toBe(TextureInfo.WrapMode.REPEAT);
    }
    // The rug's 3.5 m width is 3.5 / 3 repeats across (u), its 4.5 m length 4.5 / 2 along (v).
    const primitive = document.getRoot().listMeshes()[0]?.listPrimitives()[0];
    const uv = primitive?.getAttribute("TEXCOORD_0");
    const [uMin = 0, vMin = 0] = uv?.getMin([]) ?? [];
    const [uMax = 0, vMax = 0] = uv?.getMax([]) ?? [];
    expect(uMax - uMin).toBeCloseTo(3.5 / 3, 4);
    expect(vMax - vMin).toBeCloseTo(4.5 / 2, 4);
  });

  it("is made all the same from a picture whose stored file is no image: its motif, on a tile", async () => {
    forgetTextures();
    const textures = await rugTextures(
      rug,
      undefined,
      {
        view: { ...view, media: "m-fedcba9876543210-600x400" },
        bytes: new TextEncoder().encode("<svg onload=alert(1)>not a picture</svg>"),
      },
      { px },
    );
    expect(textures.cover.kind).toBe("tile");
    const files = unzipSync(
      await specifierPack({
        configuration: rug,
        lang: "en",
        subject,
        siteUrl,
        now,
        topView: { view: { ...view, media: "m-fedcba9876543210-600x400" }, bytes: new Uint8Array(0) },
        texturePx: px,
      }),
    );
    expect(Object.keys(files).some((name) => /^texture-colour-\d+cm-tile\.jpg$/.test(name))).toBe(true);
  });
});
