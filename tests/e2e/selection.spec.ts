import type { Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { openStorage } from "../../app/platform/db/db.server";
import { shareSelection } from "../../app/selection/server/shares.server";
import { baseURL } from "../../playwright.config";
import { readIfc } from "../support/ifc-reader";
import { readXlsx } from "../support/xlsx-reader";
import { axeClean } from "./axe";
import {
  expect,
  gotoHydrated,
  launchWithoutScripts,
  newContext,
  openedAPersonsTimeAgo,
  test,
  visitorAddress,
} from "./fixtures";
import { dataDir, mailsMentioning } from "./mail-files";

/**
 * The specifier's project as an interior designer uses it: two designs and a configuration
 * gathered with their places and quantities, the project shared and opened in a browser that has
 * never seen it, downloaded as a schedule and as a ZIP of every rug's pack; in English with
 * scripts, in Spanish without; and what a stranger can do to it.
 */

const configuration =
  "shape=oval&w=180&l=260&technique=robotuft&pile=cut&cut=15&motif=small-pattern&c=SA04&c=TE11&material=synthetic&backing=fire-retardant";

/** Adds the rug of the page open at `url` with its place and quantity, from its "Add to project" form. */
async function addFrom(
  page: Page,
  url: string,
  place: string,
  quantity: string,
  words = { place: "Place", quantity: "Quantity", add: "Add to project" },
  scripts = true,
) {
  // With scripts, the page hydrated first: taps before it are the early-taps specs' (first-touch).
  if (scripts) await gotoHydrated(page, url);
  else await page.goto(url);
  const form = page.locator("form", { has: page.getByRole("button", { name: words.add, exact: true }) });
  await form.getByLabel(words.place, { exact: true }).fill(place);
  await form.getByLabel(words.quantity, { exact: true }).fill(quantity);
  await form.getByRole("button", { name: words.add, exact: true }).click();
  await page.waitForURL(/mi-proyecto\?done=added/);
}

/** The rugs the project page lists: each one's heading and its code and place. */
const listed = (page: Page) => page.locator("main ol > li h3").allTextContents();

async function download(page: Page, name: string | RegExp) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
  return {
    name: file.suggestedFilename(),
    bytes: Buffer.concat((await (await file.createReadStream()).toArray()) as Buffer[]),
  };
}

test("an English designer gathers two designs and a configuration, shares them and downloads the schedule and every pack", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const designer = visitorAddress();
  const context = await newContext(browser, {
    extraHTTPHeaders: { "X-Forwarded-For": designer },
    permissions: ["clipboard-read", "clipboard-write"],
  });
  const page = await context.newPage();
  await openedAPersonsTimeAgo(page); // she takes longer than the forms' shortest time to fill them
  await page.goto("/en/colecciones/alcazar");
  // A colourway other than the first, chosen on the page: the rug added is that one.
  const second = page.locator("label", { has: page.getByRole("radio") }).nth(1);
  const colourway = (await second.textContent())?.trim() ?? "";
  await second.click();
  const form = page.locator("form", { has: page.getByRole("button", { name: "Add to project", exact: true }) });
  await form.getByLabel("Place", { exact: true }).fill("Lobby");
  await form.getByRole("button", { name: "Add to project", exact: true }).click();
  await expect(page.getByRole("status")).toContainText(`has been added to your project`);
  await addFrom(page, "/en/colecciones/marea", "Guest rooms", "120");
  await addFrom(page, `/en/configurador?${configuration}`, "Corridor", "2");

  expect(await listed(page)).toEqual([
    expect.stringContaining("Alcázar"),
    expect.stringMatching(/^Marea/),
    "Free configuration",
  ]);
  await expect(page.locator("main ol > li").first()).toContainText(colourway);
  await expect(page.getByText("RG-02 · Guest rooms")).toBeVisible();
  await expect(page.getByText("Rugs: 123 · References: 3")).toBeVisible();
  await expect(page.getByText("720.00 m² in all")).toBeVisible();
  expect(await axeClean(page)).toEqual([]);

  // Shared, and opened on a phone that has never seen it: read only, the same rugs.
  await page.getByRole("button", { name: "Create a link to share" }).click();
  const link = (await page.getByRole("link", { name: /\/en\/mi-proyecto\// }).textContent()) ?? "";
  // Copied, to paste into an e-mail: never retyped.
  await page.getByRole("button", { name: "Copy the link" }).click();
  await expect(page.getByText("Link copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const sharedPath = new URL(link).pathname;
  const phone = await newContext(browser, { viewport: { width: 390, height: 844 } });
  const buyer = await phone.newPage();
  const opened = await buyer.goto(sharedPath);
  expect(opened?.status()).toBe(200);
  await expect(buyer.getByRole("heading", { level: 1 })).toHaveText("Shared project");
  expect(await listed(buyer)).toHaveLength(3);
  await expect(buyer.locator("main form")).toHaveCount(0);
  await expect(buyer.getByText("RG-03 · Corridor")).toBeVisible();
  expect(await axeClean(buyer)).toEqual([]);

  // The designer keeps changing hers; the shared copy stays as it was shared.
  await page.goto("/en/mi-proyecto");
  const corridor = page.locator("li", { hasText: "RG-03 · Corridor" });
  await corridor.getByLabel("Quantity", { exact: true }).fill("3");
  await corridor.getByRole("button", { name: /^Save/ }).click();
  await expect(page.getByRole("status")).toHaveText("Changes saved.");
  await buyer.reload();
  await expect(buyer.getByText("Rugs: 123 · References: 3")).toBeVisible();

  // The schedule, from the shared copy: one row per rug, the place, quantity and area of each.
  const sheet = await download(buyer, "FF&E schedule (Excel)");
  expect(sheet.name).toMatch(/^ff-e-schedule-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = await readXlsx(sheet.bytes);
  const rows = book.rows.map((row) => row.map((cell) => cell?.value ?? ""));
  const guestRooms = rows.find((row) => row.includes("Guest rooms"));
  expect(guestRooms).toEqual(expect.arrayContaining(["RG-02", 120, 720]));

  // The ZIP: the schedule and each rug's pack in a folder, its BIM object at the rug's size.
  // Asked as the designer (a browser's download manager sends no X-Forwarded-For, and the document
  // thread shares its places by address: one of another test's downloads would count as hers).
  const zipHref =
    (await page.getByRole("link", { name: "Schedule and every rug's pack (ZIP)" }).getAttribute("href")) ?? "";
  const zip = await page.request.get(zipHref, { headers: { "X-Forwarded-For": designer } });
  expect(zip.status()).toBe(200);
  expect(zip.headers()["content-disposition"]).toMatch(/filename="ff-e-schedule-\d{4}-\d{2}-\d{2}\.zip"/);
  const files = unzipSync(new Uint8Array(await zip.body()));
  const names = Object.keys(files);
  expect(names.filter((name) => /\.(xlsx|csv)$/.test(name) && !name.includes("/"))).toHaveLength(2);
  for (const code of ["RG-01", "RG-02", "RG-03"])
    expect(
      names.some((name) => name.startsWith(`${code}-`) && name.endsWith("/rug.ifc")),
      code,
    ).toBe(true);
  const corridorIfc = names.find((name) => name.startsWith("RG-03-") && name.endsWith("/rug.ifc")) ?? "";
  const bim = await readIfc(files[corridorIfc] as Uint8Array);
  expect(bim.coverings[0]?.tag).toBe("RG-03");
  expect(bim.coverings[0]?.extent.x).toBeCloseTo(2.6, 3);
  expect(bim.coverings[0]?.extent.y).toBeCloseTo(1.8, 3);
  const readme = names.find((name) => name.startsWith("RG-01-") && name.endsWith("README.txt")) ?? "";
  expect(strFromU8(files[readme] as Uint8Array)).toContain("or approved equal");

  // One request for the whole project, sent with scripts: the sales e-mail lists every rug.
  await page.goto("/en/mi-proyecto");
  const email = `lena.${Date.now().toString(36)}@studio.example`;
  const request = page.getByRole("region", { name: "Request samples and a quote for this project" });
  for (const [label, value] of [
    ["First name", "Lena"],
    ["Last name", "Hart"],
    ["Email", email],
    ["Phone", "+44 20 7946 0000"],
    ["Company", "Hart Interiors"],
    ["Address", "1 Mayfair Place"],
    ["City", "London"],
    ["Postcode", "W1J 8AJ"],
    ["Country", "United Kingdom"],
  ] as const)
    await request.getByLabel(label, { exact: true }).fill(value);
  await request.getByRole("button", { name: /^Request samples and a quote/ }).click();
  await expect(page.getByText(/Request sent/i).first()).toBeVisible();
  const notification = (await mailsMentioning(email, 2)).find((mail) => /^To: ventas@nudo\.example/m.test(mail)) ?? "";
  for (const text of ["RG-01", "Lobby", "RG-02", "Guest rooms", "120", "RG-03", "Corridor"])
    expect(notification).toContain(text);
  await phone.close();
  await context.close();
});

test("a Spanish designer without scripts adds, corrects, changes and removes, and never loses what she typed", async () => {
  const browser = await launchWithoutScripts();
  try {
    const context = await newContext(browser, {
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() },
    });
    const page = await context.newPage();
    const spanish = { place: "Lugar", quantity: "Cantidad", add: "Añadir al proyecto" };
    await page.goto("/colecciones/marea");
    const form = page.locator("form", { has: page.getByRole("button", { name: spanish.add, exact: true }) });
    await form.getByLabel("Lugar", { exact: true }).fill("Habitaciones");
    await form.getByLabel("Cantidad", { exact: true }).fill("0");
    await form.getByRole("button", { name: spanish.add, exact: true }).click();
    // Refused with the reason, and the rug with what was typed kept, to correct and send again.
    await expect(page.getByRole("alert")).toContainText("Escribe una cantidad entera entre 1 y 9999.");
    const retry = page.getByRole("alert").locator("form");
    await expect(retry.getByLabel("Lugar", { exact: true })).toHaveValue("Habitaciones");
    await retry.getByLabel("Cantidad", { exact: true }).fill("120");
    await retry.getByRole("button", { name: spanish.add }).click();
    await expect(page.getByRole("status")).toContainText("se ha añadido a tu proyecto");
    await addFrom(page, `/configurador?${configuration}`, "Pasillo", "2", spanish, false);
    expect(await listed(page)).toEqual([expect.stringMatching(/^Marea/), "Configuración libre"]);

    const corridor = page.locator("li", { hasText: "RG-02 · Pasillo" });
    for (const typed of ["-3", "1e9", "diez"]) {
      await corridor.getByLabel("Cantidad", { exact: true }).fill(typed);
      await corridor.getByRole("button", { name: /^Guardar/ }).click();
      await expect(page.getByRole("alert")).toHaveText("Escribe una cantidad entera entre 1 y 9999.");
      await expect(
        page.locator("li", { hasText: "RG-02 · Pasillo" }).getByLabel("Cantidad", { exact: true }),
      ).toHaveValue(typed);
    }
    await page.locator("li", { hasText: "RG-02 · Pasillo" }).getByLabel("Cantidad", { exact: true }).fill("4");
    await page
      .locator("li", { hasText: "RG-02 · Pasillo" })
      .getByRole("button", { name: /^Guardar/ })
      .click();
    await expect(page.getByText("Alfombras: 124 · Referencias: 2")).toBeVisible();
    await page
      .locator("li", { hasText: "RG-01 · Habitaciones" })
      .getByRole("button", { name: /^Quitar/ })
      .click();
    await expect(page.getByRole("status")).toHaveText("Alfombra quitada del proyecto.");
    expect(await listed(page)).toEqual(["Configuración libre"]);

    // One request for the whole project: the sales e-mail lists each rug with its place and link.
    const email = `marta.${Date.now().toString(36)}@estudio.example`;
    await page.getByLabel("Nombre", { exact: true }).fill("Marta");
    await page.getByLabel("Apellidos").fill("Soler");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Teléfono").fill("+34 600 000 000");
    await page.getByLabel("Empresa").fill("Estudio Soler");
    await page.getByLabel("Dirección").fill("Calle del Mar 12");
    await page.getByLabel("Ciudad").fill("Valencia");
    await page.getByLabel("Código postal").fill("46001");
    await page.getByLabel("País").fill("España");
    await page.getByRole("button", { name: "Solicitar muestras y presupuesto" }).click();
    await expect(page.getByText("¡Solicitud enviada!")).toBeVisible();
    const mails = await mailsMentioning(email, 2);
    const notification = mails.find((mail) => /^To: ventas@nudo\.example/m.test(mail)) ?? "";
    expect(notification).toContain("RG-01");
    expect(notification).toContain("Pasillo");
    expect(notification).toContain("configurador?shape=oval");
    await context.close();
  } finally {
    await browser.close();
  }
});

test.describe("what a stranger can do to a project", () => {
  test("a link that never existed, or was changed, is a clear 404 page, and a post from another site is refused", async ({
    request,
  }) => {
    const unknown = await request.get(`/en/mi-proyecto/${"A".repeat(43)}`);
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain("This link does not exist");
    expect(unknown.headers()["cache-control"]).toContain("no-store");
    // Not a token's shape: the site's own 404, answered without looking anything up.
    expect((await request.get("/en/mi-proyecto/..%2Fadmin")).status()).toBe(404);

    const forged = await request.post("/en/mi-proyecto", {
      headers: { Origin: "https://evil.example", "X-Forwarded-For": visitorAddress() },
      form: { _form: "selection", intent: "add", rug: configuration, place: "x", quantity: "1" },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    expect(forged.headers()["set-cookie"]).toBeUndefined();
  });

  test("an expired link is a clear 410 page in the visitor's language, saying how long links are kept", async ({
    request,
  }) => {
    // A copy shared 200 days ago on the running site's database: its link expired 20 days ago.
    const storage = await openStorage({ dataDir });
    const day = 24 * 60 * 60 * 1000;
    const shared = await shareSelection(
      storage,
      { items: [{ id: "i1", rug: configuration, place: "Lobby", quantity: 2 }] },
      { lang: "en", now: new Date(Date.now() - 200 * day) },
    );
    await storage.close();
    const expired = await request.get(`/en/mi-proyecto/${shared.token}`);
    expect(expired.status()).toBe(410);
    const page = await expired.text();
    expect(page).toContain("This link has expired");
    expect(page).toContain("Project links are kept for 180 days.");
    expect((await request.get(`/mi-proyecto/${shared.token}`)).status()).toBe(410);
  });

  test("a flood of share links from one address is refused with Retry-After, in the visitor's language", async ({
    playwright,
  }) => {
    const visitor = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": visitorAddress(), Origin: baseURL },
    });
    const added = await visitor.post("/en/mi-proyecto", {
      form: { _form: "selection", intent: "add", rug: configuration, place: "Lobby", quantity: "1" },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(303);
    const statuses: number[] = [];
    let refused = "";
    for (let attempt = 0; attempt < 22; attempt++) {
      const shared = await visitor.post("/en/mi-proyecto", {
        form: { _form: "selection", intent: "share" },
        maxRedirects: 0,
      });
      statuses.push(shared.status());
      if (shared.status() === 429) {
        expect(Number(shared.headers()["retry-after"])).toBeGreaterThan(0);
        refused = await shared.text();
      }
    }
    expect(statuses.filter((status) => status === 303)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect(refused).toContain("You have created many links in a short time.");
    await visitor.dispose();
  });
});
