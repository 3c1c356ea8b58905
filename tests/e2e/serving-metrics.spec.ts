import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import { metricsToken, startInstance } from "./instance";
import { accepted, postLead } from "./serving";

/**
 * The server's metrics as an operator scrapes them, on an instance of the production build of the
 * test's own.
 */
test("metrics: every process of the instance summed, behind a token, with latency, leads, outbox and event-loop lag", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-metrics-"));
  const instance = await startInstance({ DATA_DIR: dataDir });
  try {
    expect((await fetch(`${instance.url}/metrics`)).status).toBe(401);
    // Ten leads, spread over both processes by the connection each post opens.
    for (let i = 0; i < 10; i++) expect(accepted(await postLead(instance.url, i % 2 === 0))).toBe(true);
    await fetch(`${instance.url}/hoteles`);
    const scrape = async () => {
      const response = await fetch(`${instance.url}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } });
      expect(response.status).toBe(200);
      return response.text();
    };
    const body = await scrape();
    const value = (pattern: RegExp) => Number(pattern.exec(body)?.[1] ?? Number.NaN);
    expect(value(/^leads_stored_total\{form="contact"\} (\d+)/m)).toBe(10);
    expect(value(/^http_request_duration_seconds_count\{family="form_post",method="POST",status="3xx"\} (\d+)/m)).toBe(
      5,
    );
    expect(value(/^http_request_duration_seconds_count\{family="form_post",method="POST",status="2xx"\} (\d+)/m)).toBe(
      5,
    );
    expect(value(/^http_request_duration_seconds_count\{family="page",method="GET",status="2xx"\} (\d+)/m)).toBe(1);
    expect(body).toMatch(/^outbox_pending \d+$/m);
    expect(body).toMatch(/^outbox_failed 0$/m);
    expect(body).toMatch(/^outbox_oldest_pending_age_seconds [\d.e+-]+$/m);
    expect(body).toMatch(/^nodejs_eventloop_lag_seconds [\d.e+-]+$/m);
    await expect.poll(async () => /^email_send_duration_seconds_count (\d+)$/m.exec(await scrape())?.[1]).toBe("20");
  } finally {
    instance.child.kill("SIGTERM");
    await instance.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
