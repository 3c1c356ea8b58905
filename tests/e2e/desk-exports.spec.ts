import { readXlsx } from "../support/xlsx-reader";
import { anAccountPerTest, signInFromAddressesOfTheirOwn, unique } from "./admin";
import { expect, openedAPersonsTimeAgo, test } from "./fixtures";
import { signIn } from "./staff-accounts";

/** The inbox's exports on the production build: a contact page lead's company, from the form to both files. */
signInFromAddressesOfTheirOwn();

test.describe("signed in", () => {
  const account = anAccountPerTest();

  test("a contact page lead's company shows in the inbox, the CSV and the Excel workbook", async ({ page }) => {
    const marker = `empresa${unique()}`;
    const company = `Hotel Ría de Vigo ${marker}`;
    await openedAPersonsTimeAgo(page); // a person takes longer than the minimum fill time
    await page.goto("/contacto");
    await page.getByLabel("Nombre", { exact: true }).fill("Marta Iglesias");
    await page.getByLabel("Empresa").fill(company);
    await page.getByLabel("Correo electrónico").fill(`marta.${unique()}@riadevigo.example`);
    await page.getByLabel("Teléfono").fill("+34 611 222 333");
    await page.getByLabel("Mensaje").fill(`Alfombras para el vestíbulo ${marker}`);
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByText("Mensaje enviado")).toBeVisible();

    await signIn(page, account());
    await page.goto(`/admin/leads?q=${marker}`);
    await expect(page.getByRole("cell", { name: company })).toBeVisible();

    const csvDownload = page.waitForEvent("download");
    await page.getByRole("link", { name: "Exportar CSV" }).click();
    const csv = Buffer.concat((await (await (await csvDownload).createReadStream()).toArray()) as Buffer[]);
    expect(csv.toString("utf8")).toContain(`"Marta Iglesias","marta.`);
    expect(csv.toString("utf8")).toContain(`"+34 611 222 333","${company}"`);

    const xlsxDownload = page.waitForEvent("download");
    await page.getByRole("link", { name: "Exportar Excel" }).click();
    const file = await xlsxDownload;
    expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = await readXlsx(Buffer.concat((await (await file.createReadStream()).toArray()) as Buffer[]));
    const header = (book.rows[0] ?? []).map((cell) => cell?.value);
    const row = book.rows[1] ?? [];
    expect(book.rows).toHaveLength(2);
    expect(row[header.indexOf("company")]).toMatchObject({ type: "text", value: company });
    expect(row[header.indexOf("phone")]).toMatchObject({ type: "text", value: "+34 611 222 333" });
    expect(row[header.indexOf("received_at")]?.type).toBe("date");
  });
});
