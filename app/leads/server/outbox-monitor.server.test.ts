import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { failSending } from "../../../tests/support/inbox";
import { describeStorage } from "../../../tests/support/storage";
import { sendToFiles, storeContactLead } from "../../../tests/support/stored-leads";
import { leadRecord } from "./lead-record.server";
import { failedDeliveries, outboxSummary, retryNow } from "./outbox-monitor.server";

const lucia = "lucia@nudo.example";
const at = (time: string) => new Date(`2026-11-23T${time}Z`);

describeStorage("the outbox monitor on $name", (t) => {
  /** One lead whose e-mails were sent, one whose e-mails failed, one whose e-mails wait, and a waiting webhook. */
  async function threeLeads() {
    const sent = await storeContactLead(t.storage, "sent@cliente.example", at("09:00:00"), "192.0.2.1");
    await sendToFiles(t.storage, t.dataDir, at("09:00:00"));
    const failed = await storeContactLead(t.storage, "failed@cliente.example", at("09:10:00"), "192.0.2.2");
    await failSending(t.storage, at("09:10:00"), "550 mailbox unavailable");
    const waiting = await storeContactLead(t.storage, "waiting@cliente.example", at("09:30:00"), "192.0.2.3");
    await t.storage.db
      .insertInto("outbox")
      .values({
        id: randomUUID(),
        lead_id: waiting.id,
        kind: "webhook",
        message: JSON.stringify({ id: "event", type: "lead.created" }),
        status: "pending",
        next_attempt_at: "2026-11-23T09:30:00.000Z",
        locked_until: null,
        last_error: null,
        sent_at: null,
        created_at: "2026-11-23T09:30:00.000Z",
      })
      .execute();
    return { sent, failed, waiting };
  }

  it("counts rows sent, waiting and failed, by kind and in all, and how long the oldest has waited", async () => {
    expect(await outboxSummary(t.storage, at("10:00:00"))).toEqual({
      byKind: {
        notification: { sent: 0, pending: 0, failed: 0 },
        confirmation: { sent: 0, pending: 0, failed: 0 },
        reply: { sent: 0, pending: 0, failed: 0 },
        "follow-ups": { sent: 0, pending: 0, failed: 0 },
        webhook: { sent: 0, pending: 0, failed: 0 },
      },
      total: { sent: 0, pending: 0, failed: 0 },
      oldestPendingSeconds: null,
    });
    await threeLeads();
    expect(await outboxSummary(t.storage, at("10:00:00"))).toEqual({
      byKind: {
        notification: { sent: 1, pending: 1, failed: 1 },
        confirmation: { sent: 1, pending: 1, failed: 1 },
        reply: { sent: 0, pending: 0, failed: 0 },
        "follow-ups": { sent: 0, pending: 0, failed: 0 },
        webhook: { sent: 0, pending: 1, failed: 0 },
      },
      total: { sent: 2, pending: 3, failed: 2 },
      // The failed e-mails, stored at 09:10, wait longest.
      oldestPendingSeconds: 50 * 60,
    });
  });

  it("lists the failed rows with their lead and error, the longest-waiting first", async () => {
    const { failed, waiting } = await threeLeads();
    const rows = await failedDeliveries(t.storage);
    expect(rows.map((row) => [row.leadId, row.kind, row.attempts, row.lastError]).sort()).toEqual([
      [failed.id, "confirmation", 1, "550 mailbox unavailable"],
      [failed.id, "notification", 1, "550 mailbox unavailable"],
    ]);
    expect(rows[0]).toMatchObject({ createdAt: "2026-11-23T09:10:00.000Z", nextAttemptAt: "2026-11-23T09:10:05.000Z" });

    // At 09:40 every waiting row is due, and the mail server still refuses.
    await failSending(t.storage, at("09:40:00"), "421 try again later");
    const later = await failedDeliveries(t.storage);
    expect(later.map((row) => [row.leadId, row.attempts])).toEqual([
      [failed.id, 2],
      [failed.id, 2],
      [waiting.id, 1],
      [waiting.id, 1],
      [waiting.id, 1],
    ]);
    expect(later.filter((row) => row.kind !== "webhook").map((row) => row.lastError)).toEqual(
      Array(4).fill("421 try again later"),
    );
    // The webhook failed too, with its own error (no receiver in this test).
    expect(later.find((row) => row.kind === "webhook")?.lastError).toEqual(expect.any(String));
    expect(await failedDeliveries(t.storage, 2)).toEqual(later.slice(0, 2));
  });

  it("makes one failed row, or all of them, due now, recording a retry on each lead, and the next pass sends them", async () => {
    const { sent, failed, waiting } = await threeLeads();
    const [first, second] = await failedDeliveries(t.storage);
    if (!first || !second) throw new Error("no failed rows");

    expect(await retryNow(t.storage, first.id, lucia, at("09:10:01"))).toBe(1);
    expect(await sendToFiles(t.storage, t.dataDir, at("09:10:01"))).toEqual({ sent: 1, failed: 0 });
    expect((await failedDeliveries(t.storage)).map((row) => row.id)).toEqual([second.id]);

    // A sent row, an unknown one: nothing to do.
    const sentRow = (await leadRecord(t.storage, sent.id))?.deliveries[0];
    expect(await retryNow(t.storage, sentRow?.id ?? "", lucia, at("09:10:02"))).toBe(0);
    expect(await retryNow(t.storage, randomUUID(), lucia, at("09:10:02"))).toBe(0);

    expect(await retryNow(t.storage, "all-failed", lucia, at("09:10:02"))).toBe(1);
    // Still failed until it is sent, but due now rather than at 09:10:05.
    expect(await failedDeliveries(t.storage)).toEqual([
      expect.objectContaining({ id: second.id, nextAttemptAt: "2026-11-23T09:10:02.000Z" }),
    ]);
    expect(await sendToFiles(t.storage, t.dataDir, at("09:10:02"))).toEqual({ sent: 1, failed: 0 });
    expect(await failedDeliveries(t.storage)).toEqual([]);
    expect(await retryNow(t.storage, "all-failed", lucia, at("09:10:03"))).toBe(0);

    expect((await leadRecord(t.storage, failed.id))?.events).toEqual([
      { at: "2026-11-23T09:10:01.000Z", actor: lucia, kind: "retry", detail: { outboxId: first.id } },
      { at: "2026-11-23T09:10:02.000Z", actor: lucia, kind: "retry", detail: { outboxId: second.id } },
    ]);
    expect((await leadRecord(t.storage, sent.id))?.events).toEqual([]);
    expect((await leadRecord(t.storage, waiting.id))?.events).toEqual([]);
    expect(await outboxSummary(t.storage, at("09:30:00"))).toMatchObject({
      byKind: {
        notification: { sent: 2, pending: 1, failed: 0 },
        confirmation: { sent: 2, pending: 1, failed: 0 },
        webhook: { sent: 0, pending: 1, failed: 0 },
      },
      oldestPendingSeconds: 0,
    });
  });
});
