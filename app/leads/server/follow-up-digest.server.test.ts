import { expect, it } from "vitest";
import type { StaffRole } from "~/platform/db/schema.server";
import { followUpsEmail } from "~/server/mail/emails/follow-ups.server";
import { createSendMail } from "~/server/mail/transport.server";
import { drainOutbox } from "~/server/outbox/worker.server";
import { addStaff } from "~/server/staff/accounts.server";
import { storeFormLead } from "../../../tests/support/inbox";
import { readEmlFiles, siteRender } from "../../../tests/support/mail";
import { startSmtpSink } from "../../../tests/support/smtp";
import { describeStorage } from "../../../tests/support/storage";
import { queueFollowUpDigests, type WriteFollowUps } from "./follow-up-digest.server";
import { assignLead, setFollowUp } from "./ownership.server";
import { eraseSubject } from "./privacy.server";
import { runRetention } from "./retention.server";

const siteUrl = "https://nudo.example";
const write: WriteFollowUps = (to, lang, leads, today) => followUpsEmail(to, lang, leads, today, siteUrl);
const from = "Nudo <no-reply@nudo.example>";

describeStorage("the morning e-mail of follow-ups on $name", (t) => {
  const staff = async (email: string, role: StaffRole, language: string | null = null) => {
    await addStaff(t.storage, email, "a long enough password", new Date("2026-11-01T08:00:00Z"), role);
    await t.storage.db.updateTable("staff").set({ language }).where("email", "=", email).execute();
    return (await t.storage.db.selectFrom("staff").select("id").where("email", "=", email).executeTakeFirstOrThrow())
      .id;
  };
  /** A lead of `owner`'s, its follow-up on `on` with `note` (set the day before). */
  const lead = async (name: string, email: string, owner: string, on: string, note = "") => {
    const stored = await storeFormLead(
      t.storage,
      "contactSection",
      { name, email, company: `${name} Hoteles`, message: "Hola" },
      new Date("2026-11-01T09:00:00Z"),
    );
    await assignLead(t.storage, stored.id, owner, "admin@nudo.example");
    const result = await setFollowUp(
      t.storage,
      stored.id,
      { on, note },
      "admin@nudo.example",
      new Date(`${on}T10:00:00Z`),
    );
    if (!result.ok) throw new Error(result.reason);
    return stored;
  };
  const digests = () =>
    t.storage.db.selectFrom("outbox").selectAll().where("kind", "=", "follow-ups").orderBy("created_at").execute();
  const queue = (time: string) => queueFollowUpDigests(t.storage, { write, now: new Date(time) });

  it("queues nothing before eight in Madrid, then one e-mail per owner, once, however many instances race", async () => {
    const lucia = await staff("lucia@nudo.example", "sales");
    const pablo = await staff("pablo@nudo.example", "admin", "en");
    await lead("Ana Pérez", "ana@cliente.example", lucia, "2026-11-25", "Llamar por la muestra");
    await lead("Bea Ruiz", "bea@cliente.example", lucia, "2026-11-27");
    await lead("Tom Hill", "tom@client.example", pablo, "2026-11-26");
    await lead("Later", "later@client.example", pablo, "2026-11-28");
    // 07:59 in Madrid (CET, UTC+1): not yet.
    expect(await queue("2026-11-27T06:59:59Z")).toBe(0);
    // Two instances (two storages on one database) at 08:00, at once.
    const other = await t.reopen();
    try {
      const counts = await Promise.all([
        queueFollowUpDigests(t.storage, { write, now: new Date("2026-11-27T07:00:00Z") }),
        queueFollowUpDigests(other, { write, now: new Date("2026-11-27T07:00:01Z") }),
        queueFollowUpDigests(other, { write, now: new Date("2026-11-27T07:00:02Z") }),
      ]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2);
    } finally {
      await other.close();
    }
    // Every minute after that: nothing more that day.
    expect(await queue("2026-11-27T07:01:00Z")).toBe(0);
    expect(await queue("2026-11-27T22:59:00Z")).toBe(0);
    const rows = await digests();
    expect(
      rows.map((row) => [row.lead_id, JSON.parse(row.message).to.address, JSON.parse(row.message).subject]),
    ).toEqual(
      expect.arrayContaining([
        [null, "lucia@nudo.example", "2 seguimientos para hoy"],
        [null, "pablo@nudo.example", "1 follow-up for today"],
      ]),
    );
    expect(rows).toHaveLength(2);
    // The next morning, again (the leads are still due).
    expect(await queue("2026-11-28T07:00:00Z")).toBe(2);
  });

  it("starts at the hour the operator set (FOLLOW_UPS_HOUR) instead of eight", async () => {
    const lucia = await staff("lucia@nudo.example", "sales");
    await lead("Ana Pérez", "ana@cliente.example", lucia, "2026-11-27");
    const at = (time: string, hour: number) => queueFollowUpDigests(t.storage, { write, now: new Date(time), hour });
    // 06:59 and 07:00 in Madrid (CET, UTC+1), with the e-mails set for seven.
    expect(await at("2026-11-27T05:59:59Z", 7)).toBe(0);
    expect(await at("2026-11-27T06:00:00Z", 7)).toBe(1);
    expect(await digests()).toHaveLength(1);
  });

  it("leaves out won, lost and spam leads, and owners who no longer work leads", async () => {
    const lucia = await staff("lucia@nudo.example", "sales");
    const mar = await staff("mar@nudo.example", "sales");
    const won = await lead("Ganada", "a@cliente.example", lucia, "2026-11-27");
    const lost = await lead("Perdida", "b@cliente.example", lucia, "2026-11-27");
    const spam = await lead("Spam", "c@cliente.example", lucia, "2026-11-27");
    await lead("De Mar", "d@cliente.example", mar, "2026-11-27");
    for (const [stored, state] of [
      [won, "won"],
      [lost, "lost"],
      [spam, "spam"],
    ] as const) {
      await t.storage.db.updateTable("leads").set({ state }).where("id", "=", stored.id).execute();
    }
    await t.storage.db.updateTable("staff").set({ role: "editor" }).where("id", "=", mar).execute();
    expect(await queue("2026-11-27T09:00:00Z")).toBe(0);
    expect(await digests()).toEqual([]);
  });

  it("leaves at eight Madrid time across the change to summer time", async () => {
    const lucia = await staff("lucia@nudo.example", "sales");
    await lead("Ana Pérez", "ana@cliente.example", lucia, "2026-03-28");
    // Saturday 28 March, CET (UTC+1): eight is 07:00 UTC.
    expect(await queue("2026-03-28T06:59:00Z")).toBe(0);
    expect(await queue("2026-03-28T07:00:00Z")).toBe(1);
    // Sunday 29 March, clocks went forward at 02:00: eight is 06:00 UTC.
    expect(await queue("2026-03-29T05:59:00Z")).toBe(0);
    expect(await queue("2026-03-29T06:00:00Z")).toBe(1);
    // 23:30 UTC on the 29th is 01:30 on the 30th in Madrid: too early for that day.
    expect(await queue("2026-03-29T23:30:00Z")).toBe(0);
  });

  it("reaches the owner over SMTP listing each lead with its note, lateness and link, and keeps no names once sent", async () => {
    const lucia = await staff("lucia@nudo.example", "sales");
    const ana = await lead("Ana Pérez", "ana@cliente.example", lucia, "2026-11-24", "Llamar por la muestra <b>");
    const bea = await lead("Bea Ruiz", "bea@cliente.example", lucia, "2026-11-27");
    expect(await queue("2026-11-27T07:05:00Z")).toBe(1);
    const sink = await startSmtpSink();
    try {
      const send = createSendMail({ smtpUrl: sink.url, from, dataDir: t.dataDir });
      await drainOutbox(t.storage, send, { render: siteRender() });
      const received = sink.received.filter((mail) => mail.to.includes("lucia@nudo.example"));
      expect(received).toHaveLength(1);
      const mail = received[0];
      expect(mail?.to).toEqual(["lucia@nudo.example"]);
      expect(mail?.raw).toMatch(/^Subject: 2 seguimientos para hoy/m);
      expect(mail?.body).toContain("Ana Pérez");
      expect(mail?.body).toContain("Ana Pérez Hoteles");
      expect(mail?.body).toContain("Llamar por la muestra <b>");
      expect(mail?.body).toContain("Vencido hace 3 días");
      expect(mail?.body).toContain(`${siteUrl}/admin/leads/${ana.id}`);
      expect(mail?.body).toContain("Bea Ruiz");
      expect(mail?.body).toContain(`${siteUrl}/admin/leads/${bea.id}`);
      expect(mail?.body).toContain("Para hoy");
    } finally {
      await sink.close();
    }
    const [kept] = await digests();
    expect(kept?.status).toBe("sent");
    expect(JSON.parse(kept?.message ?? "")).toEqual({
      kind: "follow-ups",
      to: { address: "lucia@nudo.example" },
      subject: "2 seguimientos para hoy",
      leadIds: [ana.id, bea.id],
    });
  });

  it("erasing a person leaves their name in no follow-ups e-mail, waiting or sent as a file", async () => {
    const lucia = await staff("lucia@nudo.example", "sales");
    const pablo = await staff("pablo@nudo.example", "sales");
    await lead("Ana Pérez", "ana@cliente.example", lucia, "2026-11-27");
    await lead("Bea Ruiz", "bea@cliente.example", lucia, "2026-11-27");
    await lead("Ana Pérez", "ana@cliente.example", pablo, "2026-11-27");
    expect(await queue("2026-11-27T07:00:00Z")).toBe(2);
    // Pablo's is sent (as a file, without SMTP); Lucía's still waits.
    const pablos = (await digests()).find((row) => row.message.includes("pablo@"));
    await t.storage.db
      .updateTable("outbox")
      .set({ next_attempt_at: "2099-01-01T00:00:00.000Z" })
      .where("id", "!=", pablos?.id ?? "")
      .execute();
    await drainOutbox(t.storage, createSendMail({ from, dataDir: t.dataDir }), {
      render: siteRender(),
      now: () => new Date("2026-11-27T07:00:05Z"),
    });
    expect(readEmlFiles(t.dataDir).some((file) => file.body.includes("Ana Pérez"))).toBe(true);

    await eraseSubject(t.storage, t.dataDir, "ana@cliente.example", "admin@nudo.example");
    const left = await t.storage.db.selectFrom("outbox").select("message").execute();
    expect(left.map((row) => row.message).join("\n")).not.toContain("Ana");
    expect(
      readEmlFiles(t.dataDir)
        .map((file) => file.body)
        .join("\n"),
    ).not.toContain("Ana Pérez");
    // Lucía's e-mail is written again, with Bea alone.
    expect(await queue("2026-11-27T07:01:00Z")).toBe(1);
    const again = (await digests()).find((row) => row.status === "pending");
    expect(again?.message).toContain("Bea Ruiz");
    expect(JSON.parse(again?.message ?? "").subject).toBe("1 seguimiento para hoy");
  });

  it("retention removes follow-ups e-mails, waiting or sent, once past the days e-mails are kept", async () => {
    const lucia = await staff("lucia@nudo.example", "sales");
    await lead("Ana Pérez", "ana@cliente.example", lucia, "2026-11-27");
    expect(await queue("2026-11-27T07:00:00Z")).toBe(1);
    const policy = { leadRetentionDays: 730, outboxKeepDays: 30 };
    await runRetention(t.storage, t.dataDir, policy, new Date("2026-12-20T00:00:00Z"));
    expect(await digests()).toHaveLength(1);
    await runRetention(t.storage, t.dataDir, policy, new Date("2026-12-28T00:00:00Z"));
    expect(await digests()).toEqual([]);
    expect(await t.storage.db.selectFrom("follow_up_digests").selectAll().execute()).toEqual([]);
  });
});
