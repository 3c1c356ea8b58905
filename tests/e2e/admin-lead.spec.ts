import { anAccountPerTest, contactLead, postLead, signInFromAddressesOfTheirOwn, unique } from "./admin";
import { expect, test } from "./fixtures";
import { signIn } from "./staff-accounts";

/**
 * One lead's page in the back office on the production build: every field as sent, its state,
 * notes and e-mails, and a state change that does not come from the page refused.
 */
signInFromAddressesOfTheirOwn();

test.describe("signed in", () => {
  const account = anAccountPerTest();

  test("a lead's page shows every field as sent; a state change and a note are recorded with who and when; an e-mail can be sent again", async ({
    page,
    request,
  }) => {
    const marker = `ficha${unique()}`;
    const email = `laura.${unique()}@estudio.example`;
    await postLead(request, "/solicitud-muestrario", {
      _form: "sample",
      firstName: "Laura",
      lastName: "Gómez",
      email,
      phone: "+34 600 000 000",
      company: `Estudio Ñandú ${marker}`,
      position: "Interiorista",
      address: "Calle Mayor 1",
      city: "Valencia",
      postalCode: "46001",
      country: "España",
      comments: "Lana y seda, por favor.",
    });
    await signIn(page, account());
    await page.goto(`/admin/leads?q=${marker}`);
    const row = page.getByRole("row").filter({ hasText: "Laura Gómez" });
    await expect(row).toContainText("Muestras");
    await expect(row).toContainText(`Estudio Ñandú ${marker}`);
    await expect(row).toContainText(email);
    await expect(row).toContainText("España");
    await expect(row).toContainText("Nueva");
    await row.getByRole("link", { name: "Laura Gómez" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Solicitud de Laura Gómez" })).toBeVisible();
    const fields = page.locator("section[aria-labelledby=fields-title] dl.fields");
    for (const text of [
      "Cargo",
      "Interiorista",
      "Calle Mayor 1",
      "46001",
      "Lana y seda, por favor.",
      "Español",
      "Muestras",
    ]) {
      await expect(fields).toContainText(text);
    }
    // Its two e-mails, sent by the worker.
    const deliveries = page.locator("#deliveries");
    await expect(async () => {
      await page.reload();
      await expect(deliveries.locator("[data-delivery]").filter({ hasText: "Enviado" })).toHaveCount(2);
    }).toPass({ timeout: 20_000 });
    await expect(deliveries).toContainText(`Para: ${email}`);

    await page.getByLabel("Cambiar estado").selectOption("contacted");
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByRole("status")).toHaveText("Cambios guardados.");
    const history = page.locator("#history");
    await expect(history).toContainText(`${account().email} cambió el estado de «Nueva» a «Contactada»`);
    await expect(history.locator("time").first()).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);

    await page.getByLabel("Nueva nota").fill("Llamar el lunes <b>sin falta</b>");
    await page.getByRole("button", { name: "Añadir nota" }).click();
    await expect(page.locator("#notes .note")).toHaveText("Llamar el lunes <b>sin falta</b>");
    await expect(history).toContainText(`${account().email} añadió una nota`);

    await page.getByRole("button", { name: /Reenviar · Confirmación al cliente/ }).click();
    await expect(history).toContainText(`${account().email} reenvió «Confirmación al cliente»`);
    await expect(async () => {
      await page.reload();
      await expect(page.locator("#deliveries [data-delivery=confirmation]").filter({ hasText: "Enviado" })).toHaveCount(
        2,
      );
    }).toPass({ timeout: 20_000 });

    // The inbox counts it as contacted now.
    await page.goto(`/admin/leads?q=${marker}`);
    await expect(
      page.getByRole("navigation", { name: "Por estado" }).getByRole("link", { name: "Contactada 1" }),
    ).toBeVisible();
  });

  test("a state change without the session's form token, or from another site, is refused", async ({
    page,
    request,
  }) => {
    const marker = `csrf${unique()}`;
    await postLead(request, "/contacto", contactLead(marker));
    await signIn(page, account());
    await page.goto(`/admin/leads?q=${marker}`);
    await page.getByRole("link", { name: "José Martínez" }).click();
    const path = new URL(page.url()).pathname;
    const forged = await page.request.post(`${path}/state`, { form: { state: "won" } });
    expect(forged.status()).toBe(403);
    const crossSite = await page.request.post(`${path}/state`, {
      form: { state: "won", _token: "x" },
      headers: { Origin: "https://attacker.example" },
    });
    expect(crossSite.status()).toBe(403);
    await page.reload();
    await expect(page.locator("#state .badge")).toHaveText("Nueva");
  });
});
