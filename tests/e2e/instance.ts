import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { test } from "@playwright/test";
import { freePort } from "../support/ports";
import { testSchema } from "./database";
import { analyticsScriptUrl } from "./settings";

/** The token the test instances' `/metrics` answers to. */
export const metricsToken = "metrics-token-for-the-e2e-tests";

const root = path.resolve(import.meta.dirname, "../..");

export type Instance = {
  child: ChildProcess;
  port: number;
  url: string;
  /** Its standard output (the JSON log), a line an entry. */
  lines: string[];
  /** Its exit code and the time since `stopAt` was called. */
  exited: Promise<{ code: number | null; ms: number }>;
  stopAt: () => void;
};

/**
 * An instance of the production build (`node server.js`, two server processes, one proxy hop
 * trusted) with `env` on top, on `port` or else on a port the system finds free (a fixed one can
 * meet another spec's instance or whatever the machine runs); resolved once it answers `/healthz`
 * and has logged that it listens. It runs in its own process group, so a test can kill the whole
 * instance at once.
 */
export async function startInstance(env: Record<string, string>, port?: number): Promise<Instance> {
  port ??= await freePort();
  // Its start is timed by the poll below, not by the test's own budget: two server processes
  // starting while the browsers use the same cores took over 30 s on a 2-core machine.
  test.info().setTimeout(test.info().timeout + 60_000);
  const lines: string[] = [];
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    // Its own process group, so the test can kill the whole instance at once, as a crash would.
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      TRUST_PROXY: "1",
      ANALYTICS_SCRIPT_URL: analyticsScriptUrl,
      METRICS_TOKEN: metricsToken,
      WEB_CONCURRENCY: "2",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let buffered = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split("\n");
    buffered = parts.pop() ?? "";
    lines.push(...parts);
  });
  const errors: string[] = [];
  child.stderr?.on("data", (chunk: Buffer) => errors.push(chunk.toString()));
  let stoppedAt = 0;
  let exitCode: number | null | undefined;
  const exited = new Promise<{ code: number | null; ms: number }>((resolve) =>
    child.once("exit", (code) => {
      exitCode = code;
      resolve({ code, ms: performance.now() - stoppedAt });
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  // Up when it answers /healthz and every process has logged that it listens: the second can
  // start well after the first when the browsers and other instances share the cores. A probe
  // that hangs (a connection taken and never answered) counts as a failed one; an instance that
  // exits is not waited for.
  const health = async () =>
    (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) }).catch(() => null))?.status;
  const listening = () => lines.some((line) => line.includes('"event":"listening"'));
  const deadline = performance.now() + 80_000;
  let status: number | undefined;
  while (exitCode === undefined && performance.now() < deadline) {
    status = await health();
    if (status === 200 && listening()) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (status !== 200 || !listening()) {
    // A start that failed says why, in the instance's own words, and leaves no process behind.
    if (exitCode === undefined && child.pid) process.kill(-child.pid, "SIGKILL");
    const why =
      exitCode === undefined ? `/healthz answered ${status ?? "nothing"} for 80 s` : `it exited with code ${exitCode}`;
    const said = [...lines.slice(-20), ...errors.join("").trim().split("\n").slice(-20)].join("\n");
    throw new Error(`The instance on port ${port} did not start: ${why}. Its last words:\n${said}`);
  }
  return {
    child,
    port,
    url,
    lines,
    exited,
    stopAt: () => {
      stoppedAt = performance.now();
    },
  };
}

/**
 * Two instances (or `count`) on one PostgreSQL schema of the spec's own and one data folder, as
 * docs/operating.md's several-machine recipe runs them: started together before the spec's tests
 * (each on a free port), stopped after them, the schema and folder removed. `env` is their shared
 * configuration (for operator commands too), `settings` added to it.
 */
export function instancesOnOneDatabase(folder: string, settings: Record<string, string> = {}, count = 2) {
  const database = testSchema();
  const dataDir = mkdtempSync(path.join(tmpdir(), `${folder}-`));
  const env = { ...settings, DATABASE_URL: database.databaseUrl, DATA_DIR: dataDir };
  const instances: Instance[] = [];
  test.beforeAll(async () => {
    await database.create();
    // Both at once, as a deploy starts its machines: the first to migrate and seed the database
    // holds the other back (the migrations' lock, the seed's one row a document) until it is done.
    instances.push(...(await Promise.all(Array.from({ length: count }, () => startInstance(env)))));
  });
  test.afterAll(async () => {
    for (const instance of instances) {
      instance.child.kill();
      await instance.exited;
    }
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { database, env, instances };
}

/**
 * The ids of an instance's server processes (the children of its primary), sorted. Asked of `ps`
 * without blocking: a proxy the test itself serves keeps answering meanwhile.
 */
export async function serverProcesses(instance: Instance): Promise<number[]> {
  const { stdout } = await promisify(execFile)("ps", ["-o", "pid=", "--ppid", String(instance.child.pid)]);
  return stdout
    .split("\n")
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0)
    .sort((a, b) => a - b);
}
