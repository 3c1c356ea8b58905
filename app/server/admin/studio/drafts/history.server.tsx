import { fill } from "~/i18n/translate";
import { type PageContext, StaffForm, When } from "~/server/admin/layout.server";
import { VersionWarnings } from "~/server/admin/studio/checks/version-warnings.server";
import { type CatalogueCopy, catalogueCopy } from "~/server/admin/studio/collection-entries/catalogue-words.server";
import { actorName } from "~/server/admin/studio/names.server";
import { type StudioCopy, studioCopy } from "~/server/admin/studio/studio-words.server";
import type { DocumentState, VersionSummary } from "~/server/content/store/state.server";
import type { TrashEntry } from "~/server/content/store/trash.server";
import { type DraftsCopy, draftsCopy } from "./drafts-words.server";

/** What made a version, in words: the studio's notes, and a restore or its undoing with the version named. */
function noteText(note: string, words: StudioCopy, draftsWords: DraftsCopy, entryWords: CatalogueCopy): string {
  const rollback = /^rollback to (\d+)$/.exec(note);
  if (rollback) return fill(draftsWords.notes.rollback, { n: rollback[1] ?? "" });
  const undone = /^undo rollback (\d+)$/.exec(note);
  if (undone) return fill(draftsWords.notes.undoRollback, { n: undone[1] ?? "" });
  return (
    words.notes[note as keyof StudioCopy["notes"]] ?? entryWords.notes[note as keyof CatalogueCopy["notes"]] ?? note
  );
}

/**
 * A document's versions, newest first, each with who and when and the way back to an earlier one
 * (through a page that shows what it changes), and what a discard, a restore or a cancelled
 * schedule took away, each with its undo while it has not been put back.
 */
export function History({
  context,
  state,
  history,
  trash,
}: {
  context: PageContext;
  state: DocumentState;
  history: VersionSummary[];
  trash: TrashEntry[];
}) {
  const words = studioCopy[context.lang];
  const draftsWords = draftsCopy[context.lang];
  const entryWords = catalogueCopy[context.lang];
  const base = `/admin/content/${state.def.id}`;
  return (
    <section className="card" aria-labelledby="history">
      <h2 id="history">{words.history}</h2>
      <p className="muted">{words.historyNote}</p>
      {trash.length > 0 ? (
        <section aria-labelledby="trash" className="trash">
          <h3 id="trash">{draftsWords.trash.title}</h3>
          <p className="muted">
            {draftsWords.trash.intro} {draftsWords.trash.draftKept}
          </p>
          <ol className="timeline">
            {trash.map((entry) => (
              <TrashLine key={entry.id} entry={entry} context={context} base={base} />
            ))}
          </ol>
        </section>
      ) : null}
      <ol className="timeline">
        {history.map((version) => (
          <li key={version.number}>
            <strong>{fill(words.version, { n: version.number })}</strong> ·{" "}
            {noteText(version.note, words, draftsWords, entryWords)} ·{" "}
            {/* The seed and a deploy are both what made it and who: named once. */}
            {actorName(version.createdBy, words) === noteText(version.note, words, draftsWords, entryWords) ? null : (
              <>{actorName(version.createdBy, words)} · </>
            )}
            <When at={version.createdAt} lang={context.lang} />
            {version.number !== state.liveVersion.number ? (
              <>
                {" "}
                <a className="button secondary" href={`${base}/rollback?version=${version.number}`}>
                  {words.actions.rollback}
                </a>
              </>
            ) : null}
            <VersionWarnings warnings={version.warnings} es={state.live.written.es} lang={context.lang} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function TrashLine({ entry, context, base }: { entry: TrashEntry; context: PageContext; base: string }) {
  const words = studioCopy[context.lang];
  const trashWords = draftsCopy[context.lang].trash;
  const version = entry.version ?? "";
  const what =
    entry.kind === "discard"
      ? trashWords.discard
      : fill(entry.kind === "restore" ? trashWords.restore : trashWords.cancel, { n: version });
  const undo =
    entry.kind === "discard"
      ? trashWords.undoDiscard
      : entry.kind === "restore"
        ? fill(trashWords.undoRestore, { n: version })
        : trashWords.undoCancel;
  // A cancel whose change went straight to the draft was put back at the moment it was made.
  const straightToDraft = entry.kind === "cancel" && entry.undoneAt === entry.createdAt;
  return (
    <li>
      <strong>{what}</strong> · {actorName(entry.createdBy, words)} · <When at={entry.createdAt} lang={context.lang} />
      {straightToDraft ? (
        <> · {trashWords.toDraft}</>
      ) : entry.undoneAt ? (
        <>
          {" "}
          · {trashWords.undone} <When at={entry.undoneAt} lang={context.lang} />
        </>
      ) : (
        <StaffForm context={context} action={`${base}/undo`} className="inline">
          <input type="hidden" name="trash" value={entry.id} />{" "}
          <button type="submit" className="secondary">
            {undo}
          </button>
        </StaffForm>
      )}
    </li>
  );
}
