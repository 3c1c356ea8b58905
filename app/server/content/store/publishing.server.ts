import type { Transaction } from "kysely";
import { documentDef } from "~/content/documents";
import type { ContentIssue } from "~/content/validate";
import type { Storage } from "~/platform/db/db.server";
import type { Database } from "~/platform/db/schema.server";
import { collectionIssues } from "./collection-checks.server";
import { parseStored, type StoredDocument } from "./document.server";
import { clearDraft } from "./drafts.server";
import { audit } from "./events.server";
import { needsConfirmation, type PublishChecks, publishChecks, publishWarnings } from "./publish-checks.server";
import { nextRevision } from "./revision.server";
import { toTrash } from "./trash.server";

/** Adds a version of a document, numbered after its last one. */
export async function insertVersion(
  trx: Transaction<Database>,
  id: string,
  content: StoredDocument,
  options: { liveAt: Date; now: Date; actor: string; note: string; warnings?: string | null },
): Promise<number> {
  const last = await trx
    .selectFrom("content_versions")
    .select((eb) => eb.fn.max("number").as("number"))
    .where("document_id", "=", id)
    .executeTakeFirst();
  const number = Number(last?.number ?? 0) + 1;
  await trx
    .insertInto("content_versions")
    .values({
      document_id: id,
      number,
      content: JSON.stringify(content),
      live_at: options.liveAt.toISOString(),
      created_at: options.now.toISOString(),
      created_by: options.actor,
      note: options.note,
      warnings: options.warnings ?? null,
    })
    .execute();
  return number;
}

/**
 * Published; refused for its errors (`issues`); or waiting for the editor to confirm its style
 * warnings (`issues`) and outdated translations (`confirm`).
 */
export type PublishResult =
  | { ok: true; number: number }
  | { ok: false; issues: ContentIssue[]; confirm?: PublishChecks };

/**
 * Publishes content as a new version, live at `liveAt` (now, or a scheduled time), if it passes
 * every check; the draft is then cleared. Refused (nothing changed) with its errors; with style
 * warnings or translations left out of date, only with `confirmation`, the token the editor was
 * shown them with (publish-checks.server.ts), and the version keeps them. An XLIFF import changes
 * no Spanish: it passes `askOutdated: false`, and the version still records them. With
 * `revision`, only if no other change came since the editor's form was opened at it: else
 * RevisionConflict, nothing published.
 */
export async function publish(
  storage: Storage,
  id: string,
  content: StoredDocument,
  options: {
    actor: string;
    now: Date;
    liveAt?: Date;
    note?: string;
    revision?: number;
    confirmation?: string;
    askOutdated?: boolean;
  },
): Promise<PublishResult> {
  const def = documentDef(id);
  if (!def) throw new Error(`No document ${id}`);
  const liveAt = options.liveAt && options.liveAt > options.now ? options.liveAt : options.now;
  // A design or project is checked against the catalogue as it will be when this goes live.
  const checks = publishChecks(def, content, await collectionIssues(storage, def, content, liveAt));
  if (checks.errors.length > 0) return { ok: false, issues: checks.errors };
  const ask = needsConfirmation(checks, { outdated: options.askOutdated ?? true });
  if (ask && options.confirmation !== checks.token) return { ok: false, issues: checks.warnings, confirm: checks };
  const warnings = publishWarnings(checks);
  const scheduled = liveAt > options.now;
  const number = await storage.write(async (trx) => {
    await nextRevision(trx, id, options.revision);
    const number = await insertVersion(trx, id, content, {
      liveAt,
      now: options.now,
      actor: options.actor,
      note: options.note ?? (scheduled ? "schedule" : "publish"),
      warnings: warnings.length > 0 ? JSON.stringify(warnings) : null,
    });
    await clearDraft(trx, id);
    await audit(trx, {
      at: options.now,
      actor: options.actor,
      documentId: id,
      kind: scheduled ? "schedule" : "publish",
      detail: {
        version: number,
        liveAt: liveAt.toISOString(),
        ...(warnings.length > 0 ? { warnings: checks.warnings.length, outdated: Object.keys(checks.outdated) } : {}),
      },
    });
    return number;
  });
  return { ok: true, number };
}

/** The version live at `now`, read inside a transaction. */
const liveRow = (trx: Transaction<Database>, id: string, now: Date) =>
  trx
    .selectFrom("content_versions")
    .select(["number", "content"])
    .where("document_id", "=", id)
    .where("live_at", "<=", now.toISOString())
    .orderBy("live_at", "desc")
    .orderBy("number", "desc")
    .limit(1)
    .executeTakeFirst();

/**
 * Puts an earlier version back, as a new version live now. The version it replaces goes to the
 * trash (`restore`), so the history can undo the restore. With `revision`, only if the document
 * is still as the editor saw it when confirming. Null when there is no such version.
 */
export async function rollBack(
  storage: Storage,
  id: string,
  number: number,
  options: { actor: string; now: Date; revision?: number },
): Promise<number | null> {
  return storage.write(async (trx) => {
    const row = await trx
      .selectFrom("content_versions")
      .select("content")
      .where("document_id", "=", id)
      .where("number", "=", number)
      .executeTakeFirst();
    if (!row) return null;
    await nextRevision(trx, id, options.revision);
    const live = await liveRow(trx, id, options.now);
    if (live)
      await toTrash(trx, {
        documentId: id,
        kind: "restore",
        content: live.content,
        version: Number(live.number),
        actor: options.actor,
        now: options.now,
      });
    const next = await insertVersion(trx, id, parseStored(row.content), {
      liveAt: options.now,
      now: options.now,
      actor: options.actor,
      note: `rollback to ${number}`,
    });
    await audit(trx, {
      at: options.now,
      actor: options.actor,
      documentId: id,
      kind: "rollback",
      detail: { to: number, version: next, replaced: live ? Number(live.number) : null },
    });
    return next;
  });
}

/**
 * Withdraws a scheduled version before its time; its change is not lost: it becomes the draft,
 * or, when a draft is already there (which stays), it waits in the trash (`cancel`) for the
 * history to put it back as the draft. Either way the trash keeps a trace of the cancelled
 * schedule. Answers where its change went, or null when no such version is still to come.
 */
export async function cancelScheduled(
  storage: Storage,
  id: string,
  number: number,
  options: { actor: string; now: Date },
): Promise<"draft" | "trash" | null> {
  const none = new Error("not scheduled");
  const cancelled = storage.write(async (trx) => {
    // The revision first: its UPDATE locks the row, so the draft read next is the latest one.
    await nextRevision(trx, id);
    const version = await trx
      .selectFrom("content_versions")
      .select("content")
      .where("document_id", "=", id)
      .where("number", "=", number)
      .where("live_at", ">", options.now.toISOString())
      .executeTakeFirst();
    if (!version) throw none;
    await trx.deleteFrom("content_versions").where("document_id", "=", id).where("number", "=", number).execute();
    const document = await trx.selectFrom("content_documents").select("draft").where("id", "=", id).executeTakeFirst();
    const toDraft = !document?.draft;
    if (toDraft)
      await trx
        .updateTable("content_documents")
        .set({ draft: version.content, draft_saved_at: options.now.toISOString(), draft_saved_by: options.actor })
        .where("id", "=", id)
        .execute();
    await toTrash(trx, {
      documentId: id,
      kind: "cancel",
      content: version.content,
      version: number,
      actor: options.actor,
      now: options.now,
      undone: toDraft,
    });
    await audit(trx, {
      at: options.now,
      actor: options.actor,
      documentId: id,
      kind: "cancel",
      detail: { version: number, to: toDraft ? "draft" : "trash" },
    });
    return toDraft ? ("draft" as const) : ("trash" as const);
  });
  return cancelled.catch((error: unknown) => {
    if (error === none) return null;
    throw error;
  });
}
