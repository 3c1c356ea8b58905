import { describe, expect, it } from "vitest";
import type { Lead } from "~/leads/forms/lead";
import type { OutgoingEmail } from "~/leads/server/lead-emails.server";
import { countLeads, storeLead } from "~/leads/server/store.server";
import { readEmlFiles, siteRender } from "../../../tests/support/mail";
import { freePort } from "../../../tests/support/ports";
import { startSmtpSink } from "../../../tests/support/smtp";
import { backends, describeStorage, type TestStorage } from "../../../tests/support/storage";
import { anaSampleRequest } from "../../../tests/support/stored-leads";
import { createSendMail, type SendMail } from "../mail/transport.server";
import { drainOutbox as drain, pendingCount, type RenderEmail } from "./worker.server";

const from = "Nudo <no-reply@nudo.example>";

/** The two e-mails of a lead, as the site's templates make them: one to sales, one to the visitor. */
const render: RenderEmail = (lead: Lead, kind): OutgoingEmail =>
  kind === "notification"
    ? {
        kind: "notification",
        to: { name: "Ventas", address: "ventas@nudo.example" },
        replyTo: { name: "Ana Pérez", address: "ana@cliente.example" },
        subject: `Nueva solicitud ${lead.id}`,
        html: `<p>Solicitud ${lead.id}</p>`,
        text: `Solicitud ${lead.id}`,
      }
    : {
        kind: "confirmation",
        to: { name: "Ana Pérez", address: "ana@cliente.example" },
        subject: `Gracias, Ana (${lead.id})`,
        html: "<p>Gracias</p>",
        text: "Gracias",
      };

/** Sends what is due, writing each e-mail with `render` (the test templates unless told). */
const drainOutbox = (
  storage: Parameters<typeof drain>[0],
  send: SendMail,
  options: Partial<Parameters<typeof drain>[2]> = {},
) => drain(storage, send, { render, ...options });

let visitor = 0;
/**
 * Stores a lead as a new visitor (an address and an e-mail of their own), so the site's rate
 * limits, which have tests of their own, stay out of these.
 */
async function store(
  storage: TestStorage["storage"],
  input: Parameters<typeof storeLead>[1] = anaSampleRequest,
  now?: Date,
): Promise<Lead> {
  visitor++;
  const result = await storeLead(
    storage,
    { ...input, data: { ...input.data, email: `visitor${visitor}@cliente.example` } } as typeof input,
    { clientAddress: `visitor-${visitor}`, now },
  );
  if (!result.stored) throw new Error("refused by a rate limit");
  return result.lead;
}

describeStorage("leads and their e-mails on $name", (t) => {
  it("stores a lead with its form, language, time and values, and its e-mails in the outbox", async () => {
    const lead = await store(t.storage, { ...anaSampleRequest, lang: "de" }, new Date("2026-11-20T10:00:00Z"));
    const row = await t.storage.db.selectFrom("leads").selectAll().where("id", "=", lead.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ form: "sample", lang: "de", created_at: "2026-11-20T10:00:00.000Z" });
    expect(JSON.parse(row.data)).toEqual({ ...anaSampleRequest.data, email: lead.data.email });
    expect(row.email).toBe(lead.data.email);
    expect(await countLeads(t.storage)).toEqual({ leads: 1, outbox: 2, sent: 0 });
  });

  it("writes the e-mails when it sends them, from the stored lead, and keeps what it sent", async () => {
    const lead = await store(t.storage);
    const drafts = await t.storage.db.selectFrom("outbox").select(["kind", "message"]).execute();
    expect(drafts.map((row) => [row.kind, JSON.parse(row.message)]).sort()).toEqual([
      ["confirmation", { draft: true, confirmationSent: true }],
      ["notification", { draft: true, confirmationSent: true }],
    ]);
    const written: string[] = [];
    const send: SendMail = async (email) => void written.push(email.subject);
    expect(await drainOutbox(t.storage, send)).toEqual({ sent: 2, failed: 0 });
    expect(written.sort()).toEqual([`Gracias, Ana (${lead.id})`, `Nueva solicitud ${lead.id}`]);
    const rows = await t.storage.db.selectFrom("outbox").select("message").execute();
    expect(rows.map((row) => (JSON.parse(row.message) as OutgoingEmail).subject).sort()).toEqual(written);
  });

  it("keeps an e-mail whose template fails, with the error, and sends it once the template works", async () => {
    const lead = await store(t.storage);
    // The clock starts once the lead is stored: its e-mails are due from the moment it was.
    let clock = Date.now();
    const now = () => new Date(clock);
    const broken: RenderEmail = () => {
      throw new Error("template broke");
    };
    const send: SendMail = async () => {};
    expect(await drainOutbox(t.storage, send, { render: broken, now })).toEqual({ sent: 0, failed: 2 });
    const kept = await t.storage.db.selectFrom("outbox").selectAll().where("lead_id", "=", lead.id).execute();
    expect(kept.map((row) => [row.status, row.last_error])).toEqual([
      ["pending", "template broke"],
      ["pending", "template broke"],
    ]);
    clock += 60_000;
    expect(await drainOutbox(t.storage, send, { now })).toEqual({ sent: 2, failed: 0 });
    expect(await countLeads(t.storage)).toEqual({ leads: 1, outbox: 2, sent: 2 });
  });

  it("starts no e-mail once half its lease is gone: the rest wait for the lease to end, never sent twice", async () => {
    await store(t.storage);
    await store(t.storage);
    let clock = Date.now();
    const now = () => new Date(clock);
    const sent: string[] = [];
    // Each send takes 1.5 s of a 2 s lease (a slow relay, a busy process giving way to visitors).
    const slow: SendMail = async (email) => {
      sent.push(email.subject);
      clock += 1_500;
    };
    expect(await drainOutbox(t.storage, slow, { now, leaseMs: 2_000 })).toEqual({ sent: 1, failed: 0 });
    // Another worker meanwhile: the three left are still leased to the first until the lease ends.
    expect(await drainOutbox(t.storage, slow, { now, leaseMs: 2_000, limit: 20 })).toEqual({ sent: 0, failed: 0 });
    // As leases end, the rest go out, one a lease at this pace, each once.
    for (let i = 0; i < 10 && sent.length < 4; i++) {
      clock += 1_000;
      await drainOutbox(t.storage, slow, { now, leaseMs: 2_000 });
    }
    expect(sent).toHaveLength(4);
    expect(new Set(sent).size).toBe(4);
    expect(await countLeads(t.storage)).toEqual({ leads: 2, outbox: 4, sent: 4 });
  });

  it("keeps leads across a restart (migrations run once, data stays)", async () => {
    await store(t.storage);
    const again = await t.reopen();
    expect((await countLeads(again)).leads).toBe(1);
    await again.close();
  });

  it("sends each e-mail over SMTP once, marks it sent, and sends nothing more", async () => {
    const sink = await startSmtpSink();
    try {
      const send = createSendMail({ smtpUrl: sink.url, from, dataDir: t.dataDir });
      const lead = await store(t.storage);
      expect(await drainOutbox(t.storage, send)).toEqual({ sent: 2, failed: 0 });
      expect(await drainOutbox(t.storage, send)).toEqual({ sent: 0, failed: 0 });
      expect(sink.received).toHaveLength(2);
      const notification = sink.received.find((mail) => mail.to.includes("ventas@nudo.example"));
      expect(notification?.raw).toMatch(/^Reply-To: .*ana@cliente\.example/im);
      expect(notification?.body).toContain(`Solicitud ${lead.id}`);
      expect(sink.received.map((mail) => mail.to[0]).sort()).toEqual(["ana@cliente.example", "ventas@nudo.example"]);
      expect(await countLeads(t.storage)).toEqual({ leads: 1, outbox: 2, sent: 2 });
    } finally {
      await sink.close();
    }
  });

  it("keeps e-mails while SMTP is down and delivers each exactly once when it is back", async () => {
    const port = await freePort();
    const send = createSendMail({ smtpUrl: `smtp://127.0.0.1:${port}`, from, dataDir: t.dataDir });
    const leads = [];
    for (let i = 0; i < 5; i++) leads.push(await store(t.storage));
    let clock = Date.now();
    const now = () => new Date(clock);

    expect(await drainOutbox(t.storage, send, { now })).toEqual({ sent: 0, failed: 10 });
    expect(await pendingCount(t.storage)).toBe(10);
    const failedRow = await t.storage.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(failedRow.last_error).toMatch(/ECONNREFUSED|connect/i);
    // Not retried before its back-off has passed.
    expect(await drainOutbox(t.storage, send, { now })).toEqual({ sent: 0, failed: 0 });

    const sink = await startSmtpSink(port);
    try {
      clock += 60_000;
      expect(await drainOutbox(t.storage, send, { now })).toEqual({ sent: 10, failed: 0 });
      clock += 60 * 60_000;
      expect(await drainOutbox(t.storage, send, { now })).toEqual({ sent: 0, failed: 0 });
      const ids = sink.received.map((mail) => mail.messageId);
      expect(new Set(ids).size).toBe(10);
      for (const lead of leads) {
        expect(sink.received.filter((mail) => mail.body.includes(`Solicitud ${lead.id}`))).toHaveLength(1);
      }
    } finally {
      await sink.close();
    }
  });

  it("writes .eml files under DATA_DIR/outbox when no SMTP server is configured", async () => {
    const send = createSendMail({ from, dataDir: t.dataDir });
    const lead = await store(t.storage);
    expect(await drainOutbox(t.storage, send)).toEqual({ sent: 2, failed: 0 });
    const files = readEmlFiles(t.dataDir);
    expect(files).toHaveLength(2);
    expect(files.every(({ file }) => file.endsWith(".eml"))).toBe(true);
    const all = files.map(({ raw }) => raw).join("\n");
    expect(all).toContain(`Nueva solicitud ${lead.id}`);
    expect(all).toMatch(/^To: Ventas <ventas@nudo\.example>/m);
  });
});

describe("several instances on PostgreSQL", () => {
  it("drain one outbox together without sending any e-mail twice", async () => {
    const postgres = backends.find((backend) => backend.name === "PostgreSQL");
    if (!postgres) throw new Error("PostgreSQL backend missing");
    const t = await postgres.open();
    const second = await t.reopen();
    const sink = await startSmtpSink();
    try {
      for (let i = 0; i < 30; i++) await store(t.storage);
      const send = createSendMail({ smtpUrl: sink.url, from, dataDir: t.dataDir });
      const slowSend: typeof send = async (email, id) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        await send(email, id);
      };
      const worker = async (storage: typeof t.storage) => {
        let total = 0;
        for (;;) {
          const { sent } = await drainOutbox(storage, slowSend, { limit: 5 });
          if (sent === 0) return total;
          total += sent;
        }
      };
      const [a, b, c] = await Promise.all([worker(t.storage), worker(second), worker(t.storage)]);
      expect(a + b + c).toBe(60);
      expect(b).toBeGreaterThan(0); // the second instance really took part
      const ids = sink.received.map((mail) => mail.messageId);
      expect(ids).toHaveLength(60);
      expect(new Set(ids).size).toBe(60);
    } finally {
      await sink.close();
      await second.close();
      await t.dispose();
    }
  });
});

describe("the site's own e-mails over SMTP", () => {
  it("reach sales with every field and the visitor in their language, without their free text", async () => {
    const sqlite = backends.find((backend) => backend.name === "SQLite");
    if (!sqlite) throw new Error("SQLite backend missing");
    const t = await sqlite.open();
    const sink = await startSmtpSink();
    try {
      await storeLead(
        t.storage,
        {
          form: "catalogue",
          lang: "fr",
          data: {
            firstName: "Claire",
            lastName: "Dubois",
            email: "claire@studio.example",
            phone: "+33 1 00 00 00 00",
            company: "Studio Dubois",
            interests: "PRIVATE-INTERESTS-NOTE",
          },
        },
        { clientAddress: "192.0.2.10" },
      );
      await drainOutbox(t.storage, createSendMail({ smtpUrl: sink.url, from, dataDir: t.dataDir }), {
        render: siteRender({ catalogueUrl: "https://nudo.example/catalogo.pdf" }),
      });
      const toSales = sink.received.find((mail) => mail.to.includes("ventas@nudo.example"));
      const toVisitor = sink.received.find((mail) => mail.to.includes("claire@studio.example"));
      expect(toSales?.body).toContain("Studio Dubois");
      expect(toSales?.body).toContain("PRIVATE-INTERESTS-NOTE");
      expect(toSales?.raw).toMatch(/^Reply-To: .*claire@studio\.example/im);
      expect(toVisitor?.body).toContain("https://nudo.example/catalogo.pdf");
      expect(toVisitor?.body).toMatch(/Claire/);
      expect(toVisitor?.body).toMatch(/catalogue/i); // French copy
      expect(toVisitor?.body).not.toContain("PRIVATE-INTERESTS-NOTE");
      expect(toVisitor?.raw).toMatch(/multipart\/alternative/);
    } finally {
      await sink.close();
      await t.dispose();
    }
  });
});
