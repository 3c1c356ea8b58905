import { contentDocuments, type DocumentDef, documentDef } from "~/content/documents";
import type { Storage } from "../../db/db.server";
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

export type DocumentListing = {
  id: string;
  def: DocumentDef;
  state: "published" | "draft" | "scheduled";
  hasDraft: boolean;
  scheduledAt: string | null;
  lastChangedAt: string;
  lastChangedBy: string;
  liveVersion: number;
};

/** Every document with its state and its last change, for the studio's list. */
export async function listDocuments(storage: Storage, now: Date): Promise<DocumentListing[]> {
  const at = now.toISOString();
  const [rows, versions] = await Promise.all([
    storage.db.selectFrom("content_documents").selectAll().execute(),
    storage.db
      .selectFrom("content_versions")
      .select(["document_id", "number", "live_at", "created_at", "created_by"])
      .execute(),
  ]);
  const listing: DocumentListing[] = [];
  for (const def of contentDocuments) {
    const row = rows.find((candidate) => candidate.id === def.id);
    const own = versions.filter((version) => version.document_id === def.id);
    const live = liveOf(own, (version) => version.live_at, at);
    if (!row || !live) continue;
    const scheduled = own
      .filter((version) => version.live_at > at)
      .sort((a, b) => a.live_at.localeCompare(b.live_at))[0];
    const latest = own.sort((a, b) => b.created_at.localeCompare(a.created_at))[0] ?? live;
    const draftNewer = row.draft_saved_at && row.draft_saved_at > latest.created_at;
    listing.push({
      id: def.id,
      def,
      state: row.draft ? "draft" : scheduled ? "scheduled" : "published",
      hasDraft: Boolean(row.draft),
      scheduledAt: scheduled?.live_at ?? null,
      lastChangedAt: draftNewer && row.draft_saved_at ? row.draft_saved_at : latest.created_at,
      lastChangedBy: draftNewer ? (row.draft_saved_by ?? "") : latest.created_by,
      liveVersion: Number(live.number),
    });
  }
  return listing;
}

export async function orphans(storage: Storage, id?: string) {
  let query = storage.db.selectFrom("content_orphans").selectAll().where("dismissed_at", "is", null);
  if (id) query = query.where("document_id", "=", id);
  return query.orderBy("found_at", "desc").execute();
}
