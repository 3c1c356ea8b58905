import { Fragment } from "react";
import type { ContentIssue } from "~/content/validate";
import { type Language, languages } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import { type PageContext, renderPage, StaffForm, When } from "~/server/admin/layout.server";
import { counted } from "~/server/admin/plural.server";
import { CatalogueTable, newHref } from "~/server/admin/studio/collection-entries/catalogue-list.server";
import { catalogueCopy } from "~/server/admin/studio/collection-entries/catalogue-words.server";
import { fieldId, pathLabel } from "~/server/admin/studio/editor/editor-fields.server";
import { actorName, documentName } from "~/server/admin/studio/names.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import { ExportForm, emptyCounts, type OutdatedCounts } from "~/server/admin/studio/translations/export-form.server";
import { translatorsCopy } from "~/server/admin/studio/translations/translations-words.server";
import type { CollectionDirectory } from "~/server/content/store/collection.server";
import { fold, type OverviewDocument, type RecentChange, type SearchHit } from "~/server/content/store/overview.server";
import { DocumentStateCells } from "./document-cells.server";
import { type ListCopy, listCopy } from "./list-words.server";

/** What an XLIFF import did, or why it did nothing. */
export type XliffNotice =
  | { imported: { id: string; changed: number; published: boolean; issues: ContentIssue[] }[]; lang: Language }
  | { error: "missing" | "tooLarge" | "unknownUnits" | "invalid"; units?: string[]; message?: string }
  | { nothingOutdated: Language }
  | null;

function XliffCard({ context, notice, counts }: { context: PageContext; notice: XliffNotice; counts: OutdatedCounts }) {
  const words = studioCopy[context.lang];
  const xliffWords = words.xliff;
  return (
    <section className="card" aria-labelledby="xliff">
      <h2 id="xliff">{xliffWords.title}</h2>
      <p className="muted">{xliffWords.intro}</p>
      {notice && "imported" in notice ? (
        <div className="notice" role="status">
          <p>
            {counted(context.lang, xliffWords.imported, notice.imported.length, {
              language: context.t.languages[notice.lang],
            })}
          </p>
          <ul className="plain">
            {notice.imported.map((doc) => (
              <li key={doc.id}>
                <a href={`/admin/content/${doc.id}`}>{doc.id}</a>:{" "}
                {counted(
                  context.lang,
                  doc.published ? xliffWords.changedPublished : xliffWords.changedDraft,
                  doc.changed,
                )}
                {doc.issues.length > 0 ? ` ${counted(context.lang, xliffWords.notPublished, doc.issues.length)}` : ""}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {notice && "error" in notice ? (
        <div className="alert" role="alert">
          <p>{xliffWords.errors[notice.error]}</p>
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
          <label htmlFor="xliff-file">{xliffWords.file}</label>
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
          <label htmlFor="xliff-publish">{xliffWords.publish}</label>
        </div>
        <p className="actions">
          <button type="submit" className="secondary">
            {xliffWords.import}
          </button>
        </p>
      </StaffForm>
    </section>
  );
}

/** What the list shows: every document, the recent changes, and a search's results when one was asked. */
export type ListView = {
  documents: OverviewDocument[];
  recent: RecentChange[];
  search: {
    query: string;
    /** Each found document with its first hits, and its Spanish structure (to name a hit's place). */
    results: { id: string; byName: boolean; hits: SearchHit[]; total: number; es: unknown }[];
  } | null;
  /** The designs and projects in the site's order, whether each is shown. */
  directory: CollectionDirectory;
  /** What the list just did (a design moved). */
  notice?: "moved";
};

/** A text cut around its first match, the match marked. */
function Snippet({ text, query }: { text: string; query: string }) {
  // Accents are one code point in `text` and two once decomposed: find the match in the folded
  // form (no marks), then cut the original at the same letters.
  const plain = fold(text);
  const word = fold(query).split(/\s+/)[0] ?? "";
  const at = Math.max(0, plain.indexOf(word));
  const letters = [...text.normalize("NFC")];
  const start = Math.max(0, at - 60);
  const end = Math.min(letters.length, at + word.length + 90);
  return (
    <span>
      {start > 0 ? "…" : ""}
      {letters.slice(start, at).join("")}
      <mark>{letters.slice(at, at + word.length).join("")}</mark>
      {letters.slice(at + word.length, end).join("")}
      {end < letters.length ? "…" : ""}
    </span>
  );
}

function Dashboard({ context, view, listWords }: { context: PageContext; view: ListView; listWords: ListCopy }) {
  const words = studioCopy[context.lang];
  const name = (id: string) => {
    const doc = view.documents.find((row) => row.id === id);
    return doc ? documentName(doc.def, words, context.lang, doc.currentEs) : id;
  };
  const drafts = view.documents
    .filter((row) => row.draft)
    .sort((first, second) => (second.draft?.savedAt ?? "").localeCompare(first.draft?.savedAt ?? ""));
  const scheduled = view.documents
    .flatMap((row) => row.scheduled.map((version) => ({ row, version })))
    .sort((first, second) => first.version.liveAt.localeCompare(second.version.liveAt));
  const pending = languages
    .filter((lang) => lang !== "es")
    .map((lang) => ({ lang, count: view.documents.reduce((sum, row) => sum + (row.stale[lang] ?? 0), 0) }))
    .filter(({ count }) => count > 0);
  const kinds = listWords.dashboard.kinds;
  return (
    <section className="dashboard" aria-label={listWords.dashboard.label}>
      <div className="card">
        <h2>
          {listWords.dashboard.drafts} <span className="count">{drafts.length}</span>
        </h2>
        {drafts.length === 0 ? <p className="muted">{listWords.dashboard.noDrafts}</p> : null}
        <ul>
          {drafts.slice(0, 6).map((row) => (
            <li key={row.id}>
              <a href={`/admin/content/${row.id}`}>{documentName(row.def, words, context.lang, row.currentEs)}</a>
              <span className="meta">
                {fill(listWords.dashboard.draftBy, { who: actorName(row.draft?.savedBy ?? "", words) })} ·{" "}
                <When at={row.draft?.savedAt ?? null} lang={context.lang} />
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="card">
        <h2>
          {listWords.dashboard.scheduled} <span className="count">{scheduled.length}</span>
        </h2>
        {scheduled.length === 0 ? <p className="muted">{listWords.dashboard.noScheduled}</p> : null}
        <ul>
          {scheduled.slice(0, 6).map(({ row, version }) => (
            <li key={`${row.id}:${version.number}`}>
              <a href={`/admin/content/${row.id}`}>{documentName(row.def, words, context.lang, row.currentEs)}</a>
              <span className="meta">
                <When at={version.liveAt} lang={context.lang} /> · {actorName(version.createdBy, words)}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="card">
        <h2>
          {listWords.dashboard.translations}{" "}
          <span className="count">{pending.reduce((sum, { count }) => sum + count, 0)}</span>
        </h2>
        {pending.length === 0 ? <p className="muted">{listWords.dashboard.noTranslations}</p> : null}
        <dl className="langs-count">
          {pending.map(({ lang, count }) => (
            <Fragment key={lang}>
              <dt>{context.t.languages[lang]}</dt>
              <dd>{counted(context.lang, listWords.dashboard.texts, count)}</dd>
              <dd>
                <a href={`/admin/content/translations.xlf?lang=${lang}&scope=outdated&draft=yes`}>
                  {listWords.dashboard.exportChanged}
                </a>
              </dd>
            </Fragment>
          ))}
        </dl>
      </div>
      <div className="card">
        <h2>{listWords.dashboard.recent}</h2>
        {view.recent.length === 0 ? <p className="muted">{listWords.dashboard.noRecent}</p> : null}
        <ul>
          {view.recent.slice(0, 6).map((change) => (
            <li key={`${change.at}:${change.documentId}:${change.kind}`}>
              {actorName(change.actor, words)}{" "}
              {kinds[change.kind as keyof typeof kinds] ??
                catalogueCopy[context.lang].recent[change.kind as keyof (typeof catalogueCopy)["es"]["recent"]] ??
                kinds.other}{" "}
              <a href={`/admin/content/${change.documentId}`}>{name(change.documentId)}</a>
              <span className="meta">
                <When at={change.at} lang={context.lang} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Results({ context, view, listWords }: { context: PageContext; view: ListView; listWords: ListCopy }) {
  const words = studioCopy[context.lang];
  const search = view.search;
  if (!search) return null;
  const rowOf = (id: string) => view.documents.find((row) => row.id === id);
  return (
    <section aria-labelledby="results">
      <h2 id="results" role="status">
        {search.results.length === 0
          ? fill(listWords.search.none, { query: search.query })
          : counted(context.lang, listWords.search.results, search.results.length, { query: search.query })}
      </h2>
      <ul className="results">
        {search.results.map((result) => {
          const def = rowOf(result.id)?.def;
          if (!def) return null;
          const es = result.es;
          const total = result.hits.reduce((sum, hit) => sum + hit.langs.length, 0);
          return (
            <li key={result.id}>
              <h3>
                <a href={`/admin/content/${result.id}`}>{documentName(def, words, context.lang, es)}</a>
                {documentName(def, words, context.lang) === words.kinds[def.kind] ||
                def.kind === "design" ||
                def.kind === "project" ? null : (
                  <span className="badge">{words.kinds[def.kind]}</span>
                )}
              </h3>
              {result.byName && result.hits.length === 0 ? <p className="muted">{listWords.search.byName}</p> : null}
              <ol>
                {result.hits.map((hit) => {
                  const where = `${pathLabel(hit.path, es, words)} · ${hit.langs.map((lang) => context.t.languages[lang]).join(", ")}`;
                  const lang = hit.langs[0] ?? "es";
                  return (
                    <li key={`${hit.path}:${lang}`}>
                      <a
                        className="where"
                        href={`/admin/content/${result.id}#${fieldId(lang, hit.path)}`}
                        aria-label={`${listWords.search.openAt}: ${where}`}
                      >
                        {where}
                      </a>
                      <Snippet text={hit.text} query={search.query} />
                    </li>
                  );
                })}
              </ol>
              {result.total > total ? (
                <p className="muted">{counted(context.lang, listWords.search.more, result.total - total)}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function listPage(
  context: PageContext,
  view: ListView,
  unplaced: { document_id: string; lang: string; path: string; text: string }[],
  xliff: XliffNotice = null,
  counts: OutdatedCounts = emptyCounts,
) {
  const words = studioCopy[context.lang];
  const listWords = listCopy[context.lang];
  const entryWords = catalogueCopy[context.lang];
  // Pages and sections here; the designs and projects in tables of their own, in the site's order.
  const documents = view.documents.filter((row) => row.def.kind !== "design" && row.def.kind !== "project");
  return renderPage(
    context,
    view.search ? `${view.search.query} · ${words.title}` : words.title,
    <>
      <div className="summary">
        <h1>{words.title}</h1>
        <p className="actions">
          <a className="button secondary" href={newHref("design")}>
            + {entryWords.list.newDesign}
          </a>
          <a className="button secondary" href={newHref("project")}>
            + {entryWords.list.newProject}
          </a>
          <a className="button secondary" href="/admin/content/media">
            {words.media.link}
          </a>
        </p>
      </div>
      {view.notice === "moved" ? (
        <p className="notice" role="status">
          {entryWords.list.moved}
        </p>
      ) : null}
      {xliff && "nothingOutdated" in xliff ? (
        // Where the page opens, not beside the export form far below: the answer to the click.
        <p className="notice" role="status" id="export-result">
          {fill(translatorsCopy[context.lang].export.nothingOutdated, {
            language: context.t.languages[xliff.nothingOutdated],
          })}{" "}
          <a href="#xliff">{translatorsCopy[context.lang].export.toForm}</a>
        </p>
      ) : null}
      <form method="get" action="/admin/content" className="finder">
        <div className="field">
          <label htmlFor="q">
            {listWords.search.label}
            <span className="hint">{listWords.search.hint}</span>
          </label>
          <input
            type="search"
            id="q"
            name="q"
            maxLength={100}
            defaultValue={view.search?.query ?? ""}
            placeholder={listWords.search.placeholder}
            autoComplete="off"
          />
        </div>
        <button type="submit">{listWords.search.submit}</button>
        {view.search ? (
          <a className="button secondary" href="/admin/content">
            {listWords.search.clear}
          </a>
        ) : null}
      </form>
      {view.search ? (
        <Results context={context} view={view} listWords={listWords} />
      ) : (
        <Dashboard context={context} view={view} listWords={listWords} />
      )}
      {unplaced.length > 0 ? (
        <div className="alert" role="status">
          <p>
            <strong>{words.unplaced}</strong>
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
      {view.search ? null : (
        <>
          <nav aria-label={entryWords.list.onThisPage}>
            <ul className="jump-links">
              <li>
                <a href="#pages-list">{listWords.all}</a>
              </li>
              <li>
                <a href="#design-list">{entryWords.list.collection}</a>
              </li>
              <li>
                <a href="#project-list">{entryWords.list.portfolio}</a>
              </li>
              <li>
                <a href="#xliff">{words.xliff.title}</a>
              </li>
            </ul>
          </nav>
          <h2 id="pages-list">{listWords.all}</h2>
          <p className="muted">{words.intro}</p>
          <table className="cards">
            <caption className="sr">{listWords.all}</caption>
            <thead>
              <tr>
                <th scope="col">{words.columns.document}</th>
                <th scope="col">{words.columns.kind}</th>
                <th scope="col">{words.columns.state}</th>
                <th scope="col">{listWords.toTranslate}</th>
                <th scope="col">{words.columns.changed}</th>
                <th scope="col">{words.columns.by}</th>
              </tr>
            </thead>
            <tbody>
              {documents.map((row) => {
                const _stale = Object.values(row.stale).reduce((sum, count) => sum + (count ?? 0), 0);
                return (
                  <tr key={row.id}>
                    <td data-label={words.columns.document}>
                      <a href={`/admin/content/${row.id}`}>{documentName(row.def, words, context.lang)}</a>
                    </td>
                    <td data-label={words.columns.kind}>{words.kinds[row.def.kind]}</td>
                    <DocumentStateCells context={context} row={row} />
                  </tr>
                );
              })}
            </tbody>
          </table>
          <CatalogueTable context={context} family="design" documents={view.documents} directory={view.directory} />
          <CatalogueTable context={context} family="project" documents={view.documents} directory={view.directory} />
        </>
      )}
      {view.search ? null : <XliffCard context={context} notice={xliff} counts={counts} />}
    </>,
  );
}
