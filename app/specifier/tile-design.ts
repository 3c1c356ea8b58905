import type { Configuration } from "~/rug/configuration";

/**
 * A rug's motif laid out on a square tile that repeats, for the textures a renderer covers a rug
 * with: the configurator's drawing of the motif (discs and a sweeping line, a small diamond
 * repeat, nested carved frames, flowing strokes, a medallion) redrawn so that it continues across
 * the tile's edges. Points are in tile units, `u` across and `v` down, 0..1; every distance is
 * measured round the tile, so a shape near one edge comes back in at the other.
 *
 * An ink is a number: 0 the ground, n the drawing's nth motif colour (its `at(n - 1)`: the
 * configuration's colour n when it has that many, round again when it has fewer).
 */
export type TileDesign = {
  /** Centimetres the tile covers on each side: the motif's own repeat. */
  tileCm: number;
  /** The highest ink the design uses. */
  inks: number;
  /** The ink at a point of the tile. */
  inkAt(u: number, v: number): number;
  /** How deep the pile is carved at a point: 0 not at all, 1 a channel's floor. */
  carveAt?(u: number, v: number): number;
};

/** A difference of tile coordinates taken the short way round the tile, -0.5..0.5. */
const wrap = (d: number) => d - Math.round(d);
const torusDistance = (u: number, v: number, cu: number, cv: number) => Math.hypot(wrap(u - cu), wrap(v - cv));

/** A curve across the tile, `v = centre + amplitude · sin(2π · waves · u + phase)`, which repeats with it. */
type Wave = { centre: number; amplitude: number; waves: number; phase: number; slope?: number };

/** How far a point is from a wave, in tile units (measured square to the curve, near enough). */
function waveDistance(u: number, v: number, wave: Wave): number {
  const angle = 2 * Math.PI * wave.waves * u + wave.phase;
  const at = wave.centre + (wave.slope ?? 0) * u + wave.amplitude * Math.sin(angle);
  const gradient = (wave.slope ?? 0) + 2 * Math.PI * wave.waves * wave.amplitude * Math.cos(angle);
  return Math.abs(wrap(v - at)) / Math.sqrt(1 + gradient * gradient);
}

/** Great discs, a ring and a sweeping line, as the configurator's large pattern, at a metre's repeat. */
function largePattern(): TileDesign {
  const line: Wave = { centre: 0.4, amplitude: 0.2, waves: 1, phase: 0.9 };
  return {
    tileCm: 100,
    inks: 3,
    inkAt(u, v) {
      const toA = torusDistance(u, v, 0.18, 0.86);
      const toB = torusDistance(u, v, 0.82, 0.12);
      let ink = 0;
      if (toA < 0.34) ink = 1;
      if (toB < 0.24) ink = 2;
      if (toB < 0.14) ink = 3;
      if (Math.abs(toA - 0.2) < 0.015) ink = 2;
      if (waveDistance(u, v, line) < 0.025) ink = 3;
      return ink;
    },
  };
}

/**
 * The configurator's small repeat (a diamond, dots at its corners and centre), as many times
 * across a 50 cm tile as the rug's own repeat fits: a seventh of its shorter side, 12 to 40 cm.
 */
function smallPattern(configuration: Pick<Configuration, "width" | "length">): TileDesign {
  const tileCm = 50;
  const repeatCm = Math.max(12, Math.min(40, Math.min(configuration.width, configuration.length) / 7));
  const repeats = Math.max(1, Math.round(tileCm / repeatCm));
  return {
    tileCm,
    inks: 3,
    inkAt(u, v) {
      const s = (u * repeats) % 1;
      const t = (v * repeats) % 1;
      let ink = 0;
      if (Math.abs(s - 0.5) + Math.abs(t - 0.5) <= 0.38) ink = 1;
      if (torusDistance(s, t, 0, 0) < 0.1) ink = 2;
      if (torusDistance(s, t, 0.5, 0.5) < 0.08) ink = 3;
      return ink;
    },
  };
}

/**
 * Nested frames, each a band of its own ink with a channel carved along both edges, as the
 * configurator's relief draws the rug's outline again and again towards its centre. The frames
 * are squares round the tile's centre: where tiles meet, the ground between them continues.
 */
function relief(): TileDesign {
  const tileCm = 100;
  const frames = [0.86, 0.7, 0.54, 0.38, 0.22];
  const halfBand = 0.035;
  // A channel 2 cm wide, centred on each edge of a band.
  const channelHalfCm = 1;
  const toCm = tileCm / 2;
  const ring = (u: number, v: number) => 2 * Math.max(Math.abs(u - 0.5), Math.abs(v - 0.5));
  return {
    tileCm,
    inks: frames.length,
    inkAt(u, v) {
      const d = ring(u, v);
      const index = frames.findIndex((frame) => Math.abs(d - frame) < halfBand);
      return index + 1;
    },
    carveAt(u, v) {
      const d = ring(u, v);
      let nearest = Number.POSITIVE_INFINITY;
      for (let k = 0; k < frames.length; k++) {
        const frame = frames[k] as number;
        nearest = Math.min(nearest, Math.abs(d - frame - halfBand), Math.abs(d - frame + halfBand));
      }
      const cm = nearest * toCm;
      if (cm >= channelHalfCm) return 0;
      const c = Math.cos((Math.PI / 2) * (cm / channelHalfCm));
      return c * c;
    },
  };
}

/** Three flowing strokes and two dots, as the configurator's creative motif, at a metre's repeat. */
function creative(): TileDesign {
  const broad: Wave = { centre: 0.58, amplitude: 0.2, waves: 1, phase: 0.4 };
  const fine: Wave = { centre: 0.2, amplitude: 0.1, waves: 2, phase: 2 };
  // The third crosses the others on the diagonal, once round the tile each way.
  const diagonal: Wave = { centre: 0.3, amplitude: 0.05, waves: 2, phase: 1.1, slope: 1 };
  return {
    tileCm: 100,
    inks: 3,
    inkAt(u, v) {
      let ink = 0;
      if (waveDistance(u, v, broad) < 0.045) ink = 1;
      if (waveDistance(u, v, fine) < 0.0225) ink = 2;
      if (waveDistance(u, v, diagonal) < 0.015) ink = 3;
      if (torusDistance(u, v, 0.74, 0.22) < 0.07) ink = 2;
      if (torusDistance(u, v, 0.2, 0.48) < 0.04) ink = 3;
      return ink;
    },
  };
}

/**
 * The configurator's medallion (eight petals, a heart and a ring) in the middle of a metre's
 * tile, its frame on the tile's edges: repeated, a lattice of framed medallions.
 */
function unique(): TileDesign {
  const radius = 0.3;
  const petals = Array.from({ length: 8 }, (_, index) => {
    const angle = (index * Math.PI) / 4;
    return { cos: Math.cos(angle), sin: Math.sin(angle), ink: 1 + (index % 2) };
  });
  return {
    tileCm: 100,
    inks: 3,
    inkAt(u, v) {
      let ink = 0;
      if (Math.min(Math.abs(wrap(u)), Math.abs(wrap(v))) < 0.0125) ink = 1;
      const dx = u - 0.5;
      const dy = v - 0.5;
      const distance = Math.hypot(dx, dy);
      if (distance < radius * 1.06) {
        for (const petal of petals) {
          // The point turned back by the petal's angle, against a petal standing above the centre.
          const x = dx * petal.cos + dy * petal.sin;
          const y = -dx * petal.sin + dy * petal.cos + radius * 0.55;
          if ((x / (radius * 0.2)) ** 2 + (y / (radius * 0.5)) ** 2 <= 1) ink = petal.ink;
        }
      }
      if (distance < radius * 0.3) ink = 3;
      if (Math.abs(distance - radius * 1.12) < 0.0075) ink = 2;
      return ink;
    },
  };
}

/** The configuration's motif on a repeating tile. */
export function tileDesign(configuration: Pick<Configuration, "motif" | "width" | "length">): TileDesign {
  switch (configuration.motif) {
    case "large-pattern":
      return largePattern();
    case "small-pattern":
      return smallPattern(configuration);
    case "relief":
      return relief();
    case "creative":
      return creative();
    case "unique":
      return unique();
  }
}
