import type { Page } from "@playwright/test";
import sharp from "sharp";
import { type Language, languageNames, languages } from "../../app/i18n/languages";
import { expect, test, visitorAddress } from "./fixtures";
import { createStaff, signIn } from "./staff";
import {
  editorNotice,
  editorSection,
  marker,
  onEveryProcess,
  openEverything,
  prefix,
  studioOnTwoInstances,
} from "./studio";

/**
 * Images where they are needed, on two instances of the production build sharing one PostgreSQL
 * database: from the FAQ's opening picture, the library opens over the editor; a photograph
 * uploaded there with only its Spanish description is kept and shown while the other five are
 * asked for; chosen, it fills the slot and its descriptions, and once published every process
 * serves it. Without a script, the same "Change image" is a page that saves the choice in the
 * draft and comes back to the slot.
 */
test.describe.configure({ mode: "serial" });

const { env, instances, staffPage } = studioOnTwoInstances("site-studio-media");
const { everywhere } = onEveryProcess(instances);

const described: Record<Language, string> = {
  es: `Alfombra de lana color arena en un salón ${marker}`,
  en: `Sand-coloured wool rug in a living room ${marker}`,
  de: `Sandfarbener Wollteppich in einem Wohnzimmer ${marker}`,
  it: `Tappeto di lana color sabbia in un soggiorno ${marker}`,
  fr: `Tapis en laine couleur sable dans un salon ${marker}`,
  nl: `Zandkleurig wollen vloerkleed in een woonkamer ${marker}`,
};

/** The FAQ's opening picture: its image slot and its alternative texts (open the editor's sections first to fill them). */
const heroAlt = (page: Page) =>
  editorSection(page, "Cabecera").getByRole("group", { name: "Imagen › Texto alternativo", exact: true });

test("an editor uploads a picture from the FAQ's image slot with only its Spanish description, is asked for the rest without losing it, and publishes it", async ({
  browser,
}) => {
  test.slow();
  const page = await staffPage(browser);
  const photo = await sharp({
    create: {
      width: 1200,
      height: 800,
      channels: 3,
      background: { r: 196, g: 170, b: 130 },
      noise: { type: "gaussian", mean: 128, sigma: 20 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  await page.goto("/admin/content/page.faq");
  await openEverything(page);
  const slot = heroAlt(page).getByRole("group", { name: "Imagen", exact: true });
  await expect(slot).toContainText("Portada de cuidados: patrón pequeño");
  await slot.getByRole("button", { name: "Cambiar imagen" }).click();

  const library = page.getByRole("dialog");
  await expect(library.getByRole("heading", { level: 1, name: "Imágenes" })).toBeVisible();
  await expect(library).toContainText("Eligiendo la imagen de «Cabecera › Imagen» en Preguntas frecuentes");
  await page.screenshot({ path: "test-results/screenshots/studio-media-dialog-1440.png" });
  await library.getByText("Subir una imagen").click();
  await library.getByLabel("Archivo").setInputFiles({ name: "salón arena.jpg", mimeType: "image/jpeg", buffer: photo });
  await library.getByLabel("Español").fill(described.es);
  await library.getByRole("button", { name: "Subir", exact: true }).click();

  // Kept and shown: the five missing languages asked for by name, the file not asked for again.
  await expect(library.getByRole("status")).toContainText(
    "Falta su texto alternativo en: inglés, alemán, italiano, francés, neerlandés",
  );
  const shown = library.getByRole("img", { name: described.es });
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const mediaId = /\/media\/(m-[0-9a-f]{16}-1200x800)-/.exec((await shown.getAttribute("src")) ?? "")?.[1] ?? "";
  expect(mediaId).not.toBe("");
  await page.screenshot({ path: "test-results/screenshots/studio-media-asked-1440.png" });
  for (const lang of languages.filter((code) => code !== "es"))
    await library.getByLabel(languageNames[lang]).fill(described[lang]);
  await library.getByRole("button", { name: "Guardar los textos" }).click();
  await expect(library.getByRole("status")).toContainText("Textos alternativos guardados.");

  await library.getByRole("button", { name: `Usar esta imagen: ${described.es}` }).click();
  await expect(library).toBeHidden();
  await expect(slot).toContainText(described.es);
  await expect(slot.locator("img")).toHaveAttribute("src", `/media/${mediaId}-480.webp`);
  for (const lang of languages)
    await expect(heroAlt(page).getByLabel(languageNames[lang])).toHaveValue(described[lang]);

  await page.getByRole("button", { name: "Publicar ahora" }).click();
  await expect(editorNotice(page)).toContainText("Publicado");
  for (const lang of languages)
    await expect
      .poll(
        () =>
          everywhere(
            `${prefix(lang)}/faq`,
            (html) => html.includes(`/media/${mediaId}-`) && html.includes(`alt="${described[lang]}"`),
          ),
        { timeout: 10_000 },
      )
      .toBe(true);
  const image = await fetch(`${instances[1]?.url}/media/${mediaId}-800.webp`);
  expect(image.status).toBe(200);

  // The screens, at a desk and on a phone.
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/content/media");
    await page.screenshot({ path: `test-results/screenshots/studio-media-library-${width}.png` });
    await page.goto(`/admin/content/media/${mediaId}`);
    await expect(page.getByRole("heading", { level: 1, name: described.es })).toBeVisible();
    await expect(page.getByText("Preguntas frecuentes › Cabecera › Imagen")).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/studio-media-detail-${width}.png`, fullPage: true });
    await page.goto("/admin/content/page.faq");
    await openEverything(page);
    await heroAlt(page).scrollIntoViewIfNeeded();
    await heroAlt(page).screenshot({ path: `test-results/screenshots/studio-media-slot-${width}.png` });
    await heroAlt(page).getByRole("button", { name: "Cambiar imagen" }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { level: 1 })).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/studio-media-dialog-${width}.png` });
    await page.getByRole("dialog").getByRole("button", { name: "Cerrar" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
  }
});

test("without a script, Change image is the library choosing for that slot, which saves the choice in the draft and returns to it", async ({
  browser,
}) => {
  test.slow();
  const account = await createStaff(env, "editora", "editor");
  const context = await browser.newContext({
    baseURL: instances[0]?.url,
    locale: "es-ES",
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() },
  });
  const page = await context.newPage();
  await signIn(page, account);
  await page.goto("/admin/content/page.faq");
  // Without a script the sections are opened by hand; the button saves the words written so far,
  // then opens the library.
  await editorSection(page, "Cabecera").locator("summary").first().click();
  const title = editorSection(page, "Cabecera")
    .getByRole("group", { name: "Título", exact: true })
    .getByLabel("Español");
  await title.fill(`Todo lo que necesitas saber ${marker}`);
  await heroAlt(page).getByRole("button", { name: "Cambiar imagen" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/media\?pick=page\.faq&slot=blocks\.0\.image\.name$/);
  await expect(page.getByText("Eligiendo la imagen de «Cabecera › Imagen»")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: "test-results/screenshots/studio-media-pick-390.png" });
  await page.getByLabel("Buscar una imagen").fill("marca");
  await page.getByRole("button", { name: "Buscar" }).click();
  await page.getByRole("button", { name: "Usar esta imagen: Portada de la marca" }).click();

  await expect(page).toHaveURL(/\/admin\/content\/page\.faq\?notice=saved#f-s-blocks-0-image-name$/);
  await expect(editorNotice(page)).toContainText("Borrador guardado");
  const slot = heroAlt(page).getByRole("group", { name: "Imagen", exact: true });
  await expect(slot).toContainText("Portada de la marca");
  await expect(slot.locator("img")).toHaveAttribute("src", "/img/hero-brand-480.webp");
  // Back at the slot, its section open, and the words written before the library kept in the draft.
  await expect(slot).toBeInViewport();
  await expect(title).toHaveValue(`Todo lo que necesitas saber ${marker}`);
  // The slot's descriptions are the library's for that picture (the seed's where it first shows it).
  await expect(heroAlt(page).getByLabel("English")).not.toHaveValue(described.en);
  await context.close();
});
