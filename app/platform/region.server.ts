import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { BlockList, isIP } from "node:net";
import type { Request, RequestHandler } from "express";
import { type CountryResponse, Reader } from "mmdb-lib";
import { allowedCountries, type RegionAnswer } from "~/region/allow-list";
import { log } from "./observability/log.server";

/**
 * The visitor's region, answered by our own server from a country database bundled with the
 * site (CC0 data from ip-location-db), so no visitor's address is sent to a third party.
 */

/** The bundled database: IPv4 and IPv6 ranges by registered country. */
export function bundledCountryDb(): string {
  return createRequire(import.meta.url).resolve(
    "@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb",
  );
}

/** ip-location-db writes `country_code`; MaxMind's layout has `country.iso_code`. */
type CountryRecord = CountryResponse & { country_code?: string };

export type CountryLookup = (ip: string) => string | null;

/** Loopback, private, link-local and unspecified ranges: no country, whatever a database says. */
const local = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const)
  local.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 96], // unspecified, loopback and the old IPv4-compatible block
  ["fc00::", 7],
  ["fe80::", 10],
] as const)
  local.addSubnet(network, prefix, "ipv6");

/** Opens an MMDB country database (ip-location-db or MaxMind GeoLite2 Country layout). */
export async function openCountryDb(file: string): Promise<CountryLookup> {
  const reader = new Reader<CountryResponse>(await readFile(file));
  return (ip) => {
    if (local.check(ip, isIP(ip) === 6 ? "ipv6" : "ipv4")) return null;
    const record = reader.get(ip) as CountryRecord | null;
    const code = record?.country_code ?? record?.country?.iso_code ?? null;
    return code ? code.toUpperCase() : null;
  };
}

/** An address as the database wants it: ports, brackets, zone ids and IPv4-mapped prefixes removed. */
export function normalizeIp(raw: string | undefined | null): string | null {
  if (!raw) return null;
  let value = raw.trim();
  if (value.length > 64) return null;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value); // "[2001:db8::1]:443"
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":")); // "1.2.3.4:80"
  value = value.replace(/%.*$/, ""); // "fe80::1%eth0"
  if (/^::ffff:\d{1,3}(\.\d{1,3}){3}$/i.test(value)) value = value.slice(7);
  return isIP(value) ? value : null;
}

/**
 * The client's address as Express found it (`req.ip`): the socket's, or, behind `TRUST_PROXY`
 * trusted hops, the X-Forwarded-For entry that many hops from the right, the one the nearest
 * proxy we trust appended. What a visitor writes further left is never read. A value that is
 * not an address gives null: it is never replaced by the proxy's own.
 */
export function clientAddress(request: Pick<Request, "ip">): string | null {
  return normalizeIp(request.ip);
}

export function regionFor(country: string | null): RegionAnswer {
  return { country, allowed: country !== null && (allowedCountries as readonly string[]).includes(country) };
}

/**
 * GET /api/region → `{country, allowed}`. The database is opened once, in the background from
 * start-up, so no page waits for it. A lookup that fails answers 503 `{country: null,
 * allowed: false}` and is logged; the page then says the content is not available.
 */
export function regionHandler(options: { dbFile: string }): RequestHandler & {
  ready: Promise<unknown>;
} {
  const lookup = openCountryDb(options.dbFile);
  const ready = lookup.catch((error: Error) => {
    log.error({ event: "region_database_unreadable", file: options.dbFile, error: error.message });
  });
  const handler: RequestHandler = async (request, response) => {
    response.set("Cache-Control", "private, no-store");
    const ip = clientAddress(request);
    try {
      const country = ip ? (await lookup)(ip) : null;
      response.json(regionFor(country));
    } catch (error) {
      log.error({ event: "region_lookup_failed", error: (error as Error).message }); // no address: it is personal data
      response.status(503).json({ country: null, allowed: false } satisfies RegionAnswer);
    }
  };
  return Object.assign(handler, { ready });
}
