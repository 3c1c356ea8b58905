import { expect, it } from "vitest";
import { listLeads, stateCounts } from "~/leads/server/inbox.server";
import {
  bidiControls,
  salesContext,
  storeLeadWithControls,
  storeSampleRequest,
} from "../../../../tests/support/desk-leads";
import { describeStorage } from "../../../../tests/support/storage";
import { inboxPage } from "./inbox-page.server";

describeStorage("the back office's inbox on $name", (test) => {
  const inbox = async (filter: { form?: "sample" } = {}) => {
    const [page, counts] = await Promise.all([listLeads(test.storage, {}), stateCounts(test.storage, {})]);
    return inboxPage(salesContext, { filter, page, counts });
  };

  it("lists a lead stored with bidirectional controls (before they were removed) without them", async () => {
    await storeLeadWithControls(test.storage);
    const list = await inbox();
    expect(list).toContain("Ana Pérez");
    expect(list).toContain("Hotel Sol");
    expect(list).not.toMatch(bidiControls);
  });

  it("names a sample's design with its colourway, and folds the filters behind how many are in use", async () => {
    await storeSampleRequest(test.storage);
    const list = await inbox({ form: "sample" });
    expect(list).toContain("Marea · Bruma");
    expect(list).toContain("1 solicitud<");
    // The filters folded behind a summary that counts those in use (a phone opens it; a wide screen shows it open).
    expect(list).toContain(
      '<details class="filters-fold"><summary>Filtros<span class="muted"> · 1 activo</span></summary>',
    );
  });
});
