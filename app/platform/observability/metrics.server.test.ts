import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { leadsStored, metricsHandler } from "./metrics.server";

describe("GET /metrics", () => {
  const servers: { close: () => void }[] = [];
  afterAll(() => {
    for (const server of servers) server.close();
  });
  async function serve(token: string | undefined) {
    const app = express();
    app.get("/metrics", metricsHandler(token));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    servers.push(server);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
    return (authorization?: string) => fetch(url, { headers: authorization ? { authorization } : {} });
  }

  it("does not exist without METRICS_TOKEN", async () => {
    const get = await serve(undefined);
    expect((await get()).status).toBe(404);
    expect((await get("Bearer anything")).status).toBe(404);
  });

  it("refuses a missing or wrong token, and serves Prometheus text to the right one", async () => {
    const token = "s3cret-token-for-the-scraper";
    const get = await serve(token);
    expect((await get()).status).toBe(401);
    expect((await get(`Bearer ${token}x`)).status).toBe(401);
    expect((await get(`Basic ${token}`)).status).toBe(401);
    leadsStored.inc({ form: "sample" });
    const ok = await get(`Bearer ${token}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    const body = await ok.text();
    expect(body).toMatch(/^leads_stored_total\{form="sample"\} \d+$/m);
    expect(body).toContain("lead_posts_discarded_total");
  });
});
