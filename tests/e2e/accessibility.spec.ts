import { axeOf } from "./axe";
import { expect, gotoHydrated, test, withStoredLanguage } from "./fixtures";

for (const url of ["/", "/en", "/no-existe"]) {
  test(`${url} has no serious or critical accessibility violation`, async ({ page }) => {
    await withStoredLanguage(page, url === "/en" ? "en" : "es");
    await page.goto(url);
    const results = await axeOf(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    expect(serious).toEqual([]);
  });
}

test("the open palette and the open menu have no serious or critical violation", async ({ page }) => {
  // The palette opens from script: wait for hydration, or a click on a busy machine lands first.
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  const results = await axeOf(page).include('[role="dialog"]').analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
});
