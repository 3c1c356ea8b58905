import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { countLeads } from "~/leads/server/store.server";
import { backends, type TestStorage } from "../../../tests/support/storage";
import { storeContactLead } from "../../../tests/support/stored-leads";
import { backupDatabase } from "./backup.server";
import { openStorage } from "./db.server";

describe("a backup of the SQLite database", () => {
  let t: TestStorage;
  const sqlite = backends.find((backend) => backend.name === "SQLite");
  beforeEach(async () => {
    if (!sqlite) throw new Error("SQLite backend missing");
    t = await sqlite.open();
  });
  afterEach(async () => {
    await t.dispose();
  });

  it("is taken while leads keep arriving, and restores into a working site database", async () => {
    const now = new Date("2026-11-23T09:00:00Z");
    for (let i = 0; i < 20; i++) await storeContactLead(t.storage, `before${i}@cliente.example`, now, `192.0.2.${i}`);
    // Leads keep arriving while the copy is taken.
    const arriving = (async () => {
      for (let i = 0; i < 20; i++)
        await storeContactLead(t.storage, `during${i}@cliente.example`, now, `198.51.100.${i}`);
    })();
    const backup = await backupDatabase(t.storage, t.dataDir, now);
    await arriving;
    expect(backup.file).toBe(path.join(t.dataDir, "backups", "site-2026-11-23T09-00-00-000Z.db"));
    expect(backup.bytes).toBeGreaterThan(0);

    // Restore: the copy becomes another site's database.
    const restoredDir = mkdtempSync(path.join(tmpdir(), "site-restore-"));
    try {
      copyFileSync(backup.file, path.join(restoredDir, "site.db"));
      const restored = await openStorage({ dataDir: restoredDir });
      const counts = await countLeads(restored);
      // Every lead committed before the copy began, each with its two e-mails; none half-written.
      expect(counts.leads).toBeGreaterThanOrEqual(20);
      expect(counts.leads).toBeLessThanOrEqual(40);
      expect(counts.outbox).toBe(counts.leads * 2);
      const emails = await restored.db.selectFrom("leads").select("email").where("email", "like", "before%").execute();
      expect(emails).toHaveLength(20);
      await restored.close();
    } finally {
      rmSync(restoredDir, { recursive: true, force: true });
    }
  });

  it("is refused on PostgreSQL with a pointer to pg_dump", async () => {
    const postgres = backends.find((backend) => backend.name === "PostgreSQL");
    if (!postgres) throw new Error("PostgreSQL backend missing");
    const pg = await postgres.open();
    try {
      await expect(backupDatabase(pg.storage, pg.dataDir)).rejects.toThrow(/pg_dump/);
    } finally {
      await pg.dispose();
    }
  });
});
