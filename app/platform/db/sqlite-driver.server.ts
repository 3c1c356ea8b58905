import { DatabaseSync } from "node:sqlite";
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SelectQueryNode,
  SqliteDialect,
} from "kysely";

/** How long a write waits for another process's write before it fails (the visitor is told to retry). */
const busyLimitMs = 5_000;

type SqliteValue = Exclude<Parameters<ReturnType<DatabaseSync["prepare"]>["all"]>[number], Record<string, unknown>>;

/** SQLITE_BUSY: another process holds the write lock. */
function isBusy(error: unknown): boolean {
  const code = (error as { errcode?: number }).errcode;
  return code !== undefined && (code & 0xff) === 5;
}

/**
 * Runs `attempt` until it does not meet another process's write lock, the event loop serving
 * pages between tries: the first tries after the loop's pending work (a lock is held for well
 * under a millisecond), then on timers (1 to 8 ms, jittered). SQLite's own busy wait would sleep
 * inside the call and hold every request of the process up.
 */
async function retryBusy<T>(attempt: () => T): Promise<T> {
  const started = performance.now();
  for (let tries = 0; ; tries++) {
    try {
      return attempt();
    } catch (error) {
      if (!isBusy(error) || performance.now() - started > busyLimitMs) throw error;
      if (tries < 8) await new Promise((resolve) => setImmediate(resolve));
      else await new Promise((resolve) => setTimeout(resolve, Math.min(8, tries - 7) * (0.5 + Math.random())));
    }
  }
}

class NodeSqliteConnection implements DatabaseConnection {
  inTransaction = false;
  constructor(readonly database: DatabaseSync) {}

  private run(sql: string, parameters: readonly unknown[]): QueryResult<unknown> {
    const statement = this.database.prepare(sql);
    const values = parameters as SqliteValue[];
    if (statement.columns().length > 0) return { rows: statement.all(...values) };
    const { changes, lastInsertRowid } = statement.run(...values);
    return {
      insertId: lastInsertRowid != null ? BigInt(lastInsertRowid) : undefined,
      numAffectedRows: changes != null ? BigInt(changes) : undefined,
      rows: [],
    };
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // Inside a transaction the write lock is already ours (BEGIN IMMEDIATE); alone, a write may wait for it.
    if (this.inTransaction) return this.run(compiled.sql, compiled.parameters) as QueryResult<R>;
    return retryBusy(() => this.run(compiled.sql, compiled.parameters)) as Promise<QueryResult<R>>;
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiled.query)) throw new Error("Only select queries can be streamed");
    const statement = this.database.prepare(compiled.sql);
    for (const row of statement.iterate(...(compiled.parameters as SqliteValue[]))) yield { rows: [row as R] };
  }
}

/**
 * Kysely's SQLite driver over node:sqlite (built into Node 24), made for several server
 * processes on one database file: SQLite's busy wait is off (it would block the event loop),
 * a write that meets another process's lock is tried again on a timer, and a transaction takes
 * the write lock when it begins (BEGIN IMMEDIATE), so it never fails half-way for a lock.
 * Kysely hands this single connection to one query or transaction at a time.
 */
class NodeSqliteDriver implements Driver {
  private connection: NodeSqliteConnection | undefined;
  constructor(private readonly file: string) {}

  async init() {
    const database = new DatabaseSync(this.file);
    await retryBusy(() => database.exec("PRAGMA journal_mode = WAL"));
    database.exec("PRAGMA busy_timeout = 0; PRAGMA foreign_keys = ON;");
    this.connection = new NodeSqliteConnection(database);
  }

  async acquireConnection() {
    if (!this.connection) throw new Error("The database is not open");
    return this.connection;
  }

  async beginTransaction(connection: NodeSqliteConnection) {
    await retryBusy(() => connection.database.exec("BEGIN IMMEDIATE"));
    connection.inTransaction = true;
  }

  async commitTransaction(connection: NodeSqliteConnection) {
    connection.database.exec("COMMIT");
    connection.inTransaction = false;
  }

  async rollbackTransaction(connection: NodeSqliteConnection) {
    connection.inTransaction = false;
    if (connection.database.isTransaction) connection.database.exec("ROLLBACK");
  }

  async releaseConnection() {}

  async destroy() {
    this.connection?.database.close();
    this.connection = undefined;
  }
}

/** The dialect: Kysely's SQLite compiler, adapter and introspector, with the driver above. */
export class NodeSqliteDialect extends SqliteDialect {
  constructor(private readonly file: string) {
    super({ database: {} as never });
  }
  override createDriver(): Driver {
    return new NodeSqliteDriver(this.file);
  }
}
