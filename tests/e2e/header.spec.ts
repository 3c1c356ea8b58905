import { expect, gotoHydrated, test, twoFramesLater } from "./fixtures";

// Jets privados is region-gated (tests/e2e/region.spec.ts); from loopback it is not listed.
const sectors = ["Hoteles", "Diseñadores de interiores", "Comercios", "Yates", "Arquitectos"];

test.describe("the header", () => {
  test("is fixed at the top, 80 px high, with the logo linking home", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    expect((await header.boundingBox())?.height).toBe(80);
    await page.mouse.wheel(0, 2500);
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
    await expect(header.getByRole("link", { name: /página de inicio/ })).toHaveAttribute("href", "/");
  });

  test("links Muestrarios, Personalización and Contacto in the page's language", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Navegación principal" }).first();
    await expect(nav.getByRole("link", { name: "Muestrarios" })).toHaveAttribute("href", "/muestrarios");
    await expect(nav.getByRole("link", { name: "Personalización" })).toHaveAttribute("href", "/personalizacion");
    await expect(page.getByRole("banner").getByRole("link", { name: "Contacto" })).toHaveAttribute("href", "/contacto");

    await page.goto("/fr");
    await expect(page.getByRole("banner").getByRole("link", { name: "Contact" })).toHaveAttribute(
      "href",
      "/fr/contacto",
    );
  });

  test("opens the Proyectos dropdown from the keyboard, listing the sector pages", async ({ page }) => {
    await gotoHydrated(page, "/");
    const trigger = page.getByRole("button", { name: "Proyectos" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Proyectos" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText(["Proyectos", ...sectors]);
    await expect(menu.getByRole("link", { name: "Hoteles" })).toHaveAttribute("href", "/hoteles");
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Proyectos" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("shows a visible focus ring on the keyboard's first stop", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Saltar al contenido" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
    expect(outline).not.toBe("none");
  });
});

test.describe("the search palette", () => {
  test("finds pages by name, grouped, and goes to the chosen one", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Buscar" }).click();
    const dialog = page.getByRole("dialog", { name: "Buscar en el sitio" });
    const input = dialog.getByPlaceholder("Buscar páginas...");
    await expect(input).toBeFocused();
    for (const group of ["Navegación", "Sectores", "Profesionales", "General"]) {
      await expect(dialog.getByText(group, { exact: true })).toBeVisible();
    }
    await input.fill("zzzz");
    await expect(dialog.getByText("No se encontraron resultados.")).toBeVisible();
    await input.fill("hotel");
    await expect(dialog.getByRole("option", { name: "Hoteles" })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/hoteles$/);
    await expect(dialog).toBeHidden();
  });

  test("opens with Ctrl+K and Cmd+K, closes with Escape, and stays open when that close's event comes late", async ({
    page,
  }) => {
    await gotoHydrated(page, "/en");
    await page.locator("body").click({ position: { x: 5, y: 300 } });
    await page.keyboard.press("Control+k");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByPlaceholder("Search pages...")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.keyboard.press("Meta+k");
    await expect(dialog).toBeVisible();
    // The browser queues a dialog's close event; a key pressed meanwhile can run first (input goes
    // ahead of other tasks on a busy phone). Here the Escape's close event arrives after the reopening.
    await dialog.dispatchEvent("close");
    // Two frames: React has handled the event and run its effects (which would close the dialog).
    await twoFramesLater(page);
    await expect(dialog.getByPlaceholder("Search pages...")).toBeVisible();
  });

  test("navigates with the arrow keys and Enter", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.keyboard.press("Control+k");
    // The list starts on its first entry, Inicio; one step down is Proyectos.
    await expect(page.getByRole("option", { name: "Inicio" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("option", { name: "Proyectos" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/proyectos$/);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the menu shows Muestrarios and Personalización and closes when a link is tapped", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Abrir menú" }).tap();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Personalización" })).toBeVisible();
    await menu.getByRole("link", { name: "Muestrarios" }).tap();
    await expect(page).toHaveURL(/\/muestrarios$/);
    await expect(menu).toBeHidden();
  });

  test("the page never scrolls sideways", async ({ page }) => {
    for (const url of ["/", "/en", "/de"]) {
      await page.goto(url);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, url).toBeLessThanOrEqual(0);
    }
  });
});
