import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { adminCopy } from "~/server/admin/admin-words.server";
import type { PageContext } from "~/server/admin/layout.server";
import { leadPage } from "~/server/admin/lead/lead-page.server";
import { addStaff } from "~/server/staff/accounts.server";
import { describeStorage } from "../../../tests/support/storage";
import { storeContactLead } from "../../../tests/support/stored-leads";
import { handleLeadPost, type IntakeServices } from "./intake.server";
import type { LeadCreatedEvent } from "./lead-created-event.server";
import { leadRecord } from "./lead-record.server";
import { eraseSubject, exportSubject } from "./privacy.server";
import { runRetention } from "./retention.server";
import { assignmentActor } from "./store.server";

const now = new Date("2027-03-02T10:00:00Z");
const started = String(now.getTime() - 60_000);
const context: PageContext = {
  lang: "es",
  t: adminCopy.es,
  staff: { email: "ventas@nudo.example", formToken: "token", role: "sales" },
  section: "leads",
};

describeStorage("a lead's source, sector and owner stored on $name", (t) => {
  const services = (): IntakeServices => ({
    storage: t.storage,
    outbox: { wake() {} },
    now: () => now,
    leadsWebhook: true,
  });

  /** A form post to `path` as a browser sends it; without JavaScript only the Referer says where from. */
  const send = async (
    path: string,
    fields: Record<string, string>,
    init: { referer?: string; address?: string } = {},
  ) => {
    const answer = await handleLeadPost(
      new Request(`https://nudo.example${path}`, {
        method: "POST",
        body: new URLSearchParams({ _started: started, ...fields }),
        headers: init.referer ? { Referer: init.referer } : {},
      }),
      "es",
      ["contact", "contactSection"],
      { clientAddress: init.address ?? "192.0.2.80", services: services(), dataRequest: false },
    );
    expect(answer.redirect, JSON.stringify(answer.result)).toBeDefined();
    return t.storage.db
      .selectFrom("leads")
      .selectAll()
      .where("email", "=", fields.email ?? "")
      .executeTakeFirstOrThrow();
  };

  const contact = { _form: "contact", name: "Ana Pérez", email: "ana@cliente.example", message: "Quiero una alfombra" };

  it("a lead from a campaign link keeps its campaign to the lead page, the privacy export and the webhook; erasure removes it", async () => {
    const campaignPage = "/contacto?utm_source=newsletter&utm_campaign=primavera-2027";
    const row = await send(campaignPage, contact, {
      referer: `https://nudo.example${campaignPage}&email=ana%40x.example`,
    });
    expect(row).toMatchObject({ utm_source: "newsletter", utm_medium: null, utm_campaign: "primavera-2027" });
    const source = { page: campaignPage, referrer: null, utm: { source: "newsletter", campaign: "primavera-2027" } };
    expect(JSON.parse(row.source ?? "null")).toEqual(source);

    const webhook = await t.storage.db
      .selectFrom("outbox")
      .select("message")
      .where("lead_id", "=", row.id)
      .where("kind", "=", "webhook")
      .executeTakeFirstOrThrow();
    const event = JSON.parse(webhook.message) as LeadCreatedEvent;
    expect(event.lead).toMatchObject({ source, sector: null });

    const record = await leadRecord(t.storage, row.id);
    if (!record) throw new Error("the lead is not found");
    const page = leadPage(context, record, { notice: null });
    expect(page).toContain("Origen");
    expect(page).toContain("primavera-2027");
    expect(page).toContain("solo se guarda cuando el visitante permite la analítica");

    const exported = await exportSubject(t.storage, "ana@cliente.example", now);
    expect(exported.leads[0]?.source).toEqual(source);

    await eraseSubject(t.storage, t.dataDir, "ana@cliente.example", "lucia@nudo.example", now);
    expect(await t.storage.db.selectFrom("leads").select("id").execute()).toEqual([]);
    const left = JSON.stringify(await t.storage.db.selectFrom("outbox").selectAll().execute());
    expect(left).not.toContain("primavera-2027");
  });

  it("the first assignment rule the lead meets gives it its owner, recorded in its history; a lead no rule meets waits", async () => {
    await addStaff(t.storage, "marta@nudo.example", "a long enough password", now, "sales");
    const marta = await t.storage.db
      .selectFrom("staff")
      .select("id")
      .where("email", "=", "marta@nudo.example")
      .executeTakeFirstOrThrow();
    const ruleId = randomUUID();
    await t.storage.db
      .insertInto("assignment_rules")
      .values({
        id: ruleId,
        position: 1,
        form: null,
        sector: "contract",
        country: null,
        owner_id: marta.id,
        created_at: now.toISOString(),
        created_by: "admin@nudo.example",
      })
      .execute();

    // Sent from the hotels page, whose quote button names the contract project type.
    const hotel = await send("/hoteles", { ...contact, _form: "contactSection", _page: "/hoteles?utm_medium=cpc" });
    expect(hotel).toMatchObject({ sector: "contract", owner_id: marta.id, utm_medium: "cpc" });
    const events = await t.storage.db.selectFrom("lead_events").selectAll().where("lead_id", "=", hotel.id).execute();
    expect(events.map((event) => [event.kind, event.actor, JSON.parse(event.detail)])).toEqual([
      ["assign", assignmentActor, { from: null, to: "marta@nudo.example", rule: ruleId }],
    ]);
    const record = await leadRecord(t.storage, hotel.id);
    expect(record?.events[0]).toMatchObject({ kind: "assign", detail: { to: "marta@nudo.example" } });

    // The form's own project type wins over the page's.
    const yacht = await send(
      "/hoteles",
      { ...contact, _form: "contactSection", email: "bea@cliente.example", projectType: "yacht" },
      { referer: "https://nudo.example/hoteles", address: "192.0.2.81" },
    );
    expect(yacht).toMatchObject({ sector: "yacht", owner_id: null });
    expect(await t.storage.db.selectFrom("lead_events").select("id").where("lead_id", "=", yacht.id).execute()).toEqual(
      [],
    );
  });

  it("retention removes a lead's source with the lead; a lead stored before sources were kept says so on its page", async () => {
    const old = await storeContactLead(t.storage, "old@cliente.example", new Date("2024-01-10T09:00:00Z"));
    const record = await leadRecord(t.storage, old.id);
    if (!record) throw new Error("the lead is not found");
    expect(record.source).toBeNull();
    expect(leadPage(context, record, { notice: null })).toContain("Se desconoce el origen");

    const fresh = await send("/contacto?utm_campaign=primavera-2027", contact, {
      referer: "https://nudo.example/contacto?utm_campaign=primavera-2027",
    });
    await t.storage.db
      .updateTable("leads")
      .set({ created_at: "2024-01-10T09:00:00.000Z" })
      .where("id", "=", fresh.id)
      .execute();
    const report = await runRetention(t.storage, t.dataDir, { leadRetentionDays: 730, outboxKeepDays: 30 }, now);
    expect(report.leads).toBe(2);
    expect(await t.storage.db.selectFrom("leads").select("id").execute()).toEqual([]);
    expect(JSON.stringify(await t.storage.db.selectFrom("outbox").selectAll().execute())).not.toContain("primavera");
  });
});
