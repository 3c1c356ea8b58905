import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type autocannon from "autocannon";
import { floodOfFilters, randomCollectionPath } from "../../scripts/render-flood.ts";
import { expect, test } from "./fixtures";
import { metricsToken, startInstance } from "./instance";
import { pageThroughputUnder } from "./serving";

/**
 * A flood of filtered collection addresses against an instance of the production build of the
 * test's own: each address is rendered on request, within the same bounds as the configurator's
 * (app/server/http/render-admission.server.ts), so the pages every visitor reads keep being served.
 */
test("ten connections asking for other filters each time leave a page at least half its throughput, and are answered or asked to wait", async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-collection-"));
  const instance = await startInstance({ DATA_DIR: dataDir });
  try {
    // The same filters asked for four times are rendered at most once by each of the two processes.
    const filters = randomCollectionPath();
    for (let i = 0; i < 4; i++) expect((await fetch(`${instance.url}${filters}`)).status).toBe(200);

    const count = (result: autocannon.Result, status: number) =>
      Number(result.statusCodeStats?.[`${status}`]?.count ?? 0);
    let rendered = 0;
    const { idle, flooded } = await pageThroughputUnder(
      instance.url,
      3,
      (seconds) => floodOfFilters(instance.url, { connections: 10, seconds }),
      ({ pages, flood: lists }) => {
        rendered += count(lists, 200);
        expect(pages.non2xx).toBe(0);
        // Every filtered address is rendered or answered 503 (Retry-After): never cut, never a failure.
        expect(lists.errors).toBe(0);
        expect(count(lists, 200) + count(lists, 503)).toBe(lists.requests.total);
        return `filtered lists ${Math.round(lists.requests.average)}/s, ${JSON.stringify(lists.statusCodeStats)}`;
      },
    );
    expect(flooded).toBeGreaterThanOrEqual(idle / 2);
    expect(rendered).toBeGreaterThan(0);

    const metrics = await (
      await fetch(`${instance.url}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } })
    ).text();
    const value = (name: string) => Number(new RegExp(`^${name} (\\d+)`, "m").exec(metrics)?.[1] ?? Number.NaN);
    expect(value("page_render_cache_hits_total")).toBeGreaterThanOrEqual(2);
    // Every list answered was rendered or sent again from the cache: the campaign parameter each
    // address carries is not what the page reads, so an address asked again is rendered once.
    expect(value("page_renders_total") + value("page_render_cache_hits_total")).toBeGreaterThanOrEqual(rendered);
  } finally {
    instance.child.kill("SIGTERM");
    await instance.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
