/*
 * The rugs a project request carries: the visitor's project ("Mi proyecto", app/selection) as the
 * server read it from her cookie when the request arrived, never as posted. Each rug is kept as
 * its documents state it then (the code on her schedule, its name, size and colours), so the
 * e-mails, the sales desk and the exports say what she asked for even after the collection or
 * her project changed. Plain data: the browser never sees a stored lead.
 */

/** One rug of a project request. */
export type ProjectItem = {
  /** Its mark on the visitor's schedule ("RG-01"), by its place in her project. */
  code: string;
  /** Where it goes, in the visitor's words ("Lobby"); "" when she named no place. Typed text: never trusted. */
  place: string;
  /** How many, 1 to 9,999. */
  quantity: number;
  /** The rug as the collection named it, in the visitor's language: "Alcázar · Noche", or a free configuration. */
  rug: string;
  /** "200 × 300 cm", "Ø 250 cm", written the visitor's way. */
  size: string;
  /** The colours' codes of the range, the ground first ("BL03", "IV01"). */
  colours: string[];
  /** The area of all of them (one rug's times the quantity), in m², to two decimals. */
  areaM2: number;
  /** The configurator on this rug, in full (the site's address, the visitor's language). */
  href: string;
};

/** A project request's totals: how many rugs in all (every quantity) and their area, in m² to two decimals. */
export function projectItemTotals(items: readonly ProjectItem[]): { rugs: number; areaM2: number } {
  return {
    rugs: items.reduce((sum, item) => sum + item.quantity, 0),
    areaM2: Math.round(items.reduce((sum, item) => sum + item.areaM2, 0) * 100) / 100,
  };
}
