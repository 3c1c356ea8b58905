import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Kysely, PostgresDialect } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { beforeEach, describe, expect, it } from "vitest";
import { addRule, deskEvents, listRules } from "~/leads/server/assignment-rules.server";
import { leadRecord } from "~/leads/server/lead-record.server";
import { openStorage, type Storage } from "~/platform/db/db.server";
import { migrationProvider } from "~/platform/db/migrations.server";
import type { Database } from "~/platform/db/schema.server";
import { NodeSqliteDialect } from "~/platform/db/sqlite-driver.server";
import { testDatabaseUrl } from "../../../tests/support/database-url";
import { enrol as enrolAccount, staffPassword as password } from "../../../tests/support/staff-sign-in";
import { describeStorage } from "../../../tests/support/storage";
import { addStaff, listStaff, removeStaff, resetSecondFactor, setStaffRole } from "./accounts.server";
import { hashPassword } from "./password.server";
import { createSession, readSession } from "./sessions.server";
import { signInWithPassword } from "./sign-in.server";

describeStorage("staff accounts and sign-in on $name", (test) => {
  let storage: Storage;
  const t0 = new Date("2026-11-24T09:00:00Z");
  beforeEach(() => {
    storage = test.storage;
  });

  const enrol = (email: string, at: Date) => enrolAccount(storage, email, at);

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
