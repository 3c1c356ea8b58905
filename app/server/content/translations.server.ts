import { documentDef } from "~/content/documents";
import { textPaths, textUnits, valueAt, withText } from "~/content/text-units";
import type { ContentIssue } from "~/content/validate";
import type { Language } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import type { Storage } from "~/platform/db/db.server";
import type { PageId } from "~/site/pages";
import { storedDocumentDefs } from "./store/collection.server";
import { needsTranslation, type StoredDocument, withNewWords } from "./store/document.server";
import { saveDraft } from "./store/drafts.server";
import { outdatedCountsOf, overview } from "./store/overview.server";
import { publish } from "./store/publishing.server";
import { documentState } from "./store/state.server";
import type { XliffFile, XliffUnit } from "./xliff/model.server";
import { readXliff } from "./xliff/read.server";
import { emptyXliff, nothingFileId, writeXliff } from "./xliff/write.server";

export type TranslationLanguage = Exclude<Language, "es">;

/** A document's name for a translator (in English: the agency's working language with us). */
function originalName(id: string): string {
  const def = documentDef(id);
  if (def?.pageId) return `Page: ${messages.en.pages[def.pageId as PageId]}`;
  if (def?.kind === "section") return `Shared section: ${id.slice("section.".length)}`;
  if (def?.kind === "events") return "Events and news";
  if (def?.kind === "design") return `Design: ${id.slice("design.".length)}`;
  if (def?.kind === "project") return `Project: ${id.slice("project.".length)}`;
  return "Home page";
}

/** What an export holds: every text, or only those whose Spanish changed since their translation; from the live version, or from the draft where there is one. */
export type ExportOptions = { outdated?: boolean; draft?: boolean };

/** Told to the translator beside a text whose Spanish changed since its translation was written. */
const outdatedNote = "The Spanish changed since this translation was written: the target is the old translation.";
/** Told beside a text that has never been translated: there is no old translation to start from. */
const newNote = "A new text: it has no translation yet.";

/** The XLIFF file of an export that found nothing: valid, empty, its note saying so; imported, it changes nothing. */
export function nothingToTranslate(lang: TranslationLanguage): string {
  return emptyXliff(lang, `Nothing to translate: every ${lang} text is up to date with its Spanish.`);
}

/**
 * A language's texts as XLIFF 2.0, one file element per document and one unit per text, its id
 * the text's path: the Spanish as source, the current translation as target. From the live
 * version (what visitors read), or with `draft` from each document's draft where it has one.
 * A text whose Spanish changed since its translation was written (needsTranslation) is marked
 * `state="initial"` with a note, its old translation kept as the target; the others with a
 * target are `translated`; one never translated is `initial` with a note saying it is new. With
 * `outdated`, only those texts are written; null when there are none (`nothingToTranslate` is
 * then the file to give).
 */
export async function exportTranslations(
  storage: Storage,
  lang: TranslationLanguage,
  now: Date,
  options: ExportOptions = {},
): Promise<string | null> {
  const files: XliffFile[] = [];
  // Every document, the designs and projects editors added too.
  for (const def of await storedDocumentDefs(storage)) {
    const state = await documentState(storage, def.id, now);
    if (!state) continue;
    const stored = options.draft ? (state.draft?.content ?? state.live) : state.live;
    const stale = new Set(needsTranslation(def, stored)[lang] ?? []);
    const units = textUnits(stored.written, def.structure)
      .filter((unit) => !options.outdated || stale.has(unit.path))
      .map((unit): XliffUnit => {
        const target = unit.texts[lang];
        // The old translation is only claimed where there is one.
        if (stale.has(unit.path))
          return {
            id: unit.path,
            note: target === "" ? newNote : outdatedNote,
            source: unit.texts.es,
            target,
            state: "initial",
          };
        return { id: unit.path, source: unit.texts.es, target, state: target === "" ? "initial" : "translated" };
      });
    if (units.length > 0) files.push({ id: def.id, original: originalName(def.id), units });
  }
  return files.length > 0 ? writeXliff({ srcLang: "es", trgLang: lang, files }) : null;
}

/** Per language, how many texts need translating: in the live versions, and counting drafts where there are. */
export async function outdatedCounts(
  storage: Storage,
  now: Date,
): Promise<Record<TranslationLanguage, { live: number; draft: number }>> {
  return outdatedCountsOf(await overview(storage, now));
}

export type ImportResult =
  | { ok: false; reason: "unknownUnits"; units: string[] }
  | {
      ok: true;
      lang: TranslationLanguage;
      /** Per document: how many texts changed, and whether it was published or why not. */
      documents: { id: string; changed: number; published: boolean; issues: ContentIssue[] }[];
    };

/**
 * A translated XLIFF file back into the content: every unit must be a text the site has (else
 * nothing changes, and the unknown ones are named); only the texts whose target differs are
 * changed (an empty target leaves the text as it is), as a draft of each document, published
 * when `publish` is asked for and the document passes every check. Throws an XliffError for a
 * file that is not XLIFF 2.0 as the site writes it.
 */
export async function importTranslations(
  storage: Storage,
  xml: string,
  options: { actor: string; now: Date; publish?: boolean },
): Promise<ImportResult> {
  const file = readXliff(xml);
  const lang = file.trgLang;
  const unknown: string[] = [];
  const plans: { id: string; stored: StoredDocument; changed: number; differsFromLive: boolean }[] = [];
  for (const part of file.files) {
    // An export that found nothing, sent back as it was.
    if (part.id === nothingFileId && part.units.length === 0) continue;
    const def = documentDef(part.id);
    const state = def ? await documentState(storage, part.id, options.now) : null;
    if (!def || !state) {
      unknown.push(...part.units.map((unit) => `${part.id}/${unit.id}`));
      if (part.units.length === 0) unknown.push(part.id);
      continue;
    }
    const base = state.draft?.content ?? state.live;
    const paths = new Set(textPaths(base.written.es, def.structure));
    const stale = new Set(needsTranslation(def, base)[lang] ?? []);
    let written = base.written;
    let changed = 0;
    const confirmed: { lang: TranslationLanguage; path: string }[] = [];
    for (const unit of part.units) {
      if (!paths.has(unit.id)) {
        unknown.push(`${part.id}/${unit.id}`);
        continue;
      }
      if (unit.target === "") continue;
      if (valueAt(written[lang], unit.id) === unit.target) {
        // The old translation sent back as translated, for the Spanish the site has now: the
        // translator confirmed it still holds.
        const holds = unit.state !== undefined && unit.state !== "initial";
        if (holds && stale.has(unit.id) && unit.source === valueAt(base.written.es, unit.id))
          confirmed.push({ lang, path: unit.id });
        continue;
      }
      written = withText(written, lang, unit.id, unit.target);
      changed++;
    }
    const differsFromLive = JSON.stringify(written) !== JSON.stringify(state.live.written);
    plans.push({
      id: part.id,
      stored: withNewWords(def, base, written, confirmed),
      changed: changed + confirmed.length,
      differsFromLive: differsFromLive || confirmed.length > 0,
    });
  }
  if (unknown.length > 0) return { ok: false, reason: "unknownUnits", units: unknown };
  const documents: Extract<ImportResult, { ok: true }>["documents"] = [];
  for (const plan of plans) {
    // Publishing also takes a draft that already holds the file's words (an earlier import).
    if (plan.changed === 0 && !(options.publish && plan.differsFromLive)) continue;
    const { stored } = plan;
    const detail = { import: lang, texts: plan.changed };
    if (options.publish) {
      const result = await publish(storage, plan.id, stored, {
        actor: options.actor,
        now: options.now,
        note: `import ${lang}`,
        askOutdated: false,
      });
      if (result.ok) {
        documents.push({ id: plan.id, changed: plan.changed, published: true, issues: [] });
        continue;
      }
      await saveDraft(storage, plan.id, stored, { actor: options.actor, now: options.now, detail });
      documents.push({ id: plan.id, changed: plan.changed, published: false, issues: result.issues });
      continue;
    }
    await saveDraft(storage, plan.id, stored, { actor: options.actor, now: options.now, detail });
    documents.push({ id: plan.id, changed: plan.changed, published: false, issues: [] });
  }
  return { ok: true, lang, documents };
}
