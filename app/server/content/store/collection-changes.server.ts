import type { Transaction } from "kysely";
import type { Storage } from "~/platform/db/db.server";
import type { Database } from "~/platform/db/schema.server";
import { type CollectionFamily, collectionDirectory } from "./collection.server";
import { parseStored, type StoredDocument } from "./document.server";
import { audit } from "./events.server";
import { insertVersion } from "./publishing.server";
import { nextRevision } from "./revision.server";

/**
 * The changes to a design or project that the studio publishes at once, with no draft between:
 * taking it off the site or showing it again, and its place in the collection. Each is a new
 * version of what is live with only that fact changed (what an editor has in a draft stays a
 * draft, with the same fact changed, so publishing it later does not undo this), audited, and
 * undone from the history like any publish (restoring the version before).
 */

type Change = { visible?: boolean; order?: number };

const withFacts = (content: StoredDocument, change: Change): StoredDocument => ({
  ...content,
  written: { ...content.written, es: { ...(content.written.es as Record<string, unknown>), ...change } },
});

/** Publishes `change` over what is live now, inside the caller's transaction; the new version's number. */
async function publishFacts(
  trx: Transaction<Database>,
  id: string,
  change: Change,
  options: { actor: string; now: Date; note: string; revision?: number },
): Promise<number | null> {
  // The revision first: its UPDATE locks the row, so the draft read next is the latest one.
  await nextRevision(trx, id, options.revision);
  const live = await trx
    .selectFrom("content_versions")
    .select("content")
    .where("document_id", "=", id)
    .where("live_at", "<=", options.now.toISOString())
    .orderBy("live_at", "desc")
    .orderBy("number", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!live) return null;
  const version = await insertVersion(trx, id, withFacts(parseStored(live.content), change), {
    liveAt: options.now,
    now: options.now,
    actor: options.actor,
    note: options.note,
  });
  const row = await trx.selectFrom("content_documents").select("draft").where("id", "=", id).executeTakeFirst();
  if (row?.draft)
    await trx
      .updateTable("content_documents")
      .set({ draft: JSON.stringify(withFacts(parseStored(row.draft), change)) })
      .where("id", "=", id)
      .execute();
  await audit(trx, {
    at: options.now,
    actor: options.actor,
    documentId: id,
    kind: options.note,
    detail: { version, ...change },
  });
  return version;
}

/**
 * Shows a design or project on the site, or takes it off: a version of what is live with
 * `visible` set, live now. The caller checks first that what is live may be shown (the
 * publish checks). With `revision`, only if nothing changed since the editor confirmed: else
 * RevisionConflict. Null when the document has no live version.
 */
export function setShown(
  storage: Storage,
  id: string,
  shown: boolean,
  options: { actor: string; now: Date; revision?: number },
): Promise<number | null> {
  return storage.write((trx) =>
    publishFacts(trx, id, { visible: shown }, { ...options, note: shown ? "show" : "hide" }),
  );
}

/**
 * Moves a design (or project) one place up or down among its family in the site's order: it
 * swaps `order` with its neighbour (or, where both have the same, takes one less or more than
 * it), both published at once in one transaction. False when it is already first or last, or
 * unknown.
 */
export async function moveInCollection(
  storage: Storage,
  family: CollectionFamily,
  id: string,
  direction: "up" | "down",
  options: { actor: string; now: Date },
): Promise<boolean> {
  const directory = await collectionDirectory(storage, options.now);
  const list = family === "design" ? directory.designs : directory.projects;
  const index = list.findIndex((entry) => entry.id === id);
  const other = list[direction === "up" ? index - 1 : index + 1];
  const moved = list[index];
  if (!moved || !other) return false;
  const changes: [string, number][] =
    moved.order === other.order
      ? [[moved.id, other.order + (direction === "up" ? -1 : 1)]]
      : [
          [moved.id, other.order],
          [other.id, moved.order],
        ];
  await storage.write(async (trx) => {
    for (const [documentId, order] of changes)
      await publishFacts(trx, documentId, { order }, { actor: options.actor, now: options.now, note: "order" });
  });
  return true;
}
