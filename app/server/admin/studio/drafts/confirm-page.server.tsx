import type { Written } from "~/content/text-units";
import { fill } from "~/i18n/translate";
import { type PageContext, renderPage, StaffForm } from "~/server/admin/layout.server";
import { documentName } from "~/server/admin/studio/names.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import type { DocumentState } from "~/server/content/store/state.server";
import { draftsCopy } from "./drafts-words.server";
import { changeLabel, type DiffPart, type FieldChange, sideOf, wordDiff } from "./field-changes.server";

export type Confirmation = {
  state: DocumentState;
  /** Discard the draft, or restore (publish again) a version. */
  action: { kind: "discard" } | { kind: "restore"; version: number };
  /** What the document's editor shows before and after. */
  before: Written;
  changes: FieldChange[];
  /** The document changed between this page and its confirmation: shown again, nothing done. */
  stale?: boolean;
};

function Diff({ parts, side, words }: { parts: DiffPart[]; side: "removed" | "added"; words: { empty: string } }) {
  const shown = sideOf(parts, side);
  if (shown.every((part) => part.text === "")) return <span className="muted">{words.empty}</span>;
  return (
    <>
      {shown.map((part, index) =>
        part.op === "same" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one text, in order, never reordered
          <span key={index}>{part.text}</span>
        ) : side === "removed" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one text, in order, never reordered
          <del key={index}>{part.text}</del>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one text, in order, never reordered
          <ins key={index}>{part.text}</ins>
        ),
      )}
    </>
  );
}

/**
 * Asks before a discard or a restore, showing what it changes: each field that will differ,
 * before and after, word by word (removed struck through, added underlined), per language. A
 * plain page (GET) with a form to confirm and a link back: nothing is done until confirmed.
 */
export function confirmPage(context: PageContext, confirmation: Confirmation) {
  const words = studioCopy[context.lang];
  const draftsWords = draftsCopy[context.lang];
  const { state, action, changes } = confirmation;
  const base = `/admin/content/${state.def.id}`;
  const live = state.liveVersion.number;
  const title =
    action.kind === "discard"
      ? draftsWords.confirm.discardTitle
      : fill(draftsWords.confirm.restoreTitle, { n: action.version });
  return renderPage(
    { ...context, section: "content" } as PageContext,
    title,
    <>
      <p>
        <a href={base}>
          ← {documentName(state.def, words, context.lang, (state.draft?.content ?? state.live).written.es)}
        </a>
      </p>
      <h1>{title}</h1>
      {confirmation.stale ? (
        <p className="alert" role="alert">
          {draftsWords.confirm.stale}
        </p>
      ) : null}
      <p>
        {action.kind === "discard"
          ? fill(draftsWords.confirm.discardIntro, { live })
          : fill(draftsWords.confirm.restoreIntro, { n: action.version, live })}
        {action.kind === "restore" && state.draft ? ` ${draftsWords.confirm.draftStays}` : ""}
      </p>
      <ConfirmForm context={context} confirmation={confirmation} base={base} />
      <h2>
        {changes.length > 0
          ? fill(draftsWords.confirm.changes, { count: changes.length })
          : draftsWords.confirm.nothing}
      </h2>
      <ol className="changes">
        {changes.map((change) => {
          const parts = wordDiff(change.before, change.after);
          return (
            <li key={change.name} className="card change">
              <h3>{changeLabel(change, confirmation.before.es, words)}</h3>
              <div className="sides">
                <div className="side">
                  <p className="side-head">{draftsWords.confirm.before}</p>
                  <p className="words" lang={change.lang ?? undefined}>
                    <Diff parts={parts} side="removed" words={draftsWords.conflict} />
                  </p>
                </div>
                <div className="side">
                  <p className="side-head">{draftsWords.confirm.after}</p>
                  <p className="words" lang={change.lang ?? undefined}>
                    <Diff parts={parts} side="added" words={draftsWords.conflict} />
                  </p>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {changes.length > 3 ? <ConfirmForm context={context} confirmation={confirmation} base={base} /> : null}
    </>,
  );
}

function ConfirmForm({
  context,
  confirmation,
  base,
}: {
  context: PageContext;
  confirmation: Confirmation;
  base: string;
}) {
  const confirmWords = draftsCopy[context.lang].confirm;
  const { action, state } = confirmation;
  return (
    <StaffForm
      context={context}
      action={`${base}/${action.kind === "discard" ? "discard" : "rollback"}`}
      className="actions confirm"
    >
      <input type="hidden" name="revision" value={state.revision} />
      {action.kind === "restore" ? <input type="hidden" name="version" value={action.version} /> : null}
      <button type="submit" className="danger">
        {action.kind === "discard" ? confirmWords.discard : confirmWords.restore}
      </button>
      <a className="button secondary" href={base}>
        {confirmWords.cancel}
      </a>
    </StaffForm>
  );
}
