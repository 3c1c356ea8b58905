import type { Page } from "@playwright/test";
import { atRest, expect, reachAndHydrate, test } from "./fixtures";

/**
 * The region's places for a reader who never touches the page: its scripts start only at the
 * visitor's first reach (docs/decisions/026-scripts-when-the-visitor-reaches.md), so what the
 * region allows must show, and what it does not must stay hidden, without them. Nothing here moves
 * the pointer, presses a key or touches the screen until a test says it reaches for the page.
 */

/** As the trusted proxy in front of the site appends it: the United States, and Spain. */
const fromTheUnitedStates = "10.0.0.1, 8.8.8.8";
const fromSpain = "10.0.0.1, 80.58.61.250";

/** The gated places, and the gated page's 'checking', as a reader finds them in the document. */
const places = {
  nbaa: { selector: "#events h3", text: "NBAA Las Vegas 2024" },
  aviationCard: { selector: "#contract h3", text: "Aviación" },
  jetsLink: { selector: 'header [popover] a[href="/jets-privados"]', text: "Jets privados" },
  jetsPage: { selector: "main h1", text: "Alfombras a medida para cabinas excepcionales" },
  checking: { selector: "main h1", text: "Verificando disponibilidad" },
};
type Place = keyof typeof places;

/**
 * Records on every page the context opens, from its first frame on (before each paint, and at each
 * change to the document), what became of each place once it was in the document: `shown` (visible
 * as it came), `hidden` (in the document, never visible), or `hidden, then shown` (it popped in).
 */
async function watchPlaces(page: Page) {
  await page.addInitScript((watched) => {
    if (!location.protocol.startsWith("http")) return;
    const seen: Record<string, string> = {};
    (window as unknown as { __places: Record<string, string> }).__places = seen;
    const look = () => {
      for (const [name, { selector, text }] of Object.entries(watched)) {
        if (seen[name]?.endsWith("shown")) continue;
        const found = [...document.querySelectorAll(selector)].filter((element) => element.textContent?.includes(text));
        if (found.length === 0) continue;
        const shown = found.some((element) => element.checkVisibility({ visibilityProperty: true }));
        if (shown) seen[name] = seen[name] === "hidden" ? "hidden, then shown" : "shown";
        else seen[name] = "hidden";
      }
    };
    const everyFrame = () => {
      look();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
    new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
  }, places);
}

/** What became of each watched place so far (`watchPlaces`). */
const placesSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __places: Partial<Record<Place, string>> }).__places);

/** The gated places the page has shown so far, however briefly ('checking' is not one). */
const gatedPlacesShown = async (page: Page) =>
  Object.entries(await placesSeen(page))
    .filter(([place, what]) => place !== "checking" && what !== "hidden")
    .map(([place]) => place);

/** The page has requested none of its scripts and React has not run: the reader never reached for it. */
async function expectUntouched(page: Page) {
  const scripts = await page.evaluate(
    () =>
      performance.getEntriesByType("resource").filter((entry) => new URL(entry.name).pathname.endsWith(".js")).length,
  );
  expect(scripts, "scripts requested").toBe(0);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
}

/**
 * Opens the header's Proyectos menu as the browser does, on its popover attribute, with no pointer
 * or key (nothing that starts the page's scripts), and tells at once whether Jets Privados is in
 * it and how tall it is.
 */
function openProjectsMenu(page: Page) {
  return page
    .getByRole("banner")
    .getByRole("button", { name: "Proyectos" })
    .evaluate((button: HTMLButtonElement) => {
      button.click();
      const menu = button.popoverTargetElement as HTMLElement;
      const jets = menu.querySelector('a[href="/jets-privados"]');
      return {
        open: menu.matches(":popover-open"),
        jetsShown: jets?.checkVisibility({ visibilityProperty: true }) ?? false,
        height: menu.getBoundingClientRect().height,
      };
    });
}

const projectsMenu = (page: Page) => page.getByRole("navigation", { name: "Proyectos" });

test.describe("a reader from an allowed country who never touches the page", () => {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": fromTheUnitedStates });
  });

  test("sees the NBAA news on the home page, and Jets Privados in the Proyectos menu as it opens", async ({ page }) => {
    await page.goto("/");
    await atRest(page);
    await expect(page.locator("#events").getByRole("heading", { name: "NBAA Las Vegas 2024" })).toBeVisible();
    const menu = await openProjectsMenu(page);
    expect(menu).toMatchObject({ open: true, jetsShown: true });
    await expect(projectsMenu(page).getByRole("link", { name: "Jets privados" })).toBeVisible();
    await expectUntouched(page);
    // Once the page has hydrated (the reader reaches for it at last), all of it is still there.
    await reachAndHydrate(page);
    await expect(page.locator("#events").getByRole("heading", { name: "NBAA Las Vegas 2024" })).toBeVisible();
    await expect(projectsMenu(page).getByRole("link", { name: "Jets privados" })).toBeVisible();
  });

  test("sees the aviation card of the contract section, from the first frame once the visit has its answer", async ({
    page,
  }) => {
    const checks: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/region") checks.push(request.url());
    });
    await page.goto("/contract");
    await atRest(page);
    await expect(page.locator("#contract").getByRole("heading", { name: "Aviación" })).toBeVisible();
    await expectUntouched(page);
    // The next page takes the visit's answer: the card is there as the page first paints.
    await watchPlaces(page);
    await page.goto("/contract");
    await expect(page.locator("#contract").getByRole("heading", { name: "Aviación" })).toBeVisible();
    expect((await placesSeen(page)).aviationCard).toBe("shown");
    expect(checks).toHaveLength(1);
    await expectUntouched(page);
  });

  test("finds the Proyectos menu, opened while the check runs, with Jets Privados' place kept, never growing", async ({
    page,
  }) => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route("**/api/region", async (route) => {
      await answered;
      await route.continue();
    });
    const asked = page.waitForRequest("**/api/region");
    await page.goto("/");
    await asked;
    const whileChecking = await openProjectsMenu(page);
    expect(whileChecking).toMatchObject({ open: true, jetsShown: false });
    answer();
    await expect(projectsMenu(page).getByRole("link", { name: "Jets privados" })).toBeVisible();
    const menu = await projectsMenu(page).evaluate((nav) => nav.closest("[popover]")?.getBoundingClientRect().height);
    expect(menu).toBe(whileChecking.height);
    await expectUntouched(page);
  });

  test("opens /jets-privados and reads it without its scripts; coming back, never sees 'checking'", async ({
    page,
  }) => {
    await page.goto("/jets-privados");
    await atRest(page);
    await expect(
      page.getByRole("heading", { level: 1, name: "Alfombras a medida para cabinas excepcionales" }),
    ).toBeVisible();
    await expect(page.locator("#beneficios")).toBeVisible();
    await expect(page.getByText("Verificando disponibilidad")).toBeHidden();
    await expectUntouched(page);
    await watchPlaces(page);
    await page.goto("/jets-privados");
    await expect(
      page.getByRole("heading", { level: 1, name: "Alfombras a medida para cabinas excepcionales" }),
    ).toBeVisible();
    const seen = await placesSeen(page);
    expect(seen.jetsPage).toBe("shown");
    expect(seen.checking ?? "hidden").toBe("hidden");
    await expectUntouched(page);
  });
});

test.describe("a reader from elsewhere who never touches the page", () => {
  test("never sees a gated place, from the first frame on, and is told /jets-privados is not for them", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": fromSpain });
    await watchPlaces(page);
    await page.goto("/");
    await atRest(page);
    await expect(page.locator("#events").getByRole("heading", { name: "Feria del Mueble de Yecla" })).toBeVisible();
    expect(await openProjectsMenu(page)).toMatchObject({ open: true, jetsShown: false });
    await expect(projectsMenu(page).getByRole("link", { name: "Hoteles" })).toBeVisible();
    expect(await gatedPlacesShown(page)).toEqual([]);
    await expectUntouched(page);

    await page.goto("/contract");
    await atRest(page);
    await expect(page.locator("#contract").getByRole("heading", { name: "Hoteles" })).toBeVisible();
    expect(await gatedPlacesShown(page)).toEqual([]);

    await page.goto("/jets-privados");
    await expect(page.getByRole("heading", { level: 1, name: "Contenido No Disponible" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Volver al inicio" })).toBeVisible();
    expect(await gatedPlacesShown(page)).toEqual([]);
    await expectUntouched(page);

    // Nor once the pages have hydrated.
    await page.goto("/");
    await reachAndHydrate(page);
    await page.getByRole("banner").getByRole("button", { name: "Proyectos" }).click();
    await expect(projectsMenu(page).getByRole("link", { name: "Hoteles" })).toBeVisible();
    expect(await gatedPlacesShown(page)).toEqual([]);
  });
});
