import { type Configuration, configurationQuery, parseConfiguration } from "~/rug/configuration";
import { selectionPath } from "~/site/selection-path";

/**
 * The specifier's project ("Mi proyecto" on the site): the rugs an architect or interior designer
 * gathers for one job, each with its place ("Lobby", "Guest rooms") and how many, shared as a
 * read-only link, requested as one lead and downloaded as an FF&E schedule. In the code it is the
 * **selection**: "project" already names a case study of the portfolio (`/proyectos/<slug>`).
 *
 * No accounts: the selection lives in the visitor's browser, in a cookie the server writes when
 * she adds, changes or removes a rug (so every step works without JavaScript), and in the links
 * she shares (copies kept server-side). Browser-safe: plain data and checks.
 */

/** One rug of a selection: its configuration's address (a design in a colourway is one too), where it goes and how many. */
export type SelectionItem = {
  /** Stable within the selection: the forms that change or remove an item name it. */
  id: string;
  /** The configurator's query of the rug (`shape=rectangular&w=200…&design=alcazar`). */
  rug: string;
  /** Where it goes, in the specifier's words ("Lobby"); may be empty. */
  place: string;
  quantity: number;
};

export type Selection = { items: SelectionItem[] };

export const emptySelection: Selection = { items: [] };

/**
 * Bounds a selection keeps: enough rugs for a hotel (each item may stand for hundreds of rooms),
 * small enough that the cookie holding it fits a browser's 4 KB and every document drawn from it
 * (a ZIP of packs, a schedule) stays bounded.
 */
export const selectionLimits = {
  items: 40,
  placeLength: 60,
  quantity: { min: 1, max: 9999 },
} as const;

export { selectionPath } from "~/site/selection-path";

/** A shared copy's token: 32 random bytes, base64url without padding (app/selection/server/shares.server.ts). */
export const shareTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** An item's id in the selection (`nextItemId` writes them; a cookie's are checked against it). */
export const itemIdPattern = /^[A-Za-z0-9_-]{1,16}$/;

/** What a done change comes back with in the project page's address (`?done=added&item=i3`), and a link just shared. */
export const doneParam = "done";
export const itemParam = "item";
export const sharedParam = "shared";
export const selectionDones = ["added", "updated", "removed"] as const;
export type SelectionDone = (typeof selectionDones)[number];

/** Whether a Spanish site path is a shared project's (`/mi-proyecto/<token>`, the token well formed). */
export function isSharedSelectionPath(path: string): boolean {
  const prefix = `${selectionPath}/`;
  return path.startsWith(prefix) && shareTokenPattern.test(path.slice(prefix.length));
}

/**
 * Where the project downloads its FF&E schedule (`format=xlsx|csv`) or the schedule with every
 * rug's specifier's pack (`format=zip`): the visitor's own project (from her cookie), or a shared
 * copy (`share=<token>`). Plain links, so they work without JavaScript.
 */
export const selectionDownloadPath = "/api/project-schedule";
export const downloadFormats = ["xlsx", "csv", "zip"] as const;
export type DownloadFormat = (typeof downloadFormats)[number];

export function selectionDownloadHref(lang: string, format: DownloadFormat, share?: string): string {
  const query = new URLSearchParams({ lang, format, ...(share ? { share } : {}) });
  return `${selectionDownloadPath}?${query}`;
}

/** What the project's forms post as `_form` (the post gate takes them at the project's address). */
export const selectionForm = "selection";

/** The fields the project's forms post. */
export const selectionFields = {
  intent: "intent",
  item: "item",
  rug: "rug",
  place: "place",
  quantity: "quantity",
} as const;

export const selectionIntents = ["add", "update", "remove", "share"] as const;
export type SelectionIntent = (typeof selectionIntents)[number];

/**
 * A quantity as typed: a whole number from 1 to 9,999, digits only (spaces allowed: "1 200").
 * "0", "-3", "1.5", "1e9", "ten" and 10^9 are refused, never rounded into something else.
 */
export function parseQuantity(value: string): number | null {
  const digits = value.trim().replace(/[\s\u00a0\u202f]/g, "");
  if (!/^\d{1,6}$/.test(digits)) return null;
  const quantity = Number(digits);
  const { min, max } = selectionLimits.quantity;
  return quantity >= min && quantity <= max ? quantity : null;
}

/** A place as kept: one line, no control characters, at most 60 characters (markup stays text). */
export function cleanPlace(value: string): string {
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, selectionLimits.placeLength)
  );
}

/** The rug an item's query describes, or null when it is no rug the factory makes (a tampered cookie, a stale link). */
export function itemConfiguration(rug: string): Configuration | null {
  if (rug.length > 1024) return null;
  const { configuration, problems } = parseConfiguration(new URLSearchParams(rug));
  return problems.length === 0 ? configuration : null;
}

/** The item's query in the configurator's own order, so the same rug is written one way. */
export const rugQuery = (configuration: Configuration): string => configurationQuery(configuration);

/**
 * A selection as read back from a cookie or a shared copy: items that are no longer a rug, a
 * quantity out of bounds or a place too long are dropped or mended, never trusted; at most
 * `selectionLimits.items`, ids unique.
 */
export function checkedSelection(value: unknown): Selection {
  const items: SelectionItem[] = [];
  const ids = new Set<string>();
  const list = (value as { items?: unknown } | null)?.items;
  if (!Array.isArray(list)) return emptySelection;
  for (const entry of list) {
    if (items.length >= selectionLimits.items) break;
    const { id, rug, place, quantity } = (entry ?? {}) as Record<string, unknown>;
    if (typeof id !== "string" || !itemIdPattern.test(id) || ids.has(id)) continue;
    if (typeof rug !== "string") continue;
    const configuration = itemConfiguration(rug);
    if (!configuration) continue;
    const count = typeof quantity === "number" ? parseQuantity(String(quantity)) : null;
    if (count === null) continue;
    ids.add(id);
    items.push({
      id,
      rug: rugQuery(configuration),
      place: cleanPlace(typeof place === "string" ? place : ""),
      quantity: count,
    });
  }
  return { items };
}

/** An id not yet used in the selection ("a1", "a2"…): short, so the cookie stays small. */
export function nextItemId(selection: Selection): string {
  const used = new Set(selection.items.map((item) => item.id));
  for (let n = selection.items.length + 1; ; n++) {
    const id = `i${n.toString(36)}`;
    if (!used.has(id)) return id;
  }
}
