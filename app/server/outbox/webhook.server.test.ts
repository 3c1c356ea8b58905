import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { afterEach, expect, it, vi } from "vitest";
import { handleLeadPost } from "~/leads/server/intake.server";
import type { OutgoingEmail } from "~/leads/server/lead-emails.server";
import { exportSubject } from "~/leads/server/privacy.server";
import { runRetention } from "~/leads/server/retention.server";
import { storeLead } from "~/leads/server/store.server";
import { log } from "~/platform/observability/log.server";
import { freePort } from "../../../tests/support/ports";
import { describeStorage, type TestStorage } from "../../../tests/support/storage";
import { anaSampleRequest } from "../../../tests/support/stored-leads";
import { type ReceivedWebhook, signatureHeaders, startWebhookSink } from "../../../tests/support/webhook-sink";
import type { SendMail } from "../mail/transport.server";
import { createWebhookDelivery, webhookKey, webhookSignature } from "./webhook.server";
import { type DeliverWebhook, drainOutbox, type RenderEmail, startOutboxWorker } from "./worker.server";

const siteUrl = "https://nudo.example";

/** E-mails are not what these tests look at: each is written and "sent" without a server. */
const render: RenderEmail = (lead, kind): OutgoingEmail => ({
  kind,
  to: { address: "ventas@nudo.example" },
  subject: `${kind} ${lead.id}`,
  html: "<p>x</p>",
  text: "x",
});
const send: SendMail = async () => {};

const contact = {
  form: "contact" as const,
  lang: "en" as const,
  data: { name: "John Smith", email: "john@studio.example", message: "A rug for a lobby" },
};

let visitor = 0;
/** Stores a lead as a new visitor (an address and an e-mail of their own), its CRM event included unless told. */
async function store(
  storage: TestStorage["storage"],
  input: Parameters<typeof storeLead>[1] = anaSampleRequest,
  webhook = true,
) {
  visitor++;
  const result = await storeLead(
    storage,
    { ...input, data: { ...input.data, email: `Visitor${visitor}@Cliente.example` } } as typeof input,
    { clientAddress: `webhook-visitor-${visitor}`, webhook },
  );
  if (!result.stored) throw new Error("refused by a rate limit");
  return result.lead;
}

const whsecSecret = () => `whsec_${randomBytes(24).toString("base64")}`;

describeStorage("the CRM webhook on $name", (t) => {
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
    vi.restoreAllMocks();
  });

  const sink = async (...args: Parameters<typeof startWebhookSink>) => {
    const started = await startWebhookSink(...args);
    closing.push(started.close);
    return started;
  };
  const webhookRow = (leadId: string) =>
    t.storage.db
      .selectFrom("outbox")
      .selectAll()
      .where("lead_id", "=", leadId)
      .where("kind", "=", "webhook")
      .executeTakeFirstOrThrow();
  const drain = (deliverWebhook: DeliverWebhook | undefined, now?: () => Date) =>
    drainOutbox(t.storage, send, { render, deliverWebhook, now });

  it("stores the lead's event with it and POSTs it signed with a whsec_ key: the stored lead, as JSON", async () => {
    const secret = whsecSecret();
    const crm = await sink();
    const lead = await store(t.storage);
    const kinds = await t.storage.db.selectFrom("outbox").select("kind").where("lead_id", "=", lead.id).execute();
    expect(kinds.map((row) => row.kind).sort()).toEqual(["confirmation", "notification", "webhook"]);

    const deliver = createWebhookDelivery({ url: crm.url, secret, siteUrl });
    expect(await drain(deliver)).toEqual({ sent: 3, failed: 0 });
    expect(crm.received).toHaveLength(1);
    const [request] = crm.received as [ReceivedWebhook];
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/hooks/leads");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["user-agent"]).toMatch(/^Nudo-Webhook\/1\.0 \(\+https:\/\/nudo\.example\)$/);
    const row = await webhookRow(lead.id);
    expect(request.headers["webhook-id"]).toBe(row.id);
    expect(Math.abs(Number(request.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(10);

    // The standard's own library accepts the signature and answers the event.
    const event = new Webhook(secret).verify(request.body, signatureHeaders(request));
    const stored = await t.storage.db
      .selectFrom("leads")
      .selectAll()
      .where("id", "=", lead.id)
      .executeTakeFirstOrThrow();
    expect(event).toEqual({
      id: row.id,
      type: "lead.created",
      createdAt: stored.created_at,
      lead: {
        id: lead.id,
        form: "sample",
        language: "es",
        receivedAt: stored.created_at,
        name: "Ana Pérez",
        email: `visitor${visitor}@cliente.example`,
        company: "Hotel Ejemplo",
        country: "España",
        fields: JSON.parse(stored.data),
        source: null,
        sector: null,
      },
    });
    expect((event as { lead: { fields: { email: string } } }).lead.fields.email).toBe(
      `Visitor${visitor}@Cliente.example`,
    );
    // Kept as sent; nothing goes twice.
    expect(row).toMatchObject({ status: "sent", message: request.body, last_error: null });
    expect(await drain(deliver)).toEqual({ sent: 0, failed: 0 });
    expect(crm.received).toHaveLength(1);
  });

  it("signs with a plain secret's own UTF-8 bytes, and writes null for a form without company or country", async () => {
    const secret = "señal compartida con el CRM";
    const crm = await sink();
    const lead = await store(t.storage, contact);
    expect(await drain(createWebhookDelivery({ url: crm.url, secret, siteUrl }))).toEqual({ sent: 3, failed: 0 });
    const [request] = crm.received as [ReceivedWebhook];
    const event = new Webhook(new TextEncoder().encode(secret), { format: "raw" }).verify(
      request.body,
      signatureHeaders(request),
    );
    expect(event).toMatchObject({
      lead: { id: lead.id, form: "contact", language: "en", name: "John Smith", company: null, country: null },
    });
    expect((event as { lead: { fields: unknown } }).lead.fields).toEqual({ ...contact.data, email: lead.data.email });
    // The same computation written out, and another key refused.
    const { "webhook-id": id, "webhook-timestamp": timestamp } = signatureHeaders(request);
    expect(request.headers["webhook-signature"]).toBe(
      webhookSignature(Buffer.from(secret, "utf8"), id, Number(timestamp), request.body),
    );
    expect(() => new Webhook(whsecSecret()).verify(request.body, signatureHeaders(request))).toThrow(
      /No matching signature/,
    );
    expect(webhookKey("whsec_AAECAw==")).toEqual(Buffer.from([0, 1, 2, 3]));
  });

  it("keeps the event while the CRM answers 500, logs it without personal data, and sends the same id and body when due again", async () => {
    const warned = vi.spyOn(log, "warn");
    const secret = whsecSecret();
    const crm = await sink(0, { statuses: [500] });
    const lead = await store(t.storage, contact);
    let clock = Date.now();
    const now = () => new Date(clock);
    const deliver = createWebhookDelivery({ url: crm.url, secret, siteUrl });

    expect(await drain(deliver, now)).toEqual({ sent: 2, failed: 1 });
    const failed = await webhookRow(lead.id);
    expect(failed).toMatchObject({ status: "pending", last_error: "HTTP 500", attempts: 1 });
    expect(warned.mock.calls.map(([entry]) => entry)).toEqual([
      {
        event: "webhook_delivery_failed",
        webhookId: failed.id,
        outboxId: failed.id,
        status: 500,
        attempt: 1,
        error: "HTTP 500",
      },
    ]);
    // Not again before its back-off (5 s after a first failure) has passed.
    expect(await drain(deliver, now)).toEqual({ sent: 0, failed: 0 });
    clock += 5_000;
    expect(await drain(deliver, now)).toEqual({ sent: 1, failed: 0 });

    expect(crm.received).toHaveLength(2);
    const [first, second] = crm.received as [ReceivedWebhook, ReceivedWebhook];
    expect(second.headers["webhook-id"]).toBe(first.headers["webhook-id"]);
    expect(second.body).toBe(first.body);
    expect(new Webhook(secret).verify(second.body, signatureHeaders(second))).toMatchObject({ id: failed.id });
    expect(await webhookRow(lead.id)).toMatchObject({ status: "sent", last_error: null, attempts: 2 });
  });

  it("keeps the event while nothing listens, and delivers it once the CRM is back", async () => {
    const secret = whsecSecret();
    const port = await freePort();
    const lead = await store(t.storage);
    let clock = Date.now();
    const now = () => new Date(clock);
    const deliver = createWebhookDelivery({ url: `http://127.0.0.1:${port}/hooks/leads`, secret, siteUrl });

    expect(await drain(deliver, now)).toEqual({ sent: 2, failed: 1 });
    const failed = await webhookRow(lead.id);
    expect(failed.status).toBe("pending");
    expect(failed.last_error).toMatch(/ECONNREFUSED/);

    const crm = await sink(port);
    clock += 5_000;
    expect(await drain(deliver, now)).toEqual({ sent: 1, failed: 0 });
    expect(crm.received).toHaveLength(1);
    const [request] = crm.received as [ReceivedWebhook];
    expect(request.body).toBe(failed.message);
    expect(new Webhook(secret).verify(request.body, signatureHeaders(request))).toMatchObject({ id: failed.id });
  });

  it("never follows a redirect, gives an attempt up after the time-out, and delivers when the CRM answers 2xx", async () => {
    const secret = whsecSecret();
    const elsewhere = await sink();
    const crm = await sink(0, { statuses: [307, 200], location: elsewhere.url, delayMs: 0 });
    const lead = await store(t.storage);
    let clock = Date.now();
    const now = () => new Date(clock);
    const deliver = createWebhookDelivery({ url: crm.url, secret, siteUrl });

    expect(await drain(deliver, now)).toEqual({ sent: 2, failed: 1 });
    expect((await webhookRow(lead.id)).last_error).toBe("HTTP 307");
    expect(elsewhere.received).toEqual([]);

    const slow = await sink(0, { hangs: true });
    clock += 5_000;
    const impatient = createWebhookDelivery({ url: slow.url, secret, siteUrl, timeoutMs: 200 });
    expect(await drain(impatient, now)).toEqual({ sent: 0, failed: 1 });
    expect((await webhookRow(lead.id)).last_error).toMatch(/timeout|aborted/i);

    clock += 10_000;
    expect(await drain(deliver, now)).toEqual({ sent: 1, failed: 0 });
    expect(crm.received).toHaveLength(2);
    expect(await webhookRow(lead.id)).toMatchObject({ status: "sent", attempts: 3 });
  });

  it("leaves a batch's other events untried once the CRM failed, and sends them all when due again", async () => {
    const crm = await sink(0, { statuses: [503] });
    const first = await store(t.storage);
    const second = await store(t.storage, contact);
    let clock = Date.now();
    const now = () => new Date(clock);
    const deliver = createWebhookDelivery({ url: crm.url, secret: whsecSecret(), siteUrl });

    expect(await drain(deliver, now)).toEqual({ sent: 4, failed: 2 });
    expect(crm.received).toHaveLength(1);
    for (const lead of [first, second]) {
      expect(await webhookRow(lead.id)).toMatchObject({ status: "pending", last_error: "HTTP 503", attempts: 1 });
    }
    clock += 5_000;
    expect(await drain(deliver, now)).toEqual({ sent: 2, failed: 0 });
    const ids = crm.received.map((request) => request.headers["webhook-id"]);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(2);
  });

  it("is delivered by the process's outbox worker, woken when the lead is stored", async () => {
    const secret = whsecSecret();
    const crm = await sink();
    const worker = startOutboxWorker(t.storage, send, {
      render,
      deliverWebhook: createWebhookDelivery({ url: crm.url, secret, siteUrl }),
      intervalMs: 60_000,
    });
    try {
      const lead = await store(t.storage);
      worker.wake();
      await crm.receivedCount(1);
      expect(crm.received).toHaveLength(1);
      const [request] = crm.received as [ReceivedWebhook];
      expect(new Webhook(secret).verify(request.body, signatureHeaders(request))).toMatchObject({
        lead: { id: lead.id },
      });
    } finally {
      await worker.stop();
    }
  });

  it("keeps an event stored while a URL was set waiting, with the reason, once it is no longer set", async () => {
    const lead = await store(t.storage);
    let clock = Date.now();
    const now = () => new Date(clock);
    expect(await drain(createWebhookDelivery({ siteUrl }), now)).toEqual({ sent: 2, failed: 1 });
    expect(await webhookRow(lead.id)).toMatchObject({ status: "pending", last_error: "LEADS_WEBHOOK_URL is not set" });
    clock += 5_000;
    expect(await drain(undefined, now)).toEqual({ sent: 0, failed: 1 });
    expect(await webhookRow(lead.id)).toMatchObject({
      status: "pending",
      last_error: "LEADS_WEBHOOK_URL is not set",
      attempts: 2,
    });
  });

  it("stores no event when the CRM is not configured, from storeLead or from a form post", async () => {
    const plain = await store(t.storage, anaSampleRequest, false);
    const kinds = await t.storage.db.selectFrom("outbox").select("kind").where("lead_id", "=", plain.id).execute();
    expect(kinds.map((row) => row.kind).sort()).toEqual(["confirmation", "notification"]);

    const post = (leadsWebhook: boolean | undefined, email: string) =>
      handleLeadPost(
        new Request("http://localhost/contacto", {
          method: "POST",
          body: new URLSearchParams({
            _form: "contact",
            _started: String(Date.now() - 60_000),
            name: "Ana Pérez",
            email,
            message: "Hola",
          }),
        }),
        "es",
        ["contact"],
        {
          clientAddress: `192.0.2.${email.length}`,
          services: { storage: t.storage, outbox: { wake() {} }, now: () => new Date(), leadsWebhook },
        },
      );
    const webhooks = async (email: string) =>
      (
        await t.storage.db
          .selectFrom("outbox")
          .innerJoin("leads", "leads.id", "outbox.lead_id")
          .select("outbox.id")
          .where("leads.email", "=", email)
          .where("outbox.kind", "=", "webhook")
          .execute()
      ).length;
    expect((await post(true, "on@cliente.example")).status).toBe(200);
    expect((await post(false, "off@cliente.example")).status).toBe(200);
    expect((await post(undefined, "unset@cliente.example")).status).toBe(200);
    expect(await webhooks("on@cliente.example")).toBe(1);
    expect(await webhooks("off@cliente.example")).toBe(0);
    expect(await webhooks("unset@cliente.example")).toBe(0);
  });

  it("shows a delivered event in a privacy export, and retention blanks it with the e-mails", async () => {
    const crm = await sink();
    const lead = await store(t.storage);
    const sentAt = Date.now();
    await drain(createWebhookDelivery({ url: crm.url, secret: whsecSecret(), siteUrl }));
    const email = `visitor${visitor}@cliente.example`;
    const webhookOf = async () =>
      (await exportSubject(t.storage, email)).leads[0]?.emails.find((row) => row.kind === "webhook");
    expect((await webhookOf())?.message).toEqual(JSON.parse(crm.received[0]?.body ?? ""));

    const report = await runRetention(
      t.storage,
      t.dataDir,
      { leadRetentionDays: 730, outboxKeepDays: 30 },
      new Date(sentAt + 31 * 24 * 3600_000),
    );
    expect(report.blankedBodies).toBe(3);
    expect(await webhookRow(lead.id)).toMatchObject({ status: "sent", message: "" });
    expect(await webhookOf()).toMatchObject({ kind: "webhook", status: "sent", message: null });
  });
});
