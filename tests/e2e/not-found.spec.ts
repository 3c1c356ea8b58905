import { expect, test } from "./fixtures";

test.describe("an unknown address", () => {
  test("answers 404 with the page, a way home and the path in the console", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const response = await page.goto("/no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect.poll(() => warnings.join("\n")).toContain("/no-existe");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("El arte de pisar algo único");
  });

  test("speaks the language of its prefix", async ({ page }) => {
    expect((await page.goto("/en/nowhere"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/en");
    expect((await page.goto("/de/nirgendwo"))?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Oops! Page not found");
  });

  test("is a 404 for HEAD, for a language-less prefix and for a page's file name", async ({ request }) => {
    expect((await request.head("/no-existe")).status()).toBe(404);
    expect((await request.get("/pt/contacto")).status()).toBe(404);
    expect((await request.get("/en/index.html")).status()).toBe(404);
  });
});
