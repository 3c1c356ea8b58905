import { describe, expect, it } from "vitest";
import { madridDay } from "./madrid-day.server";
import { quickFollowUpDays } from "./quick-days.server";

describe("the follow-up days offered in one click", () => {
  it("on a Sunday, tomorrow is Monday, 'Monday' the Monday after it, and in a week seven days later", () => {
    // Sunday 6 December 2026.
    expect(quickFollowUpDays("2026-12-06")).toEqual({
      tomorrow: "2026-12-07",
      monday: "2026-12-14",
      nextWeek: "2026-12-13",
    });
  });

  it("on a Saturday, tomorrow is Sunday and 'Monday' the day after", () => {
    expect(quickFollowUpDays("2026-12-05")).toEqual({
      tomorrow: "2026-12-06",
      monday: "2026-12-07",
      nextWeek: "2026-12-12",
    });
  });

  it("on a Monday, 'Monday' is next week's", () => {
    expect(quickFollowUpDays("2026-12-07")).toEqual({
      tomorrow: "2026-12-08",
      monday: "2026-12-14",
      nextWeek: "2026-12-14",
    });
  });

  it("over the change to summer time (Sunday 29 March 2026) a week is still seven calendar days", () => {
    expect(quickFollowUpDays("2026-03-29")).toEqual({
      tomorrow: "2026-03-30",
      monday: "2026-04-06",
      nextWeek: "2026-04-05",
    });
    expect(quickFollowUpDays("2026-03-28")).toEqual({
      tomorrow: "2026-03-29",
      monday: "2026-03-30",
      nextWeek: "2026-04-04",
    });
    // And back to winter time (Sunday 25 October 2026).
    expect(quickFollowUpDays("2026-10-24").nextWeek).toBe("2026-10-31");
  });

  it("counts from the day it is in Madrid, not in UTC: Sunday 23:30 UTC is already Monday there", () => {
    const today = madridDay(new Date("2026-12-06T23:30:00Z"));
    expect(today).toBe("2026-12-07");
    expect(quickFollowUpDays(today)).toEqual({ tomorrow: "2026-12-08", monday: "2026-12-14", nextWeek: "2026-12-14" });
    // Saturday 23:30 UTC, the night summer time begins, is already Sunday 00:30 in Madrid.
    expect(quickFollowUpDays(madridDay(new Date("2026-03-28T23:30:00Z"))).tomorrow).toBe("2026-03-30");
  });
});
