import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { designConfiguration } from "~/content/collection/design-configuration";
import type { Design } from "~/content/collection/schema";
import { collectionImages, designArtwork, designImageName } from "~/content/collection-images";
import { designFacts } from "~/content/sample-facts";
import { artworkColours, artworkSvg, drawArtwork } from "~/rug/artwork/artwork";
import type { Configuration } from "~/rug/configuration";
import { type RugTextures, rugTextures, texturePx } from "./textures.server";

/**
 * The textures are drawn here with 512 pixels on the rug's longer side, a quarter of the pack's
 * each way: the same drawing on fewer pixels (the full size's time is the pack bench's).
 */
const px = 512;

/** A small grey picture, 48 × 64 pixels, for comparing patterns and not their pile. */
const thumbnailSize = { width: 48, height: 64 };

async function thumbnail(bytes: Uint8Array | Buffer): Promise<Float32Array> {
  const data = await sharp(bytes)
    .resize({ ...thumbnailSize, fit: "fill" })
    .greyscale()
    .raw()
    .toBuffer();
  return Float32Array.from(data);
}

/**
 * How alike two thumbnails are in their layout, -1 to 1 (their correlation): the pile's shading
 * and grooves darken a texture, which moves its greys but not where its shapes lie.
 */
function likeness(a: Float32Array, b: Float32Array): number {
  const mean = (v: Float32Array) => v.reduce((sum, x) => sum + x, 0) / v.length;
  const [ma, mb] = [mean(a), mean(b)];
  let [ab, aa, bb] = [0, 0, 0];
  for (let i = 0; i < a.length; i++) {
    const [da, db] = [(a[i] as number) - ma, (b[i] as number) - mb];
    ab += da * db;
    aa += da * da;
    bb += db * db;
  }
  return ab / Math.sqrt(aa * bb || 1);
}

/** A design of the collection in its first colourway, at the size its product picture draws it. */
function asPictured(slug: string): { configuration: Configuration; picture: string } {
  const design = designFacts.find((candidate) => candidate.slug === slug) as unknown as Design;
  const colourway = design.colourways[0];
  const name = designImageName(slug, colourway?.id ?? "", "flat");
  const spec = name ? collectionImages[name] : undefined;
  if (!spec || !("rug" in spec)) throw new Error(`${slug} has no product picture`);
  const { rug } = spec;
  // The product picture's pattern, as the build draws it (scripts/images/catalogue-rug.ts).
  const pattern = drawArtwork({ ...rug, colours: artworkColours(rug.colours) });
  return {
    configuration: {
      ...designConfiguration(design, colourway),
      width: rug.width,
      length: rug.length,
      design: slug,
    },
    picture: artworkSvg(pattern.color, rug, 2),
  };
}

const slugs = ["alcazar", "trama", "duna"] as const;
const drawn = new Map<string, { textures: RugTextures; picture: Float32Array; texture: Float32Array }>();

beforeAll(async () => {
  for (const slug of slugs) {
    const { configuration, picture } = asPictured(slug);
    const textures = await rugTextures(configuration, designArtwork(slug), undefined, { px });
    drawn.set(slug, {
      textures,
      picture: await thumbnail(Buffer.from(picture)),
      texture: await thumbnail(textures.colour.bytes),
    });
  }
});

describe("a design's textures in the specifier's pack", () => {
  it.each(slugs)("%s: its colour texture shows the pattern of its product picture, and no other design's", (slug) => {
    const own = drawn.get(slug);
    if (!own) throw new Error("not drawn");
    const toOwn = likeness(own.texture, own.picture);
    // Measured: 0.99 for Alcázar's great discs; 0.63 and 0.80 for a small repeat and carved dunes,
    // whose fine lines and grooves alias at a thumbnail's size (0.68 and 0.75 at the pack's size);
    // about 0 between any two designs.
    expect(toOwn).toBeGreaterThan(0.6);
    for (const other of slugs.filter((candidate) => candidate !== slug)) {
      const theirs = drawn.get(other);
      if (!theirs) throw new Error("not drawn");
      expect(likeness(own.texture, theirs.picture)).toBeLessThan(0.2);
      expect(likeness(own.texture, theirs.texture)).toBeLessThan(0.2);
    }
  });

  it("covers the whole rug at its real size, upright: its width across, its length down", async () => {
    const own = drawn.get("alcazar");
    if (!own) throw new Error("not drawn");
    const { configuration } = asPictured("alcazar");
    expect(own.textures.cover).toEqual({ kind: "rug", widthCm: configuration.width, lengthCm: configuration.length });
    const colour = await sharp(own.textures.colour.bytes).metadata();
    const normal = await sharp(own.textures.normal).metadata();
    expect([colour.width, colour.height]).toEqual([own.textures.px.width, own.textures.px.height]);
    expect([normal.width, normal.height, normal.format]).toEqual([colour.width, colour.height, "png"]);
    expect((colour.width ?? 0) / (colour.height ?? 1)).toBeCloseTo(configuration.width / configuration.length, 2);
    expect(Math.max(colour.width ?? 0, colour.height ?? 0)).toBe(px);
    expect(texturePx).toBe(2048);
  });

  it("has a normal map from the pile and the artwork's relief: level on average, not flat", async () => {
    const own = drawn.get("duna");
    if (!own) throw new Error("not drawn");
    const { data, info } = await sharp(own.textures.normal).raw().toBuffer({ resolveWithObject: true });
    let [red, green, tilted] = [0, 0, 0];
    for (let i = 0; i < data.length; i += info.channels) {
      red += data[i] as number;
      green += data[i + 1] as number;
      if ((data[i + 2] as number) < 250) tilted++;
    }
    const pixels = data.length / info.channels;
    expect(Math.abs(red / pixels - 128)).toBeLessThan(3);
    expect(Math.abs(green / pixels - 128)).toBeLessThan(3);
    expect(tilted / pixels).toBeGreaterThan(0.2);
  });

  it("is drawn anew for another size of the same design: the pattern is laid out for the rug", async () => {
    const { configuration } = asPictured("alcazar");
    const larger = await rugTextures(
      { ...configuration, width: 350, length: 450 },
      designArtwork("alcazar"),
      undefined,
      {
        px,
      },
    );
    // Not the same object (told by identity: toBe's message would compare megabytes byte by byte).
    expect(larger === drawn.get("alcazar")?.textures).toBe(false);
    expect(larger.cover).toEqual({ kind: "rug", widthCm: 350, lengthCm: 450 });
  });
});
