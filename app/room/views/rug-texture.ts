// The configured rug as the room view draws it on the floor: its drawing read back as a texture.
import { type RefObject, useEffect, useState } from "react";
import type { RugTexture } from "~/room/compose";
import { textureOf } from "~/room/photo";
import type { Configuration } from "~/rug/configuration";
import { groundRgb } from "~/rug/drawn-colours";

/**
 * The texture's border, where the rug's contact shadow falls, in centimetres: wide enough for its
 * faint outer shade (app/room/compose.ts) to fade out before the drawing ends.
 */
export const margin = 8;

/** The texture's scale: a few pixels a centimetre, at most 1024 on the drawing's longer side. */
export function texturePxPerCm(configuration: Configuration) {
  return Math.min(4, 1024 / (Math.max(configuration.length, configuration.width) + 2 * margin));
}

/** The rug's drawing (rendered hidden in the page by `RugDrawing`) read back as a texture. */
export function useTexture(configuration: Configuration, drawing: RefObject<HTMLDivElement | null>): RugTexture | null {
  const [texture, setTexture] = useState<RugTexture | null>(null);
  useEffect(() => {
    const svg = drawing.current?.innerHTML;
    if (!svg) return;
    let current = true;
    void inlinePictures(svg)
      .then((drawn) =>
        textureOf(drawn, {
          pxPerCm: texturePxPerCm(configuration),
          margin,
          rugLength: configuration.length,
          rugWidth: configuration.width,
          ground: groundRgb(configuration),
        }),
      )
      .then((next) => {
        if (current) setTexture(next);
      });
    return () => {
      current = false;
    };
  }, [configuration, drawing]);
  return texture;
}

/**
 * The drawing with each picture it lays from the site (a studio design's picture from above,
 * `/media/…`) put inside it as a data: address: an SVG read as an image loads nothing of its
 * own. A picture that cannot be read leaves the rug drawn without it.
 */
export async function inlinePictures(svg: string): Promise<string> {
  const hrefs = [...new Set([...svg.matchAll(/href="(\/media\/[\w.-]+)"/g)].map((match) => match[1] ?? ""))];
  let out = svg;
  for (const href of hrefs) {
    try {
      const answer = await fetch(href);
      if (!answer.ok) continue;
      const type = (answer.headers.get("content-type") ?? "").split(";")[0]?.trim() ?? "";
      if (!/^image\/[\w.+-]+$/.test(type)) continue;
      const bytes = new Uint8Array(await answer.arrayBuffer());
      let binary = "";
      for (let at = 0; at < bytes.length; at += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
      out = out.replaceAll(`href="${href}"`, `href="data:${type};base64,${btoa(binary)}"`);
    } catch {
      // Not read (offline, gone): the rug is drawn without the picture.
    }
  }
  return out;
}

/** What is drawn while the texture is not read yet: nothing of the rug. */
export const emptyTexture: RugTexture = {
  width: 1,
  height: 1,
  data: new Uint8ClampedArray(4),
  pxPerCm: 1,
  margin: 0,
  rugLength: 0,
  rugWidth: 0,
  ground: [0, 0, 0],
};
