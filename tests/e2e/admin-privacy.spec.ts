import { anAccountPerTest, contactLead, postLead, signInFromAddressesOfTheirOwn, unique } from "./admin";
import { expect, test } from "./fixtures";
import { signIn } from "./staff-accounts";

/**
 * A privacy request worked in the back office on the production build: everything for an address
 * found, exported and erased.
 */
signInFromAddressesOfTheirOwn();

test.describe("signed in", () => {
  const account = anAccountPerTest();

  test("a privacy request: find everything for an address, download it as JSON, erase it after confirming; the erasure is listed", async ({
    page,
    request,
  }) => {
    const email = `borrar.${unique()}@cliente.example`;
    await postLead(request, "/contacto", contactLead("privacidad", { email }));
    await postLead(request, "/en/contacto", contactLead("privacy", { email: email.toUpperCase() }));
    await signIn(page, account());
    await page.getByRole("link", { name: "Privacidad" }).click();
    await page.getByLabel("Correo electrónico de la persona").fill("ana@cliente");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page.getByRole("alert")).toHaveText(/Escribe una dirección de correo válida/);
    await page.getByLabel("Correo electrónico de la persona").fill(` ${email} `);
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page.getByText("2 solicitudes, 4 correos")).toBeVisible();

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Descargar JSON" }).click();
    const file = await download;
    const exported = JSON.parse(
      Buffer.concat((await (await file.createReadStream()).toArray()) as Buffer[]).toString("utf8"),
    );
    expect(exported.email).toBe(email);
    expect(exported.leads).toHaveLength(2);

    await page.getByRole("button", { name: "Borrar todo…" }).click();
    await expect(page.getByRole("heading", { name: `¿Borrar todos los datos de ${email}?` })).toBeVisible();
    await page.getByRole("button", { name: "Borrar definitivamente" }).click();
    await expect(page.getByRole("status").first()).toHaveText(`Datos de ${email} borrados: 2 solicitudes y 4 correos.`);
    const log = page.getByRole("table", { name: "Registro de borrados" });
    await expect(log.getByRole("row").nth(1)).toContainText(account().email);
    await expect(log).not.toContainText(email);

    await page.getByLabel("Correo electrónico de la persona").fill(email);
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page.getByText(`No hay nada guardado de ${email}.`)).toBeVisible();
  });
});
