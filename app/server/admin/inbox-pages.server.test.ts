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
});
