import type { PagePath } from "~/site/pages";
import type { ContentSnapshot } from "../text-units";
import { projectPath, type SectorId, sectors } from "./schema";

/**
 * Where the portfolio meets the site's pages: the page of each sector (residential has none),
 * the portfolio's own page, and its filter by sector, read from the address
 * (`/proyectos?sector=hotels`) so a filtered list is a link to share.
 */
export const sectorPagePaths: Partial<Record<SectorId, PagePath>> = {
  hotels: "/hoteles",
  retail: "/comercios",
  yachts: "/yates",
  architecture: "/arquitectos",
  aviation: "/jets-privados",
};

/** The sector shown only in the allowed region, as its page (/jets-privados) is. */
export const restrictedSector: SectorId = "aviation";

export const portfolioPath = "/proyectos";
export const sectorParam = "sector";

const isSector = (value: string | null): value is SectorId =>
  value !== null && (sectors as readonly string[]).includes(value);

/**
 * The sector an address's query filters by: its first `sector` value when that names a sector,
 * else none (anything else is ignored, never shown back).
 */
export function sectorFilterOf(query: URLSearchParams): SectorId | null {
  const value = query.get(sectorParam);
  return isSector(value) ? value : null;
}

/** The Spanish paths a project shows on besides its own: the portfolio and its sector's page. */
export function pagesShowingSector(sector: unknown): string[] {
  const page = typeof sector === "string" && isSector(sector) ? sectorPagePaths[sector] : undefined;
  return page ? [portfolioPath, page] : [portfolioPath];
}

/**
 * The Spanish paths that show a design besides its own: the pages of the projects that used it
 * (in a snapshot's structure), which name it and may be hidden with it, and where those show.
 */
export function pagesShowingDesign(slug: string, snapshot: ContentSnapshot): string[] {
  const paths = new Set<string>();
  for (const [id, written] of snapshot) {
    if (!id.startsWith("project.")) continue;
    const es = written.es as { slug?: unknown; designs?: unknown; sector?: unknown } | undefined;
    if (typeof es?.slug !== "string" || !Array.isArray(es.designs) || !es.designs.includes(slug)) continue;
    for (const path of [projectPath(es.slug), ...pagesShowingSector(es.sector)]) paths.add(path);
  }
  return [...paths];
}
