import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Kysely, PostgresDialect } from "kysely";
import { Migrator } from "kysely/migration";
import * as OTPAuth from "otpauth";
import pg from "pg";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { addRule, deskEvents, listRules } from "~/leads/server/assignment-rules.server";
import { leadRecord } from "~/leads/server/lead-record.server";
import { limitKey, limits } from "~/leads/server/limits.server";
import { openStorage, type Storage } from "~/platform/db/db.server";
import { migrationProvider } from "~/platform/db/migrations.server";
import type { Database } from "~/platform/db/schema.server";
import { NodeSqliteDialect } from "~/platform/db/sqlite-driver.server";
import { testDatabaseUrl } from "../../../tests/support/database-url";
import { describeStorage } from "../../../tests/support/storage";
import { addStaff, listStaff, removeStaff, resetSecondFactor, setStaffRole } from "./accounts.server";
import { hashPassword, verifyPassword } from "./password.server";
import { createSession, readSession, sessionIdleMs } from "./sessions.server";
import { signInWithCode, signInWithPassword } from "./sign-in.server";
import { otpauthUri, totpCode, totpStep, verifyTotp } from "./totp.server";

// The real password check, watched: a test counts how many attempts were checked at all.
vi.mock("./password.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./password.server")>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

/** A code from an independent implementation (the `otpauth` library), as an authenticator app makes it. */
const appCode = (secret: string, at: Date) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: at.getTime(),
  });

describe("passwords", () => {
  it("verifies the right password and refuses a wrong one or a malformed hash", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(await verifyPassword("x", "plain-text")).toBe(false);
  });
});

describe("TOTP", () => {
  const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
  it("makes the codes an authenticator app makes (RFC 6238 test vector, otpauth)", () => {
    // RFC 6238 appendix B, SHA-1, T = 59 s: 94287082 (eight digits); six digits: 287082.
    expect(totpCode("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", totpStep(new Date(59_000)))).toBe("287082");
    const at = new Date("2026-11-24T10:00:10Z");
    expect(totpCode(secret, totpStep(at))).toBe(appCode(secret, at));
  });
  it("accepts the previous, current and next step once, and nothing older than the last used", () => {
    const at = new Date("2026-11-24T10:00:10Z");
    const step = totpStep(at);
    expect(verifyTotp(secret, appCode(secret, at), at, null)).toBe(step);
    expect(verifyTotp(secret, appCode(secret, new Date(at.getTime() - 30_000)), at, null)).toBe(step - 1);
    expect(verifyTotp(secret, appCode(secret, new Date(at.getTime() + 30_000)), at, null)).toBe(step + 1);
    expect(verifyTotp(secret, appCode(secret, new Date(at.getTime() - 90_000)), at, null)).toBeNull();
    expect(verifyTotp(secret, appCode(secret, at), at, step)).toBeNull();
    expect(verifyTotp(secret, "12345", at, null)).toBeNull();
    expect(verifyTotp(secret, "abcdef", at, null)).toBeNull();
  });
  it("writes the otpauth address apps scan", () => {
    const uri = otpauthUri(secret, "ana@nudo.example", "Nudo");
    expect(OTPAuth.URI.parse(uri).label).toBe("ana@nudo.example");
    expect(uri).toContain("issuer=Nudo");
  });
});

describeStorage("staff accounts and sign-in on $name", (test) => {
  let storage: Storage;
  const t0 = new Date("2026-11-24T09:00:00Z");
  beforeEach(() => {
    storage = test.storage;
  });

  const password = "a long enough password";
  const enrol = async (email: string, at: Date) => {
    const first = await signInWithPassword(storage, { email, password, clientAddress: "192.0.2.10", now: at });
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
  };

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

  it("creates, lists and removes accounts; refuses short passwords, bad addresses and duplicates", async () => {
    expect(await addStaff(storage, "Ana@Nudo.example", password, t0)).toEqual({ added: true });
    expect(await addStaff(storage, "ana@nudo.example", password, t0)).toEqual({ added: false, reason: "exists" });
    expect(await addStaff(storage, "luis@nudo.example", "eleven char", t0)).toEqual({
      added: false,
      reason: "shortPassword",
    });
    expect(await addStaff(storage, "not an address", password, t0)).toEqual({ added: false, reason: "invalidEmail" });
    expect(await listStaff(storage)).toEqual([
      { email: "ana@nudo.example", createdAt: t0.toISOString(), lastSignInAt: null, enrolled: false, role: "sales" },
    ]);
    const { token } = await enrol("ana@nudo.example", t0);
    expect((await listStaff(storage))[0]).toMatchObject({ enrolled: true, lastSignInAt: t0.toISOString() });
    expect(await removeStaff(storage, "ANA@nudo.example")).toBe(true);
    expect(await readSession(storage, token, t0)).toBeNull();
    expect(await listStaff(storage)).toEqual([]);
  });

  it("removing an account that owns rules and leads removes its rules and leaves its leads without an owner, both audited", async () => {
    await addStaff(storage, "ana@nudo.example", password, t0);
    const ana = await storage.db
      .selectFrom("staff")
      .select("id")
      .where("email", "=", "ana@nudo.example")
      .executeTakeFirstOrThrow();
    expect(
      await addRule(storage, { form: "", sector: "yacht", country: "", ownerId: ana.id }, "rosa@nudo.example", t0),
    ).toEqual({ ok: true });
    await storage.db
      .insertInto("leads")
      .values({
        id: "lead-1",
        form: "contact",
        lang: "es",
        data: "{}",
        email: "x@cliente.example",
        created_at: t0.toISOString(),
        name: null,
        company: null,
        country: null,
        search: null,
        owner_id: ana.id,
      })
      .execute();
    expect(await removeStaff(storage, "ana@nudo.example")).toBe(true);
    expect(await listRules(storage)).toEqual([]);
    expect((await deskEvents(storage)).map(({ actor, kind }) => [actor, kind])).toEqual([
      ["command line", "rule-removed"],
      ["rosa@nudo.example", "rule-added"],
    ]);
    const lead = await leadRecord(storage, "lead-1");
    expect(lead?.owner).toBeNull();
    expect(lead?.events).toMatchObject([
      { actor: "command line", kind: "assign", detail: { from: "ana@nudo.example", to: null } },
    ]);
  });

  it("gives each account a role: sales unless told, changed later, read with its session", async () => {
    await addStaff(storage, "ana@nudo.example", password, t0);
    await addStaff(storage, "eva@nudo.example", password, t0, "editor");
    await addStaff(storage, "rosa@nudo.example", password, t0, "admin");
    expect((await listStaff(storage)).map(({ email, role }) => [email, role])).toEqual([
      ["ana@nudo.example", "sales"],
      ["eva@nudo.example", "editor"],
      ["rosa@nudo.example", "admin"],
    ]);
    const { token } = await enrol("eva@nudo.example", t0);
    expect((await readSession(storage, token, t0))?.staff.role).toBe("editor");

    // The change keeps the session: the next request reads the new role.
    expect(await setStaffRole(storage, "EVA@nudo.example", "admin")).toBe(true);
    expect((await readSession(storage, token, t0))?.staff.role).toBe("admin");
    expect(await setStaffRole(storage, "nadie@nudo.example", "editor")).toBe(false);
    expect(await setStaffRole(storage, "not an address", "editor")).toBe(false);
    expect((await listStaff(storage)).map(({ role }) => role)).toEqual(["sales", "admin", "admin"]);
  });

  it("reads an account made before roles (stored without one) as sales", async () => {
    // What the code before roles wrote: every column but the role.
    await storage.db
      .insertInto("staff")
      .values({
        id: "00000000-0000-4000-8000-000000000001",
        email: "old@nudo.example",
        password_hash: await hashPassword(password),
        totp_secret: null,
        totp_last_step: null,
        created_at: t0.toISOString(),
        last_sign_in_at: null,
      })
      .execute();
    expect((await listStaff(storage))[0]).toMatchObject({ email: "old@nudo.example", role: "sales" });
    const token = await createSession(storage, "00000000-0000-4000-8000-000000000001", "active", t0);
    expect((await readSession(storage, token, t0))?.staff.role).toBe("sales");
  });

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

  it("ends a session after 12 hours idle, keeps it while used, and a half sign-in after 10 minutes", async () => {
    await addStaff(storage, "ana@nudo.example", password, t0);
    const staff = await storage.db.selectFrom("staff").select("id").executeTakeFirstOrThrow();
    const token = await createSession(storage, staff.id, "active", t0);
    const eleven = new Date(t0.getTime() + 11 * 3600_000);
    expect(await readSession(storage, token, eleven)).not.toBeNull();
    expect(await readSession(storage, token, new Date(eleven.getTime() + 11 * 3600_000))).not.toBeNull();
    expect(
      await readSession(storage, token, new Date(eleven.getTime() + 11 * 3600_000 + sessionIdleMs + 1)),
    ).toBeNull();
    const half = await createSession(storage, staff.id, "password", t0, "JBSWY3DPEHPK3PXP");
    expect(await readSession(storage, half, new Date(t0.getTime() + 11 * 60_000))).toBeNull();
    expect(await readSession(storage, "forged-token", t0)).toBeNull();
  });

  it("forgets a lost authenticator: the next sign-in enrols a new key", async () => {
    await addStaff(storage, "ana@nudo.example", password, t0);
    const { secret } = await enrol("ana@nudo.example", t0);
    expect(await resetSecondFactor(storage, "ana@nudo.example")).toBe(true);
    const again = await signInWithPassword(storage, {
      email: "ana@nudo.example",
      password,
      clientAddress: "192.0.2.1",
      now: t0,
    });
    if (!again.ok) throw new Error("refused");
    const session = await readSession(storage, again.token, t0);
    expect(session?.pendingTotpSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(session?.pendingTotpSecret).not.toBe(secret);
  });
});

/** Migrates `db` up to the last migration before staff roles: a database the code before roles left behind. */
async function migrateBeforeRoles(db: Kysely<Database>, migrationTableSchema?: string) {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error } = await migrator.migrateTo("2026-11-24-001-back-office");
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/**
 * An empty database migrated only up to before roles, on each backend: its raw handle, and how
 * the site's storage opens it (migrating to the latest, as a deploy does).
 */
const oldDatabases: {
  name: string;
  create: () => Promise<{ db: Kysely<Database>; upgrade: () => Promise<Storage>; dispose: () => Promise<void> }>;
}[] = [
  {
    name: "SQLite",
    async create() {
      const dataDir = mkdtempSync(path.join(tmpdir(), "site-test-"));
      const db = new Kysely<Database>({ dialect: new NodeSqliteDialect(path.join(dataDir, "site.db")) });
      await migrateBeforeRoles(db);
      return {
        db,
        upgrade: () => openStorage({ dataDir }),
        dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: "PostgreSQL",
    async create() {
      const schema = `test_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: testDatabaseUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      const dataDir = mkdtempSync(path.join(tmpdir(), "site-test-"));
      const pool = new pg.Pool({ connectionString: testDatabaseUrl, options: `-c search_path=${schema}` });
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
      await migrateBeforeRoles(db, schema);
      return {
        db,
        upgrade: () => openStorage({ databaseUrl: testDatabaseUrl, dataDir, schema }),
        async dispose() {
          await admin.query(`DROP SCHEMA ${schema} CASCADE`);
          await admin.end();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  },
];

describe.each(oldDatabases)("an account made before roles, on $name", (backend) => {
  it("is a sales account after the upgrade, and keeps its session", async () => {
    const old = await backend.create();
    try {
      const at = "2026-11-24T09:00:00.000Z";
      const staffId = "00000000-0000-4000-8000-000000000002";
      await old.db
        .insertInto("staff")
        .values({
          id: staffId,
          email: "old@nudo.example",
          password_hash: await hashPassword("a long enough password"),
          totp_secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
          totp_last_step: null,
          created_at: at,
          last_sign_in_at: at,
        })
        .execute();
      await old.db.destroy();
      const storage = await old.upgrade();
      try {
        expect(await listStaff(storage)).toEqual([
          { email: "old@nudo.example", createdAt: at, lastSignInAt: at, enrolled: true, role: "sales" },
        ]);
        const token = await createSession(storage, staffId, "active", new Date(at));
        expect((await readSession(storage, token, new Date(at)))?.staff.role).toBe("sales");
      } finally {
        await storage.close();
      }
    } finally {
      await old.dispose();
    }
  });
});
