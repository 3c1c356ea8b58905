import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("configuration", () => {
  it("reads TRUST_PROXY as a number of proxy hops", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    for (const wrong of ["yes", "-1", "1.5", "11", "loopback"]) {
      expect(() => parseEnv({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY: use the number of proxy hops/);
    }
  });

  it("keeps leads two years and sent e-mail bodies 30 days unless told otherwise", () => {
    expect(parseEnv({})).toMatchObject({ LEAD_RETENTION_DAYS: 730, OUTBOX_KEEP_DAYS: 30 });
    expect(parseEnv({ LEAD_RETENTION_DAYS: "365", OUTBOX_KEEP_DAYS: "7" })).toMatchObject({
      LEAD_RETENTION_DAYS: 365,
      OUTBOX_KEEP_DAYS: 7,
    });
    expect(() => parseEnv({ LEAD_RETENTION_DAYS: "0" })).toThrow(/LEAD_RETENTION_DAYS/);
    expect(() => parseEnv({ OUTBOX_KEEP_DAYS: "forever" })).toThrow(/OUTBOX_KEEP_DAYS/);
  });

  it("wants a metrics token long enough not to be guessed", () => {
    expect(() => parseEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    expect(parseEnv({ METRICS_TOKEN: "a".repeat(32) }).METRICS_TOKEN).toHaveLength(32);
  });
});
