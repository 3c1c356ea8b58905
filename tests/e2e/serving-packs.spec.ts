import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { attackFromAnotherProcess } from "../../scripts/strangers.ts";
import { expect, test } from "./fixtures";
import { startInstance } from "./instance";
import { pageThroughputUnder } from "./serving";

/**
 * A flood of distinct specifier packs against an instance of the production build of the test's
 * own: each pack is built on a process's document thread, paced to a share of its time, and shed
 * with `Retry-After` past the jobs it may hold (docs/decisions/023-specifier-pack.md), so the pages
 * every visitor reads keep being served. Idle and flooded runs in turns, summed.
 */
test("sixteen connections asking for distinct packs are built or shed with Retry-After, and leave a page at least half its throughput", async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-packs-"));
  const instance = await startInstance({ DATA_DIR: dataDir });
  try {
    const statuses: Record<string, number> = {};
    const { idle, flooded } = await pageThroughputUnder(
      instance.url,
      2,
      async (seconds) => {
        const flood = attackFromAnotherProcess("specifier-packs", instance.url, 16);
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
        return flood.stop();
      },
      ({ pages, flood: sent }) => {
        for (const [status, count] of Object.entries(sent.statuses))
          statuses[status] = (statuses[status] ?? 0) + Number(count);
        expect(pages.non2xx).toBe(0);
        return `packs ${JSON.stringify(sent.statuses)}`;
      },
    );
    expect(flooded).toBeGreaterThanOrEqual(idle / 2);
    expect(statuses["200"] ?? 0).toBeGreaterThan(0);
    expect(statuses["503"] ?? 0).toBeGreaterThan(0);
    expect(Object.keys(statuses).filter((status) => status !== "200" && status !== "503")).toEqual([]);
  } finally {
    instance.child.kill("SIGTERM");
    await instance.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
