import { useSyncExternalStore } from "react";
import { geoDevModeKey, type RegionAnswer, regionAnswerKey } from "./allow-list";

/** Geolocation state: checking, then allowed or not, or failed (not allowed). */
export type RegionState =
  | { status: "checking"; allowed: false; country: null }
  | { status: "known"; allowed: boolean; country: string | null }
  | { status: "error"; allowed: false; country: null };

const checking: RegionState = { status: "checking", allowed: false, country: null };

let state: RegionState = checking;
let started = false;
const listeners = new Set<() => void>();

function settle(next: RegionState) {
  state = next;
  for (const listener of listeners) listener();
}

function isAnswer(value: unknown): value is RegionAnswer {
  const answer = value as RegionAnswer | null;
  return typeof answer?.allowed === "boolean" && (answer.country === null || typeof answer.country === "string");
}

function readRemembered(): RegionAnswer | null {
  try {
    const answer: unknown = JSON.parse(sessionStorage.getItem(regionAnswerKey) ?? "null");
    return isAnswer(answer) ? answer : null;
  } catch {
    return null;
  }
}

function remember(answer: RegionAnswer) {
  try {
    sessionStorage.setItem(regionAnswerKey, JSON.stringify(answer));
  } catch {
    // Storage blocked: the next page asks again.
  }
}

/** The one region check of a visit: our own `/api/region`, or `geo-dev-mode` (forces allowed). */
function check() {
  if (started) return;
  started = true;
  try {
    if (localStorage.getItem(geoDevModeKey) === "true") {
      settle({ status: "known", allowed: true, country: "DEV" });
      return;
    }
  } catch {
    // Storage blocked: ask the server.
  }
  // The answer holds for the visit: the next page shows its gated places without asking again.
  const remembered = readRemembered();
  if (remembered) {
    settle({ status: "known", allowed: remembered.allowed, country: remembered.country });
    return;
  }
  fetch("/api/region", { headers: { accept: "application/json" } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`the region check answered ${response.status}`);
      const answer: unknown = await response.json();
      if (!isAnswer(answer)) throw new Error("the region check answered something unexpected");
      remember(answer);
      settle({ status: "known", allowed: answer.allowed, country: answer.country });
    })
    .catch((error: Error) => {
      // A failed check is logged, and treated as not allowed.
      console.error(`Region check failed: ${error.message}`);
      settle({ status: "error", allowed: false, country: null });
    });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  check();
  return () => listeners.delete(listener);
}

/**
 * The visitor's region, for every gated place: the Jets Privados link, the aviation
 * card, the NBAA news item and the /jets-privados page. One check per visit (kept in session storage), shared by
 * all of them. The server render and hydration see `checking`, so gated items are absent
 * until the check allows them and never flash for a visitor outside the allow-list.
 */
export function useRegion(): RegionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => checking,
  );
}

/** Renders its children only for visitors in the allowed region. */
export function RegionGated({ children }: { children: React.ReactNode }) {
  return useRegion().allowed ? children : null;
}
