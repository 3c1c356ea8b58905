import { expect, gotoHydrated, test } from "./fixtures";
import { documentHead } from "./head";
import { standInForUndrawnPictures, withoutScript } from "./picture-files";
import { siteUrl } from "./settings";

/**
 * Each design's page (`/colecciones/<slug>`), met as a visitor meets it, with and without
 * JavaScript. The collection's page: collection.spec.ts.
 */

test.beforeEach(async ({ context }) => standInForUndrawnPictures(context));

test.describe("a design's page", () => {
  test("shows the design, and a colourway chosen changes its pictures, colours and links at once", async ({ page }) => {
    await gotoHydrated(page, "/en/colecciones/alcazar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Alcázar");
    const gallery = page.getByRole("region", { name: "Pictures of Alcázar" });
    const colours = page.getByRole("list").filter({ hasText: "SA03" });
    // Each picture is a link named by what it shows; the picture inside it says nothing more.
    const pictures = gallery.getByRole("link").locator("img");
    await expect(pictures.first()).toHaveAttribute("src", /design-alcazar-arena-flat-/);
    await expect(colours).toContainText("Salt Sand (ground)");
    await expect(page.getByRole("radio", { name: "Sand" })).toBeChecked();
    await expect(page.getByRole("button", { name: "Show this colourway" })).toBeHidden();

    await page.getByRole("radio", { name: "Midnight" }).check();
    await expect(page).toHaveURL(/\/en\/colecciones\/alcazar\?color=noche$/);
    for (const [index, view] of ["flat", "detail", "room"].entries())
      await expect(pictures.nth(index)).toHaveAttribute("src", new RegExp(`design-alcazar-noche-${view}-`));
    await expect(page.getByRole("heading", { name: "Colours of Midnight" })).toBeVisible();
    const list = page.getByRole("list").filter({ hasText: "BL17" });
    await expect(list.getByRole("listitem")).toHaveCount(3);
    await expect(list).toContainText("GO08");
    await expect(page.getByRole("link", { name: "Request samples of these colours" })).toHaveAttribute(
      "href",
      "/en/solicitud-muestrario?diseno=alcazar&c=BL17&c=GO08&c=IV02",
    );
    await expect(page.getByRole("link", { name: "Configure this design" })).toHaveAttribute(
      "href",
      /^\/en\/configurador\?design=alcazar&shape=rectangular&w=200&l=300&technique=handtuft&pile=cut-loop&cut=18&loop=8&motif=large-pattern&c=BL17&c=GO08&c=IV02&material=nz-wool&backing=technical$/,
    );
    // The first colourway is the design's own address again.
    await page.getByRole("radio", { name: "Sand" }).check();
    await expect(page).toHaveURL(/\/en\/colecciones\/alcazar$/);
  });

  test("gives each colourway its own address, which works without JavaScript", async ({ browser }) => {
    const plain = await withoutScript(browser);
    try {
      const page = await plain.newPage();
      await page.goto("/en/colecciones/alcazar?color=jade");
      await expect(page.getByRole("radio", { name: "Jade" })).toBeChecked();
      await expect(page.getByRole("list").filter({ hasText: "TL04" })).toBeVisible();
      await page.getByRole("radio", { name: "Midnight" }).check();
      await page.getByRole("button", { name: "Show this colourway" }).click();
      await expect(page).toHaveURL(/\/en\/colecciones\/alcazar\?color=noche$/);
      await expect(page.getByRole("list").filter({ hasText: "BL17" })).toBeVisible();
      // What such a visitor is told of the room view: first-paint-honest.spec.ts, in a browser
      // whose parser runs without scripts (this context's shows <noscript> as text).
    } finally {
      await plain.close();
    }
  });

  test("opens its pictures full screen, moves with the keyboard and a swipe, and closes with Escape", async ({
    page,
  }) => {
    await gotoHydrated(page, "/en/colecciones/alcazar");
    const opener = page.getByRole("link", { name: /^Enlarge: / }).first();
    await opener.click();
    const viewer = page.getByRole("dialog", { name: "Alcázar, Sand" });
    await expect(viewer).toBeVisible();
    await expect(viewer).toContainText("Whole rug · 1 of 3");
    await expect(viewer.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(viewer).toContainText("Pile detail · 2 of 3");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(viewer).toContainText("In a room · 3 of 3");
    // Focus stays inside, both ways round: the page behind the modal dialog is inert.
    for (const key of ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog"))), key).toBe(true);
    }
    // A swipe to the left shows the next picture.
    const box = await viewer.locator("figure").boundingBox();
    if (!box) throw new Error("no picture in the viewer");
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.7, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 });
    await page.mouse.up();
    await expect(viewer).toContainText("Whole rug · 1 of 3");
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("opens the configurator with the design's colours in the colourway shown", async ({ page }) => {
    await gotoHydrated(page, "/colecciones/marea?color=coral");
    await page.getByRole("link", { name: "Configurar este diseño" }).click();
    await expect(page).toHaveURL(
      /\/configurador\?design=marea&shape=rectangular&w=200&l=300&technique=handtuft&pile=cut&cut=22/,
    );
    // The configurator names the design and the colourway it opened on.
    await expect(page.getByRole("heading", { name: "Marea · Coral" })).toBeVisible();
    const chosen = page.locator('input[type="checkbox"][name="c"]:checked');
    await expect(chosen).toHaveCount(3);
    expect(await chosen.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual([
      "RO04",
      "TE08",
      "SA01",
    ]);
    for (const code of ["RO04", "TE08", "SA01"])
      await expect(page.getByRole("checkbox", { name: new RegExp(` · ${code}$`) })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Ovalada" })).not.toBeChecked();
  });

  test("opens the room view with the design as it is shown", async ({ page }) => {
    await gotoHydrated(page, "/en/colecciones/alcazar");
    await page.getByRole("button", { name: "See it in your room" }).click();
    const room = page.getByRole("dialog", { name: "Your rug in your room" });
    await expect(room).toBeVisible();
    await room.getByRole("button", { name: "Try a sample room" }).click();
    await expect(room.getByText("200 × 300 cm, to scale")).toBeVisible();
    // No quote request on this page: the picture is downloaded, not sent with one.
    await expect(room.getByRole("checkbox")).toHaveCount(0);
    await room.getByRole("button", { name: "Close" }).first().click();
    await expect(room).toBeHidden();
  });

  test("states its specifications, story and projects", async ({ page }) => {
    await page.goto("/en/colecciones/marea");
    const term = (name: string) =>
      page.getByRole("term").filter({ hasText: name }).locator("xpath=following-sibling::dd");
    await expect(term("Standard sizes")).toHaveText("200 × 300 cm, 250 × 350 cm, made to measure");
    await expect(term("Pile")).toHaveText("Cut pile · cut 22 mm");
    await expect(term("Designer")).toHaveText("Lucía Ferrer");
    await expect(term("Wear class (EN 1307)")).toHaveText("32 · general commercial use");
    await expect(term("Warranty")).toHaveText("5 years");
    // Its fire classes on each backing it is offered on, the standard one first, as its data sheet states them.
    await expect(page.getByRole("heading", { name: "Backing: Non-slip (standard)" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Backing: Fire-retardant" })).toBeVisible();
    await expect(term("Floors (EN 13501-1)")).toHaveText([
      "Dfl-s1 · certificate on request",
      /^Bfl-s1 · certificate no\. \S+ of 14 March 2025/,
    ]);
    await expect(term("Buildings in France (NF P 92-507)")).toHaveText(["on request", "M1 · certificate on request"]);
    await expect(term("Ships (IMO FTP Code)")).toHaveText(["on request", /^Parts 2 and 5 · certificate no\. /]);
    await expect(page.getByRole("heading", { name: "The story" })).toBeVisible();
    const projects = page.getByRole("region", { name: "Projects with Marea" });
    await expect(projects.getByRole("link").first()).toHaveAttribute("href", /^\/en\/proyectos\/[\w-]+$/);
  });

  test("describes the design to search engines and sharing cards as a product", async ({ request }) => {
    const html = await (await request.get("/de/colecciones/alcazar?color=noche")).text();
    const head = documentHead(html);
    expect(head.canonical).toBe(`${siteUrl}/de/colecciones/alcazar`);
    expect(head.alternates).toEqual([
      ...["es", "en", "de", "it", "fr", "nl"].map(
        (lang) => `${lang} ${siteUrl}${lang === "es" ? "" : `/${lang}`}/colecciones/alcazar`,
      ),
      `x-default ${siteUrl}/colecciones/alcazar`,
    ]);
    expect(head.meta.get("og:image")).toBe(`${siteUrl}/img/design-alcazar-noche-flat-1200.webp`);
    expect(head.title).toBe("Alcázar · Großes Muster · Nudo");
    const data = head.jsonLd;
    const product = data.find((item) => item["@type"] === "Product");
    expect(product).toMatchObject({
      name: "Alcázar",
      brand: { "@type": "Brand", name: "Nudo" },
      category: "Großes Muster",
      material: "Neuseeländische Wolle, Naturseide",
    });
    expect(product?.image).toHaveLength(3);
    expect(product).not.toHaveProperty("offers");
    const breadcrumb = data.find((item) => item["@type"] === "BreadcrumbList") as {
      itemListElement: { name: string }[];
    };
    expect(breadcrumb.itemListElement.map((step) => step.name)).toEqual([
      "Nudo",
      "Kollektionen",
      "Alcázar · Großes Muster",
    ]);
  });

  test("answers 404 with the site's page for a design that does not exist", async ({ page }) => {
    const response = await page.goto("/en/colecciones/no-such-rug");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  });
});
