import type { DocumentDef, EditableField } from "~/content/documents";
import { type ImageName, images, imageUrl, widthsFor } from "~/content/images";
import { isMediaName, mediaUrl, mediaWidths } from "~/content/media-names";
import { textUnits, valueAt, type Written } from "~/content/text-units";
import type { ContentIssue } from "~/content/validate";
import { type Language, languageNames, languages } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { fill } from "~/i18n/translate";
import type { PageId } from "~/site/pages";
import type { DocumentListing, DocumentState, VersionSummary } from "../../content/store/state.server";
import { type PageContext, renderPage, StaffForm, When } from "../layout.server";
import { type StudioCopy, studioCopy } from "./copy.server";

/** Who made a version: a staff member's address, or the site itself (the seed, a deploy). */
export function actorName(actor: string, t: StudioCopy): string {
  if (actor === "seed") return t.notes.seed;
  if (actor === "deploy") return t.notes.deploy;
  if (actor === "command line") return t.commandLine;
  return actor;
}

/** A small picture of the image an image slot shows. */
function thumbnail(name: string): string {
  if (isMediaName(name)) return mediaUrl(name, mediaWidths(name)[0] ?? 480, "webp");
  if (name in images) return imageUrl(name as ImageName, widthsFor(name as ImageName)[0] ?? 480, "webp");
  return "";
}

/** A document's name as the studio lists it, in the staff member's language. */
export function documentName(def: DocumentDef, t: StudioCopy, lang: "es" | "en"): string {
  if (def.kind === "page" && def.pageId) return messages[lang].pages[def.pageId as PageId];
  if (def.kind === "section") return t.sections[def.id.slice("section.".length) as "contact" | "contract"];
  return t.kinds[def.kind];
}

/** What an XLIFF import did, or why it did nothing. */
export type XliffNotice =
  | { imported: { id: string; changed: number; published: boolean; issues: ContentIssue[] }[]; lang: Language }
  | { error: "missing" | "tooLarge" | "unknownUnits" | "invalid"; units?: string[]; message?: string }
  | null;

function XliffCard({ context, notice }: { context: PageContext; notice: XliffNotice }) {
  const t = studioCopy[context.lang];
  const x = t.xliff;
  return (
    <section className="card" aria-labelledby="xliff">
      <h2 id="xliff">{x.title}</h2>
      <p className="muted">{x.intro}</p>
      {notice && "imported" in notice ? (
        <div className="notice" role="status">
          <p>{fill(x.imported, { language: languageNames[notice.lang], count: notice.imported.length })}</p>
          <ul className="plain">
            {notice.imported.map((doc) => (
              <li key={doc.id}>
                <a href={`/admin/content/${doc.id}`}>{doc.id}</a>:{" "}
                {fill(doc.published ? x.changedPublished : x.changedDraft, { count: doc.changed })}
                {doc.issues.length > 0 ? ` ${fill(x.notPublished, { count: doc.issues.length })}` : ""}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {notice && "error" in notice ? (
        <div className="alert" role="alert">
          <p>{x.errors[notice.error]}</p>
          {notice.message ? <p>{notice.message}</p> : null}
          {notice.units ? (
            <ul>
              {notice.units.slice(0, 30).map((unit) => (
                <li key={unit}>
                  <code>{unit}</code>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <p className="actions">
        {languages
          .filter((lang) => lang !== "es")
          .map((lang) => (
            <a key={lang} className="button secondary" href={`/admin/content/translations.xlf?lang=${lang}`} download>
              {x.export} · {languageNames[lang]}
            </a>
          ))}
      </p>
      <StaffForm context={context} action="/admin/content/translations" multipart>
        <div className="field">
          <label htmlFor="xliff-file">{x.file}</label>
          <input
            type="file"
            id="xliff-file"
            name="file"
            accept=".xlf,.xliff,application/xliff+xml,application/xml,text/xml"
            required
          />
        </div>
        <div className="field check">
          <input type="checkbox" id="xliff-publish" name="publish" value="yes" />
          <label htmlFor="xliff-publish">{x.publish}</label>
        </div>
        <p className="actions">
          <button type="submit" className="secondary">
            {x.import}
          </button>
        </p>
      </StaffForm>
    </section>
  );
}

export function listPage(
  context: PageContext,
  documents: DocumentListing[],
  unplaced: { document_id: string; lang: string; path: string; text: string }[],
  xliff: XliffNotice = null,
) {
  const t = studioCopy[context.lang];
  return renderPage(
    context,
    t.title,
    <>
      <div className="summary">
        <h1>{t.title}</h1>
        <a className="button secondary" href="/admin/content/media">
          {t.media.link}
        </a>
      </div>
      <p className="muted">{t.intro}</p>
      {unplaced.length > 0 ? (
        <div className="alert" role="status">
          <p>
            <strong>{t.unplaced}</strong>
          </p>
          <ul className="plain">
            {unplaced.map((text) => (
              <li key={`${text.document_id}:${text.lang}:${text.path}`}>
                <code>
                  {text.document_id} · {text.lang} · {text.path}
                </code>
                <p className="note">{text.text}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <table className="cards">
        <caption className="sr">{t.title}</caption>
        <thead>
          <tr>
            <th scope="col">{t.columns.document}</th>
            <th scope="col">{t.columns.kind}</th>
            <th scope="col">{t.columns.state}</th>
            <th scope="col">{t.columns.changed}</th>
            <th scope="col">{t.columns.by}</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((row) => (
            <tr key={row.id}>
              <td data-label={t.columns.document}>
                <a href={`/admin/content/${row.id}`}>{documentName(row.def, t, context.lang)}</a>
              </td>
              <td data-label={t.columns.kind}>{t.kinds[row.def.kind]}</td>
              <td data-label={t.columns.state}>
                <span className={`badge ${row.state === "published" ? "sent" : "pending"}`}>{t.states[row.state]}</span>
                {row.scheduledAt && row.state !== "scheduled" ? (
                  <span className="badge pending">{t.states.scheduled}</span>
                ) : null}
              </td>
              <td data-label={t.columns.changed} className="num">
                <When at={row.lastChangedAt} lang={context.lang} />
              </td>
              <td data-label={t.columns.by}>{actorName(row.lastChangedBy, t)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <XliffCard context={context} notice={xliff} />
    </>,
  );
}

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
  /** Uploaded images an image slot may take, besides the site's own. */
  media: { id: string; alt: string }[];
  previewPaths: string[];
  invalidDate?: boolean;
};

const fieldId = (lang: Language | "s", path: string) => `f-${lang}-${path.replace(/\./g, "-")}`;

/** A text's place in words: "Bloque 2 (faq) › Elemento 1 › Respuesta". */
function pathLabel(path: string, es: unknown, t: StudioCopy): string {
  const out: string[] = [];
  let node: unknown = es;
  let key = "";
  for (const part of path.split(".")) {
    node = (node as Record<string, unknown> | undefined)?.[part];
    if (/^\d+$/.test(part)) {
      const kind = (node as { kind?: string } | undefined)?.kind;
      const n = Number(part) + 1;
      // A list of texts (paragraphs) names its entry by the list's own word.
      if (typeof node === "string" && t.keys[key]) out[out.length - 1] = `${t.keys[key]} ${n}`;
      else out.push(kind ? `${fill(t.block, { n })} (${kind})` : fill(t.item, { n }));
    } else {
      key = part;
      if (part !== "blocks" && part !== "items") out.push(t.keys[part] ?? part);
    }
  }
  return out.join(" › ");
}

function issueText(issue: ContentIssue, t: StudioCopy): string {
  const detail =
    issue.code === "link"
      ? (t.linkProblems[issue.detail as keyof StudioCopy["linkProblems"]] ?? "")
      : issue.code === "spanishLeft" && issue.detail === "="
        ? t.identicalToSpanish
        : (issue.detail ?? "");
  const text = fill(t.issues[issue.code], { detail });
  return issue.lang ? `${fill(t.inLanguage, { language: languageNames[issue.lang] })}${text}` : text;
}

function Errors({ id, issues, t }: { id: string; issues: ContentIssue[]; t: StudioCopy }) {
  if (issues.length === 0) return null;
  return (
    <ul className="errors" id={id}>
      {issues.map((issue) => (
        <li key={`${issue.code}:${issue.detail ?? ""}`}>{issueText(issue, t)}</li>
      ))}
    </ul>
  );
}

function StructureField({
  field,
  es,
  t,
  media,
  issues,
}: {
  field: EditableField;
  es: unknown;
  t: StudioCopy;
  media: Editor["media"];
  issues: ContentIssue[];
}) {
  const value = valueAt(es, field.path);
  const id = fieldId("s", field.path);
  const name = `s.${field.path}`;
  const errorId = `${id}-errors`;
  const described = issues.length > 0 ? { "aria-describedby": errorId, "aria-invalid": true } : {};
  const label =
    t.fields[
      field.kind === "image"
        ? "image"
        : field.kind === "eventType"
          ? "type"
          : field.kind === "dateTime"
            ? "endsAt"
            : field.kind === "flag"
              ? "restricted"
              : field.kind === "url"
                ? "link"
                : "date"
    ];
  if (field.kind === "flag")
    return (
      <div className="field check">
        <input type="hidden" name={name} value="false" />
        <input type="checkbox" id={id} name={name} value="true" defaultChecked={value === true} {...described} />
        <label htmlFor={id}>{label}</label>
        <Errors id={errorId} issues={issues} t={t} />
      </div>
    );
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {field.kind === "image" ? (
        <div className="slot">
          {thumbnail(String(value ?? "")) ? (
            <img src={thumbnail(String(value ?? ""))} alt="" width={128} height={96} />
          ) : (
            <span />
          )}
          <select id={id} name={name} defaultValue={String(value ?? "")} {...described}>
            {media.length > 0 ? (
              <optgroup label={t.media.title}>
                {media.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.alt} ({item.id.replace(/^m-\w+-/, "")})
                  </option>
                ))}
              </optgroup>
            ) : null}
            <optgroup label={t.siteImages}>
              {Object.keys(images).map((image) => (
                <option key={image} value={image}>
                  {image}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
      ) : field.kind === "eventType" ? (
        <select id={id} name={name} defaultValue={String(value ?? "event")} {...described}>
          <option value="event">{t.fields.event}</option>
          <option value="news">{t.fields.news}</option>
        </select>
      ) : (
        <input
          id={id}
          name={name}
          type={field.kind === "date" ? "date" : field.kind === "dateTime" ? "datetime-local" : "url"}
          {...(field.kind === "dateTime" ? { step: 1 } : {})}
          defaultValue={typeof value === "string" ? value : ""}
          {...described}
        />
      )}
      <Errors id={errorId} issues={issues} t={t} />
    </div>
  );
}

export function editorPage(context: PageContext, editor: Editor) {
  const t = studioCopy[context.lang];
  const { state, written, issues, stale } = editor;
  const { def } = state;
  const name = documentName(def, t, context.lang);
  const units = textUnits(written, def.structure);
  const lists = def.lists(written.es);
  const editable = def.editable(written.es);
  const issuesAt = (lang: Language | null, path: string) =>
    issues.filter((issue) => issue.lang === lang && issue.path === path);
  const general = issues.filter(
    (issue) =>
      issue.path === "" ||
      (issue.lang === null && !editable.some((field) => field.path === issue.path)) ||
      (issue.lang !== null && !units.some((unit) => unit.path === issue.path)),
  );
  const staleLanguages = languages.filter((lang) => (stale[lang]?.length ?? 0) > 0);
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
      {editor.invalidDate ? (
        <p className="alert" role="alert">
          {t.invalidDate}
        </p>
      ) : null}
      <div className="card status">
        <p>
          {fill(t.live, { version: state.liveVersion.number })} ·{" "}
          {state.draft ? (
            <>
              {fill(t.draftSaved, { when: "", who: state.draft.savedBy }).replace("  ", " ")}{" "}
              <When at={state.draft.savedAt} lang={context.lang} />
            </>
          ) : (
            t.noDraft
          )}
        </p>
        {state.scheduled.map((version) => (
          <StaffForm key={version.number} context={context} action={`${base}/cancel`} className="actions">
            <span>
              {fill(t.scheduledFor, { version: version.number, when: "" })}{" "}
              <When at={version.liveAt} lang={context.lang} />
            </span>
            <input type="hidden" name="version" value={version.number} />
            <button type="submit" className="secondary">
              {t.cancelSchedule}
            </button>
          </StaffForm>
        ))}
        {staleLanguages.length > 0 ? (
          <p className="muted">
            {fill(t.languagesNeeding, {
              list: staleLanguages.map((lang) => `${languageNames[lang]} (${stale[lang]?.length})`).join(", "),
            })}
          </p>
        ) : null}
        {editor.previewPaths.length > 0 ? (
          <p className="chips">
            <span className="chips-label">{t.actions.preview}:</span>
            {languages.map((lang) => (
              <a
                key={lang}
                className="button secondary"
                href={`${base}/preview/${lang}`}
                target="_blank"
                rel="noopener"
                aria-label={`${t.actions.preview} · ${lang.toUpperCase()}`}
              >
                {lang.toUpperCase()}
              </a>
            ))}
          </p>
        ) : null}
        <p className="muted">{t.structureNote}</p>
      </div>

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
                        name: `t.${lang}.${path}`,
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

      <section className="card" aria-labelledby="history">
        <h2 id="history">{t.history}</h2>
        <p className="muted">{t.historyNote}</p>
        <ol className="timeline">
          {editor.history.map((version) => (
            <li key={version.number}>
              <strong>{fill(t.version, { n: version.number })}</strong> ·{" "}
              {t.notes[version.note as keyof StudioCopy["notes"]] ?? version.note} · {actorName(version.createdBy, t)} ·{" "}
              <When at={version.createdAt} lang={context.lang} />
              {version.number !== state.liveVersion.number ? (
                <StaffForm context={context} action={`${base}/rollback`} className="inline">
                  <input type="hidden" name="version" value={version.number} />{" "}
                  <button type="submit" className="secondary">
                    {t.actions.rollback}
                  </button>
                </StaffForm>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </>,
  );
}
