import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  allConsent,
  consentDateKey,
  consentFrameSourceAttribute,
  consentKey,
  consentRevision,
  consentRevisionKey,
  noOptionalConsent,
  thirdPartyAllowedAttribute,
} from "~/consent/consent";
import {
  bannerShownAttribute,
  consentBannerAttribute,
  consentChoiceAttribute,
  consentNeededAttribute,
  earlyTapScript,
  reactListeningAttribute,
} from "./early-taps";

type Listener = (event: unknown) => void;

/** An element as far as the head's script touches it: attributes, and a frame's `src`. */
class FakeElement {
  attributes = new Map<string, string>();
  constructor(attributes: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(attributes)) this.attributes.set(name, value);
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  set src(value: string) {
    this.attributes.set("src", value);
  }
  closest() {
    return this;
  }
}

/**
 * Runs the inline <head> script as a browser would, on a page with the map's frame and the cookie
 * banner, a stored choice (or none) and a clock the test moves.
 */
function page(stored: typeof allConsent | null) {
  const storage = new Map<string, string>();
  if (stored) {
    storage.set(consentKey, JSON.stringify(stored));
    storage.set(consentDateKey, new Date().toISOString());
    storage.set(consentRevisionKey, String(consentRevision));
  }
  const html = new FakeElement();
  const frame = new FakeElement({ [consentFrameSourceAttribute]: "https://www.openstreetmap.org/export/embed.html" });
  const banner = new FakeElement({ [consentBannerAttribute]: "", inert: "", "aria-hidden": "true" });
  const windowListeners = new Map<string, Listener[]>();
  const documentListeners = new Map<string, Listener[]>();
  const listen = (listeners: Map<string, Listener[]>) => (type: string, listener: Listener) =>
    listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  // The script runs in <head>, before the body (and the frame in it) is parsed.
  let parsed = false;
  let now = 0;
  let timers: { at: number; run: () => void }[] = [];
  const sandbox: Record<string, unknown> = {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
    performance: { now: () => now },
    setTimeout: (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
    addEventListener: listen(windowListeners),
    document: {
      documentElement: html,
      addEventListener: listen(documentListeners),
      querySelector: (selector: string) => (selector.includes(consentBannerAttribute) ? banner : null),
      querySelectorAll: (selector: string) => (parsed && selector.startsWith("iframe") ? [frame] : []),
      getElementById: () => null,
    },
  };
  sandbox.window = sandbox;
  runInNewContext(earlyTapScript, sandbox);

  const fire = (listeners: Map<string, Listener[]>, type: string, event: unknown = {}) => {
    for (const listener of listeners.get(type) ?? []) listener(event);
  };
  return {
    html,
    frame,
    banner,
    sandbox,
    storage,
    parsed: () => {
      parsed = true;
      fire(documentListeners, "DOMContentLoaded");
    },
    loaded: () => fire(windowListeners, "load"),
    /** Moves the clock on, running the timers that come due. */
    wait: (ms: number) => {
      now += ms;
      const due = timers.filter((timer) => timer.at <= now);
      timers = timers.filter((timer) => timer.at > now);
      for (const timer of due) timer.run();
    },
    tap: (target: FakeElement) =>
      fire(documentListeners, "click", { target, preventDefault() {}, stopImmediatePropagation() {} }),
  };
}

describe("the head's script and the map behind consent", () => {
  it("marks a visitor who allowed third parties before the page is drawn, and loads the map once it is parsed", () => {
    const visit = page({ ...noOptionalConsent, thirdParty: true });
    expect(visit.html.hasAttribute(thirdPartyAllowedAttribute)).toBe(true);
    expect(visit.frame.hasAttribute("src")).toBe(false);
    visit.parsed();
    expect(visit.frame.getAttribute("src")).toBe("https://www.openstreetmap.org/export/embed.html");
  });

  it("leaves the map unloaded, its placeholder shown, for a visitor who did not allow them or has not chosen", () => {
    for (const stored of [noOptionalConsent, { ...allConsent, thirdParty: false }, null]) {
      const visit = page(stored);
      visit.parsed();
      visit.loaded();
      expect(visit.html.hasAttribute(thirdPartyAllowedAttribute)).toBe(false);
      expect(visit.frame.hasAttribute("src")).toBe(false);
    }
  });

  it("loads the map at once when the banner's 'accept all' is tapped before the page's scripts run", () => {
    const visit = page(null);
    visit.parsed();
    visit.tap(new FakeElement({ [consentChoiceAttribute]: "all" }));
    expect(visit.html.hasAttribute(thirdPartyAllowedAttribute)).toBe(true);
    expect(visit.frame.hasAttribute("src")).toBe(true);
    expect(visit.html.hasAttribute(consentNeededAttribute)).toBe(false);
  });
});

describe("the head's script and the cookie banner", () => {
  it("notes when the page loaded and slides the banner up a second later, not before", () => {
    const visit = page(null);
    expect(visit.html.hasAttribute(consentNeededAttribute)).toBe(true);
    visit.wait(700);
    visit.loaded();
    expect(visit.sandbox.__loadedAt).toBe(700);
    visit.wait(999);
    expect(visit.banner.hasAttribute(bannerShownAttribute)).toBe(false);
    visit.wait(1);
    expect(visit.banner.hasAttribute(bannerShownAttribute)).toBe(true);
    expect(visit.banner.hasAttribute("inert")).toBe(false);
    expect(visit.banner.hasAttribute("aria-hidden")).toBe(false);
  });

  it("leaves the banner to React once React answers, which shows it at the same moment from the noted load time", () => {
    const visit = page(null);
    visit.loaded();
    visit.html.setAttribute(reactListeningAttribute, "");
    visit.wait(1000);
    expect(visit.banner.hasAttribute(bannerShownAttribute)).toBe(false);
    expect(visit.sandbox.__loadedAt).toBe(0);
  });

  it("never shows it to a visitor with a valid stored choice", () => {
    const visit = page(noOptionalConsent);
    visit.loaded();
    visit.wait(5000);
    expect(visit.html.hasAttribute(consentNeededAttribute)).toBe(false);
    expect(visit.banner.hasAttribute(bannerShownAttribute)).toBe(false);
  });
});
