import { expect, it } from "vitest";
import { emlFiles } from "../../../tests/support/mail";
import { describeStorage } from "../../../tests/support/storage";
import { sendToFiles, storeContactLead } from "../../../tests/support/stored-leads";
import { addNote, changeState } from "./lead-record.server";
import { limitKey, limits, takeHit } from "./limits.server";
import { runRetention } from "./retention.server";

const day = 24 * 3600_000;
const policy = { leadRetentionDays: 730, outboxKeepDays: 30 };

describeStorage("retention on $name", (t) => {
  it("deletes leads older than LEAD_RETENTION_DAYS with their outbox rows and .eml files, and nothing younger", async () => {
    const start = Date.parse("2024-01-10T09:00:00Z");
    const old = await storeContactLead(t.storage, "old@cliente.example", new Date(start), "192.0.2.1");
    await sendToFiles(t.storage, t.dataDir, new Date(start));
    const young = await storeContactLead(t.storage, "young@cliente.example", new Date(start + 100 * day), "192.0.2.2");
    await sendToFiles(t.storage, t.dataDir, new Date(start + 100 * day));
    // The sales team's notes and state changes are personal data too: they go with their lead.
    await addNote(t.storage, old.id, "Llamar en enero", "lucia@nudo.example", new Date(start + day));
    await changeState(t.storage, old.id, "won", "lucia@nudo.example", new Date(start + 2 * day));
    await addNote(t.storage, young.id, "Enviado presupuesto", "lucia@nudo.example", new Date(start + 101 * day));
    expect(emlFiles(t.dataDir)).toHaveLength(4);

    // One day short of two years: nothing goes.
    const early = await runRetention(t.storage, t.dataDir, policy, new Date(start + 729 * day));
    expect(early).toMatchObject({ leads: 0, emails: 0, emlFiles: 0 });

    const report = await runRetention(t.storage, t.dataDir, policy, new Date(start + 731 * day));
    expect(report).toMatchObject({ leads: 1, emails: 2, emlFiles: 2 });
    const leads = await t.storage.db.selectFrom("leads").select("id").execute();
    expect(leads.map((lead) => lead.id)).toEqual([young.id]);
    const outbox = await t.storage.db.selectFrom("outbox").select(["id", "lead_id"]).execute();
    expect(outbox.every((row) => row.lead_id === young.id)).toBe(true);
    expect(emlFiles(t.dataDir)).toEqual(outbox.map((row) => `${row.id}.eml`).sort());
    const events = await t.storage.db.selectFrom("lead_events").select(["lead_id", "kind"]).execute();
    expect(events).toEqual([{ lead_id: young.id, kind: "note" }]);

    // Running again (another instance, the next day) finds nothing more to do.
    expect(await runRetention(t.storage, t.dataDir, policy, new Date(start + 731 * day))).toMatchObject({
      leads: 0,
      emails: 0,
      emlFiles: 0,
    });
  });

  it("blanks sent e-mails older than OUTBOX_KEEP_DAYS, keeping their status and times; pending ones stay whole", async () => {
    const start = Date.parse("2026-09-01T09:00:00Z");
    const sent = await storeContactLead(t.storage, "sent@cliente.example", new Date(start), "192.0.2.3");
    await sendToFiles(t.storage, t.dataDir, new Date(start));
    const pending = await storeContactLead(t.storage, "pending@cliente.example", new Date(start), "192.0.2.4");

    expect((await runRetention(t.storage, t.dataDir, policy, new Date(start + 29 * day))).blankedBodies).toBe(0);
    expect((await runRetention(t.storage, t.dataDir, policy, new Date(start + 31 * day))).blankedBodies).toBe(2);

    const rows = await t.storage.db.selectFrom("outbox").selectAll().execute();
    for (const row of rows.filter((row) => row.lead_id === sent.id)) {
      expect(row).toMatchObject({ message: "", status: "sent", created_at: new Date(start).toISOString() });
      expect(row.sent_at).toBe(new Date(start).toISOString());
    }
    for (const row of rows.filter((row) => row.lead_id === pending.id)) {
      expect(row.status).toBe("pending");
      expect(JSON.parse(row.message)).toEqual({ draft: true, confirmationSent: true });
    }
    // The lead itself stays until its own retention.
    expect(await t.storage.db.selectFrom("leads").select("id").execute()).toHaveLength(2);
  });

  it("honours other periods from configuration, and removes rate-limit hits past their window", async () => {
    const start = Date.parse("2026-11-01T09:00:00Z");
    await storeContactLead(t.storage, "short@cliente.example", new Date(start), "192.0.2.5");
    await takeHit(t.storage, limits.posts, limitKey(limits.posts, "192.0.2.5"), new Date(start));
    const report = await runRetention(
      t.storage,
      t.dataDir,
      { leadRetentionDays: 7, outboxKeepDays: 1 },
      new Date(start + 8 * day),
    );
    expect(report).toMatchObject({ leads: 1, emails: 2 });
    expect(report.rateHits).toBeGreaterThanOrEqual(2); // the post, the accepted lead, the confirmation
    expect(await t.storage.db.selectFrom("rate_hits").selectAll().execute()).toEqual([]);
  });
});
