import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { storageWithEndableConnections } from "../../../tests/support/ended-connections";

/**
 * PostgreSQL ending the site's connections (a restart, `pg_terminate_backend`, a cut network):
 * whatever was running on them fails where it ran, and nothing else. An `error` event nobody
 * listened for would end the process, which Vitest reports as an unhandled error.
 */
describe("PostgreSQL ending the site's connections", () => {
  const t = storageWithEndableConnections();

  it("fails the transaction that was waiting between statements, and serves the next query on a new connection", async () => {
    const transaction = t.storage.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      // The connection is taken from the pool and idle here when the server ends it.
      await t.endIdleConnections();
      await sql`select 1`.execute(trx);
    });
    await expect(transaction).rejects.toThrow();
    const { rows } = await sql<{ n: number }>`select 1 as n`.execute(t.storage.db);
    expect(rows[0]?.n).toBe(1);
  });

  it("replaces idle connections the server ended", async () => {
    await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(t.storage.db)));
    await t.endIdleConnections();
    const { rows } = await sql<{ n: number }>`select 2 as n`.execute(t.storage.db);
    expect(rows[0]?.n).toBe(2);
  });
});
