// An instance of the production build for a bench of its own: `node server.js` on a spare port of
// loopback with a data folder of its own (removed when it stops), one proxy hop trusted, its log
// kept out of the bench's table. The stranger's matrix and the outage bench start theirs here.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Resolves when the server on `port` answers its health check (scripts/bench.ts). */
export type Healthy = (child: ReturnType<typeof spawn>, port: number) => Promise<void>;

/** Started from `cwd` (a build) with `env` on top, once both its server processes listen. */
export async function benchInstance(options: {
  cwd: string;
  port: number;
  healthy: Healthy;
  env?: Record<string, string>;
}) {
  const { cwd, port, healthy, env = {} } = options;
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-instance-"));
  const child = spawn(process.execPath, ["server.js"], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", TRUST_PROXY: "1", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await healthy(child, port);
  } catch (error) {
    await stop();
    throw error;
  }
  // Both processes listening, not just the first.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  return {
    base: `http://127.0.0.1:${port}`,
    /** The server processes' ids, sorted. */
    processes: () =>
      execFileSync("ps", ["-o", "pid=", "--ppid", String(child.pid)], { encoding: "utf8" })
        .trim()
        .split(/\s+/)
        .sort(),
    stop,
  };
}
