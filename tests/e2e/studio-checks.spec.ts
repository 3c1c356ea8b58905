import { axeClean } from "./axe";
import { expect, test } from "./fixtures";
import { editorNotice, marker, openEverything, studioOnTwoInstances } from "./studio";

/**
 * The publish checks as an editor meets them, on two instances of the production build sharing
 * one PostgreSQL database: an Italian event title with a city and a fair's brand publishes and is
 * live on /it/; a Spanish change that leaves five translations out of date asks first, on a page
 * that lists them (axe clean on a phone and a desk), and a publish anyway is kept in the history.
 */
test.describe.configure({ mode: "serial" });

const { staffPage, everywhere } = studioOnTwoInstances("site-studio-checks");

/**
 * Marbella Design, an event every visitor sees, by its form field's name: the names are the
 * form's contract with the server, while the item's heading in the editor may change.
 */
const title = (lang: string) => `[name="t.${lang}.items.2.title"]`;

test("the editor publishes the Italian title 'Maison&Objet Parigi 2027' on an event and sees it live on /it/", async ({
  browser,
}) => {
  test.slow();
  const page = await staffPage(browser);
  await page.goto("/admin/content/events");
  await openEverything(page);
  await page.locator(title("it")).fill("Maison&Objet Parigi 2027");
  await page.getByRole("button", { name: "Publicar ahora" }).click();
  await expect(editorNotice(page)).toContainText("Publicado");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect
    .poll(() => everywhere("/it", (html) => html.includes("Maison&amp;Objet Parigi 2027")), { timeout: 30_000 })
    .toBe(true);
  expect(await everywhere("/", (html) => !html.includes("Parigi"))).toBe(true);
});

test("a Spanish change that leaves five translations out of date asks first, lists them, and a publish anyway is kept in the history", async ({
  browser,
}) => {
  test.slow();
  const page = await staffPage(browser);
  await page.goto("/admin/content/events");
  await openEverything(page);
  const spanish = `Maison&Objet París ${marker}`;
  await page.locator(title("es")).fill(spanish);
  await page.getByRole("button", { name: "Publicar ahora" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "¿Publicar de todos modos?" })).toBeVisible();
  const outdated = page.getByRole("region", { name: "Traducciones sin actualizar (5)" });
  for (const language of ["Inglés", "Alemán", "Italiano", "Francés", "Neerlandés"])
    await expect(outdated.getByText(`${language}: 1 texto`, { exact: true })).toBeVisible();
  expect(await everywhere("/", (html) => !html.includes(marker))).toBe(true);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeClean(page), `${width} px`).toEqual([]);
  }

  // Each listed text leads to its field in the editor.
  await outdated.getByRole("link", { name: "Inglés", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/events#f-en-items-2-title$/);
  // Its section and its translations, closed otherwise, open at it.
  await expect(page.locator(title("en"))).toBeVisible();
  await expect(page.locator(title("es"))).toHaveValue(spanish);
  await page.goBack();

  await page.getByRole("button", { name: "Publicar de todos modos" }).click();
  await expect(editorNotice(page)).toContainText("Publicado");
  await expect
    .poll(() => everywhere("/", (html) => html.includes(spanish.replace("&", "&amp;"))), { timeout: 30_000 })
    .toBe(true);
  const history = page.getByRole("region", { name: "Historial de versiones" });
  await history.getByText("Publicada con 5 traducciones sin actualizar").click();
  await expect(history.getByText(/Inglés: 1 texto/)).toBeVisible();
});
