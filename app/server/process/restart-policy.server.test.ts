import { describe, expect, it } from "vitest";
import { restartPolicy } from "./restart-policy.server";

describe("restarting server processes", () => {
  it("starts every killed process again at once, however many died together", () => {
    const policy = restartPolicy(2);
    policy.listening();
    policy.listening();
    expect(policy.died(1_000, true)).toBe(0);
    expect(policy.died(1_001, true)).toBe(0);
  });

  it("waits longer and longer for a process that dies at every start, up to 5 s", () => {
    const policy = restartPolicy(1);
    policy.listening();
    const delays = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => policy.died(1_000 + i * 100, i === 0));
    expect(delays).toEqual([0, 0, 100, 200, 400, 800, 1_600, 3_200, 5_000]);
  });

  it("gives up, so the supervisor restarts the site, when nothing has served for 30 s in spite of restarts", () => {
    const policy = restartPolicy(1);
    policy.listening();
    expect(policy.died(0, true)).toBe(0);
    expect(policy.died(29_000, false)).not.toBeNull();
    expect(policy.died(30_000, false)).toBeNull();
  });

  it("keeps restarting while another process still serves", () => {
    const policy = restartPolicy(2);
    policy.listening();
    policy.listening();
    expect(policy.died(0, true)).toBe(0);
    for (let at = 1_000; at <= 60_000; at += 5_000) expect(policy.died(at, false)).not.toBeNull();
  });

  it("forgets deaths older than a minute", () => {
    const policy = restartPolicy(1);
    policy.listening();
    policy.died(0, true);
    policy.listening();
    policy.died(1, true);
    policy.listening();
    expect(policy.died(2, true)).toBe(100);
    policy.listening();
    expect(policy.died(70_000, true)).toBe(0);
  });
});
