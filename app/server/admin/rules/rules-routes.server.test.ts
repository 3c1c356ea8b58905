import { expect, it } from "vitest";
import { matchRule } from "~/leads/server/assignment.server";
import { backOffice } from "../../../../tests/support/back-office";
import { describeStorage } from "../../../../tests/support/storage";

describeStorage("the assignment rules in the back office on $name", (test) => {
  const office = backOffice(test);
  const staffId = async (email: string) =>
    (await test.storage.db.selectFrom("staff").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;

  it("lets admins alone keep the assignment rules, each change audited, and new leads follow them", async () => {
    const admin = await office.signedIn("admin");
    const sales = await office.signedIn("sales");
    const salesId = await staffId("sales@nudo.example");
    const adminId = await staffId("admin@nudo.example");
    // Sales work leads but do not manage the rules.
    expect((await sales.get("/admin/leads/rules")).status).toBe(403);
    expect((await sales.post("/admin/leads/rules", { owner: salesId })).status).toBe(403);
    expect(await (await sales.get("/admin/leads")).text()).not.toContain("/admin/leads/rules");

    expect(await (await admin.get("/admin/leads")).text()).toContain("/admin/leads/rules");
    const added = await admin.post("/admin/leads/rules", { form: "", sector: "yacht", country: "", owner: salesId });
    expect(added.headers.get("location")).toBe("/admin/leads/rules?saved");
    await admin.post("/admin/leads/rules", { form: "contact", sector: "", country: " España ", owner: adminId });
    const page = await (await admin.get("/admin/leads/rules?saved")).text();
    expect(page).toContain("Reglas guardadas.");
    expect(page).toContain("Añadió una regla");
    expect(page).toContain("admin@nudo.example");

    expect(await matchRule(test.storage.db, { form: "contactSection", sector: "yacht", country: null })).toMatchObject({
      ownerId: salesId,
    });
    expect(await matchRule(test.storage.db, { form: "contact", sector: null, country: "espana" })).toMatchObject({
      ownerId: adminId,
    });
    expect(await matchRule(test.storage.db, { form: "contact", sector: null, country: "Francia" })).toBeNull();

    // The second rule first: a yacht lead from Spain through the contact form now goes to the admin.
    const rules = await test.storage.db.selectFrom("assignment_rules").select("id").orderBy("position").execute();
    await admin.post(`/admin/leads/rules/${rules[1]?.id}/move`, { direction: "up" });
    expect(await matchRule(test.storage.db, { form: "contact", sector: "yacht", country: "España" })).toMatchObject({
      ownerId: adminId,
    });
    await admin.post(`/admin/leads/rules/${rules[1]?.id}`, { form: "", sector: "", country: "", owner: salesId });
    await admin.post(`/admin/leads/rules/${rules[0]?.id}/remove`);
    const refused = await admin.post("/admin/leads/rules", { sector: "submarine", owner: salesId });
    expect(refused.status).toBe(400);
    const gone = await admin.post(`/admin/leads/rules/${rules[0]?.id}/remove`);
    expect(gone.status).toBe(404);

    const audit = await test.storage.db.selectFrom("desk_events").select(["actor", "kind"]).orderBy("at").execute();
    expect(audit.map((event) => event.kind).sort()).toEqual([
      "rule-added",
      "rule-added",
      "rule-changed",
      "rule-moved",
      "rule-removed",
    ]);
    expect(new Set(audit.map((event) => event.actor))).toEqual(new Set(["admin@nudo.example"]));
  });
});
