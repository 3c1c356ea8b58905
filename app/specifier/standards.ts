/**
 * The classes the standards give a rug, as the design's facts in the studio and the specifier's
 * table of constructions both name them. Plain data, browser-safe.
 */

/** Wear classes of EN 1307 (domestic 21-23, contract 31-33). */
export const wearClasses = ["21", "22", "23", "31", "32", "33"] as const;

/** Reaction-to-fire classes of EN 13501-1 for floorings, or none declared. */
export const floorFireClasses = ["", "Bfl-s1", "Cfl-s1", "Dfl-s1", "Efl"] as const;
