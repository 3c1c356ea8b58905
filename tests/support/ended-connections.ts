import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { openStorage, type Storage } from "../../app/platform/db/db.server";
import { testDatabaseUrl } from "./database-url";

/**
 * The site's storage on the machine's PostgreSQL, for tests of what happens when the server ends
 * its connections (a restart, `pg_terminate_backend`, a cut network): a schema of the describe
 * block's own, opened before its tests and dropped after them, whose connections carry the
 * schema's name as their application name, so that the test ends those and nobody else's.
 */
export function storageWithEndableConnections() {
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-test-"));
  let storage: Storage | undefined;
  /** A query as the test's administrator, on a connection of its own. */
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  };
  /** The storage's backends in `pg_stat_activity`: `select … ${ours}`, with more conditions after it. */
  const ours = `from pg_stat_activity where pid <> pg_backend_pid() and datname = current_database() and application_name = '${schema}'`;

  beforeAll(async () => {
    await admin(`create schema ${schema}`);
    storage = await openStorage({ databaseUrl: `${testDatabaseUrl}?application_name=${schema}`, dataDir, schema });
  });
  afterAll(async () => {
    await storage?.close();
    await admin(`drop schema if exists ${schema} cascade`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    schema,
    dataDir,
    admin,
    ours,
    get storage(): Storage {
      if (!storage) throw new Error("The storage is open only while the block's tests run.");
      return storage;
    },
    /** Ends every connection of the storage; answers one row for each. */
    endConnections: () => admin(`select pg_terminate_backend(pid) ${ours}`),
  };
}
