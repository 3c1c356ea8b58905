import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "./schema.server";

type Job = {
  run: (trx: Transaction<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

/**
 * Group commit for SQLite: the write transactions asked for while one is being committed are run
 * together in the next transaction, each inside a savepoint of its own, and committed with one
 * fsync. A job that fails is rolled back to its savepoint alone; the others commit. Every caller's
 * promise settles only after the commit that holds its writes, so an answer still means stored.
 * SQLite has one writer and pays a synced write per commit: with ten visitors posting at once,
 * ten commits become one or two.
 */
export function groupCommit(db: Kysely<Database>) {
  let queue: Job[] = [];
  let scheduled = false;

  async function flush() {
    while (queue.length > 0) {
      const jobs = queue;
      queue = [];
      const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
      try {
        await db.transaction().execute(async (trx) => {
          for (const job of jobs) {
            await sql`savepoint job`.execute(trx);
            try {
              const value = await job.run(trx);
              await sql`release job`.execute(trx);
              outcomes.push({ ok: true, value });
            } catch (error) {
              await sql`rollback to job`.execute(trx);
              await sql`release job`.execute(trx);
              outcomes.push({ ok: false, error });
            }
          }
        });
      } catch (error) {
        for (const job of jobs) job.reject(error);
        continue;
      }
      jobs.forEach((job, index) => {
        const outcome = outcomes[index];
        if (outcome?.ok) job.resolve(outcome.value);
        else job.reject(outcome?.error);
      });
    }
    scheduled = false;
  }

  return function write<T>(run: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push({ run, resolve: resolve as (value: unknown) => void, reject });
      // Wait for the requests already read in this turn of the loop, then commit them together.
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => void flush());
      }
    });
  };
}
