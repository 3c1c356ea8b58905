import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Storage } from "~/platform/db/db.server";
import type { Database, StaffRole } from "~/platform/db/schema.server";

/** A session nobody used for this long is over. */
export const sessionIdleMs = 12 * 60 * 60_000;
/** After the password, the second factor must come within this. */
export const secondFactorMs = 10 * 60_000;
/** The session's last use is written at most this often (not on every request). */
const touchEveryMs = 60_000;

/** The cookie that carries a session's token. */
export const sessionCookie = "staff_session";

export type Session = {
  token: string;
  stage: Database["staff_sessions"]["stage"];
  pendingTotpSecret: string | null;
  staff: {
    id: string;
    email: string;
    totpSecret: string | null;
    totpLastStep: number | null;
    role: StaffRole;
    /** The back office's language the staff member chose; null: their browser's. */
    language: string | null;
  };
};

/** What the table holds of a token: its digest, so a copy of the table cannot be used to sign in. */
const sessionId = (token: string) => createHash("sha256").update(token).digest("hex");

/** Starts a session and answers its token (the cookie's value). */
export async function createSession(
  storage: Storage,
  staffId: string,
  stage: Session["stage"],
  now: Date,
  pendingTotpSecret: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const at = now.toISOString();
  await storage.db
    .insertInto("staff_sessions")
    .values({
      id: sessionId(token),
      staff_id: staffId,
      stage,
      pending_totp_secret: pendingTotpSecret,
      created_at: at,
      last_seen_at: at,
    })
    .execute();
  return token;
}

/**
 * The session of `token`, or null when there is none, it has been idle for 12 hours, or it is
 * waiting for a second factor that did not come within 10 minutes (such sessions are deleted).
 * Its last use moves forward at most once a minute. Every instance reads the same table.
 */
export async function readSession(storage: Storage, token: string | undefined, now: Date): Promise<Session | null> {
  if (!token || token.length > 100) return null;
  const id = sessionId(token);
  const row = await storage.db
    .selectFrom("staff_sessions")
    .innerJoin("staff", "staff.id", "staff_sessions.staff_id")
    .select([
      "staff_sessions.stage",
      "staff_sessions.pending_totp_secret",
      "staff_sessions.created_at",
      "staff_sessions.last_seen_at",
      "staff.id as staff_id",
      "staff.email",
      "staff.totp_secret",
      "staff.totp_last_step",
      "staff.role",
      "staff.language",
    ])
    .where("staff_sessions.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const idle = now.getTime() - new Date(row.last_seen_at).getTime();
  const age = now.getTime() - new Date(row.created_at).getTime();
  if (idle > sessionIdleMs || (row.stage === "password" && age > secondFactorMs)) {
    await storage.db.deleteFrom("staff_sessions").where("id", "=", id).execute();
    return null;
  }
  if (idle > touchEveryMs) {
    await storage.db
      .updateTable("staff_sessions")
      .set({ last_seen_at: now.toISOString() })
      .where("id", "=", id)
      .execute();
  }
  return {
    token,
    stage: row.stage,
    pendingTotpSecret: row.pending_totp_secret,
    staff: {
      id: row.staff_id,
      email: row.email,
      totpSecret: row.totp_secret,
      totpLastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
      role: row.role,
      language: row.language,
    },
  };
}

/** Ends a session (sign-out); an unknown token is nothing to do. */
export async function endSession(storage: Storage, token: string): Promise<void> {
  await storage.db.deleteFrom("staff_sessions").where("id", "=", sessionId(token)).execute();
}

/** Deletes sessions idle past their limit (run with retention); answers how many. */
export async function deleteIdleSessions(storage: Storage, now: Date): Promise<number> {
  const result = await storage.db
    .deleteFrom("staff_sessions")
    .where("last_seen_at", "<", new Date(now.getTime() - sessionIdleMs).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The token every form of a session carries: derived from the session's secret token, which
 * only its cookie holds, so a page of another site cannot know it (cross-site request forgery).
 */
export function formToken(sessionToken: string): string {
  return createHmac("sha256", sessionToken).update("staff-form").digest("base64url");
}

/** Whether a posted form token belongs to the session. */
export function validFormToken(sessionToken: string, posted: unknown): boolean {
  if (typeof posted !== "string") return false;
  const expected = Buffer.from(formToken(sessionToken));
  const given = Buffer.from(posted);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
