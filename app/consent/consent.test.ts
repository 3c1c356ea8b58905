import { describe, expect, it } from "vitest";
import {
  bannerDueIn,
  consentDateKey,
  consentFrameSourceAttribute,
  consentKey,
  consentRevision,
  consentRevisionKey,
  readStoredConsent,
  showThirdParties,
  thirdPartyAllowedAttribute,
} from "./consent";

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

describe("the cookie banner's moment", () => {
  it("is a second after the page's load event, however late the page's scripts count from", () => {
    // Loaded at 800 ms: due at 1,800 ms, whether React asks at 900 ms or at 1,500 ms.
    expect(bannerDueIn(800, 900)).toBe(900);
    expect(bannerDueIn(800, 1500)).toBe(300);
  });

  it("is now when that second has passed, and a whole second when the load time is unknown", () => {
    expect(bannerDueIn(800, 4000)).toBe(0);
    expect(bannerDueIn(undefined, 4000)).toBe(1000);
  });
});

describe("third parties on the page, for a choice", () => {
  /** A page with the map's frame, as far as `showThirdParties` touches it. */
  function pageWithMap() {
    const marks = new Set<string>();
    const frameAttributes = new Map([[consentFrameSourceAttribute, "https://www.openstreetmap.org/export/embed.html"]]);
    const frame = {
      hasAttribute: (name: string) => frameAttributes.has(name),
      getAttribute: (name: string) => frameAttributes.get(name) ?? null,
      removeAttribute: (name: string) => frameAttributes.delete(name),
      set src(value: string) {
        frameAttributes.set("src", value);
      },
    };
    const page = {
      documentElement: {
        toggleAttribute: (name: string, on: boolean) => (on ? marks.add(name) : marks.delete(name)),
      },
      querySelectorAll: () => [frame],
    } as unknown as Document;
    return { page, marks, frameAttributes };
  }

  it("loads the map and marks the page when allowed, and empties the frame when withdrawn", () => {
    const { page, marks, frameAttributes } = pageWithMap();
    showThirdParties(true, page);
    expect(marks.has(thirdPartyAllowedAttribute)).toBe(true);
    expect(frameAttributes.get("src")).toBe("https://www.openstreetmap.org/export/embed.html");
    showThirdParties(false, page);
    expect(marks.has(thirdPartyAllowedAttribute)).toBe(false);
    expect(frameAttributes.has("src")).toBe(false);
  });

  it("does not load a frame again that already shows the map", () => {
    const { page, frameAttributes } = pageWithMap();
    frameAttributes.set("src", "https://www.openstreetmap.org/export/embed.html#moved");
    showThirdParties(true, page);
    expect(frameAttributes.get("src")).toBe("https://www.openstreetmap.org/export/embed.html#moved");
  });
});
