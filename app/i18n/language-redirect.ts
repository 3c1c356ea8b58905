import { defaultLanguage, languages } from "./languages";

export const languageStorageKey = "language";

/**
 * Runs in <head> of unprefixed (Spanish) pages before anything is painted, so a visitor whose
 * language is another never sees Spanish first. spec §4: the stored choice if supported,
 * otherwise the browser language if supported, otherwise Spanish. Crawlers are never redirected:
 * each language has its own URL for them (hreflang), and x-default names this page.
 */
export const languageRedirectScript = `(function(){try{var o=${JSON.stringify(
  languages.filter((lang) => lang !== defaultLanguage),
)},d=${JSON.stringify(defaultLanguage)},s=localStorage.getItem(${JSON.stringify(
  languageStorageKey,
)}),c=null;if(s===d)return;if(o.indexOf(s)>-1)c=s;if(!c){if(/bot|crawl|spider|slurp|lighthouse|preview/i.test(navigator.userAgent))return;var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];for(var i=0;i<n.length;i++){var p=String(n[i]||"").slice(0,2).toLowerCase();if(p===d)return;if(o.indexOf(p)>-1){c=p;break}}}if(c){document.documentElement.style.visibility="hidden";var l=location;l.replace("/"+c+(l.pathname==="/"?"":l.pathname)+l.search+l.hash)}}catch(e){}})();`;

export function storeLanguageChoice(lang: string): void {
  try {
    localStorage.setItem(languageStorageKey, lang);
  } catch {
    // Storage can be disabled (private mode): the link still takes the visitor there.
  }
}
