// What a stranger can send the site, as the bench (`npm run bench`, BENCH_ONLY=strangers) and the
// end-to-end tests (tests/e2e/serving-strangers.spec.ts) send it: each attack runs until its
// `stop()` and reports what it sent. Only ever aimed at a server of the project's own on loopback.
import { spawn } from "node:child_process";
import { Agent, request as httpRequest } from "node:http";
import { connect, type Socket } from "node:net";
import autocannon from "autocannon";

export type Attack = { stop: () => Promise<{ sent: number; statuses: Record<string, number> }> };

const endpoint = (base: string) => {
  const url = new URL(base);
  return { host: url.hostname, port: Number(url.port) };
};

/** A loop of `connections` workers, each running `one()` until stopped; counts what `one()` answers. */
function loop(connections: number, one: (worker: number, i: number) => Promise<string>): Attack {
  let stopped = false;
  let sent = 0;
  const statuses: Record<string, number> = {};
  const workers = Array.from({ length: connections }, async (_, worker) => {
    while (!stopped) {
      const status = await one(worker, sent++).catch(() => "error");
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  });
  return {
    stop: async () => {
      stopped = true;
      await Promise.all(workers);
      return { sent, statuses };
    },
  };
}

/** A raw HTTP client on its own socket: writes `head` (and `body`), resolves with the status line's code or "closed". */
function rawExchange(base: string, head: string, body = "", hangUpAfterMs?: number): Promise<string> {
  return new Promise((resolve) => {
    const socket: Socket = connect(endpoint(base));
    let answer = "";
    const done = (status: string) => {
      socket.destroy();
      resolve(status);
    };
    socket.setTimeout(30_000, () => done("timeout"));
    socket.on("error", () => done("error"));
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
      const status = answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1];
      if (status) done(status);
    });
    socket.on("close", () => done(answer ? "other" : "closed"));
    socket.write(head + body);
    if (hangUpAfterMs !== undefined) setTimeout(() => done("hung_up"), hangUpAfterMs);
  });
}

const formHead = (path: string, length: number, forwardedFor: string, origin: string) =>
  `POST ${path} HTTP/1.1\r\nHost: ${new URL(origin).host}\r\nOrigin: ${origin}\r\n` +
  `X-Forwarded-For: ${forwardedFor}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
  `Content-Length: ${length}\r\n\r\n`;

/**
 * Form posts that declare a large body, send a little of it and hang up: what killed every
 * server process when the busy page read a body whose client had gone.
 */
export function abortedPosts(base: string, connections: number, path = "/contacto"): Attack {
  return loop(connections, (worker, i) =>
    rawExchange(base, formHead(path, 60_000, `198.51.100.${worker + 1}`, base), `_form=contact&n=${i}&message=`, 50),
  );
}

/**
 * Form posts whose body arrives a byte every `everyMs`: each holds its connection for as long as
 * the server lets it.
 */
export function slowBodies(base: string, connections: number, everyMs = 5_000): Attack {
  const sockets = new Set<Socket>();
  let stopped = false;
  const attack = loop(
    connections,
    (worker) =>
      new Promise((resolve) => {
        if (stopped) return resolve("stopped");
        const socket = connect(endpoint(base));
        sockets.add(socket);
        let answer = "";
        const finish = (status: string) => {
          clearInterval(drip);
          sockets.delete(socket);
          socket.destroy();
          resolve(status);
        };
        socket.on("error", () => finish("error"));
        socket.on("data", (chunk) => {
          answer += chunk.toString("latin1");
        });
        socket.on("close", () => finish(answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? "closed"));
        socket.write(formHead("/contacto", 2_000, `198.51.101.${worker + 1}`, base));
        const drip = setInterval(() => {
          if (stopped) finish("stopped");
          else socket.write("a");
        }, everyMs);
      }),
  );
  return {
    stop: () => {
      stopped = true;
      for (const socket of sockets) socket.destroy();
      return attack.stop();
    },
  };
}

/** Connections opened and dropped: some before a byte, some half-way through a request's head. */
export function droppedConnections(base: string, connections: number): Attack {
  return loop(connections, (worker, i) =>
    rawExchange(base, i % 2 === 0 ? "" : `GET /hoteles HTTP/1.1\r\nHost: x\r\nX-Junk: ${worker}`, "", 20),
  );
}

/** One request of a flood: its method and address, and the headers and body it carries. */
type FloodRequest = { method?: string; path: string; headers?: Record<string, string>; body?: string };

/**
 * Requests on keep-alive connections, each the one `requestOf(i)` makes (a GET for a plain
 * address). A connection the server closes (a refused post's) is opened again for the next.
 */
export function flood(
  base: string,
  connections: number,
  requestOf: (i: number, worker: number) => FloodRequest | string | Promise<FloodRequest | string>,
): Attack {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const attack = loop(connections, async (worker, i) => {
    const asked = await requestOf(i, worker);
    const { method = "GET", path, headers = {}, body } = typeof asked === "string" ? { path: asked } : asked;
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        `${base}${path}`,
        {
          agent,
          method,
          headers: body === undefined ? headers : { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve(String(response.statusCode)));
        },
      );
      request.on("error", reject);
      // A request whose connection died with its server process is counted and dropped, never waited on.
      request.setTimeout(30_000, () => request.destroy(new Error("timeout")));
      request.end(body);
    });
  });
  return {
    stop: async () => {
      const result = await attack.stop();
      agent.destroy();
      return result;
    },
  };
}

/**
 * GET requests on keep-alive connections, each for the address `pathOf(i)` makes, with the
 * headers `headersOf(worker, i)` makes (none by default).
 */
export const getFlood = (
  base: string,
  connections: number,
  pathOf: (i: number) => string,
  headersOf: (worker: number, i: number) => Record<string, string> = () => ({}),
) => flood(base, connections, (i, worker) => ({ path: pathOf(i), headers: headersOf(worker, i) }));

/** Unknown addresses, each new: `/no-existe-<n>`. */
export const unknownAddresses = (base: string, connections: number) =>
  getFlood(base, connections, (i) => `/no-existe-${i}-${Math.random().toString(36).slice(2)}`);

/** Specification sheets of distinct rugs (each a PDF the server must draw). */
export const specSheets = (base: string, connections: number) =>
  getFlood(base, connections, (i) => `/api/configurator/sheet?lang=es&w=${100 + (i % 2000)}&l=${200 + (i % 7)}`);

/**
 * Specifier packs of distinct rugs, each a ZIP the server must build (a data sheet, an outline,
 * a 3D object and two textures), some with junk parameters and markup that change nothing.
 */
export const specifierPacks = (base: string, connections: number) =>
  getFlood(
    base,
    connections,
    (i) =>
      `/api/specifier-pack?lang=en&shape=rectangular&w=${100 + (i % 2000)}&l=${200 + (i % 7)}${i % 3 === 0 ? `&x=%3Cscript%3E${i}` : ""}`,
  );

/** `OPTIONS /`, over and over: each was answered by a 76 KB page React Router rendered. */
export const optionsRequests = (base: string, connections: number) =>
  flood(base, connections, () => ({ method: "OPTIONS", path: "/" }));

/**
 * Form posts with the site's own Origin, from one address, that no page takes: a form body
 * naming no form to `/hoteles` (whose page shows one), and any form to `/garantia` (whose page
 * shows none). Each was answered by a 77 KB page, and never counted against the address.
 */
export const formlessPosts = (base: string, connections: number) =>
  flood(base, connections, (i) => ({
    method: "POST",
    path: i % 2 === 0 ? "/hoteles" : "/garantia",
    headers: {
      Origin: base,
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": "198.51.102.1",
    },
    body: `name=x&message=${i}`,
  }));

/** The build's version, as a page names it for React Router's route discovery (its manifest's file). */
export async function manifestVersion(base: string): Promise<string> {
  const page = await (await fetch(`${base}/`)).text();
  return /\/assets\/manifest-(\w+)\.js/.exec(page)?.[1] ?? "";
}

/**
 * React Router's route discovery asked for 1,100 addresses that do not exist, new ones in each
 * request, within the address length React Router's browser side keeps to (7,680 characters).
 */
export function manifestRequests(base: string, connections: number): Attack {
  const version = manifestVersion(base);
  return flood(base, connections, async (i) => {
    const paths = Array.from({ length: 1_100 }, (_, n) => `/${(i % 1296).toString(36)}${n.toString(36)}`).join(",");
    return `/__manifest?version=${await version}&paths=${paths}`;
  });
}

/** The collection filtered by a colour, each address with a junk parameter of its own (`u=<n>`). */
export const junkQueries = (base: string, connections: number) =>
  getFlood(base, connections, (i) => `/colecciones?color=blue&u=${i}`);

/** A pre-rendered page, as many times as it is answered: what any page costs, to compare a flood with. */
export const plainPages = (base: string, connections: number) =>
  flood(base, connections, () => ({ path: "/contacto", headers: { "Accept-Encoding": "br" } }));

/** sitemap.xml, from a crawler that accepts brotli and gzip. */
export const sitemaps = (base: string, connections: number) =>
  flood(base, connections, () => ({ path: "/sitemap.xml", headers: { "Accept-Encoding": "gzip, deflate, br" } }));

/**
 * Specifier packs of distinct rugs in distinct colours (so each draws its textures, the most a
 * pack can cost) from as many addresses as connections, each connection its own IPv6 network (a
 * /64 of the documentation range, `X-Forwarded-For` read behind one trusted proxy hop) and a new
 * address inside it for every request: what many strangers, or one with many addresses, send to
 * keep the document thread for themselves.
 */
export const specifierPacksFromManyAddresses = (base: string, connections: number) => {
  const tone = (n: number) => String((n % 20) + 1).padStart(2, "0");
  return getFlood(
    base,
    connections,
    (i) =>
      `/api/specifier-pack?lang=en&shape=rectangular&w=${100 + (i % 2000)}&l=200&c=SA${tone(i)}&c=BL${tone(i >> 2)}`,
    (worker, i) => ({ "X-Forwarded-For": `2001:db8:${(worker + 1).toString(16)}::${(i + 1).toString(16)}` }),
  );
};

/**
 * Wrong passwords for one account sent at once from `addresses` distinct clients: answers how many
 * were checked (401) and how many refused as locked (429).
 */
export async function signInGuesses(base: string, email: string, guesses: number, addresses = 1) {
  const answers = await Promise.all(
    Array.from({ length: guesses }, (_, i) =>
      fetch(`${base}/admin/sign-in`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: base,
          "X-Forwarded-For": `203.0.113.${(i % addresses) + 1}`,
        },
        body: new URLSearchParams({ email, password: `guess ${i}` }),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status;
        },
        () => 0,
      ),
    ),
  );
  const count = (status: number) => answers.filter((answer) => answer === status).length;
  return { checked: count(401), locked: count(429), other: answers.length - count(401) - count(429) };
}

/** A page's throughput and latency from `connections` keep-alive clients for `seconds`. */
export async function measurePage(base: string, path: string, seconds: number, connections = 10) {
  const result = await autocannon({ url: `${base}${path}`, connections, duration: seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/**
 * A visitor's contact form post from `forwardedFor`, as its page posts it: without JavaScript (a
 * page post, the start time empty) or with it (a data request, the time its script wrote when
 * the form started). Answers the status, or 0 when the connection was refused or cut.
 */
export async function contactPost(
  base: string,
  { email, forwardedFor, withJavaScript = false }: { email: string; forwardedFor: string; withJavaScript?: boolean },
) {
  const response = await fetch(`${base}${withJavaScript ? "/contacto.data" : "/contacto"}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, "X-Forwarded-For": forwardedFor },
    body: new URLSearchParams({
      _form: "contact",
      _started: withJavaScript ? String(Date.now() - 60_000) : "",
      name: "Ana Pérez",
      email,
      message: "Quisiera un presupuesto para el vestíbulo de un hotel.",
    }),
  }).catch(() => null);
  await response?.arrayBuffer().catch(() => undefined);
  return response?.status ?? 0;
}

/**
 * A visitor from `forwardedFor` downloading the specifier's pack of a rug `widthCm` wide as a
 * browser would, asking again after each 503 when its `Retry-After` says, `maxTries` times at
 * most. Answers the last status, how many times it asked, the seconds it waited in all (asking
 * included) and whether what came is a ZIP.
 */
export async function visitorPack(
  base: string,
  { forwardedFor, maxTries, widthCm = 170 }: { forwardedFor: string; maxTries: number; widthCm?: number },
) {
  const started = performance.now();
  let status = 0;
  let tries = 0;
  let zip = false;
  while (tries < maxTries) {
    tries++;
    const response = await fetch(
      `${base}/api/specifier-pack?lang=es&shape=rectangular&w=${widthCm}&l=240&c=SA04&c=TE12`,
      {
        headers: { "X-Forwarded-For": forwardedFor },
      },
    ).catch(() => null);
    status = response?.status ?? 0;
    const body = new Uint8Array((await response?.arrayBuffer().catch(() => undefined)) ?? new ArrayBuffer(0));
    zip = body[0] === 0x50 && body[1] === 0x4b && body[2] === 0x03 && body[3] === 0x04;
    const retryAfter = Number(response?.headers.get("retry-after"));
    if (status !== 503 || !(retryAfter > 0) || tries === maxTries) break;
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
  return { status, tries, seconds: Math.round((performance.now() - started) / 100) / 10, zip };
}

/** The raw exchange, for a test that wants to send something else by hand. */
export { rawExchange };

const attacks = {
  "aborted-posts": abortedPosts,
  "slow-bodies": (base: string, connections: number) => slowBodies(base, connections, 5_000),
  "dropped-connections": droppedConnections,
  "unknown-addresses": unknownAddresses,
  "spec-sheets": specSheets,
  "specifier-packs": specifierPacks,
  "options-requests": optionsRequests,
  "formless-posts": formlessPosts,
  "manifest-requests": manifestRequests,
  "junk-queries": junkQueries,
  "plain-pages": plainPages,
  sitemaps,
  "specifier-packs-from-many-addresses": specifierPacksFromManyAddresses,
} satisfies Record<string, (base: string, connections: number) => Attack>;

export type AttackName = keyof typeof attacks;

/**
 * An attack in a process of its own (`node scripts/strangers.ts <attack> <base> <connections>`),
 * so that sending it does not take the time of the client measuring the pages: it runs until
 * SIGTERM and then prints what it sent as JSON.
 */
export function attackFromAnotherProcess(name: AttackName, base: string, connections: number): Attack {
  const child = spawn(process.execPath, [import.meta.filename, name, base, String(connections)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    stop: async () => {
      child.kill("SIGTERM");
      // It answers once its requests in flight have ended; one that hangs past this ends it unanswered.
      const hung = setTimeout(() => child.kill("SIGKILL"), 20_000);
      await exited;
      clearTimeout(hung);
      return JSON.parse(output || '{"sent":0,"statuses":{}}');
    },
  };
}

if (import.meta.main) {
  const [name, base, connections] = process.argv.slice(2);
  const attack = attacks[name as AttackName](base ?? "", Number(connections));
  process.once("SIGTERM", async () => {
    process.stdout.write(JSON.stringify(await attack.stop()));
    process.exit(0);
  });
}
