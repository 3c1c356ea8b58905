import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSmtpSink } from "../support/smtp";
import { testSchema } from "./database";
import { expect, test } from "./fixtures";
import { startInstance } from "./instance";
import { accepted, load } from "./serving";

/**
 * Two instances on PostgreSQL behind a balancer with one of them killed mid-load, as docs/operating.md's
 * several-machine recipe runs them. The test starts its own instances of the production build.
 */
/** A balancer as small as can be: each request to the next instance, and to another if that one is down. */
async function roundRobin(targets: number[]) {
  let next = 0;
  const forward = (
    incoming: IncomingMessage,
    body: Buffer,
    tries: number,
    reply: (status: number, headers: IncomingMessage["headers"], data: Buffer) => void,
  ) => {
    const port = targets[next++ % targets.length] ?? 0;
    const outgoing = httpRequest(
      { host: "127.0.0.1", port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => reply(answer.statusCode ?? 502, answer.headers, Buffer.concat(chunks)));
        answer.on("error", () => reply(502, {}, Buffer.alloc(0)));
      },
    );
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      // Not connected: nothing was sent, another instance may take it. Cut mid-answer: a 502.
      if (error.code === "ECONNREFUSED" && tries < targets.length) forward(incoming, body, tries + 1, reply);
      else reply(502, {}, Buffer.alloc(0));
    });
    outgoing.end(body);
  };
  const server: Server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () =>
      forward(incoming, Buffer.concat(chunks), 1, (status, headers, data) => {
        if (response.headersSent) return;
        const { connection: _c, "transfer-encoding": _t, "keep-alive": _k, ...kept } = headers;
        response.writeHead(status, kept).end(data);
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

test("two instances on PostgreSQL behind a balancer, one killed mid-load: every accepted lead stored and e-mailed once", async () => {
  test.setTimeout(120_000);
  const database = testSchema();
  const { schema, query: admin } = database;
  await database.create();
  // The instance to be killed writes to a mail server that takes messages and never confirms
  // them, so it dies holding e-mails it took; the other writes to one that works.
  const hanging = await startSmtpSink(0, { delayMs: 10 * 60_000 });
  const sink = await startSmtpSink();
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-balanced-"));
  const env = {
    DATABASE_URL: database.databaseUrl,
    DATA_DIR: dataDir,
    // A killed instance's e-mails are taken by the other after 3 s (the default is 2 minutes).
    OUTBOX_LEASE_SECONDS: "3",
  };
  const instances = [
    await startInstance({ ...env, SMTP_URL: hanging.url }),
    await startInstance({ ...env, SMTP_URL: sink.url }),
  ];
  const balancer = await roundRobin(instances.map((instance) => instance.port));
  try {
    let stopped = false;
    const running = load(
      () => balancer.url,
      8,
      () => stopped,
    );
    await running.taken(12); // both instances taking leads
    const [killed] = instances;
    if (!killed?.child.pid) throw new Error("no instance to kill");
    process.kill(-killed.child.pid, "SIGKILL"); // the whole instance, all its processes, at once
    await killed.exited;
    await running.taken(running.answers.filter(accepted).length + 12); // the other one taking them all
    stopped = true;
    const answers = await running;
    const taken = answers.filter(accepted);
    expect(taken.length).toBeGreaterThan(20);
    // Requests cut by the kill are answered 502 by the balancer; none of them is counted as taken.
    expect(answers.every((answer) => [200, 303, 502, 503].includes(answer.status))).toBe(true);

    const leads = (await admin(`SELECT email FROM ${schema}.leads`)) as { email: string }[];
    const stored = new Set(leads.map((row) => row.email));
    for (const answer of taken) expect(stored.has(answer.email)).toBe(true);

    // The surviving instance sends every e-mail, those the killed one had taken too, each once.
    expect(hanging.received).toEqual([]);
    const outbox = async () =>
      (await admin(`SELECT id, status FROM ${schema}.outbox`)) as { id: string; status: string }[];
    await expect
      .poll(async () => (await outbox()).filter((row) => row.status !== "sent").length, { timeout: 60_000 })
      .toBe(0);
    const rows = await outbox();
    expect(rows).toHaveLength(leads.length * 2);
    const delivered = sink.received.map((mail) => mail.messageId);
    expect(delivered).toHaveLength(rows.length);
    expect(new Set(delivered).size).toBe(rows.length);
    for (const row of rows) expect(delivered.some((id) => id.startsWith(`<${row.id}@`))).toBe(true);
  } finally {
    balancer.close();
    for (const instance of instances) {
      if (instance.child.exitCode === null && instance.child.signalCode === null && instance.child.pid) {
        instance.child.kill("SIGTERM");
        await instance.exited;
      }
    }
    await sink.close();
    await hanging.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
