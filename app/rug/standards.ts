/**
 * The classes the standards give a rug, as the table of constructions names them. Plain data,
 * browser-safe.
 */

/** Wear classes of EN 1307 (domestic 21-23, contract 31-33). */
export const wearClasses = ["21", "22", "23", "31", "32", "33"] as const;

/** Reaction-to-fire classes of EN 13501-1 for floorings. */
export const floorFireClasses = ["Bfl-s1", "Cfl-s1", "Dfl-s1", "Efl"] as const;

/** The French reaction-to-fire classes of NF P 92-507, M0 (incombustible) to M4. */
export const frenchFireClasses = ["M0", "M1", "M2", "M3", "M4"] as const;
