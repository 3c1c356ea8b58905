import { type ContentSnapshot, documentDef } from "~/content/documents";
import type { Storage } from "~/platform/db/db.server";
import { parseStored, type StoredDocument } from "./document.server";

/** The live version of every document at `now`: what the site shows. */
export async function liveVersions(storage: Storage, now: Date): Promise<Map<string, number>> {
  // Per document, the version whose time came last (the highest number among those of that
  // time): a version scheduled for tomorrow goes live tomorrow even if another is published today.
  const at = now.toISOString();
  const rows = await storage.db
    .selectFrom("content_versions as v")
    .select(["v.document_id", (eb) => eb.fn.max("v.number").as("number")])
    .where("v.live_at", "<=", at)
    .where(({ eb, selectFrom }) =>
      eb(
        "v.live_at",
        "=",
        selectFrom("content_versions as w")
          .select((inner) => inner.fn.max("w.live_at").as("live_at"))
          .whereRef("w.document_id", "=", "v.document_id")
          .where("w.live_at", "<=", at),
      ),
    )
    .groupBy("v.document_id")
    .execute();
  return new Map(rows.map((row) => [row.document_id, Number(row.number)]));
}

/** Of a document's versions, the one live at `at`: the same rule as `liveVersions`. */
export function liveOf<T extends { number: number }>(
  versions: T[],
  liveAt: (version: T) => string,
  at: string,
): T | undefined {
  return versions
    .filter((version) => liveAt(version) <= at)
    .sort((a, b) => liveAt(b).localeCompare(liveAt(a)) || b.number - a.number)[0];
}

/** The content of given versions, as a snapshot the site renders. */
export async function loadSnapshot(
  storage: Storage,
  versions: Map<string, number>,
): Promise<Map<string, StoredDocument>> {
  const wanted = [...versions].filter(([id]) => documentDef(id));
  if (wanted.length === 0) return new Map();
  // One query for them all: every process reads every document at start.
  const rows = await storage.db
    .selectFrom("content_versions")
    .select(["document_id", "content"])
    .where((eb) => eb.or(wanted.map(([id, number]) => eb.and([eb("document_id", "=", id), eb("number", "=", number)]))))
    .execute();
  return new Map(rows.map((row) => [row.document_id, parseStored(row.content)]));
}

export const snapshotOf = (documents: Map<string, StoredDocument>): ContentSnapshot =>
  new Map([...documents].map(([id, stored]) => [id, stored.written]));
