import { axeClean } from "./axe";
import { expect, test, visitorAddress } from "./fixtures";
import { instancesOnOneDatabase } from "./instance";
import { createStaff, signInOverHttp } from "./staff-accounts";

/**
 * The sales dashboard on the production build, on two instances sharing one PostgreSQL database:
 * both show the figures of the leads stored in it, at a phone's width and a desktop's, axe clean.
 */
const { database, env, instances } = instancesOnOneDatabase("site-dashboard");

test("the dashboard shows on every instance the week's leads, replies and campaigns stored in the database", async ({
  page,
  context,
}) => {
  // Two instances, an account made by command and two widths checked by axe: a long walk.
  test.slow();
  // Leads of two minutes ago (this week's, whatever the hour): three of «otoño» (one answered in
  // 30 minutes), one without a campaign answered in 90, and one spam lead, which no figure counts.
  // The replies are dated ahead: the dashboard reads only how long each took.
  const received = Date.now() - 120_000;
  const at = (minutes: number) => `'${new Date(received + minutes * 60_000).toISOString()}'`;
  await database.query(`
    insert into ${database.schema}.leads (id, form, lang, data, created_at, state, country, utm_campaign, first_reply_at) values
      ('d1', 'contact', 'es', '{}', ${at(0)}, 'new', 'España', 'otoño', ${at(30)}),
      ('d2', 'sample', 'en', '{}', ${at(0)}, 'new', ' españa', 'otoño', null),
      ('d3', 'contact', 'es', '{}', ${at(0)}, 'new', 'France', 'otoño', null),
      ('d4', 'quote', 'de', '{}', ${at(0)}, 'contacted', null, null, ${at(90)}),
      ('d5', 'contact', 'es', '{}', ${at(0)}, 'spam', 'España', 'otoño', ${at(1)})`);
  const stored = await database.query<{ n: string }>(
    `select count(*) as n from ${database.schema}.leads where state <> 'spam'`,
  );
  expect(Number(stored[0]?.n)).toBe(4);

  const account = await createStaff(env, "panel");
  const [first, second] = instances.map((instance) => instance.url);
  const signedIn = await signInOverHttp(first ?? "", account, visitorAddress());
  const [name = "", value = ""] = (signedIn.cookie ?? "").split("=");
  for (const url of [first, second]) await context.addCookies([{ name, value, url: url ?? "" }]);

  for (const [url, width] of [
    [first, 390],
    [second, 1440],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${url}/admin/leads/dashboard?by=campaign`);
    await expect(page.getByRole("heading", { level: 1, name: "Panel comercial" })).toBeVisible();
    const figures = page.getByRole("region", { name: "Cifras de las 12 semanas" });
    await expect(figures.getByText("Solicitudes recibidas", { exact: true })).toBeVisible();
    await expect(figures.locator("dd.figure").nth(0)).toHaveText("4");
    // Replies after 30 and 90 minutes: the median is their middle, one hour.
    await expect(figures.locator("dd.figure").nth(1)).toHaveText("1 h");
    await expect(figures.getByText("de 2 solicitudes respondidas")).toBeVisible();
    // Both answered in time; the two unanswered are still in time.
    await expect(figures.locator("dd.figure").nth(2)).toHaveText("100 %");
    await expect(figures.getByText("2 de 2", { exact: true })).toBeVisible();
    await expect(figures.getByText("2 aún en plazo, sin respuesta, no se cuentan.")).toBeVisible();

    const table = page.getByRole("table", { name: "Solicitudes por semana y campaña" });
    const thisWeek = table.getByRole("row").filter({ hasText: "en curso" });
    await expect(thisWeek.getByRole("cell")).toHaveText(["3", "1", "4"]);
    await expect(table.getByRole("columnheader")).toHaveText(["Semana", "otoño", "Sin campaña", "Todas"]);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(wide, `nothing wider than ${width} px`).toBe(false);
    expect(await axeClean(page)).toEqual([]);
  }

  // By country: «España» and « españa» are one country; the lead without one is «Desconocido».
  await page.getByRole("link", { name: "País", exact: true }).click();
  await expect(page).toHaveURL(/by=country/);
  const byCountry = page.getByRole("table", { name: "Solicitudes por semana y país" });
  await expect(byCountry.getByRole("columnheader")).toHaveText(["Semana", "España", "France", "Desconocido", "Todas"]);
  await expect(byCountry.getByRole("row").filter({ hasText: "en curso" }).getByRole("cell")).toHaveText([
    "2",
    "1",
    "1",
    "4",
  ]);
});
