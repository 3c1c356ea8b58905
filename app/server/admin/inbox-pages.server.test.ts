import { expect, it } from "vitest";
import { listLeads, stateCounts } from "~/leads/server/inbox.server";
import { leadRecord } from "~/leads/server/lead-record.server";
import { storeLead } from "~/leads/server/store.server";
import { describeStorage } from "../../../tests/support/storage";
import { adminCopy } from "./copy.server";
import { inboxPage, leadPage } from "./inbox-pages.server";
import type { PageContext } from "./layout.server";

const context: PageContext = {
  lang: "es",
  t: adminCopy.es,
  staff: { email: "ventas@nudo.example", formToken: "token", role: "sales" },
  section: "leads",
};

/** Bidirectional controls: an override makes what follows it read backwards ("\u202Emoc.live" shows "evil.com"). */
const controls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

describeStorage("the back office's leads on $name", (t) => {
  it("shows a lead stored with bidirectional controls (before they were removed) without them", async () => {
    // Stored as the site stored it before its forms removed them: straight, past the schema.
    const stored = await storeLead(
      t.storage,
      {
        form: "contactSection",
        lang: "es",
        data: {
          name: "\u202EAna\u202C Pérez",
          company: "Hotel \u2067Sol\u2069",
          email: "ana@cliente.example",
          message: "Hola \u200Fmundo",
        },
      },
      { clientAddress: "192.0.2.1", now: new Date("2026-11-23T10:00:00Z") },
    );
    if (!stored.stored) throw new Error("refused by a rate limit");
    const [page, counts] = await Promise.all([listLeads(t.storage, {}), stateCounts(t.storage, {})]);
    const list = inboxPage(context, { filter: {}, page, counts });
    expect(list).toContain("Ana Pérez");
    expect(list).toContain("Hotel Sol");
    expect(list).not.toMatch(controls);

    const record = await leadRecord(t.storage, stored.lead.id);
    if (!record) throw new Error("the lead is not found");
    const shown = leadPage(context, record, { notice: null });
    expect(shown).toContain("Ana Pérez");
    expect(shown).toContain("Hola mundo");
    expect(shown).not.toMatch(controls);
  });

  it("names a sample's design with its colourway, and reads a delivery on its way, sent or failed as each is", async () => {
    const stored = await storeLead(
      t.storage,
      {
        form: "sample",
        lang: "es",
        data: {
          firstName: "Nuria",
          lastName: "Vidal",
          email: "nuria@estudio.example",
          phone: "600",
          company: "Estudio Vidal",
          address: "Calle del Mar 12",
          city: "Valencia",
          postalCode: "46001",
          country: "España",
          design: { slug: "marea", name: "Marea", colours: ["BL03", "BL09", "IV01"], colourway: "Bruma" },
        },
      },
      { clientAddress: "192.0.2.2", now: new Date("2026-11-23T10:00:00Z") },
    );
    if (!stored.stored) throw new Error("refused by a rate limit");
    const [page, counts] = await Promise.all([listLeads(t.storage, {}), stateCounts(t.storage, {})]);
    const list = inboxPage(context, { filter: { form: "sample" }, page, counts });
    expect(list).toContain("Marea · Bruma");
    expect(list).toContain("1 solicitud<");
    // The filters folded behind a summary that counts those in use (a phone opens it; a wide screen shows it open).
    expect(list).toContain(
      '<details class="filters-fold"><summary>Filtros<span class="muted"> · 1 activo</span></summary>',
    );

    const shown = async () => {
      const record = await leadRecord(t.storage, stored.lead.id);
      if (!record) throw new Error("the lead is not found");
      return leadPage(context, record, { notice: null });
    };
    // Just queued: on its way, with when it left; no attempts, no next attempt.
    const queued = await shown();
    expect(queued).toContain("En camino");
    expect(queued).not.toContain("Próximo intento");
    expect(queued).not.toContain("Intentos");
    expect(queued).not.toContain("Pendiente");

    await t.storage.db
      .updateTable("outbox")
      .set({ status: "sent", sent_at: "2026-11-23T10:00:05.000Z", attempts: 1 })
      .where("lead_id", "=", stored.lead.id)
      .where("kind", "=", "confirmation")
      .execute();
    await t.storage.db
      .updateTable("outbox")
      .set({ attempts: 2, last_error: "421 try later" })
      .where("lead_id", "=", stored.lead.id)
      .where("kind", "=", "notification")
      .execute();
    const later = await shown();
    const item = (kind: string) => later.slice(later.indexOf(`data-delivery="${kind}"`)).split("</li>")[0] ?? "";
    // Sent: its time, Madrid's clock, and no count of one attempt.
    expect(item("confirmation")).toMatch(
      /Enviado<\/span>.*Enviado <time dateTime="2026-11-23T10:00:05.000Z">23 nov 2026, 11:00<\/time>/s,
    );
    expect(item("confirmation")).not.toContain("Intentos");
    // A real failure still reads as one: its attempts, its next, its error.
    expect(item("notification")).toContain("Fallido");
    expect(item("notification")).toContain("Intentos: 2");
    expect(item("notification")).toContain("Próximo intento");
    expect(item("notification")).toContain("421 try later");
  });
});
