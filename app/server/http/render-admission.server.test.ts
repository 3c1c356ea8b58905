import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { log } from "~/platform/observability/log.server";
import { registry } from "~/platform/observability/metrics.server";
import { changes } from "../../../tests/support/changes";
import { type RenderAdmissionOptions, renderAdmission } from "./render-admission.server";

const servers: { close: () => void }[] = [];
afterAll(() => {
  for (const server of servers) server.close();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The build's routes as far as matching goes: a few pages in a few languages, and the catch-all. */
const routes = Object.fromEntries(
  [
    { id: "root", path: "" },
    ...["/configurador", "/en/configurador", "/de/configurador", "/contacto"].map((path) => ({
      id: `page${path}`,
      parentId: "root",
      path,
    })),
    { id: "routes/not-found", parentId: "root", path: "*" },
  ].map((route) => [route.id, route]),
);

const pagePolicy = "default-src 'none'; style-src 'self' 'unsafe-inline'";

type Handler = (request: express.Request, response: express.Response) => void;

/**
 * An app with the render admission in front of a fake React Router: it answers the address it
 * was asked to render (404 for the catch-all's), in two writes, with a policy of its own; when
 * `slow`, only once `releaseAll` is called. Every response gets its own request id first, as in
 * the site. The test waits for what happens in it, never for a time: `arrived(n)` until n
 * requests have been through the admission (each one rendering, queued, waiting for the same
 * address's render, or shed), `inHandler(n)` until n renders wait to be released, `answered(n)`
 * until n answers have gone out and the admission has counted them.
 */
async function serve(
  options: Partial<RenderAdmissionOptions> & {
    slow?: boolean;
    handler?: Handler;
    seen?: ReturnType<typeof changes>;
  } = {},
) {
  const rendered: string[] = [];
  const waiting: (() => void)[] = [];
  let requestId = 0;
  let answered = 0;
  const seen = options.seen ?? changes();
  const app = express();
  app.use((_request, response, next) => {
    response.set("X-Request-Id", `request-${++requestId}`);
    // Heard before the admission's own listener of the same event, which has run when the test goes on.
    response.once("finish", () => {
      answered++;
      seen.changed();
    });
    seen.changed();
    next();
  });
  app.use(renderAdmission({ lagMs: () => 0, routes, pagePolicy, share: 1, ...options }));
  app.use((request, response) => {
    rendered.push(request.originalUrl);
    const answer = () => {
      if (options.handler) return options.handler(request, response);
      const notFound = /\/404(\.data)?(\?|$)/.test(request.originalUrl);
      response.status(notFound ? 404 : 200);
      response.setHeader("Content-Type", "text/html; charset=utf-8");
      response.setHeader("Content-Security-Policy", `script-src 'sha256-${rendered.length}'`);
      response.write(`<h1>${request.method} ${request.originalUrl}</h1>`);
      response.end("<p>rendered</p>");
    };
    if (options.slow) waiting.push(answer);
    else answer();
    seen.changed();
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    rendered,
    get: (path: string, init?: RequestInit) => fetch(`${base}${path}`, init),
    releaseAll: () => {
      for (const release of waiting.splice(0)) release();
    },
    arrived: (n: number) => seen.until(() => requestId >= n),
    inHandler: async (n: number) => {
      await seen.until(() => waiting.length >= n);
      return waiting.length;
    },
    answered: (n: number) => seen.until(() => answered >= n),
  };
}

const counter = async (name: string, labels: Record<string, string> = {}) => {
  const values = (await registry.getSingleMetric(name)?.get())?.values ?? [];
  return values
    .filter((value) => Object.entries(labels).every(([key, label]) => value.labels[key] === label))
    .reduce((sum, value) => sum + value.value, 0);
};

describe("render admission: the cache", () => {
  it("renders an address once and sends the same page, with its own policy, to whoever asks again", async () => {
    const app = await serve();
    const hitsBefore = await counter("page_render_cache_hits_total");
    const first = await app.get("/configurador?shape=oval&w=240&l=170&c=SA04&c=TE12");
    const again = await app.get("/configurador?c=SA04&l=170&shape=oval&c=TE12&w=240");
    // Rendered from its query in one order, whichever order the first visitor's address had.
    expect(app.rendered).toEqual(["/configurador?c=SA04&c=TE12&l=170&shape=oval&w=240"]);
    expect(again.status).toBe(200);
    const body = await first.text();
    expect(await again.text()).toBe(body);
    expect(body).toBe("<h1>GET /configurador?c=SA04&c=TE12&l=170&shape=oval&w=240</h1><p>rendered</p>");
    // The policy hashes the body's scripts: it travels with the body it was made for.
    expect(again.headers.get("content-security-policy")).toBe("script-src 'sha256-1'");
    expect(again.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(again.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
    // What earlier middleware set is each response's own, not the cached page's.
    expect(first.headers.get("x-request-id")).toBe("request-1");
    expect(again.headers.get("x-request-id")).toBe("request-2");
    expect(await counter("page_render_cache_hits_total")).toBe(hitsBefore + 1);
  });

  it("renders an address once whatever junk parameters a stranger adds: the page is rendered from what it reads", async () => {
    const app = await serve({
      renderedQuery: (_path, query) => {
        const kept = new URLSearchParams();
        for (const code of query.getAll("c")) kept.append("c", code);
        return kept.toString();
      },
    });
    for (let n = 0; n < 5; n++) expect((await app.get(`/configurador?u=${n}&c=SA04&x=%3Cb%3E`)).status).toBe(200);
    expect(app.rendered).toEqual(["/configurador?c=SA04"]);
  });

  it("renders each rug, language and method of its own: the colours' order is the rug's", async () => {
    const app = await serve();
    for (const path of [
      "/configurador?c=SA04&c=TE12",
      "/configurador?c=TE12&c=SA04",
      "/en/configurador?c=SA04&c=TE12",
      "/configurador.data?c=SA04&c=TE12",
    ]) {
      expect((await app.get(path)).status).toBe(200);
    }
    expect((await app.get("/configurador?c=SA04&c=TE12", { method: "HEAD" })).status).toBe(200);
    expect(app.rendered).toHaveLength(5);
  });

  it("renders an address asked for by many at once a single time", async () => {
    const app = await serve({ slow: true });
    const answers = Array.from({ length: 5 }, () => app.get("/configurador?shape=wavy"));
    await app.inHandler(1);
    // The four others wait for that render.
    await app.arrived(5);
    app.releaseAll();
    const statuses = await Promise.all(answers.map(async (answer) => (await answer).status));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(app.rendered).toHaveLength(1);
  });

  it("keeps one 404 page per language, rendered for the language's /404, never with a visitor's address", async () => {
    const app = await serve();
    const first = await app.get("/en/nowhere");
    const second = await app.get("/en/another/unknown/place?x=1");
    expect([first.status, second.status]).toEqual([404, 404]);
    const body = await second.text();
    expect(body).toBe("<h1>GET /en/404</h1><p>rendered</p>");
    expect(body).not.toContain("another");
    expect((await app.get("/de/nirgendwo")).status).toBe(404);
    expect((await app.get("/pt/contacto")).status).toBe(404); // no such language: Spanish
    expect((await app.get("/nada")).status).toBe(404);
    expect(app.rendered).toEqual(["/en/404", "/de/404", "/404"]);
  });

  it("keeps the 404 data of each language and set of routes asked for, whatever else the address says", async () => {
    const app = await serve();
    await app.get("/en/nowhere.data?_routes=routes/not-found,root");
    await app.get("/en/elsewhere.data?_routes=root,routes/not-found,made-up&x=1");
    await app.get("/en/elsewhere.data");
    expect(app.rendered).toEqual(["/en/404.data?_routes=root,routes/not-found", "/en/404.data"]);
  });

  it("never keeps an answer that sets a cookie, is private, varies or failed", async () => {
    const failures: Handler[] = [
      (_request, response) => void response.set("Set-Cookie", "session=1").send("personal"),
      (_request, response) => void response.set("Cache-Control", "private").send("draft"),
      (_request, response) => void response.set("Vary", "Cookie").send("preview"),
      (_request, response) => void response.status(500).send("failed"),
    ];
    for (const handler of failures) {
      const app = await serve({ handler });
      await app.get("/configurador?shape=oval");
      await app.get("/configurador?shape=oval");
      expect(app.rendered).toHaveLength(2);
    }
  });

  it("is bounded by entries and by bytes, dropping the least recently used", async () => {
    const byCount = await serve({ cache: { maxEntries: 2, maxBytes: 1_000_000 } });
    for (const path of ["/configurador?w=100", "/configurador?w=200", "/configurador?w=100", "/configurador?w=300"]) {
      await byCount.get(path);
    }
    // w=100 was used after w=200, so w=200 went first when w=300 came.
    await byCount.get("/configurador?w=100");
    await byCount.get("/configurador?w=200");
    expect(byCount.rendered).toEqual([
      "/configurador?w=100",
      "/configurador?w=200",
      "/configurador?w=300",
      "/configurador?w=200",
    ]);

    // Each answer is about 140 bytes with its headers: two fit in 300, three do not.
    const byBytes = await serve({ cache: { maxEntries: 100, maxBytes: 300 } });
    for (const path of ["/configurador?w=100", "/configurador?w=200", "/configurador?w=300", "/configurador?w=100"]) {
      await byBytes.get(path);
    }
    expect(byBytes.rendered).toHaveLength(4);
  });

  it("keeps an answer ten minutes at most, and none from before a publish", async () => {
    let now = 0;
    let content = { published: 1 };
    const app = await serve({ now: () => now, content: () => content });
    await app.get("/configurador?w=100");
    now = 9 * 60_000;
    await app.get("/configurador?w=100");
    expect(app.rendered).toHaveLength(1);
    now = 11 * 60_000;
    await app.get("/configurador?w=100");
    expect(app.rendered).toHaveLength(2);
    content = { published: 2 };
    await app.get("/configurador?w=100");
    await app.get("/configurador?w=100");
    expect(app.rendered).toHaveLength(3);
  });
});

describe("render admission: bounded work", () => {
  it("renders a few at once, queues a few more, and answers the rest 503 with Retry-After in their language", async () => {
    const app = await serve({ slow: true, maxInFlight: 2, maxQueued: 3 });
    const before = await counter("page_renders_shed_total", { reason: "queue_full" });
    const taken = Array.from({ length: 5 }, (_, i) => app.get(`/configurador?w=${100 + i}`));
    expect(await app.inHandler(2)).toBe(2);
    // The three others are queued.
    await app.arrived(5);
    const shed = await app.get("/de/configurador?w=999");
    expect(shed.status).toBe(503);
    expect(shed.headers.get("retry-after")).toBe("10");
    expect(shed.headers.get("cache-control")).toBe("no-store");
    expect(shed.headers.get("content-security-policy")).toBe(pagePolicy);
    const html = await shed.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("Gerade erreichen uns zu viele Anfragen.");
    expect(await counter("page_renders_shed_total", { reason: "queue_full" })).toBe(before + 1);
    expect(app.rendered).toHaveLength(2);

    // As renders end, the queued ones are rendered in turn.
    for (let i = 0; i < 5 && app.rendered.length < 5; i++) {
      app.releaseAll();
      await app.inHandler(1);
    }
    app.releaseAll();
    expect(await Promise.all(taken.map(async (answer) => (await answer).status))).toEqual([200, 200, 200, 200, 200]);
    expect(app.rendered).toHaveLength(5);
  });

  it("sheds renders while the event loop lags, and still sends what it has kept", async () => {
    let lag = 0;
    const app = await serve({ lagMs: () => lag, maxLagMs: 200 });
    expect((await app.get("/en/configurador?shape=oval")).status).toBe(200);
    lag = 450;
    const before = await counter("page_renders_shed_total", { reason: "event_loop_lag" });
    const shed = await app.get("/en/configurador?shape=wavy");
    expect(shed.status).toBe(503);
    expect(await shed.text()).toContain("We are receiving too many requests right now.");
    expect(await counter("page_renders_shed_total", { reason: "event_loop_lag" })).toBe(before + 1);
    expect((await app.get("/en/configurador?shape=oval")).status).toBe(200);
    expect(app.rendered).toHaveLength(1);
  });

  it("paces renders to their share of the process's time", async () => {
    let now = 0;
    let looked = 0;
    const seen = changes();
    const app = await serve({
      seen,
      slow: true,
      maxInFlight: 1,
      share: 0.5,
      burstMs: 10,
      now: () => {
        looked++;
        seen.changed();
        return now;
      },
    });
    const first = app.get("/configurador?w=100");
    await app.inHandler(1);
    const second = app.get("/configurador?w=200");
    await app.arrived(2);
    // The first render takes 40 ms: with half the time for renders, the next waits 20 ms more.
    now = 40;
    app.releaseAll();
    expect((await first).status).toBe(200);
    await app.answered(1);
    // The admission wakes and looks at its clock again: too early still.
    const before = looked;
    await seen.until(() => looked > before || app.rendered.length > 1);
    expect(app.rendered).toHaveLength(1);
    now = 61;
    expect(await app.inHandler(1)).toBe(1);
    app.releaseAll();
    expect((await second).status).toBe(200);
  });

  it("logs render_shed once at first, then at most once a second with the counts", async () => {
    const warn = vi.spyOn(log, "warn");
    const app = await serve({ lagMs: () => 1000, maxLagMs: 200 });
    // The second a log line waits is the test's: it passes when the test moves the clock.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    for (let i = 0; i < 4; i++) await app.get(`/configurador?w=${i + 100}`);
    const shedLines = () => warn.mock.calls.filter(([line]) => (line as { event?: string }).event === "render_shed");
    expect(shedLines()).toHaveLength(1);
    expect(shedLines()[0]?.[0]).toMatchObject({ shed: { event_loop_lag: 1, queue_full: 0 } });
    vi.advanceTimersByTime(999);
    expect(shedLines()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shedLines()).toHaveLength(2);
    expect(shedLines()[1]?.[0]).toMatchObject({ shed: { event_loop_lag: 3, queue_full: 0 } });
  });

  it("leaves posts alone", async () => {
    const app = await serve({ lagMs: () => 1000, maxLagMs: 200 });
    expect((await app.get("/contacto", { method: "POST", body: "x=1" })).status).toBe(200);
    expect(app.rendered).toEqual(["/contacto"]);
  });
});
