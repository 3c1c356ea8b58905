import { expect, gotoHydrated, test } from "./fixtures";

test.describe("the home page", () => {
  test("opens on a full-screen hero with its call to action and the LCP image preloaded", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("section").first();
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText("El arte de pisar algo único");
    await expect(hero.getByText("Alfombras tufting a mano, robotizadas y a medida")).toBeVisible();
    await expect(hero.getByText(/^Somos fabricantes, no distribuidores/)).toBeVisible();
    await expect(hero.getByText(/^Una colección de 300 colores/)).toBeVisible();
    const box = await hero.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.height >= viewport.height - 80).toBeTruthy();
    await expect(hero.getByRole("link", { name: /Descubre la colección/ })).toHaveAttribute("href", "#collections");
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute("fetchpriority", "high");
    await expect(hero.getByRole("img")).toHaveAttribute("fetchpriority", "high");
  });

  test("has three 40rem image tiles to projects, samples and customisation", async ({ page }) => {
    await page.goto("/");
    const tiles = page.getByRole("region", { name: "Tres caminos hacia tu alfombra" }).getByRole("link");
    await expect(tiles).toHaveCount(3);
    expect(await tiles.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "/proyectos",
      "/muestrarios",
      "/personalizacion",
    ]);
    for (const tile of await tiles.all()) expect((await tile.boundingBox())?.height).toBe(640);
  });

  test("offers the 360 tour as a panorama the keyboard can scroll", async ({ page }) => {
    await page.goto("/");
    const tour = page.getByRole("region", { name: /Visita virtual/ });
    await tour.focus();
    await expect(tour.getByRole("img")).toHaveJSProperty("complete", true);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => tour.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });

  test("lists the five collection categories with their features", async ({ page }) => {
    await page.goto("/");
    const collections = page.locator("#collections");
    await expect(collections.getByRole("heading", { level: 3 })).toHaveText([
      "Patrón grande",
      "Patrón pequeño",
      "Relieve 3D",
      "Creativa",
      "Única",
    ]);
    await expect(collections.getByText("Corte y bucle").first()).toBeVisible();
    await expect(collections.getByText("Asesoramiento personal")).toBeVisible();
  });

  test("has the targets of the footer's product anchors", async ({ page }) => {
    await page.goto("/");
    for (const id of ["collections", "hand-tuft", "robot-tuft"]) await expect(page.locator(`#${id}`)).toHaveCount(1);
    await page.getByRole("contentinfo").getByRole("link", { name: "Robotuft" }).click();
    await expect(page.locator("#robot-tuft")).toBeInViewport();
  });

  test("shows events and news with badges and Spanish long dates, the NBAA item held back", async ({ page }) => {
    await page.goto("/");
    // The NBAA item is in the page for every visitor, shown only where the region allows it.
    const events = page.locator("#events article").filter({ visible: true });
    await expect(events).toHaveCount(3);
    await expect(events.getByRole("heading")).toHaveText([
      "Hábitat Valencia",
      "Marbella Design",
      "Feria del Mueble de Yecla",
    ]);
    await expect(events.locator("time")).toHaveText([
      "22 de septiembre de 2026",
      "6 de noviembre de 2025",
      "26 de mayo de 2025",
    ]);
    await expect(events.getByText("Evento", { exact: true })).toHaveCount(2);
    await expect(events.getByText("Noticia", { exact: true })).toHaveCount(1);
    await expect(page.getByText("NBAA").filter({ visible: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Leer más/ })).toHaveCount(0); // no item has a link yet
  });

  test("writes dates in the page's language", async ({ page }) => {
    await page.goto("/en");
    await expect(page.locator("#events time").first()).toHaveText("22 September 2026");
    await page.goto("/it");
    await expect(page.locator("#events time").first()).toHaveText("22 settembre 2026");
  });

  test("brings the cards in one after another, 0.1 s apart", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.locator("#events").scrollIntoViewIfNeeded();
    // The NBAA item, last, is in the list for every visitor and shown only where the region allows.
    const cards = page.locator("#events li").filter({ visible: true });
    await expect(page.locator("#events ul")).toHaveAttribute("data-reveal", "shown");
    const delays = await cards.evaluateAll((items) => items.map((item) => getComputedStyle(item).animationDelay));
    expect(delays).toEqual(["0s", "0.1s", "0.2s"]);
  });

  test.describe("with reduced motion", () => {
    test.use({ colorScheme: "light", reducedMotion: "reduce" });
    test("shows the cards at once, without animation", async ({ page }) => {
      await gotoHydrated(page, "/");
      await page.locator("#events").scrollIntoViewIfNeeded();
      await expect(page.locator("#events ul")).toHaveAttribute("data-reveal", "static");
      const opacity = await page
        .locator("#events li")
        .first()
        .evaluate((item) => getComputedStyle(item).opacity);
      expect(opacity).toBe("1");
    });
  });

  test("gives every image its size and loads it", async ({ page }) => {
    await page.goto("/");
    // Every image the visitor can see (the NBAA item's is not shown from here, and never loaded).
    const images = page.locator("main img").filter({ visible: true });
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute("width", /^\d+$/);
      await expect(image).toHaveAttribute("height", /^\d+$/);
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  });
});

test.describe("the footer", () => {
  test("has the address, phone, e-mail, four link columns, copyright and legal links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Polígono Industrial I3, Nº1, 03330 Crevillente, Alicante");
    await expect(footer.getByRole("link", { name: /Teléfono/ })).toHaveAttribute("href", /^tel:\+34/);
    await expect(footer.getByRole("link", { name: /Correo electrónico/ })).toHaveAttribute("href", /^mailto:/);
    await expect(footer.getByRole("heading", { level: 2 })).toHaveText([
      "Empresa",
      "Productos",
      "Servicios",
      "Soporte",
    ]);
    const hrefs = await footer
      .getByRole("navigation")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual([
      "/sobre-nosotros",
      "/historia",
      "/calidad",
      "/sostenibilidad",
      "/colecciones",
      "/#hand-tuft",
      "/#robot-tuft",
      "/personalizacion",
      "/contract",
      "/diseno",
      "/instalacion",
      "/mantenimiento",
      "/contacto",
      "/catalogos",
      "/faq",
      "/garantia",
      "/mi-proyecto",
    ]);
    for (const href of ["/politica-privacidad", "/terminos-uso", "/politica-cookies"]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test("links the same columns under the page's language", async ({ page }) => {
    await page.goto("/nl");
    const footer = page.getByRole("contentinfo");
    await expect(footer.locator('a[href="/nl/faq"]')).toHaveCount(1);
    await expect(footer.locator('a[href="/nl/colecciones"]')).toHaveCount(1);
    await expect(footer.locator('a[href="/nl#hand-tuft"]')).toHaveCount(1);
  });
});
