import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { testDatabaseUrl } from "../support/database-url";
import { startSmtpSink } from "../support/smtp";
import { testSchema } from "./database";
import { expect, test } from "./fixtures";
import { serverProcesses, startInstance } from "./instance";
import { accepted, load } from "./serving";

/**
 * PostgreSQL ending the site's connections under load, as `pg_terminate_backend` or a failover
 * does, while no process dies: two instances on one schema, an SMTP server that keeps what it
 * takes, and every e-mail counted by its Message-ID.
 */

/** The lease of the test's instances: an e-mail whose lease is lost would go out twice within it. */
const leaseSeconds = 5;

test("PostgreSQL connections ended twenty times under load on two instances: every accepted lead's e-mails arrive, each Message-ID once", async () => {
  test.setTimeout(240_000);
  const database = testSchema();
  const { schema, query: admin } = database;
  await database.create();
  const sink = await startSmtpSink();
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-terminated-"));
  // The instances' connections carry the schema's name, so only theirs are ended.
  const env = {
    DATABASE_URL: `${database.databaseUrl}&application_name=${schema}`,
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    OUTBOX_LEASE_SECONDS: String(leaseSeconds),
  };
  const instances = [await startInstance(env), await startInstance(env)];
  const terminator = new pg.Client({ connectionString: testDatabaseUrl });
  await terminator.connect();
  try {
    const processes = await Promise.all(instances.map(serverProcesses));
    let posting = true;
    let next = 0;
    const answers = load(
      () => instances[next++ % instances.length]?.url ?? "",
      8,
      () => !posting,
    );
    let terminated = 0;
    // Twenty times, once three more leads were taken: every connection of the instances ended.
    for (let round = 1; round <= 20; round++) {
      await answers.taken(round * 3);
      const { rowCount } = await terminator.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1",
        [schema],
      );
      terminated += rowCount ?? 0;
    }
    posting = false;
    const taken = (await answers).filter(accepted);
    expect(taken.length).toBeGreaterThan(0);
    expect(terminated).toBeGreaterThan(0);

    const outbox = () =>
      admin<{ id: string; lead_id: string; status: string }>(`select id, lead_id, status from ${schema}.outbox`);
    await expect
      .poll(async () => (await outbox()).filter((row) => row.status !== "sent").length, { timeout: 120_000 })
      .toBe(0);
    // A worker that lost an e-mail's lease would send it within a lease of the outbox emptying;
    // stopping the instances then lets whatever is being sent finish before the count.
    await new Promise((resolve) => setTimeout(resolve, (leaseSeconds + 1) * 1000));
    // No process died on the way.
    expect(await Promise.all(instances.map(serverProcesses))).toEqual(processes);
    for (const instance of instances) {
      expect(instance.lines.filter((line) => line.includes('"event":"server_process_exited"'))).toEqual([]);
    }
    for (const instance of instances) {
      instance.child.kill("SIGTERM");
      await instance.exited;
    }

    const leads = await admin<{ id: string; email: string }>(`select id, email from ${schema}.leads`);
    const rows = await outbox();
    const delivered = sink.received.map((mail) => mail.messageId);
    const rowOf = (messageId: string) => /^<([^@]+)@/.exec(messageId)?.[1] ?? "";
    const duplicates = delivered.length - new Set(delivered).size;
    const logged = (event: string) =>
      instances.flatMap((instance) => instance.lines).filter((line) => line.includes(`"event":"${event}"`)).length;
    console.log(
      `${taken.length} leads accepted, ${leads.length} stored, ${rows.length} e-mails, ${delivered.length} received, ${duplicates} duplicates; ${terminated} connections ended, ${logged("outbox_sent_recorded_late")} sends recorded after a lost connection, ${logged("outbox_lease_lost")} rows left to another worker`,
    );

    // Nothing accepted is lost, and every e-mail of every stored lead left once.
    const leadOf = new Map(leads.map((lead) => [lead.email, lead.id]));
    for (const answer of taken) expect(leadOf.has(answer.email)).toBe(true);
    expect(rows.map((row) => row.status).filter((status) => status !== "sent")).toEqual([]);
    expect(duplicates).toBe(0);
    expect(delivered.map(rowOf).sort()).toEqual(rows.map((row) => row.id).sort());
    for (const answer of taken) {
      const theirs = rows.filter((row) => row.lead_id === leadOf.get(answer.email));
      expect(theirs).toHaveLength(2);
      expect(sink.received.some((mail) => mail.to.includes(answer.email))).toBe(true);
    }
  } finally {
    await terminator.end();
    for (const instance of instances) {
      if (instance.child.exitCode === null && instance.child.signalCode === null) {
        instance.child.kill("SIGTERM");
        await instance.exited;
      }
    }
    await sink.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
