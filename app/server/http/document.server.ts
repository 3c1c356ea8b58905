/**
 * A page without React Router's module preloads (`withModulesAfterHero` preloads them later).
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

/** The id of the inert copy of React Router's module script (see `withModulesAfterHero`). */
const modulesId = "page-modules";

/** How long the modules wait for a hero image that neither loads nor fails (a stalled connection). */
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
 * Starts the page's modules once the page's largest paint so far has been shown: the inert copy
 * becomes a module script, whose text, and so whose hash in the page's policy, is the copy's own.
 * `img[fetchpriority=high]` is the hero (components/ui/picture.tsx); on a page with one, the
 * browser's own largest-contentful-paint entry for the hero, which comes once its frame has been
 * presented. Started from the image's load event, or a frame after it, the modules (served in a few
 * milliseconds) could still finish before that frame, and Lighthouse counted them into LCP. A page
 * without a hero (its largest paint a block of text) starts at its first largest-contentful-paint
 * entry: started as soon as the page was parsed, the modules could finish before the text's first
 * frame and were counted into its LCP the same way. A browser that reports no largest paints
 * starts them at once.
 */
export const modulesAfterHeroScript = `(function(){var d=document,h=d.querySelector('img[fetchpriority="high"]'),g;function s(){if(g)return;g=1;var c=d.getElementById("${modulesId}");(c.getAttribute("data-preload")||"").split(" ").forEach(function(u){if(!u)return;var k=d.createElement("link");k.rel="modulepreload";k.href=u;d.head.appendChild(k)});var m=d.createElement("script");m.type="module";m.textContent=c.textContent;d.body.appendChild(m)}function w(f,t){try{new PerformanceObserver(function(l){l.getEntries().forEach(function(e){if(f(e))setTimeout(s,0)})}).observe({type:"largest-contentful-paint",buffered:true})}catch(x){s()}setTimeout(s,t)}function a(){w(function(e){return e.element===h},${notLargestWaitMs})}if(!h)w(function(){return 1},${firstPaintWaitMs});else if(h.complete)a();else{h.addEventListener("load",a);h.addEventListener("error",s);setTimeout(s,${heroWaitMs})}})();`;

/**
 * A page whose modules are requested after its hero image (or, without one, its text) has painted.
 *
 * React Router's module script sits at the end of the body and its imports are requested as soon
 * as the parser reaches it, within a few milliseconds of the hero image's paint. Lighthouse's
 * simulated LCP counts every request that finished before the paint it observed, so when the
 * scripts won that race the phone's LCP carried their download on slow 4G (+0.7-0.9 s, one run in
 * two), and on a real phone they shared its bandwidth with the hero. The module script is kept
 * inert (`type="text/plain"`) where it was, and a small script right after it starts it once the
 * hero has painted. Taps before then are kept (components/ui/early-taps.ts) and answered once
 * React answers taps.
 *
 * React Router's module preloads (`withoutModulePreloads`) go with it: their addresses are kept on
 * the inert copy (`data-preload`) and the starter preloads them all at once as it starts the
 * modules. Without them each module was found only once the one importing it had arrived and been
 * read, five requests deep before the page could hydrate; they are not written into the page
 * itself, where the browser would fetch them before the hero.
 */
export function withModulesAfterHero(html: string): string {
  // One pass: each preload's address kept, the link itself removed.
  const preloads: string[] = [];
  const page = html.replace(modulePreload, (_, href?: string) => {
    if (href) preloads.push(href);
    return "";
  });
  return page.replace(
    /<script type="module" async="">([\s\S]*?)<\/script>/,
    (_, body: string) =>
      `<script type="text/plain" id="${modulesId}" data-preload="${escapeAttribute(preloads.join(" "))}">${body}</script><script>${modulesAfterHeroScript}</script>`,
  );
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
