import { describe, expect, it } from "vitest";
import { contentDocuments, documentDef } from "~/content/documents";
import { valueAt, withText } from "~/content/text-units";
import { backends, describeStorage } from "../../../tests/support/storage";
import { needsTranslation, seedDocument, withNewWords } from "./store/document.server";
import { saveDraft } from "./store/drafts.server";
import { liveVersions } from "./store/live.server";
import { overview } from "./store/overview.server";
import { publish, rollBack } from "./store/publishing.server";
import { carryEdits, seedContent } from "./store/seed.server";
import { documentState, history, orphans } from "./store/state.server";

const faq = documentDef("page.faq");
if (!faq) throw new Error("no FAQ document");
const answer = "blocks.1.items.0.answer";
const editor = { actor: "editora@nudo.example" };

describeStorage("the content store on $name", (t) => {
  it("loads the seed once, however often it starts", async () => {
    expect((await seedContent(t.storage)).seeded).toBe(contentDocuments.length);
    expect(await seedContent(t.storage)).toEqual({ seeded: 0, redeployed: 0 });
    const state = await documentState(t.storage, "page.faq", new Date());
    expect(state?.liveVersion).toMatchObject({ number: 1, note: "seed", createdBy: "seed" });
    expect(state?.live.written).toEqual(faq.seed);
  });

  it("keeps a draft apart from what is live, publishes it as a version, and puts an older one back", async () => {
    const now = new Date("2026-11-25T08:00:00Z");
    await seedContent(t.storage, new Date("2026-11-24T08:00:00Z"));
    const state = await documentState(t.storage, "page.faq", now);
    if (!state) throw new Error("no state");
    const edited = withNewWords(
      faq,
      state.live,
      withText(state.live.written, "en", answer, "We make every rug in our own factory of {{factoryArea}}."),
    );
    await saveDraft(t.storage, "page.faq", edited, { ...editor, now });
    const drafted = await documentState(t.storage, "page.faq", now);
    expect(valueAt(drafted?.draft?.content.written.en, answer)).toBe(
      "We make every rug in our own factory of {{factoryArea}}.",
    );
    expect(valueAt(drafted?.live.written.en, answer)).not.toBe(
      "We make every rug in our own factory of {{factoryArea}}.",
    );
    expect((await overview(t.storage, now)).find((row) => row.id === "page.faq")).toMatchObject({
      state: "draft",
      lastChangedBy: editor.actor,
    });

    expect(await publish(t.storage, "page.faq", edited, { ...editor, now })).toEqual({ ok: true, number: 2 });
    const published = await documentState(t.storage, "page.faq", now);
    expect(published?.draft).toBeNull();
    expect(valueAt(published?.live.written.en, answer)).toBe(
      "We make every rug in our own factory of {{factoryArea}}.",
    );
    expect((await liveVersions(t.storage, now)).get("page.faq")).toBe(2);

    expect(await rollBack(t.storage, "page.faq", 1, { ...editor, now })).toBe(3);
    const back = await documentState(t.storage, "page.faq", now);
    expect(back?.live.written).toEqual(faq.seed);
    expect((await history(t.storage, "page.faq")).map((v) => [v.number, v.note])).toEqual([
      [3, "rollback to 1"],
      [2, "publish"],
      [1, "seed"],
    ]);
    const audit = await t.storage.db.selectFrom("content_events").select(["kind", "actor"]).orderBy("at").execute();
    expect(audit.map((row) => row.kind).sort()).toEqual(["publish", "rollback", "save"]);
  });

  it("refuses to publish content that breaks a rule, and changes nothing", async () => {
    await seedContent(t.storage);
    const now = new Date();
    const state = await documentState(t.storage, "page.faq", now);
    if (!state) throw new Error("no state");
    const bad = withNewWords(
      faq,
      state.live,
      withText(state.live.written, "en", answer, "Somos fabricantes de alfombras {{factoryArea}}."),
    );
    const result = await publish(t.storage, "page.faq", bad, { ...editor, now });
    expect(result).toMatchObject({ ok: false, issues: [expect.objectContaining({ lang: "en", code: "spanishLeft" })] });
    expect((await liveVersions(t.storage, now)).get("page.faq")).toBe(1);
  });

  it("goes live at a scheduled time, not before", async () => {
    const now = new Date("2026-11-25T07:00:00Z");
    await seedContent(t.storage, new Date("2026-11-24T07:00:00Z"));
    const at = new Date("2026-11-25T08:00:00Z");
    const state = await documentState(t.storage, "page.faq", now);
    if (!state) throw new Error("no state");
    const edited = withNewWords(
      faq,
      state.live,
      withText(state.live.written, "en", answer, "Made in our own factory of {{factoryArea}}."),
    );
    await publish(t.storage, "page.faq", edited, { ...editor, now, liveAt: at });
    expect((await liveVersions(t.storage, now)).get("page.faq")).toBe(1);
    expect((await documentState(t.storage, "page.faq", now))?.scheduled.map((v) => v.number)).toEqual([2]);
    expect((await overview(t.storage, now)).find((row) => row.id === "page.faq")?.state).toBe("scheduled");
    expect((await liveVersions(t.storage, at)).get("page.faq")).toBe(2);
    // A publish in the meantime is live until then; the scheduled version still comes at its time.
    const fix = withNewWords(faq, state.live, withText(state.live.written, "en", answer, "Fixed now {{factoryArea}}."));
    expect(await publish(t.storage, "page.faq", fix, { ...editor, now })).toEqual({ ok: true, number: 3 });
    expect((await liveVersions(t.storage, now)).get("page.faq")).toBe(3);
    expect((await liveVersions(t.storage, at)).get("page.faq")).toBe(2);
    expect((await documentState(t.storage, "page.faq", at))?.liveVersion.number).toBe(2);
  });
});

describe("a document's translations", () => {
  it("are marked as needing translation when their Spanish changes, until they are written again", () => {
    const seeded = seedDocument(faq);
    expect(needsTranslation(faq, seeded)).toEqual({});
    const spanish = withNewWords(
      faq,
      seeded,
      withText(seeded.written, "es", answer, "Somos fabricantes, con fábrica propia de {{factoryArea}}."),
    );
    const stale = needsTranslation(faq, spanish);
    expect(Object.keys(stale).sort()).toEqual(["de", "en", "fr", "it", "nl"]);
    expect(stale.en).toEqual([answer]);
    const english = withNewWords(
      faq,
      spanish,
      withText(spanish.written, "en", answer, "We are makers, with our own factory of {{factoryArea}}."),
    );
    expect(needsTranslation(faq, english).en).toBeUndefined();
    expect(needsTranslation(faq, english).de).toEqual([answer]);
  });
});

describe("a deploy that changes a page's structure", () => {
  it("keeps every edited text whose place still exists and lists the rest", () => {
    const seeded = seedDocument(faq);
    const edited = withNewWords(
      faq,
      seeded,
      withText(
        withText(seeded.written, "en", answer, "Edited answer {{factoryArea}}."),
        "en",
        "blocks.1.items.8.answer",
        "Edited last answer.",
      ),
    );
    // The new code's seed has one question fewer: the ninth's place is gone.
    const es = faq.seed.es as { blocks: { items?: unknown[] }[] };
    const shorten = (words: unknown) => {
      const page = words as { blocks: { items?: unknown[] }[] };
      return {
        ...page,
        blocks: page.blocks.map((block, i) => (i === 1 ? { ...block, items: block.items?.slice(0, 8) } : block)),
      };
    };
    const newDef = {
      ...faq,
      seed: Object.fromEntries(
        Object.entries(faq.seed).map(([lang, words]) => [lang, shorten(words)]),
      ) as typeof faq.seed,
    };
    expect(es.blocks[1]?.items).toHaveLength(9);
    const { content, unplaced } = carryEdits(newDef, edited);
    expect(valueAt(content.written.en, answer)).toBe("Edited answer {{factoryArea}}.");
    expect(unplaced).toEqual([{ lang: "en", path: "blocks.1.items.8.answer", text: "Edited last answer." }]);
  });
});

describe.each(backends)("a deploy on $name", ({ open }) => {
  it("carries the edits of the version live now, leaving a scheduled one to its time", async () => {
    const t = await open();
    try {
      const now = new Date("2026-11-25T07:00:00Z");
      const later = new Date("2026-11-26T07:00:00Z");
      await seedContent(t.storage, now);
      const state = await documentState(t.storage, "page.faq", now);
      if (!state) throw new Error("no state");
      const scheduled = withNewWords(
        faq,
        state.live,
        withText(state.live.written, "en", answer, "Scheduled {{factoryArea}}."),
      );
      await publish(t.storage, "page.faq", scheduled, { ...editor, now, liveAt: later });
      // The live version came from an older seed: the next start carries it over.
      const row = await t.storage.db
        .selectFrom("content_versions")
        .select("content")
        .where("document_id", "=", "page.faq")
        .where("number", "=", 1)
        .executeTakeFirstOrThrow();
      const stored = JSON.parse(row.content);
      stored.seed.digest = "older";
      await t.storage.db
        .updateTable("content_versions")
        .set({ content: JSON.stringify(stored) })
        .where("document_id", "=", "page.faq")
        .where("number", "=", 1)
        .execute();
      expect((await seedContent(t.storage, now)).redeployed).toBe(1);
      expect(valueAt((await documentState(t.storage, "page.faq", now))?.live.written.en, answer)).not.toBe(
        "Scheduled {{factoryArea}}.",
      );
      expect(valueAt((await documentState(t.storage, "page.faq", later))?.live.written.en, answer)).toBe(
        "Scheduled {{factoryArea}}.",
      );
    } finally {
      await t.dispose();
    }
  });

  it("records the texts it could not place", async () => {
    const t = await open();
    try {
      await seedContent(t.storage);
      const row = await t.storage.db
        .selectFrom("content_versions")
        .select("content")
        .where("document_id", "=", "page.faq")
        .executeTakeFirstOrThrow();
      const stored = JSON.parse(row.content);
      // An edit to a place the current seed does not have, from a seed of another digest.
      stored.seed.digest = "older";
      stored.written.en.blocks[1].items.push({ question: "Extra?", answer: "Extra answer." });
      stored.written.es.blocks[1].items.push({ question: "¿Extra?", answer: "Respuesta extra." });
      await t.storage.db
        .updateTable("content_versions")
        .set({ content: JSON.stringify(stored) })
        .where("document_id", "=", "page.faq")
        .execute();
      expect((await seedContent(t.storage)).redeployed).toBe(1);
      const left = await orphans(t.storage, "page.faq");
      expect(left.map((o) => [o.lang, o.path, o.text]).sort()).toContainEqual([
        "en",
        "blocks.1.items.9.answer",
        "Extra answer.",
      ]);
      expect((await history(t.storage, "page.faq"))[0]?.note).toBe("deploy");
    } finally {
      await t.dispose();
    }
  });
});
