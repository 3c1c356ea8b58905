import { fill } from "~/i18n/translate";
import { type PageContext, renderPage } from "~/server/admin/layout.server";
import { CatalogueTable, newHref } from "~/server/admin/studio/collection-entries/catalogue-list.server";
import { catalogueCopy } from "~/server/admin/studio/collection-entries/catalogue-words.server";
import { documentName } from "~/server/admin/studio/names.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import { emptyCounts, type OutdatedCounts } from "~/server/admin/studio/translations/export-form.server";
import { translatorsCopy } from "~/server/admin/studio/translations/translations-words.server";
import { XliffCard, type XliffNotice } from "~/server/admin/studio/translations/xliff-card.server";
import type { CollectionDirectory } from "~/server/content/store/collection.server";
import type { OverviewDocument, RecentChange } from "~/server/content/store/overview.server";
import { DocumentStateCells } from "./document-cells.server";
import { Dashboard } from "./list-dashboard.server";
import { type ListSearch, Results } from "./list-results.server";
import { listCopy } from "./list-words.server";

/** What the list shows: every document, the recent changes, and a search's results when one was asked. */
export type ListView = {
  documents: OverviewDocument[];
  recent: RecentChange[];
  search: ListSearch | null;
  /** The designs and projects in the site's order, whether each is shown. */
  directory: CollectionDirectory;
  /** What the list just did (a design moved). */
  notice?: "moved";
};

/** Texts a deploy could not place (their place is gone), as stored. */
type Unplaced = { document_id: string; lang: string; path: string; text: string }[];

/** The search over every text: a GET form, so a search is an address. */
function SearchForm({ context, view }: { context: PageContext; view: ListView }) {
  const listWords = listCopy[context.lang];
  return (
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
  );
}

function UnplacedTexts({ context, unplaced }: { context: PageContext; unplaced: Unplaced }) {
  if (unplaced.length === 0) return null;
  return (
    <div className="alert" role="status">
      <p>
        <strong>{studioCopy[context.lang].unplaced}</strong>
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
  );
}

/** The links down the list, then the pages and sections (the designs and projects have tables of their own). */
function PagesTable({ context, view }: { context: PageContext; view: ListView }) {
  const words = studioCopy[context.lang];
  const listWords = listCopy[context.lang];
  const entryWords = catalogueCopy[context.lang];
  const documents = view.documents.filter((row) => row.def.kind !== "design" && row.def.kind !== "project");
  return (
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
          {documents.map((row) => (
            <tr key={row.id}>
              <td data-label={words.columns.document}>
                <a href={`/admin/content/${row.id}`}>{documentName(row.def, words, context.lang)}</a>
              </td>
              <td data-label={words.columns.kind}>{words.kinds[row.def.kind]}</td>
              <DocumentStateCells context={context} row={row} />
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The list's head: its title, adding a design or project, the images, and what was just done. */
function ListHead({ context, view, xliff }: { context: PageContext; view: ListView; xliff: XliffNotice }) {
  const words = studioCopy[context.lang];
  const entryWords = catalogueCopy[context.lang];
  const exportWords = translatorsCopy[context.lang].export;
  return (
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
          {fill(exportWords.nothingOutdated, { language: context.t.languages[xliff.nothingOutdated] })}{" "}
          <a href="#xliff">{exportWords.toForm}</a>
        </p>
      ) : null}
    </>
  );
}

export function listPage(
  context: PageContext,
  view: ListView,
  unplaced: Unplaced,
  xliff: XliffNotice = null,
  counts: OutdatedCounts = emptyCounts,
) {
  const words = studioCopy[context.lang];
  const listWords = listCopy[context.lang];
  return renderPage(
    context,
    view.search ? `${view.search.query} · ${words.title}` : words.title,
    <>
      <ListHead context={context} view={view} xliff={xliff} />
      <SearchForm context={context} view={view} />
      {view.search ? (
        <Results context={context} documents={view.documents} search={view.search} listWords={listWords} />
      ) : (
        <Dashboard context={context} documents={view.documents} recent={view.recent} />
      )}
      <UnplacedTexts context={context} unplaced={unplaced} />
      {view.search ? null : (
        <>
          <PagesTable context={context} view={view} />
          <CatalogueTable context={context} family="design" documents={view.documents} directory={view.directory} />
          <CatalogueTable context={context} family="project" documents={view.documents} directory={view.directory} />
        </>
      )}
      {view.search ? null : <XliffCard context={context} notice={xliff} counts={counts} />}
    </>,
  );
}
