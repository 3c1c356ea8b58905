import { sql } from "kysely";
import type { Lead } from "~/leads/forms/lead";
import type { FollowUpsEmail } from "~/leads/server/follow-up-digest.server";
import type { EmailDraft, OutgoingEmail } from "~/leads/server/lead-emails.server";
import { loadLead } from "~/leads/server/stored-lead.server";
import type { Storage } from "~/platform/db/db.server";
import { log } from "~/platform/observability/log.server";
import { emailSendSeconds } from "~/platform/observability/metrics.server";
import { keptFollowUps } from "../mail/emails/follow-ups.server";
import type { SendMail } from "../mail/transport.server";

/** Writes one of a lead's e-mails (the site's templates, with this server's configuration). */
export type RenderEmail = (
  lead: Lead,
  kind: OutgoingEmail["kind"],
  outcome: { confirmationSent: boolean },
) => OutgoingEmail | Promise<OutgoingEmail>;

/**
 * Delivers one `webhook` row: its stored event (`message`) under its id, at attempt `attempts`.
 * Resolves once the receiver accepted it; throws to keep the row for a later attempt.
 */
export type DeliverWebhook = (row: { id: string; message: string; attempts: number }) => Promise<void>;

/** How long a worker holds rows it took before another may take them (it crashed, say). */
const defaultLeaseMs = 120_000;

/** Wait before attempt n+1: 5 s, 10 s, 20 s... capped at 30 minutes; failures are kept, never dropped. */
export function backoffMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

/**
 * Takes up to `limit` due e-mails for this worker. On PostgreSQL, `FOR UPDATE SKIP LOCKED`
 * lets several instances drain the outbox at once without taking the same row; on SQLite the
 * single UPDATE ... RETURNING is atomic.
 */
async function claim(storage: Storage, now: Date, limit: number, leaseMs: number) {
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
    .returning(["id", "lead_id", "kind", "message", "attempts"])
    .execute();
}

/** The e-mail a claimed row stands for: written now from its lead when the row is a draft. */
async function emailOf(
  storage: Storage,
  row: { lead_id: string | null; kind: string; message: string },
  render: RenderEmail,
): Promise<OutgoingEmail> {
  const stored = JSON.parse(row.message) as OutgoingEmail | EmailDraft;
  if (!("draft" in stored)) return stored;
  const lead = row.lead_id === null ? null : await loadLead(storage, row.lead_id);
  if (!lead) throw new Error(`Lead ${row.lead_id} not found`);
  return render(lead, row.kind as OutgoingEmail["kind"], { confirmationSent: stored.confirmationSent });
}

/** Sends a claimed row's e-mail; answers what to keep in the row: the e-mail as sent. */
async function sendEmail(row: { id: string; kind: string }, email: OutgoingEmail, send: SendMail): Promise<string> {
  const timer = emailSendSeconds.startTimer();
  await send(email, row.id);
  timer();
  // A morning e-mail of follow-ups keeps who got it and which leads, not their names or notes.
  if (row.kind === "follow-ups") return JSON.stringify(keptFollowUps(email as FollowUpsEmail));
  // What was sent, without the pictures' bytes: the lead draws them again.
  return JSON.stringify({ ...email, images: email.images?.map(({ content: _content, ...image }) => image) });
}

/** Delivers a claimed webhook row; what it keeps is its event as stored, the body every attempt sent. */
async function deliver(row: { id: string; message: string; attempts: number }, deliverWebhook: DeliverWebhook) {
  await deliverWebhook(row);
  return row.message;
}

/** Without a webhook delivery (no LEADS_WEBHOOK_URL), a webhook row fails and waits for one. */
const noWebhook: DeliverWebhook = async () => {
  throw new Error("LEADS_WEBHOOK_URL is not set");
};

/**
 * Sends what is due once: e-mails with `send`, `webhook` rows (a lead's event for the CRM) with
 * `deliverWebhook`, until one of those fails. Answers how many were sent and how many failed
 * (kept for retry).
 */
export async function drainOutbox(
  storage: Storage,
  send: SendMail,
  options: {
    render: RenderEmail;
    deliverWebhook?: DeliverWebhook;
    now?: () => Date;
    limit?: number;
    leaseMs?: number;
    /** Awaited before each row: lets the process's visitors go first (see startOutboxWorker). */
    giveWay?: () => Promise<void>;
  },
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? (() => new Date());
  const deliverWebhook = options.deliverWebhook ?? noWebhook;
  const leaseMs = options.leaseMs ?? defaultLeaseMs;
  const claimedAt = now().getTime();
  const rows = await claim(storage, now(), options.limit ?? 20, leaseMs);
  let sent = 0;
  let failed = 0;
  // Once the CRM fails, the batch's other events wait for their next attempt untried: twenty
  // time-outs in a row would outlast the lease, and another instance would take the batch.
  let webhookFailure: unknown = null;
  for (const row of rows) {
    await options.giveWay?.();
    // A row is started only while at least half the claim's lease is left: the rows not started
    // are held by that lease alone, and are left to be taken again, by any worker, when it ends.
    if (now().getTime() - claimedAt > leaseMs / 2) break;
    let message: string;
    let leaseEnds: number;
    try {
      if (row.kind === "webhook" && webhookFailure) throw webhookFailure;
      const email = row.kind === "webhook" ? null : await emailOf(storage, row, options.render);
      // The send gets a whole lease of its own. And our clock may say the claim's lease holds when
      // another worker's said it ended (this process stalled, or its clock is behind) and that
      // worker took the row: then it is theirs to send.
      leaseEnds = now().getTime() + leaseMs;
      if (!(await renewLease(storage, row, leaseEnds))) {
        log.warn({ event: "outbox_lease_lost", id: row.id });
        continue;
      }
      message = email ? await sendEmail(row, email, send) : await deliver(row, deliverWebhook);
    } catch (error) {
      failed++;
      if (row.kind === "webhook") webhookFailure ??= error;
      await markFailed(storage, row, error, now());
      continue;
    }
    // It has left: whatever fails from here on is the database, and is never a failed send.
    await recordSent(storage, row.id, message, now, leaseEnds);
    sent++;
  }
  return { sent, failed };
}

/**
 * Extends the lease of a row this worker took until `until`, if it is still this worker's: still
 * pending and taken by no one since (every claim counts an attempt). Answers whether it was.
 */
async function renewLease(storage: Storage, row: { id: string; attempts: number }, until: number) {
  const renewed = await storage.db
    .updateTable("outbox")
    .set({ locked_until: new Date(until).toISOString() })
    .where("id", "=", row.id)
    .where("status", "=", "pending")
    .where("attempts", "=", row.attempts)
    .executeTakeFirst();
  return Number(renewed.numUpdatedRows) > 0;
}

/**
 * Marks a row sent once its message has left. A lost connection (PostgreSQL restarted, the
 * backend terminated) fails the write, not the send: the write is tried again, each time on a
 * connection the pool has had time to replace, until the row's lease ends. Past that another
 * worker may take the row, so it gives up and says so; the e-mail may then go out twice, as after
 * a crash.
 */
async function recordSent(storage: Storage, id: string, message: string, now: () => Date, leaseEnds: number) {
  // Timed on the process's own clock, so a clock a test holds still cannot keep it trying.
  const deadline = performance.now() + (leaseEnds - now().getTime());
  for (let tries = 1; ; tries++) {
    try {
      await markSent(storage, id, message, now());
      if (tries > 1) log.warn({ event: "outbox_sent_recorded_late", id, tries });
      return;
    } catch (error) {
      const wait = Math.min(100 * 2 ** (tries - 1), 2_000);
      if (performance.now() + wait >= deadline) {
        log.error({ event: "outbox_sent_unrecorded", id, tries, error: (error as Error).message });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** Marks a row sent, keeping `message`: what was sent. */
async function markSent(storage: Storage, id: string, message: string, now: Date) {
  await storage.db
    .updateTable("outbox")
    .set({ status: "sent", message, sent_at: now.toISOString(), locked_until: null, last_error: null })
    .where("id", "=", id)
    .execute();
}

/**
 * Keeps a failed row with its error, due again after its back-off; unless another worker took it
 * meanwhile (our lease ran out during the send): clearing its lease would let a third take it.
 */
async function markFailed(storage: Storage, row: { id: string; attempts: number }, error: unknown, now: Date) {
  await storage.db
    .updateTable("outbox")
    .set({
      locked_until: null,
      last_error: String((error as Error).message ?? error).slice(0, 1000),
      next_attempt_at: new Date(now.getTime() + backoffMs(row.attempts)).toISOString(),
    })
    .where("id", "=", row.id)
    .where("status", "=", "pending")
    .where("attempts", "=", row.attempts)
    .execute();
}

/**
 * The outbox worker of this process: drains every `intervalMs`, and at once when woken (a lead
 * was just stored). Errors are logged and never stop it. Writing an e-mail takes the event
 * loop for a few milliseconds, so while the process answers requests (`busy`), the worker waits
 * up to 200 ms before each e-mail: a flood of posts delays e-mails by seconds, never pages.
 */
export function startOutboxWorker(
  storage: Storage,
  send: SendMail,
  options: {
    render: RenderEmail;
    deliverWebhook?: DeliverWebhook;
    intervalMs?: number;
    leaseMs?: number;
    busy?: () => boolean;
  },
) {
  const busy = options.busy;
  const giveWay = busy
    ? async () => {
        for (let waited = 0; busy() && waited < 200; waited += 10) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      }
    : undefined;
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
          const { sent, failed } = await drainOutbox(storage, send, {
            render: options.render,
            deliverWebhook: options.deliverWebhook,
            leaseMs: options.leaseMs,
            giveWay,
          });
          if (failed) log.error({ event: "outbox_send_failed", failed });
          if (sent === 20) again = true; // a full batch: there may be more
        } catch (error) {
          log.error({ event: "outbox_worker_failed", error: (error as Error).message });
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
  return (await outboxState(storage, new Date())).pending;
}

/**
 * What the operator watches: e-mails waiting, those among them that failed at least once (kept
 * for retry), and how long the oldest has waited.
 */
export async function outboxState(storage: Storage, now: Date) {
  const row = await storage.db
    .selectFrom("outbox")
    .select([
      sql<string | number>`count(*)`.as("pending"),
      sql<string | number>`count(last_error)`.as("failed"),
      sql<string | null>`min(created_at)`.as("oldest"),
    ])
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  const oldest = row.oldest ? (now.getTime() - new Date(row.oldest).getTime()) / 1000 : 0;
  return { pending: Number(row.pending), failed: Number(row.failed), oldestAgeSeconds: Math.max(0, oldest) };
}
