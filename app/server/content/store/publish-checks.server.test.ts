import { expect, it } from "vitest";
import { documentDef } from "~/content/documents";
import { withText } from "~/content/text-units";
import { describeStorage } from "../../../../tests/support/storage";
import { withNewWords } from "./document.server";
import { publishChecks } from "./publish-checks.server";
import { publish } from "./publishing.server";
import { seedContent } from "./seed.server";
import { documentState, history } from "./state.server";

const faq = documentDef("page.faq");
if (!faq) throw new Error("no FAQ document");
const answer = "blocks.1.items.0.answer";
const editor = { actor: "editora@nudo.example" };

describeStorage("publishing past warnings on $name", (t) => {
  const spanishChange = async () => {
    await seedContent(t.storage);
    const state = await documentState(t.storage, "page.faq", new Date());
    if (!state) throw new Error("no state");
    return withNewWords(
      faq,
      state.live,
      withText(state.live.written, "es", answer, "Somos fabricantes, {{factoryArea}}."),
    );
  };

  it("asks before leaving translations out of date, and publishes with the token of exactly that content", async () => {
    const changed = await spanishChange();
    const now = new Date();
    const asked = await publish(t.storage, "page.faq", changed, { ...editor, now });
    expect(asked).toMatchObject({ ok: false, issues: [], confirm: { outdated: { en: [answer], nl: [answer] } } });
    const token = publishChecks(faq, changed).token;
    const other = withNewWords(faq, changed, withText(changed.written, "es", answer, "Otra cosa, {{factoryArea}}."));
    expect(await publish(t.storage, "page.faq", other, { ...editor, now, confirmation: token })).toMatchObject({
      ok: false,
    });
    expect(await publish(t.storage, "page.faq", changed, { ...editor, now, confirmation: token })).toEqual({
      ok: true,
      number: 2,
    });
    expect((await history(t.storage, "page.faq"))[0]?.warnings).toHaveLength(5);
  });

  it("lets an import publish past other languages' outdated translations, and records them", async () => {
    const changed = await spanishChange();
    const result = await publish(t.storage, "page.faq", changed, {
      ...editor,
      now: new Date(),
      note: "import en",
      askOutdated: false,
    });
    expect(result).toEqual({ ok: true, number: 2 });
    expect((await history(t.storage, "page.faq"))[0]?.warnings.map((warning) => warning.kind)).toEqual(
      Array(5).fill("outdated"),
    );
  });

  it("lets no confirmation through an error", async () => {
    await seedContent(t.storage);
    const state = await documentState(t.storage, "page.faq", new Date());
    if (!state) throw new Error("no state");
    const bad = withNewWords(faq, state.live, withText(state.live.written, "en", answer, "Eco rugs {{factoryArea}}."));
    const token = publishChecks(faq, bad).token;
    const result = await publish(t.storage, "page.faq", bad, { ...editor, now: new Date(), confirmation: token });
    expect(result).toMatchObject({ ok: false, issues: [expect.objectContaining({ rule: "genericGreen" })] });
    expect(result).not.toHaveProperty("confirm");
  });
});
