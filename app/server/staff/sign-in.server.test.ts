import { beforeEach, expect, it, vi } from "vitest";
import { limitKey, limits } from "~/leads/server/limits.server";
import type { Storage } from "~/platform/db/db.server";
import { appCode, enrol as enrolAccount, staffPassword as password } from "../../../tests/support/staff-sign-in";
import { describeStorage } from "../../../tests/support/storage";
import { addStaff } from "./accounts.server";
import { verifyPassword } from "./password.server";
import { readSession } from "./sessions.server";
import { signInWithCode, signInWithPassword } from "./sign-in.server";

// The real password check, watched: a test counts how many attempts were checked at all.
vi.mock("./password.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./password.server")>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

describeStorage("staff accounts and sign-in on $name", (test) => {
  let storage: Storage;
  const t0 = new Date("2026-11-24T09:00:00Z");
  beforeEach(() => {
    storage = test.storage;
  });

  const enrol = (email: string, at: Date) => enrolAccount(storage, email, at);

  /** The answers to attempts sent all at once, counted by kind. */
  const answers = async (attempts: Promise<{ ok: boolean; reason?: string }>[]) => {
    const counts: Record<string, number> = {};
    for (const result of await Promise.all(attempts)) {
      const kind = result.ok ? "ok" : (result.reason ?? "?");
      counts[kind] = (counts[kind] ?? 0) + 1;
    }
    return counts;
  };
  const hitsUnder = async (key: string) =>
    (await storage.db.selectFrom("rate_hits").select("ref").where("key", "=", key).execute()).length;
  const accountKey = (email: string) => limitKey(limits.signInAccount, email);
  const addressKey = (address: string) => limitKey(limits.signInAddress, address);
  /** A new account past its password, waiting for its first code; the right code now and a wrong one. */
  const waitingForCode = async () => {
    await addStaff(storage, "ana@nudo.example", password, t0);
    const first = await signInWithPassword(storage, {
      email: "ana@nudo.example",
      password,
      clientAddress: "192.0.2.1",
      now: t0,
    });
    if (!first.ok) throw new Error("refused");
    const session = await readSession(storage, first.token, t0);
    if (!session?.pendingTotpSecret) throw new Error("no key to enrol");
    const right = appCode(session.pendingTotpSecret, t0);
    return { session, right, wrong: right === "000000" ? "111111" : "000000" };
  };

  it("signs in with password then enrols TOTP; the next sign-in asks the enrolled key's code, once", async () => {
    await addStaff(storage, "ana@nudo.example", password, t0);
    const { secret, token } = await enrol("ana@nudo.example", t0);
    const active = await readSession(storage, token, t0);
    expect(active).toMatchObject({ stage: "active", staff: { email: "ana@nudo.example" } });

    const later = new Date(t0.getTime() + 60_000);
    const again = await signInWithPassword(storage, {
      email: "ana@nudo.example",
      password,
      clientAddress: "192.0.2.10",
      now: later,
    });
    if (!again.ok) throw new Error("refused");
    const half = await readSession(storage, again.token, later);
    expect(half).toMatchObject({ stage: "password", pendingTotpSecret: null });
    if (!half) throw new Error("no session");
    const code = appCode(secret, later);
    const ok = await signInWithCode(storage, half, { code, clientAddress: "192.0.2.10", now: later });
    expect(ok.ok).toBe(true);
    // The half-signed-in token is gone, and the same code cannot be used again.
    expect(await readSession(storage, again.token, later)).toBeNull();
    const third = await signInWithPassword(storage, {
      email: "ana@nudo.example",
      password,
      clientAddress: "192.0.2.10",
      now: later,
    });
    if (!third.ok) throw new Error("refused");
    const half3 = await readSession(storage, third.token, later);
    if (!half3) throw new Error("no session");
    expect(await signInWithCode(storage, half3, { code, clientAddress: "192.0.2.10", now: later })).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("locks an account for 15 minutes after five failures, whichever addresses they came from", async () => {
    await addStaff(storage, "ana@nudo.example", password, t0);
    for (let i = 0; i < 5; i++) {
      const result = await signInWithPassword(storage, {
        email: "ana@nudo.example",
        password: "wrong password!",
        clientAddress: `198.51.100.${i}`,
        now: new Date(t0.getTime() + i * 1000),
      });
      expect(result).toEqual({ ok: false, reason: "invalid" });
    }
    const locked = await signInWithPassword(storage, {
      email: "ana@nudo.example",
      password,
      clientAddress: "203.0.113.9",
      now: new Date(t0.getTime() + 10_000),
    });
    expect(locked).toEqual({ ok: false, reason: "locked", retryAfterSeconds: 890 });
    const after = await signInWithPassword(storage, {
      email: "ana@nudo.example",
      password,
      clientAddress: "203.0.113.9",
      now: new Date(t0.getTime() + 15 * 60_000 + 1000),
    });
    expect(after.ok).toBe(true);
  });

  it("locks an address after five failures, whichever accounts it tried (unknown ones included)", async () => {
    await addStaff(storage, "ana@nudo.example", password, t0);
    for (let i = 0; i < 5; i++) {
      await signInWithPassword(storage, {
        email: `guess${i}@nudo.example`,
        password,
        clientAddress: "198.51.100.7",
        now: t0,
      });
    }
    const fromThere = await signInWithPassword(storage, {
      email: "ana@nudo.example",
      password,
      clientAddress: "198.51.100.7",
      now: t0,
    });
    expect(fromThere).toMatchObject({ ok: false, reason: "locked" });
    const fromElsewhere = await signInWithPassword(storage, {
      email: "ana@nudo.example",
      password,
      clientAddress: "203.0.113.1",
      now: t0,
    });
    expect(fromElsewhere.ok).toBe(true);
  });

  it("counts wrong codes as failures too", async () => {
    const { session, right, wrong } = await waitingForCode();
    for (let i = 0; i < 5; i++) {
      expect(
        await signInWithCode(storage, session, { code: wrong, clientAddress: "192.0.2.1", now: t0 }),
      ).toMatchObject({
        reason: "invalid",
      });
    }
    expect(await signInWithCode(storage, session, { code: right, clientAddress: "192.0.2.1", now: t0 })).toMatchObject({
      reason: "locked",
    });
  });

  it.each([30, 100])(
    "checks only five of %i wrong passwords sent at once for one account; the rest are locked",
    async (n) => {
      await addStaff(storage, "ana@nudo.example", password, t0);
      vi.mocked(verifyPassword).mockClear();
      const counts = await answers(
        Array.from({ length: n }, (_, i) =>
          signInWithPassword(storage, {
            email: "ana@nudo.example",
            password: "wrong password!",
            clientAddress: `198.51.${Math.floor(i / 200)}.${i % 200}`,
            now: t0,
          }),
        ),
      );
      expect(counts).toEqual({ invalid: 5, locked: n - 5 });
      // A locked attempt costs no password hash.
      expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(5);
      expect(await hitsUnder(accountKey("ana@nudo.example"))).toBe(5);
      const right = await signInWithPassword(storage, {
        email: "ana@nudo.example",
        password,
        clientAddress: "203.0.113.9",
        now: t0,
      });
      expect(right).toEqual({ ok: false, reason: "locked", retryAfterSeconds: 900 });
    },
  );

  it("checks at most five of 30 attempts sent at once from one address over different accounts", async () => {
    await addStaff(storage, "ana@nudo.example", password, t0);
    vi.mocked(verifyPassword).mockClear();
    const counts = await answers(
      Array.from({ length: 30 }, (_, i) =>
        signInWithPassword(storage, {
          email: i === 0 ? "ana@nudo.example" : `guess${i}@nudo.example`,
          password: "wrong password!",
          clientAddress: "198.51.100.7",
          now: t0,
        }),
      ),
    );
    expect(counts).toEqual({ invalid: 5, locked: 25 });
    expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(5);
    expect(await hitsUnder(addressKey("198.51.100.7"))).toBe(5);
    // A refused attempt kept nothing under its account either: only the five checked are counted.
    const accounts = await storage.db
      .selectFrom("rate_hits")
      .select("key")
      .where("key", "like", `${limits.signInAccount.name}:%`)
      .execute();
    expect(accounts).toHaveLength(5);
  });

  it("signs in with the right password after wrong ones, sent with them, and counts only the wrong ones", async () => {
    await addStaff(storage, "ana@nudo.example", password, t0);
    const attempt = (typed: string, i: number) =>
      signInWithPassword(storage, {
        email: "ana@nudo.example",
        password: typed,
        clientAddress: `198.51.100.${i}`,
        now: t0,
      });
    const counts = await answers([
      attempt("wrong password!", 1),
      attempt("wrong password!", 2),
      attempt("wrong password!", 3),
      attempt(password, 4),
    ]);
    expect(counts).toEqual({ invalid: 3, ok: 1 });
    expect(await hitsUnder(accountKey("ana@nudo.example"))).toBe(3);
    expect(await hitsUnder(addressKey("198.51.100.4"))).toBe(0);
    // Two more failures are allowed before the lock, not one.
    expect(await attempt("wrong password!", 5)).toEqual({ ok: false, reason: "invalid" });
    expect(await attempt(password, 6)).toMatchObject({ ok: true });
    expect(await attempt("wrong password!", 7)).toEqual({ ok: false, reason: "invalid" });
    expect(await attempt(password, 8)).toMatchObject({ ok: false, reason: "locked" });
  });

  it("checks only five of 30 wrong codes sent at once; the right code after them is locked out", async () => {
    const { session, right, wrong } = await waitingForCode();
    const counts = await answers(
      Array.from({ length: 30 }, (_, i) =>
        signInWithCode(storage, session, { code: wrong, clientAddress: `198.51.100.${i}`, now: t0 }),
      ),
    );
    expect(counts).toEqual({ invalid: 5, locked: 25 });
    expect(await hitsUnder(accountKey("ana@nudo.example"))).toBe(5);
    expect(await signInWithCode(storage, session, { code: right, clientAddress: "192.0.2.1", now: t0 })).toMatchObject({
      ok: false,
      reason: "locked",
    });
  });

  it("takes the right code after wrong ones and clears the account's failures", async () => {
    const { session, right, wrong } = await waitingForCode();
    for (let i = 0; i < 3; i++)
      expect(await signInWithCode(storage, session, { code: wrong, clientAddress: "192.0.2.1", now: t0 })).toEqual({
        ok: false,
        reason: "invalid",
      });
    expect(await signInWithCode(storage, session, { code: right, clientAddress: "192.0.2.1", now: t0 })).toMatchObject({
      ok: true,
    });
    expect(await hitsUnder(accountKey("ana@nudo.example"))).toBe(0);
    // The address keeps its three failures, and no fourth for the right code.
    expect(await hitsUnder(addressKey("192.0.2.1"))).toBe(3);
  });
});
