import { useSyncExternalStore } from "react";
import { type RegionHolder, type RegionState, regionSettledEvent } from "./early-region";

export type { RegionState } from "./early-region";

const checking: RegionState = { status: "checking", allowed: false, country: null };

/** The head's answer (early-region.ts); `checking` on a page without that script. */
function current(): RegionState {
  return (window as RegionHolder).__region ?? checking;
}

function subscribe(listener: () => void) {
  window.addEventListener(regionSettledEvent, listener);
  return () => window.removeEventListener(regionSettledEvent, listener);
}

/**
 * The visitor's region, for what needs the page's scripts to show it (the search palette's
 * entries): the answer of the head's one check per visit (early-region.ts), which the gated places
 * in the page's HTML are already shown by (region-shown.ts). The server render and hydration see
 * `checking`, so hydration never differs from the server's HTML; the answer applies right after.
 */
export function useRegion(): RegionState {
  return useSyncExternalStore(subscribe, current, () => checking);
}
