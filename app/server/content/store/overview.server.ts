import { type DocumentDef, documentDef, documentDefs } from "~/content/documents";
import { type TextUnit, textUnits, type Written } from "~/content/text-units";
import { type Language, languages } from "~/i18n/languages";
import type { Storage } from "~/platform/db/db.server";
import { needsTranslation, parseStored, type StoredDocument } from "./document.server";
import { liveOf } from "./live.server";

/**
 * What the studio's list finds and its dashboard shows, read across every document at once: the
 * drafts, the scheduled publishes, the texts waiting for translation per language, the recent
 * changes, and a search over every text in every language. A version never changes, and a draft
 * changes only with its document's revision, so each document's parsed texts are kept per
 * version and revision (a bounded map): the list of 200 documents reads the database's small
 * columns and parses only what changed since the last look.
 */

/** A text that holds the words searched for, with every language where it reads the same. */
export type SearchHit = { path: string; langs: Language[]; text: string };

export type OverviewDocument = {
  id: string;
  def: DocumentDef;
  state: "published" | "draft" | "scheduled";
  draft: { savedAt: string; savedBy: string } | null;
  /** Versions whose time has not come, soonest first. */
  scheduled: { number: number; liveAt: string; createdBy: string }[];
  lastChangedAt: string;
  lastChangedBy: string;
  /** Texts whose Spanish changed after their translation, per language (of the draft where there is one). */
  stale: Partial<Record<Language, number>>;
  /** The same, of the live version: what an export of what is published marks to translate. */
  staleLive: Partial<Record<Language, number>>;
  /** What is live (a design's name and place, whether it is shown), and the Spanish of the draft where there is one. */
  live: Written | null;
  currentEs: unknown;
};

export type RecentChange = { at: string; actor: string; documentId: string; kind: string };

type Parsed = {
  stored: StoredDocument;
  units: TextUnit[];
  folded: TextUnit[];
  /** Texts waiting for translation per language, worked out once. */
  stale?: Partial<Record<Language, number>>;
};

const parsedCache = new Map<string, Parsed>();
const parsedCacheLimit = 600;

function parsed(key: string, def: DocumentDef, json: () => string): Parsed {
  const hit = parsedCache.get(key);
  if (hit) {
    parsedCache.delete(key);
    parsedCache.set(key, hit);
    return hit;
  }
  const stored = parseStored(json());
  const units = textUnits(stored.written, def.structure);
  const folded = units.map((unit) => ({
    path: unit.path,
    texts: Object.fromEntries(languages.map((lang) => [lang, fold(unit.texts[lang])])) as Record<Language, string>,
  }));
  const entry = { stored, units, folded };
  parsedCache.set(key, entry);
  if (parsedCache.size > parsedCacheLimit) parsedCache.delete(parsedCache.keys().next().value as string);
  return entry;
}

/** Lower case without accents: "Hábitat" is found by "habitat". */
export const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The longest search the list takes; a longer one is cut (nothing is worth more). */
export const maxQueryLength = 100;

type Loaded = { def: DocumentDef; row: DocumentRow; live: VersionRow; versions: VersionRow[] };
type DocumentRow = {
  id: string;
  draft_saved_at: string | null;
  draft_saved_by: string | null;
  revision: number;
  has_draft: number;
};
type VersionRow = { document_id: string; number: number; live_at: string; created_at: string; created_by: string };

async function loadAll(storage: Storage, now: Date): Promise<Loaded[]> {
  const at = now.toISOString();
  const [rows, versions] = await Promise.all([
    storage.db
      .selectFrom("content_documents")
      .select(["id", "draft_saved_at", "draft_saved_by", "revision"])
      .select((eb) => eb.case().when("draft", "is not", null).then(1).else(0).end().as("has_draft"))
      .execute(),
    storage.db
      .selectFrom("content_versions")
      .select(["document_id", "number", "live_at", "created_at", "created_by"])
      .execute(),
  ]);
  const versionsOf = new Map<string, VersionRow[]>();
  for (const version of versions) {
    const list = versionsOf.get(version.document_id) ?? [];
    list.push({ ...version, number: Number(version.number) });
    versionsOf.set(version.document_id, list);
  }
  const rowOf = new Map(
    rows.map((row) => [row.id, { ...row, revision: Number(row.revision), has_draft: Number(row.has_draft) }]),
  );
  const out: Loaded[] = [];
  const known = documentDefs();
  const knownIds = new Set(known.map((def) => def.id));
  // The designs and projects editors added are documents only the database holds.
  const added = rows.flatMap((row) =>
    knownIds.has(row.id) ? [] : [documentDef(row.id)].filter((def) => def !== undefined),
  );
  for (const def of [...known, ...added]) {
    const row = rowOf.get(def.id);
    const own = versionsOf.get(def.id) ?? [];
    const live = liveOf(own, (version) => version.live_at, at);
    if (row && live) out.push({ def, row, live, versions: own });
  }
  return out;
}

/**
 * The parsed texts of each document: its live version, and its draft where it has one (`current`
 * is the draft, else the live version). Only what is not kept already is read, in two queries.
 */
async function contentsOf(storage: Storage, loaded: Loaded[]): Promise<Map<string, { live: Parsed; current: Parsed }>> {
  const liveKey = (doc: Loaded) => `${doc.def.id}#v${doc.live.number}`;
  const draftKey = (doc: Loaded) => `${doc.def.id}#d${doc.row.revision}:${doc.row.draft_saved_at}`;
  const lives = loaded.filter((doc) => !parsedCache.has(liveKey(doc)));
  const drafts = loaded.filter((doc) => doc.row.has_draft && !parsedCache.has(draftKey(doc)));
  const [draftRows, liveRows] = await Promise.all([
    drafts.length === 0
      ? []
      : storage.db
          .selectFrom("content_documents")
          .select(["id", "draft"])
          .where(
            "id",
            "in",
            drafts.map((doc) => doc.def.id),
          )
          .execute(),
    lives.length === 0
      ? []
      : storage.db
          .selectFrom("content_versions")
          .select(["document_id", "content"])
          .where((eb) =>
            eb.or(lives.map((doc) => eb.and([eb("document_id", "=", doc.def.id), eb("number", "=", doc.live.number)]))),
          )
          .execute(),
  ]);
  const draftJson = new Map(draftRows.flatMap((row) => (row.draft ? [[row.id, row.draft] as const] : [])));
  const liveJson = new Map(liveRows.map((row) => [row.document_id, row.content]));
  const out = new Map<string, { live: Parsed; current: Parsed }>();
  for (const doc of loaded) {
    const id = doc.def.id;
    const liveText = liveJson.get(id);
    if (!parsedCache.has(liveKey(doc)) && liveText === undefined) continue;
    const live = parsed(liveKey(doc), doc.def, () => liveText ?? "");
    const draftText = draftJson.get(id);
    const draft =
      doc.row.has_draft && (parsedCache.has(draftKey(doc)) || draftText !== undefined)
        ? parsed(draftKey(doc), doc.def, () => draftText ?? "")
        : null;
    out.set(id, { live, current: draft ?? live });
  }
  return out;
}

/** Per language, the texts of a Parsed document waiting for translation, worked out once. */
function staleOf(def: DocumentDef, content: Parsed): Partial<Record<Language, number>> {
  content.stale ??= Object.fromEntries(
    Object.entries(needsTranslation(def, content.stored)).map(([lang, paths]) => [lang, paths?.length ?? 0]),
  );
  return content.stale;
}

/** Every document with its state, drafts, schedules and the texts waiting for translation. */
export async function overview(storage: Storage, now: Date): Promise<OverviewDocument[]> {
  const at = now.toISOString();
  const loaded = await loadAll(storage, now);
  const contents = await contentsOf(storage, loaded);
  return loaded.map(({ def, row, live, versions }) => {
    const scheduled = versions
      .filter((version) => version.live_at > at)
      .sort((a, b) => a.live_at.localeCompare(b.live_at))
      .map((version) => ({ number: version.number, liveAt: version.live_at, createdBy: version.created_by }));
    const latest = [...versions].sort((a, b) => b.created_at.localeCompare(a.created_at))[0] ?? live;
    const draftNewer = row.has_draft && row.draft_saved_at && row.draft_saved_at > latest.created_at;
    const content = contents.get(def.id);
    return {
      id: def.id,
      def,
      state: row.has_draft ? "draft" : scheduled.length > 0 ? "scheduled" : "published",
      draft:
        row.has_draft && row.draft_saved_at ? { savedAt: row.draft_saved_at, savedBy: row.draft_saved_by ?? "" } : null,
      scheduled,
      lastChangedAt: draftNewer && row.draft_saved_at ? row.draft_saved_at : latest.created_at,
      lastChangedBy: draftNewer ? (row.draft_saved_by ?? "") : latest.created_by,
      stale: content ? staleOf(def, content.current) : {},
      staleLive: content ? staleOf(def, content.live) : {},
      live: content?.live.stored.written ?? null,
      currentEs: content?.current.stored.written.es,
    };
  });
}

/** The last changes made to any document, newest first. */
export async function recentChanges(storage: Storage, limit = 10): Promise<RecentChange[]> {
  const rows = await storage.db
    .selectFrom("content_events")
    .select(["at", "actor", "document_id", "kind"])
    .orderBy("at", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ at: row.at, actor: row.actor, documentId: row.document_id, kind: row.kind }));
}

/**
 * The documents whose words hold `query` in any language (their draft where they have one),
 * each with its first hits (where, which language, the text); `names` gives each document's
 * names as the staff member reads them, and a document whose name holds the query comes first.
 */
export async function searchDocuments(
  storage: Storage,
  now: Date,
  query: string,
  /** A document's names, given its Spanish as it is now (a design is named by its own name). */
  names: (def: DocumentDef, es: unknown) => string[],
  options: { hitsPerDocument?: number } = {},
): Promise<{ id: string; def: DocumentDef; byName: boolean; hits: SearchHit[]; total: number; es: unknown }[]> {
  const words = fold(query.slice(0, maxQueryLength)).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const loaded = await loadAll(storage, now);
  const contents = await contentsOf(storage, loaded);
  const perDocument = options.hitsPerDocument ?? 3;
  const results = [];
  for (const { def } of loaded) {
    const content = contents.get(def.id)?.current;
    const byName = names(def, content?.stored.written.es).some((name) =>
      words.every((word) => fold(name).includes(word)),
    );
    const hits: SearchHit[] = [];
    let total = 0;
    if (content)
      for (const [index, unit] of content.folded.entries())
        for (const lang of languages) {
          const text = unit.texts[lang];
          if (!words.every((word) => text.includes(word))) continue;
          total++;
          const original = content.units[index]?.texts[lang] ?? "";
          // The same words in several languages (a name, a place) are one hit.
          const same = hits.find((hit) => hit.path === unit.path && hit.text === original);
          if (same) same.langs.push(lang);
          else if (hits.length < perDocument) hits.push({ path: unit.path, langs: [lang], text: original });
        }
    if (byName || total > 0) results.push({ id: def.id, def, byName, hits, total, es: content?.stored.written.es });
  }
  return results.sort((a, b) => Number(b.byName) - Number(a.byName) || b.total - a.total);
}

/** Per language, the texts waiting for translation across the documents: in what is live, and in the drafts where there are any. */
export function outdatedCountsOf(
  documents: OverviewDocument[],
): Record<Exclude<Language, "es">, { live: number; draft: number }> {
  const counts = Object.fromEntries(
    languages.filter((lang) => lang !== "es").map((lang) => [lang, { live: 0, draft: 0 }]),
  ) as Record<Exclude<Language, "es">, { live: number; draft: number }>;
  for (const document of documents)
    for (const [lang, count] of Object.entries(counts)) {
      count.live += document.staleLive[lang as Language] ?? 0;
      count.draft += document.stale[lang as Language] ?? 0;
    }
  return counts;
}
