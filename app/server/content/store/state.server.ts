import { type DocumentDef, documentDef } from "~/content/documents";
import type { Storage } from "~/platform/db/db.server";
import { parseStored, type StoredDocument } from "./document.server";
import { liveOf, loadSnapshot } from "./live.server";
import { type PublishWarning, parseWarnings } from "./publish-checks.server";

export type VersionSummary = {
  number: number;
  liveAt: string;
  createdAt: string;
  createdBy: string;
  note: string;
  /** What it was published with despite it: style warnings, translations left out of date. */
  warnings: PublishWarning[];
};

export type DocumentState = {
  def: DocumentDef;
  live: StoredDocument;
  liveVersion: VersionSummary;
  draft: { content: StoredDocument; savedAt: string; savedBy: string } | null;
  /** Taken anew by every change; a form carries it, and a save naming an older one is refused. */
  revision: number;
  /** Versions whose time has not come. */
  scheduled: VersionSummary[];
  /** Every version, newest first. */
  history: VersionSummary[];
};

const summary = (row: {
  number: number;
  live_at: string;
  created_at: string;
  created_by: string;
  note: string;
  warnings: string | null;
}): VersionSummary => ({
  number: Number(row.number),
  liveAt: row.live_at,
  createdAt: row.created_at,
  createdBy: row.created_by,
  note: row.note,
  warnings: parseWarnings(row.warnings),
});

export async function documentState(storage: Storage, id: string, now: Date): Promise<DocumentState | null> {
  const def = documentDef(id);
  if (!def) return null;
  const row = await storage.db.selectFrom("content_documents").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const versions = await history(storage, id);
  const at = now.toISOString();
  const liveVersion = liveOf(versions, (version) => version.liveAt, at);
  if (!liveVersion) return null;
  // Only the live version's content is read: a document's history grows with every publish.
  const live = (await loadSnapshot(storage, new Map([[id, liveVersion.number]]))).get(id);
  if (!live) return null;
  return {
    def,
    live,
    liveVersion,
    draft:
      row.draft && row.draft_saved_at
        ? { content: parseStored(row.draft), savedAt: row.draft_saved_at, savedBy: row.draft_saved_by ?? "" }
        : null,
    revision: Number(row.revision),
    scheduled: versions.filter((version) => version.liveAt > at),
    history: versions,
  };
}

export async function history(storage: Storage, id: string): Promise<VersionSummary[]> {
  const rows = await storage.db
    .selectFrom("content_versions")
    .select(["number", "live_at", "created_at", "created_by", "note", "warnings"])
    .where("document_id", "=", id)
    .orderBy("number", "desc")
    .execute();
  return rows.map(summary);
}

export async function orphans(storage: Storage, id?: string) {
  let query = storage.db.selectFrom("content_orphans").selectAll().where("dismissed_at", "is", null);
  if (id) query = query.where("document_id", "=", id);
  return query.orderBy("found_at", "desc").execute();
}
