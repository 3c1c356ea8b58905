import { PopoverMenu, popoverItemClass } from "~/components/ui/popover-menu";
import { useLanguage, useTranslation } from "~/i18n/language-context";
import { languageNames } from "~/i18n/languages";
import { Flag } from "./flags";
import { LanguageLinks } from "./language-links";

/**
 * Changing language stores the choice at once and goes to the same page in that
 * language. Each choice is a real link, so it also works before the page's script has loaded.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
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
      {() => <LanguageLinks className={popoverItemClass} />}
    </PopoverMenu>
  );
}
