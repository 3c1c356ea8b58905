import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { backOffice } from "../../../../tests/support/back-office";
import { describeStorage } from "../../../../tests/support/storage";

describeStorage("the sales dashboard's page on $name", (test) => {
  const office = backOffice(test);

  const store = async (campaign: string | null, form = "contact", state: "new" | "spam" = "new") => {
    await test.storage.db
      .insertInto("leads")
      .values({
        id: randomUUID(),
        form,
        lang: "en",
        data: "{}",
        email: null,
        created_at: new Date().toISOString(),
        state,
        name: null,
        company: null,
        country: null,
        search: null,
        utm_campaign: campaign,
      })
      .execute();
  };

  it("shows sales this week's leads by campaign, a campaign's markup as text, spam left out", async () => {
    await store('<img src=x onerror="alert(1)">');
    await store("otoño-2026");
    await store("otoño-2026");
    await store(null);
    await store("otoño-2026", "contact", "spam");
    const sales = await office.signedIn("sales");
    const response = await sales.get("/admin/leads/dashboard?by=campaign");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1>Panel comercial</h1>");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("Sin campaña");
    expect(html).toMatch(/<a href="\/admin\/leads\/dashboard\?by=campaign" aria-current="page">Campaña<\/a>/);
    // The 12 weeks' total: four leads, spam aside; two under «otoño-2026».
    expect(html).toMatch(/<dd class="figure">4<\/dd>/);
    expect(html).toMatch(/<td class="num" data-label="otoño-2026">2<\/td><td class="num" data-label="&lt;img/);
    // The leads section's own navigation, the dashboard marked; no assignment rules for sales.
    expect(html).toMatch(/<a href="\/admin\/leads\/dashboard" aria-current="page">Panel<\/a>/);
    expect(html).not.toContain("/admin/leads/rules");
  });

  it("falls back to the form for a `by` it does not know, and speaks English", async () => {
    await store(null, "sample");
    const admin = await office.signedIn("admin");
    for (const query of ["?by=%3Cscript%3E", "?by=form&by=country", "?by=", ""]) {
      const html = await (await admin.get(`/admin/leads/dashboard${query}`, "en")).text();
      expect(html, query).toMatch(/<a href="\/admin\/leads\/dashboard\?by=form" aria-current="page">Form<\/a>/);
      expect(html).toContain("<caption>Leads per week and form</caption>");
      expect(html).toContain('data-label="Sample kit"');
    }
    // An admin also has the assignment rules in the section's navigation; the inbox shows it too.
    const inbox = await (await admin.get("/admin/leads", "en")).text();
    expect(inbox).toMatch(/<a href="\/admin\/leads" aria-current="page">Inbox<\/a>/);
    expect(inbox).toContain('<a href="/admin/leads/rules">Assignment rules</a>');
  });

  it("refuses an editor", async () => {
    const editor = await office.signedIn("editor");
    const response = await editor.get("/admin/leads/dashboard");
    expect(response.status).toBe(403);
  });
});
