import { languageScript } from "../../app/i18n/language-redirect.ts";
import { allPageUrls, expect, gotoHydrated, newContext, test, withStoredLanguage } from "./fixtures";
import { documentHead } from "./head";

const siteUrl = "http://localhost:3000";

// What a search engine reads: the document as the server sends it (no browser needed; the
// language redirect for visitors is tested below).
test.describe("every page in every language", () => {
  for (const { lang, path, url } of allPageUrls) {
    test(`${url} answers in ${lang} with its canonical and all alternates`, async ({ request }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      const head = documentHead(await response.text());
      expect(head.lang).toBe(lang);
      expect(head.title).toMatch(/\S.* · Nudo$/);
      expect(head.meta.get("description")).toMatch(/.{50,}/);
      expect(head.canonical).toBe(`${siteUrl}${url === "/" ? "/" : url}`);
      const suffix = path === "/" ? "" : path;
      expect(head.alternates.sort()).toEqual(
        [
          `de ${siteUrl}/de${suffix}`,
          `en ${siteUrl}/en${suffix}`,
          `es ${siteUrl}${path}`,
          `fr ${siteUrl}/fr${suffix}`,
          `it ${siteUrl}/it${suffix}`,
          `nl ${siteUrl}/nl${suffix}`,
          `x-default ${siteUrl}${path}`,
        ].sort(),
      );
    });
  }
});

test.describe("the language of an unprefixed page", () => {
  test("follows the browser when nothing is stored, before any Spanish is shown", async ({ browser }) => {
    const context = await newContext(browser, { locale: "de-DE" });
    const page = await context.newPage();
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    // The Spanish document was left before its stylesheet, fonts or images were requested.
    expect(documents).toEqual(["/", "/de"]);
    await context.close();
  });

  test("decides in <head>, before the page's styles and content", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const script = head.indexOf(languageScript);
    expect(script).toBeGreaterThan(-1);
    // The stylesheet is written into the page.
    expect(head.indexOf("<style>")).toBeGreaterThan(-1);
    expect(script).toBeLessThan(head.indexOf("<style>"));
  });

  test("prefers the stored choice to the browser's language", async ({ browser }) => {
    const context = await newContext(browser, { locale: "de-DE" });
    const page = await context.newPage();
    await withStoredLanguage(page, "it");
    await page.goto("/");
    await expect(page).toHaveURL(/\/it$/);
    await context.close();
  });

  test("stays Spanish for a visitor who chose Spanish", async ({ browser }) => {
    const context = await newContext(browser, { locale: "fr-FR" });
    const page = await context.newPage();
    await withStoredLanguage(page, "es");
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });

  test("is Spanish when the browser's language is not offered", async ({ browser }) => {
    const context = await newContext(browser, { locale: "ja-JP" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });

  test("never moves a prefixed page", async ({ browser }) => {
    const context = await newContext(browser, { locale: "de-DE" });
    const page = await context.newPage();
    await page.goto("/en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(new URL(page.url()).pathname).toBe("/en");
    await context.close();
  });
});

test.describe("switching language", () => {
  test("goes to the same page in the chosen language and remembers it at once", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page
      .getByRole("banner")
      .getByRole("button", { name: /Cambiar idioma/ })
      .click();
    await page.getByRole("navigation", { name: "Idioma" }).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/El arte/);
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");

    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
  });

  test("back to Spanish is remembered too, so the unprefixed page stays Spanish", async ({ browser }) => {
    const context = await newContext(browser, { locale: "en-GB" });
    const page = await context.newPage();
    await page.goto("/en");
    await page
      .getByRole("banner")
      .getByRole("button", { name: /Change language/i })
      .click();
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Español" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    expect(new URL(page.url()).pathname).toBe("/");
    await page.reload();
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });

  test("offers every language as a real link crawlers can follow", async ({ request }) => {
    const html = await (await request.get("/en")).text();
    for (const href of ['href="/"', 'href="/de"', 'href="/it"', 'href="/fr"', 'href="/nl"']) {
      expect(html).toContain(href);
    }
  });
});
