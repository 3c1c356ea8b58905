import { randomUUID } from "node:crypto";
import { sql, type Transaction } from "kysely";
import { type LeadForm, leadForms } from "~/leads/forms/definitions";
import { isProjectType, type ProjectType } from "~/leads/forms/project-types";
import type { Storage } from "~/platform/db/db.server";
import { searchable } from "~/platform/db/lead-columns.server";
import type { Database } from "~/platform/db/schema.server";

/*
 * The assignment rules as admins keep them (the back office's /admin/leads/rules): listed in
 * order, added, changed, removed, moved up and down. Each change is written to `desk_events`
 * (who, when, the rule before and after) in its own transaction. How a new lead is matched
 * against them: assignment.server.ts.
 */

/** The longest country a rule names, in characters. */
export const maxRuleCountryLength = 100;

/** A rule as the page lists it: its conditions (null: any) and its owner. */
export type AssignmentRule = {
  id: string;
  position: number;
  form: LeadForm | null;
  sector: ProjectType | null;
  /** As `searchable` writes it: lower case, without accents. */
  country: string | null;
  ownerId: string;
  ownerEmail: string;
};

/** A rule as a form sends it: "" is "any". */
export type RuleInput = { form: string; sector: string; country: string; ownerId: string };

/** A rule as the audit keeps it: what it said, its owner by address. */
type RuleSnapshot = {
  position: number;
  form: string | null;
  sector: string | null;
  country: string | null;
  owner: string;
};

/** A line of the desk's audit: who changed what, and when. */
export type DeskEvent = {
  at: string;
  actor: string;
  kind: "rule-added" | "rule-changed" | "rule-removed" | "rule-moved";
  detail: { before?: RuleSnapshot; after?: RuleSnapshot };
};

export type RuleResult = { ok: true } | { ok: false; reason: "invalid" | "not-found" };

/** Every rule, in the order they are tried. */
export async function listRules(storage: Storage | { db: Transaction<Database> }): Promise<AssignmentRule[]> {
  const rows = await storage.db
    .selectFrom("assignment_rules")
    .innerJoin("staff", "staff.id", "assignment_rules.owner_id")
    .select([
      "assignment_rules.id",
      "assignment_rules.position",
      "assignment_rules.form",
      "assignment_rules.sector",
      "assignment_rules.country",
      "assignment_rules.owner_id",
      "staff.email",
    ])
    .orderBy("assignment_rules.position")
    .orderBy("assignment_rules.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    position: Number(row.position),
    form: row.form as LeadForm | null,
    sector: row.sector as ProjectType | null,
    country: row.country,
    ownerId: row.owner_id,
    ownerEmail: row.email,
  }));
}

/** The desk's audit, newest first. */
export async function deskEvents(storage: Storage, limit = 20): Promise<DeskEvent[]> {
  const rows = await storage.db
    .selectFrom("desk_events")
    .select(["at", "actor", "kind", "detail"])
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, detail: JSON.parse(row.detail) }) as DeskEvent);
}

/** The conditions of a posted rule, checked; null when one is not a form, sector or country, or the owner may not own leads. */
async function ruleValues(trx: Transaction<Database>, input: RuleInput) {
  const form = input.form === "" ? null : input.form;
  if (form !== null && !(leadForms as readonly string[]).includes(form)) return null;
  const sector = input.sector === "" ? null : input.sector;
  if (sector !== null && !isProjectType(sector)) return null;
  const typed = input.country.trim();
  if (Array.from(typed).length > maxRuleCountryLength) return null;
  const country = typed === "" ? null : searchable(typed);
  const owner = await trx
    .selectFrom("staff")
    .select(["id", "email"])
    .where("id", "=", input.ownerId)
    .where("role", "in", ["sales", "admin"])
    .executeTakeFirst();
  if (!owner) return null;
  return { form, sector, country, owner };
}

/**
 * Runs a change of the rules with the rules locked: on PostgreSQL two admins moving rules at once
 * would otherwise both read the same positions.
 */
function changeRules<T>(storage: Storage, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return storage.write(async (trx) => {
    if (storage.kind === "postgres") {
      await sql`select pg_advisory_xact_lock(hashtextextended('assignment_rules', 0))`.execute(trx);
    }
    return fn(trx);
  });
}

const snapshot = (rule: AssignmentRule): RuleSnapshot => ({
  position: rule.position,
  form: rule.form,
  sector: rule.sector,
  country: rule.country,
  owner: rule.ownerEmail,
});

async function audit(
  trx: Transaction<Database>,
  kind: DeskEvent["kind"],
  detail: DeskEvent["detail"],
  actor: string,
  now: Date,
) {
  await trx
    .insertInto("desk_events")
    .values({ id: randomUUID(), at: now.toISOString(), actor, kind, detail: JSON.stringify(detail) })
    .execute();
}

/** Adds a rule after the others. */
export async function addRule(
  storage: Storage,
  input: RuleInput,
  actor: string,
  now = new Date(),
): Promise<RuleResult> {
  return changeRules(storage, async (trx): Promise<RuleResult> => {
    const values = await ruleValues(trx, input);
    if (!values) return { ok: false, reason: "invalid" };
    const rules = await listRules({ db: trx });
    const position = rules.reduce((last, rule) => Math.max(last, rule.position), 0) + 1;
    await trx
      .insertInto("assignment_rules")
      .values({
        id: randomUUID(),
        position,
        form: values.form,
        sector: values.sector,
        country: values.country,
        owner_id: values.owner.id,
        created_at: now.toISOString(),
        created_by: actor,
      })
      .execute();
    const after = {
      position,
      form: values.form,
      sector: values.sector,
      country: values.country,
      owner: values.owner.email,
    };
    await audit(trx, "rule-added", { after }, actor, now);
    return { ok: true };
  });
}

/** Changes a rule's conditions and owner; its place stays. A change to what it already says records nothing. */
export async function changeRule(
  storage: Storage,
  id: string,
  input: RuleInput,
  actor: string,
  now = new Date(),
): Promise<RuleResult> {
  return changeRules(storage, async (trx): Promise<RuleResult> => {
    const rule = (await listRules({ db: trx })).find((candidate) => candidate.id === id);
    if (!rule) return { ok: false, reason: "not-found" };
    const values = await ruleValues(trx, input);
    if (!values) return { ok: false, reason: "invalid" };
    const after = {
      position: rule.position,
      form: values.form,
      sector: values.sector,
      country: values.country,
      owner: values.owner.email,
    };
    const before = snapshot(rule);
    if (JSON.stringify(before) === JSON.stringify(after)) return { ok: true };
    await trx
      .updateTable("assignment_rules")
      .set({ form: values.form, sector: values.sector, country: values.country, owner_id: values.owner.id })
      .where("id", "=", id)
      .execute();
    await audit(trx, "rule-changed", { before, after }, actor, now);
    return { ok: true };
  });
}

/** Removes a rule; the ones after it keep their order. */
export async function removeRule(storage: Storage, id: string, actor: string, now = new Date()): Promise<RuleResult> {
  return changeRules(storage, async (trx): Promise<RuleResult> => {
    const rule = (await listRules({ db: trx })).find((candidate) => candidate.id === id);
    if (!rule) return { ok: false, reason: "not-found" };
    await trx.deleteFrom("assignment_rules").where("id", "=", id).execute();
    await audit(trx, "rule-removed", { before: snapshot(rule) }, actor, now);
    return { ok: true };
  });
}

/**
 * Moves a rule one place up (tried earlier) or down, renumbering every rule 1, 2, 3...; the first
 * rule moved up, or the last down, stays and records nothing.
 */
export async function moveRule(
  storage: Storage,
  id: string,
  direction: "up" | "down",
  actor: string,
  now = new Date(),
): Promise<RuleResult> {
  return changeRules(storage, async (trx): Promise<RuleResult> => {
    const rules = await listRules({ db: trx });
    const index = rules.findIndex((candidate) => candidate.id === id);
    const rule = rules[index];
    if (!rule) return { ok: false, reason: "not-found" };
    const target = direction === "up" ? index - 1 : index + 1;
    if (target < 0 || target >= rules.length) return { ok: true };
    const order = [...rules];
    order.splice(index, 1);
    order.splice(target, 0, rule);
    for (const [at, each] of order.entries()) {
      if (each.position !== at + 1) {
        await trx
          .updateTable("assignment_rules")
          .set({ position: at + 1 })
          .where("id", "=", each.id)
          .execute();
      }
    }
    await audit(
      trx,
      "rule-moved",
      { before: { ...snapshot(rule), position: index + 1 }, after: { ...snapshot(rule), position: target + 1 } },
      actor,
      now,
    );
    return { ok: true };
  });
}
