import type { Configuration } from "~/rug/configuration";
import { blurPeriodic, hash2, periodicValueNoise } from "./periodic-field";
import { latticeWalker, type PileLattice, patchesPerSide, pileLattice } from "./pile-lattice";
import type { TileDesign } from "./tile-design";

/**
 * A repeating tile of the rug's pile, drawn pixel by pixel: every tuft (cut pile) or loop (loop
 * pile) takes the ink of the design where it is tufted, as a tufting gun does, so the motif's
 * edges run along tufts. Two maps come out, both repeating with the tile:
 *
 * - the colour: the yarn's colour with what the eye reads as wool and belongs to the yarn, not
 *   to the light (each tuft's dye a little apart, the fibre's grain, a soft cloud, the creases
 *   between tufts and the floors of carved channels a little darker);
 * - the pile's height in millimetres above the backing: the pile's own height (each kind at
 *   its own where a rug has both), carved channels, and the relief of each tuft end or loop.
 *
 * Cut pile: tufts 5 mm apart, the ends of a hand-tufted rug scattered, a robot-tufted one's in
 * straight rows; each end a low dome of fibre ends. Loop pile: rows 5 mm apart of 6 mm loops,
 * every other row half a loop along, each loop an arch of yarn with its hollow. Cut and loop:
 * the motif's first ink is tufted in loops, the rest cut.
 */
export type PileTile = {
  /** Pixels on each side. */
  size: number;
  /** Red, green, blue per pixel, row by row from the top. */
  colour: Uint8ClampedArray;
  /** The pile's height above the backing, millimetres per pixel. */
  heightMm: Float32Array;
};

type Rgb = readonly [number, number, number];

export type PileTileInput = {
  design: TileDesign;
  /** The colour of each ink the design uses: the ground first. */
  palette: readonly Rgb[];
  rug: Pick<Configuration, "pile" | "cutHeight" | "loopHeight" | "technique">;
  size: number;
  seed: number;
};

const cutSpacingMm = 5;
const loopPitchMm = 6;
const loopRowMm = 5;
/** How far a tuft end or a loop's crown stands above the creases round it. */
const tuftReliefMm = 1.2;
const loopReliefMm = 1.6;
/** A carved channel's floor lies this share of the pile's height below the uncarved pile. */
const carveShare = 0.45;

/**
 * Cut pile: one tuft end per cell of a square lattice 5 mm apart, a dome of fibre ends fading
 * into the crease between it and its neighbours (no edge between two tufts: wool, not pebbles).
 */
function tuftLattice(tileMm: number, technique: Configuration["technique"], size: number, seed: number): PileLattice {
  const cells = patchesPerSide * Math.max(1, Math.round(tileMm / cutSpacingMm / patchesPerSide));
  // A hand-tufted end may stand anywhere in its cell: were the ends kept off the cells' edges,
  // those edges would crease more than elsewhere, and the patch's edges, which fall on them
  // exactly, would show as a faint grid.
  const scatter = technique === "handtuft" ? 1 : 0.12;
  return pileLattice(
    {
      rows: cells,
      perRow: cells,
      staggered: false,
      scatter: [scatter, scatter],
      reach: [0.75, 0.75],
      profile: (q) => (q < 1 ? (1 - q) ** 1.5 : 0),
      seed,
    },
    size,
  );
}

/**
 * Loop pile: rows 5 mm apart of loops 6 mm long, every other row half a loop along (so the rows
 * are an even number); each loop seen from above an oval arch of yarn with a hollow in its middle.
 */
function loopLattice(tileMm: number, technique: Configuration["technique"], size: number, seed: number): PileLattice {
  const rows = 2 * patchesPerSide * Math.max(1, Math.round(tileMm / loopRowMm / (2 * patchesPerSide)));
  const perRow = patchesPerSide * Math.max(1, Math.round(tileMm / loopPitchMm / patchesPerSide));
  const scatter = technique === "handtuft" ? 1 : 0.3;
  return pileLattice(
    {
      rows,
      perRow,
      staggered: true,
      scatter: [0.22 * scatter, 0.14 * scatter],
      reach: [0.55, 0.5],
      profile: (q) => (q < 1 ? Math.sqrt(1 - q) * (1 - 0.3 * Math.exp(-q / 0.1)) : 0),
      seed: seed + 10,
    },
    size,
  );
}

/** Each element's ink (the design's where it stands) and dye, -0.5..0.5 (its own, not its patch's). */
function yarnOf(lattice: PileLattice, design: TileDesign, size: number, seed: number) {
  const count = lattice.x.length;
  const ink = new Uint8Array(count);
  const tone = new Float32Array(count);
  for (let k = 0; k < count; k++) {
    const u = ((((lattice.x[k] as number) / size) % 1) + 1) % 1;
    const v = ((((lattice.y[k] as number) / size) % 1) + 1) % 1;
    ink[k] = design.inkAt(u, v);
    tone[k] = hash2(k, 0, seed) - 0.5;
  }
  return { ink, tone };
}

/** The rug's pile on one tile of its design. */
export function pileTile(input: PileTileInput): PileTile {
  const { design, palette, rug, size, seed } = input;
  const tileMm = design.tileCm * 10;
  const tufts = rug.pile === "loop" ? null : tuftLattice(tileMm, rug.technique, size, seed);
  const loops = rug.pile === "cut" ? null : loopLattice(tileMm, rug.technique, size, seed);
  const tuftYarn = tufts ? yarnOf(tufts, design, size, seed + 3) : null;
  const loopYarn = loops ? yarnOf(loops, design, size, seed + 4) : null;
  // The cloud is smooth over a sixth of the tile: a quarter of the pixels each way is plenty.
  const cloudSize = size / 4;
  const cloud = periodicValueNoise(cloudSize, 6, seed + 5);
  const inks = new Float32Array(palette.flat());
  const carveAt = design.carveAt;
  // Cut and loop: the pile's own height is kept apart, to soften its steps before the rest goes on.
  const steps =
    rug.pile === "cut-loop" ? { base: new Float32Array(size * size), kept: new Float32Array(size * size) } : null;

  const colour = new Uint8ClampedArray(size * size * 3);
  const heightMm = new Float32Array(size * size);
  // The fibre's grain: white noise, so any repeatable sequence does; it needs no wrapping.
  let grain = (seed * 2654435761) | 1;
  const tuftAt = tufts ? latticeWalker(tufts) : null;
  const loopAt = loops ? latticeWalker(loops) : null;
  for (let y = 0; y < size; y++) {
    tuftAt?.row(y);
    loopAt?.row(y);
    const cloudRow = (y >> 2) * cloudSize;
    const v = (y + 0.5) / size;
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      let ink = 0;
      let tone = 0;
      let relief = 0;
      let pileMm: number;
      let reliefMm: number;
      const tuft = tuftAt ? tuftAt.element(x) : -1;
      if (loopAt && loopYarn && (tuft < 0 || (tuftYarn && tuftYarn.ink[tuft] === 1))) {
        const loop = loopAt.element(x);
        ink = loopYarn.ink[loop] as number;
        tone = loopYarn.tone[loop] as number;
        relief = loopAt.relief(x);
        pileMm = rug.loopHeight;
        reliefMm = relief * loopReliefMm;
      } else {
        if (tuftYarn && tuftAt) {
          ink = tuftYarn.ink[tuft] as number;
          tone = tuftYarn.tone[tuft] as number;
          relief = tuftAt.relief(x);
        }
        pileMm = rug.cutHeight;
        reliefMm = relief * tuftReliefMm;
      }
      const carve = carveAt ? carveAt((x + 0.5) / size, v) : 0;
      const kept = 1 - carveShare * carve;
      if (steps) {
        steps.base[i] = pileMm;
        steps.kept[i] = kept;
      }
      heightMm[i] = pileMm * kept + reliefMm;

      grain ^= grain << 13;
      grain ^= grain >>> 17;
      grain ^= grain << 5;
      const shadeOf =
        (1 + tone * 0.07) *
        (1 + ((grain >>> 0) / 4294967296 - 0.5) * 0.05) *
        (1 + (cloud[cloudRow + (x >> 2)] as number) * 0.025) *
        (0.85 + 0.15 * relief) *
        (1 - 0.2 * carve);
      const o = i * 3;
      const p = ink * 3;
      colour[o] = (inks[p] as number) * shadeOf;
      colour[o + 1] = (inks[p + 1] as number) * shadeOf;
      colour[o + 2] = (inks[p + 2] as number) * shadeOf;
    }
  }
  if (steps) {
    // The tufts lean over the lower loops: a step a couple of millimetres wide, not a cliff.
    const softened = steps.base.slice();
    blurPeriodic(softened, size, size / tileMm, 2);
    for (let i = 0; i < heightMm.length; i++) {
      heightMm[i] =
        (heightMm[i] as number) + ((softened[i] as number) - (steps.base[i] as number)) * (steps.kept[i] as number);
    }
  }
  return { size, colour, heightMm };
}
