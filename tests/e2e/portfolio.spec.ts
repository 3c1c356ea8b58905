import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Page } from "@playwright/test";
import { onNewConnection } from "../../scripts/visitor-requests.ts";
import { axeClean } from "./axe";
import { expect, gotoHydrated, test } from "./fixtures";
import { startInstance } from "./instance";

/**
 * The portfolio: the case studies on the projects page (filtered by sector, with and without
 * JavaScript), on each sector's page and each on a page of its own, and what a stranger's
 * address can make of them.
 */

const caseStudies = (page: Page) => page.locator("#casos").getByRole("heading", { level: 3 });
const filter = (page: Page, name: string) => page.getByRole("navigation", { name });

test.describe("the projects page", () => {
  test("keeps its sector cards and lists the case studies below them, each with its place, sector and year", async ({
    page,
  }) => {
    await page.goto("/proyectos");
    await expect(page.locator("#proyectos").getByRole("heading", { level: 3 }).first()).toHaveText("Hoteles");
    const list = page.locator("#casos");
    await expect(list.getByRole("heading", { level: 2 })).toHaveText("Alfombras que ya forman parte de su lugar");
    await expect(caseStudies(page)).toHaveCount(8);
    const first = list.getByRole("article").first();
    await expect(first.getByRole("link", { name: "Hotel Mirador del Turia, Valencia" })).toHaveAttribute(
      "href",
      "/proyectos/hotel-mirador-valencia",
    );
    await expect(first).toContainText("Hoteles · 2025");
    await expect(first).toContainText("Valencia, España");
    const photo = first.getByRole("img");
    await expect(photo).toHaveAttribute("width", /\d+/);
    await expect(photo).toHaveAttribute("loading", "lazy");
  });

  test("filters the case studies by sector without JavaScript, in an address to share", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/proyectos");
    const sectors = filter(page, "Filtrar por sector");
    await expect(sectors.getByRole("link")).toHaveText([
      "Todos",
      "Hoteles",
      "Residencial",
      "Retail",
      "Yates",
      "Arquitectura",
    ]);
    await expect(sectors.getByRole("link", { name: "Todos" })).toHaveAttribute("aria-current", "true");
    await sectors.getByRole("link", { name: "Hoteles" }).click();
    await expect(page).toHaveURL(/\/proyectos\?sector=hotels#casos$/);
    await expect(caseStudies(page)).toHaveText([
      "Hotel Mirador del Turia, Valencia",
      "Suites de un hotel frente al mar en Marbella",
      "Grand Hotel Avenida, Lisboa",
    ]);
    await expect(sectors.getByRole("link", { name: "Hoteles" })).toHaveAttribute("aria-current", "true");
    await expect(page.locator("#casos")).toBeInViewport();
    // The address alone, opened again, gives the same list.
    await page.goto("/proyectos?sector=yachts");
    await expect(caseStudies(page)).toHaveText(["Un yate a motor construido en los Países Bajos"]);
    await context.close();
  });

  test("filters them with JavaScript too, and back to every one", async ({ page }) => {
    await gotoHydrated(page, "/en/proyectos");
    const sectors = filter(page, "Filter by sector");
    await sectors.getByRole("link", { name: "Retail" }).click();
    await expect(page).toHaveURL(/\/en\/proyectos\?sector=retail#casos$/);
    await expect(caseStudies(page)).toHaveText(["Atelier Vezzoli boutique, Milan"]);
    await filter(page, "Filter by sector").getByRole("link", { name: "All" }).click();
    await expect(page).toHaveURL(/\/en\/proyectos#casos$/);
    await expect(caseStudies(page)).toHaveCount(8);
  });
});

test.describe("a case study's page", () => {
  test("shows its title, place, sector, year, client and credits by role, its photographs and the designs it used", async ({
    page,
  }) => {
    await page.goto("/en/proyectos/grand-hotel-lisboa");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Grand Hotel Avenida, Lisbon");
    const facts = page.getByRole("region", { name: "Project details" });
    await expect(facts).toContainText("Lisbon, Portugal");
    await expect(facts).toContainText("Hotels");
    await expect(facts).toContainText("2023");
    await expect(facts).toContainText("Grand Hotel Avenida");
    await expect(facts.getByRole("link", { name: "Hotels" })).toHaveAttribute("href", "/en/hoteles");
    const credits = page.getByRole("complementary", { name: "Credits" });
    await expect(credits.getByRole("term")).toHaveText(["Architecture", "Hotel group"]);
    await expect(credits.getByRole("definition")).toHaveText(["Costa & Reis Arquitectos", "Avenida Collection"]);

    const photos = page.getByRole("region", { name: "Photographs of the project" }).getByRole("figure");
    await expect(photos).toHaveCount(4);
    for (let n = 0; n < 4; n++) {
      const image = photos.nth(n).getByRole("img");
      await expect(image).toHaveAttribute("width", /^\d+$/);
      await expect(image).toHaveAttribute("height", /^\d+$/);
      await expect(image).toHaveAttribute("loading", n === 0 ? "eager" : "lazy");
      await expect(photos.nth(n).locator("figcaption")).not.toBeEmpty();
    }
    const designs = page.getByRole("region", { name: "Designs from the collection" });
    await expect(designs.getByRole("heading", { level: 3 })).toHaveText(["Levante", "Estrato", "Punto"]);
    await expect(designs.getByRole("link", { name: "Levante" })).toHaveAttribute("href", "/en/colecciones/levante");
  });

  test("names no client where the client asked not to be named", async ({ request }) => {
    const html = await (await request.get("/proyectos/villa-ibiza")).text();
    expect(html).toContain("Una villa privada en Ibiza");
    expect(html).not.toContain(">Cliente<");
  });

  test("'start from this project' opens the configurator on its first design, in that design's colours", async ({
    page,
  }) => {
    await gotoHydrated(page, "/proyectos/hotel-mirador-valencia");
    await page.getByRole("link", { name: "Empezar desde este proyecto" }).click();
    await expect(page).toHaveURL(/\/configurador\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.getAll("c")).toEqual(["SA03", "TE10", "CH14"]);
    expect(Object.fromEntries([...query].filter(([name]) => name !== "c"))).toMatchObject({
      shape: "rectangular",
      w: "200",
      l: "300",
      technique: "handtuft",
      pile: "cut-loop",
      cut: "18",
      loop: "8",
      motif: "large-pattern",
    });
    for (const code of ["SA03", "TE10", "CH14"])
      await expect(page.getByRole("checkbox", { name: new RegExp(`· ${code}$`) })).toBeChecked();
  });

  test("carries its own canonical, alternates, share card and structured data", async ({ request }) => {
    const html = await (await request.get("/en/proyectos/yate-aurora")).text();
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/en/proyectos/yate-aurora"/>');
    expect(html).toContain('hrefLang="es" href="http://localhost:3000/proyectos/yate-aurora"');
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:3000\/img\/case-yate-aurora-1-\d+\.webp"\/>/,
    );
    const work = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? "{}"))
      .find((data) => data["@type"] === "CreativeWork");
    expect(work).toMatchObject({
      headline: "A motor yacht built in the Netherlands",
      dateCreated: "2025",
      locationCreated: { address: { addressLocality: "Amsterdam", addressCountry: "NL" } },
    });
    expect(work.about.map((design: { name: string }) => design.name)).toEqual(["Oleaje", "Marea"]);
  });
});

test.describe("the sector pages", () => {
  test("show their sector's case studies, and the private jets page none while it has none", async ({ page }) => {
    await page.goto("/hoteles");
    await expect(caseStudies(page)).toHaveText([
      "Hotel Mirador del Turia, Valencia",
      "Suites de un hotel frente al mar en Marbella",
      "Grand Hotel Avenida, Lisboa",
    ]);
    await expect(page.locator("#casos").getByRole("link", { name: "Ver todos los proyectos" })).toHaveAttribute(
      "href",
      "/proyectos",
    );
    await page.goto("/en/yates");
    await expect(caseStudies(page)).toHaveText(["A motor yacht built in the Netherlands"]);
    await page.goto("/arquitectos");
    await expect(caseStudies(page)).toHaveText(["Sede de Halden Versicherungen, Múnich"]);
    await page.goto("/comercios");
    await expect(caseStudies(page)).toHaveText(["Boutique Atelier Vezzoli, Milán"]);
    await page.addInitScript(() => localStorage.setItem("geo-dev-mode", "true"));
    await gotoHydrated(page, "/jets-privados");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("#casos")).toHaveCount(0);
  });
});

test.describe("what a stranger's address makes of it", () => {
  test("an unknown, hostile or hidden case study is the 404 page", async ({ request }) => {
    for (const address of [
      "/proyectos/no-existe",
      "/en/proyectos/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      "/proyectos/VILLA-IBIZA",
      "/proyectos/villa-ibiza/mas",
      "/proyectos/%E0%A4%A",
      "/proyectos/__proto__",
    ]) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      const html = await response.text();
      expect(html, address).not.toMatch(/alert\(1\)|<script>alert|__proto__|VILLA-IBIZA/);
    }
  });

  test("hostile parameters are never shown back and never answered with a server error", async ({ request }) => {
    const marker = "zq7x<b>\"'";
    const encoded = encodeURIComponent(marker);
    for (const address of [
      `/proyectos?sector=${encoded}`,
      `/proyectos?sector=hotels&utm_source=${encoded}`,
      `/proyectos?sector=${"a".repeat(8000)}`,
      `/proyectos?sector=hotels&sector=${encoded}`,
      `/proyectos?sector[]=${encoded}`,
      `/proyectos?sector=%E0%A4%A`,
      `/proyectos.data?sector=hotels&_routes=${encoded}`,
      `/en/proyectos?sector=hotels%00`,
      `/hoteles?sector=${encoded}`,
      `/proyectos/yate-aurora?sector=${encoded}`,
      `/api/search-index/${encoded}`,
      "/api/search-index/es?lang=../../etc/passwd",
    ]) {
      const response = await request.get(address);
      expect(response.status(), address).toBeLessThan(500);
      const body = await response.text();
      expect(body, address).not.toContain("zq7x");
      expect(body, address).not.toContain("a".repeat(200));
    }
    const filtered = await (await request.get(`/proyectos?sector=hotels&utm_source=${encoded}`)).text();
    expect(filtered).toContain('aria-current="true" class');
    expect(filtered.match(/href="\/proyectos\/[a-z-]+"/g)?.length).toBe(3);
  });
});

test.describe("found by searching", () => {
  test("the palette finds a design by a colour's code and a case study by its city, accents aside", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Buscar" }).click();
    const dialog = page.getByRole("dialog", { name: "Buscar en el sitio" });
    const input = dialog.getByPlaceholder("Buscar páginas...");
    await input.fill("te12");
    await expect(
      dialog.getByRole("group", { name: "Colección" }).getByRole("option", { name: /Levante/ }),
    ).toBeVisible();
    await input.fill("munich");
    const project = dialog.getByRole("group", { name: "Proyectos realizados" }).getByRole("option");
    await expect(project).toHaveText(/Sede de Halden Versicherungen, Múnich\s*Múnich, Alemania/);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/proyectos\/sede-munich$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sede de Halden Versicherungen, Múnich");
  });

  test("the sitemap lists the collection, the designs and the case studies with when each was published", async ({
    request,
  }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const loc of [
      "/colecciones",
      "/en/colecciones",
      "/colecciones/alcazar",
      "/proyectos/villa-ibiza",
      "/en/proyectos/villa-ibiza",
    ]) {
      const entry = xml.split("<url>").find((url) => url.includes(`<loc>http://localhost:3000${loc}</loc>`));
      expect(entry, loc).toBeDefined();
      expect(entry, loc).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod>/);
    }
  });
});

test.describe("a case study made hidden in the studio", () => {
  test.describe.configure({ mode: "serial" });

  test("answers 404 within seconds, and leaves the portfolio, its sector's page, the search and the sitemap", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "site-portfolio-"));
    const instance = await startInstance({ DATA_DIR: dataDir });
    try {
      const site = (address: string) => onNewConnection(`${instance.url}${address}`);
      expect((await site("/proyectos/yate-aurora")).status).toBe(200);
      // What a publish does: a new live version of the project, here hidden.
      const db = new DatabaseSync(path.join(dataDir, "site.db"));
      db.exec("PRAGMA busy_timeout = 5000");
      const live = db
        .prepare("SELECT number, content FROM content_versions WHERE document_id = ? ORDER BY number DESC LIMIT 1")
        .get("project.yate-aurora") as { number: number; content: string };
      const stored = JSON.parse(live.content);
      stored.written.es.visible = false;
      const now = new Date().toISOString();
      db.prepare(
        "INSERT INTO content_versions (document_id, number, content, live_at, created_at, created_by, note) VALUES (?, ?, ?, ?, ?, ?, ?)",
      ).run(
        "project.yate-aurora",
        live.number + 1,
        JSON.stringify(stored),
        now,
        now,
        "editora@nudo.example",
        "publish",
      );
      db.close();

      // Every process of the instance (each request on a connection of its own reaches either).
      const seen = async () => {
        const answers = await Promise.all([
          ...["/proyectos/yate-aurora", "/en/proyectos/yate-aurora", "/proyectos/yate-aurora"].map(async (address) =>
            String((await site(address)).status),
          ),
          ...["/proyectos", "/yates", "/api/search-index/es", "/sitemap.xml", "/proyectos", "/yates"].map(
            async (address) => ((await site(address)).body.includes("yate-aurora") ? "listed" : "gone"),
          ),
        ]);
        return answers.join(" ");
      };
      // Each process sees the publish within its poll (a second) and answers from the new content at
      // once, rendering on request the pages that showed it until it has rendered them again (24
      // files, 7 s on an idle 2-core machine, over 30 s on a loaded one). The rest is the instance's
      // start beside a busy suite.
      await expect.poll(seen, { timeout: 30_000 }).toBe("404 404 404 gone gone gone gone gone gone");
      expect((await site("/proyectos/villa-ibiza")).status).toBe(200);
    } finally {
      instance.child.kill();
      await instance.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    for (const address of [
      "/proyectos",
      "/proyectos?sector=hotels",
      "/proyectos/hotel-mirador-valencia",
      "/en/hoteles",
    ])
      test(`${address} passes every accessibility rule and never scrolls sideways`, async ({ page }) => {
        await gotoHydrated(page, address);
        expect(await axeClean(page)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
  });
}
