import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Storage } from "../db/db.server";
import { normaliseEmail } from "../db/email-address.server";
import { addressSubject, type Limit, limitKey, limits, takeHitIn } from "../leads/limits.server";
import { log } from "../observability/log.server";
import { decoyHash, verifyPassword } from "./password.server";
import { createSession, endSession, type Session } from "./sessions.server";
import { newTotpSecret, verifyTotp } from "./totp.server";

export type SignInRefusal =
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "locked"; retryAfterSeconds: number }
  | { ok: false; reason: "expired" };

/** Whether failures under `key` have reached the limit; if so, when the oldest leaves the window. */
async function lockedFor(storage: Storage, limit: Limit, key: string, now: Date): Promise<number | null> {
  const since = new Date(now.getTime() - limit.windowMs).toISOString();
  const row = await storage.db
    .selectFrom("rate_hits")
    .select([sql<string | number>`count(*)`.as("n"), sql<string | null>`min(at)`.as("oldest")])
    .where("key", "=", key)
    .where("at", ">", since)
    .executeTakeFirstOrThrow();
  if (Number(row.n) < limit.max || !row.oldest) return null;
  return Math.max(1, Math.ceil((new Date(row.oldest).getTime() + limit.windowMs - now.getTime()) / 1000));
}

/** The keys a sign-in attempt is counted under: its account (by address typed) and its client address. */
function attemptKeys(email: string, clientAddress: string | null) {
  return [
    [limits.signInAccount, limitKey(limits.signInAccount, normaliseEmail(email))],
    [limits.signInAddress, limitKey(limits.signInAddress, addressSubject(clientAddress))],
  ] as const;
}

/** Refused while five failures of the account, or from the address, are younger than 15 minutes. */
async function lock(storage: Storage, email: string, clientAddress: string | null, now: Date) {
  let longest: number | null = null;
  for (const [limit, key] of attemptKeys(email, clientAddress)) {
    const seconds = await lockedFor(storage, limit, key, now);
    if (seconds !== null) longest = Math.max(longest ?? 0, seconds);
  }
  return longest;
}

async function recordFailure(storage: Storage, email: string, clientAddress: string | null, now: Date) {
  const failure = randomUUID();
  await storage.write(async (trx) => {
    for (const [limit, key] of attemptKeys(email, clientAddress))
      await takeHitIn(trx, storage.kind, limit, key, now, failure);
  });
}

/**
 * The first step: e-mail address and password. Refused while the account or the address is
 * locked (before the password is even checked, so a locked account cannot be guessed at); a
 * wrong password, or an address without an account (which costs the same time), counts as a
 * failure. Right: a session waiting for its second factor (with a new key to enrol when the
 * account has none yet).
 */
export async function signInWithPassword(
  storage: Storage,
  attempt: { email: string; password: string; clientAddress: string | null; now: Date },
): Promise<{ ok: true; token: string } | SignInRefusal> {
  const { now, clientAddress } = attempt;
  const email = normaliseEmail(attempt.email).slice(0, 255);
  const locked = await lock(storage, email, clientAddress, now);
  if (locked !== null) {
    log.warn({ event: "staff_sign_in_locked", step: "password" });
    return { ok: false, reason: "locked", retryAfterSeconds: locked };
  }
  const staff = await storage.db
    .selectFrom("staff")
    .select(["id", "password_hash", "totp_secret"])
    .where("email", "=", email)
    .executeTakeFirst();
  const valid = await verifyPassword(attempt.password.slice(0, 1024), staff?.password_hash ?? (await decoyHash));
  if (!staff || !valid) {
    await recordFailure(storage, email, clientAddress, now);
    log.warn({ event: "staff_sign_in_failed", step: "password" });
    return { ok: false, reason: "invalid" };
  }
  const token = await createSession(storage, staff.id, "password", now, staff.totp_secret ? null : newTotpSecret());
  return { ok: true, token };
}

/**
 * The second step: a code from the authenticator app, for the key the account enrolled, or for
 * the key it is enrolling (which becomes its key). A wrong code counts as a failure like a wrong
 * password. Right: the half-signed-in session is replaced by a new one (a new token, so a token
 * seen before the second factor is worth nothing after it).
 */
export async function signInWithCode(
  storage: Storage,
  session: Session,
  attempt: { code: string; clientAddress: string | null; now: Date },
): Promise<{ ok: true; token: string } | SignInRefusal> {
  const { now, clientAddress } = attempt;
  if (session.stage !== "password") return { ok: false, reason: "expired" };
  const email = session.staff.email;
  const locked = await lock(storage, email, clientAddress, now);
  if (locked !== null) {
    log.warn({ event: "staff_sign_in_locked", step: "code" });
    return { ok: false, reason: "locked", retryAfterSeconds: locked };
  }
  const secret = session.staff.totpSecret ?? session.pendingTotpSecret;
  if (!secret) return { ok: false, reason: "expired" };
  const step = verifyTotp(secret, attempt.code, now, session.staff.totpSecret ? session.staff.totpLastStep : null);
  if (step === null) {
    await recordFailure(storage, email, clientAddress, now);
    log.warn({ event: "staff_sign_in_failed", step: "code" });
    return { ok: false, reason: "invalid" };
  }
  // The step is taken only if no other request took it (or a later one) first: a code works once.
  const taken = await storage.db
    .updateTable("staff")
    .set({ totp_secret: secret, totp_last_step: step, last_sign_in_at: now.toISOString() })
    .where("id", "=", session.staff.id)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 0) {
    await recordFailure(storage, email, clientAddress, now);
    return { ok: false, reason: "invalid" };
  }
  await endSession(storage, session.token);
  await storage.db.deleteFrom("rate_hits").where("key", "=", attemptKeys(email, null)[0][1]).execute();
  log.info({ event: "staff_signed_in", enrolled: session.staff.totpSecret === null });
  return { ok: true, token: await createSession(storage, session.staff.id, "active", now) };
}
