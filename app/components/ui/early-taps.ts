/**
 * Taps that come before the page has hydrated are kept and answered once it has: a visitor on a
 * slow phone who taps the search button or a consent button while the scripts still load sees it
 * open a moment later instead of nothing (docs/decisions/014-hydrate-only-what-answers.md).
 * A control opts in with `data-early-tap`; Ctrl+K (or ⌘K) is kept for the search button. The
 * script runs inline in <head>, before anything can be tapped.
 */
export const earlyTapAttribute = "data-early-tap";

export const earlyTapScript = `(function(){var q=window.__earlyTaps=[],r=document.documentElement;function keep(e,t){if(!t||r.hasAttribute("data-hydrated"))return;e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(t)<0)q.push(t)}document.addEventListener("click",function(e){var t=e.target;keep(e,t&&t.closest?t.closest("[${earlyTapAttribute}]"):null)},true);document.addEventListener("keydown",function(e){if((e.ctrlKey||e.metaKey)&&!e.altKey&&e.key&&e.key.toLowerCase()==="k")keep(e,document.querySelector("[${earlyTapAttribute}][aria-keyshortcuts]"))},true)})();`;

/** Answers the kept taps, in order, once every effect of the hydration has run. */
export function replayEarlyTaps() {
  const holder = window as unknown as { __earlyTaps?: Element[] };
  const taps = holder.__earlyTaps ?? [];
  holder.__earlyTaps = [];
  queueMicrotask(() => {
    for (const tap of taps) if (tap.isConnected && tap instanceof HTMLElement) tap.click();
  });
}
