import type { Backing, Material, Pile, Technique } from "~/rug/options";
import { type Certificate, heldCertificates } from "~/site/certificates";
import type { floorFireClasses, frenchFireClasses, wearClasses } from "./standards";

/**
 * How our rugs are built, in the figures a specifier compares: ONE table that the design's page,
 * the data sheet, the 3D object's metadata and every other document of the specifier's pack read
 * (through `facts.ts` and `figures.ts`). Every figure is
 * typed once, here; what follows from them (rows per 10 cm, tufts per m², pile and total weight,
 * thickness, comfort class) is worked out in `figures.ts` and never written down.
 *
 * Marketing may change any value below: the tests in `figures.test.ts` check that every
 * combination still gives sensible figures.
 */

/** EN 1307 use classes: 21-23 domestic (moderate, general, heavy), 31-33 contract (the same). */
export type WearClass = (typeof wearClasses)[number];

/** EN 13501-1 reaction-to-fire classes of floorings (A1fl, A2fl are for mineral floors). */
export type FloorFireClass = (typeof floorFireClasses)[number];

/** NF P 92-507 classes, which French public buildings still ask of furnishings and hangings. */
export type FrenchFireClass = (typeof frenchFireClasses)[number];

/** A fire classification: what is met, and the certificate proving it (null: sent on request). */
export type FireRating<Class> = { class: Class; certificate: Certificate | null };

/**
 * A rug's fire classification for each place it may go. `null` for a use: not classified for it
 * (the sales team can test a rug for that use on request).
 */
export type FireRatings = {
  /** Floors of buildings, EN 13501-1: "Bfl-s1" is class B, smoke s1. */
  floors: FireRating<FloorFireClass> | null;
  /** Buildings in France, NF P 92-507: "M1" is non-flammable. */
  france: FireRating<FrenchFireClass> | null;
  /** Ships, IMO 2010 FTP Code: the parts met (2: smoke and toxicity, 5: surface flammability). */
  ships: FireRating<readonly (2 | 5)[]> | null;
  /** Aircraft cabins, FAR/CS 25.853(a): the test of Appendix F, Part I it passes. */
  aircraft: FireRating<"I(a)(1)(ii)"> | null;
};

/** One construction: how densely a technique sets one kind of pile. */
export type Construction = {
  /**
   * Gauge: the distance between two rows of tufts, in inches as the trade writes it ("1/8" is
   * 3.175 mm, so 31.5 rows per 10 cm).
   */
  gauge: `${number}/${number}`;
  /** Stitch rate: tufts along one row, per 10 cm. */
  stitchRatePer10cm: number;
  /**
   * EN 1307 use class this construction reached when tested in New Zealand wool, as fitted
   * carpet: EN 1307 classifies carpets, not loose rugs, so a rug is given the class of the carpet
   * it is built like. A yarn may hold it lower (`yarns`).
   */
  wearClass: WearClass;
};

export const constructions: Record<Technique, Record<Pile, Construction>> = {
  handtuft: {
    cut: { gauge: "1/8", stitchRatePer10cm: 30, wearClass: "32" },
    loop: { gauge: "1/8", stitchRatePer10cm: 34, wearClass: "33" },
    "cut-loop": { gauge: "1/8", stitchRatePer10cm: 32, wearClass: "32" },
  },
  robotuft: {
    cut: { gauge: "1/10", stitchRatePer10cm: 32, wearClass: "32" },
    loop: { gauge: "1/10", stitchRatePer10cm: 36, wearClass: "33" },
    "cut-loop": { gauge: "1/10", stitchRatePer10cm: 34, wearClass: "33" },
  },
};

/**
 * Which share of a pile's tufts stands at each height: a cut-and-loop rug is half cut tufts at
 * the cut height and half loops at the loop height.
 */
export const pileShares: Record<Pile, { cut: number; loop: number }> = {
  cut: { cut: 1, loop: 0 },
  loop: { cut: 0, loop: 1 },
  "cut-loop": { cut: 0.5, loop: 0.5 },
};

/** A pile yarn. */
export type Yarn = {
  /**
   * The yarn fed into one tuft, all its ends together, in tex: grams per 1,000 m. Each tuft is a
   * U of yarn whose two legs stand as tall as the pile, so the pile's weight above the backing is
   * tufts per m² × 2 × pile height × tex.
   */
  tex: number;
  /** The highest EN 1307 use class a rug in this yarn is given, whatever its construction. */
  highestWearClass: WearClass;
  /**
   * Whether the fire classifications of `backingBuilds` hold for this yarn: they were tested with New
   * Zealand wool, which resists flame by itself, and with the contract yarns (solution-dyed
   * synthetic, the wool and polyamide blend) the aviation and contract rugs are made in; in silk
   * or cotton a rug is classified on request.
   */
  fireTested: boolean;
};

export const yarns: Record<Material, Yarn> = {
  "nz-wool": { tex: 900, highestWearClass: "33", fireTested: true },
  silk: { tex: 560, highestWearClass: "22", fireTested: false },
  cotton: { tex: 820, highestWearClass: "23", fireTested: false },
  synthetic: { tex: 700, highestWearClass: "33", fireTested: true },
  blend: { tex: 850, highestWearClass: "32", fireTested: true },
};

/** A backing: the primary cloth the yarn is tufted into, the adhesive and the back cloth. */
export type BackingBuild = {
  /** Its weight, in grams per m² (everything under the pile). */
  weightGm2: number;
  /** Its thickness, in millimetres: the rug is as thick as its pile and this together. */
  thicknessMm: number;
  /** The fire classifications of a rug on this backing, in a yarn that was tested (`yarns`). */
  fire: FireRatings;
};

export const backingBuilds: Record<Backing, BackingBuild> = {
  latex: {
    weightGm2: 1100,
    thicknessMm: 3,
    fire: { floors: { class: "Cfl-s1", certificate: null }, france: null, ships: null, aircraft: null },
  },
  technical: {
    weightGm2: 950,
    thicknessMm: 3.5,
    fire: { floors: { class: "Cfl-s1", certificate: null }, france: null, ships: null, aircraft: null },
  },
  "anti-slip": {
    weightGm2: 1450,
    thicknessMm: 4,
    fire: { floors: { class: "Dfl-s1", certificate: null }, france: null, ships: null, aircraft: null },
  },
  "fire-retardant": {
    weightGm2: 1250,
    thicknessMm: 3.5,
    fire: {
      floors: { class: "Bfl-s1", certificate: heldCertificates.floorsFireRetardant },
      france: { class: "M1", certificate: null },
      ships: { class: [2, 5], certificate: heldCertificates.shipsFireRetardant },
      aircraft: { class: "I(a)(1)(ii)", certificate: null },
    },
  },
};

/**
 * EN 1307 comfort ("luxury") classes, LC1 to LC5, by the pile's weight above the backing: a rug
 * is in the highest class whose floor its pile weight passes (LC5 past 1,000 g/m²).
 */
export type ComfortClass = `LC${1 | 2 | 3 | 4 | 5}`;
export const comfortClasses: readonly { class: ComfortClass; pileOverGm2: number }[] = [
  { class: "LC5", pileOverGm2: 1000 },
  { class: "LC4", pileOverGm2: 800 },
  { class: "LC3", pileOverGm2: 600 },
  { class: "LC2", pileOverGm2: 400 },
  { class: "LC1", pileOverGm2: 0 },
];

/** What a finished rug may differ from its order by, either way. */
export const tolerances = {
  /** Each side or diameter, in per cent of it. */
  sizePercent: 2,
  /** The pile's height, in millimetres. */
  pileHeightMm: 1,
  /** The weight per m² and the rug's weight, in per cent. */
  weightPercent: 10,
};

/** How long a rug usually takes, from the approved design and colour strike-off to dispatch. */
export const leadTime = {
  /** A rug made in one piece, in weeks. */
  weeks: 8,
  /** Added when the rug is made in joined pieces (past 6 × 4 m), in weeks. */
  extraWeeksWhenJoined: 2,
};
