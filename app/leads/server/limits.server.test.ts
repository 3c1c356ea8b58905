import { describe, expect, it } from "vitest";
import { backends, describeStorage } from "../../../tests/support/storage";
import { addressSubject, deleteExpiredHits, limitKey, limits, takeHit } from "./limits.server";
import { storeLead } from "./store.server";

const at = (iso: string) => new Date(iso);

describe("what an address is counted as", () => {
  it("is the address itself for IPv4, the /64 network for IPv6, and 'unknown' for none", () => {
    expect(addressSubject("192.0.2.7")).toBe("192.0.2.7");
    expect(addressSubject("2001:db8:1:2:aaaa::1")).toBe("2001:0db8:0001:0002::/64");
    expect(addressSubject("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe(addressSubject("2001:db8:1:2::9"));
    expect(addressSubject(null)).toBe("unknown");
  });

  it("is stored as a digest, never as the address", () => {
    const key = limitKey(limits.posts, "192.0.2.7");
    expect(key).toMatch(/^posts:[0-9a-f]{64}$/);
    expect(key).not.toContain("192.0.2.7");
  });
});

describeStorage("rate limits on $name", (t) => {
  it("allows 5 accepted leads in 10 minutes, refuses the 6th with the wait until a place frees", async () => {
    const key = limitKey(limits.leads, "contact", "192.0.2.7");
    const start = Date.parse("2026-11-23T10:00:00Z");
    for (let i = 0; i < 5; i++) {
      expect(await takeHit(t.storage, limits.leads, key, new Date(start + i * 60_000))).toEqual({ allowed: true });
    }
    // At 10:05 the first place (taken at 10:00) frees at 10:10: 300 s.
    expect(await takeHit(t.storage, limits.leads, key, new Date(start + 5 * 60_000))).toEqual({
      allowed: false,
      retryAfterSeconds: 300,
    });
    // A refusal takes no place: at 10:10:01 exactly one place is free again.
    expect(await takeHit(t.storage, limits.leads, key, new Date(start + 10 * 60_000 + 1000))).toEqual({
      allowed: true,
    });
    expect((await takeHit(t.storage, limits.leads, key, new Date(start + 10 * 60_000 + 2000))).allowed).toBe(false);
    // Another address, or another form, has its own count.
    const other = limitKey(limits.leads, "contact", "192.0.2.8");
    expect((await takeHit(t.storage, limits.leads, other, new Date(start))).allowed).toBe(true);
  });

  it("never lets a burst at a window's edge through: any 10 minutes hold at most the limit", async () => {
    const key = limitKey(limits.leads, "sample", "192.0.2.9");
    const start = Date.parse("2026-11-23T10:00:00Z");
    const accepted: number[] = [];
    for (let second = 0; second < 40 * 60; second += 30) {
      const now = start + second * 1000;
      if ((await takeHit(t.storage, limits.leads, key, new Date(now))).allowed) accepted.push(now);
    }
    for (const time of accepted) {
      expect(accepted.filter((other) => other >= time && other < time + 10 * 60_000).length).toBeLessThanOrEqual(5);
    }
    expect(accepted.length).toBe(20); // 5 per 10 minutes over 40 minutes: no less either
  });

  it("holds under concurrent posts: 20 at once from one address, exactly 5 get through", async () => {
    const key = limitKey(limits.leads, "contact", "198.51.100.1");
    const now = at("2026-11-23T12:00:00Z");
    const results = await Promise.all(Array.from({ length: 20 }, () => takeHit(t.storage, limits.leads, key, now)));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  it("counts one thing once, however often its work is run: a lead's place taken again is the same place", async () => {
    const key = limitKey(limits.leads, "contact", "192.0.2.40");
    const now = at("2026-11-23T12:00:00Z");
    // The same lead's transaction run three times (tried again after an answer that never came,
    // or a batch of writes replayed), then four other leads: five places, all five leads in.
    for (let i = 0; i < 3; i++)
      expect(await takeHit(t.storage, limits.leads, key, now, "lead-1")).toEqual({ allowed: true });
    for (const lead of ["lead-2", "lead-3", "lead-4", "lead-5"])
      expect((await takeHit(t.storage, limits.leads, key, now, lead)).allowed).toBe(true);
    expect((await takeHit(t.storage, limits.leads, key, now, "lead-6")).allowed).toBe(false);
    const hits = await t.storage.db.selectFrom("rate_hits").select("ref").where("key", "=", key).execute();
    expect(hits.map((hit) => hit.ref).sort()).toEqual(["lead-1", "lead-2", "lead-3", "lead-4", "lead-5"]);
  });

  it("counts a replayed transaction once, even when its copies race each other", async () => {
    const key = limitKey(limits.leads, "contact", "192.0.2.41");
    const now = at("2026-11-23T12:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 10 }, () => takeHit(t.storage, limits.leads, key, now, "lead-7")),
    );
    expect(results.every((result) => result.allowed)).toBe(true);
    const hits = await t.storage.db.selectFrom("rate_hits").select("ref").where("key", "=", key).execute();
    expect(hits).toHaveLength(1);
  });

  it("forgets hits once they have left their window", async () => {
    const now = Date.parse("2026-11-23T10:00:00Z");
    await takeHit(t.storage, limits.posts, limitKey(limits.posts, "a"), new Date(now));
    await takeHit(t.storage, limits.confirmations, limitKey(limits.confirmations, "a@x.example"), new Date(now));
    expect(await deleteExpiredHits(t.storage, new Date(now + 10 * 60_000))).toBe(1); // the post's
    expect(await deleteExpiredHits(t.storage, new Date(now + 23 * 3600_000))).toBe(0);
    expect(await deleteExpiredHits(t.storage, new Date(now + 24 * 3600_000))).toBe(1); // the confirmation's
  });
});

describe("two server processes on one SQLite file", () => {
  it("share one count: 40 leads from one address racing on both, exactly 5 stored and 5 places taken", async () => {
    const sqlite = backends.find((backend) => backend.name === "SQLite");
    if (!sqlite) throw new Error("SQLite backend missing");
    const t = await sqlite.open();
    const second = await t.reopen(); // its own connection and group commit, as another process has
    try {
      const now = at("2026-11-23T12:00:00Z");
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          storeLead(
            index % 2 ? second : t.storage,
            {
              form: "contact",
              lang: "es",
              data: { name: "Ana", email: `ana${index}@cliente.example`, message: "Hola" },
            },
            { clientAddress: "198.18.0.9", now },
          ),
        ),
      );
      expect(results.filter((result) => result.stored)).toHaveLength(5);
      const key = limitKey(limits.leads, "contact", "198.18.0.9");
      const hits = await t.storage.db.selectFrom("rate_hits").select("ref").where("key", "=", key).execute();
      const leads = await t.storage.db.selectFrom("leads").select("id").execute();
      expect(hits.map((hit) => hit.ref).sort()).toEqual(leads.map((lead) => lead.id).sort());
    } finally {
      await second.close();
      await t.dispose();
    }
  });
});

describe("two instances on PostgreSQL", () => {
  it("share one limit: places taken on either count for both, even racing", async () => {
    const postgres = backends.find((backend) => backend.name === "PostgreSQL");
    if (!postgres) throw new Error("PostgreSQL backend missing");
    const t = await postgres.open();
    const second = await t.reopen(); // its own connection pool, as another machine would have
    try {
      const key = limitKey(limits.posts, "203.0.113.50");
      const now = at("2026-11-23T12:00:00Z");
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, index) => takeHit(index % 2 ? second : t.storage, limits.posts, key, now)),
      );
      expect(results.filter((result) => result.allowed)).toHaveLength(30);
      expect((await takeHit(second, limits.posts, key, now)).allowed).toBe(false);
      expect((await takeHit(t.storage, limits.posts, key, now)).allowed).toBe(false);
    } finally {
      await second.close();
      await t.dispose();
    }
  });
});
