import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import { serverProcesses, startInstance } from "./instance";

/**
 * The site comes back by itself: its server processes killed at once (as the kernel's OOM killer
 * or a crash would), the primary starts new ones and the pages answer again. How soon (the goal:
 * within 5 s) is the bench's (`BENCH_ONLY=strangers npm run bench`, under load): a time here would
 * pass or fail on the machine's speed, so the test waits for the answer and notes the time.
 */
test.describe.configure({ mode: "serial" });

/** Milliseconds from now until `url` answers 200, polling every 50 ms (for as long as the test may run). */
async function backAfter(url: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    const status = await fetch(url, { signal: AbortSignal.timeout(1_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return Math.round(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

for (const processes of [2, 1]) {
  test(`kill -9 of every server process (${processes} of them) at once: the site answers again by itself`, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "site-recovery-"));
    const instance = await startInstance({ DATA_DIR: dataDir, WEB_CONCURRENCY: String(processes) });
    try {
      const before = await serverProcesses(instance);
      expect(before).toHaveLength(processes);
      for (const pid of before) process.kill(pid, "SIGKILL");
      const ms = await backAfter(`${instance.url}/hoteles`);
      test.info().annotations.push({ type: "back after", description: `${ms} ms` });
      // New processes, every one of them, and the primary still there to replace them.
      await expect.poll(async () => (await serverProcesses(instance)).length).toBe(processes);
      expect((await serverProcesses(instance)).some((pid) => before.includes(pid))).toBe(false);
      expect(instance.child.exitCode).toBeNull();
      const exits = instance.lines.filter((line) => line.includes('"event":"server_process_exited"'));
      expect(exits).toHaveLength(processes);
      // And again: it was not a one-off.
      for (const pid of await serverProcesses(instance)) process.kill(pid, "SIGKILL");
      const again = await backAfter(`${instance.url}/hoteles`);
      test.info().annotations.push({ type: "back again after", description: `${again} ms` });
      expect(instance.child.exitCode).toBeNull();
    } finally {
      instance.child.kill("SIGTERM");
      await instance.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
