import type { Kysely, Transaction } from "kysely";
import { searchable } from "~/platform/db/lead-columns.server";
import type { Database } from "~/platform/db/schema.server";

/*
 * Who a new lead belongs to: the first assignment rule, by position, whose every condition the
 * lead meets (a condition left empty matches any lead). The rules are kept by admins in the back
 * office; a lead no rule matches waits without an owner.
 */

/** What the rules look at in a new lead. */
export type RuleFacts = { form: string; sector: string | null; country: string | null };

export type MatchedRule = { ruleId: string; ownerId: string; ownerEmail: string };

/**
 * The rule that gives `lead` its owner, with the owner's id and address; null when none matches.
 * Countries are compared as `searchable` writes them ("España" matches "espana"). A rule whose
 * owner can no longer work leads (an editor now) is passed over.
 */
export async function matchRule(
  db: Kysely<Database> | Transaction<Database>,
  lead: RuleFacts,
): Promise<MatchedRule | null> {
  const rules = await db
    .selectFrom("assignment_rules")
    .innerJoin("staff", "staff.id", "assignment_rules.owner_id")
    .select([
      "assignment_rules.id",
      "assignment_rules.form",
      "assignment_rules.sector",
      "assignment_rules.country",
      "assignment_rules.owner_id",
      "staff.email",
      "staff.role",
    ])
    .orderBy("assignment_rules.position")
    .orderBy("assignment_rules.id")
    .execute();
  const country = lead.country === null ? null : searchable(lead.country.trim());
  const rule = rules.find(
    (candidate) =>
      candidate.role !== "editor" &&
      (candidate.form === null || candidate.form === lead.form) &&
      (candidate.sector === null || candidate.sector === lead.sector) &&
      (candidate.country === null || candidate.country === country),
  );
  return rule ? { ruleId: rule.id, ownerId: rule.owner_id, ownerEmail: rule.email } : null;
}
