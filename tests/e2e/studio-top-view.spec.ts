import type { Locator } from "@playwright/test";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { type Language, languageNames, languages } from "../../app/i18n/languages";
import { newDesignWords as words } from "../support/new-design-words";
import { topViewPhoto } from "../support/top-view-photo";
import { expect, test } from "./fixtures";
import { editorNotice, editorSection, marker, openEverything, studioOnOneInstance } from "./studio";

/**
 * A design an editor adds with a photograph of the rug from above, on an instance of the
 * production build on PostgreSQL (two server processes): the studio refuses to publish it until the
 * editor gives the real size the photograph shows; once shown, the configurator draws the rug
 * from the photograph at that size, and its specifier pack's texture is the photograph, named by
 * the size it repeats at.
 */
test.describe.configure({ mode: "serial" });

const { instances, staffPage } = studioOnOneInstance("site-studio-top-view");

const name = `Vista ${marker}`;
const slug = `vista-${marker.toLowerCase()}`;
const alt = `Vista cenital roja y azul ${marker}`;

const textGroup = (scope: Locator, label: string) => scope.getByRole("group", { name: label, exact: true });

async function fillSixLanguages(group: Locator, texts: Record<Language, string>) {
  for (const lang of languages) await group.getByLabel(languageNames[lang]).fill(texts[lang]);
}

test("an editor adds a design from a photograph from above and its real size; the configurator and the pack are made from it", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const page = await staffPage(browser);

  // The photograph, uploaded to the library.
  await page.goto("/admin/content/media");
  await page.getByText("Subir una imagen").click();
  await page
    .getByLabel("Archivo")
    .setInputFiles({ name: "vista.jpg", mimeType: "image/jpeg", buffer: await topViewPhoto(800, 400) });
  await page.getByRole("textbox", { name: "Español", exact: true }).fill(alt);
  await page.getByRole("button", { name: "Subir", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/media\/m-[0-9a-f]{16}-800x400/);
  const media = /\/media\/(m-[0-9a-f]{16}-800x400)/.exec(page.url())?.[1] ?? "";

  // The design, with one colourway whose picture from above is the photograph.
  await page.goto("/admin/content/new/design");
  await page.getByLabel("Nombre del diseño").fill(name);
  await page.getByRole("button", { name: "Crear y abrir el editor" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Diseño: ${name}` })).toBeVisible();
  await openEverything(page);
  await editorSection(page, "Ficha del diseño")
    .getByLabel("Colección", { exact: true })
    .selectOption({ label: "Creativa" });
  const texts = editorSection(page, "Textos");
  await fillSixLanguages(textGroup(texts, "Resumen"), words.summary);
  await fillSixLanguages(textGroup(texts, "Párrafo 1"), words.story);
  const colourway = editorSection(page, "Colorido 1");
  await fillSixLanguages(textGroup(colourway, "Nombre"), words.colourways[0]);
  await colourway.getByLabel("Colores", { exact: true }).fill("SA04 TE12");
  const views = { flat: "Vista cenital", detail: "Detalle del pelo", room: "En una estancia" } as const;
  for (const [view, label] of Object.entries(views) as [keyof typeof views, string][])
    await fillSixLanguages(textGroup(colourway, `${label} › Texto alternativo`), words.alts[view]);
  const flat = textGroup(colourway, "Vista cenital › Texto alternativo");
  await flat.getByRole("button", { name: "Cambiar imagen" }).click();
  const library = page.getByRole("dialog");
  await library.getByRole("button", { name: `Usar esta imagen: ${alt}` }).click();
  await expect(library).toBeHidden();
  await fillSixLanguages(flat, words.alts.flat);

  // Without the photograph's real size, no publish: said beside the size's field.
  await page.getByRole("button", { name: "Publicar ahora" }).click();
  await expect(page.getByRole("alert").first()).toContainText("No se ha publicado");
  const size = editorSection(page, `Colorido · ${words.colourways[0].es}`).getByLabel(
    "Medida real de la imagen vista desde arriba (cm)",
  );
  await expect(size).toHaveAttribute("aria-invalid", "true");
  await expect(size).toHaveAccessibleDescription(/Falta la medida real de la imagen vista desde arriba/);
  await page.setViewportSize({ width: 1440, height: 900 });
  await size.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screenshots/studio-top-view-size-refused-1440.png" });
  await size.fill("300 × 200");
  await page.getByRole("button", { name: "Publicar ahora" }).click();
  await expect(editorNotice(page)).toContainText("Publicado. Aún no se muestra en el sitio");
  await page.getByRole("link", { name: "Mostrar en el sitio" }).click();
  await page.getByRole("button", { name: "Sí, mostrar en el sitio" }).click();
  await expect(editorNotice(page)).toContainText("Se muestra en el sitio");

  // A visitor configures it: the rug is drawn from the photograph, repeated at 300 × 200 cm.
  const visitor = await (await browser.newContext({ baseURL: instances[0]?.url, locale: "en-GB" })).newPage();
  await expect
    .poll(async () => (await visitor.request.get(`/en/colecciones/${slug}`)).status(), { timeout: 10_000 })
    .toBe(200);
  const configure = `/en/configurador?shape=rectangular&w=300&l=200&motif=creative&c=SA04&c=TE12&design=${slug}`;
  await visitor.goto(configure);
  const preview = visitor.locator('svg[aria-labelledby="rug-preview-title rug-preview-description"]').first();
  const image = preview.locator("pattern#rug-top-view image");
  await expect(image).toHaveAttribute("href", new RegExp(`^/media/${media}-\\d+\\.webp$`));
  expect((await visitor.request.get((await image.getAttribute("href")) ?? "")).status()).toBe(200);
  // Drawn in the page: the rug 300 wide (down the drawing) and 200 long (across), the
  // photograph's left half (red) on the near side, its right half (blue) on the far one.
  await visitor.setViewportSize({ width: 1440, height: 900 });
  await preview.scrollIntoViewIfNeeded();
  const shot = await preview.screenshot();
  await visitor.screenshot({ path: "test-results/screenshots/configurator-top-view-1440.png" });
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  let [reds, blues] = [0, 0];
  for (let o = 0; o < data.length; o += info.channels) {
    const [r = 0, g = 0, b = 0] = [data[o], data[o + 1], data[o + 2]];
    if (r > 150 && g < 80 && b < 80) reds++;
    if (b > 150 && r < 80 && g < 110) blues++;
  }
  expect(reds / (info.width * info.height)).toBeGreaterThan(0.1);
  expect(blues / (info.width * info.height)).toBeGreaterThan(0.1);

  // Its pack's colour texture is the photograph, named by the size it repeats at.
  const pack = await visitor.request.get(
    (await visitor.getByRole("link", { name: "Download the specifier pack (ZIP)" }).getAttribute("href")) ?? "",
  );
  expect(pack.status()).toBe(200);
  const files = unzipSync(new Uint8Array(await pack.body()));
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(["texture-colour-300x200cm.jpg", "texture-normal-300x200cm.png"]),
  );
});
