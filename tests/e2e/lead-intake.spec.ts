import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { promisify } from "node:util";
import type { APIRequestContext } from "@playwright/test";
import { expect, gotoHydrated, openedAPersonsTimeAgo, test, visitorAddress } from "./fixtures";
import { dataDir, mailsMentioning, outboxDir } from "./mail-files";

/**
 * The lead intake as an attacker meets it: spoofed forwarding headers, floods, confirmations
 * aimed at a stranger; and the privacy commands an operator runs. The e2e server trusts one
 * proxy hop (TRUST_PROXY=true), so the last X-Forwarded-For entry is what the proxy saw; a
 * test writes entries before it as a visitor would.
 */

const run = promisify(execFile);
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** A contact form as a page without JavaScript posts it (the start time empty). */
const contact = (email: string, message = `Hola ${unique()}`) => ({
  _form: "contact",
  _started: "",
  name: "Ana Pérez",
  email,
  message,
});

/**
 * Posts the five leads an address may send to a form in ten minutes, each with `spoofed(i)`
 * written in front of the address the proxy appends (none when it answers undefined).
 */
async function useUpLeadAllowance(
  request: APIRequestContext,
  pagePath: string,
  address: string,
  spoofed: (i: number) => string | undefined = () => undefined,
) {
  for (let i = 0; i < 5; i++) {
    const forwarded = spoofed(i);
    const response = await request.post(pagePath, {
      form: contact(`ana.${unique()}@cliente.example`),
      headers: { "X-Forwarded-For": forwarded ? `${forwarded}, ${address}` : address },
    });
    expect(response.status()).toBe(200);
  }
}

test.describe("rate limits behind a trusted proxy", () => {
  test.use({ javaScriptEnabled: false });

  test("a spoofed X-Forwarded-For buys no extra leads: the sixth is refused in the visitor's language, with what they typed", async ({
    page,
    request,
  }) => {
    const address = visitorAddress();
    // A new made-up address in front each time; the proxy's entry stays the same.
    await useUpLeadAllowance(request, "/de/contacto", address, (i) => `203.0.113.${i + 1}`);
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.200, ${address}` });
    await page.goto("/de/contacto");
    await page.getByLabel("Name").fill("Ana Pérez");
    await page.getByLabel("E-Mail").fill("ana@cliente.example");
    await page.getByLabel("Nachricht").fill("Die sechste Nachricht");
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("button", { name: "Nachricht senden" }).click(),
    ]);
    expect(answer.status()).toBe(429);
    expect(Number(answer.headers()["retry-after"])).toBeGreaterThan(0);
    await expect(page.getByRole("alert")).toContainText("zu viele Anfragen");
    await expect(page.getByLabel("Nachricht")).toHaveValue("Die sechste Nachricht");
    await expect(page.getByLabel("E-Mail")).toHaveValue("ana@cliente.example");
  });

  test("a flood of invalid posts is bounded too: the 31st post in ten minutes is refused even when valid", async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? "").origin;
    const headers = { "X-Forwarded-For": visitorAddress(), Origin: origin };
    for (let i = 0; i < 30; i++) {
      const junk = await request.post("/contacto", {
        form: { _form: "contact", _started: "", name: "x", email: "x" },
        headers,
      });
      expect(junk.status()).toBe(400);
    }
    const valid = await request.post("/contacto", { form: contact(`ana.${unique()}@cliente.example`), headers });
    expect(valid.status()).toBe(429);
    expect(valid.headers()["retry-after"]).toMatch(/^\d+$/);
    expect(await valid.text()).toContain("Hemos recibido demasiadas solicitudes desde tu conexión");
  });
});

test("with JavaScript, a refused lead shows the message as a toast and keeps the form filled", async ({
  page,
  request,
}) => {
  const address = visitorAddress();
  await useUpLeadAllowance(request, "/en/contacto", address);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  await openedAPersonsTimeAgo(page); // a person takes longer than the minimum fill time
  await gotoHydrated(page, "/en/contacto");
  await page.getByLabel("Name").fill("John Smith");
  await page.getByLabel("Email").fill("john@example.com");
  await page.getByLabel("Message").fill("One more question");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("We have received too many requests from your connection.")).toBeVisible();
  await expect(page.getByLabel("Message")).toHaveValue("One more question");
});

test("a stranger's address gets at most three confirmations a day; every lead still reaches sales", async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? "").origin;
  const victim = `victim.${unique()}@elsewhere.example`;
  for (let i = 0; i < 5; i++) {
    const response = await request.post("/en/contacto", {
      form: {
        _form: "contact",
        _started: "",
        name: "www.claim-your-prize.example",
        email: victim,
        message: `Visit evil.example ${i}`,
      },
      headers: { "X-Forwarded-For": visitorAddress(), Origin: origin },
    });
    expect(response.status()).toBe(200);
  }
  const mails = await mailsMentioning(victim, 8);
  const toSales = mails.filter((mail) => /^To: ventas@nudo\.example/m.test(mail));
  const toVictim = mails.filter((mail) => new RegExp(`^To: ${victim.replace(/\./g, "\\.")}`, "m").test(mail));
  expect(toSales).toHaveLength(5);
  expect(toVictim).toHaveLength(3);
  expect(toSales.filter((mail) => mail.includes("No se ha enviado correo de confirmación"))).toHaveLength(2);
  for (const mail of toVictim) {
    expect(mail).not.toMatch(/prize|evil\.example/i); // nothing typed reaches the stranger
    expect(mail).toContain("Hello,");
  }
});

test("the privacy policy states the retention the server enforces and the region lookup", async ({ page }) => {
  await page.goto("/politica-privacidad");
  await expect(page.getByText(/transcurridos 730 días desde su recepción/)).toBeVisible();
  await expect(page.getByText(/se borra 30 días después de su envío/)).toBeVisible();
  await expect(page.getByText(/base de datos de países alojada en el propio servidor/)).toBeVisible();
  await page.goto("/en/politica-privacidad");
  await expect(page.getByText(/erased from the website 730 days after it was received/)).toBeVisible();
  await expect(page.getByText(/neither the address nor the resulting country is stored/)).toBeVisible();
});

test.describe("privacy requests from the command line (SQLite)", () => {
  // The command runs the built server code with the e2e server's configuration.
  const leadsCommand = (...args: string[]) =>
    run("npm", ["run", "--silent", "leads", "--", ...args], {
      env: { ...process.env, DATA_DIR: dataDir },
    });

  test("export prints everything stored about an address; erase removes it, files included, and records it", async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? "").origin;
    const email = `subject.${unique()}@cliente.example`;
    const response = await request.post("/solicitud-catalogo", {
      form: {
        _form: "catalogue",
        _started: "",
        firstName: "Marta",
        lastName: "Soler",
        email,
        phone: "+34 600 000 000",
        company: "Estudio Soler",
        interests: "Alfombras para un hotel",
      },
      headers: { "X-Forwarded-For": visitorAddress(), Origin: origin },
    });
    expect(response.status()).toBe(200);
    expect(await mailsMentioning(email, 2)).toHaveLength(2);

    const exported = JSON.parse((await leadsCommand("export", email.toUpperCase())).stdout);
    expect(exported.email).toBe(email);
    expect(exported.leads).toHaveLength(1);
    expect(exported.leads[0]).toMatchObject({ form: "catalogue", lang: "es", data: { company: "Estudio Soler" } });
    expect(exported.leads[0].emails.map((mail: { kind: string }) => mail.kind).sort()).toEqual([
      "confirmation",
      "notification",
    ]);
    const files = exported.leads[0].emails.map((mail: { id: string }) => `${mail.id}.eml`);

    const erased = await leadsCommand("erase", email);
    expect(JSON.parse(erased.stdout).erased).toEqual({ leads: 1, emails: 2, emlFiles: 2 });
    expect(erased.stderr).toContain("the erasure is recorded");
    const remaining = readdirSync(outboxDir);
    for (const file of files) expect(remaining).not.toContain(file);
    const after = JSON.parse((await leadsCommand("export", email)).stdout);
    expect(after.leads).toEqual([]);
    expect(after.erasures).toHaveLength(1);
    expect(JSON.stringify(after.erasures)).not.toContain(email);
  });

  test("a bad address gets a clear error and changes nothing", async () => {
    const failure = await leadsCommand("erase", "not-an-address").catch((error) => error);
    expect(failure.code).toBe(2);
    expect(failure.stderr).toContain('Not an e-mail address: "not-an-address"');
    const usage = await leadsCommand("delete-everything").catch((error) => error);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("npm run leads -- export <email>");
  });
});
