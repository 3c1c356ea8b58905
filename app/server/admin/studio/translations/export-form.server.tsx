import { fill } from "~/i18n/translate";
import type { PageContext } from "~/server/admin/layout.server";
import { counted } from "~/server/admin/plural.server";
import type { TranslationLanguage } from "~/server/content/translations.server";
import { targetLanguages } from "~/server/content/xliff/model.server";
import { translatorsCopy } from "./translations-words.server";

/** Per language, the texts whose Spanish changed since their translation: live, and counting drafts. */
export type OutdatedCounts = Record<TranslationLanguage, { live: number; draft: number }>;
export const emptyCounts = Object.fromEntries(
  targetLanguages.map((lang) => [lang, { live: 0, draft: 0 }]),
) as OutdatedCounts;

/**
 * A language's line: what waits counting the drafts (what the export gives by default), and how
 * much of it is already published, never "up to date" beside a count of texts to translate.
 */
export function WaitingLine({
  context,
  counts,
  language,
}: {
  context: PageContext;
  counts: { live: number; draft: number };
  language: string;
}) {
  const exportWords = translatorsCopy[context.lang].export;
  if (counts.draft === 0 && counts.live === 0) return <>{fill(exportWords.upToDate, { language })}</>;
  if (counts.draft === counts.live)
    return <strong>{counted(context.lang, exportWords.waiting, counts.live, { language })}</strong>;
  return (
    <>
      <strong>{counted(context.lang, exportWords.waitingWithDrafts, counts.draft, { language })}</strong>
      <span className="muted">
        {" "}
        ({counts.live === 0 ? exportWords.noneLive : counted(context.lang, exportWords.livePart, counts.live)})
      </span>
    </>
  );
}

/**
 * The XLIFF export: what waits per language ("Inglés: 5 textos por traducir"), only what changed
 * (chosen when anything did) or every text, from the drafts (the default) or from what is
 * published; one button per language. A GET form: the file downloads, nothing changes.
 */
export function ExportForm({ context, counts }: { context: PageContext; counts: OutdatedCounts }) {
  const exportWords = translatorsCopy[context.lang].export;
  const name = (lang: TranslationLanguage) => context.t.languages[lang];
  // Drafts are exported by default: the translator gets what the editors are about to publish.
  const anyChanged = targetLanguages.some((lang) => counts[lang].draft > 0);
  return (
    <form method="get" action="/admin/content/translations.xlf" className="export-form">
      <ul className="plain waiting">
        {targetLanguages.map((lang) => (
          <li key={lang}>
            <WaitingLine context={context} counts={counts[lang]} language={name(lang)} />
          </li>
        ))}
      </ul>
      <fieldset className="field">
        <legend>{exportWords.scope}</legend>
        <div className="field check">
          <input type="radio" id="export-outdated" name="scope" value="outdated" defaultChecked={anyChanged} />
          <label htmlFor="export-outdated">{exportWords.scopeOutdated}</label>
        </div>
        <div className="field check">
          <input type="radio" id="export-all" name="scope" value="all" defaultChecked={!anyChanged} />
          <label htmlFor="export-all">{exportWords.scopeAll}</label>
        </div>
      </fieldset>
      <fieldset className="field">
        <legend>{exportWords.source}</legend>
        <div className="field check">
          <input type="radio" id="export-drafts" name="draft" value="yes" defaultChecked />
          <label htmlFor="export-drafts">{exportWords.fromDrafts}</label>
        </div>
        <div className="field check">
          <input type="radio" id="export-live" name="draft" value="no" />
          <label htmlFor="export-live">{exportWords.fromLive}</label>
        </div>
      </fieldset>
      <input type="hidden" name="from" value="studio" />
      <p className="actions">
        {targetLanguages.map((lang) => (
          <button key={lang} type="submit" name="lang" value={lang} className="secondary">
            {fill(exportWords.exportIn, { language: name(lang) })}
          </button>
        ))}
      </p>
    </form>
  );
}
