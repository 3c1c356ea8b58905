import { defaultLanguage, languages } from "./languages";

export const languageStorageKey = "language";

const others = languages.filter((lang) => lang !== defaultLanguage);

/**
 * The one inline script of every page, run in <head> before anything is painted:
 * - Choosing a language (any link with `hreflang`, the switcher's links) stores the
 *   choice at once. It listens on the document, so it works before the page has hydrated.
 * - On an unprefixed (Spanish) page: the stored choice if supported, otherwise the browser
 *   language if supported, otherwise Spanish. The page is hidden while it moves, so a visitor
 *   of another language never sees Spanish first. Crawlers are never moved: each language has
 *   its own URL for them (hreflang), and x-default names the unprefixed page.
 */
export const languageScript = `(function(){try{var o=${JSON.stringify(others)},d=${JSON.stringify(
  defaultLanguage,
)},k=${JSON.stringify(languageStorageKey)},l=location;document.addEventListener("click",function(e){var a=e.target&&e.target.closest&&e.target.closest("a[hreflang]");if(a)try{localStorage.setItem(k,a.getAttribute("hreflang"))}catch(x){}},true);if(new RegExp("^/("+o.join("|")+")(/|$)").test(l.pathname))return;var s=localStorage.getItem(k),c=null;if(s===d)return;if(o.indexOf(s)>-1)c=s;if(!c){if(/bot|crawl|spider|slurp|lighthouse|preview/i.test(navigator.userAgent))return;var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];for(var i=0;i<n.length;i++){var p=String(n[i]||"").slice(0,2).toLowerCase();if(p===d)return;if(o.indexOf(p)>-1){c=p;break}}}if(c){document.documentElement.style.visibility="hidden";l.replace("/"+c+(l.pathname==="/"?"":l.pathname)+l.search+l.hash)}}catch(e){}})();`;
