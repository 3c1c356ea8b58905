import { languageNames, languages } from "../../app/i18n/languages";
import { expect, test } from "./fixtures";
import { answerGroup, editorNotice, onEveryProcess, openEverything, studioOnTwoInstances } from "./studio";

/**
 * What the content studio refuses, on two instances of the production build sharing one
 * PostgreSQL database: Spanish left in a translation, an unsafe link and a file that is not an
 * image, with their messages and nothing published; and a sales account at its door.
 */
test.describe.configure({ mode: "serial" });

const { instances, staffPage } = studioOnTwoInstances("site-studio-refusals");
const { everywhere } = onEveryProcess(instances);

test("Spanish left in English, a javascript: link and a file that is not an image are refused with their messages, and nothing changes", async ({
  browser,
}) => {
  test.slow();
  const page = await staffPage(browser);
  await page.goto("/admin/content/page.faq");
  await openEverything(page);
  await answerGroup(page, 2).getByLabel("English").fill("Instalamos nuestras alfombras en todo el mundo.");
  await page.getByRole("button", { name: "Publicar ahora" }).click();
  await expect(page.getByRole("alert")).toContainText("No se ha publicado");
  const english = answerGroup(page, 2).getByLabel("English");
  await expect(english).toHaveAttribute("aria-invalid", "true");
  await expect(answerGroup(page, 2)).toContainText("Inglés: Queda español en esta traducción");
  // The draft keeps what was written.
  await expect(english).toHaveValue("Instalamos nuestras alfombras en todo el mundo.");
  expect(await everywhere("/en/faq", (html) => !html.includes("Instalamos nuestras"))).toBe(true);

  await page.goto("/admin/content/events");
  await openEverything(page);
  const first = page.locator("details.section").first();
  await first.getByLabel("Enlace (https, opcional)").fill("javascript:alert(document.cookie)");
  await page.getByRole("button", { name: "Publicar ahora" }).click();
  await expect(page.getByRole("alert")).toContainText("No se ha publicado");
  await expect(first).toContainText("Enlace no permitido: no es una dirección https");
  expect(await everywhere("/", (html) => !html.includes("javascript:alert"))).toBe(true);
  // The refused words wait in a draft until the editor discards them.
  await page.getByRole("link", { name: "Descartar borrador" }).click();
  await page.getByRole("button", { name: "Sí, descartar el borrador" }).first().click();
  await expect(editorNotice(page)).toContainText("Borrador descartado");
  await page.goto("/admin/content/page.faq");
  await openEverything(page);
  await expect(answerGroup(page, 2).getByLabel("English")).toHaveValue(
    "Instalamos nuestras alfombras en todo el mundo.",
  );
  await page.getByRole("link", { name: "Descartar borrador" }).click();
  await page.getByRole("button", { name: "Sí, descartar el borrador" }).first().click();
  await expect(editorNotice(page)).toContainText("Borrador descartado");
  await openEverything(page);
  await expect(answerGroup(page, 2).getByLabel("English")).not.toHaveValue(
    "Instalamos nuestras alfombras en todo el mundo.",
  );

  await page.goto("/admin/content/media");
  // The library holds the site's own images: it counts them before and after.
  const count = page.getByText(/^\d+ imágenes$/);
  const before = (await count.textContent()) ?? "";
  expect(before).not.toBe("");
  await page.getByText("Subir una imagen").click();
  await page.getByLabel("Archivo").setInputFiles({
    name: "feria.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("<svg onload=alert(1)> not a photograph"),
  });
  for (const lang of languages) await page.getByLabel(languageNames[lang], { exact: true }).fill(`Alt ${lang}`);
  await page.getByRole("button", { name: "Subir" }).click();
  await expect(page.getByRole("alert")).toContainText("No se ha subido la imagen");
  await expect(page.getByText("El archivo no es una imagen")).toBeVisible();
  // Nothing stored: the same number of images, none described as the refused file was.
  await expect(count).toHaveText(before);
  await expect(page.getByRole("link", { name: "Alt es" })).toHaveCount(0);
});

test("a sales account cannot open the studio", async ({ browser }) => {
  const page = await staffPage(browser, "sales");
  const response = await page.goto("/admin/content/page.faq");
  expect(response?.status()).toBe(403);
  await expect(page.getByText("Tu cuenta no tiene acceso a esta sección.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Contenido", exact: true })).toHaveCount(0);
});
