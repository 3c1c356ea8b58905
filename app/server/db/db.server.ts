import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { migrationProvider } from "./migrations.server";
import type { Database } from "./schema.server";

export type Storage = {
  db: Kysely<Database>;
  kind: "sqlite" | "postgres";
  close: () => Promise<void>;
};

/** node:sqlite (built into Node 24) in the shape Kysely's SQLite driver expects. */
function sqliteDatabase(file: string): SqliteDatabase {
  const database = new DatabaseSync(file);
  database.exec("PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;");
  return {
    close: () => database.close(),
    prepare(sql) {
      const statement = database.prepare(sql);
      // Kysely passes positional values only.
      type Value = Exclude<Parameters<typeof statement.all>[number], Record<string, unknown>>;
      const values = (parameters: ReadonlyArray<unknown>) => parameters as Value[];
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...values(parameters)),
        run: (parameters) => statement.run(...values(parameters)),
        iterate: (parameters) => statement.iterate(...values(parameters)),
      };
    },
  };
}

/**
 * The site's storage: PostgreSQL when `databaseUrl` is set, otherwise SQLite in
 * `<dataDir>/site.db`. Migrations run before it is handed out.
 */
export async function openStorage(options: {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL schema to use (tests isolate themselves with one). */
  schema?: string;
}): Promise<Storage> {
  let storage: Storage;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    storage = { db, kind: "postgres", close: () => db.destroy() };
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: sqliteDatabase(path.join(options.dataDir, "site.db")) }),
    });
    storage = { db, kind: "sqlite", close: () => db.destroy() };
  }
  const { error, results } = await new Migrator({ db: storage.db, provider: migrationProvider }).migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === "Error") console.error(`Migration ${result.migrationName} failed`);
  }
  if (error) {
    await storage.close();
    throw error instanceof Error ? error : new Error(String(error));
  }
  return storage;
}
