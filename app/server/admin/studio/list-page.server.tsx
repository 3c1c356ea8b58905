import type { ContentIssue } from "~/content/validate";
import { type Language, languageNames } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import type { DocumentListing } from "../../content/store/state.server";
import { type PageContext, renderPage, StaffForm, When } from "../layout.server";
import { studioCopy } from "./copy.server";
import { translatorsCopy } from "./copy-translators.server";
import { ExportForm, emptyCounts, type OutdatedCounts } from "./export-form.server";
import { actorName, documentName } from "./names.server";

/** What an XLIFF import did, or why it did nothing. */
export type XliffNotice =
  | { imported: { id: string; changed: number; published: boolean; issues: ContentIssue[] }[]; lang: Language }
  | { error: "missing" | "tooLarge" | "unknownUnits" | "invalid"; units?: string[]; message?: string }
  | { nothingOutdated: Language }
  | null;

function XliffCard({ context, notice, counts }: { context: PageContext; notice: XliffNotice; counts: OutdatedCounts }) {
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
      {notice && "nothingOutdated" in notice ? (
        <p className="notice" role="status">
          {fill(translatorsCopy[context.lang].export.nothingOutdated, {
            language: context.t.languages[notice.nothingOutdated],
          })}
        </p>
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
      <ExportForm context={context} counts={counts} />
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
  counts: OutdatedCounts = emptyCounts,
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
      <XliffCard context={context} notice={xliff} counts={counts} />
    </>,
  );
}
