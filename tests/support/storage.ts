import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openStorage, type Storage } from "../../app/server/db/db.server";

/**
 * Storage backends for tests: SQLite in a temporary folder, and the machine's PostgreSQL
 * (TEST_DATABASE_URL, default the local `test` database) in a schema of its own, dropped after.
 * PostgreSQL is a real part of the suite: when it cannot be reached the tests fail, never skip.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export type TestStorage = {
  storage: Storage;
  dataDir: string;
  reopen: () => Promise<Storage>;
  dispose: () => Promise<void>;
};

export const backends: { name: string; open: () => Promise<TestStorage> }[] = [
  {
    name: "SQLite",
    async open() {
      const dataDir = mkdtempSync(path.join(tmpdir(), "site-test-"));
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
