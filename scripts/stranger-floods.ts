// A stranger's floods of whole requests on keep-alive connections: unknown addresses, documents
// the server must draw, requests no page takes, React Router's route discovery, junk parameters,
// and the pages and sitemap to compare them with. Each runs until its `stop()` and reports what
// it sent (scripts/strangers.ts lists every attack). Only ever aimed at a server of the
// project's own on loopback.
import { Agent, request as httpRequest } from "node:http";
import { randomCollectionPath, randomConfiguratorPath } from "./render-flood.ts";
import { loop, type WatchedAttack } from "./stranger-connections.ts";

/** One request of a flood: its method and address, and the headers and body it carries. */
type FloodRequest = { method?: string; path: string; headers?: Record<string, string>; body?: string };

/**
 * How long a flood's client waits for a document's answer (a pack, a sheet) before it counts an
 * error: a document waits behind at most three others on a process's thread (`maxPending` 4),
 * each ended after 30 s at most (app/specifier/server/workers/worker-pool.server.ts), so the
 * server's own bounds answer it within 2 min. A client bound under those would count a slow
 * machine's line as the server's fault; one over them still catches a server that hangs.
 */
export const documentAnswerMs = 150_000;

/**
 * Requests on keep-alive connections, each the one `requestOf(i)` makes (a GET for a plain
 * address). A connection the server closes (a refused post's) is opened again for the next. A
 * request not answered within `answerWithinMs` is counted as an error.
 */
export function flood(
  base: string,
  connections: number,
  requestOf: (i: number, worker: number) => FloodRequest | string | Promise<FloodRequest | string>,
  answerWithinMs = 30_000,
): WatchedAttack {
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
      request.setTimeout(answerWithinMs, () => request.destroy(new Error("timeout")));
      request.end(body);
    });
  });
  return {
    ...attack,
    stop: async () => {
      const result = await attack.stop();
      agent.destroy();
      return result;
    },
  };
}

/**
 * GET requests on keep-alive connections, each for the address `pathOf(i)` makes, with the
 * headers `headersOf(worker, i)` makes (none by default), each waited for `answerWithinMs`.
 */
export const getFlood = (
  base: string,
  connections: number,
  pathOf: (i: number) => string,
  {
    headersOf = () => ({}),
    answerWithinMs,
  }: { headersOf?: (worker: number, i: number) => Record<string, string>; answerWithinMs?: number } = {},
) => flood(base, connections, (i, worker) => ({ path: pathOf(i), headers: headersOf(worker, i) }), answerWithinMs);

/** Unknown addresses, each new: `/no-existe-<n>`. */
export const unknownAddresses = (base: string, connections: number) =>
  getFlood(base, connections, (i) => `/no-existe-${i}-${Math.random().toString(36).slice(2)}`);

/** Specification sheets of distinct rugs (each a PDF the server must draw). */
export const specSheets = (base: string, connections: number) =>
  getFlood(base, connections, (i) => `/api/configurator/sheet?lang=es&w=${100 + (i % 2000)}&l=${200 + (i % 7)}`, {
    answerWithinMs: documentAnswerMs,
  });

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
    { answerWithinMs: documentAnswerMs },
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
export function manifestRequests(base: string, connections: number): WatchedAttack {
  const version = manifestVersion(base);
  return flood(base, connections, async (i) => {
    const paths = Array.from({ length: 1_100 }, (_, n) => `/${(i % 1296).toString(36)}${n.toString(36)}`).join(",");
    return `/__manifest?version=${await version}&paths=${paths}`;
  });
}

/** The collection filtered by a colour, each address with a junk parameter of its own (`u=<n>`). */
export const junkQueries = (base: string, connections: number) =>
  getFlood(base, connections, (i) => `/colecciones?color=blue&u=${i}`);

/** The collection with other filters each time, in any language: a list rendered on request for each. */
export const filteredLists = (base: string, connections: number) =>
  getFlood(base, connections, () => randomCollectionPath());

/** The configurator with another rug each time, in any language: a page rendered on request for each. */
export const configuratorRenders = (base: string, connections: number) =>
  getFlood(base, connections, () => randomConfiguratorPath());

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
    {
      headersOf: (worker, i) => ({
        "X-Forwarded-For": `2001:db8:${(worker + 1).toString(16)}::${(i + 1).toString(16)}`,
      }),
      answerWithinMs: documentAnswerMs,
    },
  );
};
