import { sql, type Transaction } from "kysely";
import type { Storage } from "~/platform/db/db.server";
import type { Database } from "~/platform/db/schema.server";
import { recordLeadEvents } from "./lead-events.server";

/*
 * The back office's view of the outbox (e-mails and webhook deliveries): how many are sent,
 * waiting and failing, which failed and why, and a way to try them again now rather than at
 * their next scheduled attempt.
 */

/** `notification`, `confirmation` (e-mails) or `webhook` (the lead POSTed to the CRM). */
export type DeliveryKind = "notification" | "confirmation" | "reply" | "follow-ups" | "webhook";

/** `failed`: still waiting, after at least one attempt that failed (kept for retry). */
export type DeliveryStatus = "sent" | "pending" | "failed";

type OutboxRow = Database["outbox"];

/** `failed` is a waiting row whose last attempt failed. */
export function deliveryStatus(row: Pick<OutboxRow, "status" | "last_error">): DeliveryStatus {
  if (row.status === "sent") return "sent";
  return row.last_error !== null ? "failed" : "pending";
}

/** Sent; waiting (never failed yet); failed (waiting, after at least one failed attempt). Disjoint. */
export type DeliveryCounts = { sent: number; pending: number; failed: number };

export type OutboxSummary = {
  byKind: Record<DeliveryKind, DeliveryCounts>;
  total: DeliveryCounts;
  /** How long the oldest waiting row (failed or not) has waited, in seconds; null when none waits. */
  oldestPendingSeconds: number | null;
};

export type FailedDelivery = {
  id: string;
  /** Null for an e-mail of no one lead (a staff member's morning follow-ups). */
  leadId: string | null;
  kind: DeliveryKind;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  createdAt: string;
};

const zero = (): DeliveryCounts => ({ sent: 0, pending: 0, failed: 0 });

/**
 * The outbox at a glance: rows sent, waiting and failed (a failed row is a waiting one whose last
 * attempt failed, counted there and not as waiting), by kind and in all, and the age of the
 * oldest waiting row at `now`.
 */
export async function outboxSummary(storage: Storage, now = new Date()): Promise<OutboxSummary> {
  const rows = await storage.db
    .selectFrom("outbox")
    .select([
      "kind",
      "status",
      sql<number | string>`count(*)`.as("n"),
      sql<number | string>`count(last_error)`.as("failed"),
      sql<string | null>`min(created_at)`.as("oldest"),
    ])
    .groupBy(["kind", "status"])
    .execute();
  const summary: OutboxSummary = {
    byKind: { notification: zero(), confirmation: zero(), reply: zero(), "follow-ups": zero(), webhook: zero() },
    total: zero(),
    oldestPendingSeconds: null,
  };
  let oldest: string | null = null;
  for (const row of rows) {
    const failed = row.status === "pending" ? Number(row.failed) : 0;
    const counts: DeliveryCounts =
      row.status === "sent"
        ? { sent: Number(row.n), pending: 0, failed: 0 }
        : { sent: 0, pending: Number(row.n) - failed, failed };
    if (row.status === "pending" && row.oldest !== null && (oldest === null || row.oldest < oldest)) {
      oldest = row.oldest;
    }
    const kind = summary.byKind[row.kind as DeliveryKind] as DeliveryCounts | undefined;
    for (const target of kind ? [kind, summary.total] : [summary.total]) {
      target.sent += counts.sent;
      target.pending += counts.pending;
      target.failed += counts.failed;
    }
  }
  if (oldest !== null) summary.oldestPendingSeconds = Math.max(0, (now.getTime() - Date.parse(oldest)) / 1000);
  return summary;
}

/** The failed rows (waiting after a failed attempt), the longest-waiting first, at most `limit`. */
export async function failedDeliveries(storage: Storage, limit = 100): Promise<FailedDelivery[]> {
  const rows = await storage.db
    .selectFrom("outbox")
    .select(["id", "lead_id", "kind", "attempts", "last_error", "next_attempt_at", "created_at"])
    .where("status", "=", "pending")
    .where("last_error", "is not", null)
    .orderBy("created_at")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    leadId: row.lead_id,
    kind: row.kind as DeliveryKind,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
    createdAt: row.created_at,
  }));
}

/**
 * Makes one waiting row (`outboxId`), or every failed one (`"all-failed"`), due now: the next
 * worker pass tries it, its backoff forgotten. Records a `retry` event on the lead of each row
 * made due, and answers how many were. A sent or unknown row is not touched (0), nor one a worker
 * is sending at this moment.
 */
export async function retryNow(storage: Storage, target: string, actor: string, now = new Date()): Promise<number> {
  return storage.write(
    async (trx) => (await makeDueIn(trx, target === "all-failed" ? target : { id: target }, actor, now)).length,
  );
}

/**
 * Makes waiting rows of the outbox due now (next attempt now, lease cleared) and records a `retry`
 * event on each one's lead; answers the rows made due. A row a worker is sending at this moment
 * (its lease still running) is left to it: taking it again would send it twice.
 */
export async function makeDueIn(
  trx: Transaction<Database>,
  target: { id: string } | "all-failed",
  actor: string,
  now: Date,
): Promise<{ id: string; lead_id: string | null }[]> {
  const at = now.toISOString();
  let update = trx
    .updateTable("outbox")
    .set({ next_attempt_at: at, locked_until: null })
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]));
  update = target === "all-failed" ? update.where("last_error", "is not", null) : update.where("id", "=", target.id);
  const rows = await update.returning(["id", "lead_id"]).execute();
  await recordLeadEvents(
    trx,
    rows.flatMap((row) =>
      row.lead_id === null ? [] : [{ leadId: row.lead_id, kind: "retry" as const, detail: { outboxId: row.id } }],
    ),
    actor,
    now,
  );
  return rows;
}
