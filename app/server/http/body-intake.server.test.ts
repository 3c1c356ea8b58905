import type { Server } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { registry } from "~/platform/observability/metrics.server";
import { changes } from "../../../tests/support/changes";
import { busyPage, formAdmission } from "./admission.server";
import { bodyIntake, defaultBodyIntake, postedBody } from "./body-intake.server";

const servers: Server[] = [];
const sockets: Socket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.destroy();
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
});

/**
 * The site's order: the body read whole, then the admission's slots, then the form's handler.
 * The test waits for what the server has seen, never for a time: `taken(n)` until n requests
 * have reached the intake, `closed(n)` until the n-th of them has ended (answered, or its client
 * gone) and the intake has let it go.
 */
async function serve(options: { maxInFlight: number; intake?: Partial<typeof defaultBodyIntake> }) {
  let taken = 0;
  const closed = new Set<number>();
  const seen = changes();
  const app = express();
  app.use((_request, response, next) => {
    const number = ++taken;
    // Heard before the intake's own listener of the same event, which has run when the test goes on.
    response.once("close", () => {
      closed.add(number);
      seen.changed();
    });
    seen.changed();
    next();
  });
  app.use(bodyIntake({ ...defaultBodyIntake, ...options.intake, busy: busyPage }));
  app.use(
    formAdmission({
      maxInFlight: options.maxInFlight,
      lagMs: () => 0,
      shuttingDown: () => false,
      pagePolicy: "default-src 'none'",
    }),
  );
  app.post(/.*/, (_request, response) => {
    response.json({ body: postedBody(response)?.toString("utf8") });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  servers.push(server);
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    taken: (n: number) => seen.until(() => taken >= n),
    closed: (n: number) => seen.until(() => closed.has(n)),
  };
}

/** A client that declares `declared` bytes of form and sends `sent` of them, then does nothing more. */
function partialPost(port: number, path: string, declared: number, sent: string) {
  const socket = connect(port, "127.0.0.1");
  sockets.push(socket);
  socket.on("error", () => {});
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${declared}\r\n\r\n${sent}`,
  );
  const answer = new Promise<string>((resolve) => {
    let text = "";
    socket.on("data", (chunk) => {
      text += chunk.toString();
    });
    socket.on("close", () => resolve(text));
  });
  return { socket, answer };
}

const post = (base: string, path: string, body: Record<string, string>) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(body),
  });

async function refused(reason: string) {
  const values = (await registry.getSingleMetric("post_bodies_refused_total")?.get())?.values ?? [];
  return values.filter((value) => value.labels.reason === reason).reduce((sum, value) => sum + value.value, 0);
}

describe("reading a post's body before it takes a place", () => {
  it("lets clients that hang up half-way through a shed post go, and goes on answering", async () => {
    // No slot at all (maintenance): every post is shed, and the busy page wants its values.
    const app = await serve({ maxInFlight: 0 });
    const before = await refused("aborted");
    for (let n = 1; n <= 20; n++) {
      const { socket } = partialPost(app.port, "/contacto", 60_000, "name=Ana&message=");
      await app.taken(n);
      socket.destroy();
      await app.closed(n);
    }
    expect(await refused("aborted")).toBe(before + 20);
    // Still here, still shedding with the visitor's values.
    const answer = await post(app.base, "/contacto", { name: "Ana" });
    expect(answer.status).toBe(503);
    expect(await answer.text()).toContain('name="name" value="Ana"');
  });

  it("keeps every slot for visitors while slow clients trickle their bodies", async () => {
    const app = await serve({ maxInFlight: 2 });
    // Forty clients sending a byte now and then: none of them holds a slot.
    const trickles = Array.from({ length: 40 }, () => partialPost(app.port, "/contacto", 2_000, "n"));
    await app.taken(40);
    for (const { socket } of trickles) socket.write("a");
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => post(app.base, "/contacto", { name: `Visitor ${i}` })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await answers[0]?.json()).toEqual({ body: "name=Visitor+0" });
    for (const { socket } of trickles) socket.destroy();
  });

  it("answers 408 and closes the connection when a body is slower than the slowest upload waited for", async () => {
    const app = await serve({ maxInFlight: 2, intake: { baseMs: 200, minBytesPerSecond: 1_000_000 } });
    const before = await refused("too_slow");
    const { answer } = partialPost(app.port, "/contacto", 1_000, "name=");
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toContain("Connection: close");
    expect(await refused("too_slow")).toBe(before + 1);
  });

  it("refuses a post with 503 and Retry-After when the bodies already held fill the process's budget", async () => {
    const app = await serve({ maxInFlight: 2, intake: { maxHeldBytes: 10_000 } });
    const holding = partialPost(app.port, "/contacto", 8_000, "name=");
    await app.taken(1);
    const answer = await post(app.base, "/en/contacto", { name: "x".repeat(3_000) });
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("10");
    expect(await answer.text()).toContain("We are receiving a lot of requests right now");
    holding.socket.destroy();
    await app.closed(1);
    // Its bytes are let go with it.
    expect((await post(app.base, "/en/contacto", { name: "x".repeat(3_000) })).status).toBe(200);
  });
});
