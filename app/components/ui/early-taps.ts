import {
  bannerDelayMs,
  consentCategories,
  consentDateKey,
  consentFrameSourceAttribute,
  consentKey,
  consentMaxAgeMs,
  consentRevision,
  consentRevisionKey,
  thirdPartyAllowedAttribute,
} from "~/consent/consent";

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
 * - A control marked `data-early-tap`, and any button that is not the browser's own, is kept until
 *   React answers taps (`data-react-listening`, set once the page's frame has hydrated:
 *   components/site/hydration-mark.tsx), and the kept taps are answered then: from then on React
 *   itself answers a tap on a part still hydrating, by hydrating that part at once and then
 *   dispatching the tap. Keeping a tap starts the page's modules, if nothing has yet
 *   (`__startModules`, server/http/modules-on-reach.server.ts).
 * - It tells the page's module starter whether the visitor allows analytics (`__analyticsAllowed`,
 *   from the stored choice, read as `readStoredConsent` reads it): such a page starts its modules
 *   at once.
 * - Ctrl+K (or ⌘K) opens the search button's dialog until the button answers the shortcut itself
 *   (`data-shortcut-ready`, set by its effect).
 * - It marks <html> while the stored choice allows third-party content, and loads the frames that
 *   wait for it once the page is parsed (`showThirdParties` in app/consent/consent.ts does the
 *   same for a choice made later): the map is there from the first paint.
 * - It notes when the page finished loading (`pageLoadedAt`): the cookie banner is due a second
 *   after that, whoever shows it.
 */
export const reactListeningAttribute = "data-react-listening";
export const earlyTapAttribute = "data-early-tap";
export const earlyOpenAttribute = "data-early-open";
export const shortcutReadyAttribute = "data-shortcut-ready";
/**
 * Marks an element whose page cannot do what it is for without its scripts (the 404 page, which
 * logs the unknown address): such a page starts its modules once it has painted,
 * without waiting for the visitor to reach for it (server/http/modules-on-reach.server.ts).
 */
export const scriptsAtOnceAttribute = "data-scripts-at-once";
/**
 * Marks a control that only the page's scripts answer (the room view's button, the search, the
 * cookie settings), rendered by the server so that a visitor whose browser runs scripts has it from
 * the first paint and a tap on it is kept until React answers; a browser that runs none hides it
 * (`noScriptStyle`), and a `<noscript>` sentence beside it says what it would have done.
 */
export const needsScriptAttribute = "data-needs-script";
/** The props that mark such a control (`needsScriptAttribute`), to spread on it. */
export const needsScript = { [needsScriptAttribute]: "" } as const;
/** For <head>, inside <noscript>: what a browser that runs no scripts does not show. */
export const noScriptStyle = `[${needsScriptAttribute}]{display:none}`;

/** The consent settings' switches, by category, for the script to set from the stored choice. */
export const consentSwitchAttribute = "data-consent-category";

/** The control a dialog was opened from before the page answered, for focus to return to. */
export function earlyOpener(): HTMLElement | null {
  const opener = (window as unknown as { __earlyOpener?: unknown }).__earlyOpener;
  return opener instanceof HTMLElement ? opener : null;
}

/** When the page's load event came (`performance.now()`), noted by the head's script; undefined before. */
export function pageLoadedAt(): number | undefined {
  const loadedAt = (window as unknown as { __loadedAt?: unknown }).__loadedAt;
  return typeof loadedAt === "number" ? loadedAt : undefined;
}

/** Marks <html> while the visitor has no valid consent choice: the cookie banner shows only then. */
export const consentNeededAttribute = "data-consent-needed";
/** The cookie banner (components/site/consent-banner.tsx), in every page's HTML. */
export const consentBannerAttribute = "data-consent-banner";
/** On the banner once it has slid up (1 s after load), no longer inert. */
export const bannerShownAttribute = "data-shown";
/** The banner's two choices, answered by the head's script until React answers: `all` or `necessary`. */
export const consentChoiceAttribute = "data-consent-choice";

/**
 * The head's script (root.tsx, sent by the server only). Built by a function marked pure, so that
 * the client bundle, which imports this module for its names and never uses the script, keeps none
 * of its text (a template at the module's top level left pieces of itself in the bundle).
 */
export const earlyTapScript = /* @__PURE__ */ earlyTapScriptText();

function earlyTapScriptText() {
  // The stored choice is read as `readStoredConsent` reads it (app/consent/consent.ts): well formed
  // (a boolean for every category), for this revision and younger than its maximum age; anything
  // else is no choice (null). A choice is written as `saveConsent` writes it.
  const storedConsent = `function sc(){try{var s=localStorage,p=JSON.parse(s.getItem("${consentKey}")||"null"),t=Date.parse(s.getItem("${consentDateKey}")||"");if(!p||isNaN(t)||Date.now()-t>${consentMaxAgeMs}||s.getItem("${consentRevisionKey}")!=="${consentRevision}")return null;for(var i=0,k=${JSON.stringify(consentCategories)};i<k.length;i++)if(typeof p[k[i]]!=="boolean")return null;return p}catch(e){return null}}function save(a){var c={${consentCategories.map((category) => `${category}:${category === "necessary" ? "true" : "a"}`).join(",")}};try{var s=localStorage;s.setItem("${consentKey}",JSON.stringify(c));s.setItem("${consentDateKey}",new Date().toISOString());s.setItem("${consentRevisionKey}","${consentRevision}")}catch(e){}return c}`;
  const consentSwitches = `function sw(d){var c=sc()||{};d.querySelectorAll("[${consentSwitchAttribute}]").forEach(function(b){var k=b.getAttribute("${consentSwitchAttribute}");if(k!=="necessary")b.setAttribute("aria-checked",c[k]===true?"true":"false")})}`;

  // Third parties as `showThirdParties` (app/consent/consent.ts) shows them: the mark on <html>,
  // and each waiting frame loaded while allowed, emptied once withdrawn.
  const thirdParties = `function tp(a){if(a)r.setAttribute("${thirdPartyAllowedAttribute}","");else r.removeAttribute("${thirdPartyAllowedAttribute}");document.querySelectorAll("iframe[${consentFrameSourceAttribute}]").forEach(function(f){if(!a)f.removeAttribute("src");else if(!f.hasAttribute("src"))f.src=f.getAttribute("${consentFrameSourceAttribute}")})}tp(!!(sv&&sv.thirdParty===true));document.addEventListener("DOMContentLoaded",function(){if(r.hasAttribute("${thirdPartyAllowedAttribute}"))tp(true)});`;

  /**
   * The banner without React: marked needed at once, slid up 1 s after load (unless React answers
   * by then: it then shows it itself at the same moment, from the load time noted here), and its
   * two choices saved at once, which hides it.
   */
  const consentBanner = `var sv=sc();window.__analyticsAllowed=!!(sv&&sv.analytics===true);if(!sv)r.setAttribute("${consentNeededAttribute}","");${thirdParties}window.addEventListener("load",function(){window.__loadedAt=performance.now();setTimeout(function(){var b=document.querySelector("[${consentBannerAttribute}]");if(!b||!r.hasAttribute("${consentNeededAttribute}")||r.hasAttribute("${reactListeningAttribute}"))return;b.setAttribute("${bannerShownAttribute}","");b.removeAttribute("inert");b.removeAttribute("aria-hidden")},${bannerDelayMs})});function choose(t){var c=save(t.getAttribute("${consentChoiceAttribute}")==="all");window.__analyticsAllowed=c.analytics;r.removeAttribute("${consentNeededAttribute}");tp(c.thirdParty)}`;

  /**
   * What is kept until React answers: a control marked `data-early-tap`, and any other button that
   * is not the browser's own (`popovertarget` opens its menu without script): before the page's
   * modules have started, a button only React answers would do nothing.
   */
  const keptSelector = `[${earlyTapAttribute}],[${earlyOpenAttribute}],[${consentChoiceAttribute}],button[type=button]:not([popovertarget])`;

  return `(function(){var q=window.__earlyTaps=[],r=document.documentElement;${storedConsent}${consentSwitches}${consentBanner}function open(i,t){var d=document.getElementById(i);if(!d||d.open)return;sw(d);window.__earlyOpener=t;d.showModal()}function stop(e){e.preventDefault();e.stopImmediatePropagation()}document.addEventListener("click",function(e){var t=e.target;t=t&&t.closest?t.closest("${keptSelector}"):null;if(!t||r.hasAttribute("${reactListeningAttribute}"))return;stop(e);var o=t.getAttribute("${earlyOpenAttribute}");if(o)open(o,t);else if(t.hasAttribute("${consentChoiceAttribute}"))choose(t);else if(q.indexOf(t)<0)q.push(t);if(window.__startModules)window.__startModules()},true);document.addEventListener("keydown",function(e){if(!(e.ctrlKey||e.metaKey)||e.altKey||!e.key||e.key.toLowerCase()!=="k")return;var b=document.querySelector("[aria-keyshortcuts][${earlyOpenAttribute}]");if(!b||b.hasAttribute("${shortcutReadyAttribute}"))return;stop(e);open(b.getAttribute("${earlyOpenAttribute}"),b)},true)})();`;
}

/** Answers the kept taps, in order, once React answers taps (components/site/hydration-mark.tsx). */
export function replayEarlyTaps() {
  const holder = window as unknown as { __earlyTaps?: Element[] };
  const taps = holder.__earlyTaps ?? [];
  holder.__earlyTaps = [];
  queueMicrotask(() => {
    for (const tap of taps) if (tap.isConnected && tap instanceof HTMLElement) tap.click();
  });
}
