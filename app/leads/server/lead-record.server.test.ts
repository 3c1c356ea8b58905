import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { failSending, storeFormLead } from "../../../tests/support/inbox";
import { describeStorage } from "../../../tests/support/storage";
import { joseSampleData, sendToFiles, storeContactLead } from "../../../tests/support/stored-leads";
import { addNote, changeState, leadRecord, resendDelivery } from "./lead-record.server";
import { runRetention } from "./retention.server";

const lucia = "lucia@nudo.example";
const pablo = "pablo@nudo.example";
const at = (time: string) => new Date(`2026-11-23T${time}Z`);

describeStorage("a lead's record on $name", (t) => {
  const outboxRows = async (leadId: string) =>
    t.storage.db.selectFrom("outbox").selectAll().where("lead_id", "=", leadId).orderBy("created_at").execute();

  it("shows the lead as submitted, where its e-mails went, and nothing for an unknown id", async () => {
    const lead = await storeFormLead(
      t.storage,
      "sample",
      { ...joseSampleData, email: "Jose@Hotel.example" },
      at("09:00:00"),
      { lang: "en" },
    );
    await sendToFiles(t.storage, t.dataDir, at("09:00:01"));

    const record = await leadRecord(t.storage, lead.id);
    expect(record).toMatchObject({
      id: lead.id,
      form: "sample",
      lang: "en",
      receivedAt: "2026-11-23T09:00:00.000Z",
      state: "new",
      email: "jose@hotel.example",
      data: { firstName: "José", lastName: "Martínez", email: "Jose@Hotel.example", postalCode: "28001" },
      events: [],
    });
    const byKind = Object.fromEntries((record?.deliveries ?? []).map((delivery) => [delivery.kind, delivery]));
    expect(byKind.notification).toMatchObject({
      status: "sent",
      attempts: 1,
      lastError: null,
      sentAt: "2026-11-23T09:00:01.000Z",
      createdAt: "2026-11-23T09:00:00.000Z",
      recipients: ["ventas@nudo.example"],
    });
    expect(byKind.confirmation).toMatchObject({ status: "sent", recipients: ["Jose@Hotel.example"] });
    expect(await leadRecord(t.storage, randomUUID())).toBeNull();
  });

  it("tells waiting e-mails from failed ones, with the error, and has no recipients before an e-mail is written", async () => {
    const waiting = await storeContactLead(t.storage, "ana@cliente.example", at("09:00:00"), "192.0.2.1");
    expect((await leadRecord(t.storage, waiting.id))?.deliveries).toEqual([
      expect.objectContaining({ kind: "confirmation", status: "pending", attempts: 0, recipients: null }),
      expect.objectContaining({ kind: "notification", status: "pending", attempts: 0, recipients: null }),
    ]);
    await failSending(t.storage, at("09:00:01"), "connect ECONNREFUSED 127.0.0.1:25");
    const deliveries = (await leadRecord(t.storage, waiting.id))?.deliveries ?? [];
    expect(deliveries.map((delivery) => [delivery.status, delivery.attempts, delivery.lastError])).toEqual([
      ["failed", 1, "connect ECONNREFUSED 127.0.0.1:25"],
      ["failed", 1, "connect ECONNREFUSED 127.0.0.1:25"],
    ]);
    expect(deliveries[0]?.nextAttemptAt).toBe("2026-11-23T09:00:06.000Z");
  });

  it("moves a lead between states, recording who and when, and nothing when the state is the same", async () => {
    const lead = await storeContactLead(t.storage, "ana@cliente.example", at("09:00:00"));
    expect(await changeState(t.storage, lead.id, "contacted", lucia, at("10:00:00"))).toBe(true);
    expect(await changeState(t.storage, lead.id, "contacted", pablo, at("10:05:00"))).toBe(true);
    expect(await changeState(t.storage, lead.id, "won", pablo, at("11:00:00"))).toBe(true);
    expect(await changeState(t.storage, randomUUID(), "won", pablo, at("11:00:00"))).toBe(false);
    const record = await leadRecord(t.storage, lead.id);
    expect(record?.state).toBe("won");
    expect(record?.events).toEqual([
      { at: "2026-11-23T10:00:00.000Z", actor: lucia, kind: "state", detail: { from: "new", to: "contacted" } },
      { at: "2026-11-23T11:00:00.000Z", actor: pablo, kind: "state", detail: { from: "contacted", to: "won" } },
    ]);
  });

  it("adds notes, trimmed, in the order they were written; refuses empty, too long or lead unknown", async () => {
    const lead = await storeContactLead(t.storage, "ana@cliente.example", at("09:00:00"));
    expect(await addNote(t.storage, lead.id, "  Llamada: quiere 3 muestras.\n", lucia, at("10:00:00"))).toEqual({
      ok: true,
    });
    // Same moment: still shown in the order they were made.
    await changeState(t.storage, lead.id, "contacted", lucia, at("10:00:00"));
    expect(await addNote(t.storage, lead.id, "x".repeat(5000), pablo, at("10:00:00"))).toEqual({ ok: true });
    expect(await addNote(t.storage, lead.id, " \n\t ", lucia, at("10:01:00"))).toEqual({ ok: false, reason: "empty" });
    expect(await addNote(t.storage, lead.id, "x".repeat(5001), lucia, at("10:01:00"))).toEqual({
      ok: false,
      reason: "too-long",
    });
    expect(await addNote(t.storage, randomUUID(), "hola", lucia, at("10:01:00"))).toEqual({
      ok: false,
      reason: "not-found",
    });
    const events = (await leadRecord(t.storage, lead.id))?.events ?? [];
    expect(events.map((event) => [event.kind, event.actor])).toEqual([
      ["note", lucia],
      ["state", lucia],
      ["note", pablo],
    ]);
    expect(events[0]?.detail).toEqual({ text: "Llamada: quiere 3 muestras." });
  });

  it("queues a sent e-mail again as a new row with the same message, which the next pass sends", async () => {
    const lead = await storeContactLead(t.storage, "ana@cliente.example", at("09:00:00"));
    await sendToFiles(t.storage, t.dataDir, at("09:00:01"));
    const [confirmation] = (await outboxRows(lead.id)).filter((row) => row.kind === "confirmation");
    if (!confirmation) throw new Error("no confirmation");

    const result = await resendDelivery(t.storage, confirmation.id, lucia, at("12:00:00"));
    expect(result).toMatchObject({ ok: true, action: "resend" });
    const rows = await outboxRows(lead.id);
    expect(rows).toHaveLength(3);
    const again = rows.find((row) => row.id === (result.ok ? result.outboxId : ""));
    expect(again).toMatchObject({
      kind: "confirmation",
      message: confirmation.message,
      status: "pending",
      attempts: 0,
      next_attempt_at: "2026-11-23T12:00:00.000Z",
      created_at: "2026-11-23T12:00:00.000Z",
      last_error: null,
      sent_at: null,
    });
    // The original stays as it was: sent once, at 09:00:01.
    expect(rows.find((row) => row.id === confirmation.id)).toMatchObject({
      status: "sent",
      sent_at: confirmation.sent_at,
    });
    expect((await leadRecord(t.storage, lead.id))?.events).toEqual([
      {
        at: "2026-11-23T12:00:00.000Z",
        actor: lucia,
        kind: "resend",
        detail: { outboxId: again?.id, resentFrom: confirmation.id },
      },
    ]);
    expect(await sendToFiles(t.storage, t.dataDir, at("12:00:01"))).toEqual({ sent: 1, failed: 0 });
    expect(
      (await leadRecord(t.storage, lead.id))?.deliveries.filter((delivery) => delivery.kind === "confirmation"),
    ).toEqual([
      expect.objectContaining({
        status: "sent",
        sentAt: "2026-11-23T09:00:01.000Z",
        recipients: ["ana@cliente.example"],
      }),
      expect.objectContaining({
        status: "sent",
        sentAt: "2026-11-23T12:00:01.000Z",
        recipients: ["ana@cliente.example"],
      }),
    ]);
  });

  it("queues a sent webhook again with the same event (same event id), for the receiver to recognise", async () => {
    const lead = await storeContactLead(t.storage, "ana@cliente.example", at("09:00:00"));
    const event = JSON.stringify({
      id: "3f0c9a52-0000-4000-8000-000000000001",
      type: "lead.created",
      lead: { id: lead.id },
    });
    await t.storage.db
      .insertInto("outbox")
      .values({
        id: "3f0c9a52-0000-4000-8000-000000000001",
        lead_id: lead.id,
        kind: "webhook",
        message: event,
        status: "sent",
        next_attempt_at: "2026-11-23T09:00:00.000Z",
        locked_until: null,
        last_error: null,
        sent_at: "2026-11-23T09:00:02.000Z",
        created_at: "2026-11-23T09:00:00.000Z",
      })
      .execute();
    const result = await resendDelivery(t.storage, "3f0c9a52-0000-4000-8000-000000000001", pablo, at("12:00:00"));
    expect(result).toMatchObject({ ok: true, action: "resend" });
    const webhooks = (await outboxRows(lead.id)).filter((row) => row.kind === "webhook");
    expect(webhooks.map((row) => [row.status, row.message])).toEqual([
      ["sent", event],
      ["pending", event],
    ]);
    expect((await leadRecord(t.storage, lead.id))?.deliveries.find((row) => row.kind === "webhook")?.recipients).toBe(
      null,
    );
  });

  it("makes a failed e-mail due now instead of after its backoff, without a new row", async () => {
    const lead = await storeContactLead(t.storage, "ana@cliente.example", at("09:00:00"));
    await failSending(t.storage, at("09:00:01"));
    await failSending(t.storage, at("09:00:07"));
    const [notification] = (await outboxRows(lead.id)).filter((row) => row.kind === "notification");
    expect(notification).toMatchObject({ attempts: 2, next_attempt_at: "2026-11-23T09:00:17.000Z" });
    if (!notification) throw new Error("no notification");

    expect(await resendDelivery(t.storage, notification.id, lucia, at("09:00:08"))).toEqual({
      ok: true,
      action: "retry",
      outboxId: notification.id,
    });
    const rows = await outboxRows(lead.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.id === notification.id)).toMatchObject({
      status: "pending",
      next_attempt_at: "2026-11-23T09:00:08.000Z",
      locked_until: null,
    });
    expect((await leadRecord(t.storage, lead.id))?.events).toEqual([
      { at: "2026-11-23T09:00:08.000Z", actor: lucia, kind: "retry", detail: { outboxId: notification.id } },
    ]);
    // The next pass sends it (the confirmation is still in its backoff).
    expect(await sendToFiles(t.storage, t.dataDir, at("09:00:08"))).toEqual({ sent: 1, failed: 0 });
  });

  it("refuses to send again an e-mail retention blanked, an unknown one, or one a worker is sending", async () => {
    const lead = await storeContactLead(t.storage, "ana@cliente.example", at("09:00:00"));
    await sendToFiles(t.storage, t.dataDir, at("09:00:01"));
    await runRetention(t.storage, t.dataDir, { leadRetentionDays: 730, outboxKeepDays: 0 }, at("10:00:00"));
    const [blanked] = await outboxRows(lead.id);
    expect(blanked?.message).toBe("");
    expect(await resendDelivery(t.storage, blanked?.id ?? "", lucia, at("10:00:00"))).toEqual({
      ok: false,
      reason: "blanked",
    });
    expect(await resendDelivery(t.storage, randomUUID(), lucia, at("10:00:00"))).toEqual({
      ok: false,
      reason: "not-found",
    });

    const other = await storeContactLead(t.storage, "bob@cliente.example", at("10:00:00"), "192.0.2.2");
    const [sending] = await outboxRows(other.id);
    await t.storage.db
      .updateTable("outbox")
      .set({ locked_until: "2026-11-23T10:02:00.000Z" })
      .where("id", "=", sending?.id ?? "")
      .execute();
    expect(await resendDelivery(t.storage, sending?.id ?? "", lucia, at("10:00:30"))).toEqual({
      ok: false,
      reason: "sending",
    });
    // Its lease run out (the worker died): it can be made due.
    expect(await resendDelivery(t.storage, sending?.id ?? "", lucia, at("10:02:00"))).toMatchObject({
      ok: true,
      action: "retry",
    });
    expect((await outboxRows(lead.id)).length + (await outboxRows(other.id)).length).toBe(4);
    expect((await leadRecord(t.storage, lead.id))?.events).toEqual([]);
  });
});
