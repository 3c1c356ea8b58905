import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import type { Storage } from "~/platform/db/db.server";
import { searchable } from "~/platform/db/lead-columns.server";
import type { LeadState } from "~/platform/db/schema.server";
import { describeStorage } from "../../../tests/support/storage";
import { type DashboardDimension, dashboardDimensions, salesDashboard } from "./dashboard.server";

/** Friday 27 November 2026, 13:00 in Madrid: its week began on Monday the 23rd, the 12 weeks on 7 September. */
const now = new Date("2026-11-27T12:00:00Z");

type Stored = {
  at: string;
  form?: string;
  lang?: string;
  country?: string | null;
  sector?: string | null;
  campaign?: string | null;
  state?: LeadState;
  replied?: string | null;
};

async function store(storage: Storage, leads: Stored[]) {
  for (const lead of leads) {
    await storage.db
      .insertInto("leads")
      .values({
        id: randomUUID(),
        form: lead.form ?? "contact",
        lang: lead.lang ?? "es",
        data: "{}",
        email: null,
        created_at: lead.at,
        state: lead.state ?? "new",
        name: null,
        company: null,
        country: lead.country ?? null,
        search: null,
        sector: lead.sector ?? null,
        utm_campaign: lead.campaign ?? null,
        first_reply_at: lead.replied ?? null,
      })
      .execute();
  }
}

/** The Madrid Monday of an instant, worked out apart from the dashboard's own calendar. */
function madridMonday(at: string): string {
  const local = new Date(new Date(at).toLocaleString("en-US", { timeZone: "Europe/Madrid" }));
  local.setDate(local.getDate() - ((local.getDay() + 6) % 7));
  return `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, "0")}-${String(local.getDate()).padStart(2, "0")}`;
}

/** The dashboard's counts as {monday: {value label: n}}; `others` and `unknown` under those names. */
async function countsBy(storage: Storage, dimension: DashboardDimension) {
  const dashboard = await salesDashboard(storage, { dimension, now });
  const table: Record<string, Record<string, number>> = {};
  dashboard.weeks.forEach((week, i) => {
    for (const series of dashboard.series) {
      const n = series.counts[i] ?? 0;
      if (n > 0) table[week.monday] = { ...table[week.monday], [series.value ?? series.kind]: n };
    }
  });
  return { dashboard, table };
}

describeStorage("the sales dashboard on $name", (t) => {
  it("counts each lead in its Madrid week, across the change of time and at midnight on Sunday, without spam", async () => {
    await store(t.storage, [
      // Sunday 6 September 23:59 in Madrid: before the 12 weeks. Monday 00:00: their first lead.
      { at: "2026-09-06T21:59:00.000Z" },
      { at: "2026-09-06T22:00:00.000Z" },
      // Summer: 21:30 UTC on Sunday is Sunday in Madrid, 22:30 is Monday.
      { at: "2026-09-13T21:30:00.000Z" },
      { at: "2026-09-13T22:30:00.000Z" },
      // Sunday 25 October, 02:30 before and after the clocks went back, and 23:30 in Madrid.
      { at: "2026-10-25T00:30:00.000Z" },
      { at: "2026-10-25T01:30:00.000Z" },
      { at: "2026-10-25T22:30:00.000Z" },
      // Winter: 23:30 UTC on Sunday is Monday 00:30 in Madrid.
      { at: "2026-10-25T23:30:00.000Z" },
      { at: "2026-11-15T22:59:00.000Z" },
      { at: "2026-11-15T23:30:00.000Z" },
      { at: "2026-11-27T09:00:00.000Z" },
      { at: "2026-11-27T09:30:00.000Z", state: "spam" },
    ]);
    const { dashboard, table } = await countsBy(t.storage, "form");
    expect(dashboard.weeks.map((week) => week.monday)).toEqual([
      "2026-09-07",
      "2026-09-14",
      "2026-09-21",
      "2026-09-28",
      "2026-10-05",
      "2026-10-12",
      "2026-10-19",
      "2026-10-26",
      "2026-11-02",
      "2026-11-09",
      "2026-11-16",
      "2026-11-23",
    ]);
    expect(dashboard.weeks[0]?.start).toBe("2026-09-06T22:00:00.000Z");
    expect(dashboard.weeks[7]?.start).toBe("2026-10-25T23:00:00.000Z");
    expect(table).toEqual({
      "2026-09-07": { contact: 2 },
      "2026-09-14": { contact: 1 },
      "2026-10-19": { contact: 3 },
      "2026-10-26": { contact: 1 },
      "2026-11-09": { contact: 1 },
      "2026-11-16": { contact: 1 },
      "2026-11-23": { contact: 1 },
    });
    expect(dashboard.total).toBe(10);
  });

  it("counts per week and value what the rows hold, for every dimension, the smaller values as others", async () => {
    // 300 leads spread over 14 weeks: the first two fall before the dashboard's 12.
    // mulberry32: the same leads on every run.
    let seed = 7;
    const random = (n: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return Math.floor((((x ^ (x >>> 14)) >>> 0) / 4294967296) * n);
    };
    const countries = ["España", " españa", "ESPANA", "France", "reino unido", "Reino Unido", null, "", "Italia"];
    const leads: Stored[] = Array.from({ length: 300 }, () => ({
      at: new Date(Date.parse("2026-08-24T00:00:00Z") + random(14 * 7 * 24 * 60) * 60_000).toISOString(),
      form: ["sample", "catalogue", "contact", "contactSection", "quote"][random(5)],
      lang: ["es", "en", "de", "it", "fr", "nl"][random(6)],
      country: countries[random(countries.length)],
      sector: [null, "contract", "yacht", "jet", "residential"][random(5)],
      campaign: random(3) === 0 ? null : `campaña-${random(12)}`,
      state: random(10) === 0 ? "spam" : "new",
    }));
    // One dated after this week (a clock ahead of the server's): outside the 12 weeks too.
    leads.push({ at: "2026-11-30T10:00:00.000Z" });
    await store(t.storage, leads);

    const inWindow = leads.filter(
      (lead) => lead.state !== "spam" && madridMonday(lead.at) >= "2026-09-07" && madridMonday(lead.at) <= "2026-11-23",
    );
    const shownAs: Record<DashboardDimension, (lead: Stored) => string> = {
      form: (lead) => lead.form ?? "",
      language: (lead) => lead.lang ?? "",
      sector: (lead) => lead.sector ?? "unknown",
      campaign: (lead) => lead.campaign ?? "unknown",
      country: (lead) => {
        const key = searchable(lead.country?.trim() ?? "");
        return key === "" ? "unknown" : ({ espana: "España", "reino unido": "Reino Unido" }[key] ?? lead.country ?? "");
      },
    };
    for (const dimension of dashboardDimensions) {
      const expected: Record<string, Record<string, number>> = {};
      for (const lead of inWindow) {
        const monday = madridMonday(lead.at);
        const value = shownAs[dimension](lead);
        expected[monday] = { ...expected[monday], [value]: (expected[monday]?.[value] ?? 0) + 1 };
      }
      const { dashboard, table } = await countsBy(t.storage, dimension);
      expect(dashboard.total).toBe(inWindow.length);
      if (dimension !== "campaign") {
        expect(table, dimension).toEqual(expected);
        continue;
      }
      // Twelve campaigns: the eight largest by their 12 weeks' total keep their own series.
      const totals = new Map<string, number>();
      for (const lead of inWindow) if (lead.campaign) totals.set(lead.campaign, (totals.get(lead.campaign) ?? 0) + 1);
      const kept = [...totals.entries()]
        .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
        .slice(0, 8)
        .map(([name]) => name);
      expect(dashboard.series.map((series) => series.value ?? series.kind)).toEqual([...kept, "others", "unknown"]);
      const folded: Record<string, Record<string, number>> = {};
      for (const [monday, values] of Object.entries(expected)) {
        for (const [value, n] of Object.entries(values)) {
          const name = value === "unknown" || kept.includes(value) ? value : "others";
          folded[monday] = { ...folded[monday], [name]: (folded[monday]?.[name] ?? 0) + n };
        }
      }
      expect(table).toEqual(folded);
    }
  });

  it("gives the median time to a first reply and the share answered within one working day", async () => {
    await store(t.storage, [
      // Friday 17:00 in Madrid: Monday 10:00 is in time (65 h), Monday 18:00 is not (73 h).
      { at: "2026-11-20T16:00:00.000Z", replied: "2026-11-23T09:00:00.000Z" },
      { at: "2026-11-20T16:00:00.000Z", replied: "2026-11-23T17:00:00.000Z" },
      // Saturday: Monday 23:30 in Madrid is in time (60.5 h).
      { at: "2026-11-21T10:00:00.000Z", replied: "2026-11-23T22:30:00.000Z" },
      // Unanswered: Thursday 16:00 still has until Friday 16:00; Wednesday's time ran out.
      { at: "2026-11-26T15:00:00.000Z" },
      { at: "2026-11-25T09:00:00.000Z" },
      // The Fiesta Nacional, Monday 12 October: until the end of Tuesday (35 h in time, 36.5 h not).
      { at: "2026-10-12T10:00:00.000Z", replied: "2026-10-13T21:00:00.000Z" },
      { at: "2026-10-12T10:00:00.000Z", replied: "2026-10-13T22:30:00.000Z" },
      // Friday 17:00 summer time: Monday 17:00 winter time, 73 h later, to the millisecond.
      { at: "2026-10-23T15:00:00.000Z", replied: "2026-10-26T15:30:00.000Z" },
      { at: "2026-10-23T15:00:00.000Z", replied: "2026-10-26T16:00:00.000Z" },
      { at: "2026-10-23T15:00:00.000Z", replied: "2026-10-26T16:00:00.001Z" },
      // Spam, answered at once, and a lead before the 12 weeks: neither counts.
      { at: "2026-11-24T10:00:00.000Z", replied: "2026-11-24T10:01:00.000Z", state: "spam" },
      { at: "2026-09-01T10:00:00.000Z", replied: "2026-09-01T10:01:00.000Z" },
    ]);
    const { reply } = await salesDashboard(t.storage, { dimension: "form", now });
    const hours = 3_600_000;
    expect(reply).toEqual({
      answered: 8,
      // Sorted: 35, 36.5, 60.5, 65, 72.5, 73, 73, 73 h + 1 ms; the middle two are 65 and 72.5.
      medianMs: ((65 + 72.5) / 2) * hours,
      within: 5,
      late: 4,
      pending: 1,
    });
  });

  it("has no median and no share when there is nothing to count", async () => {
    const { reply, total, series } = await salesDashboard(t.storage, { dimension: "country", now });
    expect(reply).toEqual({ answered: 0, medianMs: null, within: 0, late: 0, pending: 0 });
    expect(total).toBe(0);
    expect(series).toEqual([]);
  });
});
