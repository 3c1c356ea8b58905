import { expect, it } from "vitest";
import { backOffice } from "../../../../tests/support/back-office";
import { storeFormLead } from "../../../../tests/support/inbox";
import { describeStorage } from "../../../../tests/support/storage";
import { readXlsx } from "../../../../tests/support/xlsx-reader";

describeStorage("the inbox's exports over HTTP on $name", (test) => {
  const { signedIn } = backOffice(test);
  const day = () => new Date().toISOString().slice(0, 10);

  it("gives the sales team the CSV and the Excel workbook of the inbox's filter, each typed and named", async () => {
    await storeFormLead(
      test.storage,
      "contact",
      { name: "Lucía Ferrer", company: "Hotel Mediterráneo", email: "lucia@example.com", message: "Hola" },
      new Date("2026-11-20T08:00:00Z"),
    );
    await storeFormLead(
      test.storage,
      "contactSection",
      { name: "Claire Dubois", company: "Hôtel Lumière", email: "claire@example.com", message: "Bonjour" },
      new Date("2026-11-21T08:00:00Z"),
      { lang: "fr" },
    );
    const sales = await signedIn("sales");

    // The contact page's company is in the inbox, as the contact section's is.
    const all = await (await sales.get("/admin/leads")).text();
    expect(all).toContain("Hotel Mediterráneo");
    expect(all).toContain("Hôtel Lumière");
    const inbox = await (await sales.get("/admin/leads?lang=fr")).text();
    expect(inbox).toContain('href="/admin/leads/export.csv?lang=fr"');
    expect(inbox).toContain('href="/admin/leads/export.xlsx?lang=fr"');
    expect(inbox).toContain(">Exportar Excel</a>");
    expect(await (await sales.get("/admin/leads", "en")).text()).toContain(">Export Excel</a>");

    const xlsx = await sales.get("/admin/leads/export.xlsx?lang=fr");
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(xlsx.headers.get("content-disposition")).toBe(`attachment; filename="leads-${day()}.xlsx"`);
    expect(xlsx.headers.get("cache-control")).toBe("no-store");
    const book = await readXlsx(new Uint8Array(await xlsx.arrayBuffer()));
    expect(book.rows).toHaveLength(2);
    expect(book.rows[1]?.[5]?.value).toBe("Claire Dubois");
    expect(book.rows[1]?.[8]?.value).toBe("Hôtel Lumière");

    const csv = await sales.get("/admin/leads/export.csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="leads-${day()}.csv"`);
    const text = await csv.text();
    // Both contact forms' companies, as the visitors wrote them.
    expect(text).toContain('"Lucía Ferrer","lucia@example.com","","Hotel Mediterráneo"');
    expect(text).toContain('"Claire Dubois","claire@example.com","","Hôtel Lumière"');
  });

  it("refuses an editor both exports", async () => {
    const editor = await signedIn("editor");
    for (const path of [
      "/admin/leads/export.csv",
      "/admin/leads/export.xlsx",
      "/admin/leads/export.xlsx?form=contact",
    ]) {
      const response = await editor.get(path);
      expect(response.status, path).toBe(403);
      expect(response.headers.get("content-type"), path).toMatch(/^text\/html/);
    }
  });
});
