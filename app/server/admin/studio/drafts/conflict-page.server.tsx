import type { Written } from "~/content/text-units";
import { fill } from "~/i18n/translate";
import type { AdminLanguage } from "~/server/admin/admin-words.server";
import { type PageContext, renderPage, StaffForm, When } from "~/server/admin/layout.server";
import { counted } from "~/server/admin/plural.server";
import { actorName, documentName } from "~/server/admin/studio/names.server";
import { type StudioCopy, studioCopy } from "~/server/admin/studio/studio-words.server";
import type { DocumentState } from "~/server/content/store/state.server";
import { draftsCopy } from "./drafts-words.server";
import { changeLabel, type DiffPart, type FieldChange, sideOf, wordDiff } from "./field-changes.server";

/** What a refused save wrote, to be shown again beside what is stored now. */
export type Conflict = {
  /** The document as stored now (its revision is the one the merge saves against). */
  state: DocumentState;
  /** Fields both sides changed since the editor's form was opened, each differently: asked. */
  changes: FieldChange[];
  /** Fields only the editor changed: carried by the merge, nothing asked. */
  mine: FieldChange[];
  /** Fields only the other side changed: the stored value stays, nothing asked. */
  theirs: FieldChange[];
  /** The marks of what is stored now (three-way.server.ts), the merge's own base. */
  base: string;
  /** The other change was the same staff member's, from another tab or window. */
  self: boolean;
  /** Posted words whose place the stored document no longer has. */
  dropped: [string, string][];
  /** The post asked for a list change (add, move, remove), not made. */
  listChange: boolean;
  /** The post asked to publish or schedule, not done. */
  published: boolean;
  /** The merge was posted with a field asked and not answered: said at the top. */
  unanswered?: boolean;
};

/** Who saved what is stored now, and when: the draft's last save, or the live version's. */
export function lastSave(state: DocumentState): { written: Written; who: string; at: string } {
  return state.draft
    ? { written: state.draft.content.written, who: state.draft.savedBy, at: state.draft.savedAt }
    : { written: state.live.written, who: state.liveVersion.createdBy, at: state.liveVersion.createdAt };
}

/** The merge form's choice for a field: `pick.t.es.blocks.1.items.0.answer` = mine | theirs. */
const pickName = (name: string) => `pick.${name}`;

/** A posted list of names (one field, or the same name repeated), at most `max`. */
const namesOf = (value: unknown, max = 10_000): string[] =>
  (Array.isArray(value) ? value : [value]).filter((name): name is string => typeof name === "string").slice(0, max);

export type MergedPost =
  | { ok: true; post: Record<string, unknown> | null }
  | { ok: false; unanswered: string[]; post: Record<string, unknown> };

/**
 * The merge form as a save: the posted words carried by the form (hidden, under their own names)
 * are kept, except where a field the page asked about (`ask`) was answered "theirs" (or the
 * editor pressed "keep all the saved ones"), so the stored value stays. A field asked about and
 * not answered is no save at all: `unanswered`, with the post to show again. `post` is null when
 * nothing of the editor's is kept.
 */
export function mergedPost(body: Record<string, unknown>): MergedPost {
  const all = body.all === "mine" || body.all === "theirs" ? body.all : null;
  const asked = new Set(namesOf(body.ask));
  const merged: Record<string, unknown> = { revision: body.revision, intent: "save", base: body.base };
  const unanswered: string[] = [];
  let kept = 0;
  for (const [name, value] of Object.entries(body)) {
    if (!/^[ts]\./.test(name)) continue;
    const answer = body[pickName(name)];
    const pick = !asked.has(name) ? "mine" : (all ?? (answer === "mine" || answer === "theirs" ? answer : null));
    if (pick === null) unanswered.push(name);
    if (pick !== "mine") continue;
    merged[name] = value;
    kept++;
  }
  if (unanswered.length > 0) return { ok: false, unanswered, post: body };
  return { ok: true, post: kept > 0 ? merged : null };
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

/** The labels of fields kept without a question, as a short list. */
function KeptList({
  title,
  changes,
  es,
  words,
}: {
  title: string;
  changes: FieldChange[];
  es: unknown;
  words: StudioCopy;
}) {
  if (changes.length === 0) return null;
  return (
    <>
      <p>{title}</p>
      <ul className="kept">
        {changes.map((change) => (
          <li key={change.name}>{changeLabel(change, es, words)}</li>
        ))}
      </ul>
    </>
  );
}

/** A field both sides changed: the stored words beside the posted ones, the differing words marked, no answer chosen. */
function ConflictField({
  change,
  es,
  self,
  lang,
}: {
  change: FieldChange;
  es: unknown;
  self: boolean;
  lang: AdminLanguage;
}) {
  const words = studioCopy[lang];
  const conflictWords = draftsCopy[lang].conflict;
  const parts = wordDiff(change.before, change.after);
  const id = `c-${change.name.replace(/[^\w-]/g, "-")}`;
  return (
    <fieldset className="card conflict-field">
      <legend>{changeLabel(change, es, words)}</legend>
      <input type="hidden" name="ask" value={change.name} />
      <input type="hidden" name={change.name} value={change.after} />
      <div className="sides">
        <div className="side theirs">
          <input type="radio" id={`${id}-theirs`} name={pickName(change.name)} value="theirs" required />
          <label htmlFor={`${id}-theirs`}>
            {conflictWords.keepTheirs}{" "}
            <span className="muted">· {self ? conflictWords.theirsSelf : conflictWords.theirs}</span>
          </label>
          <p className="words" lang={change.lang ?? undefined}>
            <Marked parts={parts} side="removed" empty={conflictWords.empty} />
          </p>
        </div>
        <div className="side mine">
          <input type="radio" id={`${id}-mine`} name={pickName(change.name)} value="mine" required />
          <label htmlFor={`${id}-mine`}>
            {conflictWords.keepMine} <span className="muted">· {conflictWords.mine}</span>
          </label>
          <p className="words" lang={change.lang ?? undefined}>
            <Marked parts={parts} side="added" empty={conflictWords.empty} />
          </p>
        </div>
      </div>
    </fieldset>
  );
}

/** Texts a save posted for places the document no longer has, shown so none is lost. */
function DroppedTexts({ dropped, lang }: { dropped: Conflict["dropped"]; lang: AdminLanguage }) {
  if (dropped.length === 0) return null;
  return (
    <section className="card" aria-labelledby="dropped">
      <h2 id="dropped">{draftsCopy[lang].conflict.dropped}</h2>
      <ul className="dropped">
        {dropped.map(([field, text]) => (
          <li key={field}>
            <code>{field}</code>
            <p className="words">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A save refused because the document changed since the editor's form was opened, and some field
 * was changed by both (or the post asked for more than a save): who saved the other change (a
 * person, or the editor themself in another tab or window) and when; the fields kept without a
 * question, each side's own; each field both changed, the stored value beside the posted one,
 * with no answer chosen for them (see three-way.server.ts); and one save of the merge against the
 * revision shown. Every posted word is on this page, so nothing is lost by the refusal.
 */
export function conflictPage(context: PageContext, conflict: Conflict) {
  const words = studioCopy[context.lang];
  const conflictWords = draftsCopy[context.lang].conflict;
  const { state, changes, self } = conflict;
  const base = `/admin/content/${state.def.id}`;
  const theirs = lastSave(state);
  const name = documentName(state.def, words, context.lang, theirs.written.es);
  const title = self ? conflictWords.titleSelf : conflictWords.title;
  return renderPage(
    { ...context, section: "content" } as PageContext,
    title,
    <>
      <p>
        <a href={base}>← {name}</a>
      </p>
      <h1>{title}</h1>
      <div className="alert" role="alert">
        {conflict.unanswered ? <p>{conflictWords.unanswered}</p> : null}
        <p>{self ? conflictWords.introSelf : conflictWords.intro}</p>
        <p>
          {self ? conflictWords.theirsBySelf : fill(conflictWords.theirsBy, { who: actorName(theirs.who, words) })}{" "}
          <When at={theirs.at} lang={context.lang} />
        </p>
      </div>
      {conflict.published ? <p className="notice">{conflictWords.notPublished}</p> : null}
      {conflict.listChange ? <p className="notice">{conflictWords.listNotDone}</p> : null}
      <StaffForm context={context} action={base} className="merge">
        <input type="hidden" name="merge" value="1" />
        <input type="hidden" name="revision" value={state.revision} />
        <input type="hidden" name="base" value={conflict.base} />
        <div className="card">
          <KeptList
            title={self ? conflictWords.keptTheirsSelf : conflictWords.keptTheirs}
            changes={conflict.theirs}
            es={theirs.written.es}
            words={words}
          />
          <KeptList title={conflictWords.keptMine} changes={conflict.mine} es={theirs.written.es} words={words} />
          {conflict.mine.map((change) => (
            <input key={change.name} type="hidden" name={change.name} value={change.after} />
          ))}
          <p className="muted">
            {changes.length > 0 ? counted(context.lang, conflictWords.differing, changes.length) : conflictWords.same}
          </p>
        </div>
        {changes.map((change) => (
          <ConflictField key={change.name} change={change} es={theirs.written.es} self={self} lang={context.lang} />
        ))}
        <DroppedTexts dropped={conflict.dropped} lang={context.lang} />
        <div className="card sticky-actions">
          <div className="actions">
            <button type="submit">{conflictWords.save}</button>
            {changes.length > 0 ? (
              <>
                <button type="submit" name="all" value="mine" className="secondary" formNoValidate>
                  {conflictWords.keepAllMine}
                </button>
                <button type="submit" name="all" value="theirs" className="secondary" formNoValidate>
                  {conflictWords.keepAllTheirs}
                </button>
              </>
            ) : null}
          </div>
        </div>
      </StaffForm>
    </>,
  );
}
