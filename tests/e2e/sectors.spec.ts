import { isProjectType, projectTypeParam } from "../../app/leads/forms/project-types";
import { axeOf } from "./axe";
import { expect, gotoHydrated, test } from "./fixtures";

const sectors = [
  { path: "/hoteles", type: "contract" },
  { path: "/disenadores-interiores", type: "residential" },
  { path: "/comercios", type: "retail" },
  { path: "/yates", type: "yacht" },
  { path: "/arquitectos", type: "contract" },
  { path: "/jets-privados", type: "jet" },
];

test.describe("the sector pages", () => {
  // The jets page is region-gated; geo-dev-mode opens it here (the gate has its own tests).
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("geo-dev-mode", "true"));
  });

  for (const { path, type } of sectors) {
    test(`${path} has its hero, benefits, areas, certifications or services, and a closing call to action that goes somewhere real`, async ({
      page,
    }) => {
      await page.goto(path);
      const main = page.locator("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(main.locator("#beneficios li").first()).toBeVisible();
      await expect(main.locator("#areas, #espacios, #proyectos").locator("li img").first()).toBeVisible();
      await expect(main.locator("#certificaciones, #servicios").first()).toBeAttached();
      await expect(main.locator("#proceso li")).toHaveCount(4);
      // The closing call to action: two buttons, the quote or consultation to this page's
      // contact section with the project type preselected, the other to a request form.
      const hrefs = await main
        .locator("a[href]")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      const quotes = hrefs.filter((href) => href.startsWith(`${path}?`));
      expect(quotes.length).toBeGreaterThanOrEqual(2); // hero and closing call to action
      for (const href of quotes) {
        const url = new URL(href, "http://site");
        expect(url.hash).toBe("#contact");
        expect(url.searchParams.get(projectTypeParam)).toBe(type);
        expect(isProjectType(url.searchParams.get(projectTypeParam))).toBe(true);
      }
      await expect(page.locator("#contact")).toBeAttached();
      expect(hrefs.some((href) => href === "/solicitud-catalogo" || href === "/solicitud-muestrario")).toBe(true);
      const results = await axeOf(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((violation) => violation.id)).toEqual([]);
    });
  }

  test("the quote button takes the visitor to the contact section, project type in the address", async ({ page }) => {
    await gotoHydrated(page, "/en/hoteles");
    await page.locator("main section").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/en\/hoteles\?proyecto=contract#contact$/);
    await expect(page.locator("#contact")).toBeInViewport();
  });

  test("the hotel page names the four hotel areas", async ({ page }) => {
    await page.goto("/hoteles");
    await expect(page.locator("#areas li")).toHaveCount(4);
    await expect(page.locator("#areas h3")).toHaveText([
      /vestíbulo|recepción/i,
      /habitaci/i,
      /evento/i,
      /restaurante|bar/i,
    ]);
  });

  test("the yacht page states the M1/M2 fire classification", async ({ page }) => {
    await page.goto("/yates");
    await expect(page.getByText(/M1\/M2/).first()).toBeVisible();
    await page.goto("/en/yates");
    await expect(page.getByText(/M1\/M2/).first()).toBeVisible();
  });
});
