import type { LeadInput } from "~/leads/forms/lead";
import type { ProjectItem } from "~/leads/forms/project-items";
import { visibleText } from "~/leads/forms/visible-text";

/*
 * The rugs of a project request, as the leads know them: taken from the rows of the visitor's
 * project (its page's action reads them from her cookie, app/selection/selection-route.tsx: the
 * project is a floor above the leads), checked when the request arrives, and read back from a
 * stored lead for its e-mails, the sales desk and the privacy export.
 */

/** The message a project request gets when the visitor's project holds no rug, in her language. */
export const projectEmptyError = "forms.errors.projectEmpty";

/** The most rugs a stored request is read with: as many as a project holds. */
const maxProjectItems = 40;

/**
 * What a project's row states of a rug, as the project's page states it (a `SelectionRow` of
 * app/selection/selection-rows.ts): its code, place and quantity, name, size, colours, area and
 * the configurator's site path.
 */
export type ProjectRow = {
  code: string;
  item: { place: string; quantity: number };
  name: string;
  size: string;
  configuration: { colours: readonly string[] };
  totalAreaM2: number;
  configuratorHref: string;
};

/** A project's rows as a project request keeps its rugs, each linked to the configurator on `siteUrl`. */
export function projectItems(rows: readonly ProjectRow[], siteUrl: string): ProjectItem[] {
  const site = siteUrl.replace(/\/+$/, "");
  return rows.slice(0, maxProjectItems).map((row) => ({
    code: row.code,
    // The cookie's place is one clean line already; a bidirectional control would make it read backwards.
    place: visibleText(row.item.place),
    quantity: row.item.quantity,
    rug: row.name,
    size: row.size,
    colours: [...row.configuration.colours],
    areaM2: row.totalAreaM2,
    href: `${site}${row.configuratorHref}`,
  }));
}

/**
 * A posted project request with the rugs of the visitor's project (`items`, never posted fields:
 * a post names no rug); null when her project holds none (emptied in another tab, the cookie gone
 * or not ours). Any other lead as it came.
 */
export function withProjectItems(lead: LeadInput, items: readonly ProjectItem[] | undefined): LeadInput | null {
  if (lead.form !== "project") return lead;
  return items && items.length > 0 ? { ...lead, items: [...items] } : null;
}

const isText = (value: unknown): value is string => typeof value === "string";
const isCount = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** One stored rug, or null when it is not one the intake wrote. */
function storedItem(value: unknown): ProjectItem | null {
  if (typeof value !== "object" || value === null) return null;
  const { code, place, quantity, rug, size, colours, areaM2, href } = value as Record<string, unknown>;
  if (!isText(code) || !isText(place) || !isText(rug) || !isText(size)) return null;
  // Written as a link by every reader: only the site's own kind of address.
  if (!isText(href) || !/^https?:\/\//.test(href)) return null;
  if (!isCount(quantity) || !isCount(areaM2) || !Array.isArray(colours)) return null;
  return { code, place, quantity, rug, size, colours: colours.filter(isText), areaM2, href };
}

/**
 * A lead's stored `items` read back; null when it has none (any form but the project request).
 * Read defensively, as every reader of stored JSON here: a rug not as the intake wrote it is
 * left out, and never more than a project holds.
 */
export function storedProjectItems(json: string | null): ProjectItem[] | null {
  if (json === null || json === "") return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  return parsed
    .slice(0, maxProjectItems)
    .map(storedItem)
    .filter((item): item is ProjectItem => item !== null);
}
