import type { Browser, Page } from "@playwright/test";
import { atRest, expect, holdHydration, launchWithoutScripts, reachAndHydrate, reachFor, test } from "./fixtures";

/**
 * What a visitor sees before the page's scripts have started (they start only at the first reach:
 * docs/decisions/026-scripts-when-the-visitor-reaches.md) is what is true for them: a browser that
 * runs scripts is never told that something needs JavaScript, and its controls answer the first
 * tap; a browser that runs none gets the honest message and no dead control.
 */

const configurator = "/en/configurador";
const design = "/en/colecciones/alcazar";
const roomNeedsScript = {
  configurator: "Seeing the rug in your room needs JavaScript",
  design: "Seeing this design in your room needs JavaScript",
};
const roomButton = (page: Page) => page.getByRole("button", { name: "See it in your room", exact: true });
const roomView = (page: Page) => page.getByRole("dialog", { name: "Your rug in your room" });
const listening = (page: Page) => page.locator("html[data-react-listening]");

/** The map's frame loads a stand-in: the tests never reach the internet. */
async function standInForTheMap(page: Page) {
  await page.route("https://www.openstreetmap.org/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map</p>" }),
  );
}

test.describe("a visitor whose browser runs scripts and who never touches the page", () => {
  for (const [path, sentence] of [
    [configurator, roomNeedsScript.configurator],
    [design, roomNeedsScript.design],
  ] as const) {
    test(`sees the room view's button on ${path}, never that it needs JavaScript`, async ({ page }) => {
      await page.goto(path);
      await atRest(page);
      // Untouched: the page's scripts have not started, and still the control is there.
      await expect(listening(page)).toHaveCount(0);
      await expect(roomButton(page)).toBeVisible();
      await expect(page.locator("p", { hasText: sentence })).toHaveCount(0);
      await expect(page.getByText(sentence)).toBeHidden();
    });
  }
});

test("an address written by hand keeps the notices of what the server left out once the page's scripts start", async ({
  page,
}) => {
  // A width that is no number and a colour code the collection does not have: the server draws
  // the nearest rug it can make and says what it changed. The browser holds the width field as
  // empty, which is no choice of the visitor's, so the page's scripts keep the server's notices.
  const notices = [
    page.getByText("Algún código de color no existe en nuestra colección y lo hemos quitado."),
    page.getByText("Escribe un número entre 40 y 3000."),
  ];
  await page.goto("/configurador?w=abc&c=ZZ99&c=SA04");
  await expect(listening(page)).toHaveCount(0);
  for (const notice of notices) await expect(notice).toBeVisible();
  await reachAndHydrate(page);
  await expect(listening(page)).toHaveCount(1);
  for (const notice of notices) await expect(notice).toBeVisible();
  await expect(page).toHaveURL(/\?w=abc&c=ZZ99&c=SA04$/);
});

test.describe("a visitor whose browser runs no scripts", () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchWithoutScripts();
  });
  test.afterAll(async () => browser.close());

  test("is told the room view needs JavaScript, with no button that would do nothing, and the map without a dead button", async ({
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      for (const [path, sentence] of [
        [configurator, roomNeedsScript.configurator],
        [design, roomNeedsScript.design],
      ] as const) {
        await page.goto(path);
        // Playwright's text matching skips <noscript>: the paragraph inside it is found by its tag.
        await expect(page.locator("p", { hasText: sentence })).toBeVisible();
        await expect(roomButton(page)).toBeHidden();
        // Nor any other control only scripts answer (the search, the cookie settings).
        await expect(page.locator("[data-needs-script]:visible")).toHaveCount(0);
      }
      await page.goto("/en/contacto");
      const contact = page.locator("#contact");
      await expect(contact.getByText("The map is served by OpenStreetMap")).toBeVisible();
      await expect(contact.getByRole("button", { name: "Show the map" })).toBeHidden();
      await expect(contact.locator("iframe")).toBeHidden();
      await expect(contact.getByRole("link", { name: "Open in maps" })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test.describe("the room view's first tap", () => {
  test("a keyboard-only visitor tabs to the button and presses Enter while the page still loads: the room view opens", async ({
    page,
  }) => {
    // A slow phone's first seconds: the page's scripts arrive only when released.
    const release = await holdHydration(page);
    await page.goto(configurator);
    let found = false;
    for (let step = 0; step < 80 && !found; step += 1) {
      await page.keyboard.press("Tab");
      found = await page.evaluate(() => document.activeElement?.textContent?.trim() === "See it in your room");
    }
    expect(found, "the room view's button is reached with Tab").toBe(true);
    await page.keyboard.press("Enter");
    await expect(listening(page)).toHaveCount(0);
    release();
    await expect(roomView(page)).toBeVisible({ timeout: 15_000 });
  });

  test("a tap with no pointer movement before it, before the page answers, opens the room view on a design's page", async ({
    page,
  }) => {
    const release = await holdHydration(page);
    await page.goto(design);
    await expect(roomButton(page)).toBeVisible();
    // A finger's tap: no pointer moves over the page first.
    await roomButton(page).dispatchEvent("click");
    await expect(listening(page)).toHaveCount(0);
    release();
    await expect(roomView(page)).toBeVisible({ timeout: 15_000 });
  });
});

test.describe("a design's pictures", () => {
  for (const [path, main] of [
    ["/colecciones/alcazar", "Alfombra Alcázar en el color Arena, vista entera desde arriba"],
    [design, "The Alcázar rug in Sand, seen whole from above"],
  ] as const) {
    test(`are described in the page's language (${path})`, async ({ page }) => {
      await page.goto(path);
      const gallery = page.getByRole("region", { name: /Alcázar/ }).first();
      const pictures = gallery.locator("img");
      await expect(pictures).toHaveCount(3);
      await expect(pictures.first()).toHaveAttribute("alt", main);
      for (const picture of await pictures.all()) expect(await picture.getAttribute("alt")).toMatch(/Alcázar/);
      // The picture is named once: the link that enlarges it says so, with the picture's words.
      await expect(gallery.getByRole("link").first()).toHaveAccessibleName(new RegExp(`${main}$`));
    });
  }
});

test.describe("the contact page's map", () => {
  test.use({ storedConsent: { necessary: true, analytics: false, personalization: false, thirdParty: true } });

  test("is shown from the first paint to a visitor who allowed third-party content, without touching the page", async ({
    page,
  }) => {
    await standInForTheMap(page);
    await page.goto("/contacto");
    const contact = page.locator("#contact");
    await expect(contact.getByTitle("Mapa de la ubicación de la fábrica")).toBeVisible();
    await expect(contact.locator("iframe")).toHaveAttribute("src", /openstreetmap\.org\/export\/embed/);
    await expect(contact.getByRole("button", { name: "Mostrar el mapa" })).toBeHidden();
    await expect(listening(page)).toHaveCount(0);
  });
});

test.describe("the contact page's map without third-party consent", () => {
  test("shows the placeholder and loads nothing from a third party, without touching the page", async ({ page }) => {
    const outside: string[] = [];
    page.on("request", (request) => {
      const host = new URL(request.url()).hostname;
      if (host !== "127.0.0.1" && host !== "localhost") outside.push(request.url());
    });
    await page.goto("/contacto");
    const contact = page.locator("#contact");
    await expect(contact.getByRole("button", { name: "Mostrar el mapa" })).toBeVisible();
    await expect(contact.locator("iframe")).toBeHidden();
    await atRest(page);
    expect(outside).toEqual([]);
  });
});

test.describe("the cookie banner, on a clock the test moves", () => {
  test.use({ storedConsent: null });

  const banner = (page: Page) => page.locator("section[data-consent-banner]");
  /**
   * How far the page's clock is from a second after its load event. The clock stands still until
   * the test moves it, so the page loads at the instant its document started.
   */
  const toDue = (page: Page) =>
    page.evaluate(() => (window as unknown as { documentStart: number }).documentStart + 1000 - performance.now());

  /** The banner is still below the screen's edge a millisecond before `due`, and slides up at it. */
  async function expectBannerAt(page: Page, due: number) {
    await page.clock.runFor(due - 1);
    await expect(banner(page)).not.toHaveAttribute("data-shown", "");
    await page.clock.runFor(1);
    await expect(banner(page)).toHaveAttribute("data-shown", "");
    await expect(page.getByRole("region", { name: "Your privacy" })).toBeVisible();
  }

  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: new Date("2027-03-01T10:00:00Z") });
    await page.clock.pauseAt(new Date("2027-03-01T10:00:01Z"));
    await page.addInitScript(() => {
      (window as unknown as { documentStart: number }).documentStart = performance.now();
    });
  });

  test("slides up one second after load for a visitor who never touches the page", async ({ page }) => {
    await page.goto("/en/historia");
    const due = await toDue(page);
    expect(due).toBe(1000);
    await expectBannerAt(page, due);
  });

  test("slides up one second after load, not a second after the page's scripts start", async ({ page }) => {
    await page.goto("/en/historia");
    // The visitor reaches for the page a moment after load: its scripts start (after a frame).
    await reachFor(page);
    await page.clock.runFor(100);
    await listening(page).waitFor({ state: "attached" });
    const due = await toDue(page);
    expect(due).toBeGreaterThan(0);
    expect(due).toBeLessThanOrEqual(900);
    await expectBannerAt(page, due);
  });

  test("once shown, stays shown while the page's scripts start", async ({ page }) => {
    await page.goto("/en/historia");
    await page.clock.runFor(await toDue(page));
    await expect(banner(page)).toHaveAttribute("data-shown", "");
    await reachFor(page);
    await page.clock.runFor(100);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.clock.runFor(2000);
    await expect(banner(page)).toHaveAttribute("data-shown", "");
    await expect(page.getByRole("region", { name: "Your privacy" })).toBeVisible();
  });
});
