import { type PageContext, When } from "~/server/admin/layout.server";
import type { DocumentState } from "~/server/content/store/state.server";
import { draftsCopy } from "./drafts-words.server";

/**
 * The line beside the editor's save button that says where the words stand: "Guardado 10:42",
 * "Cambios sin guardar", "Guardando…". The server writes the draft's time; the autosave script
 * (enhance/drafts.js) keeps it current with the words it carries (`data-*`), in the staff
 * member's language. Polite, not a `status` role: the page's notice keeps that one.
 */
export function AutosaveStatus({ context, state }: { context: PageContext; state: DocumentState }) {
  const autosaveWords = draftsCopy[context.lang].autosave;
  const [before, after] = autosaveWords.saved.split("{{time}}");
  return (
    <p
      className="autosave-status"
      aria-live="polite"
      data-autosave-status=""
      data-saved={autosaveWords.saved}
      data-dirty={autosaveWords.dirty}
      data-saving={autosaveWords.saving}
      data-conflict={autosaveWords.conflict}
      data-conflict-self={autosaveWords.conflictSelf}
      data-merged-self={autosaveWords.mergedSelf}
      data-merged-other={autosaveWords.mergedOther}
      data-compare={autosaveWords.compare}
      data-failed={autosaveWords.failed}
    >
      {state.draft ? (
        <>
          {before}
          <When at={state.draft.savedAt} lang={context.lang} />
          {after}
        </>
      ) : null}
    </p>
  );
}
