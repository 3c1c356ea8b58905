import * as OTPAuth from "otpauth";
import type { Storage } from "../../app/platform/db/db.server";
import { readSession } from "../../app/server/staff/sessions.server";
import { signInWithCode, signInWithPassword } from "../../app/server/staff/sign-in.server";

/**
 * Staff accounts signing in, for the tests: the password they are given, the codes an
 * authenticator app would show, and an account taken through its first sign-in.
 */
export const staffPassword = "a long enough password";

/** A code from an independent implementation (the `otpauth` library), as an authenticator app makes it. */
export const appCode = (secret: string, at: Date) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: at.getTime(),
  });

/** Signs an account in with its password and enrols its authenticator at `at`: the key and the signed-in token. */
export async function enrol(storage: Storage, email: string, at: Date): Promise<{ secret: string; token: string }> {
  const first = await signInWithPassword(storage, {
    email,
    password: staffPassword,
    clientAddress: "192.0.2.10",
    now: at,
  });
  if (!first.ok) throw new Error("password refused");
  const session = await readSession(storage, first.token, at);
  if (!session?.pendingTotpSecret) throw new Error("no key to enrol");
  const done = await signInWithCode(storage, session, {
    code: appCode(session.pendingTotpSecret, at),
    clientAddress: "192.0.2.10",
    now: at,
  });
  if (!done.ok) throw new Error("code refused");
  return { secret: session.pendingTotpSecret, token: done.token };
}
