import type { Page } from "@playwright/test";
import { consentRevision } from "../../app/consent/consent";
import { axeOf } from "./axe";
import { expect, gotoHydrated, holdHydration, reachAndHydrate, test, twoFramesLater } from "./fixtures";
import { analyticsScriptUrl } from "./settings";

// A first-time visitor: no stored choice.
test.use({ storedConsent: null });

// The analytics server of the test build is a stand-in: its script is answered here.
test.beforeEach(async ({ page }) => {
  await page.route(`${new URL(analyticsScriptUrl).origin}/**`, (route) =>
    route.fulfill({ contentType: "text/javascript", body: "" }),
  );
});

const stored = (page: Page) =>
  page.evaluate(() => ({
    consent: JSON.parse(localStorage.getItem("cookieConsent") ?? "null"),
    date: localStorage.getItem("cookieConsentDate"),
  }));

const banner = (page: Page) => page.getByRole("region", { name: "Tu privacidad" });

test.describe("the cookie banner", () => {
  test("appears 1 s after load, not before", async ({ page }) => {
    // Measured in the page, from the navigation's start: on a slow machine the test's own view
    // of "hydrated" or "loaded" can come after the banner's second has passed.
    await page.addInitScript(() => {
      // Drawn below the screen's edge first, it is shown (data-shown, no longer inert) after its second.
      new MutationObserver((_, observer) => {
        if (!document.querySelector('section[aria-labelledby="consent-title"][data-shown]')) return;
        (window as unknown as { bannerAt: number }).bannerAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    await page.goto("/");
    // Loading and hydrating can take a few seconds on a busy machine; the second is counted in the page.
    await expect(banner(page)).toBeVisible({ timeout: 10_000 });
    const bannerAt = await page.evaluate(() => (window as unknown as { bannerAt: number }).bannerAt);
    expect(bannerAt).toBeGreaterThanOrEqual(1000);
  });

  test("'Aceptar todas' stores the four categories on, with the time, and never shows again", async ({ page }) => {
    await gotoHydrated(page, "/");
    await banner(page).getByRole("button", { name: "Aceptar todas" }).click();
    await expect(banner(page)).toHaveCount(0);
    const { consent, date } = await stored(page);
    expect(consent).toEqual({ necessary: true, analytics: true, personalization: true, thirdParty: true });
    expect(new Date(date ?? "").toISOString()).toBe(date);
    // The page again, on a clock the test moves past the second the banner would wait.
    await page.clock.install();
    await page.reload();
    await page.clock.runFor(1_500);
    await expect(banner(page)).toHaveCount(0);
  });

  test("shows and answers without the page's scripts: 'Aceptar todas' while they still load hides it at once, and it stays hidden once they run", async ({
    page,
  }) => {
    await page.clock.install(); // moved past the banner's second once the scripts have run
    const release = await holdHydration(page);
    await page.route(`${new URL(analyticsScriptUrl).origin}/**`, (route) =>
      route.fulfill({ contentType: "text/javascript", body: "" }),
    );
    await page.goto("/historia");
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole("button", { name: "Aceptar todas" }).click();
    await expect(banner(page)).toBeHidden();
    expect((await stored(page)).consent).toEqual({
      necessary: true,
      analytics: true,
      personalization: true,
      thirdParty: true,
    });
    expect(await page.locator("html[data-react-listening]").count()).toBe(0);
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.clock.runFor(1_500);
    await expect(banner(page)).toHaveCount(0);
  });

  test("'Solo necesarias' is offered as plainly as accepting and stores the others off", async ({ page }) => {
    await gotoHydrated(page, "/");
    const reject = banner(page).getByRole("button", { name: "Solo necesarias" });
    const accept = banner(page).getByRole("button", { name: "Aceptar todas" });
    expect(await reject.getAttribute("class")).toBe(await accept.getAttribute("class"));
    await reject.click();
    expect((await stored(page)).consent).toEqual({
      necessary: true,
      analytics: false,
      personalization: false,
      thirdParty: false,
    });
    await expect(banner(page)).toHaveCount(0);
  });

  test("links to the cookie policy in a new tab", async ({ page }) => {
    await gotoHydrated(page, "/");
    const link = banner(page).getByRole("link", { name: /Política de cookies/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("href", "/politica-cookies");
  });

  test("'Configurar' opens a dialog with a switch per category, none pre-ticked, necessary locked on", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const configure = banner(page).getByRole("button", { name: "Configurar" });
    await configure.click();
    const dialog = page.getByRole("dialog", { name: "Configuración de cookies" });
    await expect(dialog).toBeVisible();
    const maxHeight = await dialog.evaluate((element) => getComputedStyle(element).maxHeight);
    expect(Number.parseFloat(maxHeight)).toBeCloseTo(0.8 * 900, 0);
    const switches = dialog.getByRole("switch");
    await expect(switches).toHaveCount(4);
    await expect(dialog.getByRole("switch", { name: "Necesarias" })).toBeDisabled();
    await expect(dialog.getByRole("switch", { name: "Necesarias" })).toHaveAttribute("aria-checked", "true");
    for (const name of ["Analítica", "Personalización", "Terceros"])
      await expect(dialog.getByRole("switch", { name })).toHaveAttribute("aria-checked", "false");
    // Focus is inside the dialog; Escape cancels, nothing is stored, focus goes back.
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(configure).toBeFocused();
    expect((await stored(page)).consent).toBeNull();
    await expect(banner(page)).toBeVisible();

    await configure.click();
    await dialog.getByRole("switch", { name: "Analítica" }).click();
    await dialog.getByRole("button", { name: "Guardar preferencias" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    expect((await stored(page)).consent).toEqual({
      necessary: true,
      analytics: true,
      personalization: false,
      thirdParty: false,
    });
  });

  test("is clean for screen readers and keyboards (axe), banner and dialog", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(banner(page)).toBeVisible();
    const check = async () => {
      const results = await axeOf(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
    };
    expect(await check()).toEqual([]);
    await banner(page).getByRole("button", { name: "Configurar" }).click();
    expect(await check()).toEqual([]);
  });

  test("never covers the element a keyboard user has focused", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/contacto");
    await expect(banner(page)).toBeVisible();
    const bannerTop = await banner(page).evaluate((element) => element.getBoundingClientRect().top);
    let sawFooter = false;
    for (let step = 0; step < 200; step += 1) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return null;
        const rect = element.getBoundingClientRect();
        return {
          inBanner: Boolean(element.closest("[aria-labelledby='consent-title']")),
          inFooter: Boolean(element.closest("footer")),
          bottom: rect.bottom,
          label: element.textContent?.trim().slice(0, 40),
        };
      });
      if (!focused) continue;
      if (focused.inBanner) break;
      sawFooter ||= focused.inFooter;
      expect(focused.bottom, `"${focused.label}" is behind the banner`).toBeLessThanOrEqual(bannerTop);
    }
    // The walk went down the whole page to the footer before reaching the banner's own buttons.
    expect(sawFooter).toBe(true);
  });

  test("asks again when the stored choice is older than 12 months", async ({ page }) => {
    await page.addInitScript((revision) => {
      localStorage.setItem(
        "cookieConsent",
        JSON.stringify({ necessary: true, analytics: true, personalization: true, thirdParty: true }),
      );
      localStorage.setItem("cookieConsentDate", new Date(Date.now() - 400 * 86_400_000).toISOString());
      localStorage.setItem("cookieConsentRevision", revision);
    }, String(consentRevision));
    await gotoHydrated(page, "/");
    await expect(banner(page)).toBeVisible();
  });
});

test.describe("consent afterwards", () => {
  test("the footer's cookie settings reopen the dialog with the current choices, and withdrawing removes the map", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contacto");
    await banner(page).getByRole("button", { name: "Aceptar todas" }).click();
    await expect(page.locator("#contact iframe")).toBeVisible();
    await page.getByRole("contentinfo").getByRole("button", { name: "Configuración de cookies" }).click();
    const dialog = page.getByRole("dialog", { name: "Configuración de cookies" });
    await expect(dialog.getByRole("switch", { name: "Terceros" })).toHaveAttribute("aria-checked", "true");
    await dialog.getByRole("switch", { name: "Terceros" }).click();
    await dialog.getByRole("button", { name: "Guardar preferencias" }).click();
    // The frame no longer shows nor loads the map.
    await expect(page.locator("#contact iframe")).toBeHidden();
    await expect(page.locator("#contact iframe")).not.toHaveAttribute("src");
    await expect(page.locator("#contact").getByRole("button", { name: "Mostrar el mapa" })).toBeVisible();
  });
});

test.describe("the map", () => {
  test("loads nothing from a third party before consent; its button gives that consent and loads it", async ({
    page,
  }) => {
    const outside: string[] = [];
    page.on("request", (request) => {
      const host = new URL(request.url()).hostname;
      if (host !== "127.0.0.1" && host !== "localhost") outside.push(request.url());
    });
    await gotoHydrated(page, "/contacto");
    await twoFramesLater(page);
    const contact = page.locator("#contact");
    await expect(contact.locator("iframe")).toBeHidden();
    await expect(contact.locator("iframe")).not.toHaveAttribute("src");
    expect(outside).toEqual([]);
    await contact.getByRole("button", { name: "Mostrar el mapa" }).click();
    const frame = contact.locator("iframe");
    await expect(frame).toHaveAttribute("src", /openstreetmap\.org\/export\/embed/);
    expect((await frame.boundingBox())?.height).toBe(256);
    expect((await stored(page)).consent.thirdParty).toBe(true);
  });

  test("nothing optional loads on the home page before consent", async ({ page }) => {
    const outside: string[] = [];
    page.on("request", (request) => {
      const host = new URL(request.url()).hostname;
      if (host !== "127.0.0.1" && host !== "localhost") outside.push(request.url());
    });
    await gotoHydrated(page, "/");
    await expect(banner(page)).toBeVisible();
    await page.mouse.wheel(0, 20_000);
    await twoFramesLater(page);
    expect(outside).toEqual([]);
  });
});

test.describe("analytics", () => {
  test("the analytics script loads only with analytics consent, and withdrawing it removes it", async ({ page }) => {
    const requested: string[] = [];
    await page.route(`${new URL(analyticsScriptUrl).origin}/**`, (route) => {
      requested.push(route.request().url());
      return route.fulfill({
        contentType: "text/javascript",
        body: "window.analyticsRuns = (window.analyticsRuns || 0) + 1;",
      });
    });
    const script = page.locator(`script[src="${analyticsScriptUrl}"]`);

    await gotoHydrated(page, "/");
    await expect(banner(page)).toBeVisible();
    expect(requested).toEqual([]);
    await expect(script).toHaveCount(0);

    await banner(page).getByRole("button", { name: "Configurar" }).click();
    const dialog = page.getByRole("dialog", { name: "Configuración de cookies" });
    await dialog.getByRole("switch", { name: "Analítica" }).click();
    await dialog.getByRole("button", { name: "Guardar preferencias" }).click();
    await expect(script).toHaveAttribute("data-domain", "localhost");
    await expect.poll(() => page.evaluate(() => (window as { analyticsRuns?: number }).analyticsRuns)).toBe(1);
    expect(requested).toEqual([analyticsScriptUrl]);

    // A returning visitor who allowed analytics gets it on every page, without the banner.
    await gotoHydrated(page, "/contacto");
    await expect(script).toHaveCount(1);
    // Its request follows the element (on a busy machine, after the hydration has been seen).
    await expect.poll(() => requested.length).toBe(2);
    await expect.poll(() => page.evaluate(() => (window as { analyticsRuns?: number }).analyticsRuns)).toBe(1);

    await page.getByRole("contentinfo").getByRole("button", { name: "Configuración de cookies" }).click();
    await dialog.getByRole("switch", { name: "Analítica" }).click();
    await Promise.all([
      page.waitForEvent("load"),
      dialog.getByRole("button", { name: "Guardar preferencias" }).click(),
    ]);
    await reachAndHydrate(page);
    await expect(script).toHaveCount(0);
    expect(await page.evaluate(() => (window as { analyticsRuns?: number }).analyticsRuns)).toBeUndefined();
    expect(requested).toHaveLength(2);
    expect((await stored(page)).consent.analytics).toBe(false);
  });
});
