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
function noteText(note: string, t: StudioCopy, d: DraftsCopy, c: CatalogueCopy): string {
  const rollback = /^rollback to (\d+)$/.exec(note);
  if (rollback) return fill(d.notes.rollback, { n: rollback[1] ?? "" });
  const undone = /^undo rollback (\d+)$/.exec(note);
  if (undone) return fill(d.notes.undoRollback, { n: undone[1] ?? "" });
  return t.notes[note as keyof StudioCopy["notes"]] ?? c.notes[note as keyof CatalogueCopy["notes"]] ?? note;
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
  const t = studioCopy[context.lang];
  const d = draftsCopy[context.lang];
  const c = catalogueCopy[context.lang];
  const base = `/admin/content/${state.def.id}`;
  return (
    <section className="card" aria-labelledby="history">
      <h2 id="history">{t.history}</h2>
      <p className="muted">{t.historyNote}</p>
      {trash.length > 0 ? (
        <section aria-labelledby="trash" className="trash">
          <h3 id="trash">{d.trash.title}</h3>
          <p className="muted">
            {d.trash.intro} {d.trash.draftKept}
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
            <strong>{fill(t.version, { n: version.number })}</strong> · {noteText(version.note, t, d, c)} ·{" "}
            {/* The seed and a deploy are both what made it and who: named once. */}
            {actorName(version.createdBy, t) === noteText(version.note, t, d, c) ? null : (
              <>{actorName(version.createdBy, t)} · </>
            )}
            <When at={version.createdAt} lang={context.lang} />
            {version.number !== state.liveVersion.number ? (
              <>
                {" "}
                <a className="button secondary" href={`${base}/rollback?version=${version.number}`}>
                  {t.actions.rollback}
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
  const t = studioCopy[context.lang];
  const d = draftsCopy[context.lang].trash;
  const n = entry.version ?? "";
  const what = entry.kind === "discard" ? d.discard : fill(entry.kind === "restore" ? d.restore : d.cancel, { n });
  const undo =
    entry.kind === "discard" ? d.undoDiscard : entry.kind === "restore" ? fill(d.undoRestore, { n }) : d.undoCancel;
  // A cancel whose change went straight to the draft was put back at the moment it was made.
  const straightToDraft = entry.kind === "cancel" && entry.undoneAt === entry.createdAt;
  return (
    <li>
      <strong>{what}</strong> · {actorName(entry.createdBy, t)} · <When at={entry.createdAt} lang={context.lang} />
      {straightToDraft ? (
        <> · {d.toDraft}</>
      ) : entry.undoneAt ? (
        <>
          {" "}
          · {d.undone} <When at={entry.undoneAt} lang={context.lang} />
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
