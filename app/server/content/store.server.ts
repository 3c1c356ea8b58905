import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { type ContentSnapshot, contentDocuments, type DocumentDef, documentDef } from "~/content/documents";
import {
  spanishDigests,
  textDigest,
  textPaths,
  textUnits,
  valueAt,
  type Written,
  withValueAt,
} from "~/content/text-units";
import { type ContentIssue, validateDocument } from "~/content/validate";
import { type Language, languages } from "~/i18n/languages";
import type { Storage } from "../db/db.server";
import type { Database } from "../db/schema.server";
import { log } from "../observability/log.server";

/**
 * The content in the database: each document's versions (the one live is the one whose time
 * came last) and its draft. A document's stored form carries, besides its words, what
 * each translation was made from (the digest of the Spanish text it translated), so a Spanish
 * change marks the other languages as needing translation, and the seed's digests, so a deploy
 * that changes the seed keeps what editors changed.
 */
export type StoredDocument = {
  written: Written;
  /** Per language, per path: the digest of the Spanish text the translation was written from. */
  translatedFrom: Partial<Record<Language, Record<string, string>>>;
  /** The digest of the seed this content started from, and of each of its texts per language. */
  seed: { digest: string; texts: Record<string, string> };
};

export type VersionSummary = { number: number; liveAt: string; createdAt: string; createdBy: string; note: string };

export type DocumentState = {
  def: DocumentDef;
  live: StoredDocument;
  liveVersion: VersionSummary;
  draft: { content: StoredDocument; savedAt: string; savedBy: string } | null;
  /** Versions whose time has not come. */
  scheduled: VersionSummary[];
  /** Every version, newest first. */
  history: VersionSummary[];
};

const parse = (json: string) => JSON.parse(json) as StoredDocument;

function seedInfo(def: DocumentDef): StoredDocument["seed"] {
  const texts: Record<string, string> = {};
  for (const unit of textUnits(def.seed, def.structure))
    for (const lang of languages) texts[`${lang}:${unit.path}`] = textDigest(unit.texts[lang]);
  return { digest: textDigest(JSON.stringify(def.seed)), texts };
}

/** A document as the seed gives it: every translation up to date with its Spanish. */
export function seedDocument(def: DocumentDef): StoredDocument {
  const digests = spanishDigests(def.seed, def.structure);
  return {
    written: def.seed,
    translatedFrom: Object.fromEntries(languages.filter((l) => l !== "es").map((lang) => [lang, { ...digests }])),
    seed: seedInfo(def),
  };
}

/** The texts of each language whose Spanish changed after they were translated. */
export function needsTranslation(def: DocumentDef, stored: StoredDocument): Partial<Record<Language, string[]>> {
  const out: Partial<Record<Language, string[]>> = {};
  const current = spanishDigests(stored.written, def.structure);
  for (const lang of languages) {
    if (lang === "es") continue;
    const made = stored.translatedFrom[lang] ?? {};
    const stale = Object.entries(current)
      .filter(([path, digest]) => made[path] !== digest)
      .map(([path]) => path);
    if (stale.length > 0) out[lang] = stale;
  }
  return out;
}

/**
 * New words for a document: what changed in a translation is recorded as translated from the
 * Spanish it stands beside now; `confirmed` marks translations confirmed unchanged.
 */
export function withNewWords(
  def: DocumentDef,
  before: StoredDocument,
  written: Written,
  confirmed: { lang: Language; path: string }[] = [],
): StoredDocument {
  const spanish = spanishDigests(written, def.structure);
  const translatedFrom: StoredDocument["translatedFrom"] = {};
  for (const lang of languages) {
    if (lang === "es") continue;
    const made = { ...(before.translatedFrom[lang] ?? {}) };
    for (const path of Object.keys(spanish)) {
      const changed = valueAt(written[lang], path) !== valueAt(before.written[lang], path);
      if (changed || confirmed.some((c) => c.lang === lang && c.path === path)) made[path] = spanish[path] ?? "";
    }
    translatedFrom[lang] = made;
  }
  return { ...before, written, translatedFrom };
}

async function insertVersion(
  trx: Transaction<Database>,
  id: string,
  content: StoredDocument,
  options: { liveAt: Date; now: Date; actor: string; note: string },
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
    })
    .execute();
  return number;
}

export async function audit(
  trx: Transaction<Database>,
  entry: { at: Date; actor: string; documentId: string; kind: string; detail: Record<string, unknown> },
) {
  await trx
    .insertInto("content_events")
    .values({
      id: randomUUID(),
      at: entry.at.toISOString(),
      actor: entry.actor,
      document_id: entry.documentId,
      kind: entry.kind,
      detail: JSON.stringify(entry.detail),
    })
    .execute();
  log.info({ event: `content_${entry.kind}`, document: entry.documentId, actor: entry.actor, ...entry.detail });
}

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
export async function seedContent(storage: Storage, now = new Date()): Promise<{ seeded: number; redeployed: number }> {
  let seeded = 0;
  let redeployed = 0;
  for (const def of contentDocuments) {
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
      const live = parse(current.content);
      if (live.seed.digest === seed.digest) return;
      const { content, unplaced } = carryEdits(def, live);
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

const summary = (row: {
  number: number;
  live_at: string;
  created_at: string;
  created_by: string;
  note: string;
}): VersionSummary => ({
  number: Number(row.number),
  liveAt: row.live_at,
  createdAt: row.created_at,
  createdBy: row.created_by,
  note: row.note,
});

/** The live version of every document at `now`: what the site shows. */
export async function liveVersions(storage: Storage, now: Date): Promise<Map<string, number>> {
  // Per document, the version whose time came last (the highest number among those of that
  // time): a version scheduled for tomorrow goes live tomorrow even if another is published today.
  const at = now.toISOString();
  const rows = await storage.db
    .selectFrom("content_versions as v")
    .select(["v.document_id", (eb) => eb.fn.max("v.number").as("number")])
    .where("v.live_at", "<=", at)
    .where(({ eb, selectFrom }) =>
      eb(
        "v.live_at",
        "=",
        selectFrom("content_versions as w")
          .select((inner) => inner.fn.max("w.live_at").as("live_at"))
          .whereRef("w.document_id", "=", "v.document_id")
          .where("w.live_at", "<=", at),
      ),
    )
    .groupBy("v.document_id")
    .execute();
  return new Map(rows.map((row) => [row.document_id, Number(row.number)]));
}

/** Of a document's versions, the one live at `at`: the same rule as `liveVersions`. */
function liveOf<T extends { number: number }>(
  versions: T[],
  liveAt: (version: T) => string,
  at: string,
): T | undefined {
  return versions
    .filter((version) => liveAt(version) <= at)
    .sort((a, b) => liveAt(b).localeCompare(liveAt(a)) || b.number - a.number)[0];
}

/** The content of given versions, as a snapshot the site renders. */
export async function loadSnapshot(
  storage: Storage,
  versions: Map<string, number>,
): Promise<Map<string, StoredDocument>> {
  const wanted = [...versions].filter(([id]) => documentDef(id));
  if (wanted.length === 0) return new Map();
  // One query for them all: every process reads every document at start.
  const rows = await storage.db
    .selectFrom("content_versions")
    .select(["document_id", "content"])
    .where((eb) => eb.or(wanted.map(([id, number]) => eb.and([eb("document_id", "=", id), eb("number", "=", number)]))))
    .execute();
  return new Map(rows.map((row) => [row.document_id, parse(row.content)]));
}

export const snapshotOf = (documents: Map<string, StoredDocument>): ContentSnapshot =>
  new Map([...documents].map(([id, stored]) => [id, stored.written]));

export async function documentState(storage: Storage, id: string, now: Date): Promise<DocumentState | null> {
  const def = documentDef(id);
  if (!def) return null;
  const row = await storage.db.selectFrom("content_documents").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const versions = await history(storage, id);
  const at = now.toISOString();
  const liveVersion = liveOf(versions, (version) => version.liveAt, at);
  if (!liveVersion) return null;
  // Only the live version's content is read: a document's history grows with every publish.
  const live = (await loadSnapshot(storage, new Map([[id, liveVersion.number]]))).get(id);
  if (!live) return null;
  return {
    def,
    live,
    liveVersion,
    draft:
      row.draft && row.draft_saved_at
        ? { content: parse(row.draft), savedAt: row.draft_saved_at, savedBy: row.draft_saved_by ?? "" }
        : null,
    scheduled: versions.filter((version) => version.liveAt > at),
    history: versions,
  };
}

export async function history(storage: Storage, id: string): Promise<VersionSummary[]> {
  const rows = await storage.db
    .selectFrom("content_versions")
    .select(["number", "live_at", "created_at", "created_by", "note"])
    .where("document_id", "=", id)
    .orderBy("number", "desc")
    .execute();
  return rows.map(summary);
}

const clearDraft = (trx: Transaction<Database>, id: string) =>
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

export type PublishResult = { ok: true; number: number } | { ok: false; issues: ContentIssue[] };

/**
 * Publishes content as a new version, live at `liveAt` (now, or a scheduled time), if it passes
 * every check; the draft is then cleared. Refused (nothing changed) with the findings otherwise.
 */
export async function publish(
  storage: Storage,
  id: string,
  content: StoredDocument,
  options: { actor: string; now: Date; liveAt?: Date; note?: string },
): Promise<PublishResult> {
  const def = documentDef(id);
  if (!def) throw new Error(`No document ${id}`);
  const issues = validateDocument(def, content.written);
  if (issues.length > 0) return { ok: false, issues };
  const liveAt = options.liveAt && options.liveAt > options.now ? options.liveAt : options.now;
  const scheduled = liveAt > options.now;
  const number = await storage.write(async (trx) => {
    const number = await insertVersion(trx, id, content, {
      liveAt,
      now: options.now,
      actor: options.actor,
      note: options.note ?? (scheduled ? "schedule" : "publish"),
    });
    await clearDraft(trx, id);
    await audit(trx, {
      at: options.now,
      actor: options.actor,
      documentId: id,
      kind: scheduled ? "schedule" : "publish",
      detail: { version: number, liveAt: liveAt.toISOString() },
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
    const next = await insertVersion(trx, id, parse(row.content), {
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

export type DocumentListing = {
  id: string;
  def: DocumentDef;
  state: "published" | "draft" | "scheduled";
  hasDraft: boolean;
  scheduledAt: string | null;
  lastChangedAt: string;
  lastChangedBy: string;
  liveVersion: number;
};

/** Every document with its state and its last change, for the studio's list. */
export async function listDocuments(storage: Storage, now: Date): Promise<DocumentListing[]> {
  const at = now.toISOString();
  const [rows, versions] = await Promise.all([
    storage.db.selectFrom("content_documents").selectAll().execute(),
    storage.db
      .selectFrom("content_versions")
      .select(["document_id", "number", "live_at", "created_at", "created_by"])
      .execute(),
  ]);
  const listing: DocumentListing[] = [];
  for (const def of contentDocuments) {
    const row = rows.find((candidate) => candidate.id === def.id);
    const own = versions.filter((version) => version.document_id === def.id);
    const live = liveOf(own, (version) => version.live_at, at);
    if (!row || !live) continue;
    const scheduled = own
      .filter((version) => version.live_at > at)
      .sort((a, b) => a.live_at.localeCompare(b.live_at))[0];
    const latest = own.sort((a, b) => b.created_at.localeCompare(a.created_at))[0] ?? live;
    const draftNewer = row.draft_saved_at && row.draft_saved_at > latest.created_at;
    listing.push({
      id: def.id,
      def,
      state: row.draft ? "draft" : scheduled ? "scheduled" : "published",
      hasDraft: Boolean(row.draft),
      scheduledAt: scheduled?.live_at ?? null,
      lastChangedAt: draftNewer && row.draft_saved_at ? row.draft_saved_at : latest.created_at,
      lastChangedBy: draftNewer ? (row.draft_saved_by ?? "") : latest.created_by,
      liveVersion: Number(live.number),
    });
  }
  return listing;
}

export async function orphans(storage: Storage, id?: string) {
  let query = storage.db.selectFrom("content_orphans").selectAll().where("dismissed_at", "is", null);
  if (id) query = query.where("document_id", "=", id);
  return query.orderBy("found_at", "desc").execute();
}
