import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { changes } from "../../../tests/support/changes";
import { openStorage, type Storage } from "./db.server";

describe("SQLite shared by several server processes", () => {
  let dataDir: string;
  const opened: Storage[] = [];
  afterEach(async () => {
    for (const storage of opened.splice(0)) await storage.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const open = async () => {
    const storage = await openStorage({ dataDir });
    opened.push(storage);
    return storage;
  };
  const hit = (key: string) => ({ key, at: new Date().toISOString() });

  it("makes a write wait for another connection's transaction without blocking the event loop, then stores both", async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "site-sqlite-"));
    const first = await open();
    const second = await open(); // its own connection, as another process has
    let ticks = 0;
    const ticked = changes();
    const ticking = setInterval(() => {
      ticks++;
      ticked.changed();
    }, 5);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked: () => void = () => {};
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holding = first.db.transaction().execute(async (trx) => {
      await trx.insertInto("rate_hits").values(hit("first")).execute();
      locked();
      await held; // the write lock is held while this transaction waits
    });
    await lockTaken;
    let secondDone = false;
    const waiting = second.db
      .insertInto("rate_hits")
      .values(hit("second"))
      .execute()
      .then(() => {
        secondDone = true;
      });
    // Timers run, again and again, while the write waits: the loop is free (a sleeping busy
    // timeout would hold every timer until it gave up, and the write would fail).
    const ticksBefore = ticks;
    await ticked.until(() => ticks - ticksBefore > 3);
    expect(ticks - ticksBefore).toBeGreaterThan(3);
    expect(secondDone).toBe(false); // still waiting for the lock
    release();
    await holding;
    await waiting;
    clearInterval(ticking);
    const keys = (await second.db.selectFrom("rate_hits").select("key").execute()).map((row) => row.key).sort();
    expect(keys).toEqual(["first", "second"]);
  });

  it("runs concurrent transactions from two connections one after another, losing none", async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "site-sqlite-"));
    const [a, b] = [await open(), await open()];
    const write = (storage: Storage, n: number) =>
      storage.db.transaction().execute(async (trx) => {
        const count = await trx
          .selectFrom("rate_hits")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("rate_hits")
          .values(hit(`${n}:${count.n}`))
          .execute();
      });
    await Promise.all(Array.from({ length: 60 }, (_, n) => write(n % 2 ? a : b, n)));
    const rows = await a.db.selectFrom("rate_hits").select("key").execute();
    expect(rows).toHaveLength(60);
    // Each transaction saw every earlier one: the counts it read are 0..59, each once.
    expect(rows.map((row) => Number(row.key.split(":")[1])).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 60 }, (_, i) => i),
    );
  });
});
