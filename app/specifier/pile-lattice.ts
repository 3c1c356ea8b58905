import { hash2 } from "./periodic-field";

/**
 * Where the pile's tufts or loops stand on a repeating tile, and which of them each pixel shows.
 * The elements sit on a lattice of `rows` rows of `perRow`, every other row shifted half a step
 * for loops, each a little off its place (a hand-tufter's scatter, or a robot's near-straight
 * rows). Finding each pixel's nearest element is the costly part, so it is done once on a patch
 * a quarter of the tile wide whose scatter repeats 4 × 4 times: each element of the tile keeps
 * its own ink and dye, so the colour map does not repeat within the tile; the relief alone repeats
 * with the patch (25 cm on a metre's tile), which keeps the normal map's PNG small (deflate finds
 * the repeat: about 1-3 MB, against 6-9 MB for a relief that never repeats).
 */
export type PileLattice = {
  rows: number;
  perRow: number;
  /** Each element's centre in tile pixels. */
  x: Float32Array;
  y: Float32Array;
  /** The patch's side in pixels: a quarter of the tile, a power of two. */
  patchPx: number;
  /** Per patch pixel: the row and column (within the patch, one past its edge where it wraps) of the element it shows. */
  row: Int16Array;
  column: Int16Array;
  /** Per patch pixel: how high the element's relief stands there, 0 (between elements) to 1 (its crown). */
  relief: Float32Array;
};

export type LatticeShape = {
  rows: number;
  perRow: number;
  /** Every other row shifted by half a step along. */
  staggered: boolean;
  /** How far an element may stray from its place, in steps along and across. */
  scatter: readonly [number, number];
  /** The element's footprint's half-lengths, in steps along and across. */
  reach: readonly [number, number];
  /** The relief's height over the footprint, from its squared distance (0 at the centre, 1 at its edge). */
  profile(distanceSquared: number): number;
  seed: number;
};

/** Patches per side of the tile: the lattice's rows (twice, when staggered) and columns divide by it. */
export const patchesPerSide = 4;

export function pileLattice(shape: LatticeShape, tilePx: number): PileLattice {
  const { rows, perRow, staggered, scatter, reach, profile, seed } = shape;
  const patchRows = rows / patchesPerSide;
  const patchColumns = perRow / patchesPerSide;
  const patchPx = tilePx / patchesPerSide;
  if (!Number.isInteger(Math.log2(patchPx))) throw new Error(`A tile of ${tilePx} px has no power-of-two patch`);
  const stepPx = tilePx / perRow;
  const rowPx = tilePx / rows;
  // The offsets of an element from its place depend only on its place in the patch, so every
  // patch has the same scatter and the nearest-element search below holds for all of them.
  const offsetX = new Float32Array(patchRows * patchColumns);
  const offsetY = new Float32Array(patchRows * patchColumns);
  for (let r = 0; r < patchRows; r++) {
    for (let c = 0; c < patchColumns; c++) {
      offsetX[r * patchColumns + c] = (hash2(c, r, seed) - 0.5) * scatter[0];
      offsetY[r * patchColumns + c] = (hash2(c, r, seed + 1) - 0.5) * scatter[1];
    }
  }
  const localX = new Float32Array(patchRows * patchColumns);
  const localY = new Float32Array(patchRows * patchColumns);
  for (let r = 0; r < patchRows; r++) {
    for (let c = 0; c < patchColumns; c++) {
      const k = r * patchColumns + c;
      // Rows and columns are centred on the patch's edges (the tile's among them), so a seam runs
      // through the crowns of a row of loops or of robot-tufted ends, not along the creases
      // between them, where the relief is steepest.
      localX[k] = (c + (staggered && r % 2 === 1 ? 0.5 : 0) + (offsetX[k] as number)) * stepPx;
      localY[k] = (r + (offsetY[k] as number)) * rowPx;
    }
  }
  const centreX = (r: number, c: number) => localX[r * patchColumns + c] as number;
  const centreY = (r: number, c: number) => localY[r * patchColumns + c] as number;

  const x = new Float32Array(rows * perRow);
  const y = new Float32Array(rows * perRow);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < perRow; c++) {
      x[r * perRow + c] = centreX(r % patchRows, c % patchColumns) + Math.floor(c / patchColumns) * patchPx;
      y[r * perRow + c] = centreY(r % patchRows, c % patchColumns) + Math.floor(r / patchRows) * patchPx;
    }
  }

  const size = patchPx * patchPx;
  const row = new Int16Array(size);
  const column = new Int16Array(size);
  const relief = new Float32Array(size);
  const along = reach[0] * stepPx;
  const across = reach[1] * rowPx;
  for (let py = 0; py < patchPx; py++) {
    const cy = py + 0.5;
    const near = Math.floor(cy / rowPx);
    for (let px = 0; px < patchPx; px++) {
      const cx = px + 0.5;
      let best = Number.POSITIVE_INFINITY;
      let bestRow = 0;
      let bestColumn = 0;
      for (let r = near - 1; r <= near + 1; r++) {
        const wrappedRow = (r + patchRows) % patchRows;
        const oy = r < 0 ? -patchPx : r >= patchRows ? patchPx : 0;
        const shift = staggered && wrappedRow % 2 === 1 ? 0.5 : 0;
        const c0 = Math.floor(cx / stepPx - shift);
        for (let c = c0 - 1; c <= c0 + 1; c++) {
          const wrappedColumn = (c + patchColumns) % patchColumns;
          const ox = c < 0 ? -patchPx : c >= patchColumns ? patchPx : 0;
          const dx = (centreX(wrappedRow, wrappedColumn) + ox - cx) / along;
          const dy = (centreY(wrappedRow, wrappedColumn) + oy - cy) / across;
          const d = dx * dx + dy * dy;
          if (d < best) {
            best = d;
            bestRow = r;
            bestColumn = c;
          }
        }
      }
      const i = py * patchPx + px;
      row[i] = bestRow;
      column[i] = bestColumn;
      relief[i] = profile(best);
    }
  }
  return { rows, perRow, x, y, patchPx, row, column, relief };
}

/**
 * Reads a lattice along the tile one row at a time (`row(y)`, then any `x` of it): the element a
 * pixel shows, by its index in `x` and `y`, and how high its relief stands there.
 */
export function latticeWalker(lattice: PileLattice) {
  const { patchPx, rows, perRow, row: patchRow, column: patchColumn, relief: patchRelief } = lattice;
  const patchRows = rows / patchesPerSide;
  const patchColumns = perRow / patchesPerSide;
  const shift = Math.log2(patchPx);
  const mask = patchPx - 1;
  let start = 0;
  let firstRow = 0;
  return {
    row(y: number) {
      start = (y & mask) << shift;
      firstRow = (y >> shift) * patchRows;
    },
    element(x: number): number {
      const i = start + (x & mask);
      let r = firstRow + (patchRow[i] as number);
      if (r < 0) r += rows;
      else if (r >= rows) r -= rows;
      let c = (x >> shift) * patchColumns + (patchColumn[i] as number);
      if (c < 0) c += perRow;
      else if (c >= perRow) c -= perRow;
      return r * perRow + c;
    },
    relief(x: number): number {
      return patchRelief[start + (x & mask)] as number;
    },
  };
}
