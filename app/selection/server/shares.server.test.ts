import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { runRetention } from "~/leads/server/retention.server";
import type { Storage } from "~/platform/db/db.server";
import { configurationQuery, defaultConfiguration } from "~/rug/configuration";
import { describeStorage } from "../../../tests/support/storage";
import { emptySelection, type Selection } from "../selection";
import { EmptySelectionError, openShare, purgeShares, selectionShareDays, shareSelection } from "./shares.server";

const day = 86_400_000;
const now = new Date("2026-12-07T10:00:00Z");
const at = (ms: number) => new Date(now.getTime() + ms);

/** A hotel's project: two rugs, each with its place. */
const hotel = (): Selection => ({
  items: [
    { id: "i1", rug: configurationQuery(defaultConfiguration), place: "Lobby", quantity: 2 },
    { id: "i2", rug: configurationQuery({ ...defaultConfiguration, width: 250 }), place: "Guest rooms", quantity: 120 },
  ],
});

/** Storage whose database may not be asked anything: a test of what is refused before any query. */
const withoutDatabase = (storage: Storage): Storage => ({
  ...storage,
  get db(): Storage["db"] {
    throw new Error("the database was asked");
  },
});

describeStorage("shared selections on $name", (test) => {
  const share = (selection: Selection, days?: number) =>
    shareSelection(test.storage, selection, { lang: "es", now, ...(days ? { days } : {}) });

  it("opens the selection as it was shared, whatever the visitor's own selection becomes after", async () => {
    const selection = hotel();
    const asShared = structuredClone(selection);
    const shared = await share(selection);
    expect(shared.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(shared.expiresAt).toBe(at(selectionShareDays * day).toISOString());
    // The visitor goes on editing her project after sharing it.
    selection.items.push({ id: "i3", rug: configurationQuery(defaultConfiguration), place: "Spa", quantity: 1 });
    const [first] = selection.items;
    if (first) Object.assign(first, { place: "Bar", quantity: 9 });

    expect(await openShare(test.storage, shared.token, at(day))).toEqual({
      ok: true,
      selection: asShared,
      lang: "es",
      createdAt: now.toISOString(),
      expiresAt: shared.expiresAt,
    });
    // Another instance on the same database opens it too.
    const other = await test.reopen();
    try {
      expect((await openShare(other, shared.token, at(day))).ok).toBe(true);
    } finally {
      await other.close();
    }
  });

  it("refuses to share a selection with no rug, and stores nothing", async () => {
    await expect(share(emptySelection)).rejects.toThrow(EmptySelectionError);
    const noRug: Selection = { items: [{ id: "i1", rug: "shape=hexagon&w=-4", place: "Lobby", quantity: 1 }] };
    await expect(share(noRug)).rejects.toThrow(EmptySelectionError);
    expect(await test.storage.db.selectFrom("selection_shares").select("id").execute()).toEqual([]);
  });

  it("gives every share a link of its own, and keeps only a digest of it", async () => {
    const selection = hotel();
    const first = await share(selection);
    const second = await share(selection);
    expect(first.token).not.toBe(second.token);
    const rows = await test.storage.db.selectFrom("selection_shares").selectAll().orderBy("id").execute();
    const digest = (token: string) => createHash("sha256").update(token).digest("hex");
    expect(rows.map((row) => row.id)).toEqual([digest(first.token), digest(second.token)].sort());
    expect(rows.map((row) => row.items)).toEqual([2, 2]);
    const table = JSON.stringify(rows);
    expect(table).not.toContain(first.token);
    expect(table).not.toContain(second.token);
  });

  it("answers an unknown link for a token never made or changed in one character", async () => {
    const shared = await share(hotel());
    const changed = `${shared.token.slice(0, 5)}${shared.token[5] === "A" ? "B" : "A"}${shared.token.slice(6)}`;
    const never = "A".repeat(43);
    for (const token of [changed, never])
      expect(await openShare(test.storage, token, at(day))).toEqual({ ok: false, reason: "unknown" });
  });

  it("answers a token not of a link's shape as unknown without asking the database", async () => {
    const shared = await share(hotel());
    const offline = withoutDatabase(test.storage);
    for (const token of [
      `${shared.token}x`,
      shared.token.slice(0, 42),
      `${shared.token.slice(0, 42)}=`,
      `${shared.token.slice(0, 40)}../`,
      "x".repeat(100_000),
      "' OR 1=1 --",
      "",
    ])
      expect(await openShare(offline, token, at(day))).toEqual({ ok: false, reason: "unknown" });
  });

  it("says a link expired once its retention ends, for a month, then knows it no more", async () => {
    const shared = await share(hotel(), 7);
    expect((await openShare(test.storage, shared.token, at(7 * day - 1000))).ok).toBe(true);
    expect(await openShare(test.storage, shared.token, at(7 * day))).toEqual({ ok: false, reason: "expired" });
    // Purged only once expired more than 30 days.
    expect(await purgeShares(test.storage, at(37 * day))).toBe(0);
    expect(await openShare(test.storage, shared.token, at(37 * day))).toEqual({ ok: false, reason: "expired" });
    expect(await purgeShares(test.storage, at(37 * day + 1))).toBe(1);
    expect(await openShare(test.storage, shared.token, at(37 * day + 1))).toEqual({ ok: false, reason: "unknown" });
  });

  it("is purged by the daily retention job, which keeps the links still open", async () => {
    const old = await share(hotel(), 1);
    const current = await share(hotel());
    const report = await runRetention(
      test.storage,
      test.dataDir,
      { leadRetentionDays: 730, outboxKeepDays: 30 },
      at(40 * day),
      [{ what: "selection_shares", purge: purgeShares }],
    );
    expect(report.others.selection_shares).toBe(1);
    expect(await openShare(test.storage, old.token, at(40 * day))).toEqual({ ok: false, reason: "unknown" });
    expect((await openShare(test.storage, current.token, at(40 * day))).ok).toBe(true);
  });

  it("never trusts the stored copy: rugs no longer made are dropped, a row it never wrote is unknown", async () => {
    const shared = await share(hotel());
    const id = createHash("sha256").update(shared.token).digest("hex");
    const stored = hotel();
    stored.items.push({ id: "i3", rug: "shape=hexagon", place: "<script>x</script>", quantity: 1 });
    stored.items.push({ id: "i4", rug: configurationQuery(defaultConfiguration), place: "Spa\u0000\n", quantity: 0 });
    await test.storage.db
      .updateTable("selection_shares")
      .set({ content: JSON.stringify(stored) })
      .where("id", "=", id)
      .execute();
    const opened = await openShare(test.storage, shared.token, at(day));
    expect(opened.ok && opened.selection).toEqual(hotel());

    await test.storage.db.updateTable("selection_shares").set({ content: "{not json" }).where("id", "=", id).execute();
    expect(await openShare(test.storage, shared.token, at(day))).toEqual({ ok: false, reason: "unknown" });
    await test.storage.db
      .updateTable("selection_shares")
      .set({ content: JSON.stringify(hotel()), lang: "xx" })
      .where("id", "=", id)
      .execute();
    expect(await openShare(test.storage, shared.token, at(day))).toEqual({ ok: false, reason: "unknown" });
  });
});
