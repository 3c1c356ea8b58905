import pg from "pg";
import { describe, expect, it } from "vitest";
import type { Storage } from "~/platform/db/db.server";
import { testDatabaseUrl } from "../../../tests/support/database-url";
import { storageWithEndableConnections } from "../../../tests/support/ended-connections";
import { siteRender } from "../../../tests/support/mail";
import { startSmtpSink } from "../../../tests/support/smtp";
import { describeStorage } from "../../../tests/support/storage";
import { storeContactLead } from "../../../tests/support/stored-leads";
import { createSendMail, type SendMail } from "../mail/transport.server";
import { drainOutbox } from "./worker.server";

/**
 * Each e-mail leaves once through faults that end no process: a database connection lost after
 * the message left, and a worker held up past its lease while another took its rows.
 */

const from = "Nudo <no-reply@nudo.example>";
const render = siteRender();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let visitor = 0;
/** A contact lead of a visitor of their own (the rate limits have tests of their own): two e-mails. */
async function storeLead(storage: Storage) {
  visitor++;
  return storeContactLead(storage, `visitor${visitor}@cliente.example`, new Date(), `visitor-${visitor}`);
}

const outboxIds = async (storage: Storage) =>
  (await storage.db.selectFrom("outbox").select("id").execute()).map((row) => row.id).sort();

describe("an outbox on PostgreSQL whose connection is ended just after SMTP took an e-mail", () => {
  const t = storageWithEndableConnections();

  /**
   * Locks the row, so that the worker's next write to it waits; once it waits, ends every
   * connection of the worker (that one included) and lets the row go. Resolves once the lock is
   * taken, with the end of all that: how many connections were ended.
   */
  async function endTheConnectionOfTheNextWrite(id: string) {
    const holder = new pg.Client({ connectionString: testDatabaseUrl });
    await holder.connect();
    await holder.query("begin");
    await holder.query(`select 1 from ${t.schema}.outbox where id = $1 for update`, [id]);
    const ended = (async () => {
      while ((await t.admin(`select 1 ${t.ours} and wait_event_type = 'Lock'`)).length === 0) await sleep(10);
      const terminated = await t.endConnections();
      await holder.query("rollback");
      await holder.end();
      return terminated.length;
    })();
    return { ended };
  }

  it("records it as sent on another connection, and no later drain sends it again", async () => {
    await storeLead(t.storage);
    const sink = await startSmtpSink();
    try {
      const smtp = createSendMail({ smtpUrl: sink.url, from, dataDir: t.dataDir });
      let fault: Promise<number> | undefined;
      const send: SendMail = async (email, id) => {
        await smtp(email, id);
        fault ??= (await endTheConnectionOfTheNextWrite(id)).ended;
      };
      const first = await drainOutbox(t.storage, send, { render }).catch((error: Error) => error);
      // Past every lease and back-off: whatever is still pending now is sent again.
      const later = () => new Date(Date.now() + 60 * 60_000);
      const second = await drainOutbox(t.storage, send, { render, now: later }).catch((error: Error) => error);

      expect(await fault).toBeGreaterThan(0);
      const ids = sink.received.map((mail) => mail.messageId);
      expect(ids.sort()).toEqual((await outboxIds(t.storage)).map((id) => `<${id}@nudo.example>`));
      const rows = await t.storage.db.selectFrom("outbox").select(["status", "last_error"]).execute();
      expect(rows).toEqual([
        { status: "sent", last_error: null },
        { status: "sent", last_error: null },
      ]);
      expect(first).toEqual({ sent: 2, failed: 0 });
      expect(second).toEqual({ sent: 0, failed: 0 });
    } finally {
      await sink.close();
    }
  });
});

describeStorage("an outbox worker held up past its lease on $name", (t) => {
  const leaseMs = 60_000;

  it("sends none of the rows another worker took meanwhile", async () => {
    await storeLead(t.storage);
    const start = Date.now();
    const sent: string[] = [];
    const send: SendMail = async (_email, id) => void sent.push(id);
    let tookOver = false;
    // Before its first e-mail the worker stalls; another, whose clock says its lease ran out,
    // takes the rows and sends them. The first one's clock has not moved, so it would go on.
    const stall = async () => {
      if (tookOver) return;
      tookOver = true;
      await drainOutbox(t.storage, send, { render, leaseMs, now: () => new Date(start + leaseMs + 1_000) });
    };
    const stalled = await drainOutbox(t.storage, send, { render, leaseMs, now: () => new Date(start), giveWay: stall });

    expect(sent.sort()).toEqual(await outboxIds(t.storage));
    expect(stalled).toEqual({ sent: 0, failed: 0 });
  });

  it("leaves a row to the worker that took it when its own send fails after its lease ran out", async () => {
    await storeLead(t.storage);
    const start = Date.now();
    const sent: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let took = () => {};
    const taken = new Promise<void>((resolve) => {
      took = resolve;
    });
    // The second worker takes the rows once the first one's lease ran out, and is slow to send.
    const slow: SendMail = async (_email, id) => {
      took();
      await held;
      sent.push(id);
    };
    let second: Promise<unknown> | undefined;
    // The first worker's SMTP server times out, by which time its lease has run out.
    const timingOut: SendMail = async () => {
      second ??= drainOutbox(t.storage, slow, { render, leaseMs, now: () => new Date(start + leaseMs + 1_000) });
      await taken;
      throw new Error("SMTP timed out");
    };
    const first = await drainOutbox(t.storage, timingOut, { render, leaseMs, now: () => new Date(start) });
    // A third worker, past the first one's lease and back-off, within the second one's lease.
    const third = await drainOutbox(t.storage, async (_email, id) => void sent.push(id), {
      render,
      leaseMs,
      now: () => new Date(start + leaseMs + 30_000),
    });
    release();
    await second;

    expect(sent.sort()).toEqual(await outboxIds(t.storage));
    expect(third).toEqual({ sent: 0, failed: 0 });
    expect(first).toEqual({ sent: 0, failed: 1 });
  });
});
