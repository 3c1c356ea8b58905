import { beforeEach, expect, it } from "vitest";
import { seedContent } from "~/server/content/store/seed.server";
import { readXliff } from "~/server/content/xliff/read.server";
import { backOffice } from "../../../../../tests/support/back-office";
import { describeStorage } from "../../../../../tests/support/storage";

describeStorage("the studio's translation export on $name", (test) => {
  beforeEach(() => seedContent(test.storage));
  const { signedIn } = backOffice(test);

  /** A Spanish answer changed and saved as a draft, not published: what an editor leaves for the translator. */
  const draftAnswer = async (studio: Awaited<ReturnType<typeof signedIn>>) => {
    const saved = await studio.post("/admin/content/page.faq", [
      ["revision", await studio.revision("page.faq")],
      ["t.es.blocks.1.items.0.answer", "Sí: diseñamos, tejemos y acabamos cada alfombra en nuestra fábrica."],
      ["intent", "save"],
    ]);
    expect(saved.status).toBe(303);
  };

  it("says what is true per language, and the dashboard's export link gives an XLIFF file with the draft's text", async () => {
    const studio = await signedIn("editor");
    await draftAnswer(studio);
    const page = await (await studio.get("/admin/content")).text();
    expect(page).toContain("Alemán: 1 texto por traducir, contando los borradores");
    expect(page).not.toMatch(/al día \(\d+ contando los borradores\)/);
    // The export form starts from the drafts.
    expect(page.match(/<input[^>]*id="export-drafts"[^>]*>/)?.[0]).toContain("checked");

    const href = page
      .match(/href="(\/admin\/content\/translations\.xlf\?lang=de[^"]*)"/)?.[1]
      ?.replaceAll("&amp;", "&");
    expect(href).toBeDefined();
    const file = await studio.get(href ?? "");
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("application/xliff+xml");
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="content-es-de-outdated.xlf"');
    const units = readXliff(await file.text()).files.flatMap((part) => part.units);
    expect(units.map((unit) => unit.source)).toEqual([
      "Sí: diseñamos, tejemos y acabamos cada alfombra en nuestra fábrica.",
    ]);
  });

  it("from the studio's form, says there is nothing at the top of the page; from a link, gives an empty XLIFF file", async () => {
    const studio = await signedIn("editor");
    await draftAnswer(studio);
    // Only what is published asked for: nothing changed there.
    const answer = await studio.get("/admin/content/translations.xlf?lang=de&scope=outdated&draft=no&from=studio");
    expect(answer.status).toBe(200);
    const html = await answer.text();
    const notice = html.indexOf("Nada por traducir en Alemán");
    expect(notice).toBeGreaterThan(0);
    // Before the search, the dashboard and the list: where the page opens.
    expect(notice).toBeLessThan(html.indexOf('class="finder"'));

    const link = await studio.get("/admin/content/translations.xlf?lang=de&scope=outdated&draft=no");
    expect(link.status).toBe(200);
    expect(link.headers.get("content-type")).toContain("application/xliff+xml");
    expect(link.headers.get("content-disposition")).toBe('attachment; filename="content-es-de-outdated.xlf"');
    const empty = readXliff(await link.text());
    expect(empty.trgLang).toBe("de");
    expect(empty.files.flatMap((part) => part.units)).toEqual([]);
  });

  it("refuses a forged language, and reads an odd option as the default", async () => {
    const studio = await signedIn("editor");
    for (const query of ["lang=es", "lang=xx", "lang[]=de", "lang=de%00", ""])
      expect((await studio.get(`/admin/content/translations.xlf?${query}`)).status, query).toBe(404);
    const odd = await studio.get("/admin/content/translations.xlf?lang=fr&scope[]=x&draft[]=no");
    expect(odd.status).toBe(200);
    expect(odd.headers.get("content-disposition")).toBe('attachment; filename="content-es-fr.xlf"');
  });
});
