import { anAccountPerTest, contactLead, postLead, signInFromAddressesOfTheirOwn, unique } from "./admin";
import { expect, test } from "./fixtures";
import { signIn } from "./staff-accounts";

/**
 * The sales desk's owners on the production build: a sales assistant takes a lead and plans its
 * next step from its page in one click, with no script, and finds it under My leads. The morning
 * e-mail of follow-ups (once a day across instances) is app/leads/server/follow-up-digest.server.test.ts.
 */
signInFromAddressesOfTheirOwn();

test.describe("signed in", () => {
  const account = anAccountPerTest();

  test("a sales assistant takes a lead with a follow-up on Monday in one click and finds it under My leads", async ({
    page,
    request,
  }) => {
    const marker = `dueña${unique()}`;
    await postLead(request, "/contacto", contactLead(marker, { name: "Marta Soler" }));
    await signIn(page, account());
    await page.goto(`/admin/leads?q=${marker}`);
    await page.getByRole("link", { name: "Marta Soler" }).click();

    const card = page.getByRole("region", { name: "Responsable y próximo paso" });
    await expect(card.getByRole("combobox", { name: "Responsable" })).toHaveValue("none");
    await card.getByRole("textbox", { name: /Qué hay que hacer/ }).fill("Enviar el catálogo de lana");
    // "And assign it to me" comes ticked on a lead nobody owns: one click does both.
    await expect(card.getByRole("checkbox", { name: "Y asignármela" })).toBeChecked();
    await card.getByRole("button", { name: /^El lunes/ }).click();

    await expect(page.getByRole("status")).toContainText("Cambios guardados.");
    await expect(card).toContainText("Es tuya.");
    await expect(card.getByRole("combobox", { name: "Responsable" })).toContainText(account().email);
    await expect(card.getByRole("textbox", { name: /Qué hay que hacer/ })).toHaveValue("Enviar el catálogo de lana");
    const history = page.locator("#history");
    await expect(history).toContainText(`${account().email} asignó la solicitud a ${account().email}`);
    await expect(history).toContainText(`${account().email} programó un seguimiento para el`);

    await page.getByRole("link", { name: /Volver a las solicitudes/ }).click();
    await page.getByRole("link", { name: "Mis solicitudes", exact: true }).click();
    await expect(page).toHaveURL(/owner=[0-9a-f-]{36}/);
    const row = page.getByRole("row").filter({ hasText: "Marta Soler" });
    await expect(row).toContainText(account().email);
    await expect(row).toContainText("Seguimiento: lun");
    // Nobody else's: the unassigned view no longer lists it.
    await page.goto(`/admin/leads?owner=none&q=${marker}`);
    await expect(page.getByRole("row").filter({ hasText: "Marta Soler" })).toHaveCount(0);
  });
});
