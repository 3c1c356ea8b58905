import { designDocumentId, projectDocumentId } from "~/content/collection/schema";
import { collectionFrom } from "~/content/collection/shown";
import { type DocumentDef, documentDef, documentDefs } from "~/content/documents";
import type { Written } from "~/content/text-units";
import type { Storage } from "~/platform/db/db.server";
import { liveVersions, loadSnapshot, snapshotOf } from "./live.server";

/**
 * The collection and the portfolio as the studio reads them from the database: every design and
 * project document, named, with whether the site shows it (what is live now, by the site's own
 * rule: app/content/collection/shown.ts), and the making of a new one. A design or project is a
 * document like a page: its versions, draft, revision and audit are the content store's.
 */

export type CollectionFamily = "design" | "project";

export type CollectionEntry = {
  id: string;
  slug: string;
  /** A design's name, a project's Spanish title (or its slug while it has none). */
  name: string;
  /** Live and visible, and valid: the site shows it. */
  shown: boolean;
  /** Live with `visible: true` (it may still be unshown: a project whose designs are all hidden). */
  visible: boolean;
  order: number;
  /** A project's designs, by slug. */
  designs: string[];
};

export type CollectionDirectory = { designs: CollectionEntry[]; projects: CollectionEntry[] };

export const familyOf = (id: string): CollectionFamily | null =>
  id.startsWith("design.") ? "design" : id.startsWith("project.") ? "project" : null;

export const idOf = (family: CollectionFamily, slug: string) =>
  family === "design" ? designDocumentId(slug) : projectDocumentId(slug);

export const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * Every document the content has: those the code declares (the seed's and the registered ones),
 * then the designs and projects editors added, which only the database holds.
 */
export async function storedDocumentDefs(storage: Storage): Promise<DocumentDef[]> {
  const known = documentDefs();
  const ids = new Set(known.map((def) => def.id));
  const rows = await storage.db
    .selectFrom("content_documents")
    .select("id")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const added = rows.flatMap((row) => {
    const def = ids.has(row.id) || !familyOf(row.id) ? undefined : documentDef(row.id);
    return def ? [def] : [];
  });
  return [...known, ...added];
}

/** Every design and project whose document is live at `at`, in the site's order, hidden ones too. */
export async function collectionDirectory(storage: Storage, at: Date): Promise<CollectionDirectory> {
  const live = await liveVersions(storage, at);
  const ids = new Map([...live].filter(([id]) => familyOf(id) !== null));
  const snapshot = snapshotOf(await loadSnapshot(storage, ids));
  return directoryOf(snapshot);
}

/** The directory of a snapshot's designs and projects (its written content by id). */
export function directoryOf(snapshot: ReadonlyMap<string, Written>): CollectionDirectory {
  const collection = collectionFrom(snapshot, "es");
  const entries = (family: CollectionFamily): CollectionEntry[] =>
    [...snapshot]
      .filter(([id]) => familyOf(id) === family)
      .map(([id, written]) => {
        const es = record(written.es);
        const slug = id.slice(family.length + 1);
        const own = family === "design" ? es.name : es.title;
        return {
          id,
          slug,
          name: typeof own === "string" && own.trim() ? own.trim() : slug,
          shown: family === "design" ? collection.design.has(slug) : collection.project.has(slug),
          visible: es.visible === true,
          order: typeof es.order === "number" ? es.order : Number.MAX_SAFE_INTEGER,
          designs: Array.isArray(es.designs) ? es.designs.filter((item) => typeof item === "string") : [],
        };
      })
      .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
  return { designs: entries("design"), projects: entries("project") };
}

/**
 * A slug made from a name: lower case, accents taken off, every run of anything else a hyphen
 * ("Alcázar Nº 2" → "alcazar-n-2"), at most 60 characters cut at a hyphen. Empty when the name
 * has no letter or digit to make one of.
 */
export function slugFrom(name: string): string {
  const plain = name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/ß/g, "ss")
    .replace(/æ/gi, "ae")
    .replace(/ø/gi, "o")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (plain.length <= 60) return plain;
  const cut = plain.slice(0, 61);
  return (cut.lastIndexOf("-") > 20 ? cut.slice(0, cut.lastIndexOf("-")) : plain.slice(0, 60)).replace(/-+$/, "");
}

/** Whether a document of that id exists (any family: the id is what must be unique). */
async function taken(storage: Storage, id: string): Promise<boolean> {
  const row = await storage.db.selectFrom("content_documents").select("id").where("id", "=", id).executeTakeFirst();
  return row !== undefined;
}

/** The first free slug from `base` on: itself, else `base-2`, `base-3`… (kept within 60 characters). */
export async function freeSlug(storage: Storage, family: CollectionFamily, base: string): Promise<string> {
  if (!(await taken(storage, idOf(family, base)))) return base;
  for (let n = 2; n < 1000; n++) {
    const tail = `-${n}`;
    const slug = `${base.slice(0, 60 - tail.length).replace(/-+$/, "")}${tail}`;
    if (!(await taken(storage, idOf(family, slug)))) return slug;
  }
  throw new Error(`No free slug from ${base}`);
}
