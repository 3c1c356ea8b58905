/**
 * The sectors the portfolio is sorted by: the projects page's six sector cards. A module of its
 * own, so a page's blocks can name one (../page-schema.ts) without the catalogue's whole schema.
 */
export const sectors = ["hotels", "residential", "retail", "yachts", "aviation", "architecture"] as const;
export type SectorId = (typeof sectors)[number];
