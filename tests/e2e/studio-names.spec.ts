import { readFile } from "node:fs/promises";
import type { Locator } from "@playwright/test";
import { languageNames } from "../../app/i18n/languages";
import { expect, test } from "./fixtures";
import { editorNotice, editorSection, marker, openEverything, studioOnOneInstance } from "./studio";

/**
 * A marketing manager on the production build: sends the translator what is waiting (a draft's
 * changed Spanish included) from the dashboard's link and gets an XLIFF file, is told at once
 * when there is nothing, and cannot give a new design the name of one that exists.
 */
test.describe.configure({ mode: "serial" });

const { staffPage } = studioOnOneInstance("site-studio-names");

/** A text's six fields under its label in a section, open first. */
const textGroup = (scope: Locator, label: string) => scope.getByRole("group", { name: label, exact: true });

test("a changed text saved as a draft goes to the translator as an XLIFF file from the dashboard's link", async ({
  browser,
}) => {
  const page = await staffPage(browser);
  await page.goto("/admin/content/design.marea");
  await openEverything(page);
  const summary = `Ondas de lana tallada, en los tonos del mar (${marker}).`;
  await textGroup(editorSection(page, "Textos"), "Resumen").getByLabel(languageNames.es).fill(summary);
  await page.getByRole("button", { name: "Guardar borrador" }).click();
  await expect(editorNotice(page)).toContainText("Borrador guardado");

  await page.goto("/admin/content");
  // What is true: a text waits for German, in the draft; never "up to date" beside a count.
  await expect(page.getByText("Alemán: 1 texto por traducir, contando los borradores")).toBeVisible();
  await expect(page.getByText(/al día \(\d+ contando los borradores\)/)).toHaveCount(0);

  // The dashboard's German line: "Exportar lo que cambió" downloads an XLIFF file with the draft's text.
  const german = page.locator(".langs-count dt", { hasText: "Alemán" });
  const downloading = page.waitForEvent("download");
  await german.locator("xpath=following-sibling::dd[2]").getByRole("link", { name: "Exportar lo que cambió" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("content-es-de-outdated.xlf");
  const xml = await readFile(await download.path(), "utf8");
  expect(xml).toContain('trgLang="de"');
  expect(xml).toContain(`<source>${summary}</source>`);

  // Only what is published, only what changed: nothing, said where the page opens.
  await page.goto("/admin/content");
  await page.getByLabel("Solo lo publicado").check();
  await page.getByRole("button", { name: "Exportar · Alemán" }).click();
  await expect(page.getByText(/^Nada por traducir en Alemán/)).toBeInViewport();
  await page.context().close();
});

test("a new design named as one that exists is refused, naming and linking the one that holds the name", async ({
  browser,
}) => {
  const page = await staffPage(browser);
  await page.goto("/admin/content");
  await page.getByRole("link", { name: "+ Nuevo diseño" }).first().click();
  await page.getByLabel("Nombre del diseño").fill("maréa ");
  await page.getByRole("button", { name: "Crear y abrir el editor" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "Ya hay un diseño que se llama «Marea»: cada nombre es de uno solo. Elige otro.",
  );
  await page.getByRole("link", { name: "Abrir «Marea»" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Diseño: Marea" })).toBeVisible();
  await page.context().close();
});
