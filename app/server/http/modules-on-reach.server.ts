import { scriptsAtOnceAttribute } from "~/components/ui/early-taps";

/**
 * A page without React Router's module preloads (`withModulesOnReach` preloads them later).
 *
 * The page is complete without script: its text, its stylesheet (written into the page), the hero
 * image and the fonts are what a visitor waits for. `<Scripts>` writes a `<link rel=modulepreload>`
 * for every module of the page (~120 KB), and the browser fetches them first, at high priority,
 * sharing a phone's bandwidth with the hero image and the fonts. Without them the modules are
 * fetched once the document is parsed, through the imports of the module script at the end of the
 * page: the first paint and the hero image come ~0.7 s sooner on a simulated mid-range phone, and
 * hydration starts a little later. `<Scripts>` has no option for it, hence this rewrite of its
 * output; once hydrated, React puts the links back, which fetches nothing new.
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(modulePreload, "");
}

/** React Router's `<link rel="modulepreload" href="…"/>`, its address captured. */
const modulePreload = /<link rel="modulepreload"(?:[^>]*?\shref="([^"]+)")?[^>]*\/>/g;

/** The id of the inert copy of React Router's module script (see `withModulesOnReach`). */
const modulesId = "page-modules";

/** Marks the inert copies of React Router's scripts that carry the page's data (see `withModulesOnReach`). */
const pageDataAttribute = "data-page-data";

/**
 * The visitor reaching for the page: a pointer pressed or a mouse moved, a finger on the screen,
 * a wheel turned, a key pressed, a control focused. Scrolling with a finger starts with a touch;
 * with the keyboard, with a key.
 */
export const reachEvents = ["pointerdown", "touchstart", "mousemove", "wheel", "keydown", "focusin"] as const;

/**
 * The end of a press: a tap's own answer (a menu opening on its popover attribute, a dialog the
 * head's script opens) comes with it, and the modules start only after the frame that shows it,
 * so their work never stands between a tap and its answer.
 */
const reachEndEvents = ["pointerup", "touchend", "click", "keyup"] as const;

/** How long a press may last before the modules start anyway (a finger resting on the screen). */
const reachEndWaitMs = 500;

/** How long a page that starts at once waits for a hero image that neither loads nor fails. */
const heroWaitMs = 4000;

/**
 * How long after the hero's load the modules wait for its paint to be reported (a hero that is not
 * the page's largest paint, or a browser that does not report largest paints, is never reported).
 */
const notLargestWaitMs = 500;

/**
 * How long a page without a hero waits for its first largest paint to be reported (a page loaded
 * in a background tab reports none until it is shown).
 */
const firstPaintWaitMs = 1000;

/**
 * Starts the page's modules when the visitor first reaches for the page (`reachEvents`), not while
 * it loads, once the frame after that reach (after a press, after the press's end) has been shown:
 * the inert copy becomes a module script, whose text, and so whose hash in the page's policy, is
 * the copy's own, and every module of the page is preloaded at once; React Router's scripts that
 * carry the page's data for hydration run first, likewise from their inert copies (once the page
 * has been parsed whole, so that none is missing). Until then the page is what the server sent,
 * which is whole without script (links, menus on the popover attribute, forms that post); the
 * search and the cookie settings open at once from the head's script, and a tap on a control that
 * React answers is kept and answered once it does (components/ui/early-taps.ts).
 *
 * Nothing is fetched before then: fetching the modules into the cache while the page was idle cost
 * a low-end phone a long task of its own (the response of each of some fifteen files is handled on
 * the main thread), and a visitor who only reads does not pay for them at all.
 *
 * Two kinds of page start at once instead, once they have painted: a page with an element marked
 * `scriptsAtOnceAttribute`, and any page for a visitor who allows analytics (`__analyticsAllowed`,
 * set by the head's script): the analytics script counts the page view and the visit's first page
 * is kept for the lead forms, which must not wait for a reach that may never come. "Painted" is the
 * browser's own largest-contentful-paint entry for the hero (`img[fetchpriority=high]`,
 * components/ui/picture.tsx), or, without a hero, the page's first one: started sooner, the
 * modules could finish before that frame, and Lighthouse counted them into its LCP.
 */
export const moduleStarterScript = `(function(){var d=document,w=window,c=d.getElementById("${modulesId}"),o={capture:true,passive:true},E=${JSON.stringify(reachEvents)},g,q;function s(){if(g)return;g=1;if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",r);else r()}function n(){requestAnimationFrame(function(){setTimeout(s,0)})}function t(e){if(q)return;q=1;E.forEach(function(x){w.removeEventListener(x,t,o)});if(!/down|start/.test(e.type))return n();var f=0;function a(){if(!f){f=1;n()}}${JSON.stringify(reachEndEvents)}.forEach(function(x){w.addEventListener(x,a,o)});setTimeout(a,${reachEndWaitMs})}function r(){(c.getAttribute("data-preload")||"").split(" ").forEach(function(h){if(!h)return;var k=d.createElement("link");k.rel="modulepreload";k.href=h;d.head.appendChild(k)});d.querySelectorAll("script[${pageDataAttribute}]").forEach(function(t){var x=d.createElement("script");x.textContent=t.textContent;t.replaceWith(x)});var m=d.createElement("script");m.type="module";m.textContent=c.textContent;d.body.appendChild(m)}w.__startModules=n;E.forEach(function(e){w.addEventListener(e,t,o)});if(!w.__analyticsAllowed&&!d.querySelector("[${scriptsAtOnceAttribute}]"))return;var h=d.querySelector('img[fetchpriority="high"]');function v(f,t){try{new PerformanceObserver(function(x){x.getEntries().forEach(function(e){if(f(e))setTimeout(s,0)})}).observe({type:"largest-contentful-paint",buffered:true})}catch(x){s()}setTimeout(s,t)}function a(){v(function(e){return e.element===h},${notLargestWaitMs})}if(!h)v(function(){return 1},${firstPaintWaitMs});else if(h.complete)a();else{h.addEventListener("load",a);h.addEventListener("error",s);setTimeout(s,${heroWaitMs})}})();`;

/**
 * A page whose modules start when the visitor first reaches for it (`moduleStarterScript`).
 *
 * React Router's module script sits at the end of the body and would start hydrating the page as
 * soon as the parser reached it: on a low-end phone, seconds of React's work while the page loads,
 * for controls the visitor has not touched yet (decision 026). The module script is kept inert
 * (`type="text/plain"`) where it was, and a small script right after it starts it. So are React
 * Router's scripts that hold the page's data (its context and the stream of its loaders' data, 25 KB
 * on the home page): run while the page loads, they cost a phone's main thread for a hydration
 * that may never come.
 *
 * React Router's module preloads (`withoutModulePreloads`) go with it: their addresses are kept on
 * the inert copy (`data-preload`), and the starter preloads them all at once as it starts the
 * modules. Without them each module was found only once the one importing it had arrived and been
 * read, five requests deep; they are not written into the page itself, where the browser would
 * fetch them before the hero.
 */
export function withModulesOnReach(html: string): string {
  // One pass: each preload's address kept, the link itself removed.
  const preloads: string[] = [];
  const page = html.replace(modulePreload, (_, href?: string) => {
    if (href) preloads.push(href);
    return "";
  });
  return page
    .replace(
      /<script type="module" async="">([\s\S]*?)<\/script>/,
      (_, body: string) =>
        `<script type="text/plain" id="${modulesId}" data-preload="${escapeAttribute(preloads.join(" "))}">${body}</script><script>${moduleStarterScript}</script>`,
    )
    .replace(pageDataScript, `<script type="text/plain" ${pageDataAttribute}>$1</script>`);
}

/** React Router's inline scripts that hold the page's data for hydration (its context and stream). */
const pageDataScript = /<script>(window\.__reactRouterContext[\s\S]*?)<\/script>/g;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
