import { sql } from "kysely";
import type { Storage } from "./db/db.server";
import type { OutgoingEmail } from "./mail/templates.server";
import type { SendMail } from "./mail/transport.server";

/** How long a worker holds rows it took before another may take them (it crashed, say). */
const leaseMs = 5 * 60_000;

/** Wait before attempt n+1: 5 s, 10 s, 20 s... capped at 30 minutes; failures are kept, never dropped. */
export function backoffMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

/**
 * Takes up to `limit` due e-mails for this worker. On PostgreSQL, `FOR UPDATE SKIP LOCKED`
 * lets several instances drain the outbox at once without taking the same row; on SQLite the
 * single UPDATE ... RETURNING is atomic.
 */
async function claim(storage: Storage, now: Date, limit: number) {
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const due = storage.db
    .selectFrom("outbox")
    .select("id")
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", at)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]))
    .orderBy("created_at")
    .limit(limit);
  return storage.db
    .updateTable("outbox")
    .set((eb) => ({ locked_until: until, attempts: eb("attempts", "+", 1) }))
    .where("id", "in", storage.kind === "postgres" ? due.forUpdate().skipLocked() : due)
    .returning(["id", "message", "attempts"])
    .execute();
}

/** Sends what is due once; answers how many were sent and how many failed (kept for retry). */
export async function drainOutbox(
  storage: Storage,
  send: SendMail,
  options: { now?: () => Date; limit?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? (() => new Date());
  const rows = await claim(storage, now(), options.limit ?? 20);
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      await send(JSON.parse(row.message) as OutgoingEmail, row.id);
      await storage.db
        .updateTable("outbox")
        .set({ status: "sent", sent_at: now().toISOString(), locked_until: null, last_error: null })
        .where("id", "=", row.id)
        .execute();
      sent++;
    } catch (error) {
      failed++;
      await storage.db
        .updateTable("outbox")
        .set({
          locked_until: null,
          last_error: String((error as Error).message ?? error).slice(0, 1000),
          next_attempt_at: new Date(now().getTime() + backoffMs(row.attempts)).toISOString(),
        })
        .where("id", "=", row.id)
        .execute();
    }
  }
  return { sent, failed };
}

/**
 * The outbox worker of this process: drains every `intervalMs`, and at once when woken (a lead
 * was just stored). Errors are logged and never stop it.
 */
export function startOutboxWorker(storage: Storage, send: SendMail, options: { intervalMs?: number } = {}) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const { sent, failed } = await drainOutbox(storage, send);
          if (failed) console.error(`Outbox: ${failed} e-mail(s) failed, kept for retry`);
          if (sent === 20) again = true; // a full batch: there may be more
        } catch (error) {
          console.error(`Outbox worker: ${(error as Error).message}`);
        }
      } while (again && !stopped);
      running = null;
    })();
    return running;
  };
  const timer = setInterval(run, options.intervalMs ?? 2_000);
  timer.unref();
  return {
    wake: () => void run(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** Rows still waiting, for health checks and tests. */
export async function pendingCount(storage: Storage): Promise<number> {
  const row = await storage.db
    .selectFrom("outbox")
    .select(sql<string | number>`count(*)`.as("n"))
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
