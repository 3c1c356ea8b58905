/**
 * Fields over a square tile that repeats: noise and blur that wrap round its edges, so whatever is
 * built from them continues from the right edge into the left and from the bottom into the top.
 * The textures of the specifier's pack are drawn with them.
 */

/** A repeatable hash of a lattice point and a seed, 0..1: the same arguments, the same value. */
export function hash2(x: number, y: number, seed: number): number {
  let h = (Math.imul(x | 0, 374761393) + Math.imul(y | 0, 668265263) + Math.imul(seed | 0, 2246822519)) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/**
 * Smooth value noise, -1..1, over a `size`-pixel tile with `cells` lattice cells on each side:
 * the lattice wraps, so the noise repeats with the tile.
 */
export function periodicValueNoise(size: number, cells: number, seed: number): Float32Array {
  const lattice = new Float32Array(cells * cells);
  for (let j = 0; j < cells; j++) for (let i = 0; i < cells; i++) lattice[j * cells + i] = hash2(i, j, seed) * 2 - 1;
  const out = new Float32Array(size * size);
  const scale = cells / size;
  for (let y = 0; y < size; y++) {
    const fy = (y + 0.5) * scale;
    const j0 = Math.floor(fy);
    let ty = fy - j0;
    ty = ty * ty * (3 - 2 * ty);
    const row0 = (j0 % cells) * cells;
    const row1 = ((j0 + 1) % cells) * cells;
    for (let x = 0; x < size; x++) {
      const fx = (x + 0.5) * scale;
      const i0 = Math.floor(fx);
      let tx = fx - i0;
      tx = tx * tx * (3 - 2 * tx);
      const i1 = (i0 + 1) % cells;
      const a = lattice[row0 + (i0 % cells)] as number;
      const b = lattice[row0 + i1] as number;
      const c = lattice[row1 + (i0 % cells)] as number;
      const d = lattice[row1 + i1] as number;
      out[y * size + x] = a + (b - a) * tx + (c - a + (a - b - c + d) * tx) * ty;
    }
  }
  return out;
}

/**
 * Blurs a square `size`-pixel field in place, wrapping round its edges: `passes` runs of a box of
 * `radius` pixels each way (two make a tent, three are close to a Gaussian). The vertical passes run along whole rows
 * (a running sum per column), so they read memory in order.
 */
export function blurPeriodic(field: Float32Array, size: number, radius: number, passes = 3): void {
  const r = Math.max(1, Math.min(Math.floor((size - 1) / 2), Math.round(radius)));
  const span = 2 * r + 1;
  // One line with `r` pixels of the other end on each side, so the running sum needs no wrapping.
  // (and one spare, so the last step's read stays inside the array).
  const line = new Float32Array(size + 2 * r + 1);
  const across = (start: number) => {
    for (let i = 0; i < size; i++) line[r + i] = field[start + i] as number;
    for (let i = 0; i < r; i++) {
      line[i] = line[size + i] as number;
      line[r + size + i] = line[r + i] as number;
    }
    let sum = 0;
    for (let i = 0; i < span; i++) sum += line[i] as number;
    for (let i = 0; i < size; i++) {
      field[start + i] = sum / span;
      sum += (line[i + span] as number) - (line[i] as number);
    }
  };
  const source = new Float32Array(field.length);
  const sums = new Float32Array(size);
  const down = () => {
    source.set(field);
    sums.fill(0);
    for (let k = -r; k <= r; k++) {
      const row = ((k + size) % size) * size;
      for (let x = 0; x < size; x++) sums[x] = (sums[x] as number) + (source[row + x] as number);
    }
    for (let y = 0; y < size; y++) {
      const out = y * size;
      const enter = ((y + r + 1) % size) * size;
      const leave = ((y - r + size) % size) * size;
      for (let x = 0; x < size; x++) {
        const sum = sums[x] as number;
        field[out + x] = sum / span;
        sums[x] = sum + (source[enter + x] as number) - (source[leave + x] as number);
      }
    }
  };
  for (let k = 0; k < passes; k++) {
    for (let row = 0; row < size; row++) across(row * size);
    down();
  }
}
