import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Page } from "@playwright/test";
import { axeOf } from "./axe";
import { expect, gotoHydrated, openedAPersonsTimeAgo, test, visitorAddress } from "./fixtures";
import { dataDir, mailsMentioning } from "./mail-files";

/**
 * The rug configurator on the production build, as a designer meets it with and without
 * JavaScript: choosing, seeing the drawing change, sharing the link, downloading the sheet and
 * asking for a quote; then as the sales team receives it (the lead with its configuration, the
 * e-mail with its picture), and as an attacker tries it (forged configurations, script in the
 * address).
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
});

/** The stored quote leads of a visitor's e-mail address: their form and data. */
function storedLeads(email: string): { form: string; data: Record<string, string> }[] {
  const db = new DatabaseSync(path.join(dataDir, "site.db"), { readOnly: true });
  try {
    const rows = db.prepare("SELECT form, data FROM leads WHERE data LIKE ?").all(`%${email}%`) as {
      form: string;
      data: string;
    }[];
    return rows.map((row) => ({ form: row.form, data: JSON.parse(row.data) }));
  } finally {
    db.close();
  }
}

const preview = (page: Page) => page.getByRole("img", { name: /dibujada a escala|drawn to scale/ }).first();

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the GET form draws the rug the server was sent, refuses a height outside the range and keeps it in the link", async ({
    page,
    browser,
  }) => {
    await page.goto("/configurador");
    await expect(page.getByRole("heading", { level: 1, name: "Diseña tu alfombra" })).toBeVisible();
    await expect(preview(page).locator("desc")).toContainText("Forma: Rectangular");

    await page.getByRole("radio", { name: "Ovalada" }).check();
    await page.getByLabel("Ancho (cm)").fill("500");
    await page.getByLabel("Largo (cm)").fill("700");
    await page.getByLabel("Altura del pelo cortado (mm)").fill("60");
    await page.getByRole("radio", { name: "Relieve 3D" }).check();
    await page.getByRole("button", { name: "Actualizar vista previa" }).click();

    await expect(page).toHaveURL(/shape=oval/);
    await expect(page.getByText("Escribe un número entre 6 y 50.")).toBeVisible();
    await expect(page.getByLabel("Altura del pelo cortado (mm)")).toHaveValue("60");
    await expect(page.getByLabel("Altura del pelo cortado (mm)")).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.locator("p", { hasText: "la fabricamos en varias piezas unidas con uniones invisibles" }),
    ).toBeVisible();
    await expect(preview(page).locator("desc")).toContainText("Forma: Ovalada");
    await expect(preview(page)).toContainText("700 cm");

    await page.getByLabel("Altura del pelo cortado (mm)").fill("12");
    // A colour from another family, found by searching its name without its accent.
    await page.getByLabel("Buscar por código o nombre").fill("azul bruma");
    await page.getByRole("button", { name: "Buscar", exact: true }).click();
    await page.getByRole("checkbox", { name: "Azul bruma BL04" }).click();
    await page.getByRole("button", { name: "Actualizar vista previa" }).click();
    await expect(page.getByText("Escribe un número entre 6 y 50.")).toHaveCount(0);
    await expect(
      page.locator("p", { hasText: "Por debajo de 15 mm, el pelo cortado se consigue con tundido." }),
    ).toBeVisible();
    await expect(page).toHaveURL(/cut=12/);
    await expect(page).toHaveURL(/c=BL04/);

    // The address alone brings the same rug back, in another browser.
    const shared = await browser.newContext({ javaScriptEnabled: false });
    const other = await shared.newPage();
    await other.goto(page.url());
    await expect(other.getByRole("radio", { name: "Ovalada" })).toBeChecked();
    await expect(other.getByRole("radio", { name: "Relieve 3D" })).toBeChecked();
    await expect(other.getByLabel("Altura del pelo cortado (mm)")).toHaveValue("12");
    await expect(other.getByRole("checkbox", { name: "Azul bruma · BL04" })).toBeChecked();
    await expect(other.getByRole("definition").filter({ hasText: "500 × 700 cm" })).toBeVisible();
    await shared.close();
  });

  test("a quote request stores the lead with its configuration and sends the picture to sales and the link to the visitor", async ({
    page,
  }) => {
    const email = `clara.${unique()}@estudio.example`;
    await page.goto("/configurador?shape=circular&d=240&pile=loop&loop=8&motif=unique&c=GR05&c=IV01");
    await page.getByLabel("Nombre", { exact: true }).fill("Clara Ruiz");
    await page.getByLabel("Empresa").fill("Estudio Ruiz");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Mensaje").fill("Para el salón de una casa en Jávea.");
    await page.getByRole("button", { name: "Solicitar presupuesto" }).click();

    await expect(page.getByRole("status").getByText("Solicitud enviada")).toBeVisible();
    // The rug is still the one the visitor sent.
    await expect(page).toHaveURL(/shape=circular&d=240/);
    await expect(page.getByRole("radio", { name: "Circular" })).toBeChecked();

    const leads = storedLeads(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]?.form).toBe("quote");
    expect(leads[0]?.data.configuration).toBe(
      "shape=circular&d=240&technique=handtuft&pile=loop&loop=8&motif=unique&c=GR05&c=IV01&material=nz-wool&backing=latex",
    );

    const mails = await mailsMentioning(email, 2);
    expect(mails).toHaveLength(2);
    const notification = mails.find((mail) => /^To: ventas@/m.test(mail)) ?? "";
    expect(notification).toContain("Configuración de la alfombra");
    expect(notification).toContain("Ø 240 cm");
    expect(notification).toContain("Pelo en bucle, 8 mm");
    expect(notification).toMatch(/Content-Type: image\/png/);
    expect(notification).toMatch(/Content-ID: <rug-preview>/);
    expect(notification).toContain('src="cid:rug-preview"');
    const confirmation = mails.find((mail) => mail !== notification) ?? "";
    expect(confirmation).toMatch(/Content-Type: image\/png/);
    expect(confirmation).toMatch(/\/configurador\?shape=circular&(amp;)?d=240/);
    expect(confirmation).not.toContain("Jávea");
  });
});

test.describe("with JavaScript", () => {
  test("every choice redraws at once and rewrites the address; a colour found by name becomes the ground", async ({
    page,
  }) => {
    await gotoHydrated(page, "/en/configurador");
    await expect(page.getByRole("button", { name: "Update preview" })).toBeHidden();
    const before = page.url();

    await page.getByRole("radio", { name: "Round" }).check();
    await page.getByLabel("Diameter (cm)").fill("180");
    await expect(preview(page)).toContainText("Ø 180 cm");
    await expect(page).toHaveURL(/shape=circular&d=180/);
    expect(page.url()).not.toBe(before);

    await page.getByLabel("Search by code or name").fill("mist blue");
    // The colour leaves the collection's list for the chosen ones.
    await page.getByRole("checkbox", { name: "Mist Blue BL04" }).click();
    await expect(page.getByRole("checkbox", { name: "Mist Blue · BL04" })).toBeChecked();
    await page.getByRole("button", { name: /Use as ground\W+Mist Blue/ }).click();
    await expect(page).toHaveURL(/c=BL04&c=/);
    await expect(page.getByRole("definition").filter({ hasText: "Mist Blue · BL04 (ground)" })).toBeVisible();

    await page.getByRole("radio", { name: "Loop pile" }).check();
    await page.getByLabel("Loop height (mm)").fill("45");
    await expect(page.getByText("Enter a number between 4 and 40.")).toBeVisible();
    await page.getByLabel("Loop height (mm)").fill("12");
    await expect(page.getByText("Enter a number between 4 and 40.")).toHaveCount(0);

    // The drawing's new description is announced politely once the visitor pauses.
    await expect(page.locator("[aria-live=polite]").filter({ hasText: "Shape: Round" })).toHaveCount(1);

    // Reloading the address brings the same rug back.
    await page.reload();
    await expect(page.getByRole("radio", { name: "Round" })).toBeChecked();
    await expect(page.getByLabel("Loop height (mm)")).toHaveValue("12");
  });

  test("the specification sheet downloads as a PDF, and a quote is sent in the background", async ({ page }) => {
    const email = `piet.${unique()}@studio.example`;
    await openedAPersonsTimeAgo(page); // a person takes longer than the form's minimum fill time
    await gotoHydrated(page, "/nl/configurador?shape=wavy&w=250&l=350&motif=creative");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: /PDF/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = await download.path();
    const { readFileSync } = await import("node:fs");
    expect(readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");

    await page.getByLabel("Naam", { exact: true }).fill("Piet de Vries");
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Offerte aanvragen" }).click();
    await expect(page.getByText("Aanvraag verzonden")).toBeVisible();
    await expect
      .poll(() => storedLeads(email).map((lead) => lead.data.configuration))
      .toEqual([
        "shape=wavy&w=250&l=350&technique=handtuft&pile=cut&cut=20&motif=creative&c=SA04&c=TE11&c=CH15&material=nz-wool&backing=latex",
      ]);
    const mails = await mailsMentioning(email, 2);
    expect(mails.find((mail) => /^To: ventas@/m.test(mail))).toMatch(/Content-ID: <rug-preview>/);
  });

  test("has no accessibility violations, its problems shown", async ({ page }) => {
    await gotoHydrated(page, "/configurador?cut=99&c=SA04&c=XX99");
    await expect(page.getByText("Escribe un número entre 6 y 50.")).toBeVisible();
    const results = await axeOf(page).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

test.describe("an attacker", () => {
  test("cannot send a configuration the factory cannot make, nor text hidden in it", async ({ request }) => {
    const email = `mallory.${unique()}@evil.example`;
    for (const configuration of [
      "shape=oval&cut=99",
      "c=SA04&c=XX00",
      "shape=<script>alert(1)</script>",
      "x".repeat(2000),
    ]) {
      const response = await request.post("/configurador", {
        form: { _form: "quote", _started: "", name: "Mallory", email, configuration },
        headers: { "X-Forwarded-For": visitorAddress() },
        maxRedirects: 0,
      });
      expect(response.status(), configuration.slice(0, 40)).toBe(400);
      expect(await response.text()).toContain("Revisa tu configuración");
    }
    expect(storedLeads(email)).toEqual([]);
  });

  test("sees script in the address written back as text, and gets no sheet for a forged configuration", async ({
    page,
    request,
  }) => {
    let ran = false;
    page.on("dialog", async (dialog) => {
      ran = true;
      await dialog.dismiss();
    });
    const response = await page.goto('/configurador?w="><script>alert(1)</script>&c=<img src=x onerror=alert(1)>');
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Escribe un número entre 40 y 3000.")).toBeVisible();
    expect(
      await page.locator("script:not([src])").evaluateAll((scripts) => scripts.map((s) => s.textContent)),
    ).not.toContain("alert(1)");
    await expect(
      page.getByText("Algún código de color no existe en nuestra colección y lo hemos quitado."),
    ).toBeVisible();
    expect(ran).toBe(false);

    const sheet = await request.get("/api/configurator/sheet?lang=en&shape=oval&cut=99");
    expect(sheet.status()).toBe(400);
  });
});
