import type { DocumentDef } from "~/content/documents";
import { spanishDigests, textDigest, textUnits, valueAt, type Written } from "~/content/text-units";
import { type Language, languages } from "~/i18n/languages";

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

export const parseStored = (json: string) => JSON.parse(json) as StoredDocument;

export function seedInfo(def: DocumentDef): StoredDocument["seed"] {
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
