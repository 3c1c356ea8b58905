import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, vi } from "vitest";
import { openStorage, type Storage } from "../../app/platform/db/db.server";
import { changes } from "./changes";
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
    /**
     * Ends every connection of the storage while none of them runs a statement, and waits until
     * the client of each has heard it (its `error` event, what a connection ended while idle
     * reports); answers one row for each. A statement sent before its client heard would fail
     * on the dead socket instead, which is not what the test means to see.
     */
    endIdleConnections: async () => {
      const heard = new Set<pg.Client>();
      const seen = changes();
      const emit = pg.Client.prototype.emit;
      const hearing = vi.spyOn(pg.Client.prototype, "emit").mockImplementation(function (
        this: pg.Client,
        event: string | symbol,
        ...args: unknown[]
      ) {
        if (event === "error") {
          heard.add(this);
          seen.changed();
        }
        return emit.call(this, event, ...args);
      });
      try {
        const ended = await admin(`select pg_terminate_backend(pid) ${ours}`);
        await seen.until(() => heard.size >= ended.length);
        return ended;
      } finally {
        hearing.mockRestore();
      }
    },
  };
}
