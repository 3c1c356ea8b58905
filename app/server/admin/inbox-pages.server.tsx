import { designPath } from "~/content/collection/schema";
import { type Language, languages } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { fill } from "~/i18n/translate";
import { formDefinitions, type LeadForm, leadForms } from "~/leads/forms/definitions";
import { designLabel, type SampleColour } from "~/leads/forms/sample-design";
import { withoutBidiControls } from "~/leads/forms/visible-text";
import { type InboxFilter, type InboxPage, inboxQuery } from "~/leads/server/inbox.server";
import type { LeadEvent } from "~/leads/server/lead-events.server";
import type { LeadRecord } from "~/leads/server/lead-record.server";
import { madridDay } from "~/leads/server/madrid-day.server";
import { sampleColours, storedDesign } from "~/leads/server/requested-design.server";
import { assignmentActor } from "~/leads/server/store.server";
import { leadStates } from "~/platform/db/schema.server";
import { parseConfiguration } from "~/rug/configuration";
import { summaryRows } from "~/rug/summary";
import { rugVocabulary } from "~/rug/words";
import { mailtoHref, telHref } from "./contact-links.server";
import { DeskNav } from "./desk-nav.server";
import { ExportLinks } from "./exports/exports-links.server";
import { type PageContext, renderPage, StaffForm, When } from "./layout.server";
import { dayText, FollowUpBadge, OwnerCard } from "./lead-owner.server";
import { ReplyCard, type ReplyDraft } from "./lead-reply.server";
import { LeadSourceCard } from "./lead-source-card.server";
import { counted } from "./plural.server";

/** A label from the site's interface messages by its dotted key (the form's field and option labels). */
function message(lang: Language, key: string): string | undefined {
  let node: unknown = messages[lang];
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string" ? node : undefined;
}

/**
 * What a visitor typed, as the back office shows it: without bidirectional controls, which the
 * forms remove (app/leads/forms/visible-text.ts) but a lead stored before they did may carry (an
 * override makes a name read backwards).
 */
function typed(text: string): string;
function typed(text: string | null): string | null;
function typed(text: string | null) {
  return text === null ? null : withoutBidiControls(text);
}

/** A filter's choices, with the one the URL names even when no lead carries it (any more). */
const withCurrent = (values: string[], current: string | undefined) =>
  current === undefined || values.includes(current) ? values : [current, ...values];

const href = (filter: InboxFilter, overrides: Partial<InboxFilter> = {}) => {
  const query = inboxQuery(filter, overrides);
  return `/admin/leads${query ? `?${query}` : ""}`;
};

/** How many of the inbox's filters narrow the view (the page is none). */
const activeFilters = ({ page: _page, ...filter }: InboxFilter) =>
  Object.values(filter).filter((value) => value !== undefined && value !== "" && value !== false).length;

/** The inbox: filters (GET, so a filtered view is a link), counts per state, 50 leads a page, the CSV of the view. */
export function inboxPage(
  context: PageContext,
  view: { filter: InboxFilter; page: InboxPage; counts: Record<string, number> },
) {
  const { t, lang } = context;
  const { filter, page, counts } = view;
  const w = t.desk.owners.inbox;
  const today = madridDay(new Date());
  const active = activeFilters(filter);
  return renderPage(
    context,
    t.inbox.title,
    <>
      <DeskNav context={context} />
      <h1>{t.inbox.title}</h1>
      <nav aria-label={w.quick}>
        <ul className="desk-links">
          <li>
            <a href={"/admin/leads?owner=me&due=1"}>{w.myDue}</a>
          </li>
          <li>
            <a href="/admin/leads?owner=none">{w.unowned}</a>
          </li>
        </ul>
      </nav>
      {/* Folded on a phone, so the first lead is near the top; the desk's stylesheet keeps it open on a wide screen. */}
      <details className="filters-fold">
        <summary>
          {t.inbox.filters}
          {active > 0 ? <span className="muted"> · {counted(lang, t.inbox.filtersActive, active)}</span> : null}
        </summary>
        <form method="get" action="/admin/leads" className="filters" aria-label={t.inbox.filters}>
          <div className="field wide">
            <label htmlFor="q">
              {t.inbox.search} <span className="hint">{t.inbox.searchHint}</span>
            </label>
            <input id="q" name="q" type="search" defaultValue={filter.q ?? ""} maxLength={200} />
          </div>
          <div className="field">
            <label htmlFor="form">{t.inbox.form}</label>
            <select id="form" name="form" defaultValue={filter.form ?? ""}>
              <option value="">{t.inbox.any}</option>
              {leadForms.map((form) => (
                <option key={form} value={form}>
                  {t.forms[form]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="lang">{t.inbox.language}</label>
            <select id="lang" name="lang" defaultValue={filter.lang ?? ""}>
              <option value="">{t.inbox.any}</option>
              {languages.map((code) => (
                <option key={code} value={code}>
                  {t.languages[code]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="state">{t.inbox.state}</label>
            <select id="state" name="state" defaultValue={filter.state ?? ""}>
              <option value="">{t.states.all}</option>
              {leadStates.map((state) => (
                <option key={state} value={state}>
                  {t.states[state]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="owner">{w.owner}</label>
            <select id="owner" name="owner" defaultValue={filter.owner ?? ""}>
              <option value="">{w.anyone}</option>
              <option value="me">{w.me}</option>
              <option value="none">{w.nobody}</option>
              {page.team.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.email}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="campaign">{w.campaign}</label>
            <select id="campaign" name="campaign" defaultValue={filter.campaign ?? ""}>
              <option value="">{w.any}</option>
              {withCurrent(page.campaigns, filter.campaign).map((campaign) => (
                <option key={campaign} value={campaign}>
                  {campaign}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="source">{w.source}</label>
            <select id="source" name="source" defaultValue={filter.source ?? ""}>
              <option value="">{w.anySource}</option>
              {withCurrent(page.sources, filter.source).map((source) => (
                <option key={source} value={source}>
                  {source}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="from">{t.inbox.from}</label>
            <input id="from" name="from" type="date" defaultValue={filter.from ?? ""} />
          </div>
          <div className="field">
            <label htmlFor="to">{t.inbox.to}</label>
            <input id="to" name="to" type="date" defaultValue={filter.to ?? ""} />
          </div>
          <div className="field check wide">
            <input id="due" name="due" type="checkbox" value="1" defaultChecked={filter.due ?? false} />
            <label htmlFor="due">{w.due}</label>
          </div>
          <div className="actions">
            <button type="submit">{t.inbox.apply}</button>
            <a href="/admin/leads">{t.inbox.clear}</a>
          </div>
        </form>
      </details>
      <nav aria-label={t.inbox.byState}>
        <ul className="tabs">
          {(["all", ...leadStates] as const).map((state) => {
            const current = state === "all" ? filter.state === undefined : filter.state === state;
            return (
              <li key={state}>
                <a
                  href={href(filter, { state: state === "all" ? undefined : state, page: undefined })}
                  aria-current={current ? "true" : undefined}
                >
                  {t.states[state]} <span className="n">{counts[state] ?? 0}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="summary">
        <p className="muted" role="status">
          {counted(lang, t.inbox.count, page.total)}
        </p>
        <ExportLinks context={context} filter={filter} total={page.total} />
      </div>
      {page.rows.length === 0 ? (
        <p className="card">{t.inbox.empty}</p>
      ) : (
        <table className="cards">
          <caption className="muted">{fill(t.inbox.page, { page: page.page, pages: page.pageCount })}</caption>
          <thead>
            <tr>
              <th scope="col">{t.inbox.date}</th>
              <th scope="col">{t.inbox.form}</th>
              <th scope="col">{t.inbox.name}</th>
              <th scope="col">{t.inbox.company}</th>
              <th scope="col">{t.inbox.email}</th>
              <th scope="col">{t.inbox.country}</th>
              <th scope="col">{t.inbox.state}</th>
              <th scope="col">{w.owner}</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.id}>
                <td data-label={t.inbox.date} className="num">
                  <When at={row.receivedAt} lang={lang} />
                </td>
                <td data-label={t.inbox.form}>
                  {t.forms[row.form]} <span className="muted">· {row.lang.toUpperCase()}</span>
                  {row.design ? (
                    <>
                      <br />
                      <span className="design">{row.design}</span>
                    </>
                  ) : null}
                </td>
                <td data-label={t.inbox.name}>
                  <a href={`/admin/leads/${row.id}`}>{typed(row.name) ?? t.lead.untitled}</a>
                </td>
                <td data-label={t.inbox.company}>{typed(row.company) ?? t.none}</td>
                <td data-label={t.inbox.email}>
                  {row.email ? <a href={mailtoHref(row.email) ?? undefined}>{typed(row.email)}</a> : t.none}
                </td>
                <td data-label={t.inbox.country}>{typed(row.country) ?? t.none}</td>
                <td data-label={t.inbox.state}>
                  <span className={`badge ${row.state}`}>{t.states[row.state]}</span>
                </td>
                <td data-label={w.owner}>
                  <div>
                    {row.owner ?? <span className="muted">{w.nobody}</span>}
                    {row.followUpOn ? (
                      <>
                        <br />
                        <span className="muted">
                          {w.followUp}: {dayText(row.followUpOn, lang)}
                        </span>{" "}
                        {row.state === "won" || row.state === "lost" || row.state === "spam" ? null : (
                          <FollowUpBadge on={row.followUpOn} today={today} context={context} />
                        )}
                      </>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {page.pageCount > 1 ? (
        <nav className="pager" aria-label={t.inbox.pagination}>
          {page.page > 1 ? <a href={href(filter, { page: page.page - 1 })}>← {t.inbox.previous}</a> : null}
          <span>{fill(t.inbox.page, { page: page.page, pages: page.pageCount })}</span>
          {page.page < page.pageCount ? <a href={href(filter, { page: page.page + 1 })}>{t.inbox.next} →</a> : null}
        </nav>
      ) : null}
    </>,
  );
}

/** A row of what was sent: a value (linked to `href`), or colours with their swatches. */
type SubmittedRow = { name: string; label: string; value: string; href?: string; colours?: SampleColour[] };

/**
 * Every field of the lead's form in the form's order, as submitted, with the interface's labels;
 * a sample request's design as two rows, the design (linked to its page) and its colours.
 */
function submittedFields(context: PageContext, form: LeadForm, data: Record<string, unknown>) {
  const { lang, t } = context;
  const rows: SubmittedRow[] = [];
  for (const section of formDefinitions[form].sections) {
    for (const field of section.fields) {
      if (field.kind === "design") {
        const design = storedDesign(data);
        if (!design) continue;
        rows.push({ name: "design", label: t.lead.design, value: designLabel(design), href: designPath(design.slug) });
        if (design.colours.length > 0) {
          rows.push({
            name: "colours",
            label: t.lead.colours,
            value: "",
            colours: sampleColours(design.colours, lang),
          });
        }
        continue;
      }
      const raw = data[field.name];
      if (typeof raw !== "string" || raw === "") continue;
      if (field.kind === "configuration") {
        // The configurator's rug, choice by choice, as the page named them.
        const { configuration } = parseConfiguration(new URLSearchParams(raw));
        for (const row of summaryRows(configuration, rugVocabulary(lang), lang)) {
          rows.push({ name: `${field.name}.${row.id}`, label: row.label, value: row.value });
        }
        continue;
      }
      const value = field.kind === "select" ? (message(lang, `${field.optionLabels}.${raw}`) ?? raw) : typed(raw);
      const href =
        (field.kind === "email" ? mailtoHref(value) : field.kind === "tel" ? telHref(value) : null) ?? undefined;
      rows.push({ name: field.name, label: message(lang, `forms.fields.${field.name}`) ?? field.name, value, href });
    }
  }
  return rows;
}

export type LeadNotice = "saved" | "noteRefused" | "resendRefused" | null;

/** A lead: what was sent, its state, its deliveries with their state and a way to send again, notes, history. */
export function leadPage(
  context: PageContext,
  lead: LeadRecord,
  options: { notice: LeadNotice; note?: string; reply?: ReplyDraft },
) {
  const { t, lang } = context;
  const name = typed(
    typeof lead.data.name === "string"
      ? lead.data.name
      : [lead.data.firstName, lead.data.lastName].filter((part) => typeof part === "string").join(" "),
  );
  const title = name ? fill(t.lead.title, { name }) : t.lead.untitled;
  const notes = lead.events.filter((event) => event.kind === "note");
  const kindOf = (outboxId: string) => {
    const delivery = lead.deliveries.find((row) => row.id === outboxId);
    return delivery ? t.deliveries.kinds[delivery.kind] : outboxId;
  };
  const notice = options.notice;
  return renderPage(
    context,
    title,
    <>
      <p>
        <a href="/admin/leads">← {t.lead.back}</a>
      </p>
      <h1>{title}</h1>
      {notice ? (
        <p className={notice === "saved" ? "notice" : "alert"} role={notice === "saved" ? "status" : "alert"}>
          {notice === "saved" ? t.lead.saved : notice === "noteRefused" ? t.lead.noteTooLong : t.lead.resendRefused}
        </p>
      ) : null}
      <div className="grid">
        <div>
          <section className="card" aria-labelledby="fields-title">
            <h2 id="fields-title">{t.lead.fields}</h2>
            <dl className="fields">
              <dt>{t.lead.received}</dt>
              <dd>
                <When at={lead.receivedAt} lang={lang} />
              </dd>
              <dt>{t.lead.form}</dt>
              <dd>{t.forms[lead.form]}</dd>
              <dt>{t.lead.language}</dt>
              <dd>{t.languages[lead.lang]}</dd>
              {submittedFields(context, lead.form, lead.data).map((row) => (
                <FieldRow key={row.name} {...row} />
              ))}
            </dl>
          </section>
          <LeadSourceCard context={context} lead={lead} />
          <ReplyCard context={context} lead={lead} draft={options.reply} />
          {lead.picture ? (
            <section className="card" aria-labelledby="picture-title" id="picture">
              <h2 id="picture-title">{t.lead.picture}</h2>
              <a href={`/admin/leads/${lead.id}/picture`}>
                <img
                  src={`/admin/leads/${lead.id}/picture`}
                  width={lead.picture.width}
                  height={lead.picture.height}
                  alt={t.lead.pictureAlt}
                  loading="lazy"
                  className="room-picture"
                />
              </a>
              <p className="muted">
                <a href={`/admin/leads/${lead.id}/picture`}>{t.lead.pictureOpen}</a> · {t.lead.pictureNote}
              </p>
            </section>
          ) : null}
          <section className="card" aria-labelledby="notes-title" id="notes">
            <h2 id="notes-title">{t.lead.notes}</h2>
            {notes.length > 0 ? (
              <ol className="timeline">
                {notes.map((event) => (
                  <li key={`${event.at}-${event.actor}`}>
                    <span className="muted">
                      {event.actor} · <When at={event.at} lang={lang} />
                    </span>
                    <p className="note">{event.kind === "note" ? event.detail.text : null}</p>
                  </li>
                ))}
              </ol>
            ) : null}
            <StaffForm context={context} action={`/admin/leads/${lead.id}/notes`}>
              <div className="field">
                <label htmlFor="note">{t.lead.noteLabel}</label>
                <textarea id="note" name="note" rows={3} maxLength={5000} required defaultValue={options.note} />
              </div>
              <button type="submit" className="secondary">
                {t.lead.addNote}
              </button>
            </StaffForm>
          </section>
        </div>
        <div>
          <OwnerCard context={context} lead={lead} />
          <section className="card" aria-labelledby="state-title" id="state">
            <h2 id="state-title">{t.lead.state}</h2>
            <p>
              <span className={`badge ${lead.state}`}>{t.states[lead.state]}</span>
            </p>
            <StaffForm context={context} action={`/admin/leads/${lead.id}/state`}>
              <div className="field">
                <label htmlFor="new-state">{t.lead.changeState}</label>
                <select id="new-state" name="state" defaultValue={lead.state}>
                  {leadStates.map((state) => (
                    <option key={state} value={state}>
                      {t.states[state]}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit">{t.lead.save}</button>
            </StaffForm>
          </section>
          <section className="card" aria-labelledby="deliveries-title" id="deliveries">
            <h2 id="deliveries-title">{t.lead.deliveries}</h2>
            {lead.deliveries.length === 0 ? <p>{t.lead.noDeliveries}</p> : null}
            <ul className="plain">
              {lead.deliveries.map((delivery) => (
                <li key={delivery.id} data-delivery={delivery.kind}>
                  <strong>{t.deliveries.kinds[delivery.kind]}</strong>{" "}
                  {delivery.status === "pending" ? (
                    // Queued a moment ago and never failed: on its way, not a problem waiting for a retry.
                    <span className="badge pending">{t.lead.onItsWay}</span>
                  ) : (
                    <span className={`badge ${delivery.status}`}>{t.deliveries.status[delivery.status]}</span>
                  )}
                  <br />
                  {delivery.recipients ? (
                    <span className="muted">{fill(t.lead.to, { to: delivery.recipients.join(", ") })} · </span>
                  ) : null}
                  <span className="muted">
                    <DeliveryTime context={context} delivery={delivery} />
                  </span>
                  {delivery.lastError ? (
                    <p className="alert">{fill(t.lead.lastError, { error: delivery.lastError })}</p>
                  ) : null}
                  <StaffForm context={context} action={`/admin/leads/${lead.id}/deliveries/${delivery.id}/resend`}>
                    <button type="submit" className="secondary">
                      {delivery.status === "sent" ? t.lead.resend : t.lead.retry}
                      <span className="sr"> · {t.deliveries.kinds[delivery.kind]}</span>
                    </button>
                  </StaffForm>
                </li>
              ))}
            </ul>
          </section>
          <section className="card" aria-labelledby="history-title" id="history">
            <h2 id="history-title">{t.lead.history}</h2>
            {lead.events.length === 0 ? <p className="muted">{t.lead.noHistory}</p> : null}
            <ol className="timeline">
              {lead.events.map((event) => (
                <li key={`${event.at}-${event.kind}-${event.actor}-${JSON.stringify(event.detail)}`}>
                  <When at={event.at} lang={lang} />
                  <br />
                  {eventText(context, event, kindOf)}
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </>,
  );
}

/** What a staff member's change to a lead says in its history. */
function eventText(context: PageContext, event: LeadEvent, kindOf: (outboxId: string) => string): string {
  const { t, lang } = context;
  // The changes no staff member made: a rule's at intake, the operator's command's.
  const actor =
    event.actor === assignmentActor
      ? t.lead.actorRule
      : event.actor === "command line"
        ? t.lead.actorCommandLine
        : event.actor;
  switch (event.kind) {
    case "state":
      return fill(t.lead.eventState, { actor, from: t.states[event.detail.from], to: t.states[event.detail.to] });
    case "note":
      return fill(t.lead.eventNote, { actor });
    case "resend":
      return fill(t.lead.eventResend, { actor, kind: kindOf(event.detail.resentFrom) });
    case "retry":
      return fill(t.lead.eventRetry, { actor, kind: kindOf(event.detail.outboxId) });
    case "assign":
      return event.detail.to === null
        ? fill(t.lead.eventUnassign, { actor })
        : fill(t.lead.eventAssign, { actor, to: event.detail.to });
    case "follow-up":
      return event.detail.on === null
        ? fill(t.lead.eventFollowUpDone, { actor })
        : fill(t.lead.eventFollowUp, {
            actor,
            on: new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(
              new Date(`${event.detail.on}T00:00:00Z`),
            ),
          });
    case "reply":
      return fill(t.lead.eventReply, { actor, subject: event.detail.subject });
  }
}

/**
 * When a delivery went, as the person who sent it expects to read it: a sent one, its time (and its
 * attempts only when it took more than one); one on its way, when it left; a failed one, its
 * attempts and its next.
 */
function DeliveryTime({ context, delivery }: { context: PageContext; delivery: LeadRecord["deliveries"][number] }) {
  const { t, lang } = context;
  if (delivery.status === "sent" && delivery.sentAt) {
    return (
      <>
        {t.deliveries.status.sent} <When at={delivery.sentAt} lang={lang} />
        {delivery.attempts > 1 ? ` · ${fill(t.lead.attempts, { count: delivery.attempts })}` : null}
      </>
    );
  }
  if (delivery.status === "pending") {
    const [before, after] = t.lead.queuedAt.split("{{at}}");
    return (
      <>
        {before}
        <When at={delivery.createdAt} lang={lang} />
        {after}
      </>
    );
  }
  return (
    <>
      {fill(t.lead.attempts, { count: delivery.attempts })}
      {" · "}
      {fill(t.lead.nextAttempt, { at: "" })}
      <When at={delivery.nextAttemptAt} lang={lang} />
    </>
  );
}

function FieldRow({ label, value, href, colours }: SubmittedRow) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {colours ? (
          <ul className="swatches">
            {colours.map((colour) => (
              <li key={colour.code}>
                {/* A fill attribute, not a style: the back office's policy allows its stylesheet alone. */}
                <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
                  <circle cx="9" cy="9" r="8.5" fill={colour.hex} stroke="#00000026" />
                </svg>
                {colour.name} · {colour.code}
              </li>
            ))}
          </ul>
        ) : href ? (
          <a href={href}>{value}</a>
        ) : (
          value
        )}
      </dd>
    </>
  );
}
