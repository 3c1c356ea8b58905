import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { afterEach, describe, expect, it } from "vitest";
import { openStorage } from "./db.server";
import { migrationProvider } from "./migrations.server";
import type { Database } from "./schema.server";
import { NodeSqliteDialect } from "./sqlite-driver.server";

describe("the sales desk's migration on a SQLite database that has leads", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-migration-"));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("keeps every lead and outbox row, and then takes an e-mail of no one lead", async () => {
    // The database as the last release left it: every migration before the desk's.
    const db = new Kysely<Database>({ dialect: new NodeSqliteDialect(path.join(dataDir, "site.db")) });
    const all = await migrationProvider.getMigrations();
    const before = Object.fromEntries(Object.entries(all).filter(([name]) => name < "2026-11-27-001"));
    const migrated = await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
    expect(migrated.error).toBeUndefined();
    const at = "2026-11-26T09:00:00.000Z";
    await db
      .insertInto("leads")
      .values({
        id: "lead-1",
        form: "contact",
        lang: "es",
        data: '{"name":"Ana"}',
        email: "ana@x.example",
        created_at: at,
        name: "Ana",
        company: null,
        country: null,
        search: "ana",
      })
      .execute();
    await db
      .insertInto("outbox")
      .values({
        id: "row-1",
        lead_id: "lead-1",
        kind: "notification",
        message: "{}",
        status: "sent",
        next_attempt_at: at,
        locked_until: null,
        last_error: null,
        sent_at: at,
        created_at: at,
      })
      .execute();
    await db.destroy();

    const storage = await openStorage({ dataDir });
    try {
      expect(await storage.db.selectFrom("outbox").select(["id", "lead_id", "status", "sent_at"]).execute()).toEqual([
        { id: "row-1", lead_id: "lead-1", status: "sent", sent_at: at },
      ]);
      expect(await storage.db.selectFrom("leads").select(["id", "owner_id", "source"]).execute()).toEqual([
        { id: "lead-1", owner_id: null, source: null },
      ]);
      const id = randomUUID();
      await storage.db
        .insertInto("outbox")
        .values({
          id,
          lead_id: null,
          kind: "follow-ups",
          message: "{}",
          status: "pending",
          next_attempt_at: at,
          locked_until: null,
          last_error: null,
          sent_at: null,
          created_at: at,
        })
        .execute();
      expect(await storage.db.selectFrom("outbox").select("id").where("lead_id", "is", null).execute()).toEqual([
        { id },
      ]);
      // The lead's rows still belong to it: a row naming no lead that exists is refused.
      await expect(
        storage.db
          .insertInto("outbox")
          .values({
            id: randomUUID(),
            lead_id: "no-such-lead",
            kind: "reply",
            message: "{}",
            status: "pending",
            next_attempt_at: at,
            locked_until: null,
            last_error: null,
            sent_at: null,
            created_at: at,
          })
          .execute(),
      ).rejects.toThrow(/FOREIGN KEY/);
    } finally {
      await storage.close();
    }
  });
});
