import { expect, it } from "vitest";
import {
  bidiControls,
  recordOf,
  salesContext,
  storeLeadWithControls,
  storeSampleRequest,
} from "../../../../tests/support/desk-leads";
import { describeStorage } from "../../../../tests/support/storage";
import { leadPage } from "./lead-page.server";

describeStorage("a lead's page in the back office on $name", (test) => {
  it("shows a lead stored with bidirectional controls (before they were removed) without them", async () => {
    const lead = await storeLeadWithControls(test.storage);
    const shown = leadPage(salesContext, await recordOf(test.storage, lead.id), { notice: null });
    expect(shown).toContain("Ana Pérez");
    expect(shown).toContain("Hola mundo");
    expect(shown).not.toMatch(bidiControls);
  });

  it("reads a delivery on its way, sent or failed as each is", async () => {
    const lead = await storeSampleRequest(test.storage);
    const shown = async () => leadPage(salesContext, await recordOf(test.storage, lead.id), { notice: null });
    // Just queued: on its way, with when it left; no attempts, no next attempt.
    const queued = await shown();
    expect(queued).toContain("En camino");
    expect(queued).not.toContain("Próximo intento");
    expect(queued).not.toContain("Intentos");
    expect(queued).not.toContain("Pendiente");

    await test.storage.db
      .updateTable("outbox")
      .set({ status: "sent", sent_at: "2026-11-23T10:00:05.000Z", attempts: 1 })
      .where("lead_id", "=", lead.id)
      .where("kind", "=", "confirmation")
      .execute();
    await test.storage.db
      .updateTable("outbox")
      .set({ attempts: 2, last_error: "421 try later" })
      .where("lead_id", "=", lead.id)
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
