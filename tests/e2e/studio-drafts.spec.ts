import type { Browser, Page } from "@playwright/test";
import { expect, test, visitorAddress } from "./fixtures";
import { createStaff, signIn } from "./staff-accounts";
import { answerGroup, editorNotice, marker, openEverything, studioOnTwoInstances } from "./studio";

/**
 * No edit is lost in the content studio, on two instances of the production build sharing one
 * PostgreSQL database: two editors saving one document (one on each instance) are never
 * silently overwritten, a cancelled schedule's change is found in the draft, leaving a page with
 * unsaved changes asks first, and Ctrl+S saves the draft as the editor types.
 */
test.describe.configure({ mode: "serial" });

const { database, env, instances, staffPage } = studioOnTwoInstances("site-studio-drafts");

/** A signed-in editor's page on the second instance: another person, another process. */
async function editorOnSecondInstance(browser: Browser): Promise<Page> {
  const account = await createStaff(env, "editora", "editor");
  const context = await browser.newContext({
    baseURL: instances[1]?.url,
    locale: "es-ES",
    extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() },
  });
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

const draftOf = async (id: string) => {
  const rows = await database.query<{ draft: string | null; revision: number }>(
    `SELECT draft, revision FROM ${database.schema}.content_documents WHERE id = '${id}'`,
  );
  return rows[0];
};

const spanishAnswer = (page: Page, n: number) => answerGroup(page, n).getByLabel("Español");

/** The FAQ's questions 1 and 2, as the editor and its pages name their answers. */
const answer1 = "Preguntas frecuentes › ¿Sois fabricantes o distribuidores? › Respuesta";
const answer2 = "Preguntas frecuentes › ¿Dónde podéis instalar las alfombras? › Respuesta";

/** The FAQ's editor with every section, question and list of translations open, as a person opens them. */
async function openFaq(page: Page) {
  await page.goto("/admin/content/page.faq");
  await openEverything(page);
}

test("an editor cancels a schedule and finds its change in the draft, with the cancel in the history", async ({
  browser,
}) => {
  const page = await staffPage(browser);
  await openFaq(page);
  const text = `Fabricamos cada alfombra en Crevillente. Programado ${marker}.`;
  await spanishAnswer(page, 2).fill(text);
  await page.getByLabel("Publicar el (hora de Madrid)").fill("2099-03-01T10:00");
  await page.getByRole("button", { name: "Programar", exact: true }).click();
  // A Spanish change leaves its five translations out of date: the schedule asks first.
  await expect(page.getByRole("heading", { level: 1, name: "¿Programar de todos modos?" })).toBeVisible();
  await page.getByRole("button", { name: "Programar de todos modos" }).click();
  await expect(editorNotice(page)).toContainText("Programado");
  await openEverything(page);
  await expect(spanishAnswer(page, 2)).not.toHaveValue(text);

  await page.getByRole("button", { name: "Cancelar la programación" }).click();
  await expect(editorNotice(page)).toContainText("Programación cancelada: su cambio está ahora en el borrador.");
  await openEverything(page);
  await expect(spanishAnswer(page, 2)).toHaveValue(text);
  await expect(page.getByRole("region", { name: "Historial de versiones" })).toContainText(
    /Programación de la versión \d+ cancelada/,
  );
  expect((await draftOf("page.faq"))?.draft).toContain(`Programado ${marker}`);

  // Discarding that draft asks first, showing the answer as it is and as it would be.
  await page.getByRole("link", { name: "Descartar borrador" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "¿Descartar el borrador?" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: `${answer2} · Español` })).toContainText(
    `Programado ${marker}`,
  );
  await page.screenshot({ path: "test-results/screenshots/studio-discard-1440.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/screenshots/studio-discard-390.png", fullPage: true });
  await page.getByRole("link", { name: "Cancelar" }).click();
  await page.screenshot({ path: "test-results/screenshots/studio-history-390.png", fullPage: true });
  expect((await draftOf("page.faq"))?.draft).toContain(`Programado ${marker}`);
});

test("two editors on two instances change one FAQ: the second save is refused with both versions, and merged", async ({
  browser,
}) => {
  test.slow();
  const ana = await staffPage(browser);
  const berta = await editorOnSecondInstance(browser);
  await openFaq(ana);
  await openFaq(berta);

  const bertas = `Respuesta de Berta ${marker}.`;
  await spanishAnswer(berta, 1).fill(bertas);
  await berta.getByRole("button", { name: "Guardar borrador" }).click();
  await expect(editorNotice(berta)).toContainText("Borrador guardado");

  // Ana's form was opened before Berta's save: her save is refused, nothing of it stored.
  const anas = `Respuesta de Ana ${marker}.`;
  await spanishAnswer(ana, 1).fill(anas);
  await ana.getByRole("button", { name: "Guardar borrador" }).click();
  await expect(ana.getByRole("heading", { level: 1, name: "Otra persona ha cambiado este documento" })).toBeVisible();
  const field = ana.getByRole("group", { name: `${answer1} · Español`, exact: true });
  await expect(field).toContainText(`Berta ${marker}`);
  await expect(field).toContainText(`Ana ${marker}`);
  // Both changed this field: neither side is chosen for her.
  await expect(field.getByRole("radio", { name: /Conservar lo mío/ })).not.toBeChecked();
  await expect(field.getByRole("radio", { name: /Conservar lo guardado/ })).not.toBeChecked();
  await ana.screenshot({ path: "test-results/screenshots/studio-conflict-1440.png", fullPage: true });
  await ana.setViewportSize({ width: 390, height: 844 });
  await ana.screenshot({ path: "test-results/screenshots/studio-conflict-390.png", fullPage: true });
  await ana.setViewportSize({ width: 1440, height: 900 });
  expect((await draftOf("page.faq"))?.draft).toContain(bertas);
  expect((await draftOf("page.faq"))?.draft).not.toContain(anas);

  await field.getByRole("radio", { name: /Conservar lo mío/ }).check();
  await ana.getByRole("button", { name: "Guardar la mezcla como borrador" }).click();
  await expect(editorNotice(ana)).toContainText("Borrador guardado");
  await expect(spanishAnswer(ana, 1)).toHaveValue(anas);
  expect((await draftOf("page.faq"))?.draft).toContain(anas);
  await berta.context().close();
});

test("leaving the editor with unsaved changes asks first; staying keeps the words", async ({ browser }) => {
  const page = await staffPage(browser);
  await openFaq(page);
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await spanishAnswer(page, 3).fill(`Sin guardar ${marker}`);
  await page.getByRole("link", { name: "Volver al contenido" }).click();
  await expect.poll(() => asked).toContain("beforeunload");
  await expect(page).toHaveURL(/\/admin\/content\/page\.faq/);
  await expect(spanishAnswer(page, 3)).toHaveValue(`Sin guardar ${marker}`);
  // Kept on the page, the words are then saved by the autosave (about 2 s after the typing):
  // nothing of this page is left to save over the next editor's form.
  await expect(page.getByText(/^Guardado \d{1,2}:\d{2}$/)).toBeVisible();
  expect((await draftOf("page.faq"))?.draft).toContain(`Sin guardar ${marker}`);
  await page.context().close();
});

test("Ctrl+S saves the draft at once, and the line beside the buttons says so", async ({ browser }) => {
  const page = await staffPage(browser);
  // The page's clock stands still, so the autosave (2 s after the typing) never comes: the save
  // seen is the keyboard's, however long the machine takes to answer it.
  await page.clock.install();
  await openFaq(page);
  await page.clock.pauseAt(Date.now() + 1_000);
  const before = await draftOf("page.faq");
  const text = `Guardado con el teclado ${marker}.`;
  await spanishAnswer(page, 4).fill(text);
  await expect(page.getByText("Cambios sin guardar")).toBeVisible();
  await page.keyboard.press("Control+s");
  await expect(page.getByText(/^Guardado \d{1,2}:\d{2}$/)).toBeVisible();
  const after = await draftOf("page.faq");
  expect(after?.draft).toContain(text);
  expect(Number(after?.revision)).toBe(Number(before?.revision) + 1);
  // The form now names the new revision: its own save goes through, no conflict.
  await page.getByRole("button", { name: "Guardar borrador" }).click();
  await expect(editorNotice(page)).toContainText("Borrador guardado");
  await page.screenshot({ path: "test-results/screenshots/studio-autosave-1440.png" });
});
