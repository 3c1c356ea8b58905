import { Document, type GLTF, NodeIO, type TypedArray } from "@gltf-transform/core";
import earcut from "earcut";
import type { Configuration } from "~/rug/configuration";
import { siteConfig } from "~/site/config";
import { rugOutline } from "../rug-outline";
import type { TextureCover } from "../texture-cover";

/**
 * The rug as a light 3D object for a renderer or a BIM model: a binary glTF (`.glb`) of a flat
 * solid at its real size in metres, as thick as its pile and backing, its top, bottom and edges
 * covered with the rug's texture repeating at its real scale. x runs along the rug's length,
 * z across its width, y up (glTF's own axes); the rug stands on y = 0, centred on its bounding
 * box, so a renderer drops it on the floor where it is placed. Its material has the colour
 * texture and the pile's normal map, a tile repeated at its real scale, the whole rug's
 * artwork laid once (its width along z, its length along x), or a picture from above repeated at
 * the real size it shows (its width along z, its length along x, turned as the configurator
 * draws it, not mirrored). The outline is the one the
 * configurator draws (a circle's 144 sides), with no further subdivision: a 3 × 2 m rug is a few
 * kilobytes besides its texture. The data sheet's key figures ride in the scene's `extras`.
 */
export type RugGlbInput = {
  configuration: Pick<Configuration, "shape" | "length" | "width">;
  /** Pile and backing together, in millimetres. */
  thicknessMm: number;
  /** The colour texture and its normal map (PNG), and how they lie on the rug. */
  texture: { image: Uint8Array; mimeType: "image/jpeg" | "image/png"; normal: Uint8Array; cover: TextureCover };
  extras: Record<string, string | number | boolean | null | (string | number)[] | Record<string, unknown>>;
  /** The object's name, as a 3D program lists it. */
  name: string;
};

type Vector = readonly [number, number, number];

/** A carpet's surface: matte, not metal. */
const roughness = 0.9;

/**
 * The texture's sampling, by glTF's (WebGL's) numbers: a tile or a picture's repeat repeated both
 * ways, the whole rug's picture held at its edges; smooth at any distance.
 */
const repeat: GLTF.TextureWrapMode = 10497;
const clampToEdge: GLTF.TextureWrapMode = 33071;
const linear: GLTF.TextureMagFilter = 9729;
const linearMipmapLinear: GLTF.TextureMinFilter = 9987;

/**
 * A face's tangent for the normal map: where its texture's u grows (`along`), and its handedness,
 * the sign that turns the normal and tangent into where v grows (`down`). Given with the mesh, as
 * the Khronos validator asks: a tangent space each renderer works out for itself may differ.
 */
function tangentOf(normal: Vector, along: Vector, down: Vector): readonly [number, number, number, number] {
  const [nx, ny, nz] = normal;
  const [tx, ty, tz] = along;
  const handed = (ny * tz - nz * ty) * down[0] + (nz * tx - nx * tz) * down[1] + (nx * ty - ny * tx) * down[2];
  return [tx, ty, tz, handed < 0 ? -1 : 1];
}

/** Vertices with their normal, tangent and texture coordinates, and triangles facing their normal. */
class Solid {
  readonly positions: number[] = [];
  readonly normals: number[] = [];
  readonly tangents: number[] = [];
  readonly uvs: number[] = [];
  readonly indices: number[] = [];

  vertex(
    position: Vector,
    normal: Vector,
    tangent: readonly [number, number, number, number],
    uv: readonly [number, number],
  ): number {
    this.positions.push(...position);
    this.normals.push(...normal);
    this.tangents.push(...tangent);
    this.uvs.push(...uv);
    return this.positions.length / 3 - 1;
  }

  /** A triangle wound counter-clockwise seen from outside, whichever way its corners come. */
  triangle(a: number, b: number, c: number, outward: Vector): void {
    const at = (index: number, axis: number) => this.positions[index * 3 + axis] ?? 0;
    const edge1 = [0, 1, 2].map((axis) => at(b, axis) - at(a, axis));
    const edge2 = [0, 1, 2].map((axis) => at(c, axis) - at(a, axis));
    const [x1 = 0, y1 = 0, z1 = 0] = edge1;
    const [x2 = 0, y2 = 0, z2 = 0] = edge2;
    const facing =
      (y1 * z2 - z1 * y2) * outward[0] + (z1 * x2 - x1 * z2) * outward[1] + (x1 * y2 - y1 * x2) * outward[2];
    this.indices.push(...(facing >= 0 ? [a, b, c] : [a, c, b]));
  }
}

export async function rugGlb(input: RugGlbInput): Promise<Uint8Array> {
  const { configuration, thicknessMm, texture, extras, name } = input;
  const { pieces } = rugOutline(configuration);
  const thickness = thicknessMm / 1000;
  // Metres, centred on the bounding box; texture coordinates from the rug's corner: a tile's
  // count of repeats, or the share of the rug's width (u, across its upright picture) and length
  // (v); a picture's repeats counted from the far side of the width (u grows towards z = 0, v
  // along x), so the picture is turned onto the rug, not mirrored, from the corner the
  // configurator's drawing starts it at.
  const centre = [configuration.length / 200, configuration.width / 200] as const;
  const { cover } = texture;
  const uvAt = (x: number, z: number): [number, number] =>
    cover.kind === "tile"
      ? [x / (cover.tileCm / 100), z / (cover.tileCm / 100)]
      : cover.kind === "repeat"
        ? [(configuration.width / 100 - z) / (cover.widthCm / 100), x / (cover.lengthCm / 100)]
        : [z / (configuration.width / 100), x / (configuration.length / 100)];
  const solid = new Solid();

  for (const piece of pieces) {
    const ring = piece.map(([x, y]) => [x / 100, y / 100] as const);
    const triangles = earcut(ring.flat());
    for (const [level, normal] of [
      [thickness, [0, 1, 0]],
      [0, [0, -1, 0]],
    ] as const) {
      // A tile's u follows x and v follows z; the whole rug's picture is upright, u across z; a
      // picture's repeat too, its u growing towards z = 0.
      const tangent =
        cover.kind === "tile"
          ? tangentOf(normal, [1, 0, 0], [0, 0, 1])
          : cover.kind === "repeat"
            ? tangentOf(normal, [0, 0, -1], [1, 0, 0])
            : tangentOf(normal, [0, 0, 1], [1, 0, 0]);
      const first = ring.map(([x, z]) =>
        solid.vertex([x - centre[0], level, z - centre[1]], normal, tangent, uvAt(x, z)),
      );
      for (let index = 0; index + 2 < triangles.length; index += 3) {
        const [a = 0, b = 0, c = 0] = triangles.slice(index, index + 3).map((corner) => first[corner] ?? 0);
        solid.triangle(a, b, c, normal);
      }
    }

    // The edge: one quad per side, facing out of the piece. A tile runs along the edge; the whole
    // rug's picture shows the colour at its border down the edge's height.
    const twiceArea = ring.reduce((sum, [x1, z1], index) => {
      const [x2, z2] = ring[(index + 1) % ring.length] ?? [x1, z1];
      return sum + x1 * z2 - x2 * z1;
    }, 0);
    let along = 0;
    ring.forEach(([x1, z1], index) => {
      const [x2, z2] = ring[(index + 1) % ring.length] ?? [x1, z1];
      const length = Math.hypot(x2 - x1, z2 - z1);
      const sign = twiceArea > 0 ? 1 : -1;
      const normal: Vector = [(sign * (z2 - z1)) / length, 0, (-sign * (x2 - x1)) / length];
      const tangent = tangentOf(normal, [(x2 - x1) / length, 0, (z2 - z1) / length], [0, 1, 0]);
      const corner = (x: number, z: number, y: number, u: number) =>
        solid.vertex(
          [x - centre[0], y, z - centre[1]],
          normal,
          tangent,
          cover.kind === "tile" ? [u / (cover.tileCm / 100), y / (cover.tileCm / 100)] : uvAt(x, z),
        );
      const a = corner(x1, z1, 0, along);
      const b = corner(x2, z2, 0, along + length);
      const c = corner(x2, z2, thickness, along + length);
      const d = corner(x1, z1, thickness, along);
      solid.triangle(a, b, c, normal);
      solid.triangle(a, c, d, normal);
      along += length;
    });
  }

  const document = new Document();
  const root = document.getRoot();
  root.getAsset().generator = `${siteConfig.brandName} specifier pack (glTF Transform)`;
  const buffer = document.createBuffer();
  const accessor = (type: "VEC4" | "VEC3" | "VEC2" | "SCALAR", array: TypedArray) =>
    document.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  const vertexCount = solid.positions.length / 3;

  const image = document.createTexture(`${name} texture`).setImage(texture.image).setMimeType(texture.mimeType);
  const normalImage = document.createTexture(`${name} normal map`).setImage(texture.normal).setMimeType("image/png");
  const material = document
    .createMaterial(name)
    .setBaseColorTexture(image)
    .setNormalTexture(normalImage)
    .setRoughnessFactor(roughness)
    .setMetallicFactor(0);
  const wrap = cover.kind === "rug" ? clampToEdge : repeat;
  for (const info of [material.getBaseColorTextureInfo(), material.getNormalTextureInfo()])
    info?.setWrapS(wrap).setWrapT(wrap).setMagFilter(linear).setMinFilter(linearMipmapLinear);

  const primitive = document
    .createPrimitive()
    .setAttribute("POSITION", accessor("VEC3", new Float32Array(solid.positions)))
    .setAttribute("NORMAL", accessor("VEC3", new Float32Array(solid.normals)))
    .setAttribute("TANGENT", accessor("VEC4", new Float32Array(solid.tangents)))
    .setAttribute("TEXCOORD_0", accessor("VEC2", new Float32Array(solid.uvs)))
    .setIndices(
      accessor("SCALAR", vertexCount < 65536 ? new Uint16Array(solid.indices) : new Uint32Array(solid.indices)),
    )
    .setMaterial(material);
  const mesh = document.createMesh(name).addPrimitive(primitive);
  const node = document.createNode(name).setMesh(mesh);
  const scene = document.createScene(name).addChild(node).setExtras(extras);
  root.setDefaultScene(scene);

  return new NodeIO().writeBinary(document);
}
