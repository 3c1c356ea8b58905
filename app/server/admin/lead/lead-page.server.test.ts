import { expect, it } from "vitest";
import {
  bidiControls,
  recordOf,
  salesContext,
  storeLeadWithControls,
  storeProjectRequest,
  storeSampleRequest,
} from "../../../../tests/support/desk-leads";
import { hostilePlace, hotelProjectItems } from "../../../../tests/support/project-leads";
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

  it("shows a project request's rugs as a table: code, place, rug, size, colours, quantity, area and link", async () => {
    const lead = await storeProjectRequest(test.storage);
    const shown = leadPage(salesContext, await recordOf(test.storage, lead.id), { notice: null });
    expect(shown).toContain("Prescriptor: varias alfombras");
    expect(shown).toContain("Alfombras del proyecto");
    const row = (code: string) => shown.slice(shown.indexOf(`>${code}</td>`)).split("</tr>")[0] ?? "";
    const [lobby, room, silk] = hotelProjectItems("es");
    expect(row("RG-01")).toContain('data-label="Lugar">Lobby</td>');
    expect(row("RG-01")).toContain(`>${lobby?.rug}</td>`);
    expect(row("RG-01")).toContain(">200 × 300 cm</td>");
    expect(row("RG-01")).toContain(`· ${lobby?.colours[0]}</li>`);
    expect(row("RG-01")).toContain('data-label="Cantidad">120</td>');
    expect(row("RG-01")).toContain(">720,00</td>");
    expect(row("RG-01")).toContain(`href="${lobby?.href.replaceAll("&", "&amp;")}"`);
    // Typed as markup, shown as the text it is.
    expect(row("RG-02")).toContain('data-label="Lugar">&lt;script&gt;alert(1)&lt;/script&gt;</td>');
    expect(row("RG-02")).toContain(`>${room?.rug}</td>`);
    expect(row("RG-02")).toContain('data-label="Cantidad">1</td>');
    expect(row("RG-03")).toContain('data-label="Lugar">—</td>');
    expect(row("RG-03")).toContain(`>${silk?.rug}</td>`);
    expect(shown).toContain("3 alfombras distintas, 122 unidades, 738,00 m² en total");
    expect(shown).not.toContain(hostilePlace);
  });

  it("shows no rugs on any other lead", async () => {
    const lead = await storeSampleRequest(test.storage);
    expect(leadPage(salesContext, await recordOf(test.storage, lead.id), { notice: null })).not.toContain(
      "Alfombras del proyecto",
    );
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
