import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { checkHtml, prerenderedPages } from "../../scripts/html-check.ts";
import { expect, test } from "./fixtures";

/**
 * Every pre-rendered page (six languages, the 404 page) is valid HTML for the Nu HTML Checker,
 * the W3C's validator. The pages are those the test server serves: `npm start` built them.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

test("the Nu HTML Checker finds no error on any pre-rendered page", async ({ page }) => {
  // The server answering means its build is complete.
  expect((await page.request.get("/")).status()).toBe(200);
  const files = prerenderedPages();
  expect(files.length).toBeGreaterThanOrEqual(174);
  const errors = await checkHtml(files);
  expect(errors.map((error) => `${error.file}:${error.line}: ${error.message}`)).toEqual([]);
});

test("the check sets aside only the CSS the checker cannot read, never an HTML error", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "html-check-"));
  try {
    const file = path.join(dir, "page.html");
    writeFileSync(
      file,
      `<!doctype html><html lang="es"><head><title>Prueba</title>
<style>@property --tw-x{syntax:"*";inherits:false}@supports (background-image:linear-gradient(in lab, red, red)){.a{--g:to top in oklab}}</style>
</head><body><h2 id="proceso">Uno</h2><section id="proceso"></section>
<input name="address" autocomplete="street-address"><p style="colr:red">x</p></body></html>`,
    );
    const messages = (await checkHtml([file])).map((error) => error.message);
    expect(messages.some((message) => message.includes("Duplicate ID “proceso”"))).toBe(true);
    expect(messages.some((message) => message.includes("autocomplete"))).toBe(true);
    expect(messages.some((message) => message.includes("colr"))).toBe(true);
    expect(messages.some((message) => message.includes("@property"))).toBe(false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
