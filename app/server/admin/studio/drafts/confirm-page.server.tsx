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

function Diff({ parts, side, t }: { parts: DiffPart[]; side: "removed" | "added"; t: { empty: string } }) {
  const shown = sideOf(parts, side);
  if (shown.every((part) => part.text === "")) return <span className="muted">{t.empty}</span>;
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
  const t = studioCopy[context.lang];
  const d = draftsCopy[context.lang];
  const { state, action, changes } = confirmation;
  const base = `/admin/content/${state.def.id}`;
  const live = state.liveVersion.number;
  const title =
    action.kind === "discard" ? d.confirm.discardTitle : fill(d.confirm.restoreTitle, { n: action.version });
  return renderPage(
    { ...context, section: "content" } as PageContext,
    title,
    <>
      <p>
        <a href={base}>← {documentName(state.def, t, context.lang, (state.draft?.content ?? state.live).written.es)}</a>
      </p>
      <h1>{title}</h1>
      {confirmation.stale ? (
        <p className="alert" role="alert">
          {d.confirm.stale}
        </p>
      ) : null}
      <p>
        {action.kind === "discard"
          ? fill(d.confirm.discardIntro, { live })
          : fill(d.confirm.restoreIntro, { n: action.version, live })}
        {action.kind === "restore" && state.draft ? ` ${d.confirm.draftStays}` : ""}
      </p>
      <ConfirmForm context={context} confirmation={confirmation} base={base} />
      <h2>{changes.length > 0 ? fill(d.confirm.changes, { count: changes.length }) : d.confirm.nothing}</h2>
      <ol className="changes">
        {changes.map((change) => {
          const parts = wordDiff(change.before, change.after);
          return (
            <li key={change.name} className="card change">
              <h3>{changeLabel(change, confirmation.before.es, t)}</h3>
              <div className="sides">
                <div className="side">
                  <p className="side-head">{d.confirm.before}</p>
                  <p className="words" lang={change.lang ?? undefined}>
                    <Diff parts={parts} side="removed" t={d.conflict} />
                  </p>
                </div>
                <div className="side">
                  <p className="side-head">{d.confirm.after}</p>
                  <p className="words" lang={change.lang ?? undefined}>
                    <Diff parts={parts} side="added" t={d.conflict} />
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
  const d = draftsCopy[context.lang].confirm;
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
        {action.kind === "discard" ? d.discard : d.restore}
      </button>
      <a className="button secondary" href={base}>
        {d.cancel}
      </a>
    </StaffForm>
  );
}
