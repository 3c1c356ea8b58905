import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { floodOfRenders, randomConfiguratorPath } from "../../scripts/render-flood.ts";
import { expect, test } from "./fixtures";
import { metricsToken, startInstance } from "./instance";

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

    // Idle and flooded runs in turns, summed: the machine's own speed drifts over half a minute.
    const seconds = 5;
    const page = () =>
      autocannon({
        url: `${instance.url}/hoteles`,
        connections: 10,
        duration: seconds,
        headers: { "accept-encoding": "br" },
      });
    const rps = (result: autocannon.Result) => Math.round(result.requests.average);
    const count = (result: autocannon.Result, status: number) =>
      Number(result.statusCodeStats?.[`${status}`]?.count ?? 0);
    await page(); // warm-up, not counted
    let idle = 0;
    let underRenders = 0;
    let rendered = 0;
    for (let round = 0; round < 3; round++) {
      const alone = await page();
      const [pages, renders] = await Promise.all([page(), floodOfRenders(instance.url, { connections: 10, seconds })]);
      idle += rps(alone);
      underRenders += rps(pages);
      rendered += count(renders, 200);
      console.log(
        `/hoteles: idle ${rps(alone)} requests/s (p99 ${alone.latency.p99} ms), under renders ${rps(pages)} (p99 ${pages.latency.p99} ms); renders ${rps(renders)}/s, ${JSON.stringify(renders.statusCodeStats)}`,
      );
      expect(pages.non2xx).toBe(0);
      // Every configurator request is rendered or answered 503 (Retry-After): never cut, never a failure.
      expect(renders.errors).toBe(0);
      expect(count(renders, 200) + count(renders, 503)).toBe(renders.requests.total);
    }
    expect(underRenders).toBeGreaterThanOrEqual(idle / 2);
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
