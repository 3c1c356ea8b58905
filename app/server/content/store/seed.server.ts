import { randomUUID } from "node:crypto";
import { contentDocuments, type DocumentDef } from "~/content/documents";
import { textDigest, textPaths, valueAt, withValueAt } from "~/content/text-units";
import { type Language, languages } from "~/i18n/languages";
import type { Storage } from "~/platform/db/db.server";
import { log } from "~/platform/observability/log.server";
import { parseStored, type StoredDocument, seedDocument, seedInfo, withNewWords } from "./document.server";
import { insertVersion } from "./publishing.server";
import { nextRevision } from "./revision.server";

/**
 * A deploy whose seed changed a document's structure: the new seed, with every text and image an
 * editor changed put back where its place still exists. What has no place any more is returned.
 */
export function carryEdits(
  def: DocumentDef,
  live: StoredDocument,
): { content: StoredDocument; unplaced: { lang: Language; path: string; text: string }[] } {
  let written = def.seed;
  const unplaced: { lang: Language; path: string; text: string }[] = [];
  const newPaths = new Set(textPaths(def.seed.es, def.structure));
  for (const lang of languages) {
    for (const path of textPaths(live.written.es, def.structure)) {
      const text = valueAt(live.written[lang], path);
      if (typeof text !== "string") continue;
      const edited = live.seed.texts[`${lang}:${path}`] !== textDigest(text);
      if (!edited) continue;
      if (newPaths.has(path) && typeof valueAt(written[lang], path) === "string")
        written = { ...written, [lang]: withValueAt(written[lang], path, text) };
      else unplaced.push({ lang, path, text });
    }
  }
  // Image slots editors changed keep their image where the slot still exists.
  for (const field of def.editable(live.written.es)) {
    if (field.kind !== "image") continue;
    const chosen = valueAt(live.written.es, field.path);
    const seeded = valueAt(def.seed.es, field.path);
    if (typeof chosen === "string" && typeof seeded === "string" && chosen !== seeded)
      written = { ...written, es: withValueAt(written.es, field.path, chosen) };
  }
  const fresh = seedDocument(def);
  return { content: withNewWords(def, { ...fresh, written: def.seed }, written), unplaced };
}

/**
 * Loads the seed into a new database, and after a deploy whose seed changed a document, makes
 * the new seed live with the editors' changes carried over (carryEdits), listing and logging
 * what could not be placed. Safe to run from several processes at once.
 */
export async function seedContent(
  storage: Storage,
  now = new Date(),
  defs: readonly DocumentDef[] = contentDocuments,
): Promise<{ seeded: number; redeployed: number }> {
  let seeded = 0;
  let redeployed = 0;
  for (const def of defs) {
    const seed = seedInfo(def);
    await storage.write(async (trx) => {
      const inserted = await trx
        .insertInto("content_documents")
        .values({ id: def.id, draft: null, draft_saved_at: null, draft_saved_by: null, created_at: now.toISOString() })
        .onConflict((oc) => oc.column("id").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
        await insertVersion(trx, def.id, seedDocument(def), {
          liveAt: new Date(0),
          now,
          actor: "seed",
          note: "seed",
        });
        seeded++;
        return;
      }
      // The version live now: a scheduled one is not yet what visitors see, and carrying its
      // edits would publish it before its time.
      const current = await trx
        .selectFrom("content_versions")
        .select("content")
        .where("document_id", "=", def.id)
        .where("live_at", "<=", now.toISOString())
        .orderBy("live_at", "desc")
        .orderBy("number", "desc")
        .limit(1)
        .executeTakeFirst();
      if (!current) return;
      const live = parseStored(current.content);
      if (live.seed.digest === seed.digest) return;
      const { content, unplaced } = carryEdits(def, live);
      // A form opened before the deploy names an older revision: its save is shown the difference.
      await nextRevision(trx, def.id);
      await insertVersion(trx, def.id, content, { liveAt: now, now, actor: "deploy", note: "deploy" });
      for (const text of unplaced)
        await trx
          .insertInto("content_orphans")
          .values({
            id: randomUUID(),
            document_id: def.id,
            lang: text.lang,
            path: text.path,
            text: text.text,
            found_at: now.toISOString(),
            dismissed_at: null,
          })
          .execute();
      if (unplaced.length > 0)
        log.warn(
          { event: "content_unplaced", document: def.id, texts: unplaced.map(({ lang, path }) => `${lang}:${path}`) },
          `${unplaced.length} edited text(s) of ${def.id} have no place in the new structure; listed in the studio`,
        );
      redeployed++;
    });
  }
  return { seeded, redeployed };
}
