/**
 * Deterministic placeholder art: motif + seed -> raw RGB pixels at the declared size.
 * Bump ART_VERSION when the look changes on purpose (the cache also hashes these sources).
 */
import type { ImageMotif, ImageSpec } from "../../app/content/images.ts";
import { type Ctx, mulberry32 } from "./kit.ts";
import { geometric, robot, smallPattern } from "./motifs-pattern.ts";
import { loops, organic, relief, waves } from "./motifs-pile.ts";
import { interior, panorama } from "./motifs-places.ts";
import { irregular, swatches } from "./motifs-samples.ts";
import { type Art, renderLayers } from "./texture.ts";

export const ART_VERSION = 1;

const motifs: Record<ImageMotif, (c: Ctx) => Art> = {
  waves,
  geometric,
  smallPattern,
  relief,
  organic,
  irregular,
  swatches,
  interior,
  panorama,
  robot,
  loops,
};

/** Raw RGB, 3 channels, spec.width x spec.height. */
export async function renderArt(spec: ImageSpec): Promise<Buffer> {
  const { width: w, height: h, seed } = spec;
  const art = motifs[spec.motif]({ w, h, seed, rand: mulberry32(seed * 7919 + 17) });
  return renderLayers(art, w, h, seed * 131);
}
