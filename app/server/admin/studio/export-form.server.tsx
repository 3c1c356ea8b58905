import { fill } from "~/i18n/translate";
import type { TranslationLanguage } from "../../content/translations.server";
import { targetLanguages } from "../../content/xliff/model.server";
import type { PageContext } from "../layout.server";
import { counted } from "../plural.server";
import { translatorsCopy } from "./copy-translators.server";

/** Per language, the texts whose Spanish changed since their translation: live, and counting drafts. */
export type OutdatedCounts = Record<TranslationLanguage, { live: number; draft: number }>;
export const emptyCounts = Object.fromEntries(
  targetLanguages.map((lang) => [lang, { live: 0, draft: 0 }]),
) as OutdatedCounts;

/**
 * The XLIFF export: what waits per language ("Inglés: 5 textos por traducir"), only what changed
 * (chosen when anything did) or every text, from what is published or from the drafts; one
 * button per language. A GET form: the file downloads, nothing changes.
 */
export function ExportForm({ context, counts }: { context: PageContext; counts: OutdatedCounts }) {
  const x = translatorsCopy[context.lang].export;
  const name = (lang: TranslationLanguage) => context.t.languages[lang];
  const anyChanged = targetLanguages.some((lang) => counts[lang].live > 0);
  return (
    <form method="get" action="/admin/content/translations.xlf" className="export-form">
      <ul className="plain waiting">
        {targetLanguages.map((lang) => (
          <li key={lang}>
            {counts[lang].live > 0 ? (
              <strong>{counted(context.lang, x.waiting, counts[lang].live, { language: name(lang) })}</strong>
            ) : (
              fill(x.upToDate, { language: name(lang) })
            )}
            {counts[lang].draft !== counts[lang].live ? (
              <span className="muted"> ({fill(x.withDrafts, { count: counts[lang].draft })})</span>
            ) : null}
          </li>
        ))}
      </ul>
      <fieldset className="field">
        <legend>{x.scope}</legend>
        <div className="field check">
          <input type="radio" id="export-outdated" name="scope" value="outdated" defaultChecked={anyChanged} />
          <label htmlFor="export-outdated">{x.scopeOutdated}</label>
        </div>
        <div className="field check">
          <input type="radio" id="export-all" name="scope" value="all" defaultChecked={!anyChanged} />
          <label htmlFor="export-all">{x.scopeAll}</label>
        </div>
      </fieldset>
      <div className="field check">
        <input type="checkbox" id="export-drafts" name="draft" value="yes" />
        <label htmlFor="export-drafts">{x.fromDrafts}</label>
      </div>
      <p className="actions">
        {targetLanguages.map((lang) => (
          <button key={lang} type="submit" name="lang" value={lang} className="secondary">
            {fill(x.exportIn, { language: name(lang) })}
          </button>
        ))}
      </p>
    </form>
  );
}
