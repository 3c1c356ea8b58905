import { geoDevModeKey, regionAnswerKey } from "./allow-list";
import { regionAttribute } from "./region-shown";

/** Geolocation state: checking, then allowed or not, or failed (not allowed). */
export type RegionState =
  | { status: "checking"; allowed: false; country: null }
  | { status: "known"; allowed: boolean; country: string | null }
  | { status: "error"; allowed: false; country: null };

/** Where the head's script keeps its answer for the page's scripts (`useRegion`). */
export type RegionHolder = { __region?: RegionState };

/** Dispatched on `window` each time the head's script settles the answer. */
export const regionSettledEvent = "region-settled";

/**
 * The one region check of a visit, run by the head's script (root.tsx) before anything is painted,
 * so that the gated places of a page show, or stay hidden, without the page's scripts (which start
 * only when the visitor reaches for the page: docs/decisions/026-scripts-when-the-visitor-reaches.md):
 *
 * - `geo-dev-mode` set to 'true' in local storage forces allowed (country DEV);
 * - else the visit's answer, kept in session storage, holds: the next page shows at once;
 * - else it asks our own `/api/region`, at low priority (a phone must not fetch it before the
 *   hero's image), and keeps the answer. A failed check is logged, and treated as not allowed.
 *
 * It writes the verdict on <html> (`regionAttribute`), which the stylesheet shows the gated places
 * by (region-shown.ts), and keeps the answer on `window` (`RegionHolder`), announcing each one
 * (`regionSettledEvent`), for what needs the page's scripts (the search palette's entries).
 *
 * Built by a function marked pure, so that the client bundle, which imports this module for its
 * names, keeps none of its text.
 */
export const earlyRegionScript = /* @__PURE__ */ earlyRegionScriptText();

function earlyRegionScriptText() {
  const isAnswer = `function ok(a){return!!a&&typeof a.allowed==="boolean"&&(a.country===null||typeof a.country==="string")}`;
  const settle = `function set(s){w.__region=s;r.setAttribute("${regionAttribute}",s.status==="known"?(s.allowed?"allowed":"denied"):s.status);try{w.dispatchEvent(new Event("${regionSettledEvent}"))}catch(e){}}function known(a){set({status:"known",allowed:a.allowed,country:a.country})}function fail(e){console.error("Region check failed: "+(e&&e.message));set({status:"error",allowed:false,country:null})}`;
  const ask = `try{fetch("/api/region",{headers:{accept:"application/json"},priority:"low"}).then(function(x){if(!x.ok)throw new Error("the region check answered "+x.status);return x.json()}).then(function(a){if(!ok(a))throw new Error("the region check answered something unexpected");try{sessionStorage.setItem(k,JSON.stringify({country:a.country,allowed:a.allowed}))}catch(e){}known(a)}).catch(fail)}catch(e){fail(e)}`;
  // The language script, run just before, hides a page it is moving to another language: such a
  // page is being left, and asks nothing.
  return `(function(){var w=window,r=document.documentElement,k=${JSON.stringify(regionAnswerKey)};if(r.style.visibility==="hidden")return;${isAnswer}${settle}try{if(localStorage.getItem(${JSON.stringify(geoDevModeKey)})==="true")return known({allowed:true,country:"DEV"})}catch(e){}try{var m=JSON.parse(sessionStorage.getItem(k)||"null");if(ok(m))return known(m)}catch(e){}set({status:"checking",allowed:false,country:null});${ask}})();`;
}
