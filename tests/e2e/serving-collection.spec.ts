import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomCollectionPath } from "../../scripts/render-flood.ts";
import { filteredLists } from "../../scripts/stranger-floods.ts";
import { expect, test } from "./fixtures";
import { metricsToken, startInstance } from "./instance";
import { rendersBesidePages } from "./serving";

/**
 * A flood of filtered collection addresses against an instance of the production build of the
 * test's own: each address is rendered on request, within the same bounds as the configurator's
 * (app/server/http/render-admission.server.ts), so the pages every visitor reads keep being served.
 * (The pages' throughput beside it, against idle: the bench's "distinct filtered lists" row.)
 */
test("ten connections asking for other filters each time leave the pages served, and are answered or asked to wait", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-collection-"));
  const instance = await startInstance({ DATA_DIR: dataDir });
  try {
    // The same filters asked for four times are rendered at most once by each of the two processes.
    const filters = randomCollectionPath();
    for (let i = 0; i < 4; i++) expect((await fetch(`${instance.url}${filters}`)).status).toBe(200);

    // Every address is rendered or answered 503 (Retry-After), and the pages are served throughout.
    const rendered = await rendersBesidePages(instance.url, filteredLists(instance.url, 10), 60, "filtered lists");

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
