import { anAccountPerTest, contactLead, postLead, signInFromAddressesOfTheirOwn, unique } from "./admin";
import { expect, test } from "./fixtures";
import { signIn } from "./staff-accounts";

/**
 * The sales team's inbox on the production build: its filters and paging, its CSV export, and
 * the outbox monitor beside it.
 */
signInFromAddressesOfTheirOwn();

test.describe("signed in", () => {
  const account = anAccountPerTest();

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
    await signIn(page, account());
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
    await signIn(page, account());
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

  test("the outbox monitor counts deliveries by kind and state", async ({ page }) => {
    await signIn(page, account());
    await page.getByRole("link", { name: "Envíos" }).click();
    const table = page.getByRole("table", { name: "Por estado" });
    await expect(table.getByRole("row", { name: /Aviso al equipo comercial/ })).toBeVisible();
    await expect(table.getByRole("row", { name: /Confirmación al cliente/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Fallidos/ })).toBeVisible();
  });
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
