/**
 * What the factory can make, as the configurator offers it: the shapes, techniques, piles and
 * their heights, motifs, materials and backings, and the sizes. Plain data shared by the page,
 * the server (its parsing, e-mails and specification sheet) and the tests. Every value here is
 * also what the configuration's address carries (`?shape=oval&pile=cut-loop`), so a value is
 * never renamed once links to it are out in the world.
 */

/** The twelve shapes, in the customisation page's order. */
export const shapes = [
  "square",
  "rectangular",
  "irregular",
  "circular",
  "oval",
  "hexagonal",
  "fragmented",
  "wavy",
  "stepped",
  "triangular",
  "composite",
  "loose-pieces",
] as const;
export type Shape = (typeof shapes)[number];

/** How a shape's size is given: a side (square), a diameter (circle), or a width and a length. */
export type SizeKind = "side" | "diameter" | "width-length";

export function sizeKind(shape: Shape): SizeKind {
  return shape === "square" ? "side" : shape === "circular" ? "diameter" : "width-length";
}

/** Any side or diameter, in centimetres. Past the seamless size the rug is made in joined pieces. */
export const sizeRange = { min: 40, max: 3000 } as const;

/** The largest piece made without a join (either way round), in centimetres. */
export const seamless = { long: 600, short: 400 } as const;

export const techniques = ["handtuft", "robotuft"] as const;
export type Technique = (typeof techniques)[number];

/** Cut pile, loop pile, or both in one rug (each with its own height). */
export const piles = ["cut", "loop", "cut-loop"] as const;
export type Pile = (typeof piles)[number];

/**
 * Pile heights in millimetres. Cut pile: 15 to 50 mm, down to 6 mm when sheared after
 * tufting. Loop pile: 4 to 40 mm.
 */
export const heightRanges = {
  cut: { min: 6, max: 50, shearedBelow: 15 },
  loop: { min: 4, max: 40 },
} as const;
export type HeightKind = keyof typeof heightRanges;

/** The heights a pile has: cut, loop, or both. */
export function heightsOf(pile: Pile): HeightKind[] {
  return pile === "cut" ? ["cut"] : pile === "loop" ? ["loop"] : ["cut", "loop"];
}

/** One motif per collection category of the home page. */
export const motifs = ["large-pattern", "small-pattern", "relief", "creative", "unique"] as const;
export type Motif = (typeof motifs)[number];

export const materials = ["nz-wool", "silk", "cotton", "synthetic", "blend"] as const;
export type Material = (typeof materials)[number];

export const backings = ["latex", "technical", "anti-slip", "fire-retardant"] as const;
export type Backing = (typeof backings)[number];
