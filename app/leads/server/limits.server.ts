import { createHash, randomUUID } from "node:crypto";
import { isIPv6 } from "node:net";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Storage } from "~/platform/db/db.server";
import type { Database } from "~/platform/db/schema.server";

/**
 * Rate limits shared by every instance: each counted event is a row of `rate_hits` in the site's
 * database, so two servers behind a load balancer see one count. A limit allows at most `max`
 * events in any `windowMs` (a sliding window, exact: no burst at a window's edge).
 */
export type Limit = { name: string; max: number; windowMs: number };

const minutes = 60_000;

export const limits = {
  /** Every form post from an address, valid or not: a flood of junk is bounded too. */
  posts: { name: "posts", max: 30, windowMs: 10 * minutes },
  /** Accepted leads of one form from one address. Invalid posts never count here. */
  leads: { name: "leads", max: 5, windowMs: 10 * minutes },
  /** Confirmation e-mails to one recipient, across forms: the site cannot be aimed at a stranger. */
  confirmations: { name: "confirmations", max: 3, windowMs: 24 * 60 * minutes },
  /** Failed back-office sign-ins for one account: the fifth locks it for 15 minutes. */
  signInAccount: { name: "signin-account", max: 5, windowMs: 15 * minutes },
  /** Failed back-office sign-ins from one address, whichever accounts they tried. */
  signInAddress: { name: "signin-address", max: 5, windowMs: 15 * minutes },
  /** Share links of the specifier's project made from one address: each keeps a copy server-side for months. */
  shares: { name: "shares", max: 20, windowMs: 10 * minutes },
} as const satisfies Record<string, Limit>;

/**
 * What an address is counted as. An IPv6 visitor controls a whole /64 (their own network), so
 * the limit applies to the /64, not to each of its 2^64 addresses.
 */
export function addressSubject(ip: string | null): string {
  if (!ip) return "unknown";
  if (!isIPv6(ip)) return ip;
  const groups = expandIpv6(ip);
  return `${groups.slice(0, 4).join(":")}::/64`;
}

function expandIpv6(ip: string): string[] {
  const [head = "", tail] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array(missing).fill("0"), ...right].map((group) => group.padStart(4, "0"));
}

/** The stored key: the limit's name and a digest of what it limits, never the address itself. */
export function limitKey(limit: Limit, ...subject: string[]): string {
  return `${limit.name}:${createHash("sha256").update(subject.join("\n")).digest("hex")}`;
}

export type HitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Counts one event under `key` when the limit still allows it, atomically: a single
 * INSERT ... SELECT ... WHERE count < max, which SQLite runs under its write lock and
 * PostgreSQL after a transaction-scoped advisory lock on the key, so two instances racing
 * cannot both take the last place. Run it inside a transaction on PostgreSQL (`takeHit` does).
 *
 * `ref` names the one thing counted (a lead, a post, a failed sign-in): a hit is stored with it
 * and a unique index holds one per key and ref, so work run again for the same thing (a
 * transaction tried again, a batch of writes replayed) finds its place already taken and counts
 * nothing more. A limit's count is the number of distinct things it counted, exactly.
 */
export async function takeHitIn(
  trx: Executor,
  kind: Storage["kind"],
  limit: Limit,
  key: string,
  now: Date,
  ref: string = randomUUID(),
): Promise<HitResult> {
  const at = now.toISOString();
  const since = new Date(now.getTime() - limit.windowMs).toISOString();
  if (kind === "postgres") await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  const counted = await trx
    .selectFrom("rate_hits")
    .select("key")
    .where("key", "=", key)
    .where("ref", "=", ref)
    .executeTakeFirst();
  if (counted) return { allowed: true };
  const inserted = await sql<{ key: string }>`
    insert into rate_hits (key, at, ref)
    select ${key}, ${at}, ${ref}
    where (select count(*) from rate_hits where key = ${key} and at > ${since}) < ${limit.max}
    returning key`.execute(trx);
  if (inserted.rows.length > 0) return { allowed: true };
  const oldest = await trx
    .selectFrom("rate_hits")
    .select((eb) => eb.fn.min("at").as("at"))
    .where("key", "=", key)
    .where("at", ">", since)
    .executeTakeFirst();
  const freesAt = oldest?.at ? new Date(oldest.at).getTime() + limit.windowMs : now.getTime() + limit.windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)) };
}

/** `takeHitIn` in a write transaction (on SQLite, shared with the writes asked for with it). */
export function takeHit(storage: Storage, limit: Limit, key: string, now: Date, ref?: string): Promise<HitResult> {
  return storage.write((trx) => takeHitIn(trx, storage.kind, limit, key, now, ref));
}

/** Deletes every hit that has left its limit's window (no limit reads it again); answers how many. */
export async function deleteExpiredHits(storage: Storage, now: Date): Promise<number> {
  let deleted = 0;
  for (const limit of Object.values(limits)) {
    const result = await storage.db
      .deleteFrom("rate_hits")
      .where("key", "like", `${limit.name}:%`)
      .where("at", "<=", new Date(now.getTime() - limit.windowMs).toISOString())
      .executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}
