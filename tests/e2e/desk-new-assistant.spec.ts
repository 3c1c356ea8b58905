import type { Page } from "@playwright/test";
import { parseCsv } from "../support/csv";
import { readXlsx } from "../support/xlsx-reader";
import { anAccountPerTest, contactLead, postLead, signInFromAddressesOfTheirOwn, unique } from "./admin";
import { expect, test } from "./fixtures";
import { signIn } from "./staff-accounts";

/**
 * A new sales assistant's first morning on the production build: three leads (a sample request
 * for a design's colourway and two messages) worked to a reply, on a phone and at a desk, then
 * exported. What they read must be right: the colourway's name, the follow-up days on the Madrid
 * calendar, a reply that reads as sent, counts in Spanish, and times in the files as the screens
 * show them, the zone stated.
 */
signInFromAddressesOfTheirOwn();

/** Where the screens are kept for a person to look at: the test's own output folder. */
const shot = (name: string) => test.info().outputPath(name);
const phone = { width: 390, height: 844 };
const desk = { width: 1440, height: 900 };

/** The day it is in Madrid, YYYY-MM-DD. */
const madridToday = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Madrid",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
const plusDays = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);

async function download(page: Page, link: string): Promise<Buffer> {
  const file = page.waitForEvent("download");
  await page.getByRole("link", { name: link }).click();
  return Buffer.concat((await (await (await file).createReadStream()).toArray()) as Buffer[]);
}

async function replyWithTemplate(page: Page, subject: string) {
  const card = page.locator("#reply");
  await expect(card.getByLabel("Asunto")).toHaveValue(subject);
  // The site speaks "tú"; its replies too.
  await expect(card.getByLabel("Mensaje")).not.toHaveValue(/\b(usted|Su|su)\b/);
  await card.getByRole("button", { name: "Enviar respuesta" }).click();
  await expect(card.getByRole("status")).toContainText("Respuesta en camino");
  const reply = page.locator("#deliveries [data-delivery=reply]");
  // Just sent: on its way or sent, never read like a failure waiting for its next attempt.
  await expect(reply).toHaveCount(1);
  await expect(reply).not.toContainText("Próximo intento");
  await expect(reply).not.toContainText("Intentos");
  await expect(reply).not.toContainText("Pendiente");
  await expect(async () => {
    await page.reload();
    await expect(reply.getByText("Enviado", { exact: true })).toBeVisible();
  }).toPass({ timeout: 20_000 });
  await expect(reply).toContainText(/Enviado \d{1,2} \w+ \d{4}, \d{1,2}:\d{2}/);
  await expect(reply).not.toContainText("Intentos");
}

test.describe("signed in", () => {
  const account = anAccountPerTest();

  test("a new sales assistant works three leads to a reply, on a phone and at a desk, and exports them", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const marker = `turno${unique()}`;
    await postLead(request, "/solicitud-muestrario?diseno=marea&c=BL03&c=BL09&c=IV01", {
      _form: "sample",
      firstName: "Nuria",
      lastName: "Vidal",
      email: `nuria.${unique()}@estudio.example`,
      phone: "+34 600 000 000",
      company: `Estudio Vidal ${marker}`,
      address: "Calle del Mar 12",
      city: "Valencia",
      postalCode: "46001",
      country: "España",
      design: "diseno=marea&c=BL03&c=BL09&c=IV01",
    });
    await postLead(request, "/contacto", contactLead(marker, { name: "Lucía Ferrer" }));
    await postLead(request, "/contacto", contactLead(marker, { name: "Marc Dupont" }));

    await signIn(page, account());

    // On a phone the filters are folded: the first lead is near the top.
    await page.setViewportSize(phone);
    await page.goto(`/admin/leads?q=${marker}`);
    await expect(page.getByText("Filtros · 1 activo")).toBeVisible();
    await expect(page.getByLabel("Buscar")).toBeHidden();
    await expect(page.getByText("3 solicitudes", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Marc Dupont" })).toBeInViewport();
    await page.screenshot({ path: shot("inbox-390.png"), fullPage: true });
    await page.getByText("Filtros · 1 activo").click();
    await expect(page.getByLabel("Buscar")).toHaveValue(marker);

    // At a desk they stay open; the sample request names its colourway beside the design.
    await page.setViewportSize(desk);
    await page.goto(`/admin/leads?q=${marker}&form=sample`);
    await expect(page.getByLabel("Buscar")).toBeVisible();
    await expect(page.getByText("1 solicitud", { exact: true })).toBeVisible();
    await page.goto(`/admin/leads?q=${marker}`);
    const sampleRow = page.getByRole("row").filter({ hasText: "Nuria Vidal" });
    await expect(sampleRow).toContainText("Marea · Bruma");
    await page.screenshot({ path: shot("inbox-1440.png"), fullPage: true });

    // The sample request: its colourway, a follow-up "Monday" that is not "tomorrow", a reply.
    await sampleRow.getByRole("link", { name: "Nuria Vidal" }).click();
    const fields = page.locator("section[aria-labelledby=fields-title] dl.fields");
    await expect(fields.getByRole("link", { name: "Marea · Bruma" })).toHaveAttribute("href", "/colecciones/marea");
    const owner = page.locator("#owner");
    const tomorrow = owner.getByRole("button", { name: /^Mañana/ });
    const monday = owner.getByRole("button", { name: /^El lunes/ });
    const week = owner.getByRole("button", { name: /^En una semana/ });
    const today = madridToday();
    await expect(tomorrow).toHaveAttribute("value", plusDays(today, 1));
    await expect(week).toHaveAttribute("value", plusDays(today, 7));
    const mondayDay = (await monday.getAttribute("value")) ?? "";
    expect(mondayDay).not.toBe(plusDays(today, 1));
    expect(new Date(`${mondayDay}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(await monday.textContent()).not.toBe((await tomorrow.textContent())?.replace("Mañana", "El lunes"));
    await monday.click();
    await expect(owner.locator("strong")).toHaveText(
      (await owner
        .getByRole("button", { name: /^El lunes/ })
        .locator("small")
        .textContent()) ?? "",
    );
    await replyWithTemplate(page, "Tu muestrario Nudo");
    await page.screenshot({ path: shot("lead-1440.png"), fullPage: true });
    await page.setViewportSize(phone);
    await page.screenshot({ path: shot("lead-390.png"), fullPage: true });
    await page.setViewportSize(desk);

    // The two messages, each to a reply.
    for (const name of ["Lucía Ferrer", "Marc Dupont"]) {
      await page.goto(`/admin/leads?q=${marker}`);
      await page.getByRole("link", { name }).click();
      await replyWithTemplate(page, "Tu mensaje a Nudo");
    }

    // The exports: Madrid time, the zone stated, as the screens show it; the colourway by name.
    await page.goto(`/admin/leads?q=${marker}`);
    const shown = (await sampleRow.getByRole("cell").first().textContent()) ?? "";
    const [header = [], ...rows] = parseCsv(
      (await download(page, "Exportar CSV")).toString("utf8").replace(/^\uFEFF/, ""),
    );
    expect(rows).toHaveLength(3);
    const cell = (row: string[] | undefined, column: string) => row?.[header.indexOf(column)] ?? "";
    const sample = rows.find((row) => cell(row, "form") === "sample");
    expect(cell(sample, "design")).toBe("marea");
    expect(cell(sample, "design_name")).toBe("Marea");
    expect(cell(sample, "colourway")).toBe("Bruma");
    for (const row of rows) {
      expect(cell(row, "received_at")).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
      expect(cell(row, "first_reply_at")).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
    }
    // The inbox's time and the file's are the same clock reading.
    // The screen writes the hour as Spanish does, without a leading zero ("0:45", "9:05", "14:30").
    const received = cell(sample, "received_at");
    expect(shown).toMatch(new RegExp(`(^|\\D)${Number(received.slice(11, 13))}:${received.slice(14, 16)}(\\D|$)`));

    const book = await readXlsx(await download(page, "Exportar Excel"));
    const columns = (book.rows[0] ?? []).map((read) => read?.value);
    const sheetSample = book.rows.find((row) => row[columns.indexOf("form")]?.value === "sample") ?? [];
    expect(sheetSample[columns.indexOf("colourway")]).toMatchObject({ type: "text", value: "Bruma" });
    expect(sheetSample[columns.indexOf("received_at")]).toMatchObject({
      type: "date",
      value: received.slice(0, 19),
      format: expect.stringContaining("Europe/Madrid"),
    });
  });
});
