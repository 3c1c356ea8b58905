import type { Written } from "~/content/text-units";
import { fill } from "~/i18n/translate";
import type { DocumentState } from "../../content/store/state.server";
import { type PageContext, renderPage, StaffForm, When } from "../layout.server";
import { counted } from "../plural.server";
import { studioCopy } from "./copy.server";
import { draftsCopy } from "./copy-drafts.server";
import { changeLabel, type DiffPart, type FieldChange, sideOf, wordDiff } from "./field-changes.server";
import { actorName, documentName } from "./names.server";

/** What a refused save wrote, to be shown again beside what is stored now. */
export type Conflict = {
  /** The document as stored now (its revision is the one the merge saves against). */
  state: DocumentState;
  /** Fields whose posted value differs from the stored one: `before` stored, `after` posted. */
  changes: FieldChange[];
  /** Posted words whose place the stored document no longer has. */
  dropped: [string, string][];
  /** The post asked for a list change (add, move, remove), not made. */
  listChange: boolean;
  /** The post asked to publish or schedule, not done. */
  published: boolean;
};

/** The merge form's choice for a field: `pick.t.es.blocks.1.items.0.answer` = mine | theirs. */
const pickName = (name: string) => `pick.${name}`;

/**
 * The merge form as a save: the posted words carried by the form (hidden, under their own
 * names) are kept where the editor chose "mine" (the default, or "keep all mine"), left out where
 * they chose "theirs", so the stored value stays. Null when nothing of the editor's is kept.
 */
export function mergedPost(body: Record<string, unknown>): Record<string, unknown> | null {
  const all = body.all === "mine" || body.all === "theirs" ? body.all : null;
  const merged: Record<string, unknown> = { revision: body.revision, intent: "save" };
  let kept = 0;
  for (const [name, value] of Object.entries(body)) {
    if (!/^[ts]\./.test(name)) continue;
    const pick = all ?? (body[pickName(name)] === "theirs" ? "theirs" : "mine");
    if (pick === "theirs") continue;
    merged[name] = value;
    kept++;
  }
  return kept > 0 ? merged : null;
}

/** Marks the words of one side that the other lacks: what to look at when choosing. */
function Marked({ parts, side, empty }: { parts: DiffPart[]; side: "removed" | "added"; empty: string }) {
  const shown = sideOf(parts, side);
  if (shown.every((part) => part.text === "")) return <span className="muted">{empty}</span>;
  return (
    <>
      {shown.map((part, index) =>
        part.op === "same" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one text, in order, never reordered
          <span key={index}>{part.text}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one text, in order, never reordered
          <mark key={index}>{part.text}</mark>
        ),
      )}
    </>
  );
}

/**
 * A save refused because the document changed since the editor's form was opened: each field
 * that differs, the stored value (with who saved it and when) beside the posted one, a choice per
 * field (mine by default), keep-all buttons, and one save of the merge against the revision shown.
 * Every posted word is on this page, so nothing is lost by the refusal.
 */
export function conflictPage(context: PageContext, conflict: Conflict) {
  const t = studioCopy[context.lang];
  const d = draftsCopy[context.lang].conflict;
  const { state, changes } = conflict;
  const base = `/admin/content/${state.def.id}`;
  const theirs: { written: Written; who: string; at: string } = state.draft
    ? { written: state.draft.content.written, who: state.draft.savedBy, at: state.draft.savedAt }
    : { written: state.live.written, who: state.liveVersion.createdBy, at: state.liveVersion.createdAt };
  const name = documentName(state.def, t, context.lang, theirs.written.es);
  return renderPage(
    { ...context, section: "content" } as PageContext,
    d.title,
    <>
      <p>
        <a href={base}>← {name}</a>
      </p>
      <h1>{d.title}</h1>
      <div className="alert" role="alert">
        <p>{d.intro}</p>
        <p>
          {fill(d.theirsBy, { who: actorName(theirs.who, t) })} <When at={theirs.at} lang={context.lang} />
        </p>
      </div>
      {conflict.published ? <p className="notice">{d.notPublished}</p> : null}
      {conflict.listChange ? <p className="notice">{d.listNotDone}</p> : null}
      <StaffForm context={context} action={base} className="merge">
        <input type="hidden" name="merge" value="1" />
        <input type="hidden" name="revision" value={state.revision} />
        <p className="muted">{changes.length > 0 ? counted(context.lang, d.differing, changes.length) : d.same}</p>
        {changes.map((change) => {
          const parts = wordDiff(change.before, change.after);
          const id = `c-${change.name.replace(/[^\w-]/g, "-")}`;
          return (
            <fieldset key={change.name} className="card conflict-field">
              <legend>{changeLabel(change, theirs.written.es, t)}</legend>
              <input type="hidden" name={change.name} value={change.after} />
              <div className="sides">
                <div className="side theirs">
                  <input type="radio" id={`${id}-theirs`} name={pickName(change.name)} value="theirs" />
                  <label htmlFor={`${id}-theirs`}>
                    {d.keepTheirs} <span className="muted">· {d.theirs}</span>
                  </label>
                  <p className="words" lang={change.lang ?? undefined}>
                    <Marked parts={parts} side="removed" empty={d.empty} />
                  </p>
                </div>
                <div className="side mine">
                  <input type="radio" id={`${id}-mine`} name={pickName(change.name)} value="mine" defaultChecked />
                  <label htmlFor={`${id}-mine`}>
                    {d.keepMine} <span className="muted">· {d.mine}</span>
                  </label>
                  <p className="words" lang={change.lang ?? undefined}>
                    <Marked parts={parts} side="added" empty={d.empty} />
                  </p>
                </div>
              </div>
            </fieldset>
          );
        })}
        {conflict.dropped.length > 0 ? (
          <section className="card" aria-labelledby="dropped">
            <h2 id="dropped">{d.dropped}</h2>
            <ul className="dropped">
              {conflict.dropped.map(([field, text]) => (
                <li key={field}>
                  <code>{field}</code>
                  <p className="words">{text}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className="card sticky-actions">
          <div className="actions">
            <button type="submit">{d.save}</button>
            <button type="submit" name="all" value="mine" className="secondary">
              {d.keepAllMine}
            </button>
            <button type="submit" name="all" value="theirs" className="secondary">
              {d.keepAllTheirs}
            </button>
          </div>
        </div>
      </StaffForm>
    </>,
  );
}
