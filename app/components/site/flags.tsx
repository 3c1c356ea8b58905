import type { Language } from "~/i18n/languages";

/**
 * A language's small flag: one element, drawn by the stylesheet (`.flag-es` and the others in
 * app.css), instead of an SVG of up to five shapes in each of the page's three language lists.
 * Decorative: the language's name is written beside it.
 */
export function Flag({ lang, className = "h-3.5 w-5" }: { lang: Language; className?: string }) {
  return <span className={`flag flag-${lang} ${className}`} aria-hidden="true" />;
}
