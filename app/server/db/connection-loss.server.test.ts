import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseUrl } from "../../../tests/support/database-url";
import { openStorage, type Storage } from "./db.server";

/**
 * PostgreSQL ending the site's connections (a restart, `pg_terminate_backend`, a cut network):
 * whatever was running on them fails where it ran, and nothing else. An `error` event nobody
 * listened for would end the process, which Vitest reports as an unhandled error.
 */
describe("PostgreSQL ending the site's connections", () => {
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-test-"));
  let storage: Storage;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  };
  // Every backend of this test's connections, found by the schema they set.
  const terminateOurs = () =>
    admin(
      `select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and datname = current_database() and application_name = '${schema}'`,
    );

  beforeAll(async () => {
    await admin(`create schema ${schema}`);
    storage = await openStorage({
      databaseUrl: `${testDatabaseUrl}?application_name=${schema}`,
      dataDir,
      schema,
    });
  });
  afterAll(async () => {
    await storage.close();
    await admin(`drop schema if exists ${schema} cascade`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("fails the transaction that was waiting between statements, and serves the next query on a new connection", async () => {
    const transaction = storage.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      // The connection is taken from the pool and idle here when the server ends it.
      await terminateOurs();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await sql`select 1`.execute(trx);
    });
    await expect(transaction).rejects.toThrow();
    const { rows } = await sql<{ n: number }>`select 1 as n`.execute(storage.db);
    expect(rows[0]?.n).toBe(1);
  });

  it("replaces idle connections the server ended", async () => {
    await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(storage.db)));
    await terminateOurs();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { rows } = await sql<{ n: number }>`select 2 as n`.execute(storage.db);
    expect(rows[0]?.n).toBe(2);
  });
});
