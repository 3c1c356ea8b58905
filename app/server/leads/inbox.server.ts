import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import { type LeadForm, leadForms } from "~/forms/definitions";
import { isLanguage, type Language } from "~/i18n/languages";
import type { Storage } from "../db/db.server";
import { searchable } from "../db/lead-columns.server";
import { type Database, type LeadState, leadStates } from "../db/schema.server";

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
  /** The page, from 1; absent is the first. */
  page?: number;
};

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
};

export type InboxPage = { rows: InboxRow[]; total: number; page: number; pageCount: number };

/** One of the sales workflow's states (`leadStates`): what a state tab or a state change may name. */
export function isLeadState(value: unknown): value is LeadState {
  return typeof value === "string" && (leadStates as readonly string[]).includes(value);
}

/** A real calendar day written YYYY-MM-DD ("2026-02-30" is not one). */
function isDay(value: string | null): value is string {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/**
 * The inbox's filters read from its URL: `form`, `lang` and `state` when they name one of the
 * forms, languages or states; `from` and `to` when they are days (YYYY-MM-DD); `q` trimmed and cut
 * to 200 characters; `page` when a whole number from 1. Anything else (unknown, malformed, empty)
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
  for (const key of ["form", "lang", "state", "from", "to", "q"] as const) {
    const value = merged[key];
    if (value) params.set(key, value);
  }
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
  for (const word of searchable(filter.q ?? "")
    .split(/\s+/)
    .filter((part) => part !== "")) {
    conditions.push(sql<SqlBool>`${eb.ref("search")} like ${containsPattern(word)} escape '\\'`);
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
  const rows = await storage.db
    .selectFrom("leads")
    .select(["id", "created_at", "form", "lang", "name", "company", "email", "country", "state"])
    .where((eb) => eb.and(inboxConditions(eb, filter)))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(inboxPageSize)
    .offset((page - 1) * inboxPageSize)
    .execute();
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
    })),
    total,
    page,
    pageCount,
  };
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
