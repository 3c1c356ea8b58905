import type { Locator, Page } from "@playwright/test";
import { languageNames } from "../../app/i18n/languages";
import { expect, test } from "./fixtures";
import { editorNotice, editorSection, marker, openEverything, studioOnOneInstance } from "./studio";

/**
 * Two things a marketing manager meets in the studio, on the production build: one editor with a
 * design open in two tabs, changing a different text in each, keeps both, and is asked nothing;
 * a design made in the studio and never published is previewed as it will look, not as the 404
 * page.
 */
test.describe.configure({ mode: "serial" });

const { staffPage } = studioOnOneInstance("site-studio-merge");

/** A text's six fields under its label in a section (or in an entry of it), open first. */
const textGroup = (scope: Locator, label: string) => scope.getByRole("group", { name: label, exact: true });

/** The design's editor, every section open, as a person opens them one by one. */
async function openDesign(page: Page, id: string) {
  await page.goto(`/admin/content/${id}`);
  await openEverything(page);
}

test("one editor changes two texts of a design in two tabs: both are kept, and nothing is asked", async ({
  browser,
}) => {
  const tabA = await staffPage(browser);
  const tabB = await tabA.context().newPage();
  await openDesign(tabA, "design.marea");
  await openDesign(tabB, "design.marea");

  // Tab A changes the English summary; its autosave goes through.
  const summary = `Waves of carved wool, in the tones of the sea (tab A ${marker}).`;
  await textGroup(editorSection(tabA, "Textos"), "Resumen").getByLabel(languageNames.en).fill(summary);
  await expect(tabA.getByText(/^Guardado \d{1,2}:\d{2}$/)).toBeVisible();

  // Tab B, opened before that save, changes the Spanish first paragraph: saved with tab A's
  // summary kept, and the line says where the other change came from.
  const story = `Nació de una mañana en la costa (pestaña B ${marker}).`;
  await textGroup(editorSection(tabB, "Textos"), "Párrafo 1").getByLabel(languageNames.es).fill(story);
  await expect(tabB.getByText(/^Guardado \d{1,2}:\d{2}, junto con lo que guardaste en otra pestaña/)).toBeVisible();
  await expect(tabB.getByRole("button", { name: "Comparar las dos versiones" })).toHaveCount(0);

  // Opened again, the design holds both changes.
  await openDesign(tabB, "design.marea");
  const texts = editorSection(tabB, "Textos");
  await expect(textGroup(texts, "Resumen").getByLabel(languageNames.en)).toHaveValue(summary);
  await expect(textGroup(texts, "Párrafo 1").getByLabel(languageNames.es)).toHaveValue(story);

  // Tab A's own save of its form (which still shows the paragraph as it was) keeps tab B's paragraph too.
  await tabA.getByRole("button", { name: "Guardar borrador" }).click();
  await expect(editorNotice(tabA)).toContainText("Borrador guardado, junto con lo que guardaste mientras tanto");
  await openEverything(tabA);
  await expect(textGroup(editorSection(tabA, "Textos"), "Resumen").getByLabel(languageNames.en)).toHaveValue(summary);
  await expect(textGroup(editorSection(tabA, "Textos"), "Párrafo 1").getByLabel(languageNames.es)).toHaveValue(story);
  await tabA.context().close();
});

test("a design made in the studio and never published is previewed with its name, not as the 404 page", async ({
  browser,
}) => {
  const page = await staffPage(browser);
  const name = `Estela ${marker}`;
  const id = `design.estela-${marker.toLowerCase()}`;
  await page.getByRole("link", { name: "+ Nuevo diseño" }).first().click();
  await page.getByLabel("Nombre del diseño").fill(name);
  await page.getByRole("button", { name: "Crear y abrir el editor" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Diseño: ${name}` })).toBeVisible();

  // The Spanish words its page needs, saved as a draft: nothing published, nothing shown on the site.
  await openEverything(page);
  const texts = editorSection(page, "Textos");
  await textGroup(texts, "Resumen").getByLabel(languageNames.es).fill("Ondas suaves de lana tallada a mano.");
  await textGroup(texts, "Párrafo 1").getByLabel(languageNames.es).fill("Nació de una mañana en la costa de Alicante.");
  await textGroup(editorSection(page, "Colorido 1"), "Nombre").getByLabel(languageNames.es).fill("Arena");
  await page.getByRole("button", { name: "Guardar borrador" }).click();
  await expect(editorNotice(page)).toContainText("Borrador guardado");

  await page.goto(`/admin/content/${id}/preview/es`);
  const previewed = page.frameLocator("iframe").locator("main");
  await expect(previewed.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(previewed).toContainText("Ondas suaves de lana tallada a mano.");
  // The site itself still does not show it.
  expect((await page.request.get(`/colecciones/estela-${marker.toLowerCase()}`)).status()).toBe(404);
  await page.context().close();
});
