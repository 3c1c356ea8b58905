import { siteConfig } from "../../app/site/config";
import { expect, test } from "./fixtures";

/** The numbered section headings of a legal page. */
const sectionHeadings = (page: import("@playwright/test").Page) => page.locator("main ol > li h2");

test.describe("the legal pages", () => {
  test("the privacy policy has its nine sections, the controller from site config, the ID rule and the age of 14", async ({
    page,
  }) => {
    await page.goto("/politica-privacidad");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política de privacidad");
    await expect(sectionHeadings(page)).toHaveCount(9);
    await expect(sectionHeadings(page).first()).toContainText("Responsable del tratamiento");
    const main = page.getByRole("main");
    for (const fact of [siteConfig.legalName, siteConfig.taxId, siteConfig.email, siteConfig.address.street])
      await expect(main).toContainText(fact);
    for (const right of ["Acceso", "Rectificación", "Supresión", "Oposición", "Limitación", "Portabilidad"])
      await expect(main.getByRole("listitem").filter({ hasText: new RegExp(`^${right}`) })).toHaveCount(1);
    await expect(main).toContainText("documento que acredite la identidad");
    await expect(main).toContainText("menores de catorce años");
    await expect(main.getByRole("link", { name: /AEPD/ })).toHaveAttribute("href", "https://www.aepd.es");
  });

  test("the terms of use have seven sections, Spanish law and the courts of Alicante, and link the privacy policy", async ({
    page,
  }) => {
    await page.goto("/terminos-uso");
    await expect(sectionHeadings(page)).toHaveCount(7);
    await expect(sectionHeadings(page).nth(4)).toContainText("enlaces");
    await expect(sectionHeadings(page).nth(6)).toContainText("Legislación");
    await expect(page.getByRole("main")).toContainText("Alicante");
    await expect(page.getByRole("main")).toContainText("autorización previa");
    await page.getByRole("main").getByRole("link", { name: "Política de privacidad" }).click();
    await expect(page).toHaveURL(/\/politica-privacidad$/);
  });

  test("the cookie policy names the four categories, helps with four browsers and says how consent is given", async ({
    page,
  }) => {
    await page.goto("/politica-cookies");
    const main = page.getByRole("main");
    for (const category of ["técnicas", "personalización", "análisis", "terceros"])
      await expect(
        main
          .getByRole("listitem")
          .filter({ hasText: new RegExp(category, "i") })
          .first(),
      ).toBeVisible();
    for (const host of ["support.google.com", "support.mozilla.org", "support.apple.com", "support.microsoft.com"])
      await expect(main.locator(`a[href^="https://${host}/"]`)).toHaveCount(1);
    await expect(main).toContainText("cookieConsent");
    await expect(main).toContainText("Configuración de cookies");
    await expect(main).toContainText(siteConfig.legalName);
  });

  test("the legal notice, linked in the footer, states the owner's LSSI data from site config", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Aviso legal" }).click();
    await expect(page).toHaveURL(/\/aviso-legal$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aviso legal");
    const main = page.getByRole("main");
    for (const fact of [
      siteConfig.legalName,
      siteConfig.taxId,
      siteConfig.registry,
      siteConfig.email,
      siteConfig.phone.display,
    ])
      await expect(main).toContainText(fact);
  });

  test("read as lawyers write them in every language, with their site links in that language", async ({ page }) => {
    await page.goto("/de/terminos-uso");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nutzungsbedingungen");
    await expect(page.getByRole("main").locator('a[href="/de/politica-privacidad"]')).toHaveCount(1);
    await page.goto("/en/politica-privacidad");
    await expect(sectionHeadings(page)).toHaveCount(9);
    await expect(page.getByRole("main")).toContainText("Spanish Data Protection Agency");
  });
});
