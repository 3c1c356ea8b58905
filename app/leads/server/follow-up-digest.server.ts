import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Storage } from "~/platform/db/db.server";
import type { Database } from "~/platform/db/schema.server";
import { log } from "~/platform/observability/log.server";
import type { OutgoingEmail } from "./lead-emails.server";
import { madridDay, madridHour } from "./madrid-day.server";
import { outboxRow } from "./outbox-row.server";

/*
 * The morning e-mail of follow-ups: from eight o'clock, Madrid time, each staff member who works
 * leads and owns open ones whose follow-up is due (today or earlier) gets one e-mail listing
 * them, in the back office's language they chose. It is written when queued, through the outbox;
 * its row in `follow_up_digests` (staff member, day) is written in the same transaction, and
 * that key makes it once a day however many instances try at once.
 */

/** A due follow-up as the e-mail lists it. */
export type DueFollowUp = {
  id: string;
  name: string | null;
  company: string | null;
  on: string;
  note: string | null;
};

/** A follow-ups e-mail as queued: the e-mail, and the leads it lists (what erasure looks for). */
export type FollowUpsEmail = OutgoingEmail & { kind: "follow-ups"; leadIds: string[] };

/** Writes a staff member's e-mail of `leads` in `lang` on the Madrid day `today` (mail/emails/follow-ups.server.tsx). */
export type WriteFollowUps = (to: string, lang: "es" | "en", leads: DueFollowUp[], today: string) => FollowUpsEmail;

/** The hour (Madrid) from which the day's e-mails are queued, unless configured (FOLLOW_UPS_HOUR). */
export const digestHour = 8;

/**
 * Queues the day's follow-ups e-mails not queued yet, once it is eight in Madrid: one per staff
 * member (sales or admin) who owns open leads (not won, lost or spam) with a follow-up today or
 * earlier. Answers how many were queued by this call; a racing instance that queued one first
 * leaves this one nothing to do for that staff member.
 */
export async function queueFollowUpDigests(
  storage: Storage,
  options: { write: WriteFollowUps; now: Date; hour?: number },
) {
  const { now } = options;
  if (madridHour(now) < (options.hour ?? digestHour)) return 0;
  const today = madridDay(now);
  const due = await storage.db
    .selectFrom("leads")
    .innerJoin("staff", "staff.id", "leads.owner_id")
    .leftJoin("follow_up_digests", (join) =>
      join.onRef("follow_up_digests.staff_id", "=", "staff.id").on("follow_up_digests.day", "=", today),
    )
    .select([
      "staff.id as staffId",
      "staff.email as staffEmail",
      "staff.language",
      "leads.id",
      "leads.name",
      "leads.company",
      "leads.follow_up_on",
      "leads.follow_up_note",
    ])
    .where("staff.role", "in", ["sales", "admin"])
    .where("leads.follow_up_on", "<=", today)
    .where("leads.state", "not in", ["won", "lost", "spam"])
    .where("follow_up_digests.staff_id", "is", null)
    .orderBy("staff.id")
    .orderBy("leads.follow_up_on")
    .orderBy("leads.created_at")
    .execute();
  const byStaff = new Map<string, { email: string; lang: "es" | "en"; leads: DueFollowUp[] }>();
  for (const row of due) {
    const staff = byStaff.get(row.staffId) ?? {
      email: row.staffEmail,
      lang: row.language === "en" ? "en" : "es",
      leads: [],
    };
    staff.leads.push({
      id: row.id,
      name: row.name,
      company: row.company,
      on: row.follow_up_on ?? today,
      note: row.follow_up_note,
    });
    byStaff.set(row.staffId, staff);
  }
  let queued = 0;
  for (const [staffId, staff] of byStaff) {
    const email = options.write(staff.email, staff.lang, staff.leads, today);
    const at = now.toISOString();
    const made = await storage.write(async (trx) => {
      const outboxId = randomUUID();
      // The key first: an instance that loses the race inserts nothing and queues nothing.
      const key = await trx
        .insertInto("follow_up_digests")
        .values({ staff_id: staffId, day: today, outbox_id: outboxId, created_at: at })
        .onConflict((conflict) => conflict.columns(["staff_id", "day"]).doNothing())
        .returning("staff_id")
        .execute();
      if (key.length === 0) return false;
      await trx
        .insertInto("outbox")
        .values(outboxRow(null, "follow-ups", JSON.stringify(email), at, outboxId))
        .execute();
      return true;
    });
    if (made) queued++;
  }
  return queued;
}

/**
 * Forgets `leadIds` (being deleted: erased or past retention) in the follow-ups e-mails that list
 * them, in `trx`: one still waiting is deleted with its day's key, so the next check writes it
 * again without them; one sent already keeps no names (`keptFollowUps`). Answers the rows' ids,
 * whose .eml files (written without SMTP) carry the names and go too.
 */
export async function forgetInFollowUps(trx: Transaction<Database>, leadIds: readonly string[]): Promise<string[]> {
  if (leadIds.length === 0) return [];
  const erased = new Set(leadIds);
  const rows = await trx
    .selectFrom("outbox")
    .select(["id", "status", "message"])
    .where("kind", "=", "follow-ups")
    .where("message", "!=", "")
    .execute();
  const listing = rows.filter((row) => {
    const ids = (JSON.parse(row.message) as { leadIds?: unknown }).leadIds;
    return Array.isArray(ids) && ids.some((id) => erased.has(id));
  });
  const waiting = listing.filter((row) => row.status !== "sent").map((row) => row.id);
  if (waiting.length > 0) {
    await trx.deleteFrom("follow_up_digests").where("outbox_id", "in", waiting).execute();
    await trx.deleteFrom("outbox").where("id", "in", waiting).execute();
  }
  return listing.map((row) => row.id);
}

/**
 * Checks every `intervalMs` (a minute) whether the day's follow-ups e-mails are due, queues them
 * and wakes the outbox. Failures are logged and tried again at the next check.
 */
export function startFollowUpDigests(
  storage: Storage,
  options: { write: WriteFollowUps; now: () => Date; wake: () => void; intervalMs?: number; hour?: number },
) {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        const queued = await queueFollowUpDigests(storage, {
          write: options.write,
          now: options.now(),
          ...(options.hour === undefined ? {} : { hour: options.hour }),
        });
        // Each check, for an operator following the morning's e-mails (LOG_LEVEL=debug), by process.
        log.debug({ event: "follow_ups_checked", process: process.pid, queued });
        if (queued > 0) {
          log.info({ event: "follow_ups_queued", emails: queued, day: madridDay(options.now()) });
          options.wake();
        }
      } catch (error) {
        log.error({ event: "follow_ups_failed", error: (error as Error).message });
      }
    });
    return running;
  };
  void run();
  const timer = setInterval(() => void run(), options.intervalMs ?? 60_000);
  timer.unref();
  return {
    /** Resolves when the check under way has finished. */
    idle: () => running,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
