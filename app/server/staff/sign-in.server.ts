import { randomUUID } from "node:crypto";
import { addressSubject, limitKey, limits, takeHitIn } from "~/leads/server/limits.server";
import type { Storage } from "~/platform/db/db.server";
import { normaliseEmail } from "~/platform/db/email-address.server";
import { log } from "~/platform/observability/log.server";
import { decoyHash, verifyPassword } from "./password.server";
import { createSession, endSession, type Session } from "./sessions.server";
import { newTotpSecret, verifyTotp } from "./totp.server";

export type SignInRefusal =
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "locked"; retryAfterSeconds: number }
  | { ok: false; reason: "expired" };

/** The keys a sign-in attempt is counted under: its account (by address typed) and its client address. */
function attemptKeys(email: string, clientAddress: string | null) {
  return [
    [limits.signInAccount, limitKey(limits.signInAccount, normaliseEmail(email))],
    [limits.signInAddress, limitKey(limits.signInAddress, addressSubject(clientAddress))],
  ] as const;
}

/** Thrown inside the reservation's transaction to roll back this attempt's places alone. */
class SignInLocked extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("The account or the address has reached its sign-in failure limit");
  }
}

type Reservation = { reserved: true; ref: string; keys: string[] } | { reserved: false; retryAfterSeconds: number };

/**
 * Takes the attempt's place in both limits (account and address) before anything is checked,
 * all or nothing, in one write transaction: when either is full nothing is kept and the attempt
 * is locked out, with the longer wait. Taking the place first is what makes the limit hold
 * under concurrency: attempts checked first and counted after were all checked when sent at
 * once. The place stays as the attempt's failure unless `release` gives it back.
 */
async function reserveAttempt(
  storage: Storage,
  email: string,
  clientAddress: string | null,
  now: Date,
): Promise<Reservation> {
  const ref = randomUUID();
  const keys = attemptKeys(email, clientAddress);
  try {
    await storage.write(async (trx) => {
      let longest: number | null = null;
      // Always the account's key first, then the address's: every attempt takes PostgreSQL's
      // advisory locks in the same order, so two attempts can never each wait for the other.
      for (const [limit, key] of keys) {
        const hit = await takeHitIn(trx, storage.kind, limit, key, now, ref);
        if (!hit.allowed) longest = Math.max(longest ?? 0, hit.retryAfterSeconds);
      }
      // Rolls back this attempt's places only (on SQLite, to its own savepoint in the group commit).
      if (longest !== null) throw new SignInLocked(longest);
    });
  } catch (error) {
    if (error instanceof SignInLocked) return { reserved: false, retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
  return { reserved: true, ref, keys: keys.map(([, key]) => key) };
}

/** Gives a successful attempt's places back: a right password or code never counts as a failure. */
async function release(storage: Storage, reservation: { ref: string; keys: string[] }) {
  await storage.db
    .deleteFrom("rate_hits")
    .where("key", "in", reservation.keys)
    .where("ref", "=", reservation.ref)
    .execute();
}

/**
 * The first step: e-mail address and password. Refused while the account or the address is
 * locked (before the password is even checked, so a locked account cannot be guessed at and a
 * refusal costs no hash); a wrong password, or an address without an account (which costs the
 * same time), counts as a failure. Right: a session waiting for its second factor (with a new
 * key to enrol when the account has none yet).
 */
export async function signInWithPassword(
  storage: Storage,
  attempt: { email: string; password: string; clientAddress: string | null; now: Date },
): Promise<{ ok: true; token: string } | SignInRefusal> {
  const { now, clientAddress } = attempt;
  const email = normaliseEmail(attempt.email).slice(0, 255);
  const reservation = await reserveAttempt(storage, email, clientAddress, now);
  if (!reservation.reserved) {
    log.warn({ event: "staff_sign_in_locked", step: "password" });
    return { ok: false, reason: "locked", retryAfterSeconds: reservation.retryAfterSeconds };
  }
  const staff = await storage.db
    .selectFrom("staff")
    .select(["id", "password_hash", "totp_secret"])
    .where("email", "=", email)
    .executeTakeFirst();
  const valid = await verifyPassword(attempt.password.slice(0, 1024), staff?.password_hash ?? (await decoyHash));
  if (!staff || !valid) {
    log.warn({ event: "staff_sign_in_failed", step: "password" });
    return { ok: false, reason: "invalid" };
  }
  await release(storage, reservation);
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
  const secret = session.staff.totpSecret ?? session.pendingTotpSecret;
  if (!secret) return { ok: false, reason: "expired" };
  const email = session.staff.email;
  const reservation = await reserveAttempt(storage, email, clientAddress, now);
  if (!reservation.reserved) {
    log.warn({ event: "staff_sign_in_locked", step: "code" });
    return { ok: false, reason: "locked", retryAfterSeconds: reservation.retryAfterSeconds };
  }
  const step = verifyTotp(secret, attempt.code, now, session.staff.totpSecret ? session.staff.totpLastStep : null);
  if (step === null) {
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
  if (Number(taken.numUpdatedRows) === 0) return { ok: false, reason: "invalid" }; // its place stays as a failure
  await endSession(storage, session.token);
  // Signed in: the account's failures are forgotten (this attempt's place with them), and the
  // address's place is given back; the address keeps its earlier failures.
  await release(storage, reservation);
  await storage.db.deleteFrom("rate_hits").where("key", "=", attemptKeys(email, null)[0][1]).execute();
  log.info({ event: "staff_signed_in", enrolled: session.staff.totpSecret === null });
  return { ok: true, token: await createSession(storage, session.staff.id, "active", now) };
}
