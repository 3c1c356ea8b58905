import type { EditableField } from "~/content/documents";
import { valueAt, type Written } from "~/content/text-units";
import type { ContentIssue } from "~/content/validate";
import { type Language, languageNames, languages } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import type { DocumentState, VersionSummary } from "../../content/store/state.server";
import { type PageContext, renderPage, StaffForm } from "../layout.server";
import { studioCopy } from "./copy.server";
import { Errors, fieldId, issueText, type MediaChoice, pathLabel, StructureField } from "./editor-fields.server";
import { editorFields, textFieldName } from "./editor-form.server";
import { History } from "./history.server";
import { documentName } from "./names.server";
import { StatusCard } from "./status-card.server";

export type EditorNotice = "saved" | "published" | "scheduled" | "rolledBack" | "discarded" | "cancelled" | null;

type Editor = {
  state: DocumentState;
  /** What the form shows: the draft, the live content, or what was just posted. */
  written: Written;
  stale: Partial<Record<Language, string[]>>;
  issues: ContentIssue[];
  history: VersionSummary[];
  notice: EditorNotice;
  noticeDetail?: string;
  /** What the image slots need: the document, the staff member's language, the uploads. */
  media: MediaChoice;
  previewPaths: string[];
  invalidDate?: boolean;
  /** Read-only fields a refused post named (nothing of it was saved). */
  readOnly?: string[];
};

export function editorPage(context: PageContext, editor: Editor) {
  const t = studioCopy[context.lang];
  const { state, written, issues, stale } = editor;
  const { def } = state;
  const name = documentName(def, t, context.lang);
  const { units, structure: editable } = editorFields(def, written);
  const lists = def.lists(written.es);
  const issuesAt = (lang: Language | null, path: string) =>
    issues.filter((issue) => issue.lang === lang && issue.path === path);
  const general = issues.filter(
    (issue) =>
      issue.path === "" ||
      (issue.lang === null && !editable.some((field) => field.path === issue.path)) ||
      (issue.lang !== null && !units.some((unit) => unit.path === issue.path)),
  );
  const notice = editor.notice ? fill(t[editor.notice], { n: editor.noticeDetail ?? "" }) : null;
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
      t={t}
      media={editor.media}
      issues={issuesAt(null, field.path)}
    />
  );
  // Units and structure fields grouped by list entry, so an entry's controls sit beside its texts.
  const listOf = (path: string) => lists.find((list) => path.startsWith(`${list.path}.`));
  const rows: {
    key: string;
    header?: { list: string; index: number; count: number };
    unitPaths: string[];
    fields: EditableField[];
  }[] = [];
  for (const unit of units) {
    const list = listOf(unit.path);
    const index = list ? Number(unit.path.slice(list.path.length + 1).split(".")[0]) : -1;
    const key = list ? `${list.path}.${index}` : unit.path;
    let row = rows.find((candidate) => candidate.key === key);
    if (!row) {
      const count = list ? ((valueAt(written.es, list.path) as unknown[] | undefined)?.length ?? 0) : 0;
      row = {
        key,
        ...(list ? { header: { list: list.path, index, count } } : {}),
        unitPaths: [],
        fields: editable.filter(
          (field) => (list ? field.path.startsWith(`${key}.`) : false) && !units.some((u) => slotOf(u.path) === field),
        ),
      };
      rows.push(row);
    }
    row.unitPaths.push(unit.path);
  }
  const looseFields = editable.filter(
    (field) => !rows.some((row) => row.fields.includes(field)) && !units.some((unit) => slotOf(unit.path) === field),
  );

  return renderPage(
    { ...context, section: "content" } as PageContext,
    name,
    <>
      <p>
        <a href="/admin/content">← {t.actions.back}</a>
      </p>
      <h1>{name}</h1>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      {issues.length > 0 ? (
        <div className="alert" role="alert">
          <p>{fill(t.refused, { count: issues.length })}</p>
          {general.length > 0 ? (
            <ul>
              {general.map((issue) => (
                <li key={`${issue.lang}:${issue.path}:${issue.code}:${issue.detail ?? ""}`}>
                  <code>{issue.path}</code> {issueText(issue, t)}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {editor.readOnly ? (
        <p className="alert" role="alert">
          {fill(t.readOnlyPosted, {
            fields: `${editor.readOnly.slice(0, 5).join(", ")}${editor.readOnly.length > 5 ? ", …" : ""}`,
          })}
        </p>
      ) : null}
      {editor.invalidDate ? (
        <p className="alert" role="alert">
          {t.invalidDate}
        </p>
      ) : null}
      <StatusCard context={context} state={state} stale={stale} previewPaths={editor.previewPaths} />

      <StaffForm context={context} action={base} className="editor">
        {looseFields.length > 0 ? <div className="card">{looseFields.map(structureField)}</div> : null}
        {rows.map((row) => (
          <section
            key={row.key}
            className={row.header ? "card entry" : "unit-group"}
            aria-label={row.header ? pathLabel(row.key, written.es, t) : undefined}
          >
            {row.header ? (
              <div className="entry-head">
                <h2>{pathLabel(row.key, written.es, t)}</h2>
                <div className="actions">
                  <button
                    type="submit"
                    name="list"
                    value={`move:${row.header.list}:${row.header.index}:${row.header.index - 1}`}
                    className="secondary"
                    disabled={row.header.index === 0}
                  >
                    {t.actions.up}
                  </button>
                  <button
                    type="submit"
                    name="list"
                    value={`move:${row.header.list}:${row.header.index}:${row.header.index + 1}`}
                    className="secondary"
                    disabled={row.header.index >= row.header.count - 1}
                  >
                    {t.actions.down}
                  </button>
                  <button
                    type="submit"
                    name="list"
                    value={`remove:${row.header.list}:${row.header.index}`}
                    className="secondary"
                  >
                    {t.actions.remove}
                  </button>
                </div>
              </div>
            ) : null}
            {row.fields.length > 0 ? <div className="facts-grid">{row.fields.map(structureField)}</div> : null}
            {row.unitPaths.map((path) => {
              const unit = units.find((candidate) => candidate.path === path);
              if (!unit) return null;
              const long = unit.texts.es.length > 90;
              return (
                <fieldset key={path} className="unit">
                  <legend>{pathLabel(path, written.es, t)}</legend>
                  {slotOf(path) ? structureField(slotOf(path) as EditableField) : null}
                  <div className="langs">
                    {languages.map((lang) => {
                      const id = fieldId(lang, path);
                      const errors = issuesAt(lang, path);
                      const errorId = `${id}-errors`;
                      const isStale = lang !== "es" && (stale[lang] ?? []).includes(path);
                      const props = {
                        id,
                        name: textFieldName(lang, path),
                        lang,
                        defaultValue: unit.texts[lang],
                        ...(errors.length > 0 ? { "aria-invalid": true, "aria-describedby": errorId } : {}),
                      };
                      return (
                        <div key={lang} className={`field lang-${lang}${isStale ? " stale" : ""}`}>
                          <label htmlFor={id}>
                            {languageNames[lang]}
                            {isStale ? <span className="badge pending">{t.needsTranslation}</span> : null}
                          </label>
                          {long ? (
                            <textarea rows={Math.min(8, Math.ceil(unit.texts.es.length / 70) + 1)} {...props} />
                          ) : (
                            <input type="text" {...props} />
                          )}
                          <Errors id={errorId} issues={errors} t={t} />
                        </div>
                      );
                    })}
                  </div>
                </fieldset>
              );
            })}
          </section>
        ))}
        {lists.map((list) => (
          <p key={list.path} className="actions">
            <button type="submit" name="list" value={`add:${list.path}`} className="secondary">
              + {t.actions.add} · {pathLabel(list.path, written.es, t)}
            </button>
          </p>
        ))}
        <div className="card sticky-actions">
          <div className="actions">
            <button type="submit" name="intent" value="save" className="secondary">
              {t.actions.save}
            </button>
            <button type="submit" name="intent" value="publish">
              {t.actions.publish}
            </button>
          </div>
          <div className="schedule">
            <label htmlFor="live-at">{t.actions.scheduleAt}</label>
            <div className="actions">
              <input type="datetime-local" id="live-at" name="liveAt" />
              <button type="submit" name="intent" value="schedule" className="secondary">
                {t.actions.schedule}
              </button>
            </div>
          </div>
        </div>
      </StaffForm>
      {state.draft ? (
        <StaffForm context={context} action={`${base}/discard`} className="actions">
          <button type="submit" className="danger">
            {t.actions.discard}
          </button>
        </StaffForm>
      ) : null}

      <History context={context} state={state} history={editor.history} />
    </>,
  );
}
