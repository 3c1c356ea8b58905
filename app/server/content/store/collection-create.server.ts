import { slugSchema } from "~/content/collection/schema";
import { documentDef } from "~/content/documents";
import type { Written } from "~/content/text-units";
import type { Storage } from "~/platform/db/db.server";
import { type CollectionFamily, idOf, record } from "./collection.server";
import { seedDocument } from "./document.server";
import { audit } from "./events.server";
import { insertVersion } from "./publishing.server";

export type CreateResult = { ok: true; id: string } | { ok: false; reason: "taken" | "invalid" };

/**
 * Makes a new design or project document: its row and a first version, live at once but hidden
 * (`visible: false` in `written`), so nothing reaches the site until an editor shows it; audited
 * (`create`). Refused when the slug is not one (`invalid`) or its id exists (`taken`), decided by
 * the insert itself, so two editors naming the same design at once cannot both have it.
 */
export async function createCollectionDocument(
  storage: Storage,
  family: CollectionFamily,
  slug: string,
  written: Written,
  options: { actor: string; now: Date },
): Promise<CreateResult> {
  if (!slugSchema.safeParse(slug).success) return { ok: false, reason: "invalid" };
  const id = idOf(family, slug);
  const def = documentDef(id);
  if (!def) return { ok: false, reason: "invalid" };
  if (record(written.es).visible !== false) throw new Error("A new design or project starts hidden");
  return storage.write(async (trx): Promise<CreateResult> => {
    const inserted = await trx
      .insertInto("content_documents")
      .values({ id, draft: null, draft_saved_at: null, draft_saved_by: null, created_at: options.now.toISOString() })
      .onConflict((oc) => oc.column("id").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { ok: false, reason: "taken" };
    // Its translations are of the blank's empty texts: whatever Spanish it starts with (a
    // project's title) waits for its translators, as a changed text does.
    const blank = seedDocument(def);
    const version = await insertVersion(
      trx,
      id,
      { written, translatedFrom: blank.translatedFrom, seed: blank.seed },
      { liveAt: options.now, now: options.now, actor: options.actor, note: "create" },
    );
    await audit(trx, { at: options.now, actor: options.actor, documentId: id, kind: "create", detail: { version } });
    return { ok: true, id };
  });
}
