import { Link } from "react-router";
import { PopoverMenu, popoverItemClass } from "~/components/ui/popover-menu";
import { useLanguage, useTranslation } from "~/i18n/language-context";
import { storeLanguageChoice } from "~/i18n/language-redirect";
import { languageNames, languages, localizePath } from "~/i18n/languages";
import { Flag } from "./flags";

/**
 * spec §4: changing language stores the choice at once and goes to the same page in that
 * language. Each choice is a real link, so it also works before the page's script has loaded.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { lang, path } = useLanguage();
  return (
    <PopoverMenu
      align="end"
      label={t("header.language")}
      triggerLabel={t("header.changeLanguage", { language: languageNames[lang] })}
      trigger={
        <>
          <Flag lang={lang} />
          <span className="uppercase xl:hidden">{lang}</span>
          <span className="hidden xl:inline">{languageNames[lang]}</span>
        </>
      }
    >
      {(close) =>
        languages.map((code) => (
          <li key={code}>
            <Link
              to={localizePath(path, code)}
              hrefLang={code}
              lang={code}
              aria-current={code === lang ? "true" : undefined}
              onClick={() => {
                storeLanguageChoice(code);
                close();
              }}
              className={popoverItemClass}
            >
              <Flag lang={code} />
              {languageNames[code]}
            </Link>
          </li>
        ))
      }
    </PopoverMenu>
  );
}
