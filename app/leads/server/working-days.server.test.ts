import { describe, expect, it } from "vitest";
import { isWorkingDay, madridDay, mondayOf, replyDeadline } from "./working-days.server";

describe("the sales desk's calendar", () => {
  it("puts Sunday 23:30 UTC in Madrid's Monday, in winter and in summer", () => {
    expect(madridDay(new Date("2026-11-15T23:30:00Z"))).toBe("2026-11-16");
    expect(madridDay(new Date("2026-11-15T22:59:00Z"))).toBe("2026-11-15");
    expect(madridDay(new Date("2026-09-13T22:30:00Z"))).toBe("2026-09-14");
    expect(mondayOf("2026-11-22")).toBe("2026-11-16");
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
  });

  it("works Monday to Friday except the national holidays, Good Friday included", () => {
    expect(isWorkingDay("2026-11-27")).toBe(true); // Friday
    expect(isWorkingDay("2026-11-28")).toBe(false); // Saturday
    expect(isWorkingDay("2026-10-12")).toBe(false); // Fiesta Nacional, a Monday
    expect(isWorkingDay("2026-04-03")).toBe(false); // Good Friday (Easter Sunday is 5 April)
    expect(isWorkingDay("2027-03-26")).toBe(false); // Good Friday 2027
    expect(isWorkingDay("2026-04-06")).toBe(true); // Easter Monday is regional: a working day
    expect(isWorkingDay("2026-12-08")).toBe(false);
  });

  it("gives a lead until the same time on the next working day, or the end of it after a weekend or holiday", () => {
    // Friday 17:00 in Madrid: Monday 17:00.
    expect(replyDeadline(new Date("2026-11-20T16:00:00Z")).toISOString()).toBe("2026-11-23T16:00:00.000Z");
    // Saturday: the end of Monday.
    expect(replyDeadline(new Date("2026-11-21T10:00:00Z")).toISOString()).toBe("2026-11-23T23:00:00.000Z");
    // Friday 17:00 summer time, Monday after the change to winter time: still 17:00 in Madrid.
    expect(replyDeadline(new Date("2026-10-23T15:00:00Z")).toISOString()).toBe("2026-10-26T16:00:00.000Z");
    // Friday 9 October: Monday 12 October is a holiday, so Tuesday at the same time.
    expect(replyDeadline(new Date("2026-10-09T08:00:00Z")).toISOString()).toBe("2026-10-13T08:00:00.000Z");
    // Received on the holiday itself: the end of Tuesday.
    expect(replyDeadline(new Date("2026-10-12T10:00:00Z")).toISOString()).toBe("2026-10-13T22:00:00.000Z");
  });
});
