import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import type { StaffRole } from "~/platform/db/schema.server";
import { addStaff } from "~/server/staff/accounts.server";
import { storeFormLead } from "../../../tests/support/inbox";
import { describeStorage } from "../../../tests/support/storage";
import { listLeads, parseInboxFilter } from "./inbox.server";
import { leadRecord } from "./lead-record.server";
import { assignLead, setFollowUp } from "./ownership.server";

const at = (time: string) => new Date(`2026-11-27T${time}Z`);

describeStorage("a lead's owner and next step on $name", (t) => {
  const staff = async (email: string, role: StaffRole) => {
    await addStaff(t.storage, email, "a long enough password", at("08:00:00"), role);
    return (await t.storage.db.selectFrom("staff").select("id").where("email", "=", email).executeTakeFirstOrThrow())
      .id;
  };
  const lead = (name: string, day = "09:00:00") =>
    storeFormLead(t.storage, "contact", { name, email: "ana@cliente.example", message: "Hola" }, at(day));

  it("gives a lead to a salesperson, then to nobody, each change in its history with who and when", async () => {
    const lucia = await staff("lucia@nudo.example", "sales");
    const ana = await lead("Ana Pérez");
    expect(await assignLead(t.storage, ana.id, lucia, "lucia@nudo.example", at("10:00:00"))).toEqual({
      ok: true,
      changed: true,
    });
    // The same owner again changes and records nothing.
    expect(await assignLead(t.storage, ana.id, lucia, "pablo@nudo.example", at("10:01:00"))).toEqual({
      ok: true,
      changed: false,
    });
    expect(await assignLead(t.storage, ana.id, null, "admin@nudo.example", at("11:00:00"))).toEqual({
      ok: true,
      changed: true,
    });
    const record = await leadRecord(t.storage, ana.id);
    expect(record?.owner).toBeNull();
    expect(record?.events).toEqual([
      {
        at: "2026-11-27T10:00:00.000Z",
        actor: "lucia@nudo.example",
        kind: "assign",
        detail: { from: null, to: "lucia@nudo.example" },
      },
      {
        at: "2026-11-27T11:00:00.000Z",
        actor: "admin@nudo.example",
        kind: "assign",
        detail: { from: "lucia@nudo.example", to: null },
      },
    ]);
  });

  it("refuses an editor, an unknown account or an unknown lead, changing nothing", async () => {
    const editor = await staff("editor@nudo.example", "editor");
    const ana = await lead("Ana Pérez");
    expect(await assignLead(t.storage, ana.id, editor, "admin@nudo.example")).toEqual({
      ok: false,
      reason: "not-assignable",
    });
    expect(await assignLead(t.storage, ana.id, randomUUID(), "admin@nudo.example")).toEqual({
      ok: false,
      reason: "not-assignable",
    });
    expect(await assignLead(t.storage, randomUUID(), null, "admin@nudo.example")).toEqual({
      ok: false,
      reason: "not-found",
    });
    const record = await leadRecord(t.storage, ana.id);
    expect(record?.owner).toBeNull();
    expect(record?.events).toEqual([]);
    // Whom a lead may be given to: the sales team and admins, never an editor.
    expect(record?.team.map((member) => member.email)).toEqual([]);
  });

  it("sets a follow-up day with a note, changes it, and clears it when done, each recorded", async () => {
    const ana = await lead("Ana Pérez");
    const now = at("22:30:00"); // 23:30 in Madrid: still the 27th there
    expect(
      await setFollowUp(
        t.storage,
        ana.id,
        { on: "2026-11-30", note: "  Llamar por la muestra  " },
        "lucia@x.example",
        now,
      ),
    ).toEqual({ ok: true, changed: true });
    expect((await leadRecord(t.storage, ana.id))?.followUp).toEqual({
      on: "2026-11-30",
      note: "Llamar por la muestra",
    });
    expect(await setFollowUp(t.storage, ana.id, { on: "2026-11-27", note: "" }, "lucia@x.example", now)).toEqual({
      ok: true,
      changed: true,
    });
    expect(await setFollowUp(t.storage, ana.id, null, "lucia@x.example", now)).toEqual({ ok: true, changed: true });
    expect(await setFollowUp(t.storage, ana.id, null, "lucia@x.example", now)).toEqual({ ok: true, changed: false });
    const record = await leadRecord(t.storage, ana.id);
    expect(record?.followUp).toBeNull();
    expect(record?.events.map((event) => event.detail)).toEqual([
      { on: "2026-11-30", note: "Llamar por la muestra" },
      { on: "2026-11-27", note: null },
      { on: null, note: null },
    ]);
  });

  it("refuses a day that is not one, a past day (Madrid), one years ahead and a note too long", async () => {
    const ana = await lead("Ana Pérez");
    // 00:30 on the 28th in Madrid, still the 27th in UTC: the 27th is past.
    const now = at("23:30:00");
    const refused = async (on: string, note = "") => {
      const result = await setFollowUp(t.storage, ana.id, { on, note }, "lucia@x.example", now);
      return result.ok ? "accepted" : result.reason;
    };
    expect(await refused("2026-11-27")).toBe("past");
    expect(await refused("2026-02-30")).toBe("invalid-day");
    expect(await refused("30/11/2026")).toBe("invalid-day");
    expect(await refused("2026-11-30'; drop table leads; --")).toBe("invalid-day");
    expect(await refused("2030-01-01")).toBe("too-far");
    expect(await refused("2026-11-30", "x".repeat(1001))).toBe("too-long");
    expect(await refused("2026-11-28", "ñ".repeat(1000))).toBe("accepted");
    expect((await leadRecord(t.storage, ana.id))?.events).toHaveLength(1);
  });

  it("lists my leads, the unassigned ones and the follow-ups due, in the inbox", async () => {
    const lucia = await staff("lucia@nudo.example", "sales");
    const pablo = await staff("pablo@nudo.example", "admin");
    const [ana, bea, carla, dora] = [
      await lead("Ana", "09:00:00"),
      await lead("Bea", "09:01:00"),
      await lead("Carla", "09:02:00"),
      await lead("Dora", "09:03:00"),
    ];
    await assignLead(t.storage, ana.id, lucia, "lucia@nudo.example");
    await assignLead(t.storage, bea.id, lucia, "lucia@nudo.example");
    await assignLead(t.storage, carla.id, pablo, "pablo@nudo.example");
    const earlier = new Date("2026-11-20T10:00:00Z");
    await setFollowUp(t.storage, ana.id, { on: "2026-11-21", note: "" }, "lucia@nudo.example", earlier);
    await setFollowUp(t.storage, bea.id, { on: "2099-01-01", note: "" }, "lucia@nudo.example", new Date("2098-06-01"));
    await setFollowUp(t.storage, dora.id, { on: "2026-11-22", note: "" }, "lucia@nudo.example", earlier);
    await t.storage.db.updateTable("leads").set({ state: "lost" }).where("id", "=", dora.id).execute();
    const names = async (query: string) =>
      (await listLeads(t.storage, parseInboxFilter(new URLSearchParams(query)))).rows.map((row) => row.name);
    expect(await names(`owner=${lucia}`)).toEqual(["Bea", "Ana"]);
    expect(await names("owner=none")).toEqual(["Dora"]);
    // Due: open leads whose day has come; a lost one's follow-up is not work any more.
    expect(await names("due=1")).toEqual(["Ana"]);
    expect(await names(`owner=${pablo}&due=1`)).toEqual([]);
    await t.storage.db
      .updateTable("leads")
      .set({ utm_campaign: "invierno-2026", utm_source: "newsletter" })
      .where("id", "=", carla.id)
      .execute();
    expect(await names("campaign=invierno-2026&source=newsletter")).toEqual(["Carla"]);
    expect(await names("campaign=verano")).toEqual([]);
    const page = await listLeads(t.storage, {});
    expect(page).toMatchObject({ campaigns: ["invierno-2026"], sources: ["newsletter"] });
    expect(page.rows.find((row) => row.name === "Carla")?.owner).toBe("pablo@nudo.example");
    expect(page.team.map((member) => member.email)).toEqual(["lucia@nudo.example", "pablo@nudo.example"]);
  });
});
