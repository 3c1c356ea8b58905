import { mkdirSync } from "node:fs";
import path from "node:path";
import { type DatabaseIntrospector, Kysely, PostgresDialect, sql, type Transaction } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { log } from "../observability/log.server";
import { groupCommit } from "./group-commit.server";
import { migrationProvider } from "./migrations.server";
import type { Database } from "./schema.server";
import { NodeSqliteDialect } from "./sqlite-driver.server";

export type Storage = {
  db: Kysely<Database>;
  kind: "sqlite" | "postgres";
  /**
   * Runs `fn` in a write transaction and settles after its commit. On SQLite, writes asked for
   * together share one commit (group-commit.server.ts); on PostgreSQL each has its own
   * transaction (the server groups commits itself).
   */
  write: <T>(fn: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/**
 * PostgreSQL, with the migrator looking for its tables in the schema in use only. Kysely's own
 * introspection reads every schema of the database, asking of each whether it may be used: a
 * schema dropped meanwhile by someone else (another test's, another site's on a shared server)
 * made a starting instance fail with "schema … does not exist".
 */
class SchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    const everySchema = super.createIntrospector(db);
    return {
      getSchemas: () => everySchema.getSchemas(),
      async getTables() {
        const { rows } = await sql<{ schema: string; name: string; type: string }>`
          select table_schema as schema, table_name as name, table_type as type
          from information_schema.tables where table_schema = current_schema()`.execute(db);
        return rows.map((row) => ({
          name: row.name,
          schema: row.schema,
          isView: row.type === "VIEW",
          isForeign: row.type === "FOREIGN",
          columns: [],
        }));
      },
    };
  }
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
      // A server that does not answer (a cut network drops packets rather than refusing them)
      // fails a request in 5 s rather than holding it; dead connections are found by keep-alive.
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // An idle connection the server drops (a restart, pg_terminate_backend, a cut network) is
    // reported on the pool; unheard, that event would end the process. The pool replaces the
    // connection by itself; queries that were running on it fail and say so where they ran.
    const lost = (error: Error) => log.warn({ event: "database_connection_lost", error: error.message });
    pool.on("error", lost);
    // A connection lost while checked out (a transaction waiting between two statements) reports
    // on its client, not the pool: each client is heard for as long as it lives. The statement
    // that next runs on it fails, and the pool does not take it back.
    pool.on("connect", (client) => client.on("error", lost));
    const db = new Kysely<Database>({ dialect: new SchemaPostgresDialect({ pool }) });
    storage = { db, kind: "postgres", write: (fn) => db.transaction().execute(fn), close: () => db.destroy() };
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    const db = new Kysely<Database>({ dialect: new NodeSqliteDialect(path.join(options.dataDir, "site.db")) });
    storage = { db, kind: "sqlite", write: groupCommit(db), close: () => db.destroy() };
  }
  // On PostgreSQL the migration tables are looked up in the schema in use, by name: Kysely would
  // otherwise take another schema's table of the same name for ours, and skip creating it.
  const migrationTableSchema =
    storage.kind === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(storage.db)).rows[0]?.schema
      : undefined;
  const { error, results } = await new Migrator({
    db: storage.db,
    provider: migrationProvider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  }).migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === "Error") console.error(`Migration ${result.migrationName} failed`);
  }
  if (error) {
    await storage.close();
    throw error instanceof Error ? error : new Error(String(error));
  }
  return storage;
}
