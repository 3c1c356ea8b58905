import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { slowHtmlProxy } from "./slow-connection";

/**
 * Nothing a visitor already sees moves while a page loads (cumulative layout shift under 0.001),
 * whatever order its parts arrive in: fonts, scripts, the region's verdict, or the HTML itself in
 * small pieces on a slow connection.
 */

/** Sums the page's layout shifts from its first paint, and lists what moved. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const seen = window as unknown as { __shifts: string[]; __cls: number };
    seen.__shifts = [];
    seen.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        seen.__cls += entry.value;
        for (const { node, previousRect: from, currentRect: to } of entry.sources) {
          const name = node instanceof Element ? `${node.localName}.${node.className}` : node?.nodeName;
          seen.__shifts.push(
            `${name}: ${from.x},${from.y} ${from.width}x${from.height} -> ${to.x},${to.y} ${to.width}x${to.height}`,
          );
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const phone = { width: 390, height: 844 };

/** Loads `url` at `viewport`, recording every layout shift from the first paint. */
async function load(page: Page, url: string, viewport = phone) {
  await page.setViewportSize(viewport);
  await recordShifts(page);
  await page.goto(url, { waitUntil: "networkidle" });
}

/** Once the fonts have loaded too: the page's shifts add up to less than 0.001 (listed if not). */
async function expectNothingMoved(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  const { cls, shifts } = await page.evaluate(() => {
    const seen = window as unknown as { __shifts: string[]; __cls: number };
    return { cls: seen.__cls, shifts: seen.__shifts };
  });
  expect(cls, shifts.join("\n")).toBeLessThan(0.001);
}

for (const viewport of [phone, { width: 1440, height: 900 }]) {
  test(`the home page does not shift its layout while it loads at ${viewport.width} px`, async ({ page }) => {
    await load(page, "/", viewport);
    await expectNothingMoved(page);
  });
}

/**
 * A phone on a slow connection paints each piece of the HTML as it comes. A group laid out from its
 * end (the heroes' text at the bottom of their picture, the header's buttons at its right, the 404's
 * centred text) or a part shown before what follows it in the HTML (the configurator's summary) would
 * move as the rest arrives: each is shown once it has arrived whole.
 */
test.describe("on a slow connection, a phone", () => {
  for (const { path, what } of [
    { path: "/", what: "the home page's hero" },
    { path: "/en/hoteles", what: "a sector page's hero" },
    { path: "/configurador", what: "the configurator's summary" },
    { path: "/no-such-page", what: "the page not found" },
  ]) {
    test(`sees nothing move on ${path} (${what})`, async ({ page, baseURL }) => {
      const proxy = await slowHtmlProxy(baseURL ?? "");
      try {
        await load(page, `${proxy.url}${path}`);
        await expect(page.locator("h1")).toBeVisible();
        await expectNothingMoved(page);
      } finally {
        await proxy.close();
      }
    });
  }
});

test.describe("the private jets page, while its region is checked", () => {
  for (const { visitor, address, heading } of [
    // Behind the trusted proxy in front of the site: 8.8.8.8 is in the United States.
    {
      visitor: "a visitor from an allowed country",
      address: "10.0.0.1, 8.8.8.8",
      heading: "Alfombras a medida para cabinas excepcionales",
    },
    { visitor: "a visitor from elsewhere", address: null, heading: "Contenido No Disponible" },
  ]) {
    test(`moves nothing for ${visitor} when the verdict comes`, async ({ page }) => {
      if (address) await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
      await load(page, "/jets-privados");
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectNothingMoved(page);
    });
  }
});
