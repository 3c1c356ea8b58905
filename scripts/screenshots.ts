// `npm run screenshots [-- /path ...]`: full-page screenshots of pages at 390 px and 1440 px
// into test-results/screenshots/, from a running site (BASE_URL, default http://127.0.0.1:3000).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { fullBrowser } from "./chromium.ts";

const base = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/en"];
const out = path.resolve(import.meta.dirname, "../test-results/screenshots");
mkdirSync(out, { recursive: true });

const browser = await chromium.launch(fullBrowser);
for (const width of [390, 1440]) {
  const context = await browser.newContext({
    viewport: { width, height: width < 800 ? 844 : 900 },
    locale: "es-ES",
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  for (const pagePath of paths) {
    await page.goto(`${base}${pagePath}`, { waitUntil: "networkidle" });
    // Bring lazy images in before the shot.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
    const name = `${pagePath.replace(/\//g, "_") || "_"}-${width}.png`;
    await page.screenshot({ path: path.join(out, name), fullPage: true });
    console.log(path.join("test-results/screenshots", name));
  }
  await context.close();
}
await browser.close();
