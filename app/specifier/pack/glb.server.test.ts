import { type Document, NodeIO, TextureInfo } from "@gltf-transform/core";
import { validateBytes } from "gltf-validator";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { Configuration } from "~/rug/configuration";
import { areaSquareMetres } from "~/rug/geometry";
import { type Shape, shapes } from "~/rug/options";
import { type RugGlbInput, rugGlb } from "./glb.server";

let texture: RugGlbInput["texture"];

beforeAll(async () => {
  const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#b49a7a" } })
    .png()
    .toBuffer();
  const normal = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#8080ff" } })
    .png()
    .toBuffer();
  texture = {
    image: new Uint8Array(image),
    mimeType: "image/png",
    normal: new Uint8Array(normal),
    cover: { kind: "tile", tileCm: 50 },
  };
});

const extras = {
  design: "Alhambra",
  areaSquareMetres: 6,
  pileHeightMm: 20,
  seamless: true,
  colours: ["SA04", "TE11"],
  construction: { technique: "handtuft", backing: "latex" },
};

function glbOf(
  configuration: Pick<Configuration, "shape" | "length" | "width">,
  thicknessMm = 27,
  cover: RugGlbInput["texture"]["cover"] = texture.cover,
) {
  return rugGlb({ configuration, thicknessMm, texture: { ...texture, cover }, extras, name: "Rug" });
}

type Vector = [number, number, number];
const minus = (u: Vector, v: Vector): Vector => [u[0] - v[0], u[1] - v[1], u[2] - v[2]];
const cross = (u: Vector, v: Vector): Vector => [
  u[1] * v[2] - u[2] * v[1],
  u[2] * v[0] - u[0] * v[2],
  u[0] * v[1] - u[1] * v[0],
];
const dot = (u: Vector, v: Vector) => u[0] * v[0] + u[1] * v[1] + u[2] * v[2];

/** The JSON chunk of a GLB: what a 3D program reads first. */
function gltfJson(glb: Uint8Array): {
  asset: { generator?: string };
  accessors: { min?: number[]; max?: number[] }[];
  meshes: { primitives: { attributes: Record<string, number> }[] }[];
} {
  const view = new DataView(glb.buffer, glb.byteOffset, glb.byteLength);
  const length = view.getUint32(12, true);
  return JSON.parse(new TextDecoder().decode(glb.subarray(20, 20 + length)));
}

/** The mesh as a 3D program reads it back: positions, normals, texture coordinates, triangles. */
async function meshOf(glb: Uint8Array) {
  const document: Document = await new NodeIO().readBinary(glb);
  const primitive = document.getRoot().listMeshes()[0]?.listPrimitives()[0];
  const array = (semantic: string) => Array.from(primitive?.getAttribute(semantic)?.getArray() ?? []);
  return {
    document,
    positions: array("POSITION"),
    normals: array("NORMAL"),
    uvs: array("TEXCOORD_0"),
    indices: Array.from(primitive?.getIndices()?.getArray() ?? []),
  };
}

describe("the rug's 3D object (GLB)", () => {
  it.each(shapes)("passes the Khronos glTF validator with no error or warning as a %s", async (shape: Shape) => {
    const report = await validateBytes(await glbOf({ shape, length: 300, width: 200 }));
    expect(report.issues.messages).toEqual([]);
    expect(report.issues.numErrors).toBe(0);
    expect(report.issues.numWarnings).toBe(0);
  });

  it.each(shapes)(
    "passes the validator as a %s with a design's artwork laid once over the whole rug",
    async (shape) => {
      const report = await validateBytes(
        await glbOf({ shape, length: 450, width: 350 }, 27, { kind: "rug", widthCm: 350, lengthCm: 450 }),
      );
      expect(report.issues.messages).toEqual([]);
      expect(report.issues.numWarnings).toBe(0);
    },
  );

  it.each(shapes)(
    "passes the validator as a %s with a picture from above repeated at the real size it shows",
    async (shape) => {
      const report = await validateBytes(
        await glbOf({ shape, length: 450, width: 350 }, 27, { kind: "repeat", widthCm: 300, lengthCm: 200 }),
      );
      expect(report.issues.messages).toEqual([]);
      expect(report.issues.numWarnings).toBe(0);
    },
  );

  it("reads back with its colour texture and the pile's normal map in its material", async () => {
    const { document } = await meshOf(await glbOf({ shape: "rectangular", length: 300, width: 200 }));
    const material = document.getRoot().listMaterials()[0];
    const colour = material?.getBaseColorTexture();
    const normal = material?.getNormalTexture();
    expect(colour?.getImage()).toEqual(texture.image);
    expect(normal?.getImage()).toEqual(texture.normal);
    expect(normal?.getMimeType()).toBe("image/png");
    expect(material?.getNormalTextureInfo()?.getWrapS()).toBe(TextureInfo.WrapMode.REPEAT);
    // Both maps read the mesh's one set of texture coordinates, so the relief lies under its colours.
    expect(material?.getNormalTextureInfo()?.getTexCoord()).toBe(material?.getBaseColorTextureInfo()?.getTexCoord());
  });

  it("lays a design's artwork once over the rug: its width across the picture, its length down, held at its edges", async () => {
    const { normals, positions, uvs, document } = await meshOf(
      await glbOf({ shape: "rectangular", length: 450, width: 350 }, 27, { kind: "rug", widthCm: 350, lengthCm: 450 }),
    );
    const top = Array.from({ length: normals.length / 3 }, (_, index) => index).filter(
      (index) => normals[index * 3 + 1] === 1,
    );
    for (const index of top) {
      // x runs along the length, z across the width, both centred: the picture's v and u.
      expect(uvs[index * 2]).toBeCloseTo((positions[index * 3 + 2] ?? 0) / 3.5 + 0.5, 5);
      expect(uvs[index * 2 + 1]).toBeCloseTo((positions[index * 3] ?? 0) / 4.5 + 0.5, 5);
    }
    const material = document.getRoot().listMaterials()[0];
    expect(material?.getBaseColorTextureInfo()?.getWrapS()).toBe(TextureInfo.WrapMode.CLAMP_TO_EDGE);
    expect(material?.getNormalTextureInfo()?.getWrapT()).toBe(TextureInfo.WrapMode.CLAMP_TO_EDGE);
  });

  it("has no edge without a direction where a stadium's half circles meet (as wide as it is long)", async () => {
    const report = await validateBytes(await glbOf({ shape: "composite", length: 200, width: 200 }));
    expect(report.issues.messages).toEqual([]);
  });

  it("is a 200 × 300 cm rug at its real size in metres, as thick as its pile and backing", async () => {
    const json = gltfJson(await glbOf({ shape: "rectangular", length: 300, width: 200 }, 27));
    const position = json.meshes[0]?.primitives[0]?.attributes.POSITION ?? -1;
    const { min = [], max = [] } = json.accessors[position] ?? {};
    const size = max.map((high, axis) => high - (min[axis] ?? 0));
    expect(size[0]).toBeCloseTo(3, 6);
    expect(size[1]).toBeCloseTo(0.027, 6);
    expect(size[2]).toBeCloseTo(2, 6);
    expect(min[1]).toBe(0);
  });

  it.each(shapes)("is a closed solid facing out as a %s: its volume is its area times its thickness", async (shape) => {
    const { positions, normals, indices } = await meshOf(await glbOf({ shape, length: 300, width: 200 }, 20));
    const at = (index: number): Vector => [
      positions[index * 3] ?? 0,
      positions[index * 3 + 1] ?? 0,
      positions[index * 3 + 2] ?? 0,
    ];
    const normalAt = (index: number): Vector => [
      normals[index * 3] ?? 0,
      normals[index * 3 + 1] ?? 0,
      normals[index * 3 + 2] ?? 0,
    ];
    let volume = 0;
    const edges = new Map<string, number>();
    const key = (point: Vector) => point.map((value) => value.toFixed(5)).join(",");
    for (let index = 0; index < indices.length; index += 3) {
      const [a = 0, b = 0, c = 0] = indices.slice(index, index + 3);
      const [p, q, r] = [at(a), at(b), at(c)];
      const face = cross(minus(q, p), minus(r, p));
      // The face turns the way its vertices' normals say (a renderer culls the back).
      expect(dot(face, normalAt(a))).toBeGreaterThan(0);
      volume += dot(p, face) / 6;
      // Each edge, walked along the triangle's winding, must be walked back by exactly one other.
      for (const [from, to] of [
        [p, q],
        [q, r],
        [r, p],
      ] as const) {
        const forward = `${key(from)}>${key(to)}`;
        const back = `${key(to)}>${key(from)}`;
        if (edges.has(back)) {
          edges.set(back, (edges.get(back) ?? 0) - 1);
          if (edges.get(back) === 0) edges.delete(back);
        } else edges.set(forward, (edges.get(forward) ?? 0) + 1);
      }
    }
    expect(edges.size).toBe(0);
    expect(volume).toBeCloseTo(areaSquareMetres(shape, 300, 200) * 0.02, 3);
  });

  it("repeats the texture at its real scale: six 50 cm tiles along 3 m, four across 2 m", async () => {
    const { normals, uvs, document } = await meshOf(await glbOf({ shape: "rectangular", length: 300, width: 200 }));
    const top = Array.from({ length: normals.length / 3 }, (_, index) => index).filter(
      (index) => normals[index * 3 + 1] === 1,
    );
    const us = top.map((index) => uvs[index * 2] ?? 0);
    const vs = top.map((index) => uvs[index * 2 + 1] ?? 0);
    expect(Math.max(...us) - Math.min(...us)).toBeCloseTo(6, 5);
    expect(Math.max(...vs) - Math.min(...vs)).toBeCloseTo(4, 5);
    const material = document.getRoot().listMaterials()[0];
    expect(material?.getBaseColorTexture()?.getMimeType()).toBe("image/png");
    expect(material?.getBaseColorTextureInfo()?.getWrapS()).toBe(TextureInfo.WrapMode.REPEAT);
    expect(material?.getBaseColorTextureInfo()?.getWrapT()).toBe(TextureInfo.WrapMode.REPEAT);
    expect(material?.getRoughnessFactor()).toBeGreaterThanOrEqual(0.8);
    expect(material?.getMetallicFactor()).toBe(0);
  });

  it("carries the data sheet's key figures and its name through a read back", async () => {
    const glb = await glbOf({ shape: "oval", length: 240, width: 170 });
    const { document } = await meshOf(glb);
    const root = document.getRoot();
    expect(root.getDefaultScene()?.getExtras()).toEqual(extras);
    expect(root.listNodes()[0]?.getName()).toBe("Rug");
    expect(root.listMeshes()[0]?.getName()).toBe("Rug");
    expect(gltfJson(glb).asset.generator).toMatch(/specifier pack \(glTF Transform\)$/);
  });

  it.each(shapes)("stays light as a %s: under 200 KB besides its texture", async (shape) => {
    const glb = await glbOf({ shape, length: 3000, width: 3000 });
    expect(glb.byteLength - texture.image.byteLength - texture.normal.byteLength).toBeLessThan(200_000);
  });
});
