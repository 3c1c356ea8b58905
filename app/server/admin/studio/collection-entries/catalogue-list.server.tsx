import { fill } from "~/i18n/translate";
import { type PageContext, StaffForm } from "~/server/admin/layout.server";
import { DocumentStateCells } from "~/server/admin/studio/list/document-cells.server";
import { listCopy } from "~/server/admin/studio/list/list-words.server";
import { documentName } from "~/server/admin/studio/names.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import type { CollectionDirectory, CollectionFamily } from "~/server/content/store/collection.server";
import type { OverviewDocument } from "~/server/content/store/overview.server";
import { catalogueCopy } from "./catalogue-words.server";

/** Where "Nuevo diseño" and "Nuevo proyecto" lead. */
export const newHref = (family: CollectionFamily) => `/admin/content/new/${family}`;

/** A row's anchor, where the list comes back to after a move. */
export const rowAnchor = (id: string) => `row-${id.replace(/\./g, "-")}`;

/** A design's or project's place in the site's order: up and down, each published at once. */
function OrderButtons({
  context,
  id,
  name,
  first,
  last,
}: {
  context: PageContext;
  id: string;
  name: string;
  first: boolean;
  last: boolean;
}) {
  const tableWords = catalogueCopy[context.lang].list;
  return (
    <StaffForm context={context} action="/admin/content/order" className="move">
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="dir" value="up" className="secondary" disabled={first}>
        <span aria-hidden="true">↑</span>
        <span className="sr">{fill(tableWords.up, { name })}</span>
      </button>
      <button type="submit" name="dir" value="down" className="secondary" disabled={last}>
        <span aria-hidden="true">↓</span>
        <span className="sr">{fill(tableWords.down, { name })}</span>
      </button>
    </StaffForm>
  );
}

/**
 * The collection or the portfolio in the list: each design (or project) in the site's order,
 * whether the site shows it, its state and texts to translate, who changed it last, and the
 * buttons that move it up or down (published at once), with the button that adds one.
 */
export function CatalogueTable({
  context,
  family,
  documents,
  directory,
}: {
  context: PageContext;
  family: CollectionFamily;
  documents: OverviewDocument[];
  directory: CollectionDirectory;
}) {
  const words = studioCopy[context.lang];
  const listWords = listCopy[context.lang];
  const tableWords = catalogueCopy[context.lang].list;
  const entries = family === "design" ? directory.designs : directory.projects;
  const rows = entries.flatMap((entry) => {
    const row = documents.find((document) => document.id === entry.id);
    return row ? [{ entry, row }] : [];
  });
  const headingId = `${family}-list`;
  return (
    <section aria-labelledby={headingId} className="catalogue-list">
      <div className="summary">
        <h2 id={headingId}>
          {family === "design" ? tableWords.collection : tableWords.portfolio}{" "}
          <span className="count">{rows.length}</span>
        </h2>
        <a className="button" href={newHref(family)}>
          + {family === "design" ? tableWords.newDesign : tableWords.newProject}
        </a>
      </div>
      <p className="muted">{family === "design" ? tableWords.collectionIntro : tableWords.portfolioIntro}</p>
      <table className="cards">
        <caption className="sr">{family === "design" ? tableWords.collection : tableWords.portfolio}</caption>
        <thead>
          <tr>
            <th scope="col">{words.kinds[family]}</th>
            <th scope="col">{tableWords.onSite}</th>
            <th scope="col">{words.columns.state}</th>
            <th scope="col">{listWords.toTranslate}</th>
            <th scope="col">{words.columns.changed}</th>
            <th scope="col">{words.columns.by}</th>
            <th scope="col">{tableWords.order}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ entry, row }, index) => {
            const name = documentName(row.def, words, context.lang, row.currentEs).replace(/^[^:]+:\s*/, "");
            return (
              <tr key={entry.id} id={rowAnchor(entry.id)}>
                <td data-label={words.kinds[family]}>
                  <a href={`/admin/content/${entry.id}`}>{name}</a>
                </td>
                <td data-label={tableWords.onSite}>
                  <span className={`badge ${entry.shown ? "sent" : "off"}`}>
                    {entry.shown ? tableWords.shown : tableWords.hidden}
                  </span>
                </td>
                <DocumentStateCells context={context} row={row} />
                <td data-label={tableWords.order}>
                  <OrderButtons
                    context={context}
                    id={entry.id}
                    name={name}
                    first={index === 0}
                    last={index === rows.length - 1}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
