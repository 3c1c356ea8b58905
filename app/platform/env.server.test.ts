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

  it("sends leads to a CRM only with an http(s) webhook URL and a secret of at least 16 characters", () => {
    const url = "https://crm.example/hooks/leads";
    expect(parseEnv({}).LEADS_WEBHOOK_URL).toBeUndefined();
    expect(() => parseEnv({ LEADS_WEBHOOK_URL: url })).toThrow(
      /LEADS_WEBHOOK_SECRET: required when LEADS_WEBHOOK_URL is set/,
    );
    // Named together with any other wrong variable, in one message.
    expect(() => parseEnv({ LEADS_WEBHOOK_URL: url, PORT: "none" })).toThrow(/PORT:[\s\S]*LEADS_WEBHOOK_SECRET:/);
    expect(() => parseEnv({ LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: "short" })).toThrow(
      /LEADS_WEBHOOK_SECRET: at least 16 characters/,
    );
    expect(() => parseEnv({ LEADS_WEBHOOK_URL: "ftp://crm.example/", LEADS_WEBHOOK_SECRET: "a".repeat(16) })).toThrow(
      /LEADS_WEBHOOK_URL/,
    );
    // fetch refuses them, and its error would carry the password into the log.
    expect(() =>
      parseEnv({ LEADS_WEBHOOK_URL: "https://user:pass@crm.example/hook", LEADS_WEBHOOK_SECRET: "a".repeat(16) }),
    ).toThrow(/LEADS_WEBHOOK_URL: no user or password in the address/);
    expect(() => parseEnv({ LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: "whsec_not base64 at all!" })).toThrow(
      /LEADS_WEBHOOK_SECRET: whsec_ must be followed by the key in base64/,
    );
    const secret = `whsec_${Buffer.from("a key of twenty-four byt").toString("base64")}`;
    expect(parseEnv({ LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: secret })).toMatchObject({
      LEADS_WEBHOOK_URL: url,
      LEADS_WEBHOOK_SECRET: secret,
    });
    expect(
      parseEnv({ LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: "a plain secret, long enough" }).LEADS_WEBHOOK_SECRET,
    ).toBe("a plain secret, long enough");
  });
});
