import type { Transaction } from "kysely";
import type { Storage } from "~/platform/db/db.server";
import type { Database } from "~/platform/db/schema.server";
import type { StoredDocument } from "./document.server";
import { audit } from "./events.server";
import { nextRevision } from "./revision.server";
import { toTrash } from "./trash.server";

export const clearDraft = (trx: Transaction<Database>, id: string) =>
  trx
    .updateTable("content_documents")
    .set({ draft: null, draft_saved_at: null, draft_saved_by: null })
    .where("id", "=", id)
    .execute();

const writeDraft = (
  trx: Transaction<Database>,
  id: string,
  content: StoredDocument | string,
  options: { actor: string; now: Date },
) =>
  trx
    .updateTable("content_documents")
    .set({
      draft: typeof content === "string" ? content : JSON.stringify(content),
      draft_saved_at: options.now.toISOString(),
      draft_saved_by: options.actor,
    })
    .where("id", "=", id)
    .execute();

/**
 * Makes `content` the draft in place of another change (a cancelled schedule, a discard undone):
 * a draft already there is not overwritten but kept in the trash as a discard, to be put back.
 */
export async function replaceDraft(
  trx: Transaction<Database>,
  id: string,
  content: StoredDocument | string,
  options: { actor: string; now: Date },
) {
  // Called after the change took its revision: the row is locked, the draft read is the latest.
  const current = await trx.selectFrom("content_documents").select("draft").where("id", "=", id).executeTakeFirst();
  if (current?.draft)
    await toTrash(trx, { documentId: id, kind: "discard", content: current.draft, version: null, ...options });
  await writeDraft(trx, id, content, options);
}

/**
 * Saves a draft, valid or not: nothing an editor writes is lost. With `revision` (the one the
 * editor's form was opened at), only if no other change came since: else RevisionConflict,
 * nothing stored. Answers the document's new revision.
 */
export async function saveDraft(
  storage: Storage,
  id: string,
  content: StoredDocument,
  options: { actor: string; now: Date; detail?: Record<string, unknown>; revision?: number },
): Promise<number> {
  return storage.write(async (trx) => {
    const revision = await nextRevision(trx, id, options.revision);
    await writeDraft(trx, id, content, options);
    await audit(trx, {
      at: options.now,
      actor: options.actor,
      documentId: id,
      kind: "save",
      detail: { ...(options.detail ?? {}), revision },
    });
    return revision;
  });
}

/**
 * Discards the draft: it goes to the trash, from which the history can put it back. With
 * `revision`, only if the draft is still the one the editor confirmed discarding. False when
 * there was no draft.
 */
export async function discardDraft(
  storage: Storage,
  id: string,
  options: { actor: string; now: Date; revision?: number },
): Promise<boolean> {
  const nothing = new Error("no draft");
  const discarded = storage.write(async (trx) => {
    // The revision first: its UPDATE locks the row, so the draft read next is the latest one.
    const revision = await nextRevision(trx, id, options.revision);
    const row = await trx.selectFrom("content_documents").select("draft").where("id", "=", id).executeTakeFirst();
    // Rolled back: no change, no new revision.
    if (!row?.draft) throw nothing;
    const trash = await toTrash(trx, {
      documentId: id,
      kind: "discard",
      content: row.draft,
      version: null,
      actor: options.actor,
      now: options.now,
    });
    await clearDraft(trx, id);
    await audit(trx, {
      at: options.now,
      actor: options.actor,
      documentId: id,
      kind: "discard",
      detail: { trash, revision },
    });
    return true;
  });
  return discarded.catch((error: unknown) => {
    if (error === nothing) return false;
    throw error;
  });
}
