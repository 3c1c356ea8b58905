import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import type { Storage } from "./db.server";

/**
 * A consistent copy of the SQLite database taken while the site runs: `VACUUM INTO` reads one
 * snapshot of the database (writers go on; WAL mode) and writes a compact file of its own, named by
 * the time, under `<dataDir>/backups/`. PostgreSQL is backed up with its own tools (docs/operating.md, Backups).
 */
export async function backupDatabase(
  storage: Storage,
  dataDir: string,
  now = new Date(),
): Promise<{ file: string; bytes: number }> {
  if (storage.kind !== "sqlite") {
    throw new Error("The database is PostgreSQL: back it up with pg_dump (see docs/operating.md, Backups).");
  }
  const folder = path.resolve(dataDir, "backups");
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `site-${now.toISOString().replace(/[:.]/g, "-")}.db`);
  await sql`VACUUM INTO ${file}`.execute(storage.db);
  return { file, bytes: (await stat(file)).size };
}
