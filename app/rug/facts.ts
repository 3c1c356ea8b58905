import type { Backing, Material, Pile, Technique } from "~/rug/options";
import { siteConfig } from "~/site/config";
import { backingBuilds, constructions, type FireRatings, type WearClass, yarns } from "./constructions";

/**
 * A rug's facts, the ones a specifier copies into a specification: its EN 1307 wear class, its
 * fire classes per use with the certificates behind them, the yarns of its pile, its sizes in
 * one order and its warranty. ONE function gives them, from how the rug is built and what it is
 * backed with, and the design's page, the data sheet, the 3D object's metadata and the studio
 * all read it: nothing of them is typed beside a design, so no two places can disagree.
 *
 * A rug built more than one way is classified as the weakest of them:
 * - a pile of several yarns (wool with silk accents) takes the lowest wear class any of its
 *   yarns is given, and its fire classes hold only if every yarn was fire-tested: the accent
 *   wears first and burns as it burns, and no test of the mix stands behind anything better;
 * - a design offered in both techniques takes the lower class of the two, so what its page
 *   states holds however it is made.
 */

/** What a rug's facts follow from. */
export type RugBuild = {
  /** Every technique it is made in: one for a configuration, one or both for a design. */
  techniques: readonly Technique[];
  pile: Pile;
  /** Every yarn of its pile, the main one first. */
  materials: readonly Material[];
  backing: Backing;
};

export type RugFacts = {
  /** EN 1307 use class (21-23 domestic, 31-33 contract). */
  wear: WearClass;
  /** Per use; a use left `null` is classified on request. */
  fire: FireRatings;
  /** The yarns of its pile, the main one first, each once. */
  materials: Material[];
  /** The commercial guarantee's years, a company fact. */
  warrantyYears: number;
};

/** A rug's size in centimetres, always written width first: "200 × 300 cm" is 2 m wide, 3 m long. */
export type RugSize = { width: number; length: number };

const notClassified: FireRatings = { floors: null, france: null, ships: null, aircraft: null };

/** The lower of two EN 1307 use classes (21 < 22 < 23 < 31 < 32 < 33). */
const lowerWear = (a: WearClass, b: WearClass): WearClass => (Number(a) <= Number(b) ? a : b);

export function rugFacts(rug: RugBuild): RugFacts {
  const materials = [...new Set(rug.materials)];
  const classes = [
    ...rug.techniques.map((technique) => constructions[technique][rug.pile].wearClass),
    ...materials.map((material) => yarns[material].highestWearClass),
  ];
  return {
    wear: classes.reduce(lowerWear),
    fire: materials.length > 0 && fireTested(materials) ? backingBuilds[rug.backing].fire : notClassified,
    materials,
    warrantyYears: siteConfig.warranty.years,
  };
}

/** Whether every yarn of a pile was fire-tested (a data sheet says so when one was not). */
export function fireTested(materials: readonly Material[]): boolean {
  return materials.every((material) => yarns[material].fireTested);
}
