/**
 * The collection's designs as patterns: for each of the configurator's five motifs (the
 * collections), a few layouts in its language, each design taking the layout of its place in its
 * collection and the details of its own seed. A pattern is drawn in the rug's centimetres, `W`
 * across and `H` down (the rug standing upright), over the whole box (the outline clips it), in
 * the colourway's colours: `c[0]` is the ground, as in the configurator. The colours only fill
 * what the seed laid out, so a design's colourways are one pattern in other colours.
 *
 * `relief` is an optional grey drawing of carving over the same box (50% grey is the pile's own
 * height, darker is carved lower, lighter stands higher); the pile's kind (cut or loop) and the
 * grooves at colour changes are added by whoever gives it a pile (the build's pictures, the
 * specifier's textures).
 *
 * Each collection's layouts are a module of their own (large-patterns.ts, small-patterns.ts,
 * relief-patterns.ts, creative-patterns.ts, unique-patterns.ts), drawn with pattern-kit.ts.
 */
import type { Motif } from "../options.ts";
import { creativePatterns } from "./creative-patterns.ts";
import { largePatterns } from "./large-patterns.ts";
import type { Pattern, PatternCtx } from "./pattern-kit.ts";
import { reliefPatterns } from "./relief-patterns.ts";
import { smallPatterns } from "./small-patterns.ts";
import { uniquePatterns } from "./unique-patterns.ts";

export type { Pattern, PatternCtx };

const layouts: Record<Motif, readonly ((pattern: PatternCtx) => Pattern)[]> = {
  "large-pattern": largePatterns,
  "small-pattern": smallPatterns,
  relief: reliefPatterns,
  creative: creativePatterns,
  unique: uniquePatterns,
};

/** The design's pattern: its collection's layout for its place there (`variant`), laid out by its seed. */
export function drawPattern(collection: Motif, variant: number, p: PatternCtx): Pattern {
  const list = layouts[collection];
  const layout = list[((variant % list.length) + list.length) % list.length];
  if (!layout) throw new Error(`no layout for ${collection}`);
  return layout(p);
}
