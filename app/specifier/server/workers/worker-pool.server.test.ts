import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { defaultConfiguration } from "~/rug/configuration";
import { type DocumentJob, documentWorkers } from "./worker-pool.server";

/**
 * A stand-in document thread speaking the pool's protocol: it answers a job with its language's
 * bytes after `siteUrl` milliseconds, ends itself when the language is "xx", and holds ever more
 * memory when it is "oom".
 */
const folder = mkdtempSync(path.join(tmpdir(), "document-thread-"));
const threadFile = path.join(folder, "thread.mjs");
writeFileSync(
  threadFile,
  `import { parentPort, threadId } from "node:worker_threads";
parentPort.on("message", ({ id, job }) => {
  if (job.lang === "xx") process.exit(3);
  if (job.lang === "oom") {
    const held = [];
    for (;;) held.push(Array.from({ length: 100000 }, (_, i) => ({ i })));
  }
  setTimeout(() => {
    const data = new TextEncoder().encode(job.lang + ":" + threadId);
    parentPort.postMessage({ id, data }, [data.buffer]);
  }, Number(job.siteUrl));
});`,
);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const job = (lang: string, ms = 0) =>
  ({ kind: "specSheet", configuration: defaultConfiguration, lang, siteUrl: String(ms) }) as unknown as DocumentJob;
const text = (answer: Uint8Array | "busy") => (answer === "busy" ? answer : new TextDecoder().decode(answer));

describe("documents drawn on a thread of their own", () => {
  it("draws one at a time and answers busy past the jobs it may hold", async () => {
    const pool = documentWorkers({ file: threadFile, maxPending: 2 });
    const first = pool.run(job("es", 100), "192.0.2.1");
    const second = pool.run(job("en", 10), "192.0.2.2");
    expect(await pool.run(job("de"), "192.0.2.3")).toBe("busy");
    expect(text(await first)).toMatch(/^es:/);
    expect(text(await second)).toMatch(/^en:/);
    expect(text(await pool.run(job("fr"), "192.0.2.3"))).toMatch(/^fr:/);
    await pool.stop();
  });

  it("draws a visitor's job before a flooding address's, which gives way when every place is taken", async () => {
    const pool = documentWorkers({ file: threadFile, maxPending: 2, share: 1 });
    const answered: string[] = [];
    const asked = (lang: string, from: string) =>
      pool.run(job(lang), from).then((answer) => {
        answered.push(`${from} ${text(answer).split(":")[0]}`);
      });
    const flooding = [asked("es", "flood"), asked("en", "flood"), asked("de", "flood")];
    const visitor = asked("fr", "visitor");
    await Promise.all([...flooding, visitor]);
    // The flood's first job was being drawn; its second waited and gave its place to the
    // visitor's; its third was refused, one job waiting per address.
    expect(answered).toEqual(["flood busy", "flood busy", "flood es", "visitor fr"]);
    expect(pool.pending()).toBe(0);
    await pool.stop();
  });

  it("paces jobs to its share of the time, and starts one asked for after a quiet spell at once", async () => {
    const pool = documentWorkers({ file: threadFile, share: 0.5 });
    const warming = performance.now();
    await pool.run(job("es"), "192.0.2.1"); // the thread started
    // Past the rest that start earns (as long as it took, at half the time; long on a busy
    // machine): the first job below is drawn at once, so the second may wait in line for the
    // same address (one waiting job per address; a second would be answered "busy").
    await new Promise((resolve) => setTimeout(resolve, performance.now() - warming + 50));
    const first = pool.run(job("es", 200), "192.0.2.1");
    const second = pool.run(job("en"), "192.0.2.1");
    expect(text(await first)).toMatch(/^es:/);
    const firstDone = performance.now();
    expect(text(await second)).toMatch(/^en:/);
    // At half the time, a job of 200 ms is followed by 200 ms of rest.
    expect(performance.now() - firstDone).toBeGreaterThanOrEqual(180);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const asked = performance.now();
    await pool.run(job("de"), "192.0.2.1");
    expect(performance.now() - asked).toBeLessThan(150);
    await pool.stop();
  });

  it("fails the job of a thread that dies, and starts another for the next", async () => {
    const pool = documentWorkers({ file: threadFile });
    await expect(pool.run(job("xx"), "192.0.2.1")).rejects.toThrow(/ended/);
    expect(text(await pool.run(job("it"), "192.0.2.1"))).toMatch(/^it:/);
    await pool.stop();
  });

  it("fails the job of a thread past its heap's bound, and starts another for the next", async () => {
    const pool = documentWorkers({ file: threadFile, heapMb: 16 });
    await expect(pool.run(job("oom"), "192.0.2.1")).rejects.toThrow(/memory/);
    expect(text(await pool.run(job("it"), "192.0.2.1"))).toMatch(/^it:/);
    await pool.stop();
  });

  it("ends a thread whose job takes too long", async () => {
    // A second to draw, whatever a busy machine takes to start the thread; the job would take ten.
    const pool = documentWorkers({ file: threadFile, timeoutMs: 1_000 });
    await expect(pool.run(job("nl", 10_000), "192.0.2.1")).rejects.toThrow(/ended/);
    expect(text(await pool.run(job("nl"), "192.0.2.1"))).toMatch(/^nl:/);
    await pool.stop();
  });

  it("lets an idle thread go and starts a new one when a document is asked for", async () => {
    const pool = documentWorkers({ file: threadFile, idleMs: 50 });
    const before = text(await pool.run(job("es"), "192.0.2.1")).split(":")[1];
    // Well past its idle time, however late a busy machine runs the timer that ends it.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = text(await pool.run(job("es"), "192.0.2.1")).split(":")[1];
    expect(after).not.toBe(before);
    await pool.stop();
  });
});
