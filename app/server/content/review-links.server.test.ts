import { beforeEach, expect, it } from "vitest";
import { withText } from "~/content/text-units";
import { describeStorage } from "../../../tests/support/storage";
import {
  activeReviewLinks,
  createReviewLink,
  maxActiveLinks,
  openReviewLink,
  revokeReviewLink,
} from "./review-links.server";
import { seedContent } from "./store/seed.server";
import { documentState } from "./store/state.server";

const day = 86_400_000;

describeStorage("review links on $name", (test) => {
  beforeEach(() => seedContent(test.storage));
  const now = new Date("2026-11-26T10:00:00Z");
  const share = async (options: { days?: 1 | 7 | 30; secret?: string; words?: string } = {}) => {
    const state = await documentState(test.storage, "page.faq", now);
    if (!state) throw new Error("no FAQ");
    const written = withText(state.live.written, "en", "meta.title", options.words ?? "Shared words");
    const link = await createReviewLink(test.storage, options.secret, {
      documentId: "page.faq",
      lang: "en",
      written,
      shows: "draft",
      days: options.days ?? 7,
      actor: "editora@nudo.example",
      now,
    });
    if (!link) throw new Error("not made");
    return link;
  };
  const at = (ms: number) => new Date(now.getTime() + ms);

  it("opens the copy that was shared, for 7 days, on every instance of the database", async () => {
    const link = await share();
    expect(link.token).toMatch(/^[\w-]{22}\.\d{10}\.[\w-]{43}$/);
    const opened = await openReviewLink(test.storage, undefined, link.token, at(6 * day));
    expect(opened).toMatchObject({ ok: true, link: { documentId: "page.faq", lang: "en", shows: "draft" } });
    if (!opened.ok) return;
    expect((opened.link.written.en as { meta: { title: string } }).meta.title).toBe("Shared words");
    // Another process (another connection, no key in memory) agrees on the key kept in the database.
    const other = await test.reopen();
    try {
      expect((await openReviewLink(other, undefined, link.token, at(day))).ok).toBe(true);
    } finally {
      await other.close();
    }
    expect(await openReviewLink(test.storage, undefined, link.token, at(7 * day))).toEqual({
      ok: false,
      reason: "gone",
    });
  });

  it("refuses a link changed in any part, a huge one, one signed with another key, and one whose row is gone", async () => {
    const link = await share();
    const [id = "", expiry = "", signature = ""] = link.token.split(".");
    const flip = (text: string, index: number) =>
      `${text.slice(0, index)}${text[index] === "A" ? "B" : "A"}${text.slice(index + 1)}`;
    for (const token of [
      `${id}.${expiry}.${flip(signature, 5)}`,
      `${flip(id, 3)}.${expiry}.${signature}`,
      `${id}.${Number(expiry) + 86_400}.${signature}`,
      `${link.token}x`,
      "x".repeat(100_000),
      "../../etc/passwd",
      "",
    ])
      expect(await openReviewLink(test.storage, undefined, token, at(day))).toEqual({ ok: false, reason: "unknown" });
    expect(await openReviewLink(test.storage, "another key of at least thirty-two chars", link.token, at(day))).toEqual(
      {
        ok: false,
        reason: "unknown",
      },
    );
    await test.storage.db.deleteFrom("review_links").where("id", "=", link.id).execute();
    expect(await openReviewLink(test.storage, undefined, link.token, at(day))).toEqual({
      ok: false,
      reason: "unknown",
    });
  });

  it("expires when its time comes (1 day, or shortened in the database) and when revoked", async () => {
    const short = await share({ days: 1 });
    expect((await openReviewLink(test.storage, undefined, short.token, at(day - 1000))).ok).toBe(true);
    expect(await openReviewLink(test.storage, undefined, short.token, at(day))).toEqual({ ok: false, reason: "gone" });

    const week = await share();
    await test.storage.db
      .updateTable("review_links")
      .set({ expires_at: at(60_000).toISOString() })
      .where("id", "=", week.id)
      .execute();
    expect(await openReviewLink(test.storage, undefined, week.token, at(120_000))).toEqual({
      ok: false,
      reason: "gone",
    });

    const month = await share({ days: 30 });
    expect(await activeReviewLinks(test.storage, undefined, "page.faq", at(2 * day))).toHaveLength(1);
    expect(await revokeReviewLink(test.storage, "page.faq", month.id, { actor: "editora@nudo.example", now })).toBe(
      true,
    );
    expect(await revokeReviewLink(test.storage, "page.faq", month.id, { actor: "editora@nudo.example", now })).toBe(
      false,
    );
    expect(await revokeReviewLink(test.storage, "home", "x'; DROP TABLE review_links; --", { actor: "x", now })).toBe(
      false,
    );
    expect(await openReviewLink(test.storage, undefined, month.token, at(day))).toEqual({ ok: false, reason: "gone" });
    expect(await activeReviewLinks(test.storage, undefined, "page.faq", at(day))).toHaveLength(0);
    const audit = await test.storage.db
      .selectFrom("content_events")
      .select("kind")
      .where("kind", "like", "review%")
      .execute();
    expect(audit.map((row) => row.kind).sort()).toEqual(["review_link", "review_link", "review_link", "review_revoke"]);
  });

  it("keeps at most a bounded number of active links per document", async () => {
    for (let i = 0; i < maxActiveLinks; i++) await share();
    const state = await documentState(test.storage, "page.faq", now);
    if (!state) throw new Error("no FAQ");
    expect(
      await createReviewLink(test.storage, undefined, {
        documentId: "page.faq",
        lang: "en",
        written: state.live.written,
        shows: "published",
        days: 7,
        actor: "editora@nudo.example",
        now,
      }),
    ).toBeNull();
  });
});
