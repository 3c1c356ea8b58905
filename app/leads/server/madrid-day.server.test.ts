import { describe, expect, it } from "vitest";
import { madridTime } from "./madrid-day.server";

describe("a moment on Madrid's clock, its offset stated", () => {
  it("reads winter time as UTC+1 and summer time as UTC+2", () => {
    expect(madridTime(new Date("2026-11-23T09:00:00.000Z"))).toBe("2026-11-23T10:00:00+01:00");
    expect(madridTime(new Date("2026-07-01T09:00:00.000Z"))).toBe("2026-07-01T11:00:00+02:00");
  });

  it("moves to the next day when Madrid already has (23:30 UTC on a Saturday is Sunday there)", () => {
    expect(madridTime(new Date("2026-12-05T23:30:15.000Z"))).toBe("2026-12-06T00:30:15+01:00");
  });

  it("over the week summer time begins (Sunday 29 March 2026, 02:00 becomes 03:00) and ends", () => {
    expect(madridTime(new Date("2026-03-29T00:59:59Z"))).toBe("2026-03-29T01:59:59+01:00");
    expect(madridTime(new Date("2026-03-29T01:00:00Z"))).toBe("2026-03-29T03:00:00+02:00");
    // 25 October: 03:00 summer time becomes 02:00 winter time; 02:30 happens twice, each with its offset.
    expect(madridTime(new Date("2026-10-25T00:30:00Z"))).toBe("2026-10-25T02:30:00+02:00");
    expect(madridTime(new Date("2026-10-25T01:30:00Z"))).toBe("2026-10-25T02:30:00+01:00");
  });

  it("names the same instant as the UTC time it was stored as", () => {
    for (const stored of ["2026-03-29T01:00:00.000Z", "2026-10-25T00:30:00.000Z", "2026-11-23T09:00:00.000Z"]) {
      expect(new Date(madridTime(new Date(stored))).toISOString()).toBe(stored);
    }
  });
});
