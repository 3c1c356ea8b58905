import { env, signInFromAddressesOfTheirOwn, unique } from "./admin";
import { expect, test, visitorAddress } from "./fixtures";
import { appCode, createStaff, englishLabels, freshCode, signIn, staffCommand } from "./staff-accounts";

/**
 * The back office's accounts on the production build, as the operator who creates them with a
 * command, a sales assistant who signs in with a password and an authenticator app, and an
 * attacker without a session or with guessed passwords meet them.
 */
signInFromAddressesOfTheirOwn();

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
    // One script, the back office's own, allowed by its hash alone: nothing inline unhashed, nothing from elsewhere.
    expect(headers["content-security-policy"]).toMatch(/; script-src 'sha256-[A-Za-z0-9+/=]+';/);
    expect(headers["content-security-policy"]).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
    expect(headers["cache-control"]).toBe("no-store");
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
    const html = await signInPage.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    // Its one script is written into the page; none is loaded from anywhere.
    expect(html.match(/<script\b/g) ?? []).toHaveLength(1);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
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
