import type { Transaction } from "kysely";
import type { Database } from "~/platform/db/schema.server";

/**
 * Another change to the document came after the revision a form was opened at: the write that
 * named that revision was rolled back, nothing of it stored.
 */
export class RevisionConflict extends Error {
  constructor(readonly documentId: string) {
    super(`Document ${documentId} changed since the revision given`);
    this.name = "RevisionConflict";
  }
}

/**
 * Takes a document's next revision, inside the transaction of the change that needs it. With
 * `expected`, only while the stored revision is still that one: the check is the UPDATE's own
 * WHERE, so two processes (two instances) writing at once cannot both pass it; the loser throws
 * RevisionConflict and its transaction is rolled back.
 */
export async function nextRevision(trx: Transaction<Database>, id: string, expected?: number): Promise<number> {
  let update = trx
    .updateTable("content_documents")
    .set((eb) => ({ revision: eb("revision", "+", 1) }))
    .where("id", "=", id);
  if (expected !== undefined) update = update.where("revision", "=", expected);
  const row = await update.returning("revision").executeTakeFirst();
  if (!row) throw new RevisionConflict(id);
  return Number(row.revision);
}
