import type { Page } from "@playwright/test";
import { expect, newContext, test } from "./fixtures";
import { standInForUndrawnPictures } from "./picture-files";

/**
 * The first touch on a page whose scripts have not started yet (they start when the visitor first
 * reaches for it: docs/decisions/026-scripts-when-the-visitor-reaches.md) does what it would do a
 * minute later: a tap that comes without a pointer movement before it (assistive technology, a
 * quick tap), a key pressed at once, a width typed at once. Each choice is made here before the
 * page has hydrated, and the page then shows, and sends, that choice
 * (docs/decisions/030-true-from-the-first-paint.md).
 */

test.beforeEach(async ({ context }) => standInForUndrawnPictures(context));

const design = "/en/colecciones/alcazar";
const gallery = (page: Page) =>
  page.getByRole("region", { name: "Pictures of Alcázar" }).getByRole("link").locator("img");
const samples = (page: Page) => page.getByRole("link", { name: "Request samples of these colours" });

/** Nothing of the page's own scripts has run yet: the choice below comes before them. */
async function notHydrated(page: Page) {
  expect(await page.locator("html[data-hydrated]").count()).toBe(0);
}

test.describe("a colourway chosen before the page's scripts run", () => {
  test("by a click with no pointer movement shows its pictures, colours and sample request", async ({ page }) => {
    await page.goto(design);
    await notHydrated(page);
    await page.getByRole("radio", { name: "Midnight" }).dispatchEvent("click");

    await expect(page).toHaveURL(/\/en\/colecciones\/alcazar\?color=noche$/);
    await expect(gallery(page).first()).toHaveAttribute("src", /design-alcazar-noche-flat-/);
    await expect(page.getByRole("heading", { name: "Colours of Midnight" })).toBeVisible();
    await expect(samples(page)).toHaveAttribute("href", "/en/solicitud-muestrario?diseno=alcazar&c=BL17&c=GO08&c=IV02");
    await expect(page.getByRole("radio", { name: "Midnight" })).toBeChecked();
  });

  test("and the sample request followed at once carries that colourway's colours", async ({ page }) => {
    await page.goto(design);
    await notHydrated(page);
    await page.getByRole("radio", { name: "Midnight" }).dispatchEvent("click");
    await samples(page).dispatchEvent("click");

    await expect(page).toHaveURL(/\/en\/solicitud-muestrario\?diseno=alcazar&c=BL17&c=GO08&c=IV02$/);
  });

  test("by the keyboard alone, an arrow key pressed at once, shows the colourway it lands on", async ({ page }) => {
    await page.goto(design);
    await notHydrated(page);
    await page.getByRole("radio", { name: "Sand" }).focus();
    await page.keyboard.press("ArrowRight");
    const chosen = await page.locator('input[name="color"]:checked').getAttribute("value");
    expect(chosen).not.toBe("arena");

    await expect(page).toHaveURL(new RegExp(`\\?color=${chosen}$`));
    await expect(gallery(page).first()).toHaveAttribute("src", new RegExp(`design-alcazar-${chosen}-flat-`));
    // The choice made, Enter on the sample request follows it with that colourway's colours.
    await samples(page).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en\/solicitud-muestrario\?diseno=alcazar(&c=[A-Z]{2}\d{2})+$/);
    expect(page.url()).not.toContain("c=SA04");
  });

  test("by a tap on a phone shows its pictures", async ({ browser }) => {
    const context = await newContext(browser, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await standInForUndrawnPictures(context);
    try {
      const page = await context.newPage();
      await page.goto(design);
      await notHydrated(page);
      await page.getByRole("radio", { name: "Midnight" }).tap();
      await expect(gallery(page).first()).toHaveAttribute("src", /design-alcazar-noche-flat-/);
      await expect(samples(page)).toHaveAttribute("href", /c=BL17&c=GO08&c=IV02$/);
    } finally {
      // Pictures still loading as the context closes are nobody's to show.
      await context.unrouteAll({ behavior: "ignoreErrors" });
      await context.close();
    }
  });
});

test("a filter chosen before the collection's scripts run narrows the list and its address", async ({ page }) => {
  const names = (target: Page) =>
    target.getByRole("region", { name: "Designs", exact: true }).getByRole("heading", { level: 3 }).allTextContents();
  // The same address without scripts: the server's answer to the form.
  const served = await page.context().newPage();
  await served.goto("/en/colecciones?coleccion=relief");
  const relief = await names(served);
  await served.close();

  await page.goto("/en/colecciones");
  await notHydrated(page);
  const all = await names(page);
  expect(relief.length).toBeLessThan(all.length);
  await page.locator('input[name="coleccion"][value="relief"]').dispatchEvent("click");

  await expect(page).toHaveURL(/\/en\/colecciones\?coleccion=relief$/);
  await expect.poll(() => names(page)).toEqual(relief);
});

test("a width typed before the configurator's scripts run is the width it draws and links", async ({ page }) => {
  await page.goto("/en/configurador");
  await notHydrated(page);
  await page.getByLabel("Width (cm)").fill("350");

  await expect(page).toHaveURL(/[?&]w=350(&|$)/);
  await expect(page.getByRole("img", { name: /drawn to scale/ }).first()).toContainText("350 cm");
  await expect(page.getByLabel("Width (cm)")).toHaveValue("350");
});
