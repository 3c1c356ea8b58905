import type { Storage } from "~/platform/db/db.server";
import { deleteEmlFiles } from "~/platform/db/eml-files.server";
import { log } from "~/platform/observability/log.server";
import { retentionDeleted } from "~/platform/observability/metrics.server";
import { forgetInFollowUps } from "./follow-up-digest.server";
import { deleteExpiredHits } from "./limits.server";

const dayMs = 24 * 60 * 60_000;

export type RetentionPolicy = { leadRetentionDays: number; outboxKeepDays: number };

export type RetentionReport = {
  leads: number;
  emails: number;
  emlFiles: number;
  blankedBodies: number;
  rateHits: number;
  /** What each of the other areas' purges (`RetentionPurge`) deleted, by name. */
  others: Record<string, number>;
};

/**
 * Another area's rows that go with time, purged by the same daily run (the specifier's project's
 * shared copies): the leads know nothing of them, the server's wiring hands them in.
 */
export type RetentionPurge = { what: string; purge: (storage: Storage, now: Date) => Promise<number> };

/**
 * Deletes the given leads with their outbox rows, their staff events (notes are personal data
 * too), their room pictures and .eml files; answers what was removed.
 */
export async function deleteLeads(storage: Storage, dataDir: string, leadIds: readonly string[]) {
  if (leadIds.length === 0) return { leads: 0, emails: 0, emlFiles: 0 };
  const outboxIds = await storage.db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom("outbox").select("id").where("lead_id", "in", leadIds).execute();
    await trx.deleteFrom("outbox").where("lead_id", "in", leadIds).execute();
    await trx.deleteFrom("lead_events").where("lead_id", "in", leadIds).execute();
    await trx.deleteFrom("lead_pictures").where("lead_id", "in", leadIds).execute();
    await trx.deleteFrom("leads").where("id", "in", leadIds).execute();
    return { ids: rows.map((row) => row.id), followUps: await forgetInFollowUps(trx, leadIds) };
  });
  // Files after the commit: a crash in between leaves a file without a row, never a row whose mail is gone.
  const emlFiles = await deleteEmlFiles(dataDir, [...outboxIds.ids, ...outboxIds.followUps]);
  return { leads: leadIds.length, emails: outboxIds.ids.length, emlFiles };
}

/**
 * The privacy policy's retention, enforced: leads older than `leadRetentionDays` go with their
 * e-mails and .eml files; sent e-mails older than `outboxKeepDays` keep their status and times
 * but lose their body (recipients, subject, text), which repeats the lead; rate-limit hits
 * leave once outside their window; e-mails of no one lead (the morning follow-ups) go whole after
 * `outboxKeepDays`; then each purge handed in (`RetentionPurge`). Every step is
 * an idempotent delete or update, so several instances may run it at once. Leads go in batches,
 * so a first run on a large table does not hold one long transaction.
 */
export async function runRetention(
  storage: Storage,
  dataDir: string,
  policy: RetentionPolicy,
  now: Date,
  purges: readonly RetentionPurge[] = [],
): Promise<RetentionReport> {
  const report: RetentionReport = {
    leads: 0,
    emails: 0,
    emlFiles: 0,
    blankedBodies: 0,
    rateHits: 0,
    others: {},
  };
  const leadsBefore = new Date(now.getTime() - policy.leadRetentionDays * dayMs).toISOString();
  for (;;) {
    const batch = await storage.db
      .selectFrom("leads")
      .select("id")
      .where("created_at", "<", leadsBefore)
      .orderBy("created_at")
      .limit(500)
      .execute();
    const removed = await deleteLeads(
      storage,
      dataDir,
      batch.map((row) => row.id),
    );
    report.leads += removed.leads;
    report.emails += removed.emails;
    report.emlFiles += removed.emlFiles;
    if (batch.length < 500) break;
  }
  // E-mails of no one lead (the morning follow-ups) go whole once their body would be blanked,
  // with their day's key: nothing of them is needed after that.
  const keepSince = new Date(now.getTime() - policy.outboxKeepDays * dayMs).toISOString();
  for (;;) {
    const batch = (
      await storage.db
        .selectFrom("outbox")
        .select("id")
        .where("lead_id", "is", null)
        .where("created_at", "<", keepSince)
        .limit(500)
        .execute()
    ).map((row) => row.id);
    if (batch.length === 0) break;
    await storage.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("follow_up_digests").where("outbox_id", "in", batch).execute();
      await trx.deleteFrom("outbox").where("id", "in", batch).execute();
    });
    report.emails += batch.length;
    report.emlFiles += await deleteEmlFiles(dataDir, batch);
    if (batch.length < 500) break;
  }
  const blanked = await storage.db
    .updateTable("outbox")
    .set({ message: "", last_error: null })
    .where("status", "=", "sent")
    .where("sent_at", "<", new Date(now.getTime() - policy.outboxKeepDays * dayMs).toISOString())
    .where("message", "!=", "")
    .executeTakeFirst();
  report.blankedBodies = Number(blanked.numUpdatedRows);
  report.rateHits = await deleteExpiredHits(storage, now);
  for (const { what, purge } of purges) report.others[what] = await purge(storage, now);
  return report;
}

/**
 * Runs retention at start and then every `intervalMs` (a day), and the cheap rate-limit
 * clean-up every ten minutes. Failures are logged and tried again at the next run.
 */
export function startRetention(
  storage: Storage,
  dataDir: string,
  policy: RetentionPolicy,
  options: { now?: () => Date; intervalMs?: number; purges?: readonly RetentionPurge[] } = {},
) {
  const now = options.now ?? (() => new Date());
  let running: Promise<void> = Promise.resolve();
  const run = (what: "all" | "rate_hits") => {
    running = running.then(async () => {
      try {
        if (what === "rate_hits") {
          retentionDeleted.inc({ what: "rate_hits" }, await deleteExpiredHits(storage, now()));
          return;
        }
        const report = await runRetention(storage, dataDir, policy, now(), options.purges);
        retentionDeleted.inc({ what: "leads" }, report.leads);
        retentionDeleted.inc({ what: "emails" }, report.emails);
        retentionDeleted.inc({ what: "eml_files" }, report.emlFiles);
        retentionDeleted.inc({ what: "blanked_bodies" }, report.blankedBodies);
        retentionDeleted.inc({ what: "rate_hits" }, report.rateHits);
        for (const [what, count] of Object.entries(report.others)) retentionDeleted.inc({ what }, count);
        log.info({ event: "retention_done", ...policy, ...report });
      } catch (error) {
        log.error({ event: "retention_failed", error: (error as Error).message });
      }
    });
    return running;
  };
  void run("all");
  const daily = setInterval(() => void run("all"), options.intervalMs ?? dayMs);
  const hits = setInterval(() => void run("rate_hits"), 10 * 60_000);
  daily.unref();
  hits.unref();
  return {
    /** Resolves when the run under way (the one at start, say) has finished. */
    idle: () => running,
    async stop() {
      clearInterval(daily);
      clearInterval(hits);
      await running;
    },
  };
}
