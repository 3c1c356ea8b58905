import { describe, expect, it } from "vitest";
import { issuedDay, issuedOn } from "./spec-sheet-content";

describe("the day a document is dated", () => {
  it("is the day in Madrid, from the instant it began there, in winter and in summer", () => {
    // 00:30 on 5 March in Madrid (UTC+1), still 4 March in UTC.
    expect(issuedDay(new Date("2026-03-04T23:30:00Z"))).toBe("2026-03-05");
    expect(issuedOn(new Date("2026-03-04T23:30:00Z")).toISOString()).toBe("2026-03-04T23:00:00.000Z");
    // 23:59 on 10 June in Madrid (UTC+2).
    expect(issuedDay(new Date("2026-06-10T21:59:00Z"))).toBe("2026-06-10");
    expect(issuedOn(new Date("2026-06-10T21:59:00Z")).toISOString()).toBe("2026-06-09T22:00:00.000Z");
  });

  it("is one instant for every moment of a day, the day summer time begins included", () => {
    const day = ["2026-03-28T23:00:00Z", "2026-03-29T00:59:00Z", "2026-03-29T01:00:00Z", "2026-03-29T21:59:00Z"];
    expect(new Set(day.map((moment) => issuedOn(new Date(moment)).toISOString()))).toEqual(
      new Set(["2026-03-28T23:00:00.000Z"]),
    );
  });
});
