import type { Transaction } from "kysely";
import { documentDef } from "~/content/documents";
import type { ContentIssue } from "~/content/validate";
import type { Storage } from "../../db/db.server";
import type { Database } from "../../db/schema.server";
import { parseStored, type StoredDocument } from "./document.server";
import { clearDraft } from "./drafts.server";
import { audit } from "./events.server";
import { needsConfirmation, type PublishChecks, publishChecks, publishWarnings } from "./publish-checks.server";

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
 * no Spanish: it passes `askOutdated: false`, and the version still records them.
 */
export async function publish(
  storage: Storage,
  id: string,
  content: StoredDocument,
  options: { actor: string; now: Date; liveAt?: Date; note?: string; confirmation?: string; askOutdated?: boolean },
): Promise<PublishResult> {
  const def = documentDef(id);
  if (!def) throw new Error(`No document ${id}`);
  const checks = publishChecks(def, content);
  if (checks.errors.length > 0) return { ok: false, issues: checks.errors };
  const ask = needsConfirmation(checks, { outdated: options.askOutdated ?? true });
  if (ask && options.confirmation !== checks.token) return { ok: false, issues: checks.warnings, confirm: checks };
  const warnings = publishWarnings(checks);
  const liveAt = options.liveAt && options.liveAt > options.now ? options.liveAt : options.now;
  const scheduled = liveAt > options.now;
  const number = await storage.write(async (trx) => {
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

/** Puts an earlier version back, as a new version live now. */
export async function rollBack(
  storage: Storage,
  id: string,
  number: number,
  options: { actor: string; now: Date },
): Promise<number | null> {
  return storage.write(async (trx) => {
    const row = await trx
      .selectFrom("content_versions")
      .select("content")
      .where("document_id", "=", id)
      .where("number", "=", number)
      .executeTakeFirst();
    if (!row) return null;
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
      detail: { to: number, version: next },
    });
    return next;
  });
}

/** Withdraws a scheduled version before its time. */
export async function cancelScheduled(
  storage: Storage,
  id: string,
  number: number,
  options: { actor: string; now: Date },
): Promise<boolean> {
  return storage.write(async (trx) => {
    const deleted = await trx
      .deleteFrom("content_versions")
      .where("document_id", "=", id)
      .where("number", "=", number)
      .where("live_at", ">", options.now.toISOString())
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return false;
    await audit(trx, {
      at: options.now,
      actor: options.actor,
      documentId: id,
      kind: "cancel",
      detail: { version: number },
    });
    return true;
  });
}
