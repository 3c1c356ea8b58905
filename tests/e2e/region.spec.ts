import type { Page } from "@playwright/test";
import { expect, newContext, reachFor, test } from "./fixtures";

/**
 * One region check drives four places: the Jets Privados link (Proyectos menu and
 * search palette), the aviation card of the contract section, the NBAA news item and the
 * /jets-privados page. Each journey starts on the gated page, waits for its verdict, then
 * follows links to the other places: each is a new document, and the answer is kept for the
 * visit (session storage), so all of them answer to that one check.
 */

/** Counts the page's calls to the region endpoint. */
function countRegionChecks(page: Page) {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/region") calls.push(request.url());
  });
  return calls;
}

async function expectJetsLink(page: Page, shown: boolean) {
  await page.getByRole("banner").getByRole("button", { name: "Proyectos" }).click();
  const menu = page.getByRole("navigation", { name: "Proyectos" });
  await expect(menu.getByRole("link", { name: "Hoteles" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Jets privados" })).toHaveCount(shown ? 1 : 0);
  await page.keyboard.press("Escape");

  await page.getByRole("banner").getByRole("button", { name: "Buscar" }).click();
  const palette = page.getByRole("dialog", { name: "Buscar en el sitio" });
  await expect(palette.getByRole("option", { name: "Hoteles" })).toBeVisible();
  await expect(palette.getByRole("option", { name: "Jets privados" })).toHaveCount(shown ? 1 : 0);
  await page.keyboard.press("Escape");
  await expect(palette).toBeHidden();
}

async function expectOtherPlaces(page: Page, shown: boolean) {
  // Home: the NBAA news item (id 4).
  await page
    .getByRole("banner")
    .getByRole("link", { name: /ir a la página de inicio/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
  // The page asks where the visitor is once they reach for it (scrolling down to the news).
  await reachFor(page);
  await expect(page.locator("#events").getByRole("heading", { name: /Yecla/ })).toBeVisible();
  await expect(page.locator("#events").getByRole("heading", { name: "NBAA Las Vegas 2024" })).toHaveCount(
    shown ? 1 : 0,
  );
  // The contract section: the aviation card.
  await page.getByRole("contentinfo").getByRole("link", { name: "Contract" }).click();
  await expect(page).toHaveURL(/\/contract$/);
  await reachFor(page);
  const contract = page.locator("#contract");
  await expect(contract.getByRole("heading", { name: "Hoteles" })).toBeVisible();
  await expect(contract.getByRole("heading", { name: "Aviación" })).toHaveCount(shown ? 1 : 0);
}

test.describe("the region gate", () => {
  test("from loopback, which has no country, hides all four places", async ({ page }) => {
    const checks = countRegionChecks(page);
    await page.goto("/jets-privados");
    await expect(page.getByRole("heading", { level: 1, name: "Contenido No Disponible" })).toBeVisible();
    await expect(
      page.getByText("exclusivamente para clientes en Estados Unidos, Alemania, Suiza e Inglaterra"),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
    await expectJetsLink(page, false);
    await expectOtherPlaces(page, false);
    expect(checks).toHaveLength(1);
  });

  test("says it is checking before the verdict, and the page never shows before it", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/region", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/jets-privados");
    await expect(page.getByRole("heading", { level: 1, name: "Verificando disponibilidad..." })).toBeVisible();
    // The page is in the HTML for every visitor, and shown to none of them yet.
    await expect(page.locator("main img").filter({ visible: true })).toHaveCount(0);
    await expect(page.locator("#beneficios")).toBeHidden();
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Contenido No Disponible" })).toBeVisible();
  });

  test("with geo-dev-mode, shows all four places without asking the server", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("geo-dev-mode", "true"));
    const checks = countRegionChecks(page);
    await page.goto("/jets-privados");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Contenido No Disponible|Verificando/);
    await expect(page.locator("#beneficios")).toBeVisible();
    await expectJetsLink(page, true);
    await expectOtherPlaces(page, true);
    expect(checks).toHaveLength(0);
  });

  test("behind a trusted proxy, a visitor from the United States sees all four places", async ({ browser }) => {
    const context = await newContext(browser, { extraHTTPHeaders: { "X-Forwarded-For": "10.0.0.1, 8.8.8.8" } });
    const page = await context.newPage();
    const checks = countRegionChecks(page);
    await page.goto("/jets-privados");
    await expect(page.locator("#beneficios")).toBeVisible();
    await expectJetsLink(page, true);
    await expectOtherPlaces(page, true);
    expect(checks).toHaveLength(1);
    await context.close();
  });

  test("behind a trusted proxy, a visitor from Spain sees none of them, even writing a US address first", async ({
    browser,
  }) => {
    // The visitor sends "X-Forwarded-For: 8.8.8.8"; the proxy appends the address it saw.
    const context = await newContext(browser, { extraHTTPHeaders: { "X-Forwarded-For": "8.8.8.8, 80.58.61.250" } });
    const page = await context.newPage();
    await page.goto("/jets-privados");
    await expect(page.getByRole("heading", { level: 1, name: "Contenido No Disponible" })).toBeVisible();
    await expectJetsLink(page, false);
    await context.close();
  });

  test("in English, says so in English", async ({ page }) => {
    await page.goto("/en/jets-privados");
    await expect(page.getByRole("heading", { level: 1, name: "Content Not Available" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/en");
  });

  test("when the check fails, logs it and says the content is not available in the region", async ({
    page,
    pageErrors,
  }) => {
    await page.route("**/api/region", (route) =>
      route.fulfill({ status: 503, json: { country: null, allowed: false } }),
    );
    await page.goto("/jets-privados");
    await expect(page.getByRole("heading", { level: 1, name: "Contenido No Disponible" })).toBeVisible();
    await expect(page.getByText("No disponible en tu región")).toBeVisible();
    // The failure is logged to the console; those are the only errors expected here.
    expect(pageErrors.filter((error) => !/503|Region check failed/.test(error))).toEqual([]);
    pageErrors.length = 0;
  });
});

test.describe("without JavaScript, where the region cannot be checked", () => {
  test.use({ javaScriptEnabled: false });

  test("nothing gated shows, and the private jets page shows neither itself nor a refusal", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#events").getByRole("heading", { name: /Yecla/ })).toBeVisible();
    await expect(page.locator("#events").getByRole("heading", { name: "NBAA Las Vegas 2024" })).toHaveCount(0);
    await page.getByRole("banner").getByRole("button", { name: "Proyectos" }).click();
    const menu = page.getByRole("navigation", { name: "Proyectos" });
    await expect(menu.getByRole("link", { name: "Hoteles" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Jets privados" })).toHaveCount(0);
    await page.goto("/contract");
    await expect(page.locator("#contract").getByRole("heading", { name: "Hoteles" })).toBeVisible();
    await expect(page.locator("#contract").getByRole("heading", { name: "Aviación" })).toHaveCount(0);
    await page.goto("/jets-privados");
    // Its <noscript> note on who the section is for is checked in the HTML
    // (components/site/region-gate.test.tsx): Playwright's browser without JavaScript still parses
    // <noscript> as a browser with scripting does, as text.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verificando disponibilidad...");
    await expect(page.getByRole("heading", { level: 1, name: "Contenido No Disponible" })).toHaveCount(0);
    await expect(page.locator("#beneficios")).toBeHidden();
  });
});

test("GET /api/region answers JSON that is never cached", async ({ request }) => {
  const fromLoopback = await request.get("/api/region");
  expect(fromLoopback.status()).toBe(200);
  expect(fromLoopback.headers()["cache-control"]).toBe("private, no-store");
  expect(await fromLoopback.json()).toEqual({ country: null, allowed: false });
  const fromGermany = await request.get("/api/region", { headers: { "X-Forwarded-For": "193.99.144.80" } });
  expect(await fromGermany.json()).toEqual({ country: "DE", allowed: true });
  for (const hostile of ["garbage", "::1", "1.2.3.4, ".repeat(2000), "\u00ff\u00fe"]) {
    const answer = await request.get("/api/region", { headers: { "X-Forwarded-For": hostile } });
    expect(answer.status(), hostile.slice(0, 20)).toBeLessThan(500);
  }
});
