import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import autocannon from "autocannon";
import { floodOfRenders, randomConfiguratorPath } from "../../scripts/render-flood.ts";
import { startSmtpSink } from "../support/smtp";
import { testSchema } from "./database";
import { expect, gotoHydrated, newContext, test } from "./fixtures";
import { type Instance, metricsToken, startInstance } from "./instance";

/**
 * The server as an operator runs it: several processes, stopped with SIGTERM under load, two
 * instances on PostgreSQL behind a balancer with one of them killed, its logs and its metrics.
 * Each test starts its own instances of the production build.
 */
test.describe.configure({ mode: "serial" });

const basePort = 3300 + (process.pid % 50) * 6;

const contact = (email: string) => ({
  _form: "contact",
  name: "Ana Pérez",
  email,
  message: "Quisiera un presupuesto para el vestíbulo de un hotel.",
});

let visitor = 0;
/** One visitor's post, without JavaScript (a page post) or with it (a data request). */
async function postLead(base: string, withJavaScript: boolean) {
  visitor++;
  const email = `carga-${process.pid}-${visitor}@cliente.example`;
  const address = `10.${(visitor >> 8) & 255}.${visitor & 255}.${(process.pid % 250) + 1}`;
  try {
    const response = await fetch(`${base}${withJavaScript ? "/contacto.data" : "/contacto"}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: base,
        "X-Forwarded-For": address,
      },
      body: new URLSearchParams(contact(email)),
    });
    await response.arrayBuffer();
    return { email, status: response.status };
  } catch {
    return { email, status: 0 }; // the connection was refused or cut
  }
}

const accepted = (answer: { status: number }) => answer.status === 200 || answer.status === 303;

/** `connections` visitors posting one after another until `until()` says stop. */
async function load(base: () => string, connections: number, until: () => boolean) {
  const answers: { email: string; status: number }[] = [];
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      while (!until()) answers.push(await postLead(base(), i % 2 === 0));
    }),
  );
  return answers;
}

test("SIGTERM under load: answers what it took, stores every accepted lead, exits within 10 s, and the outbox sends the rest after", async () => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-shutdown-"));
  const first = await startInstance(basePort, { DATA_DIR: dataDir });
  let stopped = false;
  const running = load(
    () => first.url,
    8,
    () => stopped,
  );
  await new Promise((resolve) => setTimeout(resolve, 1500));
  first.stopAt();
  first.child.kill("SIGTERM");
  const { code, ms } = await first.exited;
  stopped = true;
  const answers = await running;

  expect(code).toBe(0);
  expect(ms).toBeLessThan(10_000);
  const taken = answers.filter(accepted);
  expect(taken.length).toBeGreaterThan(20);
  // Every answer is a success, a refusal to come back later, or no connection: never a broken page.
  expect(answers.every((answer) => [0, 200, 303, 503].includes(answer.status))).toBe(true);

  const db = new DatabaseSync(path.join(dataDir, "site.db"));
  const stored = new Set((db.prepare("select email from leads").all() as { email: string }[]).map((row) => row.email));
  db.close();
  for (const answer of taken) expect(stored.has(answer.email)).toBe(true);

  // The log: JSON lines, the stop announced, nobody's e-mail address in it.
  const events = first.lines.map((line) => JSON.parse(line) as { event?: string; requestId?: string });
  expect(events.some((line) => line.event === "process_stopped")).toBe(true);
  expect(events.some((line) => line.event === "stopped")).toBe(true);
  const requests = events.filter((line) => line.event === "request");
  expect(requests.length).toBeGreaterThan(taken.length / 2);
  expect(requests.every((line) => typeof line.requestId === "string")).toBe(true);
  expect(first.lines.join("\n")).not.toContain("@cliente.example");

  // Started again, the outbox sends what the stop left: two e-mails for every lead, each once.
  const second = await startInstance(basePort, { DATA_DIR: dataDir });
  try {
    const count = (query: string) => {
      const again = new DatabaseSync(path.join(dataDir, "site.db"));
      const n = Number((again.prepare(query).get() as { n: number }).n);
      again.close();
      return n;
    };
    await expect
      .poll(() => count("select count(*) as n from outbox where status = 'pending'"), { timeout: 30_000 })
      .toBe(0);
    expect(count("select count(*) as n from outbox where status = 'sent'")).toBe(stored.size * 2);
    expect(readdirSync(path.join(dataDir, "outbox"))).toHaveLength(stored.size * 2);
  } finally {
    second.stopAt();
    second.child.kill("SIGTERM");
    expect((await second.exited).code).toBe(0);
    rmSync(dataDir, { recursive: true, force: true });
  }
});

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
    await startInstance(basePort + 2, { ...env, SMTP_URL: hanging.url }),
    await startInstance(basePort + 4, { ...env, SMTP_URL: sink.url }),
  ];
  const balancer = await roundRobin(instances.map((instance) => instance.port));
  try {
    let stopped = false;
    const running = load(
      () => balancer.url,
      8,
      () => stopped,
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const [killed] = instances;
    if (!killed?.child.pid) throw new Error("no instance to kill");
    process.kill(-killed.child.pid, "SIGKILL"); // the whole instance, all its processes, at once
    await killed.exited;
    await new Promise((resolve) => setTimeout(resolve, 2000));
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
    console.log(
      instances[1]?.lines
        .filter((l) => !l.includes('"event":"request"'))
        .slice(-30)
        .join("\n"),
    );
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

test("metrics: every process of the instance summed, behind a token, with latency, leads, outbox and event-loop lag", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-metrics-"));
  const instance = await startInstance(basePort, { DATA_DIR: dataDir });
  try {
    expect((await fetch(`${instance.url}/metrics`)).status).toBe(401);
    // Ten leads, spread over both processes by the connection each post opens.
    for (let i = 0; i < 10; i++) expect(accepted(await postLead(instance.url, i % 2 === 0))).toBe(true);
    await fetch(`${instance.url}/hoteles`);
    const scrape = async () => {
      const response = await fetch(`${instance.url}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } });
      expect(response.status).toBe(200);
      return response.text();
    };
    const body = await scrape();
    const value = (pattern: RegExp) => Number(pattern.exec(body)?.[1] ?? Number.NaN);
    expect(value(/^leads_stored_total\{form="contact"\} (\d+)/m)).toBe(10);
    expect(value(/^http_request_duration_seconds_count\{family="form_post",method="POST",status="3xx"\} (\d+)/m)).toBe(
      5,
    );
    expect(value(/^http_request_duration_seconds_count\{family="form_post",method="POST",status="2xx"\} (\d+)/m)).toBe(
      5,
    );
    expect(value(/^http_request_duration_seconds_count\{family="page",method="GET",status="2xx"\} (\d+)/m)).toBe(1);
    expect(body).toMatch(/^outbox_pending \d+$/m);
    expect(body).toMatch(/^outbox_failed 0$/m);
    expect(body).toMatch(/^outbox_oldest_pending_age_seconds [\d.e+-]+$/m);
    expect(body).toMatch(/^nodejs_eventloop_lag_seconds [\d.e+-]+$/m);
    await expect.poll(async () => /^email_send_duration_seconds_count (\d+)$/m.exec(await scrape())?.[1]).toBe("20");
  } finally {
    instance.child.kill("SIGTERM");
    await instance.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a flood of configurator renders: pre-rendered pages keep at least half their throughput, repeats come from memory, the rest waits or is told to come back", async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-renders-"));
  const instance = await startInstance(basePort + 3, { DATA_DIR: dataDir });
  try {
    // The same rug asked for four times is rendered at most once by each of the two processes.
    const rug = randomConfiguratorPath();
    for (let i = 0; i < 4; i++) expect((await fetch(`${instance.url}${rug}`)).status).toBe(200);
    // Unknown addresses share their language's 404 page, which never shows another visitor's address.
    const lost = `/en/lost-${process.pid}`;
    const notFound = await fetch(`${instance.url}${lost}`);
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).not.toContain(lost);

    // Idle and flooded runs in turns, summed: the machine's own speed drifts over half a minute.
    const seconds = 5;
    const page = () =>
      autocannon({
        url: `${instance.url}/hoteles`,
        connections: 10,
        duration: seconds,
        headers: { "accept-encoding": "br" },
      });
    const rps = (result: autocannon.Result) => Math.round(result.requests.average);
    const count = (result: autocannon.Result, status: number) =>
      Number(result.statusCodeStats?.[`${status}`]?.count ?? 0);
    await page(); // warm-up, not counted
    let idle = 0;
    let underRenders = 0;
    let rendered = 0;
    for (let round = 0; round < 3; round++) {
      const alone = await page();
      const [pages, renders] = await Promise.all([page(), floodOfRenders(instance.url, { connections: 10, seconds })]);
      idle += rps(alone);
      underRenders += rps(pages);
      rendered += count(renders, 200);
      console.log(
        `/hoteles: idle ${rps(alone)} requests/s (p99 ${alone.latency.p99} ms), under renders ${rps(pages)} (p99 ${pages.latency.p99} ms); renders ${rps(renders)}/s, ${JSON.stringify(renders.statusCodeStats)}`,
      );
      expect(pages.non2xx).toBe(0);
      // Every configurator request is rendered or answered 503 (Retry-After): never cut, never a failure.
      expect(renders.errors).toBe(0);
      expect(count(renders, 200) + count(renders, 503)).toBe(renders.requests.total);
    }
    expect(underRenders).toBeGreaterThanOrEqual(idle / 2);
    expect(rendered).toBeGreaterThan(0);

    const metrics = await (
      await fetch(`${instance.url}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } })
    ).text();
    const value = (name: string) => Number(new RegExp(`^${name} (\\d+)`, "m").exec(metrics)?.[1] ?? Number.NaN);
    expect(value("page_render_cache_hits_total")).toBeGreaterThanOrEqual(2);
    expect(value("page_renders_total")).toBeGreaterThanOrEqual(rendered);
  } finally {
    instance.child.kill("SIGTERM");
    await instance.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test.describe("a busy server", () => {
  let instance: Instance;
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-busy-"));
  test.beforeAll(async () => {
    // No room for any post (what an operator sets for maintenance): the busy answers, every time.
    instance = await startInstance(basePort + 1, { DATA_DIR: dataDir, FORM_POSTS_IN_FLIGHT: "0" });
  });
  test.afterAll(async () => {
    instance.child.kill("SIGTERM");
    await instance.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("answers a post without JavaScript with 503, Retry-After and the visitor's values to send again, and still serves pages", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "en-GB" });
    const page = await context.newPage();
    await page.goto(`${instance.url}/en/contacto`);
    await page.getByLabel("Name").fill("Zoë O'Brien");
    await page.getByLabel("Email").fill("zoe@studio.example");
    await page.getByLabel("Message").fill('A rug for a lobby, 4 × 6 m "<b>urgent</b>"');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("button", { name: "Send message" }).click(),
    ]);
    expect(answer.status()).toBe(503);
    expect(answer.headers()["retry-after"]).toBe("10");
    await expect(page.getByRole("heading", { name: "We are receiving a lot of requests right now" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Your message has not been sent yet");
    await expect(page.locator('input[name="message"]')).toHaveValue('A rug for a lobby, 4 × 6 m "<b>urgent</b>"');
    await expect(page.locator('input[name="name"]')).toHaveValue("Zoë O'Brien");
    await expect(page.getByRole("button", { name: "Send again" })).toBeVisible();
    expect((await fetch(`${instance.url}/en/contacto`)).status).toBe(200);
    const db = new DatabaseSync(path.join(dataDir, "site.db"));
    expect((db.prepare("select count(*) as n from leads").get() as { n: number }).n).toBe(0);
    db.close();
    await context.close();
  });

  test("tells a visitor with JavaScript to send again in a moment, keeping what they typed", async ({ browser }) => {
    const context = await newContext(browser, { locale: "de-DE" }); // a visitor who chose cookies before
    const page = await context.newPage();
    await gotoHydrated(page, `${instance.url}/de/contacto`);
    await page.waitForTimeout(2600); // a person takes longer than the fill-time check
    await page.getByLabel("Name").fill("Jörg Müller");
    await page.getByLabel("E-Mail").fill("joerg@studio.example");
    await page.getByLabel("Nachricht").fill("Ein Teppich für die Lobby.");
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page.getByText("Gerade erreichen uns sehr viele Anfragen")).toBeVisible();
    await expect(page.getByLabel("Nachricht")).toHaveValue("Ein Teppich für die Lobby.");
    await context.close();
  });
});

test("a post without JavaScript redirects to the page's success state; reloading it posts nothing again", async ({
  browser,
}) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-prg-"));
  const instance = await startInstance(basePort + 5, { DATA_DIR: dataDir });
  try {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${instance.url}/contacto`);
    await page.getByLabel("Nombre").fill("Ana Pérez");
    await page.getByLabel("Correo electrónico").fill("ana.prg@cliente.example");
    await page.getByLabel("Mensaje").fill("Quisiera un presupuesto.");
    await page.waitForTimeout(2600);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("button", { name: "Enviar mensaje" }).click(),
    ]);
    expect(answer.status()).toBe(303);
    await expect(page).toHaveURL(/\/contacto\?sent=contact#form-contact$/);
    await expect(page.getByRole("status")).toBeVisible();
    await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole("status")).toBeVisible();
    const db = new DatabaseSync(path.join(dataDir, "site.db"));
    expect((db.prepare("select count(*) as n from leads").get() as { n: number }).n).toBe(1);
    db.close();
    expect(existsSync(path.join(dataDir, "site.db"))).toBe(true);
    await context.close();
  } finally {
    instance.child.kill("SIGTERM");
    await instance.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
