import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Page } from "@playwright/test";
import { axeClean } from "./axe";
import { expect, gotoHydrated, test } from "./fixtures";
import { documentHead } from "./head";
import { startInstance } from "./instance";
import { standInForUndrawnPictures, withoutScript } from "./picture-files";
import { siteUrl } from "./settings";

/**
 * The collection (`/colecciones`), met as a visitor meets it, with and without JavaScript; the
 * accessibility of its pages and of a design's; and a publish reaching every page that shows a
 * design. A design's own page: design-page.spec.ts.
 */

test.beforeEach(async ({ context }) => standInForUndrawnPictures(context));

/** The names of the designs the page shows, in their order. */
const shownDesigns = (page: Page, region = "Diseños") =>
  page.getByRole("region", { name: region, exact: true }).getByRole("heading", { level: 3 }).allTextContents();

/** A filter's option by its name, whatever its count ("Relieve 3D (5 diseños)"). */
const option = (page: Page, name: string) =>
  page.getByRole("radio", { name: new RegExp(`^${name.replace(/[()]/g, "\\$&")} \\(`) });

/** Each address with the Spanish names of the options it chooses. */
const filtered: { address: string; options: string[] }[] = [
  { address: "coleccion=relief", options: ["Relieve 3D"] },
  { address: "tecnica=robotuft&color=blue", options: ["Robotuft", "Azul"] },
  { address: "forma=circular", options: ["Circular"] },
  { address: "coleccion=creative&color=green&forma=irregular", options: ["Creativa", "Verde", "Irregular"] },
  { address: "coleccion=unique&forma=hexagonal", options: ["Única", "Hexagonal"] },
];

test.describe("the collection", () => {
  test("shows every design as a card, in the catalogue's order, each leading to its page", async ({ page }) => {
    await page.goto("/colecciones");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("La colección");
    const names = await shownDesigns(page);
    expect(names).toHaveLength(24);
    expect(names.slice(0, 3)).toEqual(["Alcázar", "Marea", "Levante"]);
    const first = page.getByRole("region", { name: "Diseños", exact: true }).getByRole("listitem").first();
    await expect(first).toContainText("Patrón grande");
    await expect(first.getByRole("img")).toHaveAttribute("src", /\/img\/design-alcazar-arena-flat-/);
    await expect(first.getByRole("link", { name: "Alcázar" })).toHaveAttribute("href", "/colecciones/alcazar");
    await expect(page.getByRole("status")).toHaveText("24 diseños");
  });

  test("filters the same designs for the same address, with JavaScript and without", async ({ browser, page }) => {
    test.setTimeout(90_000);
    const plain = await withoutScript(browser);
    try {
      const noScript = await plain.newPage();
      await gotoHydrated(page, "/colecciones");
      for (const { address, options } of filtered) {
        // Without JavaScript: the server shows what the address asks for.
        await noScript.goto(`/colecciones?${address}`);
        const served = await shownDesigns(noScript);
        // With it: the same choices, made on the page, rewrite the address and show the same designs.
        for (const name of ["Todas", "Todos"]) for (const all of await option(page, name).all()) await all.check();
        for (const name of options) await option(page, name).check();
        await expect(page).toHaveURL(`/colecciones?${address}`);
        expect(await shownDesigns(page), address).toEqual(served);
        // And the address itself, loaded with JavaScript, shows them too.
        const loaded = await page.context().newPage();
        await loaded.goto(`/colecciones?${address}`);
        expect(await shownDesigns(loaded), address).toEqual(served);
        await loaded.close();
      }
      expect(await shownDesigns(noScript)).toEqual([]);
    } finally {
      await plain.close();
    }
  });

  test("filters without JavaScript through its form, whose address can be shared", async ({ browser }) => {
    const plain = await withoutScript(browser);
    try {
      const page = await plain.newPage();
      // On a wide screen the filters are always open beside the designs.
      await page.goto("/colecciones");
      await option(page, "Relieve 3D").check();
      await option(page, "Handtuft").check();
      await page.getByRole("button", { name: "Ver los diseños" }).click();
      await expect(page).toHaveURL(/\/colecciones\?coleccion=relief&tecnica=handtuft&color=&forma=$/);
      const names = await shownDesigns(page);
      expect(names.length).toBeGreaterThan(0);
      for (const card of await page.getByRole("region", { name: "Diseños" }).getByRole("listitem").all())
        await expect(card).toContainText("Relieve 3D");
      await expect(option(page, "Relieve 3D")).toBeChecked();
    } finally {
      await plain.close();
    }
  });

  test("counts what each option would show, and keeps an option that shows none a choice", async ({ page }) => {
    await gotoHydrated(page, "/colecciones?coleccion=relief");
    for (const name of ["Handtuft", "Robotuft", "Todas"]) {
      const radio = name === "Todas" ? option(page, name).nth(1) : option(page, name);
      const count = Number(/\((\d+) diseños?\)/.exec((await radio.getAttribute("aria-label")) ?? "")?.[1]);
      await radio.check();
      await expect(page.getByRole("status")).toHaveText(count === 1 ? "1 diseño" : `${count} diseños`);
      expect(await shownDesigns(page)).toHaveLength(count);
    }
    const none = page.getByRole("radio", { name: /\(0 diseños\)$/ }).first();
    await expect(none).toBeEnabled();
    await none.check();
    await expect(page.getByText("Ningún diseño reúne todo lo que buscas")).toBeVisible();
  });

  test("offers the configurator and clearing the filters when none is left", async ({ browser, page }) => {
    const plain = await withoutScript(browser);
    try {
      const noScript = await plain.newPage();
      await noScript.goto("/en/colecciones?coleccion=unique&forma=hexagonal");
      await expect(noScript.getByText("No design matches everything you are looking for")).toBeVisible();
      await expect(noScript.getByRole("link", { name: "Design it in the configurator" })).toHaveAttribute(
        "href",
        "/en/configurador",
      );
      await noScript.getByRole("link", { name: "Clear filters" }).last().click();
      await expect(noScript).toHaveURL(/\/en\/colecciones$/);
      expect(await shownDesigns(noScript, "Designs")).toHaveLength(24);
    } finally {
      await plain.close();
    }
    await gotoHydrated(page, "/colecciones?coleccion=unique&forma=hexagonal");
    await expect(page.getByRole("link", { name: "Diseñar en el configurador" })).toHaveAttribute(
      "href",
      "/configurador",
    );
    await page.getByRole("link", { name: "Quitar los filtros" }).last().click();
    await expect(page).toHaveURL(/\/colecciones$/);
    expect(await shownDesigns(page)).toHaveLength(24);
    await expect(page.getByRole("heading", { name: "Diseños" })).toBeFocused();
  });

  test("names the unfiltered page as the canonical of every filtered address", async ({ request }) => {
    const html = await (await request.get("/en/colecciones?color=blue&forma=oval")).text();
    expect(documentHead(html).canonical).toBe(`${siteUrl}/en/colecciones`);
    expect(html).not.toContain('name="robots"');
  });

  test("never shows back what an address carries, and never fails for it", async ({ request }) => {
    const mark = "nudo-probe";
    const markup = `"><script>alert('${mark}')</script>`;
    const long = `${mark}-${"x".repeat(10 * 1024)}`;
    const addresses = [
      ...["coleccion", "tecnica", "color", "forma", "utm_source", "q"].flatMap((name) => [
        `/colecciones?${name}=${encodeURIComponent(markup)}`,
        `/colecciones?${name}=${long}`,
        `/colecciones?${name}=blue&${name}=${encodeURIComponent(markup)}&${name}=${long}`,
      ]),
      `/colecciones?${encodeURIComponent(markup)}=1`,
      `/en/colecciones/alcazar?color=${encodeURIComponent(markup)}`,
      `/en/colecciones/alcazar?color=${long}&color=noche`,
      `/colecciones/${encodeURIComponent(markup)}`,
      `/colecciones/${long}`,
    ];
    for (const address of addresses) {
      const response = await request.get(address);
      expect(response.status(), address.slice(0, 80)).toBeLessThan(500);
      expect(await response.text(), address.slice(0, 80)).not.toContain(mark);
    }
    // A repeated name takes its first valid value: the same designs as that value alone.
    const repeated = await (await request.get("/colecciones?color=nada&color=blue&color=green")).text();
    const blue = await (await request.get("/colecciones?color=blue")).text();
    const hidden = (html: string) => [...html.matchAll(/data-design="([\w-]+)"( hidden="")?/g)].map((m) => m[0]);
    expect(hidden(repeated)).toEqual(hidden(blue));
  });

  test("is reached from the header, the footer and the home page's collections", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("banner").getByRole("navigation").getByRole("link", { name: "Colecciones", exact: true }),
    ).toHaveAttribute("href", "/colecciones");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Colecciones", exact: true })).toHaveAttribute(
      "href",
      "/colecciones",
    );
    const section = page.locator("#collections");
    await expect(section.getByRole("link", { name: "Relieve 3D" })).toHaveAttribute(
      "href",
      "/colecciones?coleccion=relief",
    );
    await expect(section.getByRole("link", { name: "Ver toda la colección" })).toHaveAttribute("href", "/colecciones");
    await page.goto("/de");
    await expect(page.locator("#collections").getByRole("link", { name: "Unikat" })).toHaveAttribute(
      "href",
      "/de/colecciones?coleccion=unique",
    );
  });
});

test.describe("no accessibility violation", () => {
  for (const width of [390, 1440])
    for (const address of ["/colecciones", "/en/colecciones?coleccion=unique&forma=hexagonal", "/colecciones/alcazar"])
      test(`on ${address} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await gotoHydrated(page, address);
        // The filters folded on a phone are opened, as a visitor would.
        if (width < 1024 && address.includes("colecciones") && !address.includes("alcazar"))
          await page.locator("summary").click();
        expect(await axeClean(page)).toEqual([]);
      });

  test("with the pictures full screen", async ({ page }) => {
    await gotoHydrated(page, "/colecciones/alcazar");
    await page
      .getByRole("link", { name: /^Ampliar: / })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await axeClean(page)).toEqual([]);
  });
});

test.describe("a publish", () => {
  /**
   * A version of a design, live now, as the studio's publish writes it (one row of
   * `content_versions`), made from its live one by `change`.
   */
  function publishDesign(
    dataDir: string,
    from: string,
    id: string,
    change: (written: { es: Record<string, unknown> }) => void,
  ) {
    const db = new DatabaseSync(path.join(dataDir, "site.db"));
    try {
      const live = db
        .prepare("select content from content_versions where document_id = ? order by number desc limit 1")
        .get(from) as { content: string };
      const stored = JSON.parse(live.content) as { written: { es: Record<string, unknown> } };
      change(stored.written);
      const last = db.prepare("select max(number) as n from content_versions where document_id = ?").get(id) as {
        n: number | null;
      };
      const now = new Date().toISOString();
      db.prepare(
        "insert into content_versions (document_id, number, content, live_at, created_at, created_by, note) values (?, ?, ?, ?, ?, 'e2e', 'publish')",
      ).run(id, (last.n ?? 0) + 1, JSON.stringify(stored), now, now);
    } finally {
      db.close();
    }
  }

  test("takes a design off, puts it back and adds another, on every page that shows it, within seconds", async () => {
    test.setTimeout(180_000);
    const dataDir = mkdtempSync(path.join(tmpdir(), "site-collection-publish-"));
    const instance = await startInstance({ DATA_DIR: dataDir });
    // Every process serves what is published: each request on a connection of its own.
    const get = (address: string) => fetch(`${instance.url}${address}`, { headers: { connection: "close" } });
    const listed = async (address: string) => (await (await get(address)).text()).includes('data-design="alcazar"');
    try {
      expect((await get("/en/colecciones/alcazar")).status).toBe(200);
      publishDesign(dataDir, "design.alcazar", "design.alcazar", (written) => {
        written.es.visible = false;
      });
      // Each process takes the publish on its own poll and renders every page showing the design
      // (its pages, the collection, the case studies that used it): each address is asked until
      // whichever process answers it has. On this two-core machine, beside the rest of the suite, a
      // process has taken 15 s to render them all (alone: 22 s for the whole test).
      const within = { timeout: 30_000 };
      await expect.poll(async () => (await get("/en/colecciones/alcazar")).status, within).toBe(404);
      await expect.poll(async () => (await get("/colecciones/alcazar?color=noche")).status, within).toBe(404);
      await expect.poll(() => listed("/colecciones"), within).toBe(false);
      await expect.poll(() => listed("/de/colecciones?coleccion=large-pattern"), within).toBe(false);
      await expect
        .poll(async () => (await get("/colecciones/alcazar")).text(), within)
        .toContain("Oops! Page not found");

      publishDesign(dataDir, "design.alcazar", "design.alcazar", (written) => {
        written.es.visible = true;
      });
      await expect.poll(async () => (await get("/colecciones/alcazar")).status, within).toBe(200);
      await expect.poll(() => listed("/nl/colecciones"), within).toBe(true);

      // A design an editor added: its page and its card, in every language.
      publishDesign(dataDir, "design.marea", "design.ola-e2e", (written) => {
        written.es.slug = "ola-e2e";
        written.es.name = "Ola";
      });
      await expect.poll(async () => (await get("/it/colecciones/ola-e2e")).status, within).toBe(200);
      expect(await (await get("/it/colecciones/ola-e2e")).text()).toContain("<h1");
      expect(await (await get("/colecciones")).text()).toContain('data-design="ola-e2e"');
    } finally {
      instance.child.kill("SIGTERM");
      await instance.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
