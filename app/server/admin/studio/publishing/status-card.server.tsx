import { type Language, languages } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import { type PageContext, StaffForm, When } from "~/server/admin/layout.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import { LanguageStillValid } from "~/server/admin/studio/translations/confirm-buttons.server";
import type { DocumentState } from "~/server/content/store/state.server";

/** Where a document stands: its live version, its draft, what is scheduled, what needs translating, preview. */
export function StatusCard({
  context,
  state,
  stale,
  confirmable = stale,
  previewPaths,
}: {
  context: PageContext;
  state: DocumentState;
  stale: Partial<Record<Language, string[]>>;
  /** Of those, the translations there are to confirm (an empty one is to write, not to confirm). */
  confirmable?: Partial<Record<Language, string[]>>;
  previewPaths: string[];
}) {
  const words = studioCopy[context.lang];
  const base = `/admin/content/${state.def.id}`;
  const staleLanguages = languages.filter((lang) => (stale[lang]?.length ?? 0) > 0);
  return (
    <div className="card status">
      <p>
        {fill(words.live, { version: state.liveVersion.number })} ·{" "}
        {state.draft ? (
          <>
            {fill(words.draftSaved, { when: "", who: state.draft.savedBy }).replace("  ", " ")}{" "}
            <When at={state.draft.savedAt} lang={context.lang} />
          </>
        ) : (
          words.noDraft
        )}
      </p>
      {state.scheduled.map((version) => (
        <StaffForm key={version.number} context={context} action={`${base}/cancel`} className="actions">
          <span>
            {fill(words.scheduledFor, { version: version.number, when: "" })}{" "}
            <When at={version.liveAt} lang={context.lang} />
          </span>
          <input type="hidden" name="version" value={version.number} />
          <button type="submit" className="secondary">
            {words.cancelSchedule}
          </button>
        </StaffForm>
      ))}
      {staleLanguages.length > 0 ? (
        <p className="muted">
          {fill(words.languagesNeeding, {
            list: staleLanguages.map((lang) => `${context.t.languages[lang]} (${stale[lang]?.length})`).join(", "),
          })}
        </p>
      ) : null}
      <LanguageStillValid context={context} id={state.def.id} stale={confirmable} />
      {previewPaths.length > 0 ? (
        <p className="chips">
          <span className="chips-label">{words.actions.preview}:</span>
          {languages.map((lang) => (
            <a
              key={lang}
              className="button secondary"
              href={`${base}/preview/${lang}`}
              target="_blank"
              rel="noopener"
              aria-label={`${words.actions.preview} · ${lang.toUpperCase()}`}
            >
              {lang.toUpperCase()}
            </a>
          ))}
        </p>
      ) : null}
      <p className="muted">{words.structureNote}</p>
    </div>
  );
}
