import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Page } from "@playwright/test";
import { anAccountPerTest, postLead } from "./admin";
import { axeOf } from "./axe";
import { expect, gotoHydrated, openedAPersonsTimeAgo, test, visitorAddress } from "./fixtures";
import { documentHead } from "./head";
import { dataDir, mailsMentioning } from "./mail-files";
import { signIn } from "./staff-accounts";

/**
 * The sample request a design page sends a visitor to (`/solicitud-muestrario?diseno=marea&c=BL03&c=BL09`),
 * on the production build: the visitor sees the design and its colours and sends them with the
 * request, with and without JavaScript; the sales team finds them in the lead, its e-mail and
 * the back office; an attacker's forged design is refused and hostile addresses are never
 * written back. The e2e server has no SMTP: every e-mail is an .eml file in its DATA_DIR.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const fromMarea = "/solicitud-muestrario?diseno=marea&c=BL03&c=BL09";

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
});

/** The stored sample requests of a visitor's e-mail address: their language and data. */
function storedLeads(email: string): { id: string; lang: string; data: Record<string, unknown> }[] {
  const db = new DatabaseSync(path.join(dataDir, "site.db"), { readOnly: true });
  try {
    const rows = db.prepare("SELECT id, lang, data FROM leads WHERE email = ?").all(email) as {
      id: string;
      lang: string;
      data: string;
    }[];
    return rows.map((row) => ({ ...row, data: JSON.parse(row.data) }));
  } finally {
    db.close();
  }
}

/** The design's section above the form, by its heading (the design's name). */
const designSection = (page: Page, name = "Marea") => page.getByRole("region", { name });

type Labels = Record<
  "firstName" | "lastName" | "email" | "phone" | "company" | "address" | "city" | "postalCode" | "country",
  string
>;

async function fillSample(page: Page, labels: Labels, email: string) {
  await page.getByLabel(labels.firstName, { exact: true }).fill("Marta");
  await page.getByLabel(labels.lastName).fill("Soler");
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.phone).fill("+34 600 000 000");
  await page.getByLabel(labels.company).fill("Estudio Soler");
  await page.getByLabel(labels.address).fill("Calle del Mar 12");
  await page.getByLabel(labels.city).fill("Valencia");
  await page.getByLabel(labels.postalCode).fill("46001");
  await page.getByLabel(labels.country).fill("España");
}

const spanish: Labels = {
  firstName: "Nombre",
  lastName: "Apellidos",
  email: "Correo electrónico",
  phone: "Teléfono",
  company: "Empresa",
  address: "Dirección",
  city: "Ciudad",
  postalCode: "Código postal",
  country: "País",
};

const marea = { slug: "marea", name: "Marea", colours: ["BL03", "BL09"] };

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the design and its colours are shown and sent with the request; sales find them in the lead and the e-mail", async ({
    page,
  }) => {
    const email = `marta.${unique()}@estudio.example`;
    await page.goto(fromMarea);
    const design = designSection(page);
    await expect(design.getByRole("heading", { level: 2, name: "Marea" })).toBeVisible();
    const colours = design.getByRole("list", { name: "Colores" }).getByRole("listitem");
    await expect(colours).toHaveText([/Azul sal\s*BL03/, /Azul piedra\s*BL09/]);
    await expect(design.getByText("Tu solicitud incluirá muestras de este diseño en estos colores.")).toBeVisible();
    await expect(design.getByRole("link", { name: "Solicitar otras muestras" })).toHaveAttribute(
      "href",
      "/solicitud-muestrario",
    );

    await fillSample(page, spanish, email);
    await page.getByRole("button", { name: "Solicitar Muestrario" }).click();
    await expect(page.getByRole("status").getByText("¡Solicitud enviada!")).toBeVisible();
    // Back on the page with its design, which the request carried.
    await expect(page).toHaveURL(/\/solicitud-muestrario\?diseno=marea&c=BL03&c=BL09&sent=sample/);
    await expect(designSection(page)).toBeVisible();

    const [lead] = storedLeads(email);
    expect(lead?.data.design).toEqual(marea);

    const mails = await mailsMentioning(email, 2);
    expect(mails).toHaveLength(2);
    const notification = mails.find((mail) => /^To: ventas@/m.test(mail)) ?? "";
    for (const line of ["Diseño: Marea", "- Azul sal · BL03", "- Azul piedra · BL09", "/colecciones/marea"]) {
      expect(notification).toContain(line);
    }
    const confirmation = mails.find((mail) => mail !== notification) ?? "";
    expect(confirmation).toContain("Las muestras que has pedido");
    expect(confirmation).toContain("Azul piedra · BL09");
  });

  test("'request other samples' leads to the request without the design", async ({ page }) => {
    await page.goto(fromMarea);
    await designSection(page).getByRole("link", { name: "Solicitar otras muestras" }).click();
    await expect(page).toHaveURL(/\/solicitud-muestrario$/);
    await expect(page.getByRole("heading", { level: 1, name: "Solicitud de Muestrario" })).toBeVisible();
    await expect(designSection(page)).toHaveCount(0);
    await expect(page.locator('input[name="design"]')).toHaveValue("");
  });
});

test.describe("the sales team", () => {
  const account = anAccountPerTest();

  test("finds the design and its colours on the lead's page in the back office", async ({ page, request }) => {
    const email = `nuria.${unique()}@estudio.example`;
    await postLead(request, fromMarea, {
      _form: "sample",
      firstName: "Nuria",
      lastName: "Vidal",
      email,
      phone: "+34 600 000 000",
      company: "Estudio Vidal",
      address: "Calle del Mar 12",
      city: "Valencia",
      postalCode: "46001",
      country: "España",
      design: "diseno=marea&c=BL03&c=BL09",
    });
    const [lead] = storedLeads(email);
    await signIn(page, account());
    await page.goto(`/admin/leads/${lead?.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Solicitud de Nuria Vidal" })).toBeVisible();
    const fields = page.locator("section[aria-labelledby=fields-title] dl.fields");
    await expect(fields.getByRole("link", { name: "Marea" })).toHaveAttribute("href", "/colecciones/marea");
    await expect(fields.getByRole("listitem")).toHaveText(["Azul sal · BL03", "Azul piedra · BL09"]);
  });
});

test.describe("with JavaScript", () => {
  test("an English visitor sees the colours named in English and sends the design in the background", async ({
    page,
  }) => {
    const email = `mark.${unique()}@studio.example`;
    await openedAPersonsTimeAgo(page); // a person takes longer than the minimum fill time
    await gotoHydrated(page, `/en${fromMarea}`);
    const design = designSection(page);
    await expect(design.getByRole("list", { name: "Colours" }).getByRole("listitem")).toHaveText([
      /Salt Blue\s*BL03/,
      /Stone Blue\s*BL09/,
    ]);
    await fillSample(
      page,
      {
        firstName: "First name",
        lastName: "Last name",
        email: "Email",
        phone: "Phone",
        company: "Company",
        address: "Address",
        city: "City",
        postalCode: "Postcode",
        country: "Country",
      },
      email,
    );
    await page.getByRole("button", { name: "Request sample kit" }).click();
    await expect(page.getByText("Request sent!")).toBeVisible();
    await expect.poll(() => storedLeads(email).map((lead) => [lead.lang, lead.data.design])).toEqual([["en", marea]]);
    const mails = await mailsMentioning(email, 2);
    const confirmation = mails.find((mail) => !/^To: ventas@/m.test(mail)) ?? "";
    expect(confirmation).toContain("The samples you asked for");
    expect(confirmation).toContain("Salt Blue · BL03");
  });

  test("a design the site no longer shows is refused with a message above the button, and sending again goes without it", async ({
    page,
  }) => {
    const email = `lucia.${unique()}@estudio.example`;
    await openedAPersonsTimeAgo(page);
    await gotoHydrated(page, fromMarea);
    // As if the design were taken off the site while the visitor filled the form.
    await page.locator('input[name="design"]').evaluate((input: HTMLInputElement) => {
      input.value = "diseno=tapiz-retirado&c=BL03";
    });
    await fillSample(page, spanish, email);
    await page.getByRole("button", { name: "Solicitar Muestrario" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "No podemos pedir muestras de esta selección: el diseño o alguno de sus colores ya no está en nuestra colección.",
    );
    await expect(page.getByLabel("Empresa")).toHaveValue("Estudio Soler");
    expect(storedLeads(email)).toEqual([]);
    await page.getByRole("button", { name: "Solicitar Muestrario" }).click();
    await expect(page.getByText("¡Solicitud enviada!")).toBeVisible();
    await expect.poll(() => storedLeads(email).map((lead) => lead.data.design)).toEqual([undefined]);
  });

  for (const width of [390, 1440]) {
    test(`the page with a design has no accessibility violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, fromMarea);
      await expect(designSection(page)).toBeVisible();
      const results = await axeOf(page)
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }
});

test.describe("search engines", () => {
  test("read the page with a design as the page itself: its canonical has no parameters", async ({ request }) => {
    const plain = documentHead(await (await request.get("/solicitud-muestrario")).text());
    const withDesign = documentHead(await (await request.get(fromMarea)).text());
    expect(withDesign.canonical).toBe(plain.canonical);
    expect(withDesign.canonical).toMatch(/\/solicitud-muestrario$/);
    expect(withDesign.alternates).toEqual(plain.alternates);
    // As the configurator's rugs: indexable, folded into the page by its canonical.
    expect(withDesign.meta.get("robots")).toBeUndefined();
  });
});

test.describe("an attacker", () => {
  const forged = (design: string) => ({
    _form: "sample",
    _started: "",
    firstName: "Mallory",
    lastName: "Forge",
    email: `mallory.${unique()}@evil.example`,
    phone: "+34 600 000 000",
    company: "Evil Corp",
    address: "Calle Falsa 123",
    city: "Madrid",
    postalCode: "28001",
    country: "España",
    design,
  });

  test("cannot send a design or colours the site does not show: 400 with the message in the page's language, nothing stored", async ({
    request,
  }) => {
    for (const [page, design, message] of [
      ["/solicitud-muestrario", "diseno=marea&c=BL03&c=ZZ99", "No podemos pedir muestras de esta selección"],
      ["/en/solicitud-muestrario", "diseno=tapiz-fantasma&c=BL03", "We cannot request samples of this selection"],
      [
        "/de/solicitud-muestrario",
        "diseno=marea&c=BL01&c=BL02&c=BL03&c=BL04&c=BL05&c=BL06&c=BL07",
        "Für diese Auswahl können wir keine Muster anfordern",
      ],
      ["/solicitud-muestrario", 'diseno="><script>alert(1)</script>', "No podemos pedir muestras de esta selección"],
    ] as const) {
      const form = forged(design);
      const response = await request.post(page, {
        form,
        headers: { "X-Forwarded-For": visitorAddress() },
        maxRedirects: 0,
      });
      expect(response.status(), design).toBe(400);
      const html = await response.text();
      expect(html).toContain(message);
      expect(html).not.toContain("<script>alert(1)");
      expect(storedLeads(form.email)).toEqual([]);
    }
  });

  test("never sees markup or unknown designs from the address written back", async ({ page, request }) => {
    let ran = false;
    page.on("dialog", async (dialog) => {
      ran = true;
      await dialog.dismiss();
    });
    const hostile = [
      '/solicitud-muestrario?diseno="><script>alert(1)</script>&c=BL03',
      "/solicitud-muestrario?diseno=marea&c=<img src=x onerror=alert(1)>&c=BL03",
      "/solicitud-muestrario?diseno=tapiz-fantasma&c=BL03",
    ];
    for (const url of hostile) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      for (const written of ["alert(1)", "onerror", "tapiz-fantasma", "&lt;script", "&lt;img"]) {
        expect(html, `${url}: ${written}`).not.toContain(written);
      }
    }
    // A known design with a hostile colour: the design and its known colour, nothing else.
    await page.goto(hostile[1] ?? "");
    await expect(designSection(page).getByRole("listitem")).toHaveText([/Azul sal\s*BL03/]);
    await expect(page.locator('input[name="design"]')).toHaveValue("diseno=marea&c=BL03");
    // An unknown design: the plain request.
    await page.goto(hostile[2] ?? "");
    await expect(page.getByRole("heading", { level: 1, name: "Solicitud de Muestrario" })).toBeVisible();
    await expect(designSection(page)).toHaveCount(0);
    await expect(page.locator('input[name="design"]')).toHaveValue("");
    expect(ran).toBe(false);
  });

  test("asks for at most six colours, whatever the address lists", async ({ page }) => {
    const codes = ["BL01", "BL02", "BL03", "BL04", "BL05", "BL06", "BL07"];
    await page.goto(`/solicitud-muestrario?diseno=marea&${codes.map((code) => `c=${code}`).join("&")}`);
    await expect(designSection(page).getByRole("listitem")).toHaveCount(6);
    await expect(page.locator('input[name="design"]')).toHaveValue(
      `diseno=marea&${codes
        .slice(0, 6)
        .map((code) => `c=${code}`)
        .join("&")}`,
    );
  });
});
