import type { Storage } from "~/platform/db/db.server";
import { type CollectionFamily, collectionDirectory, familyOf } from "./collection.server";
import { overview } from "./overview.server";

/** A name as two people would call it the same: trimmed, spaces run together, no case, no accents ("Maréa " is "marea"). */
export function nameKey(name: string): string {
  return name.normalize("NFD").replace(/\p{M}/gu, "").replace(/\s+/g, " ").trim().toLocaleLowerCase("es");
}

/** A design's name or a project's Spanish title, as its content has it ("" when it has none). */
export function ownName(family: CollectionFamily, es: unknown): string {
  const record = (es ?? {}) as { name?: unknown; title?: unknown };
  const own = family === "design" ? record.name : record.title;
  return typeof own === "string" ? own.trim() : "";
}

/** The design or project that already holds a name. */
export type NameHolder = { id: string; name: string };

/**
 * The other design (or project) whose name is `name` as a person reads it (nameKey): in what is
 * published or in its draft. Null when the name is free, or held only by `self` (a rename that
 * keeps the name, or changes only its case, is its own).
 */
export async function nameHolder(
  storage: Storage,
  at: Date,
  family: CollectionFamily,
  name: string,
  self?: string,
): Promise<NameHolder | null> {
  const key = nameKey(name);
  if (!key) return null;
  const others = new Map<string, string[]>();
  for (const entry of (await collectionDirectory(storage, at))[family === "design" ? "designs" : "projects"])
    others.set(entry.id, [entry.name]);
  for (const row of await overview(storage, at))
    if (familyOf(row.id) === family)
      others.set(row.id, [...(others.get(row.id) ?? []), ownName(family, row.currentEs)]);
  for (const [id, names] of others) {
    if (id === self) continue;
    const held = names.find((held) => nameKey(held) === key);
    if (held) return { id, name: held };
  }
  return null;
}
