import { type RawBuilder, sql } from "kysely";
import type { Storage } from "~/platform/db/db.server";
import { searchable } from "~/platform/db/lead-columns.server";
import { addDays, type Day, dayRule, dayStart, madridDay, mondayOf } from "./working-days.server";

/*
 * The sales dashboard's figures, read from the database on every request (every instance sees
 * the same): leads per week for the last 12 weeks (Madrid weeks, Monday to Sunday, this one
 * included) broken down by one dimension, the median time to a first reply and the share of
 * leads answered within one working day (working-days.server.ts). Leads marked spam are left out
 * of everything.
 *
 * The database does the counting: one grouped query per figure, whose rows are bounded by weeks ×
 * values and by days, never by leads. A week's bounds are instants (a Madrid Monday's midnight is
 * 23:00 or 22:00 UTC), compared with `created_at` as text: ISO 8601 UTC strings sort as time.
 */

export const dashboardDimensions = ["form", "sector", "country", "language", "campaign"] as const;
export type DashboardDimension = (typeof dashboardDimensions)[number];

/** The dimension a `?by=` names; anything else (absent, unknown, repeated) is the form. */
export function parseDimension(value: unknown): DashboardDimension {
  return (dashboardDimensions as readonly unknown[]).includes(value) ? (value as DashboardDimension) : "form";
}

/** How many weeks the dashboard shows, the current one last. */
export const dashboardWeeks = 12;
/** How many values of a dimension keep a series of their own; the rest are added up as "others". */
export const dashboardTopValues = 8;

/**
 * One series of the breakdown: a value of the dimension (a form id, a language code, a sector id,
 * a country as most often written, a campaign), the rest of them, or leads without one (no
 * country, sector or campaign).
 */
export type DashboardSeries =
  | { kind: "value"; value: string; counts: number[]; total: number }
  | { kind: "others" | "unknown"; value: null; counts: number[]; total: number };

export type DashboardWeek = { monday: Day; start: string; end: string; total: number };

export type ReplyFigures = {
  /** Leads of the 12 weeks that have had a first reply. */
  answered: number;
  /** The median of their time to it, in milliseconds; null when none has one. */
  medianMs: number | null;
  /** Answered within one working day. */
  within: number;
  /** Answered late, or unanswered once their time ran out. */
  late: number;
  /** Unanswered with time left: not counted in the share. */
  pending: number;
};

export type Dashboard = {
  dimension: DashboardDimension;
  weeks: DashboardWeek[];
  series: DashboardSeries[];
  total: number;
  reply: ReplyFigures;
};

const column: Record<DashboardDimension, string> = {
  form: "form",
  sector: "sector",
  country: "country",
  language: "lang",
  campaign: "utm_campaign",
};

/** The Mondays of the 12 weeks, oldest first, and the instants that bound them (13). */
export function dashboardWindow(now: Date) {
  const current = mondayOf(madridDay(now));
  const mondays = Array.from({ length: dashboardWeeks }, (_, i) => addDays(current, 7 * (i + 1 - dashboardWeeks)));
  const bounds = [...mondays, addDays(current, 7)].map((day) => dayStart(day).toISOString());
  return { mondays, bounds };
}

/** The dashboard as `now` sees it, broken down by `dimension`. */
export async function salesDashboard(
  storage: Storage,
  options: { dimension: DashboardDimension; now: Date },
): Promise<Dashboard> {
  const { dimension, now } = options;
  const { mondays, bounds } = dashboardWindow(now);
  const [counts, reply] = await Promise.all([
    weekCounts(storage, dimension, bounds),
    replyFigures(storage, mondays[0] ?? "", bounds, now),
  ]);
  const series = foldSeries(dimension, counts);
  const weeks = mondays.map((monday, i) => ({
    monday,
    start: bounds[i] ?? "",
    end: bounds[i + 1] ?? "",
    total: series.reduce((sum, one) => sum + (one.counts[i] ?? 0), 0),
  }));
  return { dimension, weeks, series, total: weeks.reduce((sum, week) => sum + week.total, 0), reply };
}

type CountRow = { week: number; value: string | null; n: number };

/** Leads per week and value of the dimension: one row per week and value that has any. */
async function weekCounts(storage: Storage, dimension: DashboardDimension, bounds: string[]): Promise<CountRow[]> {
  const [first, ...rest] = bounds;
  const last = rest.pop();
  // The week a lead falls in: the first inner bound it is below, else the last week.
  const week = sql.join(
    rest.map((bound, i) => sql`when created_at < ${bound} then ${sql.lit(i)}`),
    sql` `,
  );
  const { rows } = await sql<{ week: number | string; value: string | null; n: number | string }>`
    select case ${week} else ${sql.lit(rest.length)} end as week, ${sql.ref(column[dimension])} as value, count(*) as n
    from leads
    where created_at >= ${first} and created_at < ${last} and state <> 'spam'
    group by 1, 2`.execute(storage.db);
  // PostgreSQL's counts are bigint, which its driver hands over as text.
  return rows.map((row) => ({ week: Number(row.week), value: row.value, n: Number(row.n) }));
}

/** A free-typed country as it is compared: trimmed, spaces collapsed, lower case, no accents. */
export const countryKey = (country: string) => searchable(country.trim().replace(/\s+/g, " "));

/** Words of a country typed all in lower case get a capital ("reino unido" reads "Reino Unido"). */
const readable = (country: string) =>
  country === country.toLowerCase()
    ? country.replace(/(^|[\s-])(\p{L})/gu, (_, gap, letter) => gap + letter.toUpperCase())
    : country;

/**
 * The rows as series: values that differ only in spaces, case or accents are one (countries: "España",
 * " españa", "ESPANA"), shown as most often written; the 8 largest are kept, the rest added up as
 * "others", leads without a value last.
 */
function foldSeries(dimension: DashboardDimension, rows: CountRow[]): DashboardSeries[] {
  const empty = () => new Array<number>(dashboardWeeks).fill(0);
  const groups = new Map<string, { counts: number[]; total: number; spellings: Map<string, number> }>();
  const unknown = { kind: "unknown" as const, value: null, counts: empty(), total: 0 };
  for (const row of rows) {
    const value = row.value?.trim() || null;
    if (value === null) {
      unknown.counts[row.week] = (unknown.counts[row.week] ?? 0) + row.n;
      unknown.total += row.n;
      continue;
    }
    const key = dimension === "country" ? countryKey(value) : value;
    const group = groups.get(key) ?? { counts: empty(), total: 0, spellings: new Map<string, number>() };
    groups.set(key, group);
    group.counts[row.week] = (group.counts[row.week] ?? 0) + row.n;
    group.total += row.n;
    const spelling = value.replace(/\s+/g, " ");
    group.spellings.set(spelling, (group.spellings.get(spelling) ?? 0) + row.n);
  }
  const values = [...groups.entries()]
    .map(([key, group]) => {
      const [spelling = key] = [...group.spellings.entries()]
        .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
        .map(([text]) => text);
      const value = dimension === "country" ? readable(spelling) : spelling;
      return { kind: "value" as const, value, counts: group.counts, total: group.total };
    })
    .sort((a, b) => b.total - a.total || a.value.localeCompare(b.value));
  const kept: DashboardSeries[] = values.slice(0, dashboardTopValues);
  const rest = values.slice(dashboardTopValues);
  if (rest.length > 0) {
    kept.push({
      kind: "others",
      value: null,
      counts: empty().map((_, i) => rest.reduce((sum, one) => sum + (one.counts[i] ?? 0), 0)),
      total: rest.reduce((sum, one) => sum + one.total, 0),
    });
  }
  if (unknown.total > 0) kept.push(unknown);
  return kept;
}

/** A lead's time from arrival to first reply in whole milliseconds, in each database's arithmetic. */
const replyMs = (storage: Storage): RawBuilder<number> =>
  storage.kind === "postgres"
    ? sql`round(extract(epoch from (cast(first_reply_at as timestamptz) - cast(created_at as timestamptz))) * 1000)`
    : sql`round((julianday(first_reply_at) - julianday(created_at)) * 86400000)`;

/**
 * The median time to a first reply and the share answered within one working day, over the 12
 * weeks' leads. The days' rules (working-days.server.ts) go to the database as a table of one row
 * per day, joined to the leads of that day by their time of arrival (the index on created_at).
 */
async function replyFigures(storage: Storage, firstDay: Day, bounds: string[], now: Date): Promise<ReplyFigures> {
  const [from = "", to = ""] = [bounds[0], bounds.at(-1)];
  const days = Array.from({ length: dashboardWeeks * 7 }, (_, i) => dayRule(addDays(firstDay, i)));
  const rows = days.map((rule) => {
    // An unanswered lead is late once its time has run out: on a working day, for those that
    // arrived up to `now` minus the time allowed; on another day, for all once the deadline passed.
    const overdueUntil =
      rule.deadline === null
        ? new Date(now.getTime() - rule.allowedMs).toISOString()
        : rule.deadline <= now
          ? rule.end.toISOString()
          : "";
    return sql`(cast(${rule.start.toISOString()} as text), cast(${rule.end.toISOString()} as text), cast(${rule.allowedMs} as bigint), cast(${rule.deadline?.toISOString() ?? null} as text), cast(${overdueUntil} as text))`;
  });
  const delay = replyMs(storage);
  const share = sql<{
    leads: number | string;
    answered: number | string | null;
    within: number | string | null;
    overdue: number | string | null;
  }>`
    with days (starts, ends, allowed_ms, deadline, overdue_until) as (values ${sql.join(rows)})
    select count(*) as leads,
      sum(case when first_reply_at is not null then 1 else 0 end) as answered,
      sum(case
        when first_reply_at is null then 0
        when days.deadline is null then case when ${delay} <= days.allowed_ms then 1 else 0 end
        when first_reply_at <= days.deadline then 1 else 0 end) as within,
      sum(case when first_reply_at is null and created_at <= days.overdue_until then 1 else 0 end) as overdue
    from days join leads on created_at >= days.starts and created_at < days.ends
    where state <> 'spam'`.execute(storage.db);
  // The middle one or two of the answered leads' times, in order.
  const median = sql<{ median: number | string | null }>`
    with replied as (
      select ${delay} as ms from leads
      where created_at >= ${from} and created_at < ${to} and state <> 'spam' and first_reply_at is not null
    ), ranked as (select ms, row_number() over (order by ms) as n, count(*) over () as total from replied)
    select avg(ms) as median from ranked where n * 2 in (total, total + 1, total + 2)`.execute(storage.db);
  const [{ rows: shareRows }, { rows: medianRows }] = await Promise.all([share, median]);
  const counted = shareRows[0];
  const leads = Number(counted?.leads ?? 0);
  const answered = Number(counted?.answered ?? 0);
  const within = Number(counted?.within ?? 0);
  const overdue = Number(counted?.overdue ?? 0);
  const middle = medianRows[0]?.median;
  return {
    answered,
    medianMs: middle === null || middle === undefined ? null : Math.round(Number(middle)),
    within,
    late: answered - within + overdue,
    pending: leads - answered - overdue,
  };
}
