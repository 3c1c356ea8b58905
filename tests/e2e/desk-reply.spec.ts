import { anAccountPerTest, contactLead, postLead, signInFromAddressesOfTheirOwn, unique } from "./admin";
import { expect, test } from "./fixtures";
import { mailsMentioning } from "./mail-files";
import { signIn } from "./staff-accounts";

/**
 * Answering a lead from its page on the production build: a template in the visitor's language,
 * sent through the outbox from the sales address, seen in the history and the deliveries.
 */
signInFromAddressesOfTheirOwn();

test.describe("signed in", () => {
  const account = anAccountPerTest();

  test("a sales assistant answers an English lead with a template, and finds the reply in its history and deliveries", async ({
    page,
    request,
  }) => {
    const marker = `reply${unique()}`;
    const lead = contactLead(marker, { phone: "+44 20 7946 0000" });
    await postLead(request, "/en/contacto", lead);
    await signIn(page, account());
    await page.goto(`/admin/leads?q=${marker}`);
    await expect(page.getByRole("link", { name: lead.email })).toHaveAttribute("href", `mailto:${lead.email}`);
    await page.getByRole("link", { name: "José Martínez" }).click();
    await expect(
      page.locator("section[aria-labelledby=fields-title] dl.fields").getByRole("link", { name: "+44 20 7946 0000" }),
    ).toHaveAttribute("href", "tel:+442079460000");

    const card = page.locator("#reply");
    // A first reply opens with the template of the lead's own form, in the visitor's language.
    await expect(card.getByLabel("Asunto")).toHaveValue("Your message to Nudo");
    await card.getByRole("link", { name: "Proyecto", exact: true }).click();
    await expect(card.getByLabel("Asunto")).toHaveValue("Your project with Nudo");
    await expect(card.getByLabel("Mensaje")).toHaveValue(
      /^Dear José,\n\nThank you for telling us about your project\./,
    );
    await expect(card.getByText(lead.email, { exact: true })).toBeVisible();
    const body = card.getByLabel("Mensaje");
    // A word of its own: the sales notification carries the lead's marker too.
    const postscript = `ps${unique()}`;
    await body.fill(`${await body.inputValue()}\n\nP.S. ${postscript}`);
    await card.getByRole("button", { name: "Enviar respuesta" }).click();

    await expect(card.getByRole("status")).toHaveText(
      `Respuesta en camino a ${lead.email}. La verás en Envíos y en el Historial.`,
    );
    const history = page.locator("#history");
    await expect(history).toContainText(`${account().email} respondió al cliente: «Your project with Nudo [Ref. `);
    await expect(history).toContainText(`${account().email} cambió el estado de «Nueva» a «Contactada»`);
    await expect(async () => {
      await page.reload();
      await expect(page.locator("#deliveries [data-delivery=reply]").filter({ hasText: "Enviado" })).toHaveCount(1);
    }).toPass({ timeout: 20_000 });

    const [mail, ...more] = await mailsMentioning(postscript, 1);
    expect(more).toHaveLength(0);
    expect(mail).toMatch(/^From: .*Ventas.* <ventas@nudo\.example>\r?$/m);
    expect(mail).toMatch(/^Reply-To: .*<ventas@nudo\.example>\r?$/m);
    expect(mail).toMatch(new RegExp(`^To: ${lead.email.replace(/[.]/g, "\\.")}\\r?$`, "m"));
    expect(mail).toMatch(/^Subject: Your project with Nudo \[Ref\. [0-9A-F]{6}\]\r?$/m);
  });
});
