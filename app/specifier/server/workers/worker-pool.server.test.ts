import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultConfiguration } from "~/rug/configuration";
import { type DocumentJob, documentWorkers } from "./worker-pool.server";

/**
 * A stand-in document thread speaking the pool's protocol: it answers a job with its language's
 * bytes at once, never answers one in "never", ends itself when the language is "xx", and holds
 * ever more memory when it is "oom".
 */
const folder = mkdtempSync(path.join(tmpdir(), "document-thread-"));
const threadFile = path.join(folder, "thread.mjs");
writeFileSync(
  threadFile,
  `import { parentPort, threadId } from "node:worker_threads";
parentPort.on("message", ({ id, job }) => {
  if (job.lang === "never") return;
  if (job.lang === "xx") process.exit(3);
  if (job.lang === "oom") {
    const held = [];
    for (;;) held.push(Array.from({ length: 100000 }, (_, i) => ({ i })));
  }
  const data = new TextEncoder().encode(job.lang + ":" + threadId);
  parentPort.postMessage({ id, data }, [data.buffer]);
});`,
);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const job = (lang: string) =>
  ({ kind: "specSheet", configuration: defaultConfiguration, lang, siteUrl: "" }) as unknown as DocumentJob;
const text = (answer: Uint8Array | "busy") => (answer === "busy" ? answer : new TextDecoder().decode(answer));

/**
 * The pool's time is the test's: its rests, time limits and idle times pass when the test moves
 * the clock, so a job takes as long as the test says, however slowly this machine starts a thread
 * or passes a message. The thread itself runs on real time, and answers at once.
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The jobs the pool sends its thread, in order, each with the pool's clock when it was sent. */
function jobsSent() {
  const sent: { at: number; lang: string }[] = [];
  const send = Worker.prototype.postMessage;
  vi.spyOn(Worker.prototype, "postMessage").mockImplementation(function (this: Worker, message, transfer) {
    sent.push({ at: performance.now(), lang: (message as { job: { lang: string } }).job.lang });
    send.call(this, message, transfer);
  });
  return sent;
}

/** The threads the pool ends, each as the promise of its end. */
function threadsEnded() {
  return vi.spyOn(Worker.prototype, "terminate");
}

describe("documents drawn on a thread of their own", () => {
  it("draws one at a time and answers busy past the jobs it may hold", async () => {
    const pool = documentWorkers({ file: threadFile, maxPending: 2 });
    const sent = jobsSent();
    const first = pool.run(job("es"), "192.0.2.1");
    const second = pool.run(job("en"), "192.0.2.2");
    expect(await pool.run(job("de"), "192.0.2.3")).toBe("busy");
    expect(sent.map((one) => one.lang)).toEqual(["es"]);
    expect(text(await first)).toMatch(/^es:/);
    expect(text(await second)).toMatch(/^en:/);
    expect(text(await pool.run(job("fr"), "192.0.2.3"))).toMatch(/^fr:/);
    expect(sent.map((one) => one.lang)).toEqual(["es", "en", "fr"]);
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
    const sent = jobsSent();
    const first = pool.run(job("es"), "192.0.2.1");
    // One waiting job per address: the second waits in line for the same address.
    const second = pool.run(job("en"), "192.0.2.1");
    // The first takes 200 ms: the thread's answer is read once the clock has moved.
    vi.advanceTimersByTime(200);
    expect(text(await first)).toMatch(/^es:/);
    // At half the time, a job of 200 ms is followed by 200 ms of rest.
    await vi.advanceTimersByTimeAsync(199);
    expect(sent).toEqual([{ at: 0, lang: "es" }]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([
      { at: 0, lang: "es" },
      { at: 400, lang: "en" },
    ]);
    expect(text(await second)).toMatch(/^en:/);
    // Rested: a job asked for after a quiet spell is sent the moment it is asked for.
    await vi.advanceTimersByTimeAsync(300);
    const third = pool.run(job("de"), "192.0.2.1");
    expect(sent.at(-1)).toEqual({ at: 700, lang: "de" });
    expect(text(await third)).toMatch(/^de:/);
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
    // No rest after a job (share 1): the next is sent as soon as the first has failed.
    const pool = documentWorkers({ file: threadFile, timeoutMs: 1_000, share: 1 });
    const ended = threadsEnded();
    const never = expect(pool.run(job("never"), "192.0.2.1")).rejects.toThrow(/ended/);
    vi.advanceTimersByTime(999);
    expect(ended).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ended).toHaveBeenCalledTimes(1);
    await never;
    expect(text(await pool.run(job("nl"), "192.0.2.1"))).toMatch(/^nl:/);
    await pool.stop();
  });

  it("lets an idle thread go and starts a new one when a document is asked for", async () => {
    const pool = documentWorkers({ file: threadFile, idleMs: 50 });
    const ended = threadsEnded();
    const before = text(await pool.run(job("es"), "192.0.2.1")).split(":")[1];
    await vi.advanceTimersByTimeAsync(49);
    expect(ended).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ended).toHaveBeenCalledTimes(1);
    await ended.mock.results[0]?.value;
    const after = text(await pool.run(job("es"), "192.0.2.1")).split(":")[1];
    expect(after).not.toBe(before);
    await pool.stop();
  });
});
