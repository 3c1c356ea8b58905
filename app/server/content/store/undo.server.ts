import type { Storage } from "~/platform/db/db.server";
import { replaceDraft } from "./drafts.server";
import { audit } from "./events.server";
import { insertVersion } from "./publishing.server";
import { nextRevision } from "./revision.server";

export type UndoResult =
  | { ok: true; kind: "draft" }
  | { ok: true; kind: "published"; version: number }
  | { ok: false; reason: "gone" | "done" };

/**
 * Puts back what a trash entry took away: a discarded draft or a cancelled schedule's change
 * becomes the draft again (a draft there now is kept in the trash in its turn, never overwritten);
 * a restore is undone by publishing again the version it replaced. An entry is put back once.
 */
export async function undoTrash(
  storage: Storage,
  documentId: string,
  trashId: string,
  options: { actor: string; now: Date },
): Promise<UndoResult> {
  return storage.write(async (trx): Promise<UndoResult> => {
    await nextRevision(trx, documentId);
    const entry = await trx
      .selectFrom("content_trash")
      .selectAll()
      .where("id", "=", trashId)
      .where("document_id", "=", documentId)
      .executeTakeFirst();
    if (!entry) return { ok: false, reason: "gone" };
    // Marked first, and only while unmarked: a second click (or another instance) finds it done.
    const marked = await trx
      .updateTable("content_trash")
      .set({ undone_at: options.now.toISOString() })
      .where("id", "=", trashId)
      .where("undone_at", "is", null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 0) return { ok: false, reason: "done" };
    const detail = { trash: trashId, kind: entry.kind, version: entry.version };
    if (entry.kind === "restore") {
      const version = await insertVersion(trx, documentId, JSON.parse(entry.content), {
        liveAt: options.now,
        now: options.now,
        actor: options.actor,
        note: `undo rollback ${entry.version ?? ""}`.trim(),
      });
      await audit(trx, {
        at: options.now,
        actor: options.actor,
        documentId,
        kind: "undo",
        detail: { ...detail, version },
      });
      return { ok: true, kind: "published", version };
    }
    await replaceDraft(trx, documentId, entry.content, options);
    await audit(trx, { at: options.now, actor: options.actor, documentId, kind: "undo", detail });
    return { ok: true, kind: "draft" };
  });
}
