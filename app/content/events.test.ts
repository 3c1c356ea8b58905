import { describe, expect, it } from "vitest";
import { events, visibleEvents } from "./events";

describe("events and news", () => {
  it("are the four items of the specification", () => {
    expect(events.map((item) => [item.id, item.type, item.date])).toEqual([
      [4, "news", "2024-10-22"],
      [2, "news", "2025-05-26"],
      [1, "event", "2025-11-06"],
      [3, "event", "2026-09-22"],
    ]);
  });

  it("hide the NBAA item outside the allowed region and show the newest first", () => {
    expect(visibleEvents(events, { allowed: false }).map((item) => item.id)).toEqual([3, 1, 2]);
    expect(visibleEvents(events, { allowed: true }).map((item) => item.id)).toEqual([3, 1, 2, 4]);
  });

  it("leave nothing to show when every item is filtered out", () => {
    expect(
      visibleEvents(
        events.filter((item) => item.restricted),
        { allowed: false },
      ),
    ).toEqual([]);
  });
});
