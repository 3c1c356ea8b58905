import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "./fixtures";
import { startInstance } from "./instance";
import { accepted, load } from "./serving";

/**
 * The server stopped with SIGTERM under load, as an operator or a deploy stops it: what it took is
 * answered and stored, it exits in time, and started again it sends what it left. The test starts
 * its own instance of the production build.
 */
test("SIGTERM under load: answers what it took, stores every accepted lead, exits within 10 s, and the outbox sends the rest after", async () => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-shutdown-"));
  const first = await startInstance({ DATA_DIR: dataDir });
  let stopped = false;
  const running = load(
    () => first.url,
    8,
    () => stopped,
  );
  await running.taken(21); // well under way: the posts it holds as it is told to stop are many
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

  // Started again (on the same port, as a restarted server is), the outbox sends what the stop
  // left: two e-mails for every lead, each once.
  const second = await startInstance({ DATA_DIR: dataDir }, first.port);
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
