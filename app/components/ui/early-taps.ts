/**
 * Taps that come before the page can answer them are kept and answered once it can: a visitor on
 * a slow phone who taps the search button or a consent button while the scripts still load sees
 * it open a moment later instead of nothing (docs/decisions/014-hydrate-only-what-answers.md).
 * A control opts in with `data-early-tap`; Ctrl+K (or ⌘K) is kept for the search button. The
 * script runs inline in <head>, before anything can be tapped.
 *
 * A tap is kept only until React answers taps (`data-react-listening`, set once the page's frame
 * has hydrated: components/site/hydration-mark.tsx), and the kept taps are answered then: from then
 * on React itself answers a tap on a part still hydrating, by hydrating that part at once and then
 * dispatching the tap. Ctrl+K is answered by an effect's listener, so it is kept until the page has
 * hydrated (`data-hydrated`) and answered then.
 */
export const reactListeningAttribute = "data-react-listening";
export const earlyTapAttribute = "data-early-tap";

export const earlyTapScript = `(function(){var q=window.__earlyTaps=[],r=document.documentElement;function keep(e,t,a){if(!t||r.hasAttribute(a))return;e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(t)<0)q.push(t)}document.addEventListener("click",function(e){var t=e.target;keep(e,t&&t.closest?t.closest("[${earlyTapAttribute}]"):null,"${reactListeningAttribute}")},true);document.addEventListener("keydown",function(e){if((e.ctrlKey||e.metaKey)&&!e.altKey&&e.key&&e.key.toLowerCase()==="k")keep(e,document.querySelector("[${earlyTapAttribute}][aria-keyshortcuts]"),"data-hydrated")},true)})();`;

/**
 * Answers the kept taps, in order: once React answers taps, and again once every effect of the
 * hydration has run, for a Ctrl+K kept until then (components/site/hydration-mark.tsx).
 */
export function replayEarlyTaps() {
  const holder = window as unknown as { __earlyTaps?: Element[] };
  const taps = holder.__earlyTaps ?? [];
  holder.__earlyTaps = [];
  queueMicrotask(() => {
    for (const tap of taps) if (tap.isConnected && tap instanceof HTMLElement) tap.click();
  });
}
