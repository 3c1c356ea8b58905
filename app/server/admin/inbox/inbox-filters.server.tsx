import { languages } from "~/i18n/languages";
import { leadForms } from "~/leads/forms/definitions";
import type { InboxFilter, InboxPage } from "~/leads/server/inbox.server";
import { leadStates } from "~/platform/db/schema.server";
import { CheckField, FormField, SelectField } from "~/server/admin/form-field.server";
import type { PageContext } from "~/server/admin/layout.server";
import { counted } from "~/server/admin/plural.server";
import { inboxWords } from "./inbox-words.server";

/** A filter's choices, with the one the URL names even when no lead carries it (any more). */
const withCurrent = (values: string[], current: string | undefined) =>
  current === undefined || values.includes(current) ? values : [current, ...values];

/** Values that are their own labels (a campaign, a source), as choices. */
const asChoices = (values: string[]) => values.map((value) => ({ value, label: value }));

/** How many of the inbox's filters narrow the view (the page is none). */
const activeFilters = ({ page: _page, ...filter }: InboxFilter) =>
  Object.values(filter).filter((value) => value !== undefined && value !== "" && value !== false).length;

/** The filters' selects: form, language, state, owner, campaign and campaign source. */
function FilterSelects({ context, filter, page }: { context: PageContext; filter: InboxFilter; page: InboxPage }) {
  const words = inboxWords[context.lang];
  const { t: shared } = context;
  return (
    <>
      <SelectField
        id="form"
        name="form"
        label={words.form}
        value={filter.form}
        any={words.any}
        choices={leadForms.map((form) => ({ value: form, label: shared.forms[form] }))}
      />
      <SelectField
        id="lang"
        name="lang"
        label={words.language}
        value={filter.lang}
        any={words.any}
        choices={languages.map((code) => ({ value: code, label: shared.languages[code] }))}
      />
      <SelectField
        id="state"
        name="state"
        label={words.state}
        value={filter.state}
        any={shared.states.all}
        choices={leadStates.map((state) => ({ value: state, label: shared.states[state] }))}
      />
      <SelectField
        id="owner"
        name="owner"
        label={words.owner}
        value={filter.owner}
        any={words.anyone}
        choices={[
          { value: "me", label: words.me },
          { value: "none", label: words.nobody },
          ...page.team.map((member) => ({ value: member.id, label: member.email })),
        ]}
      />
      <SelectField
        id="campaign"
        name="campaign"
        label={words.campaign}
        value={filter.campaign}
        any={words.anyCampaign}
        choices={asChoices(withCurrent(page.campaigns, filter.campaign))}
      />
      <SelectField
        id="source"
        name="source"
        label={words.source}
        value={filter.source}
        any={words.anySource}
        choices={asChoices(withCurrent(page.sources, filter.source))}
      />
    </>
  );
}

/**
 * The inbox's filters: a GET form, so a filtered view is a link. Folded on a phone, so the first
 * lead is near the top (its summary counts the filters in use); the desk's stylesheet keeps it
 * open on a wide screen.
 */
export function InboxFilters({
  context,
  filter,
  page,
}: {
  context: PageContext;
  filter: InboxFilter;
  page: InboxPage;
}) {
  const words = inboxWords[context.lang];
  const active = activeFilters(filter);
  return (
    <details className="filters-fold">
      <summary>
        {words.filters}
        {active > 0 ? <span className="muted"> · {counted(context.lang, words.filtersActive, active)}</span> : null}
      </summary>
      <form method="get" action="/admin/leads" className="filters" aria-label={words.filters}>
        <FormField id="q" label={words.search} hint={words.searchHint} className="wide">
          <input id="q" name="q" type="search" defaultValue={filter.q ?? ""} maxLength={200} />
        </FormField>
        <FilterSelects context={context} filter={filter} page={page} />
        <FormField id="from" label={words.from}>
          <input id="from" name="from" type="date" defaultValue={filter.from ?? ""} />
        </FormField>
        <FormField id="to" label={words.to}>
          <input id="to" name="to" type="date" defaultValue={filter.to ?? ""} />
        </FormField>
        <CheckField id="due" label={words.due} className="wide">
          <input id="due" name="due" type="checkbox" value="1" defaultChecked={filter.due ?? false} />
        </CheckField>
        <div className="actions">
          <button type="submit">{words.apply}</button>
          <a href="/admin/leads">{words.clear}</a>
        </div>
      </form>
    </details>
  );
}
