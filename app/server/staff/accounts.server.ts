import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { recordLeadEvents } from "~/leads/server/lead-events.server";
import type { Storage } from "~/platform/db/db.server";
import { parseEmail } from "~/platform/db/email-address.server";
import type { Database, StaffRole } from "~/platform/db/schema.server";
import { hashPassword, minPasswordLength } from "./password.server";

export type StaffAccount = {
  email: string;
  createdAt: string;
  lastSignInAt: string | null;
  /** Whether the account has enrolled its second factor (it does at its first sign-in). */
  enrolled: boolean;
  /** What it may open in the back office (admin/access.server.ts). */
  role: StaffRole;
};

export type AddStaffResult = { added: true } | { added: false; reason: "invalidEmail" | "shortPassword" | "exists" };

/** Creates an account; its second factor is enrolled at its first sign-in. */
export async function addStaff(
  storage: Storage,
  address: string,
  password: string,
  now = new Date(),
  role: StaffRole = "sales",
) {
  const email = parseEmail(address);
  if (!email) return { added: false, reason: "invalidEmail" } as const satisfies AddStaffResult;
  if ([...password].length < minPasswordLength) return { added: false, reason: "shortPassword" } as const;
  const existing = await storage.db.selectFrom("staff").select("id").where("email", "=", email).executeTakeFirst();
  if (existing) return { added: false, reason: "exists" } as const;
  await storage.db
    .insertInto("staff")
    .values({
      id: randomUUID(),
      email,
      password_hash: await hashPassword(password),
      totp_secret: null,
      totp_last_step: null,
      created_at: now.toISOString(),
      last_sign_in_at: null,
      role,
    })
    .execute();
  return { added: true } as const;
}

/** Deletes an account and its sessions: whoever was signed in with it is signed out at once. */
export async function removeStaff(storage: Storage, address: string): Promise<boolean> {
  const email = parseEmail(address);
  if (!email) return false;
  return storage.write(async (trx) => {
    const staff = await trx.selectFrom("staff").select("id").where("email", "=", email).executeTakeFirst();
    if (!staff) return false;
    await releaseWork(trx, staff.id, email, new Date());
    await trx.deleteFrom("staff_sessions").where("staff_id", "=", staff.id).execute();
    await trx.deleteFrom("staff").where("id", "=", staff.id).execute();
    return true;
  });
}

/** Who the desk's audit and a lead's history name for a change made by the operator's command. */
const commandLine = "command line";

/**
 * What a removed account leaves behind on the sales desk: its assignment rules are removed (each
 * in the desk's audit) and the leads it owned are left without an owner (each in its history), so
 * no new lead goes to nobody and the team sees what needs a new owner.
 */
async function releaseWork(trx: Transaction<Database>, staffId: string, email: string, now: Date) {
  const rules = await trx
    .selectFrom("assignment_rules")
    .select(["id", "position", "form", "sector", "country"])
    .where("owner_id", "=", staffId)
    .execute();
  for (const rule of rules) {
    const { id: _id, ...before } = rule;
    await trx
      .insertInto("desk_events")
      .values({
        id: randomUUID(),
        at: now.toISOString(),
        actor: commandLine,
        kind: "rule-removed",
        detail: JSON.stringify({ before: { ...before, owner: email } }),
      })
      .execute();
  }
  await trx.deleteFrom("assignment_rules").where("owner_id", "=", staffId).execute();
  const owned = await trx.selectFrom("leads").select("id").where("owner_id", "=", staffId).execute();
  await trx.updateTable("leads").set({ owner_id: null }).where("owner_id", "=", staffId).execute();
  await recordLeadEvents(
    trx,
    owned.map((lead) => ({ leadId: lead.id, kind: "assign" as const, detail: { from: email, to: null } })),
    commandLine,
    now,
  );
}

/**
 * Forgets an account's second factor (a lost phone) and signs it out: its next sign-in enrols a
 * new one, after the password.
 */
export async function resetSecondFactor(storage: Storage, address: string): Promise<boolean> {
  const email = parseEmail(address);
  if (!email) return false;
  return storage.write(async (trx) => {
    const staff = await trx.selectFrom("staff").select("id").where("email", "=", email).executeTakeFirst();
    if (!staff) return false;
    await trx.deleteFrom("staff_sessions").where("staff_id", "=", staff.id).execute();
    await trx
      .updateTable("staff")
      .set({ totp_secret: null, totp_last_step: null })
      .where("id", "=", staff.id)
      .execute();
    return true;
  });
}

/**
 * Gives an account another role; false when there is no such account. Its sessions stay: the role
 * is read with the session on every request, so the change applies at the next page.
 */
export async function setStaffRole(storage: Storage, address: string, role: StaffRole): Promise<boolean> {
  const email = parseEmail(address);
  if (!email) return false;
  const result = await storage.db.updateTable("staff").set({ role }).where("email", "=", email).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every account, by address. */
export async function listStaff(storage: Storage): Promise<StaffAccount[]> {
  const rows = await storage.db
    .selectFrom("staff")
    .select(["email", "created_at", "last_sign_in_at", "totp_secret", "role"])
    .orderBy("email")
    .execute();
  return rows.map((row) => ({
    email: row.email,
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
    enrolled: row.totp_secret !== null,
    role: row.role,
  }));
}
