import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { log } from "./observability/log.server";
import {
  bundledCountryDb,
  type CountryLookup,
  clientAddress,
  normalizeIp,
  openCountryDb,
  regionHandler,
} from "./region.server";

let lookup: CountryLookup;
beforeAll(async () => {
  lookup = await openCountryDb(bundledCountryDb());
});

describe("the bundled country database", () => {
  it.each([
    ["8.8.8.8", "US"],
    ["2001:4860:4860::8888", "US"],
    ["193.99.144.80", "DE"],
    ["2a02:2e0:3fe:1001:302::1", "DE"],
    ["195.186.1.111", "CH"],
    ["130.59.31.80", "CH"],
    ["212.58.244.22", "GB"],
    ["81.2.69.142", "GB"],
    ["80.58.61.250", "ES"],
    ["193.51.24.1", "FR"],
    ["91.198.174.192", "NL"],
    ["133.11.0.1", "JP"],
    ["1.1.1.1", "AU"],
  ])("places %s in %s", (ip, country) => {
    expect(lookup(ip)).toBe(country);
  });

  it("knows no country for loopback and private addresses", () => {
    expect(lookup("127.0.0.1")).toBeNull();
    expect(lookup("::1")).toBeNull();
    expect(lookup("192.168.1.10")).toBeNull();
  });
});

describe("the client's address behind TRUST_PROXY hops (Express trust proxy)", () => {
  const servers: { close: () => void }[] = [];
  afterAll(() => {
    for (const server of servers) server.close();
  });
  /** A server that answers the address the site would count and look up for a request. */
  async function addressSeen(hops: number, forwarded?: string) {
    const app = express();
    app.set("trust proxy", hops);
    app.get("/", (request, response) => void response.json({ address: clientAddress(request) }));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    servers.push(server);
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
      headers: forwarded === undefined ? {} : { "x-forwarded-for": forwarded },
    });
    return ((await response.json()) as { address: string | null }).address;
  }

  it("is the socket's, whatever X-Forwarded-For says, when no proxy is trusted", async () => {
    expect(await addressSeen(0, "8.8.8.8")).toBe("127.0.0.1");
  });

  it("is the entry that many hops from the right: what a visitor writes to the left is ignored", async () => {
    // The visitor sent "X-Forwarded-For: 3.3.3.3"; our one proxy appended the address it saw.
    expect(await addressSeen(1, "3.3.3.3, 192.0.2.7")).toBe("192.0.2.7");
    expect(await addressSeen(1, "192.0.2.7")).toBe("192.0.2.7");
    // Two proxies (a CDN, then a load balancer): the CDN's entry is the visitor.
    expect(await addressSeen(2, "3.3.3.3, 192.0.2.7, 10.0.0.2")).toBe("192.0.2.7");
    expect(await addressSeen(1, " 2001:4860:4860::8888 ")).toBe("2001:4860:4860::8888");
    expect(await addressSeen(1)).toBe("127.0.0.1");
  });

  it("is unknown when the trusted entry is not an address, never the proxy's own", async () => {
    for (const garbage of ["garbage", "unknown", "999.1.1.1", "<script>", "1.2.3.4.5", "x".repeat(7000)])
      expect(await addressSeen(1, `8.8.8.8, ${garbage}`), garbage.slice(0, 20)).toBeNull();
  });

  it("loses ports, brackets, zone ids and the IPv4-mapped prefix", () => {
    expect(normalizeIp("1.2.3.4:8080")).toBe("1.2.3.4");
    expect(normalizeIp("[2001:db8::1]:443")).toBe("2001:db8::1");
    expect(normalizeIp("fe80::1%eth0")).toBe("fe80::1");
    expect(normalizeIp("::ffff:8.8.8.8")).toBe("8.8.8.8");
  });
});

describe("GET /api/region", () => {
  const servers: { close: () => void }[] = [];
  async function serve(options: { trustProxy: boolean; dbFile?: string }) {
    const app = express();
    app.set("trust proxy", options.trustProxy ? 1 : 0);
    const handler = regionHandler({ dbFile: options.dbFile ?? bundledCountryDb() });
    await handler.ready;
    app.get("/api/region", handler);
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    servers.push(server);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return async (forwarded?: string) => {
      const response = await fetch(`${base}/api/region`, {
        headers: forwarded === undefined ? {} : { "x-forwarded-for": forwarded },
      });
      return { status: response.status, body: await response.json(), cache: response.headers.get("cache-control") };
    };
  }
  afterAll(() => {
    for (const server of servers) server.close();
  });

  it("answers loopback as not allowed, and is never cached", async () => {
    const region = await serve({ trustProxy: false });
    expect(await region()).toEqual({
      status: 200,
      body: { country: null, allowed: false },
      cache: "private, no-store",
    });
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY is set", async () => {
    const region = await serve({ trustProxy: false });
    expect((await region("8.8.8.8")).body).toEqual({ country: null, allowed: false });
  });

  it("allows exactly the United States, Germany, Switzerland and the United Kingdom behind a trusted proxy", async () => {
    const region = await serve({ trustProxy: true });
    expect((await region("8.8.8.8")).body).toEqual({ country: "US", allowed: true });
    expect((await region("193.99.144.80")).body).toEqual({ country: "DE", allowed: true });
    expect((await region("195.186.1.111")).body).toEqual({ country: "CH", allowed: true });
    expect((await region("10.0.0.1, 212.58.244.22")).body).toEqual({ country: "GB", allowed: true });
    // A visitor in Spain who writes a US address in front: the proxy's entry, Spain, counts.
    expect((await region("8.8.8.8, 80.58.61.250")).body).toEqual({ country: "ES", allowed: false });
    expect((await region("80.58.61.250")).body).toEqual({ country: "ES", allowed: false });
    expect((await region("2001:4860:4860::8888")).body).toEqual({ country: "US", allowed: true });
  });

  it("never fails on a hostile X-Forwarded-For", async () => {
    const region = await serve({ trustProxy: true });
    const hops = Array.from({ length: 500 }, (_, index) => `10.0.${index % 250}.1`).join(", ");
    for (const value of ["garbage", "::1", "::", "[::1]:80", "1.1.1.1:99999", ",,,", "%00", hops, "a".repeat(7000)]) {
      const answer = await region(value);
      expect(answer.status, value.slice(0, 20)).toBe(200);
      expect(answer.body.allowed).toBe(false);
    }
  });

  it("answers not allowed, with 503, and logs when the database cannot be read", async () => {
    const logged = vi.spyOn(log, "error");
    const region = await serve({ trustProxy: true, dbFile: "/nonexistent/countries.mmdb" });
    expect(await region("8.8.8.8")).toMatchObject({ status: 503, body: { country: null, allowed: false } });
    expect(JSON.stringify(logged.mock.calls)).toMatch(/countries\.mmdb/);
    logged.mockRestore();
  });
});
