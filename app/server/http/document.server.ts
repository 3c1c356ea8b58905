/**
 * A page without React Router's module preloads.
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
  return html.replace(/<link rel="modulepreload"[^>]*\/>/g, "");
}
