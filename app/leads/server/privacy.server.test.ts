import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { emailDigest, parseEmail } from "~/platform/db/email-address.server";
import { emlFile } from "~/platform/db/eml-files.server";
import { describeStorage } from "../../../tests/support/storage";
import { sendToFiles, storeContactLead } from "../../../tests/support/stored-leads";
import { addNote, changeState } from "./lead-record.server";
import { eraseSubject, erasureLog, exportSubject, findSubject } from "./privacy.server";

describe("an e-mail address in a privacy request", () => {
  it("is trimmed and lower-cased; anything that is not an address is refused", () => {
    expect(parseEmail("  Ana.Perez@Cliente.Example ")).toBe("ana.perez@cliente.example");
    for (const bad of ["", "ana", "ana@", "@x.example", "ana@x.example, bob@y.example", "a b@x.example"]) {
      expect(parseEmail(bad), bad).toBeNull();
    }
    expect(emailDigest("Ana@Cliente.example ")).toBe(emailDigest("ana@cliente.example"));
  });
});

describeStorage("privacy requests on $name", (t) => {
  it("exports every lead and e-mail of an address, whatever case it was typed in, and nobody else's", async () => {
    const now = new Date("2026-11-23T09:00:00Z");
    const first = await storeContactLead(t.storage, "Ana@Cliente.example", now, "192.0.2.1");
    await sendToFiles(t.storage, t.dataDir, now);
    const second = await storeContactLead(t.storage, "ana@cliente.example", now, "192.0.2.2");
    const other = await storeContactLead(t.storage, "someone.else@cliente.example", now, "192.0.2.3");
    await changeState(t.storage, first.id, "contacted", "lucia@nudo.example", new Date("2026-11-23T10:00:00Z"));
    await addNote(
      t.storage,
      first.id,
      "Prefiere que la llamen por la tarde",
      "lucia@nudo.example",
      new Date("2026-11-23T10:01:00Z"),
    );
    await addNote(t.storage, other.id, "Nota de otra persona", "lucia@nudo.example", now);

    const data = await exportSubject(t.storage, "ana@cliente.example", now);
    expect(data.leads.map((lead) => lead.id).sort()).toEqual([first.id, second.id].sort());
    const firstExport = data.leads.find((lead) => lead.id === first.id);
    expect(firstExport?.data).toMatchObject({ name: "Ana Pérez", message: "Hola desde Ana@Cliente.example" });
    expect(firstExport?.state).toBe("contacted");
    expect(firstExport?.events).toEqual([
      {
        at: "2026-11-23T10:00:00.000Z",
        actor: "lucia@nudo.example",
        kind: "state",
        detail: { from: "new", to: "contacted" },
      },
      {
        at: "2026-11-23T10:01:00.000Z",
        actor: "lucia@nudo.example",
        kind: "note",
        detail: { text: "Prefiere que la llamen por la tarde" },
      },
    ]);
    expect(data.leads.find((lead) => lead.id === second.id)).toMatchObject({ state: "new", events: [] });
    expect(firstExport?.emails.map((mail) => [mail.kind, mail.status]).sort()).toEqual([
      ["confirmation", "sent"],
      ["notification", "sent"],
    ]);
    expect(data.leads.find((lead) => lead.id === second.id)?.emails.every((mail) => mail.status === "pending")).toBe(
      true,
    );
    expect(data.confirmationsCounted).toHaveLength(2);
    expect(JSON.stringify(data)).not.toContain("someone.else");
    expect(JSON.stringify(data)).not.toContain("otra persona");
  });

  it("summarises an address for the back office: its leads newest first, their e-mails, earlier erasures", async () => {
    const first = await storeContactLead(t.storage, "ana@cliente.example", new Date("2026-11-20T09:00:00Z"));
    const second = await storeContactLead(t.storage, "ana@cliente.example", new Date("2026-11-23T09:00:00Z"));
    await changeState(t.storage, second.id, "spam", "lucia@nudo.example");
    await storeContactLead(t.storage, "someone.else@cliente.example", new Date("2026-11-23T09:00:00Z"));
    expect(await findSubject(t.storage, "ana@cliente.example")).toEqual({
      email: "ana@cliente.example",
      leads: [
        { id: second.id, form: "contact", receivedAt: "2026-11-23T09:00:00.000Z", state: "spam" },
        { id: first.id, form: "contact", receivedAt: "2026-11-20T09:00:00.000Z", state: "new" },
      ],
      emails: 4,
      erasures: [],
    });
    await eraseSubject(
      t.storage,
      t.dataDir,
      "ana@cliente.example",
      "lucia@nudo.example",
      new Date("2026-11-24T09:00:00Z"),
    );
    expect(await findSubject(t.storage, "ana@cliente.example")).toEqual({
      email: "ana@cliente.example",
      leads: [],
      emails: 0,
      erasures: [{ erasedAt: "2026-11-24T09:00:00.000Z", leads: 2, emails: 4, erasedBy: "lucia@nudo.example" }],
    });
    expect(await findSubject(t.storage, "nobody@cliente.example")).toEqual({
      email: "nobody@cliente.example",
      leads: [],
      emails: 0,
      erasures: [],
    });
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

    await addNote(t.storage, lead.id, "Ana vive en Sevilla", "lucia@nudo.example", now);
    await addNote(t.storage, kept.id, "Bob prefiere lana", "lucia@nudo.example", now);

    const record = await eraseSubject(t.storage, t.dataDir, "ana@cliente.example", "lucia@nudo.example", now);
    expect(record).toMatchObject({
      leads: 1,
      emails: 2,
      emlFiles: 2,
      emailSha256: emailDigest("ana@cliente.example"),
      erasedBy: "lucia@nudo.example",
    });
    expect(files.some((file) => existsSync(file))).toBe(false);
    const after = await exportSubject(t.storage, "ana@cliente.example", now);
    expect(after.leads).toEqual([]);
    expect(after.confirmationsCounted).toEqual([]);
    expect(after.erasures).toEqual([{ erasedAt: now.toISOString(), leads: 1, emails: 2 }]);

    const stored = await t.storage.db.selectFrom("erasures").selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.erased_by).toBe("lucia@nudo.example");
    expect(JSON.stringify(stored)).not.toMatch(/ana|cliente/i);
    // The notes went with the lead; someone else's lead and notes are untouched.
    const notes = await t.storage.db.selectFrom("lead_events").select(["lead_id", "detail"]).execute();
    expect(notes).toEqual([{ lead_id: kept.id, detail: JSON.stringify({ text: "Bob prefiere lana" }) }]);
    expect((await t.storage.db.selectFrom("leads").select("id").execute()).map((row) => row.id)).toEqual([kept.id]);
  });

  it("logs erasures newest first, with who carried them out and only the start of the address's digest", async () => {
    await storeContactLead(t.storage, "ana@cliente.example", new Date("2026-11-23T09:00:00Z"));
    await eraseSubject(t.storage, t.dataDir, "ana@cliente.example", "command line", new Date("2026-11-23T10:00:00Z"));
    await eraseSubject(
      t.storage,
      t.dataDir,
      "bob@cliente.example",
      "lucia@nudo.example",
      new Date("2026-11-24T10:00:00Z"),
    );
    const log = await erasureLog(t.storage);
    expect(log.map(({ id: _, ...entry }) => entry)).toEqual([
      {
        erasedAt: "2026-11-24T10:00:00.000Z",
        emailSha256: emailDigest("bob@cliente.example").slice(0, 12),
        leads: 0,
        emails: 0,
        erasedBy: "lucia@nudo.example",
      },
      {
        erasedAt: "2026-11-23T10:00:00.000Z",
        emailSha256: emailDigest("ana@cliente.example").slice(0, 12),
        leads: 1,
        emails: 2,
        erasedBy: "command line",
      },
    ]);
    expect(await erasureLog(t.storage, 1)).toEqual(log.slice(0, 1));
  });
});
