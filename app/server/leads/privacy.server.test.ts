import { existsSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sendToFiles, storeContactLead } from "../../../tests/support/leads";
import { backends, type TestStorage } from "../../../tests/support/storage";
import { emailDigest, parseEmail } from "./email-address.server";
import { emlFile } from "./eml-files.server";
import { eraseSubject, exportSubject } from "./privacy.server";

describe("an e-mail address in a privacy request", () => {
  it("is trimmed and lower-cased; anything that is not an address is refused", () => {
    expect(parseEmail("  Ana.Perez@Cliente.Example ")).toBe("ana.perez@cliente.example");
    for (const bad of ["", "ana", "ana@", "@x.example", "ana@x.example, bob@y.example", "a b@x.example"]) {
      expect(parseEmail(bad), bad).toBeNull();
    }
    expect(emailDigest("Ana@Cliente.example ")).toBe(emailDigest("ana@cliente.example"));
  });
});

describe.each(backends)("privacy requests on $name", ({ open }) => {
  let t: TestStorage;
  beforeEach(async () => {
    t = await open();
  });
  afterEach(async () => {
    await t.dispose();
  });

  it("exports every lead and e-mail of an address, whatever case it was typed in, and nobody else's", async () => {
    const now = new Date("2026-11-23T09:00:00Z");
    const first = await storeContactLead(t.storage, "Ana@Cliente.example", now, "192.0.2.1");
    await sendToFiles(t.storage, t.dataDir, now);
    const second = await storeContactLead(t.storage, "ana@cliente.example", now, "192.0.2.2");
    await storeContactLead(t.storage, "someone.else@cliente.example", now, "192.0.2.3");

    const data = await exportSubject(t.storage, "ana@cliente.example", now);
    expect(data.leads.map((lead) => lead.id).sort()).toEqual([first.id, second.id].sort());
    const firstExport = data.leads.find((lead) => lead.id === first.id);
    expect(firstExport?.data).toMatchObject({ name: "Ana Pérez", message: "Hola desde Ana@Cliente.example" });
    expect(firstExport?.emails.map((mail) => [mail.kind, mail.status]).sort()).toEqual([
      ["confirmation", "sent"],
      ["notification", "sent"],
    ]);
    expect(data.leads.find((lead) => lead.id === second.id)?.emails.every((mail) => mail.status === "pending")).toBe(
      true,
    );
    expect(data.confirmationsCounted).toHaveLength(2);
    expect(JSON.stringify(data)).not.toContain("someone.else");
  });

  it("erases everything of an address (rows, outbox rows, .eml files) and records it without personal data", async () => {
    const now = new Date("2026-11-23T09:00:00Z");
    const lead = await storeContactLead(t.storage, "ana@cliente.example", now, "192.0.2.1");
    await sendToFiles(t.storage, t.dataDir, now);
    const kept = await storeContactLead(t.storage, "bob@cliente.example", now, "192.0.2.2");
    const files = (await t.storage.db.selectFrom("outbox").select("id").where("lead_id", "=", lead.id).execute()).map(
      (row) => emlFile(t.dataDir, row.id),
    );
    expect(files.every((file) => existsSync(file))).toBe(true);

    const record = await eraseSubject(t.storage, t.dataDir, "ana@cliente.example", now);
    expect(record).toMatchObject({ leads: 1, emails: 2, emlFiles: 2, emailSha256: emailDigest("ana@cliente.example") });
    expect(files.some((file) => existsSync(file))).toBe(false);
    const after = await exportSubject(t.storage, "ana@cliente.example", now);
    expect(after.leads).toEqual([]);
    expect(after.confirmationsCounted).toEqual([]);
    expect(after.erasures).toEqual([{ erasedAt: now.toISOString(), leads: 1, emails: 2 }]);

    const stored = await t.storage.db.selectFrom("erasures").selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toMatch(/ana|cliente/i);
    // Someone else's lead is untouched.
    expect((await t.storage.db.selectFrom("leads").select("id").execute()).map((row) => row.id)).toEqual([kept.id]);
  });
});
