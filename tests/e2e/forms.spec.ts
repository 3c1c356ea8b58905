import type { Page } from "@playwright/test";
import {
  expect,
  gotoHydrated,
  holdHydration,
  openedAPersonsTimeAgo,
  personsFillMs,
  test,
  visitorAddress,
} from "./fixtures";
import { mailsMentioning } from "./mail-files";

/**
 * The three lead forms end to end, on the production server: without JavaScript (a plain form
 * post answered by the page) and with it (checked in the browser, sent in the background,
 * toasts). The e2e server runs without SMTP, so every e-mail is an .eml file in its DATA_DIR.
 */

/** Each test is its own visitor (own address behind the trusted proxy), so rate limits do not mix. */
async function asNewVisitor(page: Page) {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** Fills the sample form for a visitor whose e-mail address is `email`. */
async function fillSample(page: Page, company: string, email: string) {
  await page.getByLabel("Nombre", { exact: true }).fill("  Ana  ");
  await page.getByLabel("Apellidos").fill("Pérez");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Teléfono").fill("+34 600 000 000");
  await page.getByLabel("Empresa").fill(company);
  await page.getByLabel("Dirección").fill("Calle Mayor 1");
  await page.getByLabel("Ciudad").fill("Alicante");
  await page.getByLabel("Código postal").fill("03001");
  await page.getByLabel("País").fill("España");
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the sample request shows each error under its field, keeps what was typed, then succeeds", async ({ page }) => {
    await asNewVisitor(page);
    const company = `Hotel Sin JS ${unique()}`;
    const email = `ana.${unique()}@cliente.example`;
    await page.goto("/solicitud-muestrario");
    await expect(page.getByRole("heading", { level: 1, name: "Solicitud de Muestrario" })).toBeVisible();
    await page.getByLabel("Empresa").fill(company);
    await page.getByLabel("Código postal").fill("12");
    await page.getByRole("button", { name: "Solicitar Muestrario" }).click();
    await expect(page.getByText("El nombre debe tener al menos 2 caracteres")).toBeVisible();
    await expect(page.getByText("Código postal inválido")).toBeVisible();
    await expect(page.getByText("Email inválido")).toBeVisible();
    await expect(page.getByLabel("Empresa")).toHaveValue(company);
    await expect(page.getByLabel("Nombre", { exact: true })).toHaveAttribute("aria-invalid", "true");
    expect(await mailsMentioning(company, 1)).toHaveLength(0);

    await fillSample(page, company, email);
    await page.getByRole("button", { name: "Solicitar Muestrario" }).click();
    await expect(page.getByRole("status").getByText("¡Solicitud enviada!")).toBeVisible();
    // The lead was stored and its two e-mails made: the notification to sales (Reply-To the
    // visitor) and the confirmation to the visitor, which never repeats what they typed.
    const mails = await mailsMentioning(email, 2);
    expect(mails).toHaveLength(2);
    const notification = mails.find((mail) => /^To: ventas@nudo\.example/m.test(mail));
    expect(notification).toContain(company);
    expect(notification).toMatch(new RegExp(`^Reply-To: .*${email.replace(".", "\\.")}`, "m"));
    expect(mails.find((mail) => mail !== notification)).not.toContain(company);
  });

  test("the contact page form works as a plain form post, in English", async ({ page }) => {
    await asNewVisitor(page);
    const marker = `plain-${unique()}`;
    await page.goto("/en/contacto");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Message is required")).toBeVisible();
    await page.getByLabel("Name").fill("John Smith");
    await page.getByLabel("Email").fill("john@example.com");
    await page.getByLabel("Message").fill(`Please call me about ${marker}`);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").getByText("Message sent")).toBeVisible();
    expect(await mailsMentioning(marker, 1)).toHaveLength(1); // to sales only: never echoed back
  });
});

test.describe("with JavaScript", () => {
  test("the sample request checks in the browser, says Enviando... while sending, then clears the form", async ({
    page,
  }) => {
    await asNewVisitor(page);
    const company = `Hotel Con JS ${unique()}`;
    const email = `ana.${unique()}@cliente.example`;
    await openedAPersonsTimeAgo(page); // a person takes longer than the minimum fill time
    await gotoHydrated(page, "/solicitud-muestrario");
    let posts = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/solicitud-muestrario.data*", async (route) => {
      posts++;
      await held;
      await route.continue();
    });
    await page.getByLabel("Correo electrónico").fill("no-es-un-email");
    await page.getByRole("button", { name: "Solicitar Muestrario" }).click();
    await expect(page.getByText("Email inválido")).toBeVisible();
    await expect(page.getByLabel("Nombre", { exact: true })).toBeFocused();
    expect(posts).toBe(0); // nothing left the browser

    await fillSample(page, company, email);
    await page.getByRole("button", { name: "Solicitar Muestrario" }).click();
    const sending = page.getByRole("button", { name: "Enviando..." });
    await expect(sending).toBeDisabled();
    release();
    await expect(page.getByText("¡Solicitud enviada!")).toBeVisible();
    await expect(page.getByText("Nos pondremos en contacto contigo pronto para enviar tu muestrario.")).toBeVisible();
    await expect(page.getByLabel("Empresa")).toHaveValue("");
    expect(await mailsMentioning(email, 2)).toHaveLength(2);
  });

  test("a failed send shows the spec's error toast and keeps what was typed", async ({ page, pageErrors }) => {
    await asNewVisitor(page);
    await gotoHydrated(page, "/solicitud-catalogo");
    // The network fails just as the form is sent.
    await page.route("**/solicitud-catalogo.data*", (route) =>
      route.request().method() === "POST" ? route.abort("failed") : route.continue(),
    );
    await page.getByLabel("Nombre", { exact: true }).fill("Ana");
    await page.getByLabel("Apellidos").fill("Pérez");
    await page.getByLabel("Correo electrónico").fill("ana@cliente.example");
    await page.getByLabel("Teléfono").fill("+34 600 000 000");
    await page.getByLabel("Empresa").fill("Estudio Ejemplo");
    await page.getByRole("button", { name: "Descargar Catálogo Digital" }).click();
    await expect(page.getByText("No se pudo enviar el catálogo. Por favor, inténtalo de nuevo.")).toBeVisible();
    await expect(page.getByLabel("Empresa")).toHaveValue("Estudio Ejemplo");
    pageErrors.length = 0; // the aborted request is logged by the browser, as it should be
  });

  test("the contact section takes the project type from the address and sends it with the enquiry", async ({
    page,
  }) => {
    await asNewVisitor(page);
    const marker = `section-${unique()}`;
    await openedAPersonsTimeAgo(page);
    await gotoHydrated(page, "/hoteles?proyecto=contract#contact");
    const section = page.locator("#contact");
    await expect(section.getByLabel("Tipo de proyecto")).toHaveValue("contract");
    await expect(section.getByRole("heading", { name: "Solicitar Información" })).toBeVisible();
    await section.getByLabel("Nombre").fill("Lucía Gómez");
    await section.getByLabel("Empresa").fill(`Hoteles ${marker}`);
    await section.getByLabel("Correo electrónico").fill("lucia@hotel.example");
    await section.getByLabel("Mensaje").fill("Queremos renovar el vestíbulo.");
    await section.getByRole("button", { name: "Enviar consulta" }).click();
    await expect(page.getByText("Consulta enviada")).toBeVisible();
    const [notification] = await mailsMentioning(marker, 1);
    // The contact section's message is sent as 'Empresa:' and 'Tipo de proyecto:' lines, then the text.
    expect(notification).toContain(`Empresa: Hoteles ${marker}`);
    expect(notification).toContain("Tipo de proyecto: Contract - Hotel/Oficina");
    expect(notification).toContain("Queremos renovar el vestíbulo.");
  });

  test("a visitor who writes while a slow phone's scripts arrive, and sends as soon as they run, reaches sales", async ({
    page,
  }) => {
    await asNewVisitor(page);
    const marker = `lento-${unique()}`;
    // Her page painted a person's filling time before she sends (its navigation is dated that far
    // back, the clock left as it is), and its scripts run only as she ends.
    await page.addInitScript((ms) => {
      const origin = performance.timeOrigin - ms;
      Object.defineProperty(performance, "timeOrigin", { get: () => origin });
    }, personsFillMs);
    const release = await holdHydration(page);
    await page.goto("/contacto");
    await page.getByLabel("Nombre", { exact: true }).fill("Inés Prado");
    await page.getByLabel("Correo electrónico").fill(`ines.${unique()}@cliente.example`);
    await page.getByLabel("Mensaje").fill(`Alfombras para tres suites ${marker}`);
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByText("Mensaje enviado")).toBeVisible();
    // Timed from the hydration, she took less than the minimum: her lead was dropped as a script's.
    expect(await mailsMentioning(marker, 1)).toHaveLength(1);
  });

  test("the home page carries the contact section with its seven project type options", async ({ page }) => {
    await page.goto("/");
    const options = page.locator("#contact select option");
    await expect(options).toHaveText([
      "Selecciona una opción",
      "Contract - Hotel/Oficina",
      "Residencial de Lujo",
      "Retail/Comercial",
      "Jet Privado",
      "Yate",
      "Otro",
    ]);
  });
});

test.describe("abuse and hostile input", () => {
  const valid = {
    _form: "contact",
    _started: "", // a page without JavaScript
    name: "Ana Pérez",
    email: "ana@cliente.example",
    message: "Hola",
  };
  test("a filled honeypot or an instant submission is accepted silently and never stored or sent", async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? "").origin;
    const bot = `bot-${unique()}`;
    const honeypot = await request.post("/contacto", {
      form: { ...valid, message: bot, website: "https://spam.example" },
      headers: { "X-Forwarded-For": visitorAddress(), Origin: origin },
    });
    expect(honeypot.status()).toBe(200);
    const instant = await request.post("/contacto", {
      form: { ...valid, message: bot, _started: String(Date.now()) },
      headers: { "X-Forwarded-For": visitorAddress(), Origin: origin },
    });
    expect(instant.status()).toBe(200);
    expect(await mailsMentioning(bot, 1)).toHaveLength(0);
  });

  test("more than five posts from one address in ten minutes get a clear, translated message", async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? "").origin;
    const statuses: number[] = [];
    let last = "";
    const address = visitorAddress();
    for (let i = 0; i < 6; i++) {
      const response = await request.post("/en/contacto", {
        form: { ...valid, message: `flood ${i}` },
        headers: { "X-Forwarded-For": address, Origin: origin },
      });
      statuses.push(response.status());
      last = await response.text();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(last).toContain("too many requests");
  });

  test("oversized, malformed or cross-site posts get a 4xx, never a 5xx, and store nothing", async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? "").origin;
    const marker = `hostile-${unique()}`;
    const headers = { "X-Forwarded-For": visitorAddress(), Origin: origin };
    const huge = await request.post("/contacto", {
      form: { ...valid, message: `${marker}${"x".repeat(1024 * 1024)}` },
      headers,
    });
    expect(huge.status()).toBe(413);
    const json = await request.post("/contacto", { data: { ...valid, message: marker }, headers });
    expect(json.status()).toBe(415);
    const crossSite = await request.post("/contacto", {
      form: { ...valid, message: marker },
      headers: { ...headers, Origin: "https://evil.example" },
    });
    expect(crossSite.status()).toBe(403);
    const noForm = await request.post("/contacto", { form: { name: "x", message: marker }, headers });
    expect(noForm.status()).toBe(400);
    const invalid = await request.post("/contacto", {
      form: { ...valid, email: "ana@cliente.example\r\nBcc: victim@example.com", message: marker },
      headers,
    });
    expect(invalid.status()).toBe(400);
    const html = await request.post("/contacto", {
      form: { ...valid, name: `<script>alert(1)</script>${marker}`, message: `<img src=x onerror=alert(1)> ${marker}` },
      headers,
    });
    expect(html.status()).toBe(200);
    expect(await html.text()).not.toContain("<script>alert(1)</script>");
    // Only the post with HTML in it was valid. Its notification shows the name, escaped; its
    // confirmation never mentions it (not a name: greeted without it).
    const stored = await mailsMentioning(marker, 1);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});
