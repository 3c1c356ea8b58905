import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Page } from "@playwright/test";
import { anAccountPerTest, signInFromAddressesOfTheirOwn, unique } from "./admin";
import { expect, gotoHydrated, newContext, openedAPersonsTimeAgo, test, visitorAddress } from "./fixtures";
import { dataDir } from "./mail-files";
import { analyticsScriptUrl } from "./settings";
import { signIn } from "./staff-accounts";

/**
 * Where a lead came from, as the sales desk finds it: a visitor arrives through a campaign link,
 * sends the contact form, and the lead keeps the campaign. The webhook event and the privacy
 * export are written from the same stored source (app/leads/server/store.server.test.ts).
 */
signInFromAddressesOfTheirOwn();

const campaignLink = "/contacto?utm_source=newsletter&utm_campaign=primavera-2027";

/** The lead stored for `email`, read from the e2e server's SQLite file. */
function storedLead(email: string) {
  const db = new DatabaseSync(path.join(dataDir, "site.db"), { readOnly: true });
  try {
    return db.prepare("select id, source, utm_source, utm_campaign from leads where email = ?").get(email) as
      | { id: string; source: string; utm_source: string | null; utm_campaign: string | null }
      | undefined;
  } finally {
    db.close();
  }
}

const visitSource = (page: Page) => page.evaluate(() => sessionStorage.getItem("visitSource"));

async function sendContactForm(page: Page, email: string) {
  const main = page.getByRole("main");
  await main.getByLabel("Nombre").fill("Ana Pérez");
  await main.getByLabel("Correo electrónico").fill(email);
  await main.getByLabel("Mensaje").fill("Quisiera un presupuesto para el vestíbulo de un hotel.");
  await main.getByRole("button", { name: "Enviar mensaje" }).click();
}

test.describe("a lead from a campaign link", () => {
  const account = anAccountPerTest();

  test("with JavaScript keeps its campaign, and the visit's first page only while analytics is allowed; its page in the back office shows both", async ({
    page,
  }) => {
    await page.route(`${new URL(analyticsScriptUrl).origin}/**`, (route) =>
      route.fulfill({ contentType: "text/javascript", body: "" }),
    );
    const email = `campana.${unique()}@cliente.example`;
    await openedAPersonsTimeAgo(page); // a person's time to fill the form
    await gotoHydrated(page, campaignLink);
    // Only necessary cookies chosen: nothing kept on the device for this.
    expect(await visitSource(page)).toBeNull();

    const settings = page.getByRole("dialog", { name: "Configuración de cookies" });
    const allowAnalytics = async (on: boolean) => {
      await page.getByRole("contentinfo").getByRole("button", { name: "Configuración de cookies" }).click();
      const analytics = settings.getByRole("switch", { name: "Analítica" });
      if ((await analytics.getAttribute("aria-checked")) !== String(on)) await analytics.click();
      await settings.getByRole("button", { name: "Guardar preferencias" }).click();
    };
    await allowAnalytics(true);
    await expect.poll(() => visitSource(page)).toContain('"landing":"/contacto?utm_source=newsletter');

    await sendContactForm(page, email);
    await expect(page.getByText("Mensaje enviado")).toBeVisible();
    const lead = storedLead(email);
    expect(lead).toMatchObject({ utm_source: "newsletter", utm_campaign: "primavera-2027" });
    expect(JSON.parse(lead?.source ?? "{}")).toMatchObject({
      page: campaignLink,
      utm: { source: "newsletter", campaign: "primavera-2027" },
      visit: { landing: campaignLink, utm: { campaign: "primavera-2027" } },
    });

    // Withdrawn, the visit's first page leaves the device (the page reloads without analytics).
    await allowAnalytics(false);
    await page.waitForLoadState("load");
    await expect.poll(() => visitSource(page)).toBeNull();

    await signIn(page, account());
    await page.goto(`/admin/leads/${lead?.id}`);
    const origin = page.getByRole("region", { name: "Origen" });
    await expect(origin).toContainText(`Página del formulario${campaignLink}`);
    await expect(origin).toContainText("Campaña (utm_campaign)primavera-2027");
    await expect(origin).toContainText("Fuente (utm_source)newsletter");
    await expect(origin).toContainText(`Primera página${campaignLink}`);

    // The inbox's campaign filter finds it, and its CSV carries the campaign to the spreadsheet.
    const csv = await (await page.request.get("/admin/leads/export.csv?campaign=primavera-2027")).text();
    const [header = "", ...rows] = csv.replace(/^\uFEFF/, "").split("\r\n");
    const columns = header.split(",").map((cell) => cell.replaceAll('"', ""));
    const row = rows
      .find((line) => line.includes(email))
      ?.split('","')
      .map((cell) => cell.replaceAll('"', ""));
    expect(row, "the lead's row in the CSV").toBeDefined();
    const cell = (name: string) => row?.[columns.indexOf(name)];
    expect([cell("utm_source"), cell("utm_campaign"), cell("source_page"), cell("landing_page")]).toEqual([
      "newsletter",
      "primavera-2027",
      campaignLink,
      campaignLink,
    ]);
  });

  test("without JavaScript keeps its campaign from the page's own address, and nothing of the visit", async ({
    browser,
  }) => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
      const email = `sinjs.${unique()}@cliente.example`;
      await page.goto(`${campaignLink}&email=${encodeURIComponent(email)}`);
      await sendContactForm(page, email);
      await expect(page.getByRole("status").getByText("Mensaje enviado")).toBeVisible();
      const lead = storedLead(email);
      expect(lead).toMatchObject({ utm_source: "newsletter", utm_campaign: "primavera-2027" });
      // The address's other parameter (an e-mail here) is not kept.
      expect(JSON.parse(lead?.source ?? "{}")).toEqual({
        page: campaignLink,
        referrer: null,
        utm: { source: "newsletter", campaign: "primavera-2027" },
      });
    } finally {
      await context.close();
    }
  });
});
