import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import { isLanguage, type Language } from "~/i18n/languages";
import { type LeadForm, leadForms } from "~/leads/forms/definitions";
import { designLabel } from "~/leads/forms/sample-design";
import type { Storage } from "~/platform/db/db.server";
import { searchable } from "~/platform/db/lead-columns.server";
import { type Database, type LeadState, leadStates } from "~/platform/db/schema.server";
import { isDay, madridDay } from "./madrid-day.server";
import { type Teammate, teammates } from "./ownership.server";
import { storedDesign } from "./requested-design.server";

/*
 * The sales team's inbox: its filters as the page's URL carries them, the page of leads they
 * select, and how many leads each state holds. The lead's own page is lead-record.server.ts, the
 * CSV export csv.server.ts.
 */

/** How many leads a page of the inbox lists. */
export const inboxPageSize = 50;

/** The longest search the inbox takes, in characters; a longer one is cut. */
const maxQueryLength = 200;

/** The inbox's filters; an absent one does not filter. They combine: a lead must match every one. */
export type InboxFilter = {
  form?: LeadForm;
  lang?: Language;
  state?: LeadState;
  /** The first day received, YYYY-MM-DD (UTC), included. */
  from?: string;
  /** The last day received, YYYY-MM-DD (UTC), included. */
  to?: string;
  /** Free text: each of its words must appear in the lead's name, e-mail, company or message. */
  q?: string;
  /** Who owns it: `none` (nobody) or a staff id (`me` is made the signed-in staff member's id before). */
  owner?: string;
  /** The campaign's `utm_campaign` and `utm_source`, exactly. */
  campaign?: string;
  source?: string;
  /** Only open leads (not won, lost or spam) whose follow-up is today (Madrid) or earlier. */
  due?: boolean;
  /** The page, from 1; absent is the first. */
  page?: number;
};

/** A stored lead's design as the inbox names it: the design and its colourway, never its slug. */
function designOf(data: string): string | null {
  const design = storedDesign(JSON.parse(data) as Record<string, unknown>);
  return design ? designLabel(design) : null;
}

/** One line of the inbox. */
export type InboxRow = {
  id: string;
  receivedAt: string;
  form: LeadForm;
  lang: Language;
  name: string | null;
  company: string | null;
  email: string | null;
  country: string | null;
  state: LeadState;
  /** Its owner's address; null: nobody. */
  owner: string | null;
  /** Its follow-up's Madrid day; null: none. */
  followUpOn: string | null;
  /** The design it asks for, by name with its colourway's ("Marea · Arena"); null: none. */
  design: string | null;
};

export type InboxPage = {
  rows: InboxRow[];
  total: number;
  page: number;
  pageCount: number;
  /** The filters' choices: who may own leads, and the campaigns and sources the leads came with. */
  team: Teammate[];
  campaigns: string[];
  sources: string[];
};

/** One of the sales workflow's states (`leadStates`): what a state tab or a state change may name. */
export function isLeadState(value: unknown): value is LeadState {
  return typeof value === "string" && (leadStates as readonly string[]).includes(value);
}

/** A campaign's name or source as the filters take it: trimmed, 1 to 200 characters; else undefined. */
function campaignValue(value: string | null): string | undefined {
  const trimmed = value?.trim() ?? "";
  return trimmed !== "" && trimmed.length <= 200 ? trimmed : undefined;
}

/**
 * The inbox's filters read from its URL: `form`, `lang` and `state` when they name one of the
 * forms, languages or states; `from` and `to` when they are days (YYYY-MM-DD); `q` trimmed and cut
 * to 200 characters; `owner` when `none` or an id; `campaign` and `source` trimmed, up to 200
 * characters; `due` when `1`; `page` when a whole number from 1. Anything else (unknown, malformed, empty)
 * is dropped, never an error: a hand-edited URL still shows the inbox.
 */
export function parseInboxFilter(params: URLSearchParams): InboxFilter {
  const filter: InboxFilter = {};
  const form = params.get("form");
  if (form !== null && (leadForms as readonly string[]).includes(form)) filter.form = form as LeadForm;
  const lang = params.get("lang");
  if (isLanguage(lang)) filter.lang = lang;
  const state = params.get("state");
  if (isLeadState(state)) filter.state = state;
  const from = params.get("from");
  if (isDay(from)) filter.from = from;
  const to = params.get("to");
  if (isDay(to)) filter.to = to;
  const q = Array.from(params.get("q")?.trim() ?? "")
    .slice(0, maxQueryLength)
    .join("")
    .trim();
  if (q !== "") filter.q = q;
  const owner = params.get("owner");
  if (owner !== null && owner !== "me" && /^[\w-]{1,36}$/.test(owner)) filter.owner = owner;
  const campaign = campaignValue(params.get("campaign"));
  if (campaign) filter.campaign = campaign;
  const source = campaignValue(params.get("source"));
  if (source) filter.source = source;
  if (params.get("due") === "1") filter.due = true;
  const page = params.get("page");
  if (page !== null && /^[1-9]\d{0,5}$/.test(page)) filter.page = Number(page);
  return filter;
}

/**
 * The query string (without `?`) of the inbox with `filter`, changed by `overrides` (a key set to
 * undefined is removed): for the pages' links, the state tabs and the CSV link. It keeps every
 * filter, in a fixed order, and leaves out the empty ones and page 1.
 */
export function inboxQuery(filter: InboxFilter, overrides: Partial<InboxFilter> = {}): string {
  const merged: InboxFilter = { ...filter, ...overrides };
  const params = new URLSearchParams();
  for (const key of ["form", "lang", "state", "from", "to", "q", "owner", "campaign", "source"] as const) {
    const value = merged[key];
    if (value) params.set(key, value);
  }
  if (merged.due) params.set("due", "1");
  if (merged.page !== undefined && merged.page > 1) params.set("page", String(merged.page));
  return params.toString();
}

/** The day after a YYYY-MM-DD day, as the ISO time its first moment is. */
function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3600_000).toISOString();
}

/** `text` as a LIKE pattern that finds it anywhere, its `%`, `_` and `\` taken literally (ESCAPE '\'). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The SQL conditions of `filter` on `leads` (its page aside), to be combined with AND. Days are
 * UTC and both ends included: `to` ends before the next day's first moment. Each word of `q`,
 * lower-cased without accents (`searchable`), must appear in the `search` column.
 */
export function inboxConditions(eb: ExpressionBuilder<Database, "leads">, filter: InboxFilter): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.form) conditions.push(eb("form", "=", filter.form));
  if (filter.lang) conditions.push(eb("lang", "=", filter.lang));
  if (filter.state) conditions.push(eb("state", "=", filter.state));
  if (filter.from) conditions.push(eb("created_at", ">=", `${filter.from}T00:00:00.000Z`));
  if (filter.to) conditions.push(eb("created_at", "<", dayAfter(filter.to)));
  // A lead's reference as the visitor quotes it ("Ref. 7F3A2C", "[Ref. 7f3a2c]"): its id's first six hex digits.
  const reference = /^\[?(?:ref\.?\s*)?([0-9a-f]{6})\]?$/i.exec(filter.q?.trim() ?? "")?.[1];
  if (reference) {
    const prefix = reference.toLowerCase();
    conditions.push(
      eb.or([eb("id", "like", `${prefix}%`), sql<SqlBool>`${eb.ref("search")} like ${containsPattern(prefix)}`]),
    );
  } else {
    for (const word of searchable(filter.q ?? "")
      .split(/\s+/)
      .filter((part) => part !== "")) {
      conditions.push(sql<SqlBool>`${eb.ref("search")} like ${containsPattern(word)} escape '\\'`);
    }
  }
  if (filter.owner === "none") conditions.push(eb("owner_id", "is", null));
  else if (filter.owner) conditions.push(eb("owner_id", "=", filter.owner));
  if (filter.campaign) conditions.push(eb("utm_campaign", "=", filter.campaign));
  if (filter.source) conditions.push(eb("utm_source", "=", filter.source));
  if (filter.due) {
    conditions.push(eb("follow_up_on", "<=", madridDay(new Date())));
    conditions.push(eb("state", "not in", ["won", "lost", "spam"]));
  }
  return conditions;
}

/**
 * The page of the inbox `filter` asks for: 50 leads (`inboxPageSize`), newest first (then by id,
 * so a page never shifts between two leads of the same moment), with how many match in all. A
 * page past the last is the last.
 */
export async function listLeads(storage: Storage, filter: InboxFilter): Promise<InboxPage> {
  const counted = await storage.db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where((eb) => eb.and(inboxConditions(eb, filter)))
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const pageCount = Math.max(1, Math.ceil(total / inboxPageSize));
  const page = Math.min(Math.max(1, Math.floor(filter.page ?? 1)), pageCount);
  let query = storage.db
    .selectFrom("leads")
    .select([
      "id",
      "created_at",
      "form",
      "lang",
      "name",
      "company",
      "email",
      "country",
      "state",
      "owner_id",
      "follow_up_on",
      "data",
    ])
    .where((eb) => eb.and(inboxConditions(eb, filter)));
  // Follow-ups due: the longest overdue first, as they are worked through.
  if (filter.due) query = query.orderBy("follow_up_on");
  const rows = await query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(inboxPageSize)
    .offset((page - 1) * inboxPageSize)
    .execute();
  const ownerIds = [...new Set(rows.map((row) => row.owner_id).filter((id): id is string => id !== null))];
  const owners = new Map(
    ownerIds.length === 0
      ? []
      : (await storage.db.selectFrom("staff").select(["id", "email"]).where("id", "in", ownerIds).execute()).map(
          (row) => [row.id, row.email] as const,
        ),
  );
  const [team, campaigns, sources] = await Promise.all([
    teammates(storage),
    campaignValues(storage, "utm_campaign"),
    campaignValues(storage, "utm_source"),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      receivedAt: row.created_at,
      form: row.form as LeadForm,
      lang: row.lang as Language,
      name: row.name,
      company: row.company,
      email: row.email,
      country: row.country,
      state: row.state,
      owner: row.owner_id ? (owners.get(row.owner_id) ?? null) : null,
      followUpOn: row.follow_up_on,
      design: designOf(row.data),
    })),
    total,
    page,
    pageCount,
    team,
    campaigns,
    sources,
  };
}

/** The campaigns (or sources) leads came with, in order, at most 200: the filter's choices. */
async function campaignValues(storage: Storage, column: "utm_campaign" | "utm_source"): Promise<string[]> {
  const rows = await storage.db
    .selectFrom("leads")
    .select(column)
    .distinct()
    .where(column, "is not", null)
    .orderBy(column)
    .limit(200)
    .execute();
  return rows.map((row) => row[column]).filter((value): value is string => typeof value === "string");
}

/**
 * How many leads each state holds among those matching every filter but the state (what the
 * state tabs show), every state present (0 when it holds none), and `all`, their sum.
 */
export async function stateCounts(storage: Storage, filter: InboxFilter): Promise<Record<LeadState | "all", number>> {
  const rows = await storage.db
    .selectFrom("leads")
    .select((eb) => ["state", eb.fn.countAll<number | string>().as("n")])
    .where((eb) => eb.and(inboxConditions(eb, { ...filter, state: undefined })))
    .groupBy("state")
    .execute();
  const counts = Object.fromEntries([...leadStates, "all"].map((state) => [state, 0])) as Record<
    LeadState | "all",
    number
  >;
  for (const row of rows) {
    if (!isLeadState(row.state)) continue;
    counts[row.state] = Number(row.n);
    counts.all += Number(row.n);
  }
  return counts;
}
