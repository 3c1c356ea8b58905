import { pageWeight } from "../../scripts/page-weight.ts";
import { allPageUrls, expect, test } from "./fixtures";

const KB = 1024;

test("the home page stays within its byte budget: JavaScript 120 KB, CSS 25 KB compressed", async ({ baseURL }) => {
  for (const path of ["/", "/en"]) {
    const weight = await pageWeight(baseURL ?? "", path);
    expect(weight.js, `${path} JavaScript bytes`).toBeLessThanOrEqual(120 * KB);
    expect(weight.js, `${path} has JavaScript to hydrate`).toBeGreaterThan(10 * KB);
    expect(weight.css, `${path} CSS bytes`).toBeLessThanOrEqual(25 * KB);
    expect(weight.css).toBeGreaterThan(1 * KB);
  }
});

test("every page in Spanish and English stays within the same byte budget", async ({ baseURL }) => {
  test.setTimeout(120_000);
  for (const { url } of allPageUrls.filter(({ lang }) => lang === "es" || lang === "en")) {
    const weight = await pageWeight(baseURL ?? "", url);
    expect(weight.js, `${url} JavaScript bytes`).toBeLessThanOrEqual(120 * KB);
    expect(weight.css, `${url} CSS bytes`).toBeLessThanOrEqual(25 * KB);
    expect(weight.html, `${url} HTML bytes`).toBeLessThanOrEqual(40 * KB);
  }
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the home page does not shift its layout while it loads at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/", { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThan(0.001);
  });
}
