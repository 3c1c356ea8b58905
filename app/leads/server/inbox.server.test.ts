import { describe, expect, it } from "vitest";
import type { Storage } from "~/platform/db/db.server";
import { insertContactLeads, storeFormLead } from "../../../tests/support/inbox";
import { describeStorage } from "../../../tests/support/storage";
import { joseSampleData } from "../../../tests/support/stored-leads";
import { type InboxFilter, inboxQuery, listLeads, parseInboxFilter, stateCounts } from "./inbox.server";
import { leadReference } from "./lead-reference.server";

const parse = (query: string) => parseInboxFilter(new URLSearchParams(query));

describe("the inbox's filters in its URL", () => {
  it("keeps every known value", () => {
    expect(
      parse("form=contactSection&lang=fr&state=won&from=2026-11-01&to=2026-11-30&q=++Hôtel+Lumière++&page=3"),
    ).toEqual({
      form: "contactSection",
      lang: "fr",
      state: "won",
      from: "2026-11-01",
      to: "2026-11-30",
      q: "Hôtel Lumière",
      page: 3,
    });
  });

  it("drops unknown or malformed values instead of failing", () => {
    expect(
      parse("form=newsletter&lang=pt&state=archived&from=2026-02-30&to=30/11/2026&q=+++&page=0&utm_source=mail"),
    ).toEqual({});
    expect(parse("from=2026-1-5&to=yesterday&page=-2")).toEqual({});
    expect(parse("page=abc")).toEqual({});
    expect(parse("page=2.5")).toEqual({});
    expect(parse("")).toEqual({});
    expect(parse("to=2028-02-29")).toEqual({ to: "2028-02-29" });
  });

  it("cuts a search to 200 characters", () => {
    expect(parse(`q=${"a".repeat(250)}`).q).toBe("a".repeat(200));
    expect(parse(`q=${encodeURIComponent(`  ${"ñ".repeat(199)} b`)}`).q).toBe("ñ".repeat(199));
  });

  it("writes links that keep every filter, leave out empty ones and page 1, and read back the same", () => {
    const filter: InboxFilter = { form: "sample", state: "new", from: "2026-11-01", q: "José & co", page: 2 };
    const query = inboxQuery(filter);
    expect(query).toBe("form=sample&state=new&from=2026-11-01&q=Jos%C3%A9+%26+co&page=2");
    expect(parse(query)).toEqual(filter);
    // The state tabs: another state, back to page 1.
    expect(inboxQuery(filter, { state: "won", page: undefined })).toBe(
      "form=sample&state=won&from=2026-11-01&q=Jos%C3%A9+%26+co",
    );
    // The "all" tab and the CSV link: no state, no page.
    expect(inboxQuery(filter, { state: undefined, page: 1 })).toBe("form=sample&from=2026-11-01&q=Jos%C3%A9+%26+co");
    expect(inboxQuery({})).toBe("");
    expect(inboxQuery({ q: "", page: 1 })).toBe("");
  });
});

/** Six leads, one of each form and several languages and states, from 1 to 22 November 2026. */
async function storeSixLeads(storage: Storage) {
  const jose = await storeFormLead(storage, "sample", joseSampleData, new Date("2026-11-01T10:00:00.000Z"));
  const emma = await storeFormLead(
    storage,
    "catalogue",
    {
      firstName: "Emma",
      lastName: "Clarke",
      email: "emma@clarke.example",
      phone: "+44 20 0000 0000",
      company: "Clarke & Co",
    },
    new Date("2026-11-10T23:59:59.999Z"),
    { lang: "en", state: "contacted" },
  );
  const jurgen = await storeFormLead(
    storage,
    "contact",
    { name: "Jürgen Weiß", email: "jurgen@weiss.example", message: "Wir brauchen 100% Wolle_Teppich" },
    new Date("2026-11-11T00:00:00.000Z"),
    { lang: "de", state: "qualified" },
  );
  const claire = await storeFormLead(
    storage,
    "contactSection",
    {
      name: "Claire Dubois",
      company: "Hôtel Lumière",
      email: "claire@lumiere.example",
      projectType: "contract",
      message: "Un tapis pour le hall",
    },
    new Date("2026-11-20T08:00:00.000Z"),
    { lang: "fr", state: "won" },
  );
  const ana = await storeFormLead(
    storage,
    "contact",
    { name: "Ana Pérez", email: "ana@cliente.example", message: "Presupuesto para un yate" },
    new Date("2026-11-21T09:00:00.000Z"),
    { state: "spam" },
  );
  const tom = await storeFormLead(
    storage,
    "contact",
    { name: "Tom", email: "tom@example.com", message: "A back\\slash in my message" },
    new Date("2026-11-22T09:00:00.000Z"),
    { lang: "en" },
  );
  return { jose, emma, jurgen, claire, ana, tom };
}

describeStorage("the inbox on $name", (t) => {
  it("lists leads newest first, with what the inbox shows of each", async () => {
    const leads = await storeSixLeads(t.storage);
    const page = await listLeads(t.storage, {});
    expect(page).toMatchObject({ total: 6, page: 1, pageCount: 1 });
    expect(page.rows.map((row) => row.id)).toEqual(
      [leads.tom, leads.ana, leads.claire, leads.jurgen, leads.emma, leads.jose].map((lead) => lead.id),
    );
    expect(page.rows.at(-1)).toEqual({
      id: leads.jose.id,
      receivedAt: "2026-11-01T10:00:00.000Z",
      form: "sample",
      lang: "es",
      name: "José Martínez",
      company: "Alfombras Reunidas",
      email: "jose@hotel.example",
      country: "España",
      state: "new",
      owner: null,
      followUpOn: null,
      design: null,
    });
    expect(page.rows.find((row) => row.id === leads.claire.id)).toMatchObject({
      name: "Claire Dubois",
      company: "Hôtel Lumière",
      country: null,
      state: "won",
    });
  });

  it("filters by form, language, state and days received (both included, UTC), all combined", async () => {
    const leads = await storeSixLeads(t.storage);
    const ids = async (query: string) => (await listLeads(t.storage, parse(query))).rows.map((row) => row.id);
    expect(await ids("form=contact")).toEqual([leads.tom.id, leads.ana.id, leads.jurgen.id]);
    expect(await ids("lang=en")).toEqual([leads.tom.id, leads.emma.id]);
    expect(await ids("state=new")).toEqual([leads.tom.id, leads.jose.id]);
    expect(await ids("form=contact&lang=en")).toEqual([leads.tom.id]);
    expect(await ids("form=contact&lang=en&state=spam")).toEqual([]);
    // The last millisecond of a day is in it; the first of the next day is not.
    expect(await ids("from=2026-11-10&to=2026-11-10")).toEqual([leads.emma.id]);
    expect(await ids("from=2026-11-11&to=2026-11-11")).toEqual([leads.jurgen.id]);
    expect(await ids("from=2026-11-20")).toEqual([leads.tom.id, leads.ana.id, leads.claire.id]);
    expect(await ids("to=2026-11-10")).toEqual([leads.emma.id, leads.jose.id]);
    expect(await ids("from=2026-11-02&to=2026-11-21&lang=es")).toEqual([leads.ana.id]);
    expect((await listLeads(t.storage, parse("state=lost"))).total).toBe(0);
  });

  it("finds a search's every word in the name, e-mail, company or message, whatever the case and accents", async () => {
    const leads = await storeSixLeads(t.storage);
    const ids = async (q: string) => (await listLeads(t.storage, { q })).rows.map((row) => row.id);
    expect(await ids("jose martinez")).toEqual([leads.jose.id]);
    expect(await ids("MARTÍNEZ")).toEqual([leads.jose.id]);
    expect(await ids("martinez   José")).toEqual([leads.jose.id]);
    expect(await ids("jose dubois")).toEqual([]);
    // The company of one, the e-mail address of the other.
    expect(await ids("hotel")).toEqual([leads.claire.id, leads.jose.id]);
    expect(await ids("weiß")).toEqual([leads.jurgen.id]);
    expect(await ids("yate")).toEqual([leads.ana.id]);
    expect(await ids("clarke & co")).toEqual([leads.emma.id]);
    // LIKE's wildcards and escape character are searched as themselves.
    expect(await ids("%")).toEqual([leads.jurgen.id]);
    expect(await ids("100%")).toEqual([leads.jurgen.id]);
    expect(await ids("_")).toEqual([leads.jurgen.id]);
    expect(await ids("b_ck")).toEqual([]);
    expect(await ids("ba%sl")).toEqual([]);
    expect(await ids("\\")).toEqual([leads.tom.id]);
    expect(await ids("k\\s")).toEqual([leads.tom.id]);
    expect(await ids("k\\%")).toEqual([]);
    // With the other filters.
    expect(await listLeads(t.storage, { q: "hotel", form: "sample" })).toMatchObject({ total: 1 });
  });

  it("finds a lead by the reference a visitor quotes from a reply, however it is written", async () => {
    const leads = await storeSixLeads(t.storage);
    const ids = async (q: string) => (await listLeads(t.storage, { q })).rows.map((row) => row.id);
    const reference = leadReference(leads.emma.id);
    for (const quoted of [
      reference,
      reference.toLowerCase(),
      `Ref. ${reference}`,
      `[Ref. ${reference}]`,
      `ref ${reference}`,
    ]) {
      expect(await ids(quoted), quoted).toContain(leads.emma.id);
    }
    expect(await ids(`Ref. ${reference}`)).not.toContain(leads.jose.id);
  });

  it("pages 50 leads at a time; a page past the last shows the last", async () => {
    const ids = (await insertContactLeads(t.storage, 120, new Date("2026-10-01T00:00:00Z"))).reverse();
    const first = await listLeads(t.storage, {});
    expect(first).toMatchObject({ total: 120, page: 1, pageCount: 3 });
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]?.name).toBe("Cliente 119");
    const second = await listLeads(t.storage, { page: 2 });
    const third = await listLeads(t.storage, { page: 3 });
    expect(third.rows).toHaveLength(20);
    expect([...first.rows, ...second.rows, ...third.rows].map((row) => row.id)).toEqual(ids);
    expect(await listLeads(t.storage, { page: 9 })).toMatchObject({ page: 3, rows: third.rows });
    expect(await listLeads(t.storage, { q: "Cliente7@" })).toMatchObject({ total: 1 });
    expect(await listLeads(t.storage, { q: "nobody" })).toMatchObject({ rows: [], total: 0, page: 1, pageCount: 1 });
  });

  it("counts each state's leads under every filter but the state, for the tabs", async () => {
    await storeSixLeads(t.storage);
    const all = { new: 2, contacted: 1, qualified: 1, won: 1, lost: 0, spam: 1, all: 6 };
    expect(await stateCounts(t.storage, {})).toEqual(all);
    expect(await stateCounts(t.storage, parse("state=won&page=2"))).toEqual(all);
    expect(await stateCounts(t.storage, parse("lang=en&state=new"))).toEqual({
      new: 1,
      contacted: 1,
      qualified: 0,
      won: 0,
      lost: 0,
      spam: 0,
      all: 2,
    });
    expect(await stateCounts(t.storage, parse("q=nobody"))).toEqual({
      new: 0,
      contacted: 0,
      qualified: 0,
      won: 0,
      lost: 0,
      spam: 0,
      all: 0,
    });
  });
});
