import { type Configuration, isSeamless } from "~/rug/configuration";
import { seamless } from "~/rug/options";

/**
 * Where a rug larger than one piece is joined: the factory tufts pieces of at most 6 m × 4 m
 * (`seamless`) and joins them edge to edge. The pieces are the cells of an even grid over the
 * rug's bounding box, turned whichever way needs fewer pieces (a 10 × 3.5 m runner is three
 * pieces along its length, not five); the joins are the grid's inner lines. Centimetres, in the
 * geometry's frame (`x` along the length, from 0 to `length`; `y` along the width).
 */
export type JoinLayout = {
  /** How many pieces the rug is made in: 1 when it needs no join. */
  pieces: number;
  /** Pieces along the length and across the width. */
  grid: { along: number; across: number };
  /** Each join, from one edge of the bounding box to the other. */
  lines: { from: readonly [number, number]; to: readonly [number, number] }[];
};

/** The pieces needed to cover `extent` with pieces at most `piece` long. */
const piecesFor = (extent: number, piece: number) => Math.max(1, Math.ceil(extent / piece));

export function joinLayout(configuration: Pick<Configuration, "width" | "length">): JoinLayout {
  const { length, width } = configuration;
  if (isSeamless(configuration)) return { pieces: 1, grid: { along: 1, across: 1 }, lines: [] };
  // Long side of the piece along the rug's length, or across it: the grid with fewer pieces.
  const lengthwise = { along: piecesFor(length, seamless.long), across: piecesFor(width, seamless.short) };
  const crosswise = { along: piecesFor(length, seamless.short), across: piecesFor(width, seamless.long) };
  const grid = lengthwise.along * lengthwise.across <= crosswise.along * crosswise.across ? lengthwise : crosswise;
  const lines: JoinLayout["lines"] = [];
  for (let column = 1; column < grid.along; column++) {
    const x = (length * column) / grid.along;
    lines.push({ from: [x, 0], to: [x, width] });
  }
  for (let row = 1; row < grid.across; row++) {
    const y = (width * row) / grid.across;
    lines.push({ from: [0, y], to: [length, y] });
  }
  return { pieces: grid.along * grid.across, grid, lines };
}
