import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, beforeEach, describe } from "vitest";
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
 * Describes the body once on each backend (`title` may name it with $name), every test on storage
 * of its own: opened before the body's own beforeEach hooks and disposed after its afterEach hooks.
 */
export function describeStorage(title: string, body: (test: CurrentStorage, backend: Backend) => void) {
  describe.each(backends)(title, (backend) => {
    let opened: TestStorage | undefined;
    beforeEach(async () => {
      opened = await backend.open();
    });
    afterEach(async () => {
      await opened?.dispose();
      opened = undefined;
    });
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
