import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { geoDevModeKey, regionAnswerKey } from "./allow-list";
import { earlyRegionScript, type RegionState, regionSettledEvent } from "./early-region";
import { regionAttribute } from "./region-shown";

type Answer = { status: number; body: unknown } | "unreachable";

/**
 * Runs the head's region script as a browser would, with the given storage and server answer, and
 * reports what the page was told: the verdict on <html> after each settling, the answer on
 * `window`, what was asked and remembered, and what was logged.
 */
async function visit(options: {
  local?: Record<string, string>;
  session?: Record<string, string>;
  answer?: Answer;
  /** The language script has hidden the page to move it to another language. */
  leaving?: boolean;
}) {
  const local = new Map(Object.entries(options.local ?? {}));
  const session = new Map(Object.entries(options.session ?? {}));
  const storage = (map: Map<string, string>) => ({
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => map.set(key, value),
  });
  const verdicts: string[] = [];
  const events: string[] = [];
  const errors: string[] = [];
  const requests: { url: string; init: unknown }[] = [];
  const window: { __region?: RegionState; dispatchEvent: (event: { type: string }) => boolean } = {
    dispatchEvent: (event) => {
      events.push(event.type);
      return true;
    },
  };
  const answer = options.answer ?? { status: 200, body: { country: "US", allowed: true } };
  runInNewContext(earlyRegionScript, {
    window,
    localStorage: storage(local),
    sessionStorage: storage(session),
    console: { error: (message: string) => errors.push(message) },
    Event: class {
      constructor(readonly type: string) {}
    },
    document: {
      documentElement: {
        style: { visibility: options.leaving ? "hidden" : "" },
        setAttribute: (name: string, value: string) => {
          if (name === regionAttribute) verdicts.push(value);
        },
      },
    },
    fetch: (url: string, init: unknown) => {
      requests.push({ url, init });
      if (answer === "unreachable") return Promise.reject(new TypeError("Failed to fetch"));
      return Promise.resolve({
        ok: answer.status >= 200 && answer.status < 300,
        status: answer.status,
        json: () => Promise.resolve(answer.body),
      });
    },
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { verdicts, events, errors, requests, region: window.__region, remembered: session.get(regionAnswerKey) };
}

describe("the head's region check", () => {
  it("asks our server once, at low priority, and shows the gated places to an allowed visitor", async () => {
    const { verdicts, region, requests, remembered, events } = await visit({});
    expect(verdicts).toEqual(["checking", "allowed"]);
    expect(region).toEqual({ status: "known", allowed: true, country: "US" });
    expect(requests).toEqual([
      { url: "/api/region", init: { headers: { accept: "application/json" }, priority: "low" } },
    ]);
    expect(JSON.parse(remembered ?? "null")).toEqual({ country: "US", allowed: true });
    expect(events).toEqual([regionSettledEvent, regionSettledEvent]);
  });

  it("keeps them hidden from a visitor elsewhere", async () => {
    const { verdicts, region } = await visit({ answer: { status: 200, body: { country: "ES", allowed: false } } });
    expect(verdicts).toEqual(["checking", "denied"]);
    expect(region).toEqual({ status: "known", allowed: false, country: "ES" });
  });

  it("takes the visit's answer without asking again", async () => {
    const session = { [regionAnswerKey]: JSON.stringify({ country: "DE", allowed: true }) };
    const { verdicts, requests, region } = await visit({ session });
    expect(verdicts).toEqual(["allowed"]);
    expect(region).toEqual({ status: "known", allowed: true, country: "DE" });
    expect(requests).toEqual([]);
  });

  it("asks again when the kept answer is not one", async () => {
    for (const kept of ["{", JSON.stringify({ allowed: "yes" }), JSON.stringify({ allowed: true, country: 7 })]) {
      const { requests, verdicts } = await visit({ session: { [regionAnswerKey]: kept } });
      expect(requests, kept).toHaveLength(1);
      expect(verdicts, kept).toEqual(["checking", "allowed"]);
    }
  });

  it("with geo-dev-mode, allows without asking (country DEV)", async () => {
    const { verdicts, requests, region } = await visit({ local: { [geoDevModeKey]: "true" } });
    expect(verdicts).toEqual(["allowed"]);
    expect(region).toEqual({ status: "known", allowed: true, country: "DEV" });
    expect(requests).toEqual([]);
    expect((await visit({ local: { [geoDevModeKey]: "1" } })).requests).toHaveLength(1);
  });

  it("logs a failed check and treats it as not allowed, remembering nothing", async () => {
    for (const [answer, logged] of [
      [{ status: 503, body: {} }, "Region check failed: the region check answered 503"],
      [
        { status: 200, body: { allowed: "maybe" } },
        "Region check failed: the region check answered something unexpected",
      ],
      ["unreachable", "Region check failed: Failed to fetch"],
    ] as const) {
      const { verdicts, region, errors, remembered } = await visit({ answer });
      expect(verdicts).toEqual(["checking", "error"]);
      expect(region).toEqual({ status: "error", allowed: false, country: null });
      expect(errors).toEqual([logged]);
      expect(remembered).toBeUndefined();
    }
  });

  it("asks nothing on a page the language script is moving to another language", async () => {
    const { verdicts, requests } = await visit({ leaving: true });
    expect(verdicts).toEqual([]);
    expect(requests).toEqual([]);
  });
});
