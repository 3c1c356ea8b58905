import { describe, expect, it } from "vitest";
import { devices, multiplierFor } from "./bench-phone.ts";

describe("the phone the bench measures", () => {
  it("is the same phone on a fast day and a slow one: the slowdown is this machine's index over the phone's", () => {
    expect(multiplierFor(2883, devices.low.index)).toBe(10.92);
    expect(multiplierFor(2883, devices.mid.index)).toBe(2.88);
    // A day twice as slow halves the slowdown: the phone stays the phone.
    expect(multiplierFor(1441.5, devices.low.index)).toBe(5.46);
  });

  it("never speeds the page up on a machine slower than the phone", () => {
    expect(multiplierFor(900, devices.mid.index)).toBe(1);
  });

  it("names Chrome DevTools' two calibrated phones", () => {
    expect(devices.low.index).toBe(264);
    expect(devices.mid.index).toBe(1000);
  });
});
