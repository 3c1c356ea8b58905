import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomConfiguratorPath } from "../../scripts/render-flood.ts";
import { configuratorRenders } from "../../scripts/stranger-floods.ts";
import { expect, test } from "./fixtures";
import { metricsToken, startInstance } from "./instance";
import { rendersBesidePages } from "./serving";

/**
 * A flood of configurator renders against an instance of the production build of the test's own:
 * what the server keeps serving and what it asks to wait. (The pages' throughput beside it,
 * against idle: the bench's "configurator renders" row.)
 */
test("a flood of configurator renders: pre-rendered pages keep being served, repeats come from memory, the rest waits or is told to come back", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-renders-"));
  const instance = await startInstance({ DATA_DIR: dataDir });
  try {
    // The same rug asked for four times is rendered at most once by each of the two processes.
    const rug = randomConfiguratorPath();
    for (let i = 0; i < 4; i++) expect((await fetch(`${instance.url}${rug}`)).status).toBe(200);
    // Unknown addresses share their language's 404 page, which never shows another visitor's address.
    const lost = `/en/lost-${process.pid}`;
    const notFound = await fetch(`${instance.url}${lost}`);
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).not.toContain(lost);

    // Every address is rendered or answered 503 (Retry-After), and the pages are served throughout.
    const rendered = await rendersBesidePages(
      instance.url,
      configuratorRenders(instance.url, 10),
      60,
      "configurator renders",
    );

    const metrics = await (
      await fetch(`${instance.url}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } })
    ).text();
    const value = (name: string) => Number(new RegExp(`^${name} (\\d+)`, "m").exec(metrics)?.[1] ?? Number.NaN);
    expect(value("page_render_cache_hits_total")).toBeGreaterThanOrEqual(2);
    expect(value("page_renders_total")).toBeGreaterThanOrEqual(rendered);
  } finally {
    instance.child.kill("SIGTERM");
    await instance.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
