import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { freePort } from "../support/ports";
import { type ReceivedWebhook, signatureHeaders, startWebhookSink } from "../support/webhook-sink";
import { startInstance } from "./instance";

/**
 * The CRM webhook as an operator runs it: an instance of the production build with a webhook URL
 * where nothing listens yet. A lead posted without JavaScript is stored at once; its event waits
 * in the outbox through the failed attempts and reaches the CRM, signed, once it listens.
 */

test("a lead reaches a CRM that was down when it arrived: retried, signed, with the lead's address", async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-webhook-"));
  const secret = `whsec_${randomBytes(24).toString("base64")}`;
  const crmPort = await freePort();
  const instance = await startInstance({
    DATA_DIR: dataDir,
    LEADS_WEBHOOK_URL: `http://127.0.0.1:${crmPort}/hooks/leads`,
    LEADS_WEBHOOK_SECRET: secret,
  });
  let crm: Awaited<ReturnType<typeof startWebhookSink>> | undefined;
  const webhookRow = () => {
    const db = new DatabaseSync(path.join(dataDir, "site.db"));
    try {
      return db.prepare("select id, status, attempts, last_error, message from outbox where kind = 'webhook'").get() as
        | { id: string; status: string; attempts: number; last_error: string | null; message: string }
        | undefined;
    } finally {
      db.close();
    }
  };
  try {
    const email = `crm-${process.pid}-${Date.now()}@cliente.example`;
    // A browser without JavaScript: the page's fields, its hidden ones, and the page's own origin.
    const answer = await fetch(`${instance.url}/contacto`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: instance.url,
        "X-Forwarded-For": `10.9.${process.pid % 250}.7`,
      },
      body: new URLSearchParams({
        _form: "contact",
        // When the form was opened: well before the minimum fill time.
        _started: String(Date.now() - 10_000),
        website: "",
        name: "Ana Pérez",
        email,
        message: "Quisiera un presupuesto para el vestíbulo de un hotel.",
      }),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/contacto?sent=contact#form-contact");

    // Stored with the lead; the first attempt finds nobody listening and keeps the event.
    await expect.poll(() => webhookRow()?.last_error ?? "", { timeout: 15_000 }).toMatch(/ECONNREFUSED/);
    expect(webhookRow()?.status).toBe("pending");

    // The CRM is back once that attempt has failed: the next one, after its backoff, reaches it.
    crm = await startWebhookSink(crmPort);
    const received = crm.received;
    // Attempts back off 5 s, 10 s, 20 s...: the next one comes within 40 s.
    await expect.poll(() => received.length, { timeout: 40_000 }).toBeGreaterThan(0);
    const [request] = received as [ReceivedWebhook];
    const event = new Webhook(secret).verify(request.body, signatureHeaders(request)) as {
      id: string;
      type: string;
      lead: { email: string; form: string; name: string; fields: { message: string } };
    };
    const row = webhookRow();
    expect(event).toMatchObject({
      id: row?.id,
      type: "lead.created",
      lead: { email, form: "contact", name: "Ana Pérez" },
    });
    expect(event.lead.fields.message).toBe("Quisiera un presupuesto para el vestíbulo de un hotel.");
    expect(request.headers["webhook-id"]).toBe(row?.id);
    expect(request.body).toBe(row?.message);

    await expect.poll(() => webhookRow()?.status, { timeout: 10_000 }).toBe("sent");
    expect(webhookRow()?.last_error).toBeNull();
    expect(Number(webhookRow()?.attempts)).toBeGreaterThan(1);
    // Each failed attempt was logged, by id, without the person's address.
    const failures = instance.lines.filter((line) => line.includes('"event":"webhook_delivery_failed"'));
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.every((line) => line.includes(row?.id ?? "?"))).toBe(true);
    expect(instance.lines.join("\n")).not.toContain(email);
  } finally {
    instance.child.kill("SIGTERM");
    await instance.exited;
    await crm?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
