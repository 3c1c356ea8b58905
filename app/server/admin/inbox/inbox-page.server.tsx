import { fill } from "~/i18n/translate";
import { type InboxFilter, type InboxPage, inboxQuery } from "~/leads/server/inbox.server";
import { madridDay } from "~/leads/server/madrid-day.server";
import { leadStates } from "~/platform/db/schema.server";
import { mailtoHref } from "~/server/admin/contact-links.server";
import { DeskNav } from "~/server/admin/desk-nav.server";
import { ExportLinks } from "~/server/admin/exports/exports-links.server";
import { type PageContext, renderPage, When } from "~/server/admin/layout.server";
import { typed } from "~/server/admin/lead/lead-fields.server";
import { dayText, FollowUpBadge } from "~/server/admin/lead/lead-owner.server";
import { leadWords } from "~/server/admin/lead/lead-words.server";
import { counted } from "~/server/admin/plural.server";
import { InboxFilters } from "./inbox-filters.server";
import { inboxWords } from "./inbox-words.server";

type InboxRow = InboxPage["rows"][number];

/** The inbox's address with `filter` and `overrides` in its query. */
const inboxHref = (filter: InboxFilter, overrides: Partial<InboxFilter> = {}) => {
  const query = inboxQuery(filter, overrides);
  return `/admin/leads${query ? `?${query}` : ""}`;
};

/** The staff member's own shortcuts: their follow-ups due today, the leads nobody owns. */
function QuickLinks({ context }: { context: PageContext }) {
  const words = inboxWords[context.lang];
  return (
    <nav aria-label={words.quick}>
      <ul className="desk-links">
        <li>
          <a href={"/admin/leads?owner=me&due=1"}>{words.myDue}</a>
        </li>
        <li>
          <a href="/admin/leads?owner=none">{words.unowned}</a>
        </li>
      </ul>
    </nav>
  );
}

/** A tab per state with its count, the filter's state marked. */
function StateTabs({
  context,
  filter,
  counts,
}: {
  context: PageContext;
  filter: InboxFilter;
  counts: Record<string, number>;
}) {
  const { states } = context.t;
  return (
    <nav aria-label={inboxWords[context.lang].byState}>
      <ul className="tabs">
        {(["all", ...leadStates] as const).map((state) => {
          const current = state === "all" ? filter.state === undefined : filter.state === state;
          return (
            <li key={state}>
              <a
                href={inboxHref(filter, { state: state === "all" ? undefined : state, page: undefined })}
                aria-current={current ? "true" : undefined}
              >
                {states[state]} <span className="n">{counts[state] ?? 0}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A lead's owner, and its follow-up's day with where it stands (none for a lead that is closed). */
function OwnerCell({ context, row, today }: { context: PageContext; row: InboxRow; today: string }) {
  const words = inboxWords[context.lang];
  return (
    <div>
      {row.owner ?? <span className="muted">{words.nobody}</span>}
      {row.followUpOn ? (
        <>
          <br />
          <span className="muted">
            {words.followUp}: {dayText(row.followUpOn, context.lang)}
          </span>{" "}
          {row.state === "won" || row.state === "lost" || row.state === "spam" ? null : (
            <FollowUpBadge on={row.followUpOn} today={today} context={context} />
          )}
        </>
      ) : null}
    </div>
  );
}

/** One lead of the list: when, which form (and design), who, their state and owner. */
function LeadRow({ context, row, today }: { context: PageContext; row: InboxRow; today: string }) {
  const words = inboxWords[context.lang];
  const shared = context.t;
  return (
    <tr>
      <td data-label={words.date} className="num">
        <When at={row.receivedAt} lang={context.lang} />
      </td>
      <td data-label={words.form}>
        {shared.forms[row.form]} <span className="muted">· {row.lang.toUpperCase()}</span>
        {row.design ? (
          <>
            <br />
            <span className="design">{row.design}</span>
          </>
        ) : null}
      </td>
      <td data-label={words.name}>
        <a href={`/admin/leads/${row.id}`}>{typed(row.name) ?? leadWords[context.lang].untitled}</a>
      </td>
      <td data-label={words.company}>{typed(row.company) ?? shared.none}</td>
      <td data-label={words.email}>
        {row.email ? <a href={mailtoHref(row.email) ?? undefined}>{typed(row.email)}</a> : shared.none}
      </td>
      <td data-label={words.country}>{typed(row.country) ?? shared.none}</td>
      <td data-label={words.state}>
        <span className={`badge ${row.state}`}>{shared.states[row.state]}</span>
      </td>
      <td data-label={words.owner}>
        <OwnerCell context={context} row={row} today={today} />
      </td>
    </tr>
  );
}

/** The page's leads, a row each (a card each on a phone). */
function LeadTable({ context, page }: { context: PageContext; page: InboxPage }) {
  const words = inboxWords[context.lang];
  const today = madridDay(new Date());
  return (
    <table className="cards">
      <caption className="muted">{fill(words.page, { page: page.page, pages: page.pageCount })}</caption>
      <thead>
        <tr>
          <th scope="col">{words.date}</th>
          <th scope="col">{words.form}</th>
          <th scope="col">{words.name}</th>
          <th scope="col">{words.company}</th>
          <th scope="col">{words.email}</th>
          <th scope="col">{words.country}</th>
          <th scope="col">{words.state}</th>
          <th scope="col">{words.owner}</th>
        </tr>
      </thead>
      <tbody>
        {page.rows.map((row) => (
          <LeadRow key={row.id} context={context} row={row} today={today} />
        ))}
      </tbody>
    </table>
  );
}

/** The previous and next pages of the view, when it has more than one. */
function Pager({ context, filter, page }: { context: PageContext; filter: InboxFilter; page: InboxPage }) {
  const words = inboxWords[context.lang];
  if (page.pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label={words.pagination}>
      {page.page > 1 ? <a href={inboxHref(filter, { page: page.page - 1 })}>← {words.previous}</a> : null}
      <span>{fill(words.page, { page: page.page, pages: page.pageCount })}</span>
      {page.page < page.pageCount ? <a href={inboxHref(filter, { page: page.page + 1 })}>{words.next} →</a> : null}
    </nav>
  );
}

/** The inbox: filters (GET, so a filtered view is a link), counts per state, 50 leads a page, the files of the view. */
export function inboxPage(
  context: PageContext,
  view: { filter: InboxFilter; page: InboxPage; counts: Record<string, number> },
) {
  const words = inboxWords[context.lang];
  const { filter, page, counts } = view;
  return renderPage(
    context,
    words.title,
    <>
      <DeskNav context={context} />
      <h1>{words.title}</h1>
      <QuickLinks context={context} />
      <InboxFilters context={context} filter={filter} page={page} />
      <StateTabs context={context} filter={filter} counts={counts} />
      <div className="summary">
        <p className="muted" role="status">
          {counted(context.lang, words.count, page.total)}
        </p>
        <ExportLinks context={context} filter={filter} total={page.total} />
      </div>
      {page.rows.length === 0 ? <p className="card">{words.empty}</p> : <LeadTable context={context} page={page} />}
      <Pager context={context} filter={filter} page={page} />
    </>,
  );
}
