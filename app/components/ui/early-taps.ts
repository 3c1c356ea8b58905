import { consentDateKey, consentKey, consentMaxAgeMs, consentRevision, consentRevisionKey } from "~/consent/consent";

/**
 * Taps that come before the page can answer them are answered at once where a dialog answers them,
 * and kept otherwise: a visitor on a slow phone who taps the search button or the cookie settings
 * while the scripts still load sees the dialog open at once, and a tap on a consent button is
 * answered a moment later instead of never (docs/decisions/014-hydrate-only-what-answers.md).
 * The script runs inline in <head>, before anything can be tapped.
 *
 * - A control marked `data-early-open="<id>"` opens that `<dialog>` (in the page's HTML, closed)
 *   at once; the component that owns the dialog takes it over when it hydrates (the search button,
 *   the consent settings). The consent settings' switches are set from the stored choice first.
 * - A control marked `data-early-tap` is kept until React answers taps (`data-react-listening`,
 *   set once the page's frame has hydrated: components/site/hydration-mark.tsx), and the kept taps
 *   are answered then: from then on React itself answers a tap on a part still hydrating, by
 *   hydrating that part at once and then dispatching the tap.
 * - Ctrl+K (or ⌘K) opens the search button's dialog until the button answers the shortcut itself
 *   (`data-shortcut-ready`, set by its effect).
 */
export const reactListeningAttribute = "data-react-listening";
export const earlyTapAttribute = "data-early-tap";
export const earlyOpenAttribute = "data-early-open";
export const shortcutReadyAttribute = "data-shortcut-ready";
/** The consent settings' switches, by category, for the script to set from the stored choice. */
export const consentSwitchAttribute = "data-consent-category";

/** The control a dialog was opened from before the page answered, for focus to return to. */
export function earlyOpener(): HTMLElement | null {
  const opener = (window as unknown as { __earlyOpener?: unknown }).__earlyOpener;
  return opener instanceof HTMLElement ? opener : null;
}

// The stored choice is read as `readStoredConsent` reads it (app/consent/consent.ts): well formed,
// for this revision and younger than its maximum age; anything else leaves every switch off.
const consentSwitches = `function sw(d){var c={};try{var s=localStorage,p=JSON.parse(s.getItem("${consentKey}")||"null"),t=Date.parse(s.getItem("${consentDateKey}")||"");if(p&&s.getItem("${consentRevisionKey}")==="${consentRevision}"&&Date.now()-t<=${consentMaxAgeMs})c=p}catch(e){}d.querySelectorAll("[${consentSwitchAttribute}]").forEach(function(b){var k=b.getAttribute("${consentSwitchAttribute}");if(k!=="necessary")b.setAttribute("aria-checked",c[k]===true?"true":"false")})}`;

export const earlyTapScript = `(function(){var q=window.__earlyTaps=[],r=document.documentElement;${consentSwitches}function open(i,t){var d=document.getElementById(i);if(!d||d.open)return;sw(d);window.__earlyOpener=t;d.showModal()}function stop(e){e.preventDefault();e.stopImmediatePropagation()}document.addEventListener("click",function(e){var t=e.target;t=t&&t.closest?t.closest("[${earlyTapAttribute}],[${earlyOpenAttribute}]"):null;if(!t||r.hasAttribute("${reactListeningAttribute}"))return;stop(e);var o=t.getAttribute("${earlyOpenAttribute}");if(o)open(o,t);else if(q.indexOf(t)<0)q.push(t)},true);document.addEventListener("keydown",function(e){if(!(e.ctrlKey||e.metaKey)||e.altKey||!e.key||e.key.toLowerCase()!=="k")return;var b=document.querySelector("[aria-keyshortcuts][${earlyOpenAttribute}]");if(!b||b.hasAttribute("${shortcutReadyAttribute}"))return;stop(e);open(b.getAttribute("${earlyOpenAttribute}"),b)},true)})();`;

/** Answers the kept taps, in order, once React answers taps (components/site/hydration-mark.tsx). */
export function replayEarlyTaps() {
  const holder = window as unknown as { __earlyTaps?: Element[] };
  const taps = holder.__earlyTaps ?? [];
  holder.__earlyTaps = [];
  queueMicrotask(() => {
    for (const tap of taps) if (tap.isConnected && tap instanceof HTMLElement) tap.click();
  });
}
