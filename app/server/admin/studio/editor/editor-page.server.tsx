import type { EditableField } from "~/content/documents";
import { valueAt, type Written } from "~/content/text-units";
import type { ContentIssue } from "~/content/validate";
import type { Language } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import type { AdminLanguage } from "~/server/admin/admin-words.server";
import { type PageContext, renderPage, StaffForm } from "~/server/admin/layout.server";
import { ColourRange } from "~/server/admin/studio/collection-entries/catalogue-colours.server";
import type { DesignChoice } from "~/server/admin/studio/collection-entries/catalogue-fields.server";
import { catalogueCopy } from "~/server/admin/studio/collection-entries/catalogue-words.server";
import { AutosaveStatus } from "~/server/admin/studio/drafts/autosave-status.server";
import { type DraftsCopy, draftsCopy } from "~/server/admin/studio/drafts/drafts-words.server";
import { History } from "~/server/admin/studio/drafts/history.server";
import { baseMarks } from "~/server/admin/studio/drafts/three-way.server";
import { PictureDrop } from "~/server/admin/studio/media/image-slot.server";
import { documentName } from "~/server/admin/studio/names.server";
import { SiteCard, type SiteState } from "~/server/admin/studio/publishing/site-page.server";
import { StatusCard } from "~/server/admin/studio/publishing/status-card.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import type { DocumentState, VersionSummary } from "~/server/content/store/state.server";
import type { TrashEntry } from "~/server/content/store/trash.server";
import { Alerts, type EditorAlerts } from "./editor-alerts.server";
import { Contents } from "./editor-contents.server";
import { type MediaChoice, StructureField } from "./editor-fields.server";
import { editorFields } from "./editor-form.server";
import { type Group, type GroupView, outline } from "./editor-groups.server";
import { holdsIn } from "./editor-outline.server";
import { AddButtons, SectionView } from "./editor-sections.server";
import { editorCopy } from "./editor-words.server";
import { isAbout } from "./field-issues.server";

export type EditorNotice =
  | "saved"
  | "published"
  | "scheduled"
  | "rolledBack"
  | "discarded"
  | "cancelled"
  | keyof DraftsCopy["notices"]
  | keyof (typeof catalogueCopy)["es"]["notices"]
  | null;

type Editor = {
  state: DocumentState;
  /** What the form shows: the draft, the live content, or what was just posted. */
  written: Written;
  stale: Partial<Record<Language, string[]>>;
  issues: ContentIssue[];
  /** The issues are a refused publish's (else only the facts' own, beside them). */
  refused?: boolean;
  history: VersionSummary[];
  /** What a discard, a restore or a cancelled schedule took away, to put back from the history. */
  trash?: TrashEntry[];
  notice: EditorNotice;
  noticeDetail?: string;
  /** What the image slots need: the document, the staff member's language, the uploads. */
  media: MediaChoice;
  previewPaths: string[];
  invalidDate?: boolean;
  /** Read-only fields a refused post named (nothing of it was saved). */
  readOnly?: string[];
  /** A rename refused: the design or project that already holds the name (nothing was saved). */
  nameTaken?: { id: string; name: string };
  /** The place just added or edited (`items.4`, `hero.title`): its section opens and its first field takes the focus. */
  open?: string;
  /** A design or project: the designs a project may name, and where it stands on the site. */
  catalogue?: { designs: DesignChoice[]; site: SiteState | null };
};

/** The notice of what was just done, in the staff member's language. */
function noticeText(editor: Editor, lang: AdminLanguage): string | null {
  if (!editor.notice) return null;
  const draftsNotices = draftsCopy[lang].notices;
  const catalogueNotices = catalogueCopy[lang].notices;
  return fill(
    editor.notice in draftsNotices
      ? draftsNotices[editor.notice as keyof DraftsCopy["notices"]]
      : editor.notice in catalogueNotices
        ? catalogueNotices[editor.notice as keyof typeof catalogueNotices]
        : studioCopy[lang][editor.notice as "saved"],
    { n: editor.noticeDetail ?? "" },
  );
}

/**
 * The editor's form: every field it shows, section by section, the schedule, and the bar of its
 * buttons with the autosave line. It carries the revision it was opened at and what was stored
 * then, field by field.
 */
function EditorForm({
  context,
  state,
  sections,
  view,
  looseFields,
}: {
  context: PageContext;
  state: DocumentState;
  sections: Group[];
  view: GroupView;
  /** Structure fields no section holds, shown first in a card of their own. */
  looseFields: EditableField[];
}) {
  const words = studioCopy[context.lang];
  const base = `/admin/content/${state.def.id}`;
  return (
    <StaffForm context={context} action={base} className="editor">
      {/* Enter in a text saves the draft: the form's first button is the one implicit submission presses. */}
      <button type="submit" name="intent" value="save" className="default-submit" tabIndex={-1} aria-hidden="true">
        {words.actions.save}
      </button>
      {/* The revision this form was opened at; the autosave script (enhance/drafts.js) posts to its mark. */}
      <input type="hidden" name="revision" value={state.revision} data-autosave={`${base}/autosave`} />
      {/* What is stored at that revision, field by field: a save refused for it is merged three ways. */}
      <input type="hidden" name="base" value={baseMarks(state.def, (state.draft?.content ?? state.live).written)} />
      {looseFields.length > 0 ? <div className="card">{looseFields.map(view.structureField)}</div> : null}
      {sections.map((section) => (
        <SectionView key={section.path} section={section} view={view} />
      ))}
      <AddButtons within="" view={view} />
      <div className="card schedule">
        <label htmlFor="live-at">{words.actions.scheduleAt}</label>
        <div className="actions">
          <input type="datetime-local" id="live-at" name="liveAt" />
          <button type="submit" name="intent" value="schedule" className="secondary">
            {words.actions.schedule}
          </button>
        </div>
      </div>
      <section className="action-bar" aria-label={editorCopy[context.lang].actionsBar}>
        <div className="actions">
          <button type="submit" name="intent" value="save" className="secondary">
            {words.actions.save}
          </button>
          <button type="submit" name="intent" value="publish">
            {words.actions.publish}
          </button>
          {state.draft ? (
            <a className="button danger" href={`${base}/discard`}>
              {words.actions.discard}
            </a>
          ) : null}
        </div>
        <AutosaveStatus context={context} state={state} />
      </section>
    </StaffForm>
  );
}

/** What the editor shows of a document: its sections and fields, and how each is drawn (`GroupView`). */
function editorView(context: PageContext, editor: Editor) {
  const { state, written, issues, stale } = editor;
  const { def } = state;
  const { units, structure: editable } = editorFields(def, written);
  const lists = def.lists(written.es);
  // An image slot's choice sits with its alternative texts (`…image.name` beside `…image.alt`).
  const slotOf = (path: string) =>
    path.endsWith(".alt")
      ? editable.find((field) => field.kind === "image" && field.path === `${path.slice(0, -4)}.name`)
      : undefined;
  const structureField = (field: EditableField) => (
    <StructureField
      key={field.path}
      field={field}
      es={written.es}
      words={studioCopy[context.lang]}
      media={editor.media}
      issues={issues.filter((issue) => isAbout(field, issue))}
      catalogue={{ lang: context.lang, designs: editor.catalogue?.designs ?? [] }}
    />
  );
  const sections = outline(written.es, units, editable, slotOf, context.lang, { kind: def.kind, lists });
  const view: GroupView = {
    lang: context.lang,
    kind: def.kind,
    context,
    documentId: def.id,
    es: written.es,
    issues,
    stale,
    lists,
    ...(editor.open ? { open: editor.open } : {}),
    // The site shows events by date, newest first (app/content/context.ts): their stored order is not shown.
    sortedLists: def.kind === "events" ? ["items"] : [],
    structureField,
    slotOf,
    pictureDrop: (slots) => <PictureDrop slots={slots} es={written.es} media={editor.media} />,
    single: sections.length === 1,
  };
  const looseFields = editable.filter(
    (field) =>
      !sections.some((section) => holdsIn(def.kind, section.path, field.path)) &&
      !units.some((unit) => slotOf(unit.path) === field),
  );
  return { units, editable, sections, view, looseFields };
}

export function editorPage(context: PageContext, editor: Editor) {
  const words = studioCopy[context.lang];
  const editorWords = editorCopy[context.lang];
  const { state, written, issues, stale } = editor;
  const { def } = state;
  const name = documentName(def, words, context.lang, written.es);
  const { units, editable, sections, view, looseFields } = editorView(context, editor);
  const contents = <Contents def={def} es={written.es} lang={context.lang} sections={sections} issues={issues} />;
  const alerts: EditorAlerts = {
    lang: context.lang,
    kind: def.kind,
    es: written.es,
    units,
    editable,
    notice: noticeText(editor, context.lang),
    issues,
    ...(editor.refused ? { refused: true } : {}),
    ...(editor.readOnly ? { readOnly: editor.readOnly } : {}),
    ...(editor.nameTaken ? { nameTaken: editor.nameTaken } : {}),
    ...(editor.invalidDate ? { invalidDate: true } : {}),
  };
  return renderPage(
    { ...context, section: "content" } as PageContext,
    name,
    <>
      <p>
        <a href="/admin/content">← {words.actions.back}</a>
      </p>
      <h1>{name}</h1>
      <Alerts alerts={alerts} />
      <details className="toc-jump">
        <summary>{editorWords.jumpTo}</summary>
        <nav aria-label={editorWords.jumpTo}>{contents}</nav>
      </details>
      <div className="editor-layout">
        <nav className="toc-side" aria-label={editorWords.contents}>
          {contents}
        </nav>
        <div className="editor-main">
          {editor.catalogue?.site ? <SiteCard context={context} id={def.id} site={editor.catalogue.site} /> : null}
          <StatusCard
            context={context}
            state={state}
            stale={stale}
            confirmable={Object.fromEntries(
              Object.entries(stale).map(([lang, paths]) => [
                lang,
                (paths ?? []).filter((path) => String(valueAt(written[lang as Language], path) ?? "").trim() !== ""),
              ]),
            )}
            previewPaths={editor.previewPaths}
          />
          <EditorForm context={context} state={state} sections={sections} view={view} looseFields={looseFields} />
          {def.kind === "design" ? <ColourRange lang={context.lang} /> : null}

          <History context={context} state={state} history={editor.history} trash={editor.trash ?? []} />
        </div>
      </div>
    </>,
  );
}
