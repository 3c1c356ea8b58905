import { setPriority } from "node:os";
import { isMainThread, parentPort, Worker } from "node:worker_threads";
import type { Language } from "~/i18n/languages";
import { log } from "~/platform/observability/log.server";
import type { TopViewPicture } from "~/rug/artwork/top-view-artwork";
import type { Configuration } from "~/rug/configuration";
import type { PackSubject } from "~/specifier/readme";
import { fairQueue } from "./fair-queue.server";

/** A document drawn off the event loop: what it is made from, never who asked for it. */
export type DocumentJob =
  | {
      kind: "specSheet";
      configuration: Configuration;
      lang: Language;
      siteUrl: string;
      name: string;
      /** A studio design's picture from above and its bytes, read by the endpoint from storage. */
      topView?: TopViewPicture;
    }
  | {
      kind: "specifierPack";
      configuration: Configuration;
      lang: Language;
      siteUrl: string;
      subject: PackSubject;
      /** A studio design's picture from above and its bytes, read by the endpoint from storage. */
      topView?: TopViewPicture;
      /** The rug's code on a project's schedule ("RG-01"), its BIM object's tag. */
      tag?: string;
      /** Texture pixels on the longer side (a project's ZIP draws them smaller). */
      texturePx?: number;
    };

type Request = { id: number; job: DocumentJob };
type Answer = { id: number; data?: Uint8Array; error?: string };

/** Draws one document: in a document thread, or in the process itself where there is none. */
async function draw(job: DocumentJob): Promise<Uint8Array> {
  // Loaded by the first document drawn, in the thread that draws it: a server process that never
  // draws one in itself (it has its document thread) never loads the PDF library and its fonts,
  // which took a tenth of a new process's start before it could serve.
  if (job.kind === "specifierPack") return (await import("~/specifier/pack/pack.server")).specifierPack(job);
  const { renderSpecSheet } = await import("~/specifier/spec-sheet/spec-sheet-render.server");
  return renderSpecSheet(job.configuration, job.lang, { siteUrl: job.siteUrl, name: job.name, topView: job.topView });
}

/**
 * The document thread's side: draws the jobs it is sent, one at a time, at the lowest CPU
 * priority (on Linux `setPriority` on a thread's own id 0 sets that thread's), so that while it
 * draws, the process's main thread, which answers every page, is always served first.
 */
export function serveDocumentJobs() {
  if (isMainThread || !parentPort) throw new Error("serveDocumentJobs runs in a document thread");
  const port = parentPort;
  try {
    setPriority(19);
  } catch {
    // Not allowed here: the thread still draws, at the process's own priority.
  }
  port.on("message", async ({ id, job }: Request) => {
    try {
      const data = await draw(job);
      port.postMessage({ id, data } satisfies Answer, [data.buffer as ArrayBuffer]);
    } catch (error) {
      port.postMessage({ id, error: (error as Error).message } satisfies Answer);
    }
  });
}

export type DocumentWorkers = {
  /**
   * The drawn document; "busy" when the job was refused a place, or lost its place to a job of
   * an address that goes before it (`fairQueue`). `from` is who asked (`addressSubject`).
   */
  run: (job: DocumentJob, from: string) => Promise<Uint8Array | "busy">;
  /** Jobs being drawn or waiting. */
  pending: () => number;
  stop: () => Promise<void>;
};

/**
 * Documents (specification sheets and specifier packs: a tenth of a second to half a second of
 * work each) drawn on a thread of their own, at the lowest priority, so a flood of them costs the
 * pages little. One thread per process by default, one job at a time, paced to `share` of the
 * process's time (after a job of 400 ms, the next starts 400 × (1 − share) / share ms later; a
 * job asked for after a quiet spell starts at once): the thread's priority alone did not hold,
 * since the image library encodes on threads of normal priority and every thread shares the
 * memory's bandwidth. `maxPending` jobs at most (drawn or waiting), shared fairly between the
 * addresses that ask (fair-queue.server.ts): one waiting per address, the address drawn for least
 * recently next, and past the bound a job refused ("busy") or, when it goes before the last in
 * line, taking that one's place. The caller sheds a refused job's request.
 * A job that takes longer than `timeoutMs` ends its thread (a new one starts for the next job);
 * a thread that dies fails its job, never the process.
 *
 * The thread's JavaScript heap is held to `heapMb` of old generation and 16 MB young. Unbounded,
 * V8 let it grow past 210 MB, and the pictures' buffers, freed only when it collects, past 150 MB
 * more, all kept by the process once touched: a process drawing packs in a row on its thread held
 * 670-750 MB, bounded 460-500 MB (2026-12-06, 2-core development machine). Drawing a pack or a
 * sheet uses about 90 MB of it; a job that needs more than the bound fails, and its thread with
 * it (the next job starts another).
 *
 * `file` is the script that starts a document thread (server.js, which calls serveDocumentJobs
 * when it is not the main thread). Without it (a unit test, the development server) documents are
 * drawn in the process itself, with the same bound.
 */
export function documentWorkers(
  options: {
    file?: string;
    maxPending?: number;
    timeoutMs?: number;
    idleMs?: number;
    share?: number;
    heapMb?: number;
  } = {},
): DocumentWorkers {
  const share = options.share ?? 0.3;
  type Entry = { job: DocumentJob; answer: (drawn: Promise<Uint8Array | "busy">) => void };
  const line = fairQueue<Entry>({ maxPending: options.maxPending ?? 4 });
  /** When the next job may start: the last one's time, stretched to `share`. */
  let restUntil = 0;
  let resting: NodeJS.Timeout | undefined;
  let drawing = false;
  const timeoutMs = options.timeoutMs ?? 30_000;
  // A thread holds about 190 MB once it has drawn (the server bundle, the PDF library and its
  // fonts): it ends after a minute with nothing to draw, and the next sheet starts another
  // (about 3 s for the first sheet after that, 0.4 s for the next).
  const idleMs = options.idleMs ?? 60_000;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 0;
  let worker: Worker | null = null;
  const waiting = new Map<number, { resolve: (data: Uint8Array) => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const job of waiting.values()) job.reject(error);
    waiting.clear();
  };
  const thread = (file: string) => {
    if (worker) return worker;
    const started = new Worker(file, {
      workerData: { role: "documents" },
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb ?? 192, maxYoungGenerationSizeMb: 16 },
    });
    started.unref();
    started.on("message", ({ id, data, error }: Answer) => {
      const job = waiting.get(id);
      waiting.delete(id);
      if (error !== undefined || !data) job?.reject(new Error(error ?? "no document"));
      else job?.resolve(data);
    });
    started.on("error", (error) => {
      log.error({ event: "document_thread_failed", error: error.message });
      failAll(error);
    });
    started.on("exit", (code) => {
      if (worker === started) worker = null;
      if (waiting.size > 0) failAll(new Error(`The document thread ended (code ${code})`));
    });
    worker = started;
    return started;
  };
  const inThread = (file: string, job: DocumentJob) =>
    new Promise<Uint8Array>((resolve, reject) => {
      const id = nextId++;
      const target = thread(file);
      const timer = setTimeout(() => {
        log.error({ event: "document_timed_out", kind: job.kind, ms: timeoutMs });
        void target.terminate();
      }, timeoutMs);
      waiting.set(id, {
        resolve: (data) => {
          clearTimeout(timer);
          resolve(data);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      target.postMessage({ id, job } satisfies Request);
    });
  const letThreadGo = () => {
    if (line.pending() > 0 || !worker) return;
    const done = worker;
    clearTimeout(idle);
    idle = setTimeout(() => {
      if (worker === done && line.pending() === 0) void done.terminate();
    }, idleMs);
    idle.unref();
  };
  /** Draws the next job in line once the thread is free and rested; one at a time. */
  const drawNext = () => {
    if (drawing || resting) return;
    const wait = restUntil - performance.now();
    if (wait > 0) {
      resting = setTimeout(() => {
        resting = undefined;
        drawNext();
      }, wait);
      return;
    }
    const entry = line.take();
    if (!entry) return letThreadGo();
    drawing = true;
    clearTimeout(idle);
    const started = performance.now();
    const drawn = options.file ? inThread(options.file, entry.job) : draw(entry.job);
    entry.answer(drawn);
    void drawn
      .catch(() => undefined)
      .finally(() => {
        drawing = false;
        line.done();
        const took = performance.now() - started;
        restUntil = performance.now() + (took * (1 - share)) / share;
        drawNext();
      });
  };

  return {
    run: (job, from) =>
      new Promise<Uint8Array | "busy">((resolve, reject) => {
        const answer = (drawn: Promise<Uint8Array | "busy">) => drawn.then(resolve, reject);
        const placed = line.add(from, { job, answer });
        if (!placed.admitted) return resolve("busy");
        placed.evicted?.answer(Promise.resolve("busy"));
        drawNext();
      }),
    pending: () => line.pending(),
    stop: async () => {
      clearTimeout(idle);
      clearTimeout(resting);
      failAll(new Error("Stopping"));
      await worker?.terminate();
      worker = null;
    },
  };
}
