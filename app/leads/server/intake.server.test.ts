import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { log } from "~/platform/observability/log.server";
import { registry } from "~/platform/observability/metrics.server";
import { requestContext } from "~/server/http/request-context.server";
import type { Services } from "~/server/services.server";
import { describeStorage } from "../../../tests/support/storage";
import { leadData, sendToFiles } from "../../../tests/support/stored-leads";
import { writeInboxCsv } from "./csv.server";
import { listLeads } from "./inbox.server";
import { handleLeadPost, type IntakeServices, leadAction } from "./intake.server";

/** When the visitor's page started the form (its script writes it): a minute before the tests' clock starts. */
const started = String(Date.parse("2026-11-23T09:59:00Z"));
const contact = {
  _form: "contact",
  _started: started,
  name: "Ana Pérez",
  email: "ana@cliente.example",
  message: "Quiero una alfombra",
};

async function metric(name: string, labels: Record<string, string> = {}) {
  const found = (await registry.getSingleMetric(name)?.get())?.values ?? [];
  return found
    .filter((value) => Object.entries(labels).every(([key, wanted]) => value.labels[key] === wanted))
    .reduce((sum, value) => sum + value.value, 0);
}

describeStorage("the lead intake on $name", (t) => {
  let services: IntakeServices;
  let clock: number;
  beforeEach(async () => {
    clock = Date.parse("2026-11-23T10:00:00Z");
    services = { storage: t.storage, outbox: { wake() {} }, now: () => new Date(clock) };
  });
  afterEach(async () => {
    vi.restoreAllMocks();
  });

  const post = (fields: Record<string, string>, clientAddress = "192.0.2.7") =>
    handleLeadPost(
      new Request("http://localhost/contacto", { method: "POST", body: new URLSearchParams(fields) }),
      "es",
      ["contact"],
      { clientAddress, services },
    );
  const leads = async () => (await t.storage.db.selectFrom("leads").select("id").execute()).length;

  it("answers a page post's success with a redirect to the page's success state, and its errors with the page", async () => {
    const pagePost = (fields: Record<string, string>) =>
      handleLeadPost(
        new Request("http://localhost/en/contacto", { method: "POST", body: new URLSearchParams(fields) }),
        "en",
        ["contact"],
        { clientAddress: "192.0.2.30", services, dataRequest: false },
      );
    const sent = await pagePost(contact);
    expect(sent.redirect).toBe("/en/contacto?sent=contact#form-contact");
    expect(await leads()).toBe(1);
    // Without JavaScript nothing writes the start time: the form posts it empty.
    const withoutScript = await pagePost({ ...contact, _started: "", email: "ana.sin.js@cliente.example" });
    expect(withoutScript.redirect).toBe("/en/contacto?sent=contact#form-contact");
    expect(await leads()).toBe(2);
    const invalid = await pagePost({ ...contact, _started: "", email: "nope" });
    expect(invalid.redirect).toBeUndefined();
    expect(invalid.status).toBe(400);
    // JavaScript's post gets the answer as data.
    expect((await post(contact, "192.0.2.31")).redirect).toBeUndefined();
  });

  it("answers a route's quote post in the page's language: without JavaScript back to the rug's success state, with it as data", async () => {
    const url = new URL("http://localhost/en/configurador?shape=oval&w=500&l=700");
    const act = (email: string, dataRequest: boolean) =>
      leadAction(
        {
          request: new Request(url, {
            method: "POST",
            body: new URLSearchParams({ _form: "quote", _started: started, ...leadData.quote, email }),
          }),
          url,
          // The intake uses only the storage, the outbox and the clock of the process's services.
          context: requestContext({ clientAddress: "192.0.2.60", services: services as Services, dataRequest }),
        },
        ["quote"],
        { successQuery: "shape=oval&w=500&l=700" },
      );
    const page = await act("clara@estudio.example", false);
    expect(page).toBeInstanceOf(Response);
    expect((page as Response).status).toBe(303);
    expect((page as Response).headers.get("Location")).toBe(
      "/en/configurador?shape=oval&w=500&l=700&sent=quote#form-quote",
    );
    expect(await act("clara.js@estudio.example", true)).toMatchObject({
      data: { form: "quote", status: "success" },
      init: { status: 200 },
    });
    const stored = await t.storage.db.selectFrom("leads").select(["form", "lang"]).execute();
    expect(stored).toEqual([
      { form: "quote", lang: "en" },
      { form: "quote", lang: "en" },
    ]);
  });

  it("stores a lead typed with a NUL and other control characters, without them, and exports it clean", async () => {
    const answer = await post({
      ...contact,
      name: "Ana\u0000 Pérez\u0007",
      message: "Quiero\u0000 una\u001B alfombra",
    });
    expect(answer.status).toBe(200);
    const rows = await t.storage.db.selectFrom("leads").select(["name", "data"]).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe("Ana Pérez");
    expect(JSON.parse(rows[0]?.data ?? "")).toMatchObject({ name: "Ana Pérez", message: "Quiero una alfombra" });
    let csv = "";
    await writeInboxCsv(t.storage, {}, (chunk) => {
      csv += chunk;
    });
    expect(csv).toContain('"Ana Pérez"');
    for (const control of ["\u0000", "\u0007", "\u001B"]) expect(csv).not.toContain(control);
  });

  it("keeps a name typed with a right-to-left override out of the sales e-mail's subject and the inbox", async () => {
    expect((await post({ ...contact, name: "\u202EAna Pérez\u202C" })).status).toBe(200);
    await sendToFiles(t.storage, t.dataDir, new Date(clock));
    const [notification] = await t.storage.db
      .selectFrom("outbox")
      .select("message")
      .where("kind", "=", "notification")
      .execute();
    expect(JSON.parse(notification?.message ?? "{}").subject).toBe("Nuevo mensaje de contacto · Ana Pérez");
    expect((await listLeads(t.storage, {})).rows.map((row) => row.name)).toEqual(["Ana Pérez"]);
  });

  it("sheds a post the process is too busy for: 503, Retry-After, the values kept, nothing stored or counted", async () => {
    const busy = await handleLeadPost(
      new Request("http://localhost/contacto", { method: "POST", body: new URLSearchParams(contact) }),
      "es",
      ["contact"],
      { clientAddress: "192.0.2.40", services, admission: { admitted: false, reason: "in_flight" } },
    );
    expect(busy.status).toBe(503);
    expect(busy.headers?.["Retry-After"]).toBe("10");
    expect(busy.result).toEqual({
      form: "contact",
      status: "busy",
      values: { name: "Ana Pérez", email: "ana@cliente.example", message: "Quiero una alfombra" },
    });
    expect(await leads()).toBe(0);
    expect(await t.storage.db.selectFrom("rate_hits").select("key").execute()).toEqual([]);
  });
  const outbox = (kind: string) =>
    t.storage.db
      .selectFrom("outbox")
      .select("id")
      .where("kind", "=", kind)
      .execute()
      .then((rows) => rows.length);

  it("lets a person who corrects mistakes send all five leads, and refuses the sixth with Retry-After and their values", async () => {
    for (let i = 0; i < 10; i++) {
      const invalid = await post({ ...contact, email: "not-an-address" });
      expect(invalid.status).toBe(400);
    }
    for (let i = 0; i < 5; i++) {
      clock += 1000;
      expect((await post({ ...contact, email: `ana${i}@cliente.example` })).status).toBe(200);
    }
    clock += 1000;
    const refused = await post({ ...contact, message: "La sexta" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers?.["Retry-After"])).toBeGreaterThan(500);
    expect(refused.result).toEqual({
      form: "contact",
      status: "rateLimited",
      values: { name: "Ana Pérez", email: "ana@cliente.example", message: "La sexta" },
    });
    expect(await leads()).toBe(5);
    // Another address is not affected.
    expect((await post(contact, "192.0.2.8")).status).toBe(200);
  });

  it("bounds a flood of any posts: the 31st in ten minutes from an address is refused, even a valid one", async () => {
    for (let i = 0; i < 30; i++) expect((await post({ ...contact, email: "junk" })).status).toBe(400);
    const refused = await post(contact);
    expect(refused.status).toBe(429);
    expect(refused.headers?.["Retry-After"]).toBe("600");
    expect(await leads()).toBe(0);
    clock += 10 * 60_000 + 1;
    expect((await post(contact)).status).toBe(200);
  });

  it("counts an IPv6 visitor's whole /64 as one address", async () => {
    for (let i = 0; i < 30; i++) await post({ ...contact, email: "junk" }, `2001:db8:1:2::${(i + 1).toString(16)}`);
    expect((await post(contact, "2001:db8:1:2:ffff::1")).status).toBe(429);
    expect((await post(contact, "2001:db8:1:3::1")).status).toBe(200);
  });

  it("sends a recipient at most three confirmations a day, while every lead and sales notification is kept", async () => {
    const warned = vi.spyOn(log, "warn");
    const before = await metric("lead_confirmations_withheld_total");
    for (let i = 0; i < 5; i++) {
      clock += 60_000;
      expect((await post({ ...contact, email: "Victim@Elsewhere.example" }, `198.51.100.${i + 1}`)).status).toBe(200);
    }
    expect(await leads()).toBe(5);
    expect(await outbox("notification")).toBe(5);
    expect(await outbox("confirmation")).toBe(3);
    // Sales are told which leads got no confirmation (in the notification the outbox writes).
    await sendToFiles(t.storage, t.dataDir, new Date(clock));
    const notes = await t.storage.db
      .selectFrom("outbox")
      .select("message")
      .where("kind", "=", "notification")
      .execute();
    expect(notes.filter((row) => row.message.includes("No se ha enviado correo de confirmación"))).toHaveLength(2);
    expect((await metric("lead_confirmations_withheld_total")) - before).toBe(2);
    const withheld = warned.mock.calls.filter(
      ([entry]) => (entry as { event?: string }).event === "lead_confirmation_withheld",
    );
    expect(withheld).toHaveLength(2);
    expect(JSON.stringify(withheld)).not.toMatch(/victim|elsewhere|198\.51/i);
    // A day later the recipient may get one again.
    clock += 24 * 3600_000;
    await post({ ...contact, email: "victim@elsewhere.example" }, "198.51.100.99");
    expect(await outbox("confirmation")).toBe(4);
  });

  it("answers honeypot and too-fast posts as a success, stores nothing, and logs and counts the reason without personal data", async () => {
    const info = vi.spyOn(log, "info");
    const honeypotBefore = await metric("lead_posts_discarded_total", { form: "contact", reason: "honeypot" });
    const fastBefore = await metric("lead_posts_discarded_total", { form: "contact", reason: "too_fast" });
    expect((await post({ ...contact, website: "https://spam.example" })).result.status).toBe("success");
    expect((await post({ ...contact, _started: String(clock - 500) })).result.status).toBe("success");
    expect(await leads()).toBe(0);
    expect(await metric("lead_posts_discarded_total", { form: "contact", reason: "honeypot" })).toBe(
      honeypotBefore + 1,
    );
    expect(await metric("lead_posts_discarded_total", { form: "contact", reason: "too_fast" })).toBe(fastBefore + 1);
    const discarded = info.mock.calls
      .map(([entry]) => entry)
      .filter((entry) => (entry as { event?: string }).event === "lead_post_discarded");
    expect(discarded).toEqual([
      { event: "lead_post_discarded", form: "contact", reason: "honeypot" },
      { event: "lead_post_discarded", form: "contact", reason: "too_fast" },
    ]);
  });

  it("answers a post whose start time no browser would write as a success, stores nothing, and logs and counts why", async () => {
    const info = vi.spyOn(log, "info");
    const reasons = ["started_missing", "started_invalid", "started_empty", "started_future", "too_fast"];
    const before = await Promise.all(
      reasons.map((reason) => metric("lead_posts_discarded_total", { form: "contact", reason })),
    );
    const { _started: _left, ...withoutStart } = contact;
    const posts: [string, Record<string, string>][] = [
      // Every form posts the field: a post without it was not sent by one.
      ["started_missing", withoutStart],
      ...["soon", "1e12", "Infinity", "-1", " ", "1732356000000.5", `${started} `].map(
        (value): [string, Record<string, string>] => ["started_invalid", { ...contact, _started: value }],
      ),
      // A JavaScript post comes from a page whose script wrote the time.
      ["started_empty", { ...contact, _started: "" }],
      ["started_future", { ...contact, _started: String(clock + 10 * 60_000) }],
      // A browser's clock a little ahead of ours is no forgery, but still no time to fill a form.
      ["too_fast", { ...contact, _started: String(clock + 30_000) }],
    ];
    for (const [reason, fields] of posts) {
      const answer = await post(fields);
      expect(answer.status, reason).toBe(200);
      expect(answer.result.status, reason).toBe("success");
    }
    expect(await leads()).toBe(0);
    const after = await Promise.all(
      reasons.map((reason) => metric("lead_posts_discarded_total", { form: "contact", reason })),
    );
    expect(after.map((count, i) => count - (before[i] ?? 0))).toEqual([1, 7, 1, 1, 1]);
    const logged = info.mock.calls
      .map(([entry]) => entry as { event?: string; reason?: string })
      .filter((entry) => entry.event === "lead_post_discarded")
      .map((entry) => entry.reason);
    expect(logged).toEqual(posts.map(([reason]) => reason));
    // The same visitor, a minute after their page started the form, is stored.
    expect((await post(contact)).status).toBe(200);
    expect(await leads()).toBe(1);
  });
});
