import { languageNames } from "../../app/i18n/languages";
import { expect, test } from "./fixtures";
import { answerGroup, editorNotice, marker, openEverything, studioOnTwoInstances } from "./studio";

/**
 * Preview and review, as an editor and a reviewer without an account meet them: the preview says
 * it is one and shows the page at a phone's width; a draft shared for review opens on the other
 * instance without a session, and stops opening once expired.
 */
test.describe.configure({ mode: "serial" });

const { database, instances, staffPage } = studioOnTwoInstances("site-studio-review");
const shared = `Anywhere in the world: our teams travel to each project. Review ${marker}`;

test("the preview carries a bar with the document, language and state, and shows the page 390 px wide on a phone", async ({
  browser,
}) => {
  const page = await staffPage(browser);
  await page.goto("/admin/content/page.faq/preview/en");
  const bar = page.getByRole("banner");
  await expect(bar).toContainText("Vista previa");
  await expect(bar).toContainText("Preguntas frecuentes");
  await expect(bar).toContainText("Publicado");
  await expect(bar.getByRole("link", { name: "Inglés", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.frameLocator("iframe").getByRole("heading", { level: 1 })).toBeVisible();

  await bar.getByRole("link", { name: "Móvil", exact: true }).click();
  await expect(page).toHaveURL(/\?width=phone$/);
  expect((await page.locator("iframe").boundingBox())?.width).toBe(390);
  await expect(page.frameLocator("iframe").getByRole("heading", { level: 1 })).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/studio-preview-phone-1440.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/screenshots/studio-preview-phone-390.png" });
  await page.setViewportSize({ width: 1440, height: 900 });

  await bar.getByRole("link", { name: "Alemán", exact: true }).click();
  await expect(page).toHaveURL(/\/preview\/de\?width=phone$/);
  await bar.getByRole("link", { name: "Escritorio", exact: true }).click();
  await expect(page).toHaveURL(/\/preview\/de$/);
  expect((await page.locator("iframe").boundingBox())?.width).toBeGreaterThan(1000);
});

test("a draft shared for review opens on the other instance without a session, and an expired link is refused", async ({
  browser,
}) => {
  test.slow();
  const page = await staffPage(browser);
  await page.goto("/admin/content/page.faq");
  await openEverything(page);
  await answerGroup(page, 2).getByLabel(languageNames.en).fill(shared);
  await page.getByRole("button", { name: "Guardar borrador" }).click();
  await expect(editorNotice(page)).toContainText("Borrador guardado");

  await page.goto("/admin/content/page.faq/preview/en");
  await page.getByRole("link", { name: "Compartir para revisión" }).click();
  await expect(page.getByLabel("Idioma")).toHaveValue("en");
  await page.getByRole("button", { name: "Crear enlace" }).click();
  await expect(page.getByRole("status")).toContainText("Enlace creado");
  const link = new URL(await page.getByLabel("Enlace de revisión").inputValue()).pathname;
  expect(link).toMatch(/^\/review\/[\w-]+\.\d+\.[\w-]+$/);

  const reviewer = await browser.newContext({ baseURL: instances[1]?.url, locale: "es-ES" });
  const review = await reviewer.newPage();
  const opened = await review.goto(link);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(opened?.headers()["cache-control"]).toBe("private, no-store");
  expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(review.getByRole("banner")).toContainText("Vista previa para revisión · caduca el");
  await expect(review.getByRole("banner")).toContainText("Borrador sin publicar");
  await expect(review.getByRole("link", { name: /Volver al editor/ })).toHaveCount(0);
  await expect(review.frameLocator("iframe").locator("main")).toContainText(`Review ${marker}`);
  await review.screenshot({ path: "test-results/screenshots/studio-review-1440.png" });
  await review.setViewportSize({ width: 390, height: 844 });
  await review.screenshot({ path: "test-results/screenshots/studio-review-390.png" });

  await database.query(`UPDATE ${database.schema}.review_links SET expires_at = '2001-01-01T00:00:00.000Z'`);
  const expired = await review.goto(link);
  expect(expired?.status()).toBe(410);
  await expect(review.getByRole("heading", { name: "Este enlace de revisión ha caducado" })).toBeVisible();
  await expect(review.getByRole("heading", { name: "This review link has expired" })).toBeVisible();
  await reviewer.close();
});
