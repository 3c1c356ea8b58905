import { type DocumentDef, type EditableField, sharedSectionsOf } from "~/content/documents";
import { valueAt, type Written } from "~/content/text-units";
import { blocking, type ContentIssue } from "~/content/validate";
import type { Language } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import { type PageContext, renderPage, StaffForm } from "~/server/admin/layout.server";
import { counted } from "~/server/admin/plural.server";
import { checksCopy } from "~/server/admin/studio/checks/checks-words.server";
import { issueText } from "~/server/admin/studio/checks/issue-text.server";
import { ColourRange, type DesignChoice } from "~/server/admin/studio/collection-entries/catalogue-fields.server";
import { catalogueCopy } from "~/server/admin/studio/collection-entries/catalogue-words.server";
import { AutosaveStatus } from "~/server/admin/studio/drafts/autosave-status.server";
import { type DraftsCopy, draftsCopy } from "~/server/admin/studio/drafts/drafts-words.server";
import { History } from "~/server/admin/studio/drafts/history.server";
import { baseMarks } from "~/server/admin/studio/drafts/three-way.server";
import { PictureDrop } from "~/server/admin/studio/media/image-slot.server";
import { documentName } from "~/server/admin/studio/names.server";
import { SiteCard, type SiteState } from "~/server/admin/studio/publishing/site-page.server";
import { StatusCard } from "~/server/admin/studio/publishing/status-card.server";
import { type StudioCopy, studioCopy } from "~/server/admin/studio/studio-words.server";
import type { DocumentState, VersionSummary } from "~/server/content/store/state.server";
import type { TrashEntry } from "~/server/content/store/trash.server";
import { fieldId, type MediaChoice, pathLabel, StructureField } from "./editor-fields.server";
import { editorFields } from "./editor-form.server";
import { holdsIn } from "./editor-outline.server";
import { AddButtons, type GroupView, groupAnchor, outline, SectionView } from "./editor-sections.server";
import { type EditorCopy, editorCopy } from "./editor-words.server";
import { fieldIssueText, fieldOf, isAbout } from "./field-issues.server";

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

/** The documents a page shows besides its own: the home page's events and contact, a page's shared sections. */
function relatedDocuments(def: DocumentDef, es: unknown, words: StudioCopy, editorWords: EditorCopy) {
  if (def.kind === "home")
    return [
      { href: "/admin/content/events", label: editorWords.eventsOfHome },
      { href: "/admin/content/section.contact", label: words.sections.contact },
    ];
  if (def.kind !== "page") return [];
  return sharedSectionsOf(es).map((section) => ({
    href: `/admin/content/section.${section}`,
    label: words.sections[section],
  }));
}

export function editorPage(context: PageContext, editor: Editor) {
  const words = studioCopy[context.lang];
  const editorWords = editorCopy[context.lang];
  const { state, written, issues, stale } = editor;
  const { def } = state;
  const name = documentName(def, words, context.lang, written.es);
  const { units, structure: editable } = editorFields(def, written);
  const lists = def.lists(written.es);
  const draftsWords = draftsCopy[context.lang];
  const catalogueNotices = catalogueCopy[context.lang].notices;
  const notice = editor.notice
    ? fill(
        editor.notice in draftsWords.notices
          ? draftsWords.notices[editor.notice as keyof DraftsCopy["notices"]]
          : editor.notice in catalogueNotices
            ? catalogueNotices[editor.notice as keyof typeof catalogueNotices]
            : words[editor.notice as "saved"],
        { n: editor.noticeDetail ?? "" },
      )
    : null;
  const base = `/admin/content/${def.id}`;

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
      words={words}
      media={editor.media}
      issues={issues.filter((issue) => isAbout(field, issue))}
      catalogue={{ lang: context.lang, designs: editor.catalogue?.designs ?? [] }}
    />
  );
  const sections = outline(written.es, units, editable, slotOf, context.lang, { kind: def.kind, lists });
  const holds = (group: string, path: string | undefined) => holdsIn(def.kind, group, path);
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
      !sections.some((section) => holds(section.path, field.path)) &&
      !units.some((unit) => slotOf(unit.path) === field),
  );
  const related = relatedDocuments(def, written.es, words, editorWords);
  const contents = (
    <>
      <ol className="toc-list">
        {sections.map((section) => {
          const problems = issues.some((issue) => holds(section.path, issue.path));
          return (
            <li key={section.path}>
              <a href={`#${groupAnchor(section.path)}`}>
                {section.title}
                {problems ? <span className="dot" /> : null}
              </a>
            </li>
          );
        })}
      </ol>
      {related.length > 0 ? (
        <>
          <p className="toc-related">{editorWords.related}</p>
          <ul className="toc-list">
            {related.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label} →</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
  // Each problem of a refusal links to its field: the section holding it is open (see SectionView).
  const linkOf = (issue: ContentIssue) => {
    if (issue.path === "") return null;
    if (issue.lang !== null && units.some((unit) => unit.path === issue.path)) return fieldId(issue.lang, issue.path);
    const field = fieldOf(editable, issue);
    return field ? fieldId("s", field.path) : null;
  };
  // A fact's finding in its field's words, named by the field (not the place inside its value).
  const findingOf = (issue: ContentIssue) => {
    const field = fieldOf(editable, issue);
    return field
      ? {
          where: pathLabel(field.path, written.es, words),
          text: fieldIssueText(field, issue, written.es, context.lang),
        }
      : { where: issue.path ? pathLabel(issue.path, written.es, words) : "", text: issueText(issue, words) };
  };

  return renderPage(
    { ...context, section: "content" } as PageContext,
    name,
    <>
      <p>
        <a href="/admin/content">← {words.actions.back}</a>
      </p>
      <h1>{name}</h1>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      {editor.refused && issues.length > 0 ? (
        <div className="alert" role="alert">
          <p>{counted(context.lang, words.refused, blocking(issues).length)}</p>
          {issues.length > blocking(issues).length ? (
            <p>
              {counted(context.lang, checksCopy[context.lang].alsoWarnings, issues.length - blocking(issues).length)}
            </p>
          ) : null}
          <ul className="problems">
            {issues.map((issue) => {
              const target = linkOf(issue);
              const { where, text } = findingOf(issue);
              return (
                <li key={`${issue.lang}:${issue.path}:${issue.code}:${issue.detail ?? ""}`}>
                  {target ? <a href={`#${target}`}>{where}</a> : where ? <strong>{where}</strong> : null}
                  {where ? " — " : null}
                  {text}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {editor.readOnly ? (
        <p className="alert" role="alert">
          {fill(words.readOnlyPosted, {
            fields: `${editor.readOnly.slice(0, 5).join(", ")}${editor.readOnly.length > 5 ? ", …" : ""}`,
          })}
        </p>
      ) : null}
      {editor.nameTaken ? (
        <p className="alert" role="alert">
          {fill(catalogueCopy[context.lang].create.errors.nameTaken, {
            what: words.kinds[editor.state.def.kind as "design" | "project"].toLowerCase(),
            name: editor.nameTaken.name,
          })}{" "}
          <a href={`/admin/content/${editor.nameTaken.id}`}>
            {fill(catalogueCopy[context.lang].create.errors.nameHolder, { name: editor.nameTaken.name })}
          </a>
        </p>
      ) : null}
      {editor.invalidDate ? (
        <p className="alert" role="alert">
          {words.invalidDate}
        </p>
      ) : null}
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
          <StaffForm context={context} action={base} className="editor">
            {/* Enter in a text saves the draft: the form's first button is the one implicit submission presses. */}
            <button
              type="submit"
              name="intent"
              value="save"
              className="default-submit"
              tabIndex={-1}
              aria-hidden="true"
            >
              {words.actions.save}
            </button>
            {/* The revision this form was opened at; the autosave script (enhance/drafts.js) posts to its mark. */}
            <input type="hidden" name="revision" value={state.revision} data-autosave={`${base}/autosave`} />
            {/* What is stored at that revision, field by field: a save refused for it is merged three ways. */}
            <input type="hidden" name="base" value={baseMarks(def, (state.draft?.content ?? state.live).written)} />
            {looseFields.length > 0 ? <div className="card">{looseFields.map(structureField)}</div> : null}
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
            <section className="action-bar" aria-label={editorWords.actionsBar}>
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
          {def.kind === "design" ? <ColourRange lang={context.lang} /> : null}

          <History context={context} state={state} history={editor.history} trash={editor.trash ?? []} />
        </div>
      </div>
    </>,
  );
}
