import { describe, expect, it } from "vitest";
import { consentDateKey, consentKey, consentRevision, consentRevisionKey, readStoredConsent } from "./consent";

const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });
const now = Date.parse("2026-11-22T10:00:00Z");
const choice = { necessary: true, analytics: true, personalization: false, thirdParty: true };
const stored = (overrides: Record<string, string> = {}) =>
  storage({
    [consentKey]: JSON.stringify(choice),
    [consentDateKey]: "2026-06-01T10:00:00.000Z",
    [consentRevisionKey]: String(consentRevision),
    ...overrides,
  });

describe("a stored consent choice", () => {
  it("holds when it is well formed, for this revision and younger than 12 months", () => {
    expect(readStoredConsent(stored(), now)).toEqual(choice);
  });

  it("is asked again after 12 months", () => {
    expect(readStoredConsent(stored({ [consentDateKey]: "2025-11-01T10:00:00.000Z" }), now)).toBeNull();
  });

  it("is asked again when it was given to an older revision of the categories", () => {
    expect(readStoredConsent(stored({ [consentRevisionKey]: "0" }), now)).toBeNull();
    const withoutRevision = storage({ [consentKey]: JSON.stringify(choice), [consentDateKey]: "2026-06-01T10:00:00Z" });
    expect(readStoredConsent(withoutRevision, now)).toBeNull();
  });

  it("is ignored when damaged, and necessary is always on", () => {
    expect(readStoredConsent(stored({ [consentKey]: "{not json" }), now)).toBeNull();
    expect(readStoredConsent(stored({ [consentKey]: JSON.stringify({ analytics: true }) }), now)).toBeNull();
    expect(readStoredConsent(stored({ [consentKey]: JSON.stringify({ ...choice, necessary: false }) }), now)).toEqual(
      choice,
    );
  });
});
