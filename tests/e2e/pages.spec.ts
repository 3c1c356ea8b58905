import { axeOf } from "./axe";
import { allPageUrls, expect, test, withStoredLanguage } from "./fixtures";

const inSpanishAndEnglish = allPageUrls.filter(({ lang }) => lang === "es" || lang === "en");

test.describe("every page on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const { lang, url } of inSpanishAndEnglish) {
    // Axe on the Spanish pages: the English ones are the same markup with other words (their
    // words are checked complete elsewhere), and axe is most of this spec's time.
    const audited = lang === "es";
    test(`${url} has one h1, no sideways scroll${audited ? " and no serious accessibility violation" : ""}`, async ({
      page,
    }) => {
      await withStoredLanguage(page, lang);
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (!audited) return;
      const results = await axeOf(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
      expect(serious).toEqual([]);
    });
  }
});

test.describe("the samples page", () => {
  test("shows four photos, the M50 and M300 kits and three cards that lead to the request forms", async ({ page }) => {
    await page.goto("/muestrarios");
    await expect(page.locator("main section").nth(1).getByRole("img")).toHaveCount(4);
    await expect(page.getByText(/M50/).first()).toBeVisible();
    await expect(page.getByText(/M300/).first()).toBeVisible();
    const requests = await page
      .locator('main a[href^="/solicitud-"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(requests).toEqual(expect.arrayContaining(["/solicitud-muestrario", "/solicitud-catalogo"]));
    expect(requests.filter((href) => href === "/solicitud-muestrario").length).toBeGreaterThanOrEqual(2);
  });
});

test.describe("the customisation page", () => {
  test("numbers its eleven sections and states the making limits", async ({ page }) => {
    await page.goto("/personalizacion");
    const chapters = page.locator("main ol").last().locator(":scope > li");
    await expect(chapters).toHaveCount(11);
    const text = (await page.locator("main").textContent()) ?? "";
    for (const fact of ["6 m", "4 m", "2,5 m", "15", "50 mm", "6 mm", "4", "40 mm", "Pantone"]) {
      expect(text, fact).toContain(fact);
    }
    for (const shape of ["hexagonal", "triangular", "oval"]) expect(text.toLowerCase()).toContain(shape);
    await expect(page.locator("main ol").first().locator(":scope > li")).toHaveCount(4);
  });

  test("shows the hero's poster, and no video player when no video file ships", async ({ page }) => {
    await page.goto("/personalizacion");
    await expect(page.locator("main section").first().getByRole("img")).toBeVisible();
    await expect(page.locator("video")).toHaveCount(0);
  });
});

test.describe("the contract section", () => {
  test("shows its sector cards, residential without a link, and holds back aviation", async ({ page }) => {
    await page.goto("/contract");
    const section = page.locator("#contract");
    await expect(section.getByRole("heading", { level: 3 })).toHaveCount(5);
    const links = await section.getByRole("link").evaluateAll((items) => items.map((a) => a.getAttribute("href")));
    expect(links.sort()).toEqual(["/arquitectos", "/comercios", "/hoteles", "/yates"]);
    expect(links).not.toContain("/jets-privados");
    // The quote goes to a form that has the project type (the contact page's form has none).
    const quote = page.getByRole("link", { name: /presupuesto/i });
    await expect(quote).toHaveAttribute("href", "/contract?proyecto=contract#contact");
    await quote.click();
    await expect(page.locator("#contact").getByRole("combobox")).toHaveValue("contract");
  });
});

test.describe("the FAQ", () => {
  test("opens one of its nine questions at a time, closes it again, and ends with Contáctanos", async ({ page }) => {
    await page.goto("/faq");
    const questions = page.locator("main details");
    await expect(questions).toHaveCount(9);
    await questions.nth(0).locator("summary").click();
    await expect(questions.nth(0)).toHaveAttribute("open", "");
    await questions.nth(3).locator("summary").click();
    await expect(questions.nth(3)).toHaveAttribute("open", "");
    await expect(questions.nth(0)).not.toHaveAttribute("open", "");
    await questions.nth(3).locator("summary").click();
    await expect(page.locator("main details[open]")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Contáctanos" })).toHaveAttribute("href", "/contacto");
  });

  test("describes its questions to search engines as a FAQPage", async ({ page }) => {
    await page.goto("/en/faq");
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
    const data = blocks.find((block) => block["@type"] === "FAQPage");
    expect(data, "a FAQPage block").toBeDefined();
    expect(data.mainEntity).toHaveLength(9);
  });
});

test.describe("the contact section", () => {
  test("gives the address, phone and e-mail as links, opening hours and a 256 px map slot", async ({ page }) => {
    await page.goto("/proyectos");
    const contact = page.locator("#contact");
    await expect(contact.getByRole("heading", { level: 2 })).toHaveText("Hablemos de tu Próximo Proyecto");
    await expect(contact).toContainText("Polígono Industrial I3, Nº1, 03330 Crevillente");
    await expect(contact.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(contact).toContainText("8:00");
    await expect(contact).toContainText("9:00");
    // The map's frame or its placeholder, whichever the visitor's choice shows.
    const map = contact.locator("figure > :visible").first();
    expect((await map.boundingBox())?.height).toBe(256);
  });
});
