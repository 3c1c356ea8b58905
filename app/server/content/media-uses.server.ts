import type { Kysely } from "kysely";
import { isPictureName } from "~/content/media-names";
import type { Storage } from "~/platform/db/db.server";
import type { Database } from "~/platform/db/schema.server";
import { parseStored } from "./store/document.server";
import { liveOf } from "./store/live.server";

/**
 * Where each image is used: in which document, at which place of its structure, and in which of
 * its versions that still matter (the live one, the draft, one scheduled to go live). An image is
 * in use while any of them shows it; older versions of the history do not count (restoring one
 * that showed a deleted upload is refused by its publish checks, the image being unknown then).
 */
export type MediaUse = {
  documentId: string;
  /** The image's name field: `blocks.0.image.name`, the slot the editor shows. */
  path: string;
  state: "live" | "draft" | "scheduled";
  /** When a scheduled version goes live. */
  liveAt?: string;
};

/** Every image name in a document's Spanish structure (where the names are), with its place. */
function picturesIn(node: unknown, prefix: string, found: { path: string; name: string }[]) {
  if (typeof node === "string") {
    if (isPictureName(node)) found.push({ path: prefix, name: node });
  } else if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) picturesIn(item, prefix ? `${prefix}.${index}` : String(index), found);
  } else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) picturesIn(value, prefix ? `${prefix}.${key}` : key, found);
  }
  return found;
}

/** Every image's uses at `now`, by name (site images and uploads alike). Reads through `db`, a transaction too. */
export async function imageUses(db: Kysely<Database>, now: Date): Promise<Map<string, MediaUse[]>> {
  const at = now.toISOString();
  const [documents, versions] = await Promise.all([
    db.selectFrom("content_documents").select(["id", "draft"]).execute(),
    db.selectFrom("content_versions").select(["document_id", "number", "live_at"]).execute(),
  ]);
  const wanted: { documentId: string; number: number; state: "live" | "scheduled"; liveAt: string }[] = [];
  for (const { id } of documents) {
    const own = versions
      .filter((version) => version.document_id === id)
      .map((version) => ({ ...version, number: Number(version.number) }));
    const live = liveOf(own, (version) => version.live_at, at);
    if (live) wanted.push({ documentId: id, number: live.number, state: "live", liveAt: live.live_at });
    for (const version of own.filter((candidate) => candidate.live_at > at))
      wanted.push({ documentId: id, number: version.number, state: "scheduled", liveAt: version.live_at });
  }
  const contents =
    wanted.length === 0
      ? []
      : await db
          .selectFrom("content_versions")
          .select(["document_id", "number", "content"])
          .where((eb) =>
            eb.or(wanted.map((w) => eb.and([eb("document_id", "=", w.documentId), eb("number", "=", w.number)]))),
          )
          .execute();
  const uses = new Map<string, MediaUse[]>();
  const add = (name: string, use: MediaUse) => {
    const list = uses.get(name) ?? [];
    list.push(use);
    uses.set(name, list);
  };
  for (const version of wanted) {
    const row = contents.find((c) => c.document_id === version.documentId && Number(c.number) === version.number);
    if (!row) continue;
    for (const { path, name } of picturesIn(parseStored(row.content).written.es, "", []))
      add(name, {
        documentId: version.documentId,
        path,
        state: version.state,
        ...(version.state === "scheduled" ? { liveAt: version.liveAt } : {}),
      });
  }
  for (const document of documents) {
    if (!document.draft) continue;
    for (const { path, name } of picturesIn(parseStored(document.draft).written.es, "", []))
      add(name, { documentId: document.id, path, state: "draft" });
  }
  return uses;
}

export type DeleteResult =
  | { deleted: true }
  | { deleted: false; reason: "missing" }
  | { deleted: false; reason: "inUse"; uses: MediaUse[] };

/**
 * Deletes an upload and its files when no live, draft or scheduled version uses it; the check
 * and the delete in one write transaction, so a use found is a use at the moment of deleting.
 */
export async function deleteMedia(storage: Storage, id: string, now: Date): Promise<DeleteResult> {
  return storage.write(async (trx): Promise<DeleteResult> => {
    const exists = await trx.selectFrom("media").select("id").where("id", "=", id).executeTakeFirst();
    if (!exists) return { deleted: false, reason: "missing" };
    const uses = (await imageUses(trx, now)).get(id) ?? [];
    if (uses.length > 0) return { deleted: false, reason: "inUse", uses };
    await trx.deleteFrom("media_files").where("media_id", "=", id).execute();
    await trx.deleteFrom("media").where("id", "=", id).execute();
    return { deleted: true };
  });
}
