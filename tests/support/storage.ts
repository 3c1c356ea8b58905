import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeEach, describe } from "vitest";
import { openStorage, type Storage } from "../../app/platform/db/db.server";
import { testDatabaseUrl } from "./database-url";

/**
 * Storage backends for tests: SQLite in a temporary folder, and the machine's PostgreSQL
 * (TEST_DATABASE_URL, default the local `test` database) in a schema of its own, dropped after.
 * PostgreSQL is a real part of the suite: when it cannot be reached the tests fail, never skip.
 */
export type TestStorage = {
  storage: Storage;
  dataDir: string;
  reopen: () => Promise<Storage>;
  dispose: () => Promise<void>;
};

export type Backend = { name: string; open: () => Promise<TestStorage> };

/**
 * An SQLite database with every migration applied, made once by each test file's process: a test
 * opens a copy of it, which its own migration finds up to date, instead of migrating an empty
 * file (about 0.4 s a test, which hundreds of tests paid).
 */
let migratedSqlite: Promise<string> | undefined;
function migratedSqliteFolder(): Promise<string> {
  migratedSqlite ??= (async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "site-test-migrated-"));
    await (await openStorage({ dataDir: folder })).close();
    process.once("exit", () => rmSync(folder, { recursive: true, force: true }));
    return folder;
  })();
  return migratedSqlite;
}

export const backends: Backend[] = [
  {
    name: "SQLite",
    async open() {
      const dataDir = mkdtempSync(path.join(tmpdir(), "site-test-"));
      const migrated = await migratedSqliteFolder();
      // The last connection's close checkpoints the journal into the file; a journal left copies too.
      for (const file of ["site.db", "site.db-wal"])
        if (existsSync(path.join(migrated, file))) copyFileSync(path.join(migrated, file), path.join(dataDir, file));
      const reopen = () => openStorage({ dataDir });
      const storage = await reopen();
      return {
        storage,
        dataDir,
        reopen,
        async dispose() {
          await storage.close();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: "PostgreSQL",
    async open() {
      const schema = `test_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: testDatabaseUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
      const dataDir = mkdtempSync(path.join(tmpdir(), "site-test-"));
      const reopen = () => openStorage({ databaseUrl: testDatabaseUrl, dataDir, schema });
      const storage = await reopen();
      return {
        storage,
        dataDir,
        reopen,
        async dispose() {
          await storage.close();
          const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
          await cleanup.connect();
          await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
          await cleanup.end();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  },
];

/** The storage of the running test in a `describeStorage` body: read it inside a test or hook. */
export type CurrentStorage = Omit<TestStorage, "dispose">;

/**
 * PostgreSQL for the tests of one describe block: a schema of their own, made and migrated by the
 * first test, emptied after each (every table's rows deleted, the tables that others reference
 * last, in one round trip), dropped after the block. Each test still opens its own storage, which
 * finds the schema migrated. Migrating a new schema for every test took about 2 s of each under
 * load; emptying it takes tens of milliseconds.
 */
function emptiedPostgresSchema() {
  let schema: string | undefined;
  let emptying: string | undefined;
  const withAdmin = async <T>(work: (admin: pg.Client) => Promise<T>): Promise<T> => {
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    try {
      return await work(admin);
    } finally {
      await admin.end();
    }
  };
  return {
    async open(): Promise<TestStorage> {
      if (!schema) {
        const created = `test_${randomBytes(6).toString("hex")}`;
        await withAdmin((admin) => admin.query(`CREATE SCHEMA ${created}`));
        schema = created;
      }
      const dataDir = mkdtempSync(path.join(tmpdir(), "site-test-"));
      const inSchema = schema;
      const reopen = () => openStorage({ databaseUrl: testDatabaseUrl, dataDir, schema: inSchema });
      const storage = await reopen();
      emptying ??= await withAdmin((admin) => emptyingStatements(admin, inSchema));
      const statements = emptying;
      return {
        storage,
        dataDir,
        reopen,
        async dispose() {
          await storage.close();
          await withAdmin((admin) => admin.query(statements));
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
    async drop() {
      const dropped = schema;
      if (dropped) await withAdmin((admin) => admin.query(`DROP SCHEMA ${dropped} CASCADE`));
    },
  };
}

/**
 * The DELETEs that empty `schema`'s tables but the migrations' own, each table after every table
 * that references it.
 */
async function emptyingStatements(admin: pg.Client, schema: string): Promise<string> {
  const { rows: tables } = await admin.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = $1 and tablename not like 'kysely_migration%'",
    [schema],
  );
  const { rows: references } = await admin.query<{ from: string; to: string }>(
    `select source.relname as "from", target.relname as "to"
       from pg_constraint constraint_row
       join pg_class source on source.oid = constraint_row.conrelid
       join pg_class target on target.oid = constraint_row.confrelid
       join pg_namespace space on space.oid = source.relnamespace
      where constraint_row.contype = 'f' and space.nspname = $1`,
    [schema],
  );
  const ordered: string[] = [];
  const remaining = new Set(tables.map((table) => table.name));
  while (remaining.size > 0) {
    // A table no remaining table references goes now.
    const free = [...remaining].filter(
      (name) =>
        !references.some(
          (reference) => reference.to === name && reference.from !== name && remaining.has(reference.from),
        ),
    );
    if (free.length === 0) throw new Error(`The tables of ${schema} reference each other in a circle`);
    for (const name of free.sort()) {
      ordered.push(name);
      remaining.delete(name);
    }
  }
  return ordered.map((name) => `DELETE FROM ${schema}."${name}";`).join("\n");
}

/**
 * Describes the body once on each backend (`title` may name it with $name), every test on storage
 * of its own: opened before the body's own beforeEach hooks and disposed after its afterEach hooks.
 * On PostgreSQL the block's tests take turns on one schema, emptied between them.
 */
export function describeStorage(title: string, body: (test: CurrentStorage, backend: Backend) => void) {
  describe.each(backends)(title, (backend) => {
    const postgres = backend.name === "PostgreSQL" ? emptiedPostgresSchema() : undefined;
    let opened: TestStorage | undefined;
    beforeEach(async () => {
      opened = postgres ? await postgres.open() : await backend.open();
    });
    afterEach(async () => {
      await opened?.dispose();
      opened = undefined;
    });
    if (postgres) afterAll(() => postgres.drop());
    const current = () => {
      if (!opened) throw new Error("The test storage is open only while a test runs: read it in a test or hook.");
      return opened;
    };
    body(
      {
        get storage() {
          return current().storage;
        },
        get dataDir() {
          return current().dataDir;
        },
        reopen: () => current().reopen(),
      },
      backend,
    );
  });
}
