import type { Transaction } from "kysely";
import type { Storage } from "../../db/db.server";
import type { Database } from "../../db/schema.server";
import type { StoredDocument } from "./document.server";
import { audit } from "./events.server";

export const clearDraft = (trx: Transaction<Database>, id: string) =>
  trx
    .updateTable("content_documents")
    .set({ draft: null, draft_saved_at: null, draft_saved_by: null })
    .where("id", "=", id)
    .execute();

/** Saves a draft, valid or not: nothing an editor writes is lost. */
export async function saveDraft(
  storage: Storage,
  id: string,
  content: StoredDocument,
  options: { actor: string; now: Date; detail?: Record<string, unknown> },
) {
  await storage.write(async (trx) => {
    await trx
      .updateTable("content_documents")
      .set({
        draft: JSON.stringify(content),
        draft_saved_at: options.now.toISOString(),
        draft_saved_by: options.actor,
      })
      .where("id", "=", id)
      .execute();
    await audit(trx, {
      at: options.now,
      actor: options.actor,
      documentId: id,
      kind: "save",
      detail: options.detail ?? {},
    });
  });
}

export async function discardDraft(storage: Storage, id: string, options: { actor: string; now: Date }) {
  await storage.write(async (trx) => {
    await clearDraft(trx, id);
    await audit(trx, { at: options.now, actor: options.actor, documentId: id, kind: "discard", detail: {} });
  });
}
