import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { log, requestScope } from "./log.server";
import { registry } from "./metrics.server";
import { loggedPath, requestLog, routeFamily } from "./request-log.server";

describe("route families", () => {
  it.each([
    ["GET", "/hoteles", "page"],
    ["GET", "/en/contacto", "page"],
    ["GET", "/contacto.data", "data"],
    ["POST", "/contacto", "form_post"],
    ["POST", "/contacto.data", "form_post"],
    ["GET", "/assets/root-abc123.js", "static"],
    ["GET", "/catalogues/nudo-catalogue-es-0123.pdf", "static"],
    ["GET", "/api/region", "api"],
    ["GET", "/healthz", "health"],
    ["GET", "/metrics", "metrics"],
  ])("%s %s is %s", (method, path, family) => {
    expect(routeFamily(method, path)).toBe(family);
  });
});

describe("logged paths", () => {
  it("keep the page and mask what looks like an e-mail address", () => {
    expect(loggedPath("/en/contacto")).toBe("/en/contacto");
    expect(loggedPath("/ana.perez@cliente.example/x")).toBe("/[email]/x");
    expect(loggedPath(`/${"a".repeat(300)}`)).toHaveLength(200);
  });
});

describe("the request log", () => {
  const servers: { close: () => void }[] = [];
  afterAll(() => {
    for (const server of servers) server.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function serve() {
    const app = express();
    app.use(requestLog());
    app.get("/hoteles", (_request, response) => {
      log.info({ event: "inside" });
      response.send("ok");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("gives every request an id, sent back and carried by every line written for it, with no query or address", async () => {
    const lines: Record<string, unknown>[] = [];
    // The mixin adds the id when pino writes; the spy sees what it would add, from the call's scope.
    vi.spyOn(log, "info").mockImplementation(((entry: Record<string, unknown>) => {
      lines.push({ ...entry, requestId: requestScope.getStore()?.requestId });
    }) as typeof log.info);
    const base = await serve();
    const response = await fetch(`${base}/hoteles?email=ana@cliente.example`, {
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => lines.length).toBe(2);
    expect(lines.map((line) => line.requestId)).toEqual([id, id]);
    expect(lines[1]).toMatchObject({ event: "request", method: "GET", family: "page", path: "/hoteles", status: 200 });
    expect(JSON.stringify(lines)).not.toMatch(/ana@|203\.0\.113/);
  });

  it("keeps a proxy's well-formed request id and replaces one that is not", async () => {
    const base = await serve();
    const kept = await fetch(`${base}/hoteles`, { headers: { "x-request-id": "edge-7f3a9c21b4" } });
    expect(kept.headers.get("x-request-id")).toBe("edge-7f3a9c21b4");
    const forged = await fetch(`${base}/hoteles`, { headers: { "x-request-id": '"},{"event":"forged' } });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("observes each answer's latency by route family", async () => {
    const base = await serve();
    await fetch(`${base}/hoteles`);
    const body = await registry.metrics();
    expect(body).toMatch(/http_request_duration_seconds_count\{family="page",method="GET",status="2xx"\} [1-9]/);
  });
});
