import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { testDatabaseUrl } from "../../../tests/support/database-url";
import { openStorage } from "./db.server";

describe("starting on a PostgreSQL server where others drop schemas meanwhile", () => {
  it("migrates and opens, whatever other schemas come and go", async () => {
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    const ours = Array.from({ length: 6 }, () => `churn_${randomBytes(6).toString("hex")}`);
    const dataDir = mkdtempSync(path.join(tmpdir(), "site-churn-"));
    // Another site's (or test's) schemas, each with a table, made and dropped as fast as the server goes.
    let churning = true;
    const churn = (async () => {
      const other = new pg.Client({ connectionString: testDatabaseUrl });
      await other.connect();
      try {
        while (churning) {
          const name = `churn_other_${randomBytes(6).toString("hex")}`;
          await other.query(`create schema ${name}; create table ${name}.t (id serial primary key, x text)`);
          await other.query(`drop schema ${name} cascade`);
        }
      } finally {
        await other.end();
      }
    })();
    try {
      for (const schema of ours) {
        await admin.query(`create schema ${schema}`);
        const storage = await openStorage({ databaseUrl: testDatabaseUrl, dataDir, schema });
        expect(await storage.db.selectFrom("leads").select("id").execute()).toEqual([]);
        await storage.close();
      }
    } finally {
      churning = false;
      await churn;
      for (const schema of ours) await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
