import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, gotoHydrated, newContext, openedAPersonsTimeAgo, test } from "./fixtures";
import { type Instance, startInstance } from "./instance";

/**
 * How the server answers a visitor's post when it is too busy to take it, and after it took it
 * (post, redirect, get). Each starts its own instance of the production build.
 */
test.describe.configure({ mode: "serial" });

test.describe("a busy server", () => {
  let instance: Instance;
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-busy-"));
  test.beforeAll(async () => {
    // No room for any post (what an operator sets for maintenance): the busy answers, every time.
    instance = await startInstance({ DATA_DIR: dataDir, FORM_POSTS_IN_FLIGHT: "0" });
  });
  test.afterAll(async () => {
    instance.child.kill("SIGTERM");
    await instance.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("answers a post without JavaScript with 503, Retry-After and the visitor's values to send again, and still serves pages", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "en-GB" });
    const page = await context.newPage();
    await page.goto(`${instance.url}/en/contacto`);
    await page.getByLabel("Name").fill("Zoë O'Brien");
    await page.getByLabel("Email").fill("zoe@studio.example");
    await page.getByLabel("Message").fill('A rug for a lobby, 4 × 6 m "<b>urgent</b>"');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("button", { name: "Send message" }).click(),
    ]);
    expect(answer.status()).toBe(503);
    expect(answer.headers()["retry-after"]).toBe("10");
    await expect(page.getByRole("heading", { name: "We are receiving a lot of requests right now" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Your message has not been sent yet");
    await expect(page.locator('input[name="message"]')).toHaveValue('A rug for a lobby, 4 × 6 m "<b>urgent</b>"');
    await expect(page.locator('input[name="name"]')).toHaveValue("Zoë O'Brien");
    await expect(page.getByRole("button", { name: "Send again" })).toBeVisible();
    expect((await fetch(`${instance.url}/en/contacto`)).status).toBe(200);
    const db = new DatabaseSync(path.join(dataDir, "site.db"));
    expect((db.prepare("select count(*) as n from leads").get() as { n: number }).n).toBe(0);
    db.close();
    await context.close();
  });

  test("tells a visitor with JavaScript to send again in a moment, keeping what they typed", async ({ browser }) => {
    const context = await newContext(browser, { locale: "de-DE" }); // a visitor who chose cookies before
    const page = await context.newPage();
    await openedAPersonsTimeAgo(page); // a person takes longer than the fill-time check
    await gotoHydrated(page, `${instance.url}/de/contacto`);
    await page.getByLabel("Name").fill("Jörg Müller");
    await page.getByLabel("E-Mail").fill("joerg@studio.example");
    await page.getByLabel("Nachricht").fill("Ein Teppich für die Lobby.");
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page.getByText("Gerade erreichen uns sehr viele Anfragen")).toBeVisible();
    await expect(page.getByLabel("Nachricht")).toHaveValue("Ein Teppich für die Lobby.");
    await context.close();
  });
});

test("a post without JavaScript redirects to the page's success state; reloading it posts nothing again", async ({
  browser,
}) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-prg-"));
  const instance = await startInstance({ DATA_DIR: dataDir });
  try {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${instance.url}/contacto`);
    await page.getByLabel("Nombre").fill("Ana Pérez");
    await page.getByLabel("Correo electrónico").fill("ana.prg@cliente.example");
    await page.getByLabel("Mensaje").fill("Quisiera un presupuesto.");
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("button", { name: "Enviar mensaje" }).click(),
    ]);
    expect(answer.status()).toBe(303);
    await expect(page).toHaveURL(/\/contacto\?sent=contact#form-contact$/);
    await expect(page.getByRole("status")).toBeVisible();
    await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole("status")).toBeVisible();
    const db = new DatabaseSync(path.join(dataDir, "site.db"));
    expect((db.prepare("select count(*) as n from leads").get() as { n: number }).n).toBe(1);
    db.close();
    expect(existsSync(path.join(dataDir, "site.db"))).toBe(true);
    await context.close();
  } finally {
    instance.child.kill("SIGTERM");
    await instance.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
