import { useLanguage } from "~/i18n/language-context";
import { languageNames, languages, localizePath } from "~/i18n/languages";
import { Flag } from "./flags";

/**
 * The current page in each of the six languages, as list items of real links (crawlers follow
 * them). Choosing one stores the choice at once (the page's inline language script
 * listens for clicks on `hreflang` links, so this holds even before hydration), then goes there.
 */
export function LanguageLinks(props: { className: string; flagClassName?: string }) {
  const { className, flagClassName } = props;
  const { lang, path } = useLanguage();
  return languages.map((code) => (
    <li key={code}>
      <a
        href={localizePath(path, code)}
        hrefLang={code}
        lang={code}
        aria-current={code === lang ? "true" : undefined}
        className={className}
      >
        <Flag lang={code} className={flagClassName} />
        {languageNames[code]}
      </a>
    </li>
  ));
}
