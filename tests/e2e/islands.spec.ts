import { regionAnswerKey } from "../../app/region/allow-list";
import { atRest, expect, gotoHydrated, holdHydration, reachAndHydrate, test } from "./fixtures";
import { analyticsScriptUrl } from "./settings";

/**
 * Only what answers the visitor is hydrated (docs/decisions/014-hydrate-only-what-answers.md):
 * the page's text stays as the server sent it, its controls still answer, and every link loads
 * its page as a document.
 */
test.describe("a page hydrated only where it answers", () => {
  test("keeps its text as sent, unhydrated, while the header's controls answer", async ({ page }) => {
    await gotoHydrated(page, "/hoteles");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    const hydrated = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$")));
    // The text of the page and the footer's links are the server's HTML, untouched by React...
    expect(await hydrated("main h1")).toBe(false);
    expect(await hydrated("footer a")).toBe(false);
    // ...while the search button is React's, and opens the palette.
    expect(await hydrated("header button[aria-haspopup='dialog']")).toBe(true);
    await page.getByRole("banner").getByRole("button", { name: "Buscar" }).click();
    await expect(page.getByRole("dialog", { name: "Buscar en el sitio" })).toBeVisible();
  });

  test("opens the cookie settings from the footer's static button", async ({ page }) => {
    await gotoHydrated(page, "/historia");
    await page.getByRole("contentinfo").getByRole("button", { name: "Configuración de cookies" }).click();
    await expect(page.getByRole("dialog", { name: "Configuración de cookies" })).toBeVisible();
  });

  test("loads each linked page as a document, with its own header and footer", async ({ page }) => {
    await gotoHydrated(page, "/hoteles");
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Calidad" }).click();
    await expect(page).toHaveURL(/\/calidad$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
    // The language links of the new page lead to the new page, not the one before.
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "English" })).toHaveAttribute(
      "href",
      "/en/calidad",
    );
  });

  test("asks the region once per visit, across page loads", async ({ page }) => {
    const checks: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/region") checks.push(request.url());
    });
    await gotoHydrated(page, "/contract");
    await expect.poll(() => checks.length).toBe(1);
    // The answer is kept once it has come: a page left before that asks again, as it should.
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), regionAnswerKey)).not.toBeNull();
    await gotoHydrated(page, "/");
    await gotoHydrated(page, "/contract");
    expect(checks).toHaveLength(1);
  });

  // The private jets page too: the head's region check shows it, or its refusal, without script.
  for (const path of ["/", "/contacto", "/en/hoteles", "/jets-privados"]) {
    test(`requests no script of ${path} while it loads and while the visitor only looks, and hydrates once they reach for it`, async ({
      page,
    }) => {
      const scriptsRequested = () =>
        page.evaluate(
          () =>
            performance.getEntriesByType("resource").filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
              .length,
        );
      await page.goto(path);
      await atRest(page);
      expect(await scriptsRequested()).toBe(0);
      expect(await page.locator("html[data-hydrated]").count()).toBe(0);
      // The visitor's finger or pointer: the page's modules are requested and it hydrates.
      await reachAndHydrate(page);
      expect(await scriptsRequested()).toBeGreaterThan(3);
    });
  }

  test("a visitor who allows analytics has their page's scripts started at once, so the page view counts", async ({
    page,
    context,
  }) => {
    await context.addInitScript(() => {
      if (!location.protocol.startsWith("http")) return;
      const stored = JSON.parse(localStorage.getItem("cookieConsent") ?? "{}");
      localStorage.setItem("cookieConsent", JSON.stringify({ ...stored, analytics: true }));
    });
    const analytics: string[] = [];
    await page.route(`${new URL(analyticsScriptUrl).origin}/**`, (route) => {
      analytics.push(route.request().url());
      return route.fulfill({ contentType: "text/javascript", body: "" });
    });
    await page.goto("/historia");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect.poll(() => analytics).toEqual([analyticsScriptUrl]);
    const { hero, scripts } = await page.evaluate(() => {
      const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const heroEntry = resources.find((entry) => entry.name === image?.currentSrc);
      const scriptEntries = resources.filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
      return {
        hero: heroEntry?.responseEnd ?? null,
        scripts: scriptEntries.length > 0 ? Math.min(...scriptEntries.map((entry) => entry.startTime)) : null,
      };
    });
    // Still after the hero: the scripts never race it for the phone's connection.
    expect(hero, "the hero image was loaded").not.toBeNull();
    expect(scripts ?? 0).toBeGreaterThanOrEqual(hero ?? Number.POSITIVE_INFINITY);
  });

  test("requests every module of the page at once when it starts them, not one import after another", async ({
    page,
  }) => {
    await gotoHydrated(page, "/hoteles");
    const timing = await page.evaluate(() => {
      const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const find = (name: string) => {
        const pattern = new RegExp(`^/assets/${name}-[\\w-]+\\.js$`);
        const entry = entries.find((one) => pattern.test(new URL(one.name).pathname));
        return entry ? { start: entry.startTime, end: entry.responseEnd } : null;
      };
      return { root: find("root"), framework: find("framework"), entry: find("entry\\.client") };
    });
    // Found through imports, the framework would be requested once the root module had arrived, and
    // the hydration entry once every module before it had been read.
    expect(timing.root).not.toBeNull();
    expect(timing.framework?.start).toBeLessThanOrEqual(timing.root?.end ?? 0);
    expect(timing.entry?.start).toBeLessThanOrEqual(timing.root?.end ?? 0);
  });

  for (const early of [
    { what: "the search button", tap: "search" },
    { what: "Ctrl+K", tap: "shortcut" },
  ] as const) {
    test(`opens the search at once on ${early.what} while the page's scripts still load, and finds what was typed once they have`, async ({
      page,
    }) => {
      const release = await holdHydration(page);
      await page.goto("/hoteles");
      if (early.tap === "search") await page.getByRole("banner").getByRole("button", { name: "Buscar" }).click();
      else await page.keyboard.press("Control+k");
      const dialog = page.getByRole("dialog", { name: "Buscar en el sitio" });
      await expect(dialog).toBeVisible();
      // Typed before the page could search: kept.
      await page.keyboard.type("hist");
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-react-listening"))).toBe(false);
      release();
      await expect(dialog.getByRole("option", { name: "Historia" })).toBeVisible();
      await expect(dialog.getByRole("combobox")).toHaveValue("hist");
      await expect(dialog.getByRole("combobox")).toBeFocused();
      await expect(dialog.getByRole("option")).toHaveCount(1);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/historia$/);
    });
  }

  test.describe("a visitor who allowed personalisation and third parties", () => {
    // Not analytics, whose script would be loaded from its (unreachable) address.
    test.use({ storedConsent: { necessary: true, analytics: false, personalization: true, thirdParty: true } });

    test("opens the cookie settings at once from the footer while the page's scripts still load, with the stored choice, and saves a change once they have", async ({
      page,
    }) => {
      const release = await holdHydration(page);
      await page.goto("/hoteles");
      await page.getByRole("contentinfo").getByRole("button", { name: "Configuración de cookies" }).click();
      const dialog = page.getByRole("dialog", { name: "Configuración de cookies" });
      await expect(dialog).toBeVisible();
      // The switches show the stored choice before the page has hydrated.
      const checked = (name: string) => dialog.getByRole("switch", { name }).getAttribute("aria-checked");
      expect([await checked("Analítica"), await checked("Personalización"), await checked("Terceros")]).toEqual([
        "false",
        "true",
        "true",
      ]);
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-react-listening"))).toBe(false);
      // A tap on a switch before then is kept, and answered once the page answers taps.
      await dialog.getByRole("switch", { name: "Personalización" }).click();
      release();
      await expect(dialog.getByRole("switch", { name: "Personalización" })).toHaveAttribute("aria-checked", "false");
      await expect(dialog.getByRole("switch", { name: "Terceros" })).toHaveAttribute("aria-checked", "true");
      await dialog.getByRole("button", { name: "Guardar preferencias" }).click();
      await expect(dialog).toBeHidden();
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem("cookieConsent") ?? "null"))).toEqual({
        necessary: true,
        analytics: false,
        personalization: false,
        thirdParty: true,
      });
      // Focus goes back to the button the dialog was opened from.
      await expect(
        page.getByRole("contentinfo").getByRole("button", { name: "Configuración de cookies" }),
      ).toBeFocused();
    });
  });

  test("closes the search opened before the page could answer with Escape, and it stays closed once the page answers", async ({
    page,
  }) => {
    const release = await holdHydration(page);
    await page.goto("/hoteles");
    await page.getByRole("banner").getByRole("button", { name: "Buscar" }).click();
    const dialog = page.getByRole("dialog", { name: "Buscar en el sitio" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(dialog).toBeHidden();
    // And opens as usual afterwards.
    await page.getByRole("banner").getByRole("button", { name: "Buscar" }).click();
    await expect(dialog.getByRole("option", { name: "Historia" })).toBeVisible();
  });
});
