import type { APIRequestContext } from "@playwright/test";
import { axeClean } from "./axe";
import { expect, test, visitorAddress } from "./fixtures";
import { dataDir } from "./mail-files";
import { appCode, createStaff, englishLabels, freshCode, type StaffAccount, signIn, staffCommand } from "./staff";

/**
 * The sales team's back office on the production build, as its three users meet it: the
 * operator who creates accounts with a command, the sales assistant who signs in with a password
 * and an authenticator app and works the leads, and an attacker without a session or with a
 * guessed password. Each test signs in from an address of its own (the server trusts one proxy
 * hop), so one test's failed sign-ins never lock another's.
 */

const env = { DATA_DIR: dataDir };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
});

/** A lead posted the way a browser without JavaScript posts it, from an address of its own. */
async function postLead(request: APIRequestContext, path: string, form: Record<string, string>) {
  const response = await request.post(path, {
    form,
    headers: { "X-Forwarded-For": visitorAddress() },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(303);
}

const contactLead = (marker: string, extra: Partial<Record<string, string>> = {}) => ({
  _form: "contact",
  name: "José Martínez",
  email: `jose.${unique()}@cliente.example`,
  message: `Busco una alfombra para un hotel ${marker}`,
  ...extra,
});

test.describe("without a session", () => {
  test("pages redirect to sign-in, actions answer 401, and nothing of /admin is indexed or cached", async ({
    request,
  }) => {
    for (const path of [
      "/admin",
      "/admin/leads",
      "/admin/leads/some-id",
      "/admin/outbox",
      "/admin/privacy",
      "/admin/leads/export.csv",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(303);
      expect(response.headers().location, path).toMatch(/^\/admin\/sign-in/);
      expect(response.headers()["cache-control"], path).toBe("no-store");
      expect(response.headers()["x-robots-tag"], path).toContain("noindex");
    }
    for (const path of [
      "/admin/leads/x/state",
      "/admin/outbox/retry",
      "/admin/privacy/erase",
      "/admin/privacy/export",
    ]) {
      const response = await request.post(path, { form: { email: "ana@cliente.example", confirm: "yes" } });
      expect(response.status(), path).toBe(401);
      expect(await response.text()).toContain("Tu sesión ha terminado");
    }
    const signInPage = await request.get("/admin/sign-in");
    const headers = signInPage.headers();
    expect(headers["content-security-policy"]).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(headers["content-security-policy"]).not.toContain("script-src");
    expect(headers["cache-control"]).toBe("no-store");
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
    const html = await signInPage.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).not.toContain("<script");
    expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /admin");
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  });

  test("a post from another site is refused before it is read", async ({ request, baseURL }) => {
    const response = await request.post("/admin/sign-in", {
      form: { email: "ana@nudo.example", password: "x" },
      headers: { Origin: "https://attacker.example" },
    });
    expect(response.status()).toBe(403);
    expect(baseURL).toBeTruthy();
  });
});

test("the operator's command creates, lists and removes accounts, refusing short passwords", async () => {
  // Seven runs of the command, each starting npm and the built server code: 23-30 s on a busy
  // 2-core machine.
  test.slow();
  const email = `cmd.${unique()}@nudo.example`;
  const short = await staffCommand(["add", email], env, "too short\n");
  expect(short.code).toBe(2);
  expect(short.stderr).toContain("at least 12 characters");
  const account = await createStaff(env, "cmd");
  const again = await staffCommand(["add", account.email], env, `${account.password}\n`);
  expect(again.stderr).toContain("already has an account");
  const listed = await staffCommand(["list"], env);
  expect(listed.stdout).toMatch(new RegExp(`${account.email.replace(/\./g, "\\.")}\\tcreated .*\\tnot signed in yet`));
  expect((await staffCommand(["remove", account.email], env)).code).toBe(0);
  expect((await staffCommand(["list"], env)).stdout).not.toContain(account.email);
  expect((await staffCommand(["frobnicate"], env)).stderr).toContain("npm run staff -- add <email>");
});

test("a new account signs in with its password, enrols its authenticator from the QR code's key, then signs in with codes; sign-out ends the session", async ({
  page,
  context,
}) => {
  // The second sign-in waits for the app's next code (up to 30 s): a code works once.
  test.setTimeout(75_000);
  const account = await createStaff(env);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByRole("heading", { level: 1, name: "Solicitudes" })).toBeVisible();
  await expect(page.getByText(`Sesión de ${account.email}`)).toBeVisible();
  expect(account.key).toMatch(/^[A-Z2-7]{32}$/);
  const cookie = (await context.cookies()).find((c) => c.name === "staff_session");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/admin" });

  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page.getByText("Has cerrado la sesión.")).toBeVisible();
  await page.goto("/admin/leads");
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fleads/);

  // The second sign-in asks for the code only (no QR code), and a wrong code is refused.
  await page.getByLabel("Correo electrónico").fill(account.email);
  await page.getByLabel("Contraseña").fill(account.password);
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { name: "Verificación en dos pasos" })).toBeVisible();
  await expect(page.locator("#totp-key")).toHaveCount(0);
  const wrong = String((Number(appCode(account.key ?? "")) + 1) % 1_000_000).padStart(6, "0");
  await page.getByLabel("Código de verificación").fill(wrong);
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page.getByRole("alert")).toHaveText(/El código no es correcto o ya se ha usado/);
  // A code works once: the enrolment's code is refused, the app's next one is taken.
  await page.getByLabel("Código de verificación").fill(await freshCode(account));
  await page.getByRole("button", { name: "Verificar" }).click();
  // Back where it was asked to go before signing in.
  await expect(page).toHaveURL(/\/admin\/leads$/);
});

test.describe("in English", () => {
  test.use({ locale: "en-GB" });

  test("five wrong passwords lock the account for 15 minutes, even for the right password from elsewhere", async ({
    page,
  }) => {
    const account = await createStaff(env);
    for (let i = 0; i < 5; i++) {
      await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
      await page.goto("/admin/sign-in");
      await page.getByLabel(englishLabels.email).fill(account.email);
      await page.getByLabel(englishLabels.password).fill(`wrong password ${i}`);
      await page.getByRole("button", { name: englishLabels.continue }).click();
      await expect(page.getByRole("alert")).toHaveText("The e-mail address or the password is not correct.");
      // What was typed stays, but never the password.
      await expect(page.getByLabel(englishLabels.email)).toHaveValue(account.email);
      await expect(page.getByLabel(englishLabels.password)).toHaveValue("");
    }
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
    await page.goto("/admin/sign-in");
    await page.getByLabel(englishLabels.email).fill(account.email);
    await page.getByLabel(englishLabels.password).fill(account.password);
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: englishLabels.continue }).click();
    expect((await answer).status()).toBe(429);
    await expect(page.getByRole("alert")).toHaveText(/Too many failed attempts\. Sign-in is locked for 15 min/);
  });

  test("the back office speaks English to an English browser", async ({ page }) => {
    const account = await createStaff(env);
    await signIn(page, account, englishLabels);
    await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("link", { name: "Deliveries" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Deliveries" })).toBeVisible();
    await page.getByRole("link", { name: "Privacy" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy" })).toBeVisible();
  });
});

test.describe("signed in", () => {
  // An account per test: a code works once, so two sign-ins of one account in the same 30 s would wait.
  let account: StaffAccount;
  test.beforeEach(async () => {
    account = await createStaff(env, "equipo");
  });

  test("the inbox filters by form, language, state and dates and searches, the filters combine and survive paging", async ({
    page,
    request,
  }) => {
    const marker = `lote${unique()}`;
    // 52 contact leads in Spanish and 3 project enquiries in English carry the marker.
    for (let i = 0; i < 52; i++) await postLead(request, "/contacto", contactLead(marker));
    for (let i = 0; i < 3; i++) {
      await postLead(request, "/en", {
        _form: "contactSection",
        name: "Grace Hopper",
        company: `Hotel Atlántico ${i}`,
        email: `grace.${unique()}@hotel.example`,
        projectType: "contract",
        message: `Lobby rug ${marker}`,
      });
    }
    await signIn(page, account);
    // Search without accents finds accented text; each word must appear.
    await page.getByLabel(/Buscar/).fill(`jose martinez ${marker}`);
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(page.getByRole("status").first()).toHaveText("52 solicitudes");
    await expect(page.getByRole("row")).toHaveCount(51); // 50 and the header
    await expect(page.getByText("Página 1 de 2").first()).toBeVisible();
    await page.getByRole("link", { name: /Siguiente/ }).click();
    await expect(page).toHaveURL(new RegExp(`q=jose\\+martinez\\+${marker}.*page=2|page=2.*q=jose`));
    await expect(page.getByRole("row")).toHaveCount(3);
    await expect(page.getByLabel(/Buscar/)).toHaveValue(`jose martinez ${marker}`);

    // The marker alone: 55; with the English language filter: the 3 enquiries, with their company.
    await page.goto(`/admin/leads?q=${marker}`);
    await expect(page.getByRole("status").first()).toHaveText("55 solicitudes");
    await page.getByLabel("Idioma").selectOption("en");
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(page.getByRole("status").first()).toHaveText("3 solicitudes");
    await expect(page.getByRole("cell", { name: "Hotel Atlántico 2" })).toBeVisible();
    await page.getByLabel("Formulario").selectOption("contact");
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(page.getByText("Ninguna solicitud coincide con estos filtros.")).toBeVisible();

    // Dates: today includes them, tomorrow none.
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/admin/leads?q=${marker}&from=${today}&to=${today}`);
    await expect(page.getByRole("status").first()).toHaveText("55 solicitudes");
    await page.goto(`/admin/leads?q=${marker}&from=${tomorrow}`);
    await expect(page.getByRole("status").first()).toHaveText("0 solicitudes");

    // Counts per state for the current search; the state tabs keep the search.
    await page.goto(`/admin/leads?q=${marker}`);
    const tabs = page.getByRole("navigation", { name: "Por estado" });
    await expect(tabs.getByRole("link", { name: "Nueva 55" })).toBeVisible();
    await expect(tabs.getByRole("link", { name: "Ganada 0" })).toBeVisible();
    await tabs.getByRole("link", { name: "Ganada 0" }).click();
    await expect(page).toHaveURL(/state=won/);
    await expect(page).toHaveURL(new RegExp(`q=${marker}`));
  });

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
    await signIn(page, account);
    await page.goto(`/admin/leads?q=${marker}`);
    const row = page.getByRole("row").filter({ hasText: "Laura Gómez" });
    await expect(row).toContainText("Muestras");
    await expect(row).toContainText(`Estudio Ñandú ${marker}`);
    await expect(row).toContainText(email);
    await expect(row).toContainText("España");
    await expect(row).toContainText("Nueva");
    await row.getByRole("link", { name: "Laura Gómez" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Solicitud de Laura Gómez" })).toBeVisible();
    const fields = page.locator("dl.fields");
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
    await expect(history).toContainText(`${account.email} cambió el estado de «Nueva» a «Contactada»`);
    await expect(history.locator("time").first()).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);

    await page.getByLabel("Nueva nota").fill("Llamar el lunes <b>sin falta</b>");
    await page.getByRole("button", { name: "Añadir nota" }).click();
    await expect(page.locator("#notes .note")).toHaveText("Llamar el lunes <b>sin falta</b>");
    await expect(history).toContainText(`${account.email} añadió una nota`);

    await page.getByRole("button", { name: /Reenviar · Confirmación al cliente/ }).click();
    await expect(history).toContainText(`${account.email} reenvió «Confirmación al cliente»`);
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
    await signIn(page, account);
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

  test("the CSV export of the current filter opens in Excel with its accents and neutralises formulas", async ({
    page,
    request,
  }) => {
    const marker = `csv${unique()}`;
    await postLead(request, "/contacto", contactLead(marker, { name: '=HYPERLINK("http://evil.example","x")' }));
    await postLead(
      request,
      "/contacto",
      contactLead(marker, { name: "Zoë Ñúñez", message: `Dos líneas,\n"comillas" ${marker}` }),
    );
    await signIn(page, account);
    await page.goto(`/admin/leads?q=${marker}`);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Exportar CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await (await file.createReadStream()).toArray();
    const text = Buffer.concat(bytes as Buffer[]).toString("utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const rows = parseCsv(text.slice(1));
    const header = rows[0] ?? [];
    expect(header.slice(0, 5)).toEqual(["id", "received_at", "form", "language", "state"]);
    const column = (name: string) => header.indexOf(name);
    expect(rows).toHaveLength(3);
    const names = rows.slice(1).map((row) => row[column("name")]);
    expect(names).toContain("Zoë Ñúñez");
    expect(names).toContain('\'=HYPERLINK("http://evil.example","x")');
    const zoe = rows.find((row) => row[column("name")] === "Zoë Ñúñez") ?? [];
    expect(zoe[column("message")]).toBe(`Dos líneas,\n"comillas" ${marker}`);
    expect(zoe[column("form")]).toBe("contact");
  });

  test("a privacy request: find everything for an address, download it as JSON, erase it after confirming; the erasure is listed", async ({
    page,
    request,
  }) => {
    const email = `borrar.${unique()}@cliente.example`;
    await postLead(request, "/contacto", contactLead("privacidad", { email }));
    await postLead(request, "/en/contacto", contactLead("privacy", { email: email.toUpperCase() }));
    await signIn(page, account);
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
    await expect(log.getByRole("row").nth(1)).toContainText(account.email);
    await expect(log).not.toContainText(email);

    await page.getByLabel("Correo electrónico de la persona").fill(email);
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page.getByText(`No hay nada guardado de ${email}.`)).toBeVisible();
  });

  test("the outbox monitor counts deliveries by kind and state", async ({ page }) => {
    await signIn(page, account);
    await page.getByRole("link", { name: "Envíos" }).click();
    const table = page.getByRole("table", { name: "Por estado" });
    await expect(table.getByRole("row", { name: /Aviso al equipo comercial/ })).toBeVisible();
    await expect(table.getByRole("row", { name: /Confirmación al cliente/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Fallidos/ })).toBeVisible();
  });

  for (const width of [390, 1440]) {
    test(`every back-office page is axe clean and keyboard operable at ${width} px`, async ({ page, request }) => {
      // Seven pages, each checked by axe, and an account made by command: a long walk on a busy machine.
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      const fresh = await createStaff(env, "axe");
      await page.goto("/admin/sign-in");
      expect(await axeClean(page)).toEqual([]);
      // Keyboard only: the skip link, the e-mail field, the password, the button.
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Saltar al contenido" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.getByLabel("Correo electrónico")).toBeFocused();
      await page.keyboard.type(fresh.email);
      await page.keyboard.press("Tab");
      await page.keyboard.type(fresh.password);
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { name: "Configura tu aplicación de autenticación" })).toBeVisible();
      expect(await axeClean(page)).toEqual([]);
      fresh.key = ((await page.locator("#totp-key").textContent()) ?? "").replace(/\s/g, "");
      await page.getByLabel("Código de verificación").focus();
      await page.keyboard.type(appCode(fresh.key));
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/admin\/leads$/);

      const marker = `axe${unique()}`;
      await postLead(request, "/contacto", contactLead(marker));
      await page.goto(`/admin/leads?q=${marker}`);
      expect(await axeClean(page)).toEqual([]);
      await page.getByRole("link", { name: "José Martínez" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: "Solicitud de José Martínez" })).toBeVisible();
      expect(await axeClean(page)).toEqual([]);
      await page.goto("/admin/outbox");
      expect(await axeClean(page)).toEqual([]);
      await page.goto("/admin/privacy");
      await page.getByLabel("Correo electrónico de la persona").fill("nadie@cliente.example");
      await page.getByLabel("Correo electrónico de la persona").press("Enter");
      expect(await axeClean(page)).toEqual([]);
      await page.getByRole("button", { name: "Borrar todo…" }).click();
      expect(await axeClean(page)).toEqual([]);
      // Nothing on any page asks for a script.
      expect(await page.locator("script").count()).toBe(0);
    });
  }
});

/** RFC 4180, as a spreadsheet reads it: quoted cells, doubled quotes, CRLF rows, line breaks inside quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
