import { useSyncExternalStore } from "react";

/** The four consent categories; `necessary` is always true. */
export const consentCategories = ["necessary", "analytics", "personalization", "thirdParty"] as const;
export type ConsentCategory = (typeof consentCategories)[number];
export type ConsentChoices = Record<ConsentCategory, boolean>;

/** Local-storage keys: the choice, its ISO date, and the revision of the categories it was made for. */
export const consentKey = "cookieConsent";
export const consentDateKey = "cookieConsentDate";
export const consentRevisionKey = "cookieConsentRevision";
/**
 * Raise when the categories or what they allow change: everyone is asked again. 2: analytics also
 * keeps the visit's first page in the browser, sent with a request (app/leads/forms/visit-source.ts).
 */
export const consentRevision = 2;
/** A choice older than this is asked again (the Spanish DPA's guidance: at most 24 months; we use 12). */
export const consentMaxAgeMs = 365 * 24 * 60 * 60 * 1000;
/** The settings dialog's id: the footer's cookie button opens it by it before the page has hydrated. */
export const consentSettingsId = "consent-settings";
/** The banner appears this long after load. */
export const bannerDelayMs = 1000;

/**
 * How long until the banner is due, a second after the page's load event, at `now` (both as
 * `performance.now()` counts): at once when that second has passed, or a whole second when the
 * load time is unknown.
 */
export function bannerDueIn(loadedAt: number | undefined, now: number): number {
  return Math.max(0, (loadedAt ?? now) + bannerDelayMs - now);
}

/**
 * On <html> while the visitor allows third-party content: set by the head's script from the stored
 * choice before the page is drawn, and by `saveConsent`. The stylesheet shows a third party's frame
 * or its placeholder by it, so the map is there from the first paint, before the page's scripts.
 */
export const thirdPartyAllowedAttribute = "data-consent-third-party";
/** A third party's frame carries its address here, and loads it (`src`) only while allowed. */
export const consentFrameSourceAttribute = "data-consent-src";
/** What stands in for a third party's frame while it is not allowed. */
export const consentPlaceholderAttribute = "data-consent-placeholder";

export const noOptionalConsent: ConsentChoices = {
  necessary: true,
  analytics: false,
  personalization: false,
  thirdParty: false,
};
export const allConsent: ConsentChoices = { necessary: true, analytics: true, personalization: true, thirdParty: true };

export type ConsentState = {
  /** `unknown` until read in the browser (server render and hydration). */
  status: "unknown" | "needed" | "given";
  choices: ConsentChoices;
  /** The settings dialog is open. */
  settingsOpen: boolean;
};

/** The stored choice, if it is valid: well formed, for this revision and younger than 12 months. */
export function readStoredConsent(storage: Pick<Storage, "getItem">, now = Date.now()): ConsentChoices | null {
  try {
    const raw = storage.getItem(consentKey);
    const date = Date.parse(storage.getItem(consentDateKey) ?? "");
    if (!raw || Number.isNaN(date) || now - date > consentMaxAgeMs) return null;
    if (storage.getItem(consentRevisionKey) !== String(consentRevision)) return null;
    const parsed = JSON.parse(raw) as Partial<ConsentChoices>;
    const choices = { ...noOptionalConsent };
    for (const category of consentCategories) {
      if (typeof parsed[category] !== "boolean") return null;
      choices[category] = parsed[category];
    }
    return { ...choices, necessary: true };
  } catch {
    return null;
  }
}

const unknown: ConsentState = { status: "unknown", choices: noOptionalConsent, settingsOpen: false };
let state: ConsentState = unknown;
let loaded = false;
const listeners = new Set<() => void>();

function set(next: ConsentState) {
  state = next;
  for (const listener of listeners) listener();
}

function load() {
  if (loaded || typeof window === "undefined") return;
  loaded = true;
  let stored: ConsentChoices | null = null;
  try {
    stored = readStoredConsent(localStorage);
  } catch {
    stored = null;
  }
  state = stored ? { status: "given", choices: stored, settingsOpen: false } : { ...unknown, status: "needed" };
}

/**
 * What the page shows of third parties, for a choice: the mark on <html> the stylesheet reads, and
 * each third party's frame loaded while allowed and emptied once withdrawn (the head's script does
 * the same for the stored choice: components/ui/early-taps.ts).
 */
export function showThirdParties(allowed: boolean, page: Document | undefined = globalThis.document) {
  if (!page) return;
  page.documentElement.toggleAttribute(thirdPartyAllowedAttribute, allowed);
  for (const frame of page.querySelectorAll<HTMLIFrameElement>(`iframe[${consentFrameSourceAttribute}]`)) {
    if (allowed && !frame.hasAttribute("src")) frame.src = frame.getAttribute(consentFrameSourceAttribute) ?? "";
    else if (!allowed) frame.removeAttribute("src");
  }
}

/** Saves a choice: the choice and its date at once, then banner and dialog close. */
export function saveConsent(choices: ConsentChoices) {
  const clean = { ...choices, necessary: true };
  try {
    localStorage.setItem(consentKey, JSON.stringify(clean));
    localStorage.setItem(consentDateKey, new Date().toISOString());
    localStorage.setItem(consentRevisionKey, String(consentRevision));
  } catch {
    // Storage blocked: the choice holds for this page view.
  }
  showThirdParties(clean.thirdParty);
  set({ status: "given", choices: clean, settingsOpen: false });
}

export function openConsentSettings() {
  load();
  set({ ...state, settingsOpen: true });
}

export function closeConsentSettings() {
  set({ ...state, settingsOpen: false });
}

const subscribe = (listener: () => void) => {
  load();
  listeners.add(listener);
  // The first subscriber may have loaded the stored choice: tell it.
  queueMicrotask(listener);
  return () => listeners.delete(listener);
};

/**
 * The visitor's consent, for everything optional: the map frame, the analytics script. Server
 * render and hydration see `unknown` (nothing optional), then the stored choice applies.
 */
export function useConsent(): ConsentState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => unknown,
  );
}
