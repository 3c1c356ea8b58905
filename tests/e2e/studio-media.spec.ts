import type { Page } from "@playwright/test";
import sharp from "sharp";
import { type Language, languageNames, languages } from "../../app/i18n/languages";
import { expect, test, visitorAddress } from "./fixtures";
import { createStaff, signIn } from "./staff-accounts";
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
 * uploaded there fills the slot at once, its descriptions are written beside it, and once
 * published every process serves it. A design's three colourways take their nine pictures three
 * at a time, counted in clicks. Without a script, the same "Change image" is a page that saves
 * the choice (or the upload of several files) in the draft and comes back to the slot.
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

/** A photograph-like JPEG: a camera's grain over a colour, so no two are the same file. */
const photo = (r: number, g: number, b: number, width = 1200, height = 800) =>
  sharp({
    create: { width, height, channels: 3, background: { r, g, b }, noise: { type: "gaussian", mean: 128, sigma: 20 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

test("an editor uploads a picture from the FAQ's image slot: it fills the slot at once, its descriptions are written beside it, and it publishes", async ({
  browser,
}) => {
  test.slow();
  const page = await staffPage(browser);
  const picture = await photo(196, 170, 130);
  await page.goto("/admin/content/page.faq");
  await openEverything(page);
  const slot = heroAlt(page).getByRole("group", { name: "Imagen", exact: true });
  await expect(slot).toContainText("Portada de cuidados: patrón pequeño");
  await slot.getByRole("button", { name: "Cambiar imagen" }).click();

  const library = page.getByRole("dialog");
  await expect(library.getByRole("heading", { level: 1, name: "Imágenes" })).toBeVisible();
  await expect(library).toContainText("Eligiendo la imagen de «Cabecera › Imagen» en Preguntas frecuentes");
  // From a slot the upload is open and asks only for the file: the descriptions are the slot's.
  await expect(library.getByLabel("Español")).toHaveCount(0);
  await page.screenshot({ path: "test-results/screenshots/studio-media-dialog-1440.png" });
  await library
    .getByLabel("Archivo")
    .setInputFiles({ name: "salón arena.jpg", mimeType: "image/jpeg", buffer: picture });
  await library.getByRole("button", { name: "Subir y colocar" }).click();

  // No second "Use this image": the dialog closes and the slot has the upload, the Spanish description in focus.
  await expect(library).toBeHidden();
  await expect(slot.getByRole("status")).toContainText("1 foto colocada. Escribe su descripción.", { timeout: 30_000 });
  await expect(slot).toContainText("salón arena.jpg");
  const thumb = slot.locator("img");
  const mediaId =
    /\/media\/(m-[0-9a-f]{16}-1200x800)-480\.webp/.exec((await thumb.getAttribute("src")) ?? "")?.[1] ?? "";
  expect(mediaId).not.toBe("");
  expect(await thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(heroAlt(page).getByLabel("Español")).toBeFocused();
  await expect(heroAlt(page).getByLabel("Español")).toHaveValue("");
  await page.keyboard.type(described.es);
  await page.screenshot({ path: "test-results/screenshots/studio-media-slot-filled-1440.png" });

  // Published with only Spanish: refused by language, beside the slot; written there, it goes.
  await page.getByRole("button", { name: "Publicar ahora" }).click();
  await expect(page.getByRole("alert").first()).toContainText("No se ha publicado");
  for (const lang of languages.filter((code) => code !== "es"))
    await heroAlt(page).getByLabel(languageNames[lang]).fill(described[lang]);
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

test("a design's three colourways get their nine pictures and descriptions in under 20 clicks, each picture in its slot", async ({
  browser,
}) => {
  test.slow();
  const page = await staffPage(browser);
  const name = `Brisa ${marker}`;
  await page.goto("/admin/content/new/design");
  await page.getByLabel("Nombre del diseño").fill(name);
  await page.getByRole("button", { name: "Crear y abrir el editor" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Diseño: ${name}` })).toBeVisible();

  // Every click and every confirmation of the system's file dialog, counted from the editor on.
  let clicks = 0;
  const click = async (target: ReturnType<Page["locator"]>) => {
    clicks += 1;
    await target.click();
  };
  const views = ["arriba", "detalle", "estancia"];
  const sent: string[] = [];
  for (const colourway of [1, 2, 3]) {
    const section = page.locator("details.entry, details.section").filter({
      has: page.getByRole("heading", { name: `Colorido ${colourway}`, exact: true }),
    });
    if (colourway === 1) await click(section.locator("summary").first());
    else {
      await click(page.getByRole("button", { name: "+ Añadir colorido" }));
      await expect(editorNotice(page)).toContainText("Borrador guardado");
    }
    const drop = section.locator("[data-picture-drop]");
    await expect(drop).toBeVisible();
    const chooser = page.waitForEvent("filechooser");
    await click(drop.getByRole("button", { name: "Subir hasta 3 fotos" }));
    const files = await Promise.all(
      views.map(async (view, index) => ({
        name: `c${colourway}-${view}.jpg`,
        mimeType: "image/jpeg",
        buffer: await photo(60 + colourway * 50, 80 + index * 40, 120, 800, 600),
      })),
    );
    sent.push(...files.map((file) => file.name));
    // Choosing three files at once in the system's dialog: one more click to confirm it.
    clicks += 1;
    await (await chooser).setFiles(files);
    if (colourway === 1) {
      await expect(drop.locator("progress")).toBeVisible();
      await page.screenshot({ path: "test-results/screenshots/studio-pictures-uploading-1440.png" });
    }
    // Each is decoded and made into the site's widths as it arrives: seconds each on a shared machine.
    await expect(drop.getByRole("status")).toHaveText("3 fotos colocadas. Escribe sus descripciones.", {
      timeout: 60_000,
    });
    // The first description is in focus; the other two are a click each.
    for (const [index, view] of ["Vista cenital", "Detalle del pelo", "En una estancia"].entries()) {
      const spanish = section
        .getByRole("group", { name: `${view} › Texto alternativo`, exact: true })
        .getByLabel("Español");
      if (index === 0) await expect(spanish).toBeFocused();
      else await click(spanish);
      await page.keyboard.type(`Brisa, colorido ${colourway}: ${views[index]}`);
    }
  }
  await expect(page.locator("[data-autosave-status]")).toContainText("Guardado", { timeout: 10_000 });
  expect(clicks).toBeLessThan(20);
  console.log(`nine pictures and their Spanish descriptions: ${clicks} clicks`);
  await page.screenshot({ path: "test-results/screenshots/studio-pictures-placed-1440.png" });
  await page.setViewportSize({ width: 390, height: 900 });
  await page.locator("[data-picture-drop]").last().scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screenshots/studio-pictures-placed-390.png" });

  // Saved: opened again, each slot holds the file sent for it, with its description.
  await page.reload();
  await openEverything(page);
  const placed = await page.locator("[data-image-slot]").evaluateAll((slots) =>
    slots.map((slot) => ({
      path: slot.getAttribute("data-image-slot"),
      name: slot.querySelector("[data-slot-name]")?.textContent ?? "",
      value: (slot.querySelector("[data-slot-input]") as HTMLInputElement | null)?.value ?? "",
    })),
  );
  expect(placed.map((slot) => slot.path)).toEqual(
    [0, 1, 2].flatMap((n) => ["flat", "detail", "room"].map((view) => `colourways.${n}.images.${view}.name`)),
  );
  expect(placed.map((slot) => /\((c\d-\w+\.jpg)\)/.exec(slot.name)?.[1])).toEqual(sent);
  expect(new Set(placed.map((slot) => slot.value)).size).toBe(9);
  for (const [index, file] of sent.entries()) {
    const [colourway, view] = /c(\d)-(\w+)/.exec(file)?.slice(1) ?? [];
    expect(await page.locator(`[name="t.es.${placed[index]?.path?.replace(/\.name$/, ".alt")}"]`).inputValue()).toBe(
      `Brisa, colorido ${colourway}: ${view}`,
    );
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

test("without a script, a colourway's upload button is the library taking three files, which fill its slots in order and come back to the first description", async ({
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
  const name = `Céfiro ${marker}`;
  await page.goto("/admin/content/new/design");
  await page.getByLabel("Nombre del diseño").fill(name);
  await page.getByRole("button", { name: "Crear y abrir el editor" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Diseño: ${name}` })).toBeVisible();
  await page.getByRole("heading", { name: "Colorido 1", exact: true }).click();
  await page.getByRole("button", { name: "Subir hasta 3 fotos" }).click();

  await expect(page).toHaveURL(/\/admin\/content\/media\?pick=design\.cefiro-/);
  await expect(page.getByText("Puedes elegir hasta 3 fotos a la vez")).toBeVisible();
  await expect(page.getByText("«Vista cenital», «Detalle del pelo» y «En una estancia»")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: "test-results/screenshots/studio-pictures-no-script-390.png" });
  await page.getByLabel("Archivos").setInputFiles(
    await Promise.all(
      ["arriba", "detalle", "estancia"].map(async (view, index) => ({
        name: `${view}.jpg`,
        mimeType: "image/jpeg",
        buffer: await photo(90, 110 + index * 30, 140, 800, 600),
      })),
    ),
  );
  await page.getByRole("button", { name: "Subir y colocar" }).click();

  await expect(editorNotice(page)).toContainText("Fotos colocadas y guardadas en el borrador");
  for (const [view, file] of [
    ["Vista cenital", "arriba.jpg"],
    ["Detalle del pelo", "detalle.jpg"],
    ["En una estancia", "estancia.jpg"],
  ])
    await expect(
      page
        .getByRole("group", { name: `${view} › Texto alternativo`, exact: true })
        .getByRole("group", { name: "Imagen" }),
    ).toContainText(file as string);
  await expect(
    page.getByRole("group", { name: "Vista cenital › Texto alternativo", exact: true }).getByLabel("Español"),
  ).toBeFocused();
  await context.close();
});
