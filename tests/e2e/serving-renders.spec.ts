import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type autocannon from "autocannon";
import { floodOfRenders, randomConfiguratorPath } from "../../scripts/render-flood.ts";
import { expect, test } from "./fixtures";
import { metricsToken, startInstance } from "./instance";
import { pageThroughputUnder } from "./serving";

/**
 * A flood of configurator renders against an instance of the production build of the test's own:
 * what the server keeps serving and what it asks to wait.
 */
test("a flood of configurator renders: pre-rendered pages keep at least half their throughput, repeats come from memory, the rest waits or is told to come back", async () => {
  test.setTimeout(120_000);
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

    const count = (result: autocannon.Result, status: number) =>
      Number(result.statusCodeStats?.[`${status}`]?.count ?? 0);
    let rendered = 0;
    const { idle, flooded } = await pageThroughputUnder(
      instance.url,
      3,
      (seconds) => floodOfRenders(instance.url, { connections: 10, seconds }),
      ({ pages, flood: renders }) => {
        rendered += count(renders, 200);
        expect(pages.non2xx).toBe(0);
        // Every configurator request is rendered or answered 503 (Retry-After): never cut, never a failure.
        expect(renders.errors).toBe(0);
        expect(count(renders, 200) + count(renders, 503)).toBe(renders.requests.total);
        return `renders ${Math.round(renders.requests.average)}/s, ${JSON.stringify(renders.statusCodeStats)}`;
      },
    );
    expect(flooded).toBeGreaterThanOrEqual(idle / 2);
    expect(rendered).toBeGreaterThan(0);

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
