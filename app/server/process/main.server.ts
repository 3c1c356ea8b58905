import cluster, { type Worker } from "node:cluster";
import { randomUUID } from "node:crypto";
import type { Server } from "node:http";
import { availableParallelism } from "node:os";
import { AggregatorRegistry } from "prom-client";
import type { ServerBuild } from "react-router";
import { openStorage, type Storage } from "~/platform/db/db.server";
import { type Env, getEnv } from "~/platform/env.server";
import { log } from "~/platform/observability/log.server";
import { registry, unhandledRejections } from "~/platform/observability/metrics.server";
import { describeSamples, samplesStillPublished } from "~/server/content/samples.server";
import { seedContent } from "~/server/content/store/seed.server";
import { watchEventLoopLag } from "~/server/http/admission.server";
import { createApp } from "~/server/http/app.server";
import { startLivePages } from "~/server/http/live-pages.server";
import { pagePolicyFor } from "~/server/http/security-headers.server";
import { type Services, startServices, stopServices } from "~/server/services.server";
import { describePlaceholders, isLocalSite, launchPlaceholders, type Placeholder } from "~/site/launch-check";
import { documentWorkers } from "~/specifier/server/workers/worker-pool.server";
import { restartPolicy } from "./restart-policy.server";

/** A stopping process has this long to finish what it started; then it is ended. */
export const shutdownMs = 9_000;

/**
 * The C library's setting each server process starts with. glibc's malloc maps a block at least
 * as large as its mmap threshold on its own and gives it back when it is freed, but raises the
 * threshold to the size of each such block freed (up to 32 MB): after the first pack, the document
 * thread's pictures (buffers of 4 to 16 MB, a pack's worth freed after each one) came from its
 * heap, which glibc keeps. Held at its starting value, 128 KB, a server process under a minute of
 * twenty addresses flooding packs held at most 600-670 MB instead of 740-790 MB (2026-12-06,
 * 2-core development machine, `BENCH_ONLY=packs npm run bench`). Other C libraries ignore it.
 */
const serverProcessEnv = { MALLOC_MMAP_THRESHOLD_: String(128 * 1024) };

type MetricsMessage = { type: "site:metrics"; id: string; body?: string; error?: string };
const isMetricsMessage = (message: unknown): message is MetricsMessage =>
  typeof message === "object" && message !== null && (message as MetricsMessage).type === "site:metrics";

/**
 * Starts the site on every core: this process (the primary) checks the configuration and
 * migrates the database, then runs `WEB_CONCURRENCY` server processes (default: one per core)
 * that share the port, each with its own event loop, outbox worker and retention job (all safe
 * in several processes: the database hands each e-mail to one of them). A process that dies is
 * replaced. SIGTERM or SIGINT stops them all within 10 s.
 */
export async function startServer(build: ServerBuild, options: ServerOptions) {
  if (cluster.isPrimary) return startPrimary();
  return startWorker(build, options);
}

export type ServerOptions = {
  clientDir: string;
  /** The script that starts a document thread (server.js itself); absent: documents are drawn on the event loop. */
  documentThreadFile?: string;
};

/**
 * On a public address, the fictional company facts still in site configuration, logged once (by
 * the primary) so the operator sees them in the first lines of a launch; `npm run check:launch`
 * prints the same list.
 */
export function warnOfPlaceholders(siteUrl: string): Placeholder[] {
  if (isLocalSite(siteUrl)) return [];
  const placeholders = launchPlaceholders();
  if (placeholders.length > 0)
    log.warn({ event: "launch_placeholders", placeholders, siteUrl }, describePlaceholders(placeholders));
  return placeholders;
}

/**
 * On a public address, the sample designs and projects still published, logged once by the
 * primary beside the placeholders (`launch_samples`); `npm run check:launch` prints the same list.
 */
export async function warnOfSamples(storage: Storage, siteUrl: string) {
  if (isLocalSite(siteUrl)) return;
  const samples = await samplesStillPublished(storage);
  if (samples.length > 0)
    log.warn(
      { event: "launch_samples", samples: samples.map(({ kind, slug }) => `${kind}.${slug}`), siteUrl },
      describeSamples(samples),
    );
}

/** The configuration, checked once; a wrong one ends the process with every problem named. */
export function readEnv(): Env {
  try {
    return getEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** The content modules' seed made live where it changed since the last start (a deploy), logged when it did anything. */
export async function deploySeed(storage: Storage) {
  const content = await seedContent(storage);
  if (content.seeded > 0 || content.redeployed > 0) log.info({ event: "content_seeded", ...content });
}

async function startPrimary() {
  guardProcess("primary");
  const env = readEnv();
  try {
    // Migrations and the content's seed once, here, before any server process opens the database.
    const storage = await openStorage({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    await deploySeed(storage);
    await warnOfSamples(storage, env.SITE_URL);
    await storage.close();
  } catch (error) {
    console.error(`Could not open the database: ${(error as Error).message}`);
    process.exit(1);
  }
  warnOfPlaceholders(env.SITE_URL);
  const count = env.WEB_CONCURRENCY ?? availableParallelism();
  const url = `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`;
  const metrics = new AggregatorRegistry();
  let stopping = false;
  let listening = 0;
  const everListened = new WeakSet<Worker>();
  let everServed = false;
  const restarts = restartPolicy(count);

  const fork = () => {
    const worker = cluster.fork(serverProcessEnv);
    worker.on("listening", () => {
      everListened.add(worker);
      everServed = true;
      restarts.listening();
      listening++;
      if (listening === count) log.info({ event: "listening", url, processes: count }, `Site listening on ${url}`);
    });
    worker.on("message", async (message: unknown) => {
      if (!isMetricsMessage(message)) return;
      try {
        worker.send({ ...message, body: await metrics.clusterMetrics() });
      } catch (error) {
        worker.send({ ...message, error: (error as Error).message });
      }
    });
    worker.on("exit", (code, signal) => {
      if (stopping) return;
      if (!everServed) {
        // No process has ever served: the port is taken, say. Starting again would fail the same way.
        log.fatal({ event: "server_process_failed", code }, "A server process could not start; stopping");
        void stop(1);
        return;
      }
      const delay = restarts.died(performance.now(), everListened.has(worker));
      if (delay === null) {
        // No process has served for a while in spite of the restarts: this process cannot mend
        // it; a supervisor that restarts the whole site on failure (systemd, a container runtime) may.
        log.fatal(
          { event: "server_processes_failing", deaths: restarts.deathsInWindow },
          "Server processes keep ending; stopping so the supervisor restarts the site",
        );
        void stop(1);
        return;
      }
      log.error(
        { event: "server_process_exited", code, signal, restartInMs: delay, listened: everListened.has(worker) },
        "A server process ended; starting another",
      );
      // Not unref'd: with every server process gone, this timer is what keeps the site alive.
      setTimeout(() => !stopping && fork(), delay);
    });
  };

  const stop = async (exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    log.info({ event: "stopping", processes: Object.keys(cluster.workers ?? {}).length });
    const deadline = setTimeout(() => {
      log.error({ event: "stop_timed_out" }, "Server processes did not stop in time; ending them");
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(1);
    }, shutdownMs + 500);
    deadline.unref();
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once("exit", () => resolve());
            worker.process.kill("SIGTERM");
          }),
      ),
    );
    log.info({ event: "stopped" }, "Site stopped");
    process.exit(exitCode);
  };
  process.once("SIGTERM", () => void stop());
  process.once("SIGINT", () => void stop());
  for (let i = 0; i < count; i++) fork();
}

/**
 * A rejection nobody handled is a defect in one request's path, not a broken process: it is
 * logged with its stack and counted, and the process goes on serving everyone else. An
 * exception nobody caught may have left the process half-way through anything: it is logged
 * and the process ends (its primary starts another at once).
 */
export function guardProcess(role: "primary" | "server" | "development") {
  process.on("unhandledRejection", (reason) => {
    unhandledRejections.inc();
    const error = reason instanceof Error ? reason : new Error(String(reason));
    log.error({ event: "unhandled_rejection", role, error: error.message, stack: error.stack });
  });
  process.on("uncaughtException", (error) => {
    log.fatal({ event: "uncaught_exception", role, error: error.message, stack: error.stack });
    process.exit(1);
  });
}

/** Every process's metrics, summed by the primary (prom-client's cluster aggregation). */
function clusterMetrics(): Promise<string> {
  return new Promise((resolve, reject) => {
    const id = randomUUID();
    const onMessage = (message: unknown) => {
      if (!isMetricsMessage(message) || message.id !== id) return;
      process.off("message", onMessage);
      clearTimeout(timer);
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.body ?? "");
    };
    const timer = setTimeout(() => {
      process.off("message", onMessage);
      reject(new Error("The primary process did not answer with metrics"));
    }, 5_000);
    process.on("message", onMessage);
    process.send?.({ type: "site:metrics", id });
  });
}

async function startWorker(build: ServerBuild, options: ServerOptions) {
  guardProcess("server");
  const env = readEnv();
  let services: Services;
  try {
    services = await startServices(env, { clientDir: options.clientDir });
  } catch (error) {
    log.fatal({ event: "database_unavailable", error: (error as Error).message }, "Could not open the database");
    process.exit(1);
  }
  // Answer the primary's requests for this process's metrics.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);

  let shuttingDown = false;
  const livePages = startLivePages({
    storage: services.storage,
    build,
    siteUrl: env.SITE_URL,
    requestInfo: { services },
    pagePolicy: pagePolicyFor(env),
  });
  try {
    await livePages.ready;
  } catch (error) {
    log.fatal(
      { event: "content_unavailable", error: (error as Error).message },
      "Could not render the published content",
    );
    process.exit(1);
  }
  const lag = watchEventLoopLag();
  const documents = documentWorkers(options.documentThreadFile ? { file: options.documentThreadFile } : {});
  const app = createApp({
    build,
    clientDir: options.clientDir,
    services,
    lifecycle: { shuttingDown: () => shuttingDown, lagMs: lag.lagMs },
    gatherMetrics: clusterMetrics,
    livePages,
    documents,
  });
  const server: Server = app.listen(env.PORT, env.HOST);
  server.once("listening", () => {
    // What this process spent before it could serve: the time a site whose every process died
    // at once refuses connections (the bench's restart row measures it under load).
    const { user, system } = process.cpuUsage();
    log.info({
      event: "process_serving",
      ms: Math.round(performance.now()),
      cpuMs: Math.round((user + system) / 1000),
    });
  });
  // A client has this long to send its headers, and its whole request (a 5 MB room picture on a
  // poor connection included); a post's body is held to its own pace (body-intake.server.ts).
  server.headersTimeout = 15_000;
  server.requestTimeout = 300_000;
  server.on("error", (error) => {
    log.fatal({ event: "listen_failed", error: error.message }, `Could not listen on ${env.HOST}:${env.PORT}`);
    process.exit(1);
  });

  /**
   * Stops taking connections, lets the requests in flight finish (idle keep-alive connections
   * are closed, busy ones after their answer), lets the outbox finish the e-mail it is sending,
   * closes the database, and exits; whatever is still open after `shutdownMs` is cut.
   */
  const stop = async (why: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    const started = performance.now();
    setTimeout(() => {
      log.error({ event: "stop_timed_out" });
      process.exit(1);
    }, shutdownMs).unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => server.closeAllConnections(), shutdownMs - 2_000);
    await closed;
    clearInterval(idle);
    clearTimeout(cut);
    livePages.stop();
    await documents.stop();
    await stopServices();
    lag.stop();
    log.info({ event: "process_stopped", why, ms: Math.round(performance.now() - started) });
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
  // The primary is gone (killed): stop too, rather than serve with nobody to replace us.
  process.once("disconnect", () => void stop("primary_gone"));
  return server;
}
