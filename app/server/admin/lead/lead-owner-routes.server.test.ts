import { expect, it } from "vitest";
import { addDays, madridDay } from "~/leads/server/madrid-day.server";
import { backOffice } from "../../../../tests/support/back-office";
import { storeFormLead } from "../../../../tests/support/inbox";
import { describeStorage } from "../../../../tests/support/storage";

describeStorage("the desk's owners in the back office on $name", (test) => {
  const office = backOffice(test);
  const staffId = async (email: string) =>
    (await test.storage.db.selectFrom("staff").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
  const anaLead = () =>
    storeFormLead(
      test.storage,
      "contact",
      { name: "Ana Pérez", email: "ana@cliente.example", message: "Hola" },
      new Date("2026-11-23T09:00:00Z"),
    );

  it("lets a salesperson take a lead and set its next step from its page, then find it under My leads", async () => {
    const sales = await office.signedIn("sales");
    const lead = await anaLead();
    const page = await (await sales.get(`/admin/leads/${lead.id}`)).text();
    expect(page).toContain("Responsable y próximo paso");
    expect(page).toContain("Asignármela");

    const assigned = await sales.post(`/admin/leads/${lead.id}/owner`, { owner: "none", me: "1" });
    expect(assigned.status).toBe(303);
    expect(assigned.headers.get("location")).toBe(`/admin/leads/${lead.id}?saved#owner`);
    const monday = addDays(madridDay(new Date()), 3);
    const followed = await sales.post(`/admin/leads/${lead.id}/follow-up`, {
      note: "Enviar muestras de lana",
      on: "",
      quick: monday,
    });
    expect(followed.status).toBe(303);
    const after = await (await sales.get(`/admin/leads/${lead.id}`)).text();
    expect(after).toContain("Es tuya.");
    expect(after).toContain("Enviar muestras de lana");
    expect(after).toContain("sales@nudo.example asignó la solicitud a sales@nudo.example");
    expect(after).toContain("sales@nudo.example programó un seguimiento");

    // One click on an unowned lead: a day, "and assign it to me" ticked as the page offers it.
    const other = await storeFormLead(
      test.storage,
      "contact",
      { name: "Bea Ruiz", email: "bea@cliente.example", message: "Hola" },
      new Date("2026-11-23T10:00:00Z"),
    );
    await sales.post(`/admin/leads/${other.id}/follow-up`, { note: "", me: "1", on: "", quick: monday });
    expect(
      await test.storage.db
        .selectFrom("leads")
        .select(["owner_id", "follow_up_on"])
        .where("id", "=", other.id)
        .executeTakeFirst(),
    ).toEqual({
      owner_id: await staffId("sales@nudo.example"),
      follow_up_on: monday,
    });

    const mine = await sales.get("/admin/leads?owner=me");
    expect(mine.status).toBe(303);
    const location = mine.headers.get("location") ?? "";
    expect(location).toBe(`/admin/leads?owner=${await staffId("sales@nudo.example")}`);
    const list = await (await sales.get(location)).text();
    expect(list).toContain("Ana Pérez");
    expect(list).toContain("Bea Ruiz");
    expect(await (await sales.get("/admin/leads?owner=none")).text()).not.toContain("Ana Pérez");
  });

  it("refuses what a page could not send: an editor as owner, a past day, a long note, a post without its token", async () => {
    const sales = await office.signedIn("sales");
    await office.signedIn("editor");
    const lead = await anaLead();
    const editor = await sales.post(`/admin/leads/${lead.id}/owner`, { owner: await staffId("editor@nudo.example") });
    expect(editor.status).toBe(400);
    expect(await editor.text()).toContain("no puede llevar solicitudes");
    const injected = await sales.post(`/admin/leads/${lead.id}/owner`, { owner: "x' or 1=1 --" });
    expect(injected.status).toBe(400);
    const past = await sales.post(`/admin/leads/${lead.id}/follow-up`, { on: "2020-01-01", note: "" });
    expect(past.status).toBe(400);
    const long = await sales.post(`/admin/leads/${lead.id}/follow-up`, {
      on: madridDay(new Date()),
      note: "x".repeat(1001),
    });
    expect(long.status).toBe(400);
    const forged = await sales.send(`/admin/leads/${lead.id}/owner`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ me: "1" }),
    });
    expect(forged.status).toBe(403);
    expect(await test.storage.db.selectFrom("lead_events").selectAll().execute()).toEqual([]);
  });

  it("keeps editors away from leads: they can neither assign nor set a follow-up", async () => {
    const editor = await office.signedIn("editor");
    const lead = await anaLead();
    expect((await editor.post(`/admin/leads/${lead.id}/owner`, { me: "1" })).status).toBe(403);
    expect((await editor.post(`/admin/leads/${lead.id}/follow-up`, { on: "2099-01-01" })).status).toBe(403);
    expect((await editor.get("/admin/leads/rules")).status).toBe(403);
    expect(await test.storage.db.selectFrom("lead_events").selectAll().execute()).toEqual([]);
  });
});
