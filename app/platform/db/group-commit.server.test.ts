import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openStorage, type Storage } from "./db.server";

describe("group commit on SQLite", () => {
  let dataDir: string;
  const opened: Storage[] = [];
  afterEach(async () => {
    for (const storage of opened.splice(0)) await storage.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("commits writes asked for together in one transaction, each settled only once it is committed, a failed one alone rolled back", async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "site-group-"));
    const storage = await openStorage({ dataDir });
    const reader = await openStorage({ dataDir }); // another connection: sees committed rows only
    opened.push(storage, reader);
    const committed = async (key: string) =>
      (await reader.db.selectFrom("rate_hits").select("key").where("key", "=", key).execute()).length;
    const seenWhenSettled: Record<string, number> = {};
    const transactions = new Set<unknown>();
    const write = (key: string, fail = false) =>
      storage
        .write(async (trx) => {
          transactions.add(trx);
          await trx.insertInto("rate_hits").values({ key, at: new Date().toISOString() }).execute();
          if (fail) throw new Error(`refused ${key}`);
          return key;
        })
        .then(async (value) => {
          seenWhenSettled[key] = await committed(key);
          return value;
        });
    const results = await Promise.allSettled([write("a"), write("b"), write("c", true), write("d"), write("e")]);
    expect(results.map((result) => result.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
    ]);
    expect((results[2] as PromiseRejectedResult).reason.message).toBe("refused c");
    expect(transactions.size).toBe(1); // five writes, one commit
    expect(seenWhenSettled).toEqual({ a: 1, b: 1, d: 1, e: 1 });
    expect(await committed("c")).toBe(0);
    // Asked for later: a transaction of its own.
    await write("f");
    expect(transactions.size).toBe(2);
  });
});
