import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { registry } from "~/platform/observability/metrics.server";
import { changes } from "../../../tests/support/changes";
import { busyPage, formAdmission, type LagClock, maxEventLoopLagMs, watchEventLoopLag } from "./admission.server";
import { bodyIntake, defaultBodyIntake } from "./body-intake.server";

const servers: { close: () => void }[] = [];
afterAll(() => {
  for (const server of servers) server.close();
});

/**
 * An app with the admission in front of a slow form handler (it answers when `release` is
 * called) and a page that is always served. `inHandler(n)` waits until n posts wait there.
 */
async function serve(options: { maxInFlight: number; maxLagMs?: number; lag?: number; stopping?: boolean }) {
  const waiting: (() => void)[] = [];
  const handled = changes();
  const app = express();
  app.use(bodyIntake({ ...defaultBodyIntake, busy: busyPage }));
  app.use(
    formAdmission({
      maxInFlight: options.maxInFlight,
      maxLagMs: options.maxLagMs,
      lagMs: () => options.lag ?? 0,
      shuttingDown: () => options.stopping ?? false,
      pagePolicy: "default-src 'none'; style-src 'self' 'unsafe-inline'",
    }),
  );
  app.get("/hoteles", (_request, response) => void response.send("page"));
  app.post(/.*/, (_request, response) => {
    const admission = response.locals.admission;
    waiting.push(() => response.json({ admission }));
    handled.changed();
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = (pathname: string, body: Record<string, string>) =>
    fetch(`${base}${pathname}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(body),
    });
  const releaseAll = () => {
    for (const release of waiting.splice(0)) release();
  };
  const inHandler = (n: number) => handled.until(() => waiting.length >= n);
  return { base, post, releaseAll, inHandler };
}

async function shed(reason: string) {
  const values = (await registry.getSingleMetric("form_posts_shed_total")?.get())?.values ?? [];
  return values.filter((value) => value.labels.reason === reason).reduce((sum, value) => sum + value.value, 0);
}

describe("form post admission", () => {
  it("takes posts up to the bound; past it a page post gets 503, Retry-After and its values back, while pages are served", async () => {
    const app = await serve({ maxInFlight: 2 });
    const before = await shed("in_flight");
    const first = app.post("/contacto", { _form: "contact", name: "Ana" });
    const second = app.post("/en/contacto", { _form: "contact", name: "Bob" });
    await app.inHandler(2);
    const third = await app.post("/en/contacto", {
      _form: "contact",
      _started: "1700000000000",
      name: 'Zoë "<script>alert(1)</script>"',
      message: "Line one\nline two",
    });
    expect(third.status).toBe(503);
    expect(third.headers.get("retry-after")).toBe("10");
    expect(third.headers.get("cache-control")).toBe("no-store");
    // A page's policy (its style allowed, no script at all), not the API's `default-src 'none'` alone.
    expect(third.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'self' 'unsafe-inline'");
    const html = await third.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("We are receiving a lot of requests right now");
    expect(html).toMatch(/<form [^>]*action="\/en\/contacto" method="post">/);
    expect(html).toContain('name="name" value="Zoë &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot;"');
    expect(html).toContain('name="message" value="Line one\nline two"');
    // The start time goes back empty, as a page without JavaScript posts it: the resend is taken.
    expect(html).toContain('<input type="hidden" name="_started" value=""/>');
    expect(html).not.toContain("1700000000000");
    expect(html).not.toContain("<script>");
    expect(html).toContain('<a href="/en"');
    expect(await shed("in_flight")).toBe(before + 1);
    // Pages are not posts: served while the bound is full.
    expect(await (await fetch(`${app.base}/hoteles`)).text()).toBe("page");
    app.releaseAll();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    // Room again.
    const again = app.post("/contacto", { _form: "contact" });
    await app.inHandler(1);
    app.releaseAll();
    expect(await (await again).json()).toEqual({ admission: { admitted: true } });
  });

  it("hands a JavaScript post past the bound to the page's action, marked not admitted", async () => {
    const app = await serve({ maxInFlight: 0 });
    const answer = app.post("/contacto.data", { _form: "contact" });
    await app.inHandler(1);
    app.releaseAll();
    const response = await answer;
    expect(response.headers.get("retry-after")).toBeNull(); // the action's answer carries it, once
    expect(await response.json()).toEqual({ admission: { admitted: false, reason: "in_flight" } });
  });

  it("sheds posts while the event loop lags and while the server stops, in the visitor's language", async () => {
    const lagging = await serve({ maxInFlight: 10, lag: maxEventLoopLagMs + 1 });
    const busy = await lagging.post("/de/solicitud-muestrario", { _form: "sample", firstName: "Jörg" });
    expect(busy.status).toBe(503);
    expect(await busy.text()).toContain("Gerade erreichen uns sehr viele Anfragen");
    const stopping = await serve({ maxInFlight: 10, stopping: true });
    const refused = await stopping.post("/solicitud-muestrario", { _form: "sample" });
    expect(refused.status).toBe(503);
    expect(await refused.text()).toContain("Ahora mismo recibimos muchas solicitudes");
  });

  it("takes posts through a lag below the operator's own bound (FORM_POSTS_MAX_LAG_MS)", async () => {
    const app = await serve({ maxInFlight: 10, maxLagMs: 1000, lag: maxEventLoopLagMs + 300 });
    const answer = app.post("/contacto.data", { _form: "contact" });
    await app.inHandler(1);
    app.releaseAll();
    expect(await (await answer).json()).toEqual({ admission: { admitted: true } });
  });
});

describe("event-loop lag", () => {
  /**
   * A clock whose timer fires only when the test says, at the time the test says: a loop kept
   * busy is a timer that fires late, whatever else this machine is doing while the test runs.
   */
  function handClock() {
    let time = 0;
    let run: () => void = () => {};
    const clock: LagClock = {
      now: () => time,
      every: (_ms, callback) => {
        run = callback;
        return () => {
          run = () => {};
        };
      },
    };
    return {
      clock,
      /** The timer fires `late` ms after it was due. */
      fire: (intervalMs: number, late: number) => {
        time += intervalMs + late;
        run();
      },
    };
  }

  it("is about zero on an idle loop and shows a loop kept blocked (300 ms at a time)", () => {
    const { clock, fire } = handClock();
    const lag = watchEventLoopLag(20, clock);
    fire(20, 1);
    fire(20, 0);
    fire(20, 2);
    expect(lag.lagMs()).toBeLessThan(maxEventLoopLagMs);
    fire(20, 300);
    fire(20, 300);
    expect(lag.lagMs()).toBeGreaterThan(maxEventLoopLagMs);
    expect(lag.lagMs()).toBe(300);
  });

  it("does not count one pause as a lagging loop", () => {
    const { clock, fire } = handClock();
    const lag = watchEventLoopLag(20, clock);
    fire(20, 0);
    fire(20, 0);
    fire(20, 300);
    expect(lag.lagMs()).toBeLessThan(maxEventLoopLagMs);
    // The loop behind again right after: two late notes in a row.
    fire(20, 250);
    expect(lag.lagMs()).toBe(250);
  });

  it("stops reading the loop when told", () => {
    const { clock, fire } = handClock();
    const lag = watchEventLoopLag(20, clock);
    lag.stop();
    fire(20, 300);
    fire(20, 300);
    expect(lag.lagMs()).toBe(0);
  });

  it("reads the real loop: a busy one is late, and it lets the process exit", async () => {
    const lag = watchEventLoopLag(50);
    try {
      const until = Date.now() + 250;
      while (Date.now() < until) {
        // a page render gone wrong
      }
      await new Promise((resolve) => setTimeout(resolve, 1));
      const busy = Date.now() + 250;
      while (Date.now() < busy) {
        // and the next one
      }
      await new Promise((resolve) => setTimeout(resolve, 1));
      // Both notes late by about the block less the timer's own period (200 ms).
      expect(lag.lagMs()).toBeGreaterThanOrEqual(150);
    } finally {
      lag.stop();
    }
  });
});
