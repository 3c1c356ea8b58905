import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Storage } from "~/platform/db/db.server";
import type { Database } from "~/platform/db/schema.server";
import { parseStored, type StoredDocument } from "./document.server";

export type TrashKind = Database["content_trash"]["kind"];

/**
 * What a discard, a restore or a cancelled schedule took away, kept so the history can put it
 * back: a discarded draft (`discard`), the version that was live when an earlier one was
 * restored over it (`restore`), a cancelled schedule's content (`cancel`). `undoneAt`: when it
 * was put back (for a cancel, when its content became the draft, at once when there was none).
 */
export type TrashEntry = {
  id: string;
  kind: TrashKind;
  version: number | null;
  createdAt: string;
  createdBy: string;
  undoneAt: string | null;
};

export async function toTrash(
  trx: Transaction<Database>,
  entry: {
    documentId: string;
    kind: TrashKind;
    content: StoredDocument | string;
    version: number | null;
    actor: string;
    now: Date;
    undone?: boolean;
  },
): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto("content_trash")
    .values({
      id,
      document_id: entry.documentId,
      kind: entry.kind,
      content: typeof entry.content === "string" ? entry.content : JSON.stringify(entry.content),
      version: entry.version,
      created_at: entry.now.toISOString(),
      created_by: entry.actor,
      undone_at: entry.undone ? entry.now.toISOString() : null,
    })
    .execute();
  return id;
}

/** A document's trash, newest first (the last 50: the history shows what can still be put back). */
export async function trashOf(storage: Storage, documentId: string): Promise<TrashEntry[]> {
  const rows = await storage.db
    .selectFrom("content_trash")
    .select(["id", "kind", "version", "created_at", "created_by", "undone_at"])
    .where("document_id", "=", documentId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(50)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    version: row.version === null ? null : Number(row.version),
    createdAt: row.created_at,
    createdBy: row.created_by,
    undoneAt: row.undone_at,
  }));
}

/** One entry of a document's trash with its content; null when it is not that document's. */
export async function trashEntry(
  storage: Storage,
  documentId: string,
  id: string,
): Promise<(TrashEntry & { content: StoredDocument }) | null> {
  const row = await storage.db
    .selectFrom("content_trash")
    .selectAll()
    .where("id", "=", id)
    .where("document_id", "=", documentId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    version: row.version === null ? null : Number(row.version),
    createdAt: row.created_at,
    createdBy: row.created_by,
    undoneAt: row.undone_at,
    content: parseStored(row.content),
  };
}
